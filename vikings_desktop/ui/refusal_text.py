"""The player's sentence for an engine refusal, in the player's language.

The engine gives a :class:`~vikings_desktop.engine.refusals.Refusal` (a code plus plain
arguments); this module words it through ``QCoreApplication.translate("Refusal", …)``
in the game's own terms: no rule ids, no engine tokens, Vikings and rows by name.
A plain ``str`` (a text that is no Refusal) is shown as it is.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.components import (
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    NOBLE,
    SCOUT,
    WARRIOR,
)
from ..engine.refusals import Code, Refusal


def _tr(text: str) -> str:
    return QCoreApplication.translate("Refusal", text)


def viking_name(viking: int) -> str:
    """The role of a Viking, singular, translated."""
    names = {FISHERMAN: _tr("Fisherman"), GOLDSMITH: _tr("Goldsmith"), SCOUT: _tr("Scout"),
             NOBLE: _tr("Noble"), WARRIOR: _tr("Warrior"), BOATSMAN: _tr("Boatsman")}
    return names[viking]


def row_name(row: int) -> str:
    """A row of the player's display by what it holds, translated."""
    names = (_tr("ships row"), _tr("Warriors' row"), _tr("Nobles' row"), _tr("Scouts' row"),
             _tr("Goldsmiths' row"), _tr("Fishermen's row"))
    return names[row]


def edge_name(edge: int) -> str:
    """The kind of an island tile's edge (0 sea, 1 land), translated."""
    return (_tr("sea"), _tr("land"))[edge]


def _sentence(code: Code, args: tuple[object, ...]) -> str:
    a: tuple = args
    match code:
        case Code.GAME_OVER:
            return _tr("The game is over.")
        case Code.EXCHANGE_AMOUNT:
            return _tr("You can exchange between 1 fame and all of your fame.")
        case Code.BUY_FIRST:
            return _tr("Buy a group from the wheel first.")
        case Code.PLACE_FIRST:
            return _tr("Place the tile you bought first.")
        case Code.NO_GROUP:
            return _tr("There is no group at price {price}.").format(price=a[0])
        case Code.TOO_LITTLE_FAME_EXCHANGED:
            return _tr("This group costs {price} gold and you have {gold}: exchange at least "
                       "{need} fame for gold.").format(price=a[0], gold=a[1], need=a[2])
        case Code.CANNOT_AFFORD:
            return _tr("This group costs {price} gold; you have only {gold} gold and {fame} fame."
                       ).format(price=a[0], gold=a[1], fame=a[2])
        case Code.ZERO_NOT_LAST:
            return _tr("The free group may only be bought when its {viking} is the last one of "
                       "its colour on the wheel.").format(viking=viking_name(a[0]))
        case Code.NO_TILE_TO_PLACE:
            return _tr("There is no bought tile to place.")
        case Code.START_ALREADY_PLACED:
            return _tr("Your start tile is already placed.")
        case Code.START_CELL:
            return _tr("The start tile goes into the first column of a free island row.")
        case Code.START_FIRST:
            return _tr("Place your start tile in the first column of an island row first.")
        case Code.DISCARD_FITS:
            return _tr("This tile fits somewhere: only a tile that fits nowhere may be removed.")
        case Code.VIKING_TO_MAINLAND:
            return _tr("The {viking} goes to the mainland.").format(viking=viking_name(a[0]))
        case Code.VIKING_WRONG_ROW:
            return _tr("A {viking} may only stand on a tile in the {row}.").format(
                viking=viking_name(a[0]), row=row_name(a[1]))
        case Code.NOT_A_CELL:
            return _tr("That is not a place on your display.")
        case Code.CELL_TAKEN:
            return _tr("That place already holds a tile.")
        case Code.SHIP_ROW:
            return _tr("A ship goes into the ships row.")
        case Code.FIRST_SHIPS:
            return _tr("The first three ships go into the first three places of the ships row.")
        case Code.SHIP_NEXT_TO_SHIP:
            return _tr("A ship must be placed next to another ship.")
        case Code.ISLAND_ROW:
            return _tr("Island tiles go into the rows below the ships.")
        case Code.LEFT_EDGE_MAINLAND:
            return _tr("This island tile starts with {edge}, but the mainland's edge is sea."
                       ).format(edge=edge_name(a[0]))
        case Code.LEFT_EDGE_MISMATCH:
            return _tr("This island tile starts with {edge}, but the tile to its left ends in "
                       "{other}.").format(edge=edge_name(a[0]), other=edge_name(a[1]))
        case Code.RIGHT_EDGE_MISMATCH:
            return _tr("This island tile ends in {edge}, but the tile to its right starts with "
                       "{other}.").format(edge=edge_name(a[0]), other=edge_name(a[1]))
        case Code.ISLAND_NOT_CONNECTED:
            return _tr("An island tile must touch the mainland or another island tile "
                       "(not just at a corner).")
        case Code.BUILD_AFTER_START:
            return _tr("{reason} Place your start tile first to build next to it.").format(
                reason=refusal_text(a[0]))
        case Code.LAST_ROUND_BOATSMEN:
            return _tr("In the last round every Boatsman must move as many Vikings as "
                       "possible, with as few Boatsmen as that needs.")
        case Code.MOVE_ONTO_OWN_ROW:
            return _tr("A Viking moves only onto an empty island tile of its own row.")
        case Code.BOATSMAN_MUST_MOVE:
            return _tr("A Boatsman must move at least one Viking.")
        case Code.BOATSMAN_MOVES_NOTHING:
            return _tr("That use of the Boatsman moves no Viking.")
        case Code.NOTHING_TO_DEAL:
            return _tr("There are no tiles or Vikings left to deal a round.")
        case Code.ROUND_NOT_OVER:
            return _tr("The round ends only when all 12 groups are bought.")
    raise KeyError(code)  # a new engine code without a sentence: tests/ui/test_refusal_text


def refusal_text(refusal: str) -> str:
    """What the window shows for ``refusal``: a Refusal in words, any other text as is."""
    if isinstance(refusal, Refusal):
        return _sentence(refusal.code, refusal.args)
    return refusal
