"""Questions the window asks the rules instead of answering them itself: the fame a
purchase takes (R-B4), whether fame may be exchanged now, where the start tile may go
(R-P2) and which scoring ends a round (R-O4). Read-only helpers over ``GameState``; the
rules they ask live in ``state`` and ``display``."""

from __future__ import annotations

from .actions import Exchange, PlaceStart
from .refusals import Code, Refusal
from .state import GameState

SMALL, LARGE = "small", "large"      # as in ScoringRecord.kind


def fame_to_pay(state: GameState, price: int) -> int:
    """R-B4: the fame the player to act must exchange to pay ``price`` gold (0 = their
    gold is enough)."""
    return max(0, price - state.players[state.current].gold)


def may_exchange(state: GameState) -> bool:
    """R-B4: the player to act may exchange fame for gold now (their buying turn, with
    fame to give)."""
    return not state.is_over() and state.problem(Exchange(1)) is None


def start_tile_problem(state: GameState, row: int, col: int) -> Refusal | None:
    """R-P2: why the start tile may not go to (row, col) of the display of the player to
    act (None = it may): column 1 of a free island row, while it is still to be placed."""
    if col != 1:
        return Refusal(Code.START_CELL)
    return state.problem(PlaceStart(row))


def scoring_after_round(round_number: int) -> str:
    """R-O4: SMALL after rounds 1, 3 and 5, LARGE after rounds 2, 4 and 6."""
    return SMALL if round_number % 2 else LARGE
