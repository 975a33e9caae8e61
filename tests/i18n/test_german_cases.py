"""German grammar of every sentence that takes a Viking, a row, a sail colour or a count
rendered in German with every value: each is a whole sentence per
kind (German declines "der Adlige", "einen Adligen", "alle Goldschmiede"), rows are named
by their compound nouns ("in die Späherreihe"), and counts use Qt's plural forms
("1 Siegpunkt", "2 Siegpunkte")."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication
from test_glossary import jargon, replaced_german

from vikings_desktop import i18n
from vikings_desktop.engine.components import (
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    NOBLE,
    SCOUT,
    WARRIOR,
)
from vikings_desktop.ui.words.names import row_name
from vikings_desktop.ui.words.viking_words import (
    SENTENCES,
    Counts,
    chest_letter,
    fame_change,
    fame_count,
    viking_sentence,
)

KINDS = (FISHERMAN, GOLDSMITH, SCOUT, NOBLE, WARRIOR, BOATSMAN)
FIELDS = {"name": "Astrid", "col": 3, "tile": "Inselende (rechts Meer)"}
ROWS = ("Schiffsreihe", "Kämpferreihe", "Adligenreihe", "Späherreihe", "Goldschmiedereihe",
        "Fischerreihe")
# what the German grammar of a Viking's name must never look like (examples)
WRONG = re.compile(
    r"\b(der|den|dem|einen|einem) Adliger\b"        # "der Adliger", "einen Adliger"
    r"|\b(ein|kein|ihr) Adligen\b"                    # nominative singular after ein/kein
    r"|\b(ein|kein|ihr|der letzte) Adlige\b(?!n)"     # "ein Adlige"; "der letzte Adlige" is right
    r"|\balle Adlige\b(?!n)|\bdie gezogenen Adlige\b(?!n)"
    r"|der Farbe|Reihe „|Reihe der|\{")


def check_glossary(text: str) -> None:
    for term in replaced_german():
        assert not re.search(rf"\b{re.escape(term)}", text), (term, text)
    for term in jargon():
        assert not re.search(rf"\b{re.escape(term)}\b", text, re.IGNORECASE), (term, text)


def test_every_viking_sentence_in_german_with_every_kind(german):
    rendered = 0
    for key, table in SENTENCES.items():
        for kind in table:
            text = viking_sentence(key, kind, **FIELDS)
            assert text != QCoreApplication.translate("nothing", table[kind]).format(**FIELDS), (
                key, kind, "untranslated")
            assert not WRONG.search(text.replace("der letzte Adlige", "")), (key, text)
            check_glossary(text)
            rendered += 1
    assert rendered >= 80


@pytest.mark.parametrize("key, noble", [
    ("to_mainland", "Der Adlige geht aufs Festland."),
    ("free_group", "wenn ihr Adliger der letzte Adlige am Drehrad ist"),
    ("own_row_only", "Ein Adliger darf nur auf einem Plättchen der Adligenreihe stehen."),
    ("not_drawn", "ist kein Adliger."),
    ("none_left", "Es sind keine Adligen mehr übrig"),
    ("stands_on_it", "; der Adlige steht darauf"),
    ("boatsman_all", "Astrid setzt einen Bootsmann ein: alle Adligen"),
    ("ferries", "bringt einen Adligen in die Adligenreihe, Spalte 3"),
    ("removes", "Astrid nimmt einen Adligen aus dem Spiel"),
    ("drafts", "Astrid stellt die gezogenen Adligen ans Drehrad"),
    ("boat_all", "Astrid setzt ein Boot ein: alle Adligen"),
    ("on_cell", ", darauf ein Adliger"),
    ("fits_nowhere", "und der Adlige geht aufs Festland"),
    ("hint_stands", "der Adlige kann darauf in deiner Adligenreihe stehen"),
    ("hint_waits", "der Adlige wartet auf dem Festland"),
    ("group", "Inselende (rechts Meer) mit einem Adligen"),
])
def test_the_noble_declines_in_every_case(german, key, noble):
    assert noble in viking_sentence(key, NOBLE, **FIELDS)


def test_plural_and_row_forms_of_the_other_kinds(german):
    assert viking_sentence("boatsman_all", GOLDSMITH, name="A") .endswith("alle Goldschmiede")
    assert viking_sentence("drafts", BOATSMAN, name="A").endswith("die gezogenen Bootsmänner ans Drehrad")
    assert viking_sentence("ferries", SCOUT, name="A", col=1).endswith("einen Späher in die Späherreihe, Spalte 1")
    assert viking_sentence("to_mainland", BOATSMAN) == "Der Bootsmann geht aufs Festland."


def catalogue_messages():
    root = ET.parse(i18n.FOLDER / "vikings_de.ts").getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def test_no_german_sentence_puts_a_viking_name_into_itself():
    """A {viking} placeholder survives only in bare labels like "3 × Adliger"."""
    for context, message in catalogue_messages():
        translation = "".join(message.find("translation").itertext())
        if "{viking}" in translation:
            assert translation.strip() == "{count} × {viking}", (context, translation)


def test_every_german_string_with_a_row_reads_well_with_every_row(german):
    rows = [row_name(row) for row in range(6)]
    assert tuple(rows) == ROWS
    checked = 0
    for context, message in catalogue_messages():
        source = message.findtext("source") or ""
        if "{row}" not in source:
            continue
        for row in range(6):
            fields = {"name": "Astrid", "row": rows[row], "col": 2, "column": 2,
                      "tile": "Inselende", "where": "Feld"}
            text = QCoreApplication.translate(context, source).format(**fields)
            assert not WRONG.search(text), text
            assert re.search(rf"\b(in die|der|zur|deiner|in der) {rows[row]}|^{rows[row]}", text), text
            check_glossary(text)
            checked += 1
    assert checked >= 4 * 6


@pytest.mark.parametrize("sail, word", [("red", "rotem"), ("green", "grünem"),
                                        ("yellow", "gelbem"), ("blue", "blauem")])
def test_every_sail_colour_is_declined_in_its_own_sentence(german, sail, word):
    text = QCoreApplication.translate(
        "DisplayModel", f"{{where}}: ship with a {sail} sail, {{state}}").format(
        where="Schiffsreihe, Spalte 1", state="abgewehrt")
    assert f"mit {word} Segel" in text


def test_every_german_count_has_its_singular_and_plural(german):
    checked = 0
    for context, message in catalogue_messages():
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source") or ""
        for n in (0, 1, 2, 5, 21):
            text = QCoreApplication.translate(context, source, None, n)
            text = re.sub(r"\{[^}]*\}", "7", text)
            assert str(n) in text and "%n" not in text, text
            if "of it" in source and "fame" in source:   # gold paid by means of fame
                assert re.search(rf"(davon {n}|{n} davon) mit Siegpunkten", text), text
            elif "fame" in source:
                if n == 1:
                    assert re.search(r"\b1 Siegpunkt\b(?!e)", text), text
                else:
                    assert re.search(rf"\b{n} Siegpunkte\b", text), text
            check_glossary(text)
            checked += 1
    assert checked >= 5 * 14
    assert Counts.tr("%n fame", None, 1) == "1 Siegpunkt"
    assert fame_count(3) == "3 Siegpunkte" and fame_change(-1) == "-1 Siegpunkt"


def test_the_chest_letters_are_german_in_a_german_window(german):
    assert [chest_letter(k) for k in (WARRIOR, NOBLE, SCOUT, GOLDSMITH, FISHERMAN, BOATSMAN)] == [
        "K", "A", "S", "G", "F", "B"]


def test_the_chest_letters_are_english_without_a_translation():
    assert [chest_letter(k) for k in (WARRIOR, NOBLE, SCOUT, GOLDSMITH, FISHERMAN, BOATSMAN)] == [
        "W", "N", "S", "G", "F", "B"]
