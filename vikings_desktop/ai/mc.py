"""The ``mc`` level: plain flat Monte Carlo, an opponent-agnostic yardstick.

Each legal action of the decision gets the same share of a fixed playout budget. A
playout applies the action on a state sampled from the observation
(``Observation.sample``: unseen tiles and Vikings dealt at random from what is really left,
never the true order — RULES.md §11), then every seat, the own included, plays noisy
greedy (``GreedyStrategy`` with Gumbel noise) to the end of the round, so no opponent is
assumed to play like any level in particular. The end position is rated by
``evaluation.final_fames`` (exact once the game is over) as the standing of the player
to move; the action with the best mean wins. All actions of one sweep share a sample.

In the advanced game (RULES.md §10) it searches every decision the same way:
the bids of the auction (a spread of amounts up to its gold plus fame, so bids paid partly
with fame too, and passing), the Viking removed and the colour drafted, the special tile
or none, the building's cell, each Viking a Boatsman ferries, a boat tile's use and Done.
The playout policy takes those phases with the levels' public heuristics (ai/advanced.py;
a Boatsman use with its moves, simple.GreedyStrategy), and a playout that starts in the
auction or the draft runs through that whole round, so the start player's first pick and
purchase are in what it measures.

It is deliberately not tuned against ``hard``: it is the measuring stick.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from vikings_desktop.engine import Action, Bid, GameState, Observation, Phase

from .base import StopCheck
from .evaluation import final_fames, standing
from .simple import GreedyStrategy

PLAYOUT_NOISE = 1.0     # fame-sized Gumbel noise of the playout policy
# The bids searched in an auction (R-A1): the least few raises, a spread up to the gold in
# hand, and one paid partly with fame (R-B4), besides passing. Few, so that each gets
# playouts enough: with 13 candidates mc-32 paid 38 fame and gold a game for the seat.
BID_STEPS = (0, 1, 2, 4, 7)
BIDS_BEYOND_GOLD = (2,)


class MonteCarloStrategy:
    """Flat Monte Carlo over sampled deals (see the module doc).

    ``playouts``: the fixed budget per decision (spread evenly over the legal actions).
    ``time_limit``: an optional cap in seconds, read from ``clock`` (tests pass a fake)."""

    def __init__(self, seed: int | None = None, name: str = "mc", *, playouts: int = 128,
                 time_limit: float | None = None, noise: float = PLAYOUT_NOISE,
                 clock: Callable[[], float] = time.perf_counter):
        self.name = name
        self.playouts = playouts
        self.time_limit = time_limit
        self.clock = clock
        self._rng = random.Random(seed)
        self._policy = GreedyStrategy(self._rng.randrange(2**31), name="mc-playout", noise=noise)

    def choose(self, observation: Observation, should_stop: StopCheck | None = None) -> Action:
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if observation.state.phase is Phase.AUCTION:
            legal = auction_candidates(observation.state, legal)
        deadline = self.clock() + self.time_limit if self.time_limit is not None else None
        seat = observation.state.current
        totals = [0.0] * len(legal)
        counts = [0] * len(legal)
        done = 0
        while done < self.playouts:
            sample = observation.sample(self._rng)
            for index, action in enumerate(legal):
                if done >= self.playouts or self._stopped(deadline, should_stop):
                    break
                totals[index] += self._playout(sample, action, seat)
                counts[index] += 1
                done += 1
            else:
                continue
            break
        rated = [i for i in range(len(legal)) if counts[i]]
        if not rated:
            return legal[0]
        return legal[max(rated, key=lambda i: (totals[i] / counts[i], -i))]

    def _stopped(self, deadline: float | None, should_stop: StopCheck | None) -> bool:
        return ((deadline is not None and self.clock() > deadline)
                or (should_stop is not None and should_stop()))

    def _playout(self, sample: GameState, action: Action, seat: int) -> float:
        """``action`` on a copy of ``sample``, then noisy greedy for all to the round's end."""
        state = sample.clone()
        state.apply_unchecked(action)
        start_round = state.round
        policy = self._policy
        while not state.is_over() and state.round == start_round:
            legal = state.legal_actions()
            state.apply_unchecked(legal[0] if len(legal) == 1
                                  else policy.choose_in(state, legal, lambda: state))
        return standing(final_fames(state), seat)


def auction_candidates(state: GameState, legal: list[Action]) -> list[Action]:
    """The bids mc searches (BID_STEPS above the least bid, the gold in hand and
    BIDS_BEYOND_GOLD more), and passing when it may pass."""
    amounts = {a.amount for a in legal if isinstance(a, Bid)}
    if not amounts:
        return legal
    least, gold = min(amounts), state.players[state.current].gold
    wanted = {least + step for step in BID_STEPS} | {gold + more for more in (0, *BIDS_BEYOND_GOLD)}
    return [a for a in legal if not isinstance(a, Bid) or a.amount in wanted]
