"""The ``normal`` level: rates every purchase by what its best placement adds to the own
display (evaluation.py), the price against gold, and what the next players will take
from the wheel afterwards (denial, and the R-B5 wheel turn that makes groups cheaper)."""

from __future__ import annotations

import random
from collections.abc import Callable

from vikings_desktop.engine import Action, Buy, GameState, Observation, Phase
from vikings_desktop.engine.actions import of_kind
from vikings_desktop.engine.display import Player, cell_tile, cell_viking
from vikings_desktop.engine.specials import brings_special

from .advanced import special_tile_worth
from .base import (
    StopCheck,
    best_place_plan,
    beyond_base_game,
    fallback_choice,
    player_placements,
    rate_actions,
)
from .evaluation import (
    CachedEvaluator,
    Context,
    Projection,
    evaluate,
    fames_from,
    project,
    sharpness,
    standing,
)

NEXT_TURN_WEIGHT = 0.5     # my own next pick counts, but it is less certain than this one


def price_cost(gold: int, gold_worth: float, price: int) -> float:
    """What paying ``price`` costs in fame with ``gold`` in hand: gold at ``gold_worth``
    fame a coin (evaluation.gold_value), the rest in fame (R-B4)."""
    if price <= gold:
        return price * gold_worth
    return gold * gold_worth + (price - gold)


def group_gains(placements: dict[int, list[tuple[tuple[Action, ...], Projection]]],
                base: float) -> dict[int, float]:
    """For each group on the wheel (by its cell value): how much a player's projected fame
    (``base`` now) rises if it got the group for free and placed it as well as it can;
    ``placements``: the player's ``placement_projections`` of each group."""
    return {cell: max(projection.value for _actions, projection in options) - base
            for cell, options in placements.items()}


def placement_projections(state: GameState, seat: int, cell: int, context: Context
                          ) -> list[tuple[tuple[Action, ...], Projection]]:
    """Every way ``seat`` can place group ``cell``, with its display's projection after it."""
    return [(actions, project(state, placed, context))
            for actions, placed in player_placements(state.players[seat], cell)]


def display_key(player: Player) -> tuple:
    """Everything of a player that its placements and their projections read (not the
    name): equal keys place and project alike."""
    return (player.fame, player.gold, player.start_placed, tuple(map(tuple, player.rows)),
            tuple(player.mainland), tuple(player.specials))


class RatingMemo:
    """Normal's ratings of purchases, and the placements' projections they are made of,
    remembered for Hard's playouts.

    Those playouts rate every purchase of every seat with ``rate_buys``, each seat's
    placements of every group on the wheel. Within a round the wheel is the same on every
    sampled deal (the hidden order shows only at the next deal), so the same displays meet
    the same groups again and again, in other candidates' playouts and other sweeps, and
    often the same whole position. A rating is remembered by everything it reads — the
    context's signature, the displays, gold and fame of every seat, the wheel, the special
    tiles face up and the seat to buy — so it is the same result: nothing is approximated.
    At most ``limit`` entries of each kind, then that kind starts afresh; the lists
    returned for placements must not be changed (purchases are returned as copies)."""

    def __init__(self, limit: int = 8_000):
        self.limit = limit
        self._found: dict[tuple, list[tuple[tuple[Action, ...], Projection]]] = {}
        self._rated: dict[tuple, list[tuple[float, tuple[Action, ...]]]] = {}

    def clear(self) -> None:
        self._found.clear()
        self._rated.clear()

    def __len__(self) -> int:
        return len(self._found) + len(self._rated)

    def purchases(self, key: tuple, rate: Callable[[], list[tuple[float, tuple[Action, ...]]]]
                  ) -> list[tuple[float, tuple[Action, ...]]]:
        """``rate()``'s result for a position ``key`` identifies (NormalStrategy.rate_buys)."""
        return self._recall(self._rated, key, rate)[:]

    def placements(self, state: GameState, seat: int, cell: int, context: Context
                   ) -> list[tuple[tuple[Action, ...], Projection]]:
        key = (context.signature(), display_key(state.players[seat]), cell)
        return self._recall(self._found, key,
                            lambda: placement_projections(state, seat, cell, context))

    def _recall(self, table: dict, key: tuple, make: Callable[[], list]) -> list:
        """``table``'s entry for ``key``, made with ``make()`` when missing (a full table
        starts afresh)."""
        found = table.get(key)
        if found is None:
            if len(table) >= self.limit:
                table.clear()
            found = table[key] = make()
        return found


def may_buy(wheel: list[int], gold: int, fame: int, space: int) -> bool:
    """R-B2/R-B3/R-B4 on a hypothetical wheel: affordable, and the 0 rule."""
    if space > gold + fame:
        return False
    if space == 0:
        viking = cell_viking(wheel[0])
        cheapest_other = next((p for p in range(1, len(wheel)) if wheel[p]), None)
        forced = cheapest_other is None or gold < cheapest_other
        return forced or not any(cell_viking(g) == viking for g in wheel[1:])
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


def best_pick(player: Player, wheel: list[int], gains: dict[int, float], gold_worth: float
              ) -> tuple[float, int]:
    """(net gain, space) of the group ``player`` would take from ``wheel``, a coin worth
    ``gold_worth`` fame (the rating's context.gv)."""
    gold = player.gold
    best = (float("-inf"), -1)
    for space, cell in enumerate(wheel):
        if cell and may_buy(wheel, gold, player.fame, space):
            net = gains[cell] - price_cost(gold, gold_worth, space)
            if net > best[0]:
                best = (net, space)
    return best


class NormalStrategy:
    """One careful look ahead: my purchase and placement, then the rivals' replies.

    ``context_of``: the evaluation's weights a purchase is rated with (Normal's own by
    default; Hard's playouts rate its own seat's purchases with Hard's, hard.py).
    ``memo``: remembers its purchases' ratings and the placements' projections they are
    made of (Hard's playouts; the choices are the same with or without)."""

    def __init__(self, seed: int | None = None, name: str = "normal", *,
                 context_of: Callable[[GameState], Context] = Context,
                 memo: RatingMemo | None = None):
        self.name = name
        self._rng = random.Random(seed)
        self._context_of = context_of
        self.memo = memo

    def choose(self, observation: Observation, should_stop: StopCheck | None = None) -> Action:
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        state = observation.state
        if beyond_base_game(state, legal):
            return fallback_choice(observation.sample(self._rng), legal, evaluate)
        if state.phase is Phase.BUY:
            return self.plan_purchase(state)[0]
        if state.phase is Phase.PLACE and cell_tile(state.pending):
            return best_placement(state)[1][0]
        # The start tile alone, or a Boatsman step: these plans may run into the round's
        # scoring and the next deal, so they are rated on a sampled state.
        return self.best_action(observation.sample(self._rng))

    def best_action(self, state: GameState) -> Action:
        """Normal's decision on a full (sampled) state; used by playouts too."""
        legal = state.legal_actions()
        if beyond_base_game(state, legal):
            return fallback_choice(state, legal, evaluate)
        if state.phase is Phase.BUY:
            return self.plan_purchase(state)[0]
        value = CachedEvaluator(state)
        if state.phase is Phase.PLACE:
            return best_place_plan(state, value)[1].actions[0]
        return max(rate_actions(state, value), key=lambda item: item[0])[1]

    def plan_purchase(self, state: GameState) -> tuple[Action, ...]:
        """The best purchase followed by its placement actions."""
        return max(self.rate_buys(state), key=lambda item: item[0])[1]

    def rate_buys(self, state: GameState) -> list[tuple[float, tuple[Action, ...]]]:
        """Every legal purchase with its best placement, rated by my standing after it,
        minus what the next players then take, plus my own next pick."""
        context = self._context_of(state)
        if self.memo is None:
            return self._rate_buys(state, context)
        key = (self._context_of, context.signature(), state.current, tuple(state.wheel),
               tuple(state.special_offer), state.rules.special_tiles,
               tuple(display_key(p) for p in state.players))
        return self.memo.purchases(key, lambda: self._rate_buys(state, context))

    def _rate_buys(self, state: GameState, context: Context
                   ) -> list[tuple[float, tuple[Action, ...]]]:
        seat, n = state.current, len(state.players)
        sharp = sharpness(state)
        projections = [project(state, p, context) for p in state.players]
        cells = [cell for cell in dict.fromkeys(state.wheel) if cell]
        order = [(seat + k) % n for k in range(1, n)]
        # Each player's placements of each group, projected once; mine are rated by
        # standing for this purchase, and by fame alone for my next pick (group_gains).
        placed = self.memo.placements if self.memo is not None else placement_projections
        placements = {s: {cell: placed(state, s, cell, context) for cell in cells}
                      for s in [seat, *order]}
        placed_best = {cell: max(rate_projected(options, seat, projections, sharp),
                                 key=lambda item: item[0])
                       for cell, options in placements[seat].items()}
        gains = {s: group_gains(by_cell, projections[s].value)
                 for s, by_cell in placements.items()}
        gv = context.gv
        # R-A4: the most expensive group brings the special tile worth most to me
        special = max((special_tile_worth(state, seat, t) for t in set(state.special_offer)),
                      default=0.0)
        rated = []
        for action in of_kind(state.legal_actions(), Buy):
            cell = state.wheel[action.space]
            value, placement = placed_best[cell]
            score = value - action.fame + gv * (action.fame - action.space)   # R-B4 payment
            if special and brings_special(state, action.space):
                score += special
            wheel = after_purchase(state.wheel, action.space)
            for rival in order:                       # each next player takes their best
                if not any(wheel):
                    break
                net, space = best_pick(state.players[rival], wheel, gains[rival], gv)
                if space < 0:
                    break
                score -= max(0.0, net) / (n - 1)
                wheel = after_purchase(wheel, space)
            if NEXT_TURN_WEIGHT and any(wheel):
                net, _ = best_pick(state.players[seat], wheel, gains[seat], gv)
                score += NEXT_TURN_WEIGHT * max(0.0, net)
            rated.append((score, (action,) + placement))
        return rated


def rate_placements(state: GameState, seat: int, cell: int, projections: list[Projection],
                    context: Context, sharp: float) -> list[tuple[float, tuple[Action, ...]]]:
    """Every way to place group ``cell`` with ``seat``'s standing after it; the other
    players' ``projections`` are those of the moment."""
    return rate_projected(placement_projections(state, seat, cell, context), seat,
                          projections, sharp)


def rate_projected(options: list[tuple[tuple[Action, ...], Projection]], seat: int,
                   projections: list[Projection], sharp: float
                   ) -> list[tuple[float, tuple[Action, ...]]]:
    """``rate_placements`` from placements already projected."""
    rated = []
    projections = projections[:]
    for actions, projection in options:
        projections[seat] = projection
        rated.append((standing(fames_from(projections, sharp), seat), actions))
    return rated


def pending_placements(state: GameState) -> list[tuple[float, tuple[Action, ...]]]:
    """``rate_placements`` for the group being placed now (its tile not yet placed)."""
    context = Context(state)
    projections = [project(state, p, context) for p in state.players]
    return rate_placements(state, state.current, state.pending, projections, context,
                           sharpness(state))


def best_placement(state: GameState) -> tuple[float, tuple[Action, ...]]:
    """The best placement of the pending group (its tile not yet placed)."""
    return max(pending_placements(state), key=lambda item: item[0])
