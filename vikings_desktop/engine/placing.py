"""Placing (R-P): where the player who bought a group may put its tile and Viking, the
start tile (R-P2), discarding a tile that fits nowhere, and why a placement is refused.

Functions over the game's data (``GameData``); ``GameState``'s ``legal_actions``,
``problem`` and ``apply`` call them in the place phase. The cells themselves are
display.py's (R-P3 … R-P7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import specials
from .actions import Action, Discard, PlaceStart, PlaceTile
from .components import BOATSMAN, ISLAND_ROWS, ROW_OF_VIKING, ROWS, is_ship
from .display import (
    legal_cells,
    place_bought_tile,
    place_start_tile,
    placement_problem,
    start_rows,
    viking_home_row,
)
from .phase import Phase
from .refusals import Code, Refusal
from .rounds import end_turn

if TYPE_CHECKING:
    from .game_data import GameData

# Actions are immutable values: the generator hands out shared instances (hot path).
_DISCARD = Discard()
_PLACE_START = {row: PlaceStart(row) for row in ISLAND_ROWS}
# _PLACE[row][col] = (Viking to the mainland, Viking on the tile); grown on demand, since a
# row can grow past any fixed width.
_PLACE: list[list[tuple[PlaceTile, PlaceTile]]] = [[] for _ in ROWS]


def place_pair(row: int, col: int) -> tuple[PlaceTile, PlaceTile]:
    """The shared ``PlaceTile(row, col, False)`` and ``PlaceTile(row, col, True)``."""
    pairs = _PLACE[row]
    while len(pairs) <= col:
        c = len(pairs)
        pairs.append((PlaceTile(row, c, False), PlaceTile(row, c, True)))
    return pairs[col]


def place_actions(state: GameData) -> list[Action]:
    player = state.players[state.current]
    actions: list[Action] = []
    pending = state.pending
    tile = pending >> 3
    if tile:
        # R-P7 as legal_cells_with_viking does it, without its list of triples: every legal
        # cell with the Viking to the mainland, and on the tile too in its home row (green).
        home = viking_home_row(pending & 7)
        cells = legal_cells(player, tile)
        for row, col in cells:
            pairs = _PLACE[row]            # place_pair(row, col), its call saved per cell
            if col >= len(pairs):
                place_pair(row, col)
            off, on = pairs[col]
            actions.append(off)
            if row == home:
                actions.append(on)
        if not cells and player.start_placed and not is_ship(tile):
            actions.append(_DISCARD)
    if not player.start_placed:
        actions.extend(_PLACE_START[row] for row in start_rows(player))
    return actions


def place_phase_problem(state: GameData, action: Action) -> Refusal | None:
    """Why ``action`` is refused in the place phase (None = allowed)."""
    if isinstance(action, PlaceTile | PlaceStart | Discard):
        return place_problem(state, action)
    return Refusal(Code.PLACE_FIRST)


def place_problem(state: GameData, action: PlaceTile | PlaceStart | Discard
                  ) -> Refusal | None:
    """Why this placement is refused now (None = allowed): the reason the window shows."""
    if state.phase is not Phase.PLACE:
        return Refusal(Code.NO_TILE_TO_PLACE)
    player = state.players[state.current]
    tile, viking = state.pending >> 3, state.pending & 7
    if isinstance(action, PlaceStart):
        if player.start_placed:
            return Refusal(Code.START_ALREADY_PLACED)
        if action.row not in start_rows(player):
            return Refusal(Code.START_CELL)
        return None
    if not tile:
        return Refusal(Code.START_FIRST)
    if isinstance(action, Discard):
        if is_ship(tile) or legal_cells(player, tile) or not player.start_placed:
            return Refusal(Code.DISCARD_FITS)
        return None
    problem = placement_problem(player, tile, action.row, action.col)
    if problem and not player.start_placed and not is_ship(tile):
        problem = Refusal(Code.BUILD_AFTER_START, problem)
    if problem:
        return problem
    if action.viking_on_tile:
        if viking == BOATSMAN or is_ship(tile):
            return Refusal(Code.VIKING_TO_MAINLAND, viking)
        if ROW_OF_VIKING[viking] != action.row:
            return Refusal(Code.VIKING_WRONG_ROW, viking, ROW_OF_VIKING[viking])
    return None


def apply_place(state: GameData, action: Action) -> None:
    """Place the bought tile (and Viking), discard it, or place the start tile; the turn
    ends once both are done."""
    player = state.players[state.current]
    # The common action first: a PlaceTile takes one isinstance test (hot path).
    if isinstance(action, PlaceTile):
        place_bought_tile(player, state.pending >> 3, state.pending & 7, action.row,
                          action.col, action.viking_on_tile)
        if player.specials:
            specials.settle_waiting_building(state, player, action.row, action.col)
        state.pending = 0
    elif isinstance(action, Discard):
        state.removed_tiles.append(state.pending >> 3)
        player.mainland[state.pending & 7] += 1
        state.pending = 0
    elif isinstance(action, PlaceStart):
        place_start_tile(player, action.row)
    if not state.pending and player.start_placed:
        end_turn(state)
