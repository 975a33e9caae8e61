"""The ``normal`` level: rates every purchase by what its best placement adds to the own
display (evaluation.py), the price against gold, and what the next players will take
from the wheel afterwards (denial, and the R-B5 wheel turn that makes groups cheaper)."""

from __future__ import annotations

import random

from vikings_desktop.engine import Action, Buy, GameState, Observation, Phase

from .base import StopCheck, best_place_plan, player_placements, rate_actions
from .evaluation import CachedEvaluator, Context, gold_value, project

NEXT_TURN_WEIGHT = 0.5     # my own next pick counts, but it is less certain than this one


def price_cost(state: GameState, seat: int, price: int) -> float:
    """What paying ``price`` costs in fame: gold at its value, the rest in fame (R-B4)."""
    gold = state.players[seat].gold
    if price <= gold:
        return price * gold_value(state)
    return gold * gold_value(state) + (price - gold)


def group_gains(state: GameState, seat: int) -> dict[int, float]:
    """For each group on the wheel (by its cell value): how much ``seat``'s projected fame
    rises if it got the group for free and placed it as well as it can."""
    context = Context(state)
    player = state.players[seat]
    base = project(state, player, context).value
    gains: dict[int, float] = {}
    for cell in state.wheel:
        if cell and cell not in gains:
            gains[cell] = max(project(state, placed, context).value
                              for _actions, placed in player_placements(player, cell)) - base
    return gains


def may_buy(wheel: list[int], gold: int, fame: int, space: int) -> bool:
    """R-B2/R-B3/R-B4 on a hypothetical wheel: affordable, and the 0 rule."""
    if space > gold + fame:
        return False
    if space == 0:
        viking = wheel[0] & 7
        cheapest_other = next((p for p in range(1, len(wheel)) if wheel[p]), None)
        forced = cheapest_other is None or gold < cheapest_other
        return forced or not any(g & 7 == viking for g in wheel[1:])
    return True


def after_purchase(wheel: list[int], space: int) -> list[int]:
    """The wheel once the group at ``space`` is gone (R-B5 turn if it was at 0)."""
    wheel = wheel[:]
    wheel[space] = 0
    if space == 0:
        for shift in range(1, len(wheel)):
            if wheel[shift]:
                return wheel[shift:] + [0] * shift
    return wheel


def best_pick(state: GameState, seat: int, wheel: list[int], gains: dict[int, float]
              ) -> tuple[float, int]:
    """(net gain, space) of the group ``seat`` would take from ``wheel``."""
    player = state.players[seat]
    best = (float("-inf"), -1)
    for space, cell in enumerate(wheel):
        if cell and may_buy(wheel, player.gold, player.fame, space):
            net = gains[cell] - price_cost(state, seat, space)
            if net > best[0]:
                best = (net, space)
    return best


class NormalStrategy:
    """One careful look ahead: my purchase and placement, then the rivals' replies."""

    def __init__(self, seed: int | None = None, name: str = "normal"):
        self.name = name
        self._rng = random.Random(seed)

    def choose(self, observation: Observation, should_stop: StopCheck | None = None) -> Action:
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        state = observation.sample(self._rng)
        return self.best_action(state)

    def best_action(self, state: GameState) -> Action:
        value = CachedEvaluator(state)
        if state.phase is Phase.BUY:
            return max(self.rate_buys(state, value), key=lambda item: item[0])[1]
        if state.phase is Phase.PLACE:
            return best_place_plan(state, value)[1].actions[0]
        return max(rate_actions(state, value), key=lambda item: item[0])[1]

    def rate_buys(self, state: GameState, value: CachedEvaluator) -> list[tuple[float, Buy]]:
        seat, n = state.current, len(state.players)
        order = [(seat + k) % n for k in range(1, n)]
        gains = {s: group_gains(state, s) for s in order + [seat]}
        rated = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply_unchecked(action)
            score = best_place_plan(child, value)[0]
            wheel = after_purchase(state.wheel, action.space)
            for rival in order:                       # each next player takes their best
                if not any(wheel):
                    break
                net, space = best_pick(state, rival, wheel, gains[rival])
                if space < 0:
                    break
                score -= max(0.0, net) / (n - 1)
                wheel = after_purchase(wheel, space)
            if any(wheel):
                net, _ = best_pick(child, seat, wheel, gains[seat])
                score += NEXT_TURN_WEIGHT * max(0.0, net)
            rated.append((score, action))
        return rated
