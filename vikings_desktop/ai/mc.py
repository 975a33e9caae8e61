"""The ``mc`` level: plain flat Monte Carlo, an opponent-agnostic yardstick (issue 11).

Each legal action of the decision gets the same share of a fixed playout budget. A
playout applies the action on a state sampled from the observation
(``Observation.sample``: unseen tiles and Vikings dealt at random from what is really left,
never the true order — RULES.md §11), then every seat, the own included, plays noisy
greedy (``GreedyStrategy`` with Gumbel noise) to the end of the round, so no opponent is
assumed to play like any level in particular. The end position is rated by
``evaluation.final_fames`` (exact once the game is over) as the standing of the player
to move; the action with the best mean wins. All actions of one sweep share a sample.

It is deliberately not tuned against ``hard``: it is the measuring stick.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from vikings_desktop.engine import Action, GameState, Observation

from .base import StopCheck, beyond_base_game
from .evaluation import final_fames, standing
from .simple import GreedyStrategy

PLAYOUT_NOISE = 1.0     # fame-sized Gumbel noise of the playout policy


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
        if beyond_base_game(observation.state, legal):    # the playout policy's fallback
            return self._policy.choose(observation)
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
