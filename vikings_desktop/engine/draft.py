"""R-A2: after the auction the winner takes 1 of the 13 drawn Vikings out of the game and
lays out the round's 12 tiles (R-O1); then, starting with the winner and going clockwise,
each player chooses a colour still unplaced and puts **all** its Vikings on the highest
free spaces (from 11 downward) until all 12 stand on the wheel. The winner then buys first.

When a single colour is left, nobody has a choice: it goes onto the wheel at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, DraftColour, RemoveViking
from .components import VIKINGS
from .display import cell_viking
from .offer import lay_out_tiles
from .phase import Phase
from .refusals import Code, Refusal

if TYPE_CHECKING:
    from .game_data import GameData

_REMOVE = {v: RemoveViking(v) for v in VIKINGS}
_DRAFT = {v: DraftColour(v) for v in VIKINGS}


def begin_removal(state: GameData) -> None:
    state.phase = Phase.REMOVE_VIKING
    state.current = state.start_player


def colours_left(state: GameData) -> list[int]:
    """The colours among the drawn Vikings not yet on the wheel (in R-O2 order)."""
    return sorted(set(state.drawn))


# --- removing one Viking -----------------------------------------------------------------
def removal_actions(state: GameData) -> list[Action]:
    return [_REMOVE[v] for v in colours_left(state)]


def removal_problem(state: GameData, action: Action) -> Refusal | None:
    if not isinstance(action, RemoveViking):
        return Refusal(Code.REMOVE_FIRST)
    if action.viking not in state.drawn:
        return Refusal(Code.NOT_DRAWN, action.viking)
    return None


def apply_removal(state: GameData, action: RemoveViking) -> None:
    state.drawn.remove(action.viking)
    state.removed_vikings.append(action.viking)
    stack = state.stacks[state.round - 1]
    state.stacks[state.round - 1] = []
    state.wheel = lay_out_tiles(stack)
    state.phase = Phase.DRAFT
    state.current = state.start_player
    _place_forced_colour(state)


# --- the colour draft --------------------------------------------------------------------
def draft_actions(state: GameData) -> list[Action]:
    return [_DRAFT[v] for v in colours_left(state)]


def draft_problem(state: GameData, action: Action) -> Refusal | None:
    if not isinstance(action, DraftColour):
        return Refusal(Code.DRAFT_FIRST)
    if action.viking not in state.drawn:
        return Refusal(Code.COLOUR_NOT_LEFT, action.viking)
    return None


def apply_draft(state: GameData, action: DraftColour) -> None:
    _place_colour(state, action.viking)
    state.current = (state.current + 1) % len(state.players)
    _place_forced_colour(state)


def _place_colour(state: GameData, viking: int) -> None:
    """All drawn Vikings of this colour onto the highest spaces without a Viking."""
    drawn = state.drawn
    count = drawn.count(viking)
    state.drawn = [v for v in drawn if v != viking]
    wheel = state.wheel
    space = len(wheel)
    while count and space:                              # from the highest space down
        space -= 1
        if not cell_viking(wheel[space]):
            wheel[space] |= viking
            count -= 1


def _place_forced_colour(state: GameData) -> None:
    """One colour left: no choice, it goes on at once; then the winner buys first."""
    drawn = state.drawn
    if drawn and drawn.count(drawn[0]) == len(drawn):
        _place_colour(state, drawn[0])
    if not state.drawn:
        state.phase = Phase.BUY
        state.current = state.start_player
        state.turn = 0
