"""The ``hard`` level: a rollout search over Normal's best candidates.

For a purchase (or a placement), Normal's rating picks the few most promising action
sequences. Each candidate is played out on a state sampled from the observation
(``Observation.sample``: the unseen tiles and Vikings dealt at random from what is really
left, never the true order — RULES.md §11), every player then deciding as ``normal``
would, to the end of the round and its scoring; when the round ends within a turn or
two, the playout goes on into the next round, over several samples. The end positions
are rated by ``evaluation.final_fames`` (exact once the game is over) and the candidate
with the best mean standing is played. Since Normal's choice is always among the
candidates, Hard only deviates from it when playing the round out shows a better line.

``HardStrategy.cancel()`` (or ``choose(obs, should_stop=...)``) stops a search early with
the best candidate so far: the window calls it when the game is closed or loaded.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable

from vikings_desktop.engine import Action, Bid, GameState, Observation, Pass, Phase
from vikings_desktop.engine.display import cell_tile

from .advanced import start_player_worth
from .base import StopCheck, apply_plan, beyond_base_game
from .evaluation import evaluate, final_fames, standing
from .normal import NormalStrategy, pending_placements


class Stopped(Exception):
    """The search was cancelled or ran out of time."""


# The advanced game's decisions Hard plays out instead of taking Normal's heuristic.
SEARCHED_ADVANCED_PHASES = frozenset({Phase.AUCTION, Phase.REMOVE_VIKING, Phase.DRAFT,
                                      Phase.SPECIAL, Phase.BUILDING})


class HardStrategy:
    """Normal-guided rollout search (see the module doc)."""

    def __init__(self, seed: int | None = None, name: str = "hard", *,
                 candidates: int = 5, samples: int = 3, time_limit: float | None = 0.9,
                 short_round: int = 1, clock: Callable[[], float] = time.perf_counter):
        self.name = name
        self.candidates = candidates
        self.samples = samples              # deals sampled when a playout crosses a round
        self.time_limit = time_limit
        self.short_round = short_round      # purchases per player below which we cross
        self.clock = clock                  # seconds; tests pass a fake clock
        self._rng = random.Random(seed)
        self._normal = NormalStrategy(self._rng.randrange(2**31), name="normal")
        self._cancel = threading.Event()
        self._planned: dict[tuple, Action] = {}     # the rest of the chosen sequence

    def cancel(self) -> None:
        """Stop the running search soon; it returns its best candidate so far."""
        self._cancel.set()

    def choose(self, observation: Observation, should_stop: StopCheck | None = None) -> Action:
        self._cancel.clear()
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        state = observation.state
        if beyond_base_game(state, legal):
            if state.phase in SEARCHED_ADVANCED_PHASES:
                return self._search_advanced(observation, legal, should_stop)
            return self._normal.choose(observation)      # Normal's fallback (base.py)
        planned = self._planned.get(_key(state))
        self._planned = {}
        if planned is not None and planned in legal:
            return planned
        boatsman = state.phase in (Phase.BOATSMAN, Phase.BOATSMAN_MOVE)
        if state.phase is Phase.BUY:
            rated = self._normal.rate_buys(state)
        elif state.phase is Phase.PLACE and cell_tile(state.pending):
            rated = pending_placements(state)
        elif boatsman:
            # Every Boatsman choice, played out through the round's large scoring (R-K2).
            first = self._normal.choose(observation)
            rated = [(1.0 if action == first else 0.0, (action,)) for action in legal]
        else:
            return self._normal.choose(observation)
        rated.sort(key=lambda item: item[0], reverse=True)
        candidates = [actions for _score, actions in rated[:self.candidates]]
        if boatsman:
            candidates = [actions for _score, actions in rated]
        best = candidates[0]
        if len(candidates) > 1:
            best = self._search(observation, candidates, self._stop_check(should_stop),
                                to_round_end=boatsman)
        after = state.clone()
        for done, action in zip(best, best[1:], strict=False):
            apply_plan(after, (done,), evaluate)
            self._planned[_key(after)] = action
        return best[0]

    def _search_advanced(self, observation: Observation, legal: list[Action],
                         should_stop: StopCheck | None) -> Action:
        """The advanced game's own decisions (RULES.md §10), searched like the rest: each
        candidate is played out on sampled deals (the hidden stack, bag and special tiles
        dealt at random) with every seat playing Normal, and rated by standing. Candidates:
        every special tile, building cell, Viking and colour; in the auction the heuristic
        bid, the least bid and passing."""
        first = self._normal.choose(observation)
        state = observation.state
        if state.phase is Phase.AUCTION:
            amounts = sorted(a.amount for a in legal if isinstance(a, Bid))
            worth = start_player_worth(state, state.current)
            wanted = {amounts[0], amounts[0] + 2, worth} if amounts else set()
            options = [first, *[Bid(x) for x in sorted(wanted) if Bid(x) in legal],
                       *[a for a in legal if isinstance(a, Pass)]]
        else:
            options = [first, *legal]
        candidates = [(action,) for action in dict.fromkeys(options)]
        if len(candidates) == 1:
            return first
        return self._search(observation, candidates, self._stop_check(should_stop))[0]

    def _stop_check(self, should_stop: StopCheck | None):
        clock = self.clock
        deadline = clock() + self.time_limit if self.time_limit else math.inf

        def stop() -> bool:
            return (self._cancel.is_set() or clock() > deadline
                    or (should_stop is not None and should_stop()))
        return stop

    def _search(self, observation: Observation, candidates: list[tuple[Action, ...]],
                stop, to_round_end: bool = False) -> tuple[Action, ...]:
        """Play every candidate out on common sampled deals; the best mean standing wins.

        ``to_round_end``: stop every playout at the round's end, even a short one."""
        state = observation.state
        seat = state.current
        n = len(state.players)
        left_in_round = sum(1 for g in state.wheel if g)
        crossing = (not to_round_end and left_in_round < self.short_round * n + 1
                    and state.round < 6)
        samples = self.samples if crossing else 1
        extra = n if crossing else 0        # purchases into the next round
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        try:
            for _ in range(samples):
                deal = observation.sample(self._rng)
                for index, actions in enumerate(candidates):
                    if stop():
                        raise Stopped
                    playout = apply_plan(deal.clone(), actions, evaluate)
                    end = self._play_out(playout, extra, stop)
                    totals[index] += standing(final_fames(end), seat)
                    counts[index] += 1
        except Stopped:
            pass
        rated = [i for i in range(len(candidates)) if counts[i]]
        if not rated:
            return candidates[0]
        # Candidates the clock cut short keep Normal's order (candidates[0] first).
        return candidates[max(rated, key=lambda i: (totals[i] / counts[i], -i))]

    def _play_out(self, state: GameState, extra: int, stop) -> GameState:
        """Normal plays every seat: to the end of the round, then ``extra`` purchases more."""
        start_round = state.round
        bought = 0
        normal = self._normal
        while not state.is_over():
            if state.round != start_round:
                if bought >= extra:
                    break
                if state.phase is Phase.BUY:
                    bought += 1
            if stop():
                raise Stopped
            if state.phase is Phase.BUY:
                apply_plan(state, normal.plan_purchase(state), evaluate)
            else:
                state.apply_unchecked(normal.best_action(state))
        return state


def _key(state: GameState) -> tuple:
    """Identifies a moment of a game: the planned placement is replayed only there."""
    player = state.players[state.current]
    return (state.round, state.turn, state.purchases, state.current, state.phase,
            state.pending, tuple(state.wheel), player.start_placed,
            tuple(tuple(row) for row in player.rows))
