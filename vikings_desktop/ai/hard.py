"""The ``hard`` level: determinized Monte Carlo search guided by the ``normal`` level.

For a purchase, Normal's rating picks the few most promising (purchase, placement)
candidates; each is then played out many times to the end of the round — and into the
next one when the round is nearly over — on states sampled from the observation
(``Observation.sample``: the unseen tiles and Vikings dealt at random from what is really
left, never the true order, RULES.md §11). Every player in a playout buys with a fast
Normal-like policy plus a little noise; the playout is cut off and rated by
``evaluation.final_fames``. Sequential halving spends the budget on the best candidates.

``HardStrategy.cancel()`` (or ``choose(obs, should_stop=...)``) stops a search early: the
window calls it when the game is closed or another one is loaded.
"""

from __future__ import annotations

import math
import random
import threading
import time

from vikings_desktop.engine import Action, Buy, GameState, Observation, Phase

from .base import StopCheck, place_plans, player_placements, rate_actions
from .evaluation import CachedEvaluator, Context, final_fames, gold_value, project, standing
from .normal import NormalStrategy, may_buy

PlacementGains = dict[int, tuple[float, tuple[Action, ...]]]


def own_value(state: GameState, seat: int) -> float:
    return project(state, state.players[seat]).value


def placement_gains(state: GameState, seat: int) -> PlacementGains:
    """For each group on the wheel: (rise in ``seat``'s projected fame, the placement
    actions that reach it) if ``seat`` bought it now — price not counted."""
    context = Context(state)
    player = state.players[seat]
    base = project(state, player, context).value
    gains: PlacementGains = {}
    for cell in state.wheel:
        if not cell or cell in gains:
            continue
        best = None
        for actions, placed in player_placements(player, cell):
            v = project(state, placed, context).value
            if best is None or v > best[0]:
                best = (v, actions)
        gains[cell] = (best[0] - base, best[1])
    return gains


class Playout:
    """Plays a sampled state forward with a fast, slightly noisy Normal-like policy."""

    def __init__(self, state: GameState, rng: random.Random, noise: float,
                 gains: dict[int, PlacementGains]):
        self.state = state
        self.rng = rng
        self.noise = noise
        self.gains = dict(gains)           # per seat, valid until that seat places a tile
        self.round = state.round

    def run(self, purchases: int | None) -> GameState:
        """Play ``purchases`` more purchases (None: to the end of this round), going on
        through the scoring into the next round when this one ends first."""
        state = self.state
        bought = 0
        while not state.is_over():
            if state.round != self.round:
                self.round = state.round
                self.gains.clear()
                if purchases is None:
                    break
            if state.phase is Phase.BUY:
                if purchases is not None and bought >= purchases:
                    break
                self.buy()
                bought += 1
            elif state.phase is Phase.PLACE:
                # only after a purchase made outside this policy (the candidate's own)
                seat = state.current
                plans = place_plans(state)
                best = max(plans, key=lambda plan: own_value(plan.state, seat))
                for action in best.actions:
                    state.apply_unchecked(action)
            else:
                rated = rate_actions(state, own_value)
                state.apply_unchecked(max(rated, key=lambda item: item[0])[1])
        return state

    def buy(self) -> None:
        state = self.state
        seat = state.current
        gains = self.gains.get(seat)
        if gains is None:
            gains = self.gains[seat] = placement_gains(state, seat)
        player = state.players[seat]
        gv = gold_value(state)
        best, best_net = None, -math.inf
        for space, cell in enumerate(state.wheel):
            if not cell or not may_buy(state.wheel, player.gold, player.fame, space):
                continue
            cost = space * gv if space <= player.gold else player.gold * gv + space - player.gold
            net = gains[cell][0] - cost
            if self.noise:
                net -= self.noise * math.log(self.rng.expovariate(1.0))
            if net > best_net:
                best, best_net = space, net
        cell = state.wheel[best]
        state.apply_unchecked(Buy(best, max(0, best - player.gold)))
        for action in gains[cell][1]:
            state.apply_unchecked(action)
        del self.gains[seat]             # the display changed


class HardStrategy:
    """Determinized Monte Carlo search over Normal's best candidates (see module doc)."""

    def __init__(self, seed: int | None = None, name: str = "hard", *,
                 rollouts: int = 64, time_limit: float | None = 1.2, candidates: int = 6,
                 noise: float = 0.7, horizon: int | None = 2):
        self.name = name
        self.rollouts = rollouts
        self.time_limit = time_limit
        self.candidates = candidates
        self.noise = noise
        self.horizon = horizon        # purchases per player a playout looks ahead; None = round
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
        planned = self._planned.get(_key(state))
        self._planned = {}
        if planned is not None and planned in legal:
            return planned
        if state.phase not in (Phase.BUY, Phase.PLACE):
            return self._normal.choose(observation)
        deadline = time.perf_counter() + self.time_limit if self.time_limit else math.inf

        def stop() -> bool:
            return (self._cancel.is_set() or time.perf_counter() > deadline
                    or (should_stop is not None and should_stop()))

        root = observation.sample(self._rng)
        candidates = self._candidates(root)
        if len(candidates) == 1:
            best = candidates[0]
        else:
            best = self._search(observation, root, candidates, stop)
        after = root.clone()
        for done, action in zip(best, best[1:], strict=False):
            after.apply_unchecked(done)
            self._planned[_key(after)] = action
        return best[0]

    def _candidates(self, root: GameState) -> list[tuple[Action, ...]]:
        """Normal's favourite action sequences: purchases with their best placements, or
        the best placements of the group to place."""
        value = CachedEvaluator(root)
        if root.phase is Phase.PLACE:
            plans = sorted(place_plans(root), key=lambda p: value(p.state, root.current),
                           reverse=True)
            unique = list(dict.fromkeys(p.actions for p in plans))
            return unique[:max(2, self.candidates // 2)]
        rated = sorted(self._normal.rate_buys(root, value), key=lambda item: item[0],
                       reverse=True)
        result = []
        for _score, buy in rated[:self.candidates]:
            child = root.clone()
            child.apply_unchecked(buy)
            plans = sorted(place_plans(child), key=lambda p: value(p.state, root.current),
                           reverse=True)
            result.append((buy,) + plans[0].actions)
        return result

    def _search(self, observation: Observation, root: GameState,
                candidates: list[tuple[Action, ...]], stop) -> tuple[Action, ...]:
        """Sequential halving over the candidates with common sampled deals."""
        seat = root.current
        gains = {s: placement_gains(root, s) for s in range(len(root.players)) if s != seat}
        horizon = self.horizon * len(root.players) if self.horizon else None
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        alive = list(range(len(candidates)))
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        per_round = max(1, self.rollouts // rounds)
        sample_seeds = [self._rng.randrange(2**31) for _ in range(self.rollouts)]
        used = 0
        for _ in range(rounds):
            each = max(1, per_round // len(alive))
            for _k in range(each):
                seed = sample_seeds[used % len(sample_seeds)]
                used += 1
                for index in alive:
                    if stop() and all(counts[i] for i in alive):
                        return candidates[self._best(alive, totals, counts)]
                    rng = random.Random(seed)
                    state = observation.sample(rng)
                    for action in candidates[index]:
                        state.apply_unchecked(action)
                    known = gains if state.round == root.round else {}
                    end = Playout(state, rng, self.noise, known).run(horizon)
                    totals[index] += standing(final_fames(end), seat)
                    counts[index] += 1
            alive.sort(key=lambda i: totals[i] / counts[i], reverse=True)
            alive = alive[:max(1, math.ceil(len(alive) / 2))]
            if len(alive) == 1:
                break
        return candidates[self._best(alive, totals, counts)]

    @staticmethod
    def _best(alive: list[int], totals: list[float], counts: list[int]) -> int:
        return max(alive, key=lambda i: totals[i] / counts[i] if counts[i] else -math.inf)


def _key(state: GameState) -> tuple:
    """Identifies a moment of a game: the planned placement is replayed only there."""
    return (state.round, state.turn, state.purchases, state.current, state.phase,
            state.pending, tuple(state.wheel))
