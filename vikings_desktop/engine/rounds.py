"""The round (R-O): dealing its offer (R-O1, R-O2, or the auction and draft R-A1, R-A2),
passing the turn, and its end — the small scoring after odd rounds, the Boatsman step and
large scoring after even ones, the final scoring after round 6 (R-O4, R-K, R-F).

Functions over the game's data (``GameData``); the phases call them when a turn or round ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import auction, scoring, specials
from .boatsman import can_use_boatsman
from .components import ROUNDS, TILES_PER_ROUND
from .offer import sorted_offer
from .phase import IllegalAction, Phase, ScoringRecord
from .refusals import Code, Refusal

if TYPE_CHECKING:
    from .game_data import GameData


def begin_round(state: GameData) -> None:
    """The round's offer: special tiles refilled (R-A4), then either the auction and
    colour draft (R-A1, R-A2) or the base game's 12 tiles and sorted Vikings (R-O1, R-O2)."""
    stack = state.stacks[state.round - 1]
    if len(stack) != TILES_PER_ROUND or len(state.bag) < TILES_PER_ROUND:
        raise IllegalAction(Refusal(Code.NOTHING_TO_DEAL))
    rules = state.rules
    if rules.special_tiles:
        specials.refill_offer(state)
    state.turn = 0
    if rules.auction:
        auction.open_auction(state)
        state.phase = Phase.AUCTION
        return
    state.stacks[state.round - 1] = []
    state.wheel = sorted_offer(stack, state.bag[-TILES_PER_ROUND:])
    del state.bag[-TILES_PER_ROUND:]
    state.current = state.start_player
    state.phase = Phase.BUY


def end_turn(state: GameData) -> None:
    state.turn += 1
    if any(state.wheel):
        state.current = (state.current + 1) % len(state.players)
        state.phase = Phase.BUY
    else:
        end_round(state)


def end_round(state: GameData) -> None:
    """R-O4: small scoring after odd rounds, large (Boatsmen first) after even ones."""
    if state.round % 2:
        order = state.seat_order_from_start()
        record = ScoringRecord(state.round, "small", [{} for _ in state.players])
        for seat in order:
            record.breakdowns[seat] = scoring.small_scoring(state.players[seat])
        state.scorings.append(record)
        _next_round(state)
    else:
        state.boat_queue = state.seat_order_from_start()
        next_boatsman_player(state)


def finish_round(state: GameData) -> None:
    """For written positions (tests, tools): the wheel is empty, so the round ends now —
    its scoring runs, starting the Boatsman step after rounds 2, 4 and 6 (R-O4)."""
    if any(state.wheel) or state.phase is not Phase.BUY:
        raise IllegalAction(Refusal(Code.ROUND_NOT_OVER))
    end_round(state)


def next_boatsman_player(state: GameData) -> None:
    """R-K2.1: the next seat (from the start player) with a Boatsman to use, else the
    large scoring."""
    while state.boat_queue:
        seat = state.boat_queue.pop(0)
        if can_use_boatsman(state.players[seat]):
            state.current = seat
            state.phase = Phase.BOATSMAN
            return
    _large_scoring(state)


def _large_scoring(state: GameData) -> None:
    record = ScoringRecord(state.round, "large", [{} for _ in state.players])
    for seat in state.seat_order_from_start():
        record.breakdowns[seat] = scoring.large_scoring(state.players[seat])
    state.scorings.append(record)
    if state.round == ROUNDS:
        breakdowns, winners = scoring.final_scoring(state.players)
        state.scorings.append(ScoringRecord(state.round, "final", breakdowns, winners))
        state.phase = Phase.OVER
    else:
        _next_round(state)


def _next_round(state: GameData) -> None:
    state.round += 1
    # R-O4 and the revised R-A1 Decision: the start player figure passes to the left after
    # every scoring, with the auction too (its new holder opens the next auction). Games
    # saved under the first auction rules keep the last auction's winner.
    if state.rules.figure_passes_after_scoring:
        state.start_player = (state.start_player + 1) % len(state.players)
    begin_round(state)
