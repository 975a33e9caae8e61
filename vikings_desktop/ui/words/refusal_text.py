"""The player's sentence for an engine refusal, in the player's language.

The engine gives a :class:`~vikings_desktop.engine.refusals.Refusal` (a code plus plain
arguments); this module words it through ``QCoreApplication.translate("Refusal", …)``
in the game's own terms: no rule ids, no engine tokens, Vikings and rows by name.
A plain ``str`` (a text that is no Refusal) is shown as it is.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.engine import Code, Refusal

from .names import edge_name
from .special_tile_text import special_tile_name
from .viking_words import SENTENCES, Counts, viking_sentence


def _sentence(code: Code, args: tuple[object, ...]) -> str:
    a: tuple = args
    match code:
        case Code.GAME_OVER:
            return QCoreApplication.translate("Refusal", "The game is over.")
        case Code.EXCHANGE_AMOUNT:
            return QCoreApplication.translate("Refusal", "You can exchange between 1 fame and all of your fame.")
        case Code.BUY_FIRST:
            return QCoreApplication.translate("Refusal", "Buy a group from the wheel first.")
        case Code.PLACE_FIRST:
            return QCoreApplication.translate("Refusal", "Place the tile you bought first.")
        case Code.NO_GROUP:
            return QCoreApplication.translate("Refusal", "There is no group at price {price}.").format(price=a[0])
        case Code.TOO_LITTLE_FAME_EXCHANGED:
            return Counts.tr("This group costs {price} gold and you have {gold}: exchange at least "  # type: ignore[arg-type]
                             "%n fame for gold.", None, a[2]).format(price=a[0], gold=a[1])  # type: ignore[arg-type]
        case Code.CANNOT_AFFORD:
            return Counts.tr("This group costs {price} gold; you have only {gold} gold and %n fame.",  # type: ignore[arg-type]
                             None, a[2]).format(price=a[0], gold=a[1])  # type: ignore[arg-type]
        case Code.ZERO_NOT_LAST:
            return viking_sentence("free_group", a[0])
        case Code.NO_TILE_TO_PLACE:
            return QCoreApplication.translate("Refusal", "There is no bought tile to place.")
        case Code.START_ALREADY_PLACED:
            return QCoreApplication.translate("Refusal", "Your start tile is already placed.")
        case Code.START_CELL:
            return QCoreApplication.translate("Refusal", "The start tile goes into the first column of a free island row.")
        case Code.START_FIRST:
            return QCoreApplication.translate("Refusal", "Place your start tile in the first column of an island row first.")
        case Code.DISCARD_FITS:
            return QCoreApplication.translate("Refusal", "This tile fits somewhere: only a tile that fits nowhere may be removed.")
        case Code.VIKING_TO_MAINLAND:
            return viking_sentence("to_mainland", a[0])
        case Code.VIKING_WRONG_ROW:
            if a[0] in SENTENCES["own_row_only"]:      # its own row is the one it may stand in
                return viking_sentence("own_row_only", a[0])
            return viking_sentence("to_mainland", a[0])
        case Code.NOT_A_CELL:
            return QCoreApplication.translate("Refusal", "That is not a place on your display.")
        case Code.CELL_TAKEN:
            return QCoreApplication.translate("Refusal", "That place already holds a tile.")
        case Code.SHIP_ROW:
            return QCoreApplication.translate("Refusal", "A ship goes into the ships row.")
        case Code.FIRST_SHIPS:
            return QCoreApplication.translate("Refusal", "The first three ships go into the first three places of the ships row.")
        case Code.SHIP_NEXT_TO_SHIP:
            return QCoreApplication.translate("Refusal", "A ship must be placed next to another ship.")
        case Code.ISLAND_ROW:
            return QCoreApplication.translate("Refusal", "Island tiles go into the rows below the ships.")
        case Code.LEFT_EDGE_MAINLAND:
            return QCoreApplication.translate("Refusal", "This island tile starts with {edge}, but the mainland's edge is sea."
                       ).format(edge=edge_name(a[0]))
        case Code.LEFT_EDGE_MISMATCH:
            return QCoreApplication.translate("Refusal", "This island tile starts with {edge}, but the tile to its left ends in "
                       "{other}.").format(edge=edge_name(a[0]), other=edge_name(a[1]))
        case Code.RIGHT_EDGE_MISMATCH:
            return QCoreApplication.translate("Refusal", "This island tile ends in {edge}, but the tile to its right starts with "
                       "{other}.").format(edge=edge_name(a[0]), other=edge_name(a[1]))
        case Code.ISLAND_NOT_CONNECTED:
            return QCoreApplication.translate("Refusal", "An island tile must touch the mainland or another island tile "
                       "(not just at a corner).")
        case Code.BUILD_AFTER_START:
            return QCoreApplication.translate("Refusal", "{reason} Place your start tile first to build next to it.").format(
                reason=refusal_text(a[0]))
        case Code.LAST_ROUND_BOATSMEN:
            return QCoreApplication.translate("Refusal", "In the last round you must move as many Vikings as you can in "
                       "total, with no more Boatsmen than that needs.")
        case Code.MOVE_ONTO_OWN_ROW:
            return QCoreApplication.translate("Refusal", "A Viking moves only onto an empty island tile of its own row.")
        case Code.BOATSMAN_MUST_MOVE:
            return QCoreApplication.translate("Refusal", "A Boatsman must move at least one Viking.")
        case Code.BOATSMAN_MOVES_NOTHING:
            return QCoreApplication.translate("Refusal", "That use of the Boatsman moves no Viking.")
        case Code.NOTHING_TO_DEAL:
            return QCoreApplication.translate("Refusal", "There are no tiles or Vikings left to deal a round.")
        case Code.ROUND_NOT_OVER:
            return QCoreApplication.translate("Refusal", "The round ends only when all 12 groups are bought.")
        case Code.AUCTION_FIRST:
            return QCoreApplication.translate("Refusal", "Bid or pass in the auction for start player first.")
        case Code.OPENING_BID:
            return QCoreApplication.translate("Refusal", "The start player opens the auction with a bid of 0 or more.")
        case Code.BID_TOO_LOW:
            return QCoreApplication.translate("Refusal", "A bid of {bid} is too low: bid at least {least} or pass.").format(
                bid=a[0], least=a[1])
        case Code.BID_TOO_HIGH:
            return Counts.tr("A bid of {bid} is more than your {gold} gold and %n fame.",  # type: ignore[arg-type]
                             None, a[2]).format(bid=a[0], gold=a[1])  # type: ignore[arg-type]
        case Code.REMOVE_FIRST:
            return QCoreApplication.translate("Refusal", "The auction winner first removes one of the 13 Vikings from the game.")
        case Code.NOT_DRAWN:
            return viking_sentence("not_drawn", a[0])
        case Code.DRAFT_FIRST:
            return QCoreApplication.translate("Refusal", "Choose a colour of Vikings to put on the wheel first.")
        case Code.COLOUR_NOT_LEFT:
            return viking_sentence("none_left", a[0])
        case Code.SPECIAL_FIRST:
            return QCoreApplication.translate("Refusal", "Take a face-up special tile, or none, first.")
        case Code.SPECIAL_NOT_OFFERED:
            return QCoreApplication.translate("Refusal", "The special tile \u201c{tile}\u201d is not face up.").format(
                tile=special_tile_name(a[0]))
        case Code.BUILDING_FIRST:
            return QCoreApplication.translate("Refusal", "Choose which of your tiles the building replaces first.")
        case Code.BUILDING_CELL:
            return QCoreApplication.translate("Refusal", "The {building} replaces one of your island tiles showing the same building.").format(
                building=special_tile_name(a[0]))
        case Code.NO_BOAT_TILE:
            return QCoreApplication.translate("Refusal", "You have no boat special tile to use.")
        case Code.ONE_VIKING_PER_BOATSMAN:
            return QCoreApplication.translate("Refusal", "In the advanced game each Boatsman moves exactly one Viking.")
    raise KeyError(code)  # a new engine code without a sentence: tests/ui/test_refusal_text


def refusal_text(refusal: str) -> str:
    """What the window shows for ``refusal``: a Refusal in words, any other text as is."""
    if isinstance(refusal, Refusal):
        return _sentence(refusal.code, refusal.args)
    return refusal
