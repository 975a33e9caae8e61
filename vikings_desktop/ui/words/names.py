"""Vikings, rows and edge kinds by name, in the player's language.

Used by every module that words the game (refusals, the log, hints, tooltips); the
translation context stays ``Refusal``, where these names were first worded.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.engine import (
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    NOBLE,
    SCOUT,
    WARRIOR,
)


def viking_name(viking: int) -> str:
    """The role of a Viking, singular, translated."""
    names = {FISHERMAN: QCoreApplication.translate("Refusal", "Fisherman"), GOLDSMITH: QCoreApplication.translate("Refusal", "Goldsmith"), SCOUT: QCoreApplication.translate("Refusal", "Scout"),
             NOBLE: QCoreApplication.translate("Refusal", "Noble"), WARRIOR: QCoreApplication.translate("Refusal", "Warrior"), BOATSMAN: QCoreApplication.translate("Refusal", "Boatsman")}
    return names[viking]


def row_name(row: int) -> str:
    """A row of the player's display by what it holds, translated."""
    names = (QCoreApplication.translate("Refusal", "ships row"), QCoreApplication.translate("Refusal", "Warriors' row"), QCoreApplication.translate("Refusal", "Nobles' row"), QCoreApplication.translate("Refusal", "Scouts' row"),
             QCoreApplication.translate("Refusal", "Goldsmiths' row"), QCoreApplication.translate("Refusal", "Fishermen's row"))
    return names[row]


def edge_name(edge: int) -> str:
    """The kind of an island tile's edge (0 sea, 1 land), translated."""
    return (QCoreApplication.translate("Refusal", "sea"), QCoreApplication.translate("Refusal", "land"))[edge]
