"""The log's words for the advanced game (RULES.md §10): bids and passes, the removed
Viking, drafted colours, special tiles taken (by name, never by id), buildings, single
Boatsman moves and boat uses; and what special tiles added in a scoring."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.engine import (
    SPECIAL_TILE_COUNTS,
    VIKING_OF_ROW,
    Bid,
    DraftColour,
    FerryViking,
    Pass,
    PlaceBuilding,
    RemoveViking,
    TakeSpecial,
    UseBoat,
)

from .names import row_name
from .special_tile_text import special_tile_name
from .viking_words import fame_change, viking_sentence


def advanced_action_text(name: str, action) -> str | None:
    """``name`` did ``action``, in the player's words; None for a base-game action."""
    match action:
        case Bid(amount):
            return QCoreApplication.translate("AdvancedLog", "{name} bids {amount} for start player").format(
                name=name, amount=amount)
        case Pass():
            return QCoreApplication.translate("AdvancedLog", "{name} passes in the auction").format(name=name)
        case RemoveViking(viking):
            return viking_sentence("removes", viking, name=name)
        case DraftColour(viking):
            return viking_sentence("drafts", viking, name=name)
        case TakeSpecial(None):
            return QCoreApplication.translate("AdvancedLog", "{name} takes no special tile").format(name=name)
        case TakeSpecial(str() as special):
            return QCoreApplication.translate("AdvancedLog", "{name} takes the special tile “{tile}”").format(
                name=name, tile=special_tile_name(special))
        case PlaceBuilding(row, col):
            return QCoreApplication.translate("AdvancedLog", "{name} puts the building in place of the tile in the "
                      "{row}, column {col}").format(name=name, row=row_name(row), col=col)
        case FerryViking(row, col):
            return viking_sentence("ferries", VIKING_OF_ROW[row], name=name, col=col)
        case UseBoat(0):
            return QCoreApplication.translate("AdvancedLog", "{name} uses a boat tile: one Viking of each colour").format(
                name=name)
        case UseBoat(colour):
            return viking_sentence("boat_all", colour, name=name)
    return None


def special_scoring_text(breakdown: dict) -> str:
    """What special tiles added in one player's scoring, e.g. "Nobles +1 fame: +4 fame"."""
    parts = []
    for special in SPECIAL_TILE_COUNTS:
        entry = breakdown.get(special)
        if not entry:
            continue
        amounts = []
        if entry.get("fame"):
            amounts.append(fame_change(entry["fame"]))
        if entry.get("gold"):
            amounts.append(QCoreApplication.translate("AdvancedLog", "{amount:+d} gold").format(amount=entry["gold"]))
        parts.append(f"{special_tile_name(special)}: {', '.join(amounts)}")
    return "; ".join(parts)
