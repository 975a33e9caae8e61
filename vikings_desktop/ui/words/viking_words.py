"""Sentences that name a Viking, whole, once per kind: German declines the
names ("einen Adligen", "der Adlige", "alle Goldschmiede", "in die Späherreihe"), so a
name is never put into a sentence by itself. ``viking_sentence(key, viking, **fields)``
gives the sentence ``key`` for that kind of Viking, translated, with ``fields`` filled
in ({name}, {col}, {tile}). Each table lists exactly the kinds the sentence can take:
a row-bound sentence has no Boatsman (a Boatsman has no row)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from vikings_desktop.engine import (
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    NOBLE,
    SCOUT,
    WARRIOR,
)

CONTEXT = "VikingWords"

SENTENCES: dict[str, dict[int, object]] = {      # QT_TRANSLATE_NOOP: the text itself
    "free_group": {                    # R-B2 refused
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "The free group may only be bought when its Fisherman is the last Fisherman on the wheel."),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "The free group may only be bought when its Goldsmith is the last Goldsmith on the wheel."),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "The free group may only be bought when its Scout is the last Scout on the wheel."),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "The free group may only be bought when its Noble is the last Noble on the wheel."),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "The free group may only be bought when its Warrior is the last Warrior on the wheel."),
        BOATSMAN: QT_TRANSLATE_NOOP("VikingWords", "The free group may only be bought when its Boatsman is the last Boatsman on the wheel."),
    },
    "to_mainland": {                    # the Viking may not stand
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "The Fisherman goes to the mainland."),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "The Goldsmith goes to the mainland."),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "The Scout goes to the mainland."),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "The Noble goes to the mainland."),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "The Warrior goes to the mainland."),
        BOATSMAN: QT_TRANSLATE_NOOP("VikingWords", "The Boatsman goes to the mainland."),
    },
    "own_row_only": {                    # R-P6 refused
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "A Fisherman may only stand on a tile in the Fishermen's row."),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "A Goldsmith may only stand on a tile in the Goldsmiths' row."),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "A Scout may only stand on a tile in the Scouts' row."),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "A Noble may only stand on a tile in the Nobles' row."),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "A Warrior may only stand on a tile in the Warriors' row."),
    },
    "not_drawn": {                    # R-A1
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "No Fisherman is among the drawn Vikings."),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "No Goldsmith is among the drawn Vikings."),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "No Scout is among the drawn Vikings."),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "No Noble is among the drawn Vikings."),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "No Warrior is among the drawn Vikings."),
        BOATSMAN: QT_TRANSLATE_NOOP("VikingWords", "No Boatsman is among the drawn Vikings."),
    },
    "none_left": {                    # R-A2
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "No Fishermen are left to put on the wheel."),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "No Goldsmiths are left to put on the wheel."),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "No Scouts are left to put on the wheel."),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "No Nobles are left to put on the wheel."),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "No Warriors are left to put on the wheel."),
        BOATSMAN: QT_TRANSLATE_NOOP("VikingWords", "No Boatsmen are left to put on the wheel."),
    },
    "stands_on_it": {                    # log, after a placing
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "; the Fisherman stands on it"),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "; the Goldsmith stands on it"),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "; the Scout stands on it"),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "; the Noble stands on it"),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "; the Warrior stands on it"),
    },
    "boatsman_all": {                    # log
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "{name} uses a Boatsman: all Fishermen"),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "{name} uses a Boatsman: all Goldsmiths"),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "{name} uses a Boatsman: all Scouts"),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "{name} uses a Boatsman: all Nobles"),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "{name} uses a Boatsman: all Warriors"),
    },
    "ferries": {                    # log
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "{name}'s Boatsman ferries a Fisherman to the Fishermen's row, column {col}"),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "{name}'s Boatsman ferries a Goldsmith to the Goldsmiths' row, column {col}"),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "{name}'s Boatsman ferries a Scout to the Scouts' row, column {col}"),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "{name}'s Boatsman ferries a Noble to the Nobles' row, column {col}"),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "{name}'s Boatsman ferries a Warrior to the Warriors' row, column {col}"),
    },
    "removes": {                    # log
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "{name} removes a Fisherman from the game"),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "{name} removes a Goldsmith from the game"),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "{name} removes a Scout from the game"),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "{name} removes a Noble from the game"),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "{name} removes a Warrior from the game"),
        BOATSMAN: QT_TRANSLATE_NOOP("VikingWords", "{name} removes a Boatsman from the game"),
    },
    "drafts": {                    # log
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "{name} puts the drawn Fishermen on the wheel"),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "{name} puts the drawn Goldsmiths on the wheel"),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "{name} puts the drawn Scouts on the wheel"),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "{name} puts the drawn Nobles on the wheel"),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "{name} puts the drawn Warriors on the wheel"),
        BOATSMAN: QT_TRANSLATE_NOOP("VikingWords", "{name} puts the drawn Boatsmen on the wheel"),
    },
    "boat_all": {                    # log
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "{name} uses a boat tile: all Fishermen"),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "{name} uses a boat tile: all Goldsmiths"),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "{name} uses a boat tile: all Scouts"),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "{name} uses a boat tile: all Nobles"),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "{name} uses a boat tile: all Warriors"),
    },
    "on_cell": {                    # a display cell read aloud
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", " with a Fisherman"),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", " with a Goldsmith"),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", " with a Scout"),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", " with a Noble"),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", " with a Warrior"),
        BOATSMAN: QT_TRANSLATE_NOOP("VikingWords", " with a Boatsman"),
    },
    "fits_nowhere": {                    # status
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "The bought tile fits nowhere in your display: it leaves the game and the Fisherman goes to the mainland"),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "The bought tile fits nowhere in your display: it leaves the game and the Goldsmith goes to the mainland"),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "The bought tile fits nowhere in your display: it leaves the game and the Scout goes to the mainland"),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "The bought tile fits nowhere in your display: it leaves the game and the Noble goes to the mainland"),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "The bought tile fits nowhere in your display: it leaves the game and the Warrior goes to the mainland"),
        BOATSMAN: QT_TRANSLATE_NOOP("VikingWords", "The bought tile fits nowhere in your display: it leaves the game and the Boatsman goes to the mainland"),
    },
    "hint_stands": {                    # hint
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "the Fisherman can stand on it in your Fishermen's row"),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "the Goldsmith can stand on it in your Goldsmiths' row"),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "the Scout can stand on it in your Scouts' row"),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "the Noble can stand on it in your Nobles' row"),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "the Warrior can stand on it in your Warriors' row"),
    },
    "hint_waits": {                    # hint
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "the tile fits your display; the Fisherman waits on the mainland"),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "the tile fits your display; the Goldsmith waits on the mainland"),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "the tile fits your display; the Scout waits on the mainland"),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "the tile fits your display; the Noble waits on the mainland"),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "the tile fits your display; the Warrior waits on the mainland"),
        BOATSMAN: QT_TRANSLATE_NOOP("VikingWords", "the tile fits your display; the Boatsman waits on the mainland"),
    },
    "group": {                    # a group of the wheel
        FISHERMAN: QT_TRANSLATE_NOOP("VikingWords", "{tile} with a Fisherman"),
        GOLDSMITH: QT_TRANSLATE_NOOP("VikingWords", "{tile} with a Goldsmith"),
        SCOUT: QT_TRANSLATE_NOOP("VikingWords", "{tile} with a Scout"),
        NOBLE: QT_TRANSLATE_NOOP("VikingWords", "{tile} with a Noble"),
        WARRIOR: QT_TRANSLATE_NOOP("VikingWords", "{tile} with a Warrior"),
        BOATSMAN: QT_TRANSLATE_NOOP("VikingWords", "{tile} with a Boatsman"),
    },
}


def viking_sentence(key: str, viking: int, **fields: object) -> str:
    """The sentence ``key`` for a Viking of kind ``viking``, translated and filled in."""
    text = str(SENTENCES[key][viking])
    return QCoreApplication.translate(CONTEXT, text).format(**fields)



class Counts(QObject):
    """The translation context of every sentence with a count (``Counts.tr(text, None, n)``:
    lupdate marks these for Qt's plural forms, "1 Siegpunkt", "2 Siegpunkte"; it does not
    for ``QCoreApplication.translate``). Called on the class, which PySide's stubs do not
    expect: the calls carry ``# type: ignore[arg-type]``."""


def fame_count(amount: int) -> str:
    """``amount`` fame as a count ("1 fame"; German "1 Siegpunkt", "2 Siegpunkte")."""
    return Counts.tr("%n fame", None, amount)  # type: ignore[arg-type]


def fame_change(amount: int) -> str:
    """A signed change of fame ("+1 fame", "-3 fame"; German "+1 Siegpunkt")."""
    sign = "+" if amount >= 0 else "-"
    return sign + Counts.tr("%n fame", None, abs(amount))  # type: ignore[arg-type]


def chest_letter(viking: int) -> str:
    """The letter painted on a Viking figure's chest: the first letter of its name in the
    window's language (German: Kämpfer K, Adliger A …). Files keep the engine's letters."""
    translate = QCoreApplication.translate
    letters = {
        FISHERMAN: translate("VikingWords", "F", "chest letter of the Fisherman"),
        GOLDSMITH: translate("VikingWords", "G", "chest letter of the Goldsmith"),
        SCOUT: translate("VikingWords", "S", "chest letter of the Scout"),
        NOBLE: translate("VikingWords", "N", "chest letter of the Noble"),
        WARRIOR: translate("VikingWords", "W", "chest letter of the Warrior"),
        BOATSMAN: translate("VikingWords", "B", "chest letter of the Boatsman"),
    }
    return letters[viking]
