""""If the game ended now": the final scoring (R-F1…R-F7) applied to a copy of a position.

Players of the boxed game work this out by hand to see where they stand. It is the same
final scoring the game applies at its end (scoring.final_scoring) and the one
``vikings-cli score --kind final`` prints for the position, so the three always agree;
it uses only public information (displays, gold, fame, special tiles held).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import scoring
from .state import GameState

Breakdown = scoring.Breakdown


@dataclass(frozen=True)
class SeatProjection:
    """One player's final fame and gold if the final scoring were applied now."""
    fame: int
    gold: int
    breakdown: Breakdown         # what the final scoring adds, as scoring.py reports it
    winner: bool

    @property
    def fame_gained(self) -> int:
        return scoring.breakdown_total(self.breakdown, "fame")


def if_game_ended_now(state: GameState) -> list[SeatProjection]:
    """Per seat: the final scoring applied to a copy of ``state`` (the state is unchanged).

    A finished game has had its final scoring: its players' totals are the projection."""
    if state.is_over():
        final = state.scorings[-1] if state.scorings and state.scorings[-1].kind == "final" else None
        won = set(state.winners())
        return [SeatProjection(p.fame, p.gold, final.breakdowns[seat] if final else {},
                               seat in won)
                for seat, p in enumerate(state.players)]
    players = [p.clone() for p in state.players]
    breakdowns, winners = scoring.final_scoring(players)
    return [SeatProjection(p.fame, p.gold, breakdown, seat in winners)
            for seat, (p, breakdown) in enumerate(zip(players, breakdowns, strict=True))]
