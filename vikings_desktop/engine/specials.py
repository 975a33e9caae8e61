"""The special tiles of the advanced game (R-A4, R-S): the face-up offer, taking one, and
the effects that act when taken (``gold5``, the four buildings). Their scoring effects
live with the rest of scoring (scoring.py); ``boat`` with the Boatsman (boatsman.py).

The 25 tiles are always somewhere: the hidden stack (``special_stack``; its end is the
top), the face-up offer (``special_offer``, at most 4), a player's ``specials`` (held, or a
building waiting beside the mainland), a building tile ``B1``…``B4`` in a display, or out
of the game (``removed_specials``: ``gold5`` once paid, ``boat`` once used).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .actions import Action, PlaceBuilding, TakeSpecial
from .components import (
    BUILDING_SPECIALS,
    BUILDING_TILES,
    ISLAND_ROWS,
    SPECIAL_OFFER_SIZE,
    SPECIAL_TILE_COUNTS,
    WHEEL_SPACES,
)
from .display import Player, cell_tile, cell_viking, packed_cell
from .phase import Phase
from .refusals import Code, Refusal

if TYPE_CHECKING:
    from .game_data import GameData

GOLD5_GOLD = 5
_NONE = TakeSpecial(None)
_TAKE: dict[str, Action] = {special: TakeSpecial(special) for special in SPECIAL_TILE_COUNTS}


def shuffled_stack(rng: random.Random) -> tuple[str, ...]:
    """All 25 special tiles face down in a random order (R-A4)."""
    tiles = [special for special, n in SPECIAL_TILE_COUNTS.items() for _ in range(n)]
    rng.shuffle(tiles)
    return tuple(tiles)


def refill_offer(state: GameData) -> None:
    """R-A4: before each round's offer, fill the face-up places up to 4 while tiles remain."""
    offer, stack = state.special_offer, state.special_stack
    while len(offer) < SPECIAL_OFFER_SIZE and stack:
        offer.append(stack.pop())


def brings_special(state: GameData, space: int) -> bool:
    """R-A4: buying the group at ``space`` brings a special tile — it is the most expensive
    group on the wheel, its price is above 0, and a tile lies face up."""
    if space <= 0 or not state.special_offer or not state.rules.special_tiles:
        return False
    wheel = state.wheel
    for price in range(space + 1, WHEEL_SPACES):     # a plain loop: asked at every purchase
        if wheel[price]:
            return False
    return True


# --- taking one --------------------------------------------------------------------------
def take_actions(state: GameData) -> list[Action]:
    return [_TAKE[special] for special in dict.fromkeys(state.special_offer)] + [_NONE]


def take_problem(state: GameData, action: Action) -> Refusal | None:
    if not isinstance(action, TakeSpecial):
        return Refusal(Code.SPECIAL_FIRST)
    if action.tile is not None and action.tile not in state.special_offer:
        return Refusal(Code.SPECIAL_NOT_OFFERED, action.tile)
    return None


def apply_take(state: GameData, action: TakeSpecial) -> None:
    """The tile's at-once effect; then the bought tile is placed (or a building's cell is
    chosen first). Decision: chosen right after paying, before the tile is placed."""
    special = action.tile
    state.phase = Phase.PLACE
    if special is None:
        return
    state.special_offer.remove(special)
    player = state.players[state.current]
    if special == "gold5":
        player.gold += GOLD5_GOLD
        state.removed_specials.append(special)
        return
    player.specials.append(special)
    if special in BUILDING_SPECIALS:
        cells = building_cells(player, special)
        if len(cells) == 1:
            replace_with_building(state, player, special, *cells[0])
        elif cells:
            state.phase = Phase.BUILDING


# --- buildings ---------------------------------------------------------------------------
def building_cells(player: Player, special: str) -> list[tuple[int, int]]:
    """The owner's island tiles showing this building's picture (M1…M4), as (row, col)."""
    middle = BUILDING_SPECIALS[special][0]
    return [(row, col) for row in ISLAND_ROWS
            for col, cell in enumerate(player.rows[row], start=1) if cell_tile(cell) == middle]


def replace_with_building(state: GameData, player: Player, special: str, row: int,
                          col: int) -> None:
    """The building tile takes the cell's place; the Viking on it stays, the replaced tile
    leaves the game."""
    middle, building = BUILDING_SPECIALS[special]
    cell = player.rows[row][col - 1]
    player.rows[row][col - 1] = packed_cell(building, cell_viking(cell))
    state.removed_tiles.append(middle)
    player.specials.remove(special)


def waiting_building(player: Player, tile: int) -> str | None:
    """The building held beside the mainland that a newly placed ``tile`` turns into."""
    for special in player.specials:
        pair = BUILDING_SPECIALS.get(special)
        if pair and pair[0] == tile:
            return special
    return None


def settle_waiting_building(state: GameData, player: Player, row: int, col: int) -> None:
    """R-S: a held building replaces the next matching tile its owner places, at once."""
    special = waiting_building(player, player.tile_at(row, col))
    if special:
        replace_with_building(state, player, special, row, col)


def _choosing(state: GameData) -> str:
    """The building whose cell the player to move is choosing."""
    player = state.players[state.current]
    return next(s for s in reversed(player.specials) if s in BUILDING_SPECIALS
                and len(building_cells(player, s)) > 1)


def building_actions(state: GameData) -> list[Action]:
    player = state.players[state.current]
    return [PlaceBuilding(row, col) for row, col in building_cells(player, _choosing(state))]


def building_problem(state: GameData, action: Action) -> Refusal | None:
    if not isinstance(action, PlaceBuilding):
        return Refusal(Code.BUILDING_FIRST)
    special = _choosing(state)
    if (action.row, action.col) not in building_cells(state.players[state.current], special):
        return Refusal(Code.BUILDING_CELL, special)
    return None


def apply_building(state: GameData, action: PlaceBuilding) -> None:
    player = state.players[state.current]
    replace_with_building(state, player, _choosing(state), action.row, action.col)
    state.phase = Phase.PLACE


# --- accounting --------------------------------------------------------------------------
def special_tiles_accounted(state: GameData) -> int:
    """Special tiles anywhere in the game: 25 in a game with them (R-A4), else 0."""
    count = len(state.special_stack) + len(state.special_offer) + len(state.removed_specials)
    for player in state.players:
        count += len(player.specials)
        count += sum(1 for row in player.rows for cell in row if cell_tile(cell) in BUILDING_TILES)
    return count
