"""What every computer player shares: the ``Strategy`` protocol and the enumeration of
"plans" — the short action sequences that finish one decision of the game.

A strategy only ever sees an ``Observation`` (RULES.md §11). Its ``state`` attribute is the
public copy whose hidden stacks and bag are sorted, so reading it leaks nothing; anything
that must cross into a later round works on ``observation.sample(rng)`` instead.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from vikings_desktop.engine import (
    Action,
    Buy,
    Discard,
    Done,
    Exchange,
    FerryViking,
    GameState,
    MoveViking,
    Observation,
    Phase,
    PlaceBuilding,
    PlaceStart,
    PlaceTile,
    Player,
    TakeSpecial,
    UseBoat,
    UseBoatsman,
    legal_cells_with_viking,
)
from vikings_desktop.engine.components import is_ship
from vikings_desktop.engine.display import (
    cell_tile,
    cell_viking,
    place_bought_tile,
    place_start_tile,
    start_rows,
)

from .advanced import advanced_choice

StopCheck = Callable[[], bool]

# The base game's decisions, which the levels were written for (RULES.md §1–§9), and the
# advanced Boatsman's (R-A3: a Boatsman ferries one Viking, or a boat tile makes a base-game
# use): the same Boatsman phase, rated like a base-game use (rate_actions).
BASE_ACTIONS = (Buy, Exchange, PlaceStart, PlaceTile, Discard, UseBoatsman, MoveViking, Done,
                FerryViking, UseBoat)
BASE_PHASES = frozenset({Phase.BUY, Phase.PLACE, Phase.BOATSMAN, Phase.BOATSMAN_MOVE})


@runtime_checkable
class Strategy(Protocol):
    """A computer player. ``choose`` must return one of ``observation.legal_actions()``.

    Implementations keep all their state on the instance (no globals), so one instance
    may run in a worker thread while the window keeps the GUI thread; use one instance
    per seat and never call the same instance from two threads at once.
    """

    name: str

    def choose(self, observation: Observation, should_stop: StopCheck | None = None) -> Action:
        ...


class Plan:
    """A sequence of actions by the player to move and the public state after it."""

    __slots__ = ("actions", "state")

    def __init__(self, actions: tuple[Action, ...], state: GameState):
        self.actions = actions
        self.state = state

    def __repr__(self) -> str:
        return f"Plan({self.actions!r})"


def _still_mine(state: GameState, seat: int, phase: Phase) -> bool:
    return state.phase is phase and state.current == seat


def place_plans(state: GameState) -> list[Plan]:
    """Every way to finish the PLACE phase: the bought tile (R-P3…R-P6), the start tile
    first or second on a player's first purchase (R-P2), or a discard (R-P5)."""
    seat = state.current
    plans: list[Plan] = []
    stack: list[tuple[tuple[Action, ...], GameState]] = [((), state)]
    while stack:
        actions, current = stack.pop()
        for action in current.legal_actions():
            child = current.clone()
            child.apply_unchecked(action)
            sequence = actions + (action,)
            if _still_mine(child, seat, Phase.PLACE):
                stack.append((sequence, child))
            else:
                plans.append(Plan(sequence, child))
    return plans


def player_placements(player: Player, cell: int) -> list[tuple[tuple[Action, ...], Player]]:
    """The same placements as ``place_plans`` for a group ``cell`` (tile << 3 | viking), on
    a copy of the player alone: the fast path for search. It places with the engine's own
    functions, as engine.placing.apply_place does (R-P2 start tile first or second, R-P3…R-P6
    cells and Viking, R-P5 discard); tests/ai check that both agree."""
    tile, viking = cell_tile(cell), cell_viking(cell)
    results: list[tuple[tuple[Action, ...], Player]] = []

    def tile_options(base: Player, prefix: tuple[Action, ...]) -> None:
        cells = legal_cells_with_viking(base, tile, viking)
        for row, col, green in cells:
            for on_tile in ((False, True) if green else (False,)):
                p = base.clone()
                place_bought_tile(p, tile, viking, row, col, on_tile)
                results.append((prefix + (PlaceTile(row, col, on_tile),), p))
        if not cells and base.start_placed and not is_ship(tile):
            p = base.clone()
            p.mainland[viking] += 1
            results.append((prefix + (Discard(),), p))

    if player.start_placed:
        tile_options(player, ())
        return results
    for row in start_rows(player):          # start tile first, then the bought tile
        p = player.clone()
        place_start_tile(p, row)
        tile_options(p, (PlaceStart(row),))
    first = len(results)
    tile_options(player, ())                 # bought tile first, then the start tile
    tile_first = results[first:]
    del results[first:]
    for actions, p in tile_first:
        for row in start_rows(p):
            q = p.clone()
            place_start_tile(q, row)
            results.append((actions + (PlaceStart(row),), q))
    return results


ValueFn = Callable[[GameState, int], float]


def best_place_plan(state: GameState, value: ValueFn) -> tuple[float, Plan]:
    """The placement plan whose end state ``value`` rates best for the player placing."""
    seat = state.current
    best: tuple[float, Plan] | None = None
    for plan in place_plans(state):
        v = value(plan.state, seat)
        if best is None or v > best[0]:
            best = (v, plan)
    assert best is not None, "the PLACE phase always has a legal action"
    return best


def finish_boatsman_moves(state: GameState, seat: int, value: ValueFn) -> GameState:
    """Greedily finish a Boatsman use (R-K2.1): each step takes the best-rated move."""
    while state.phase is Phase.BOATSMAN_MOVE and state.current == seat:
        best_value, best_child = -math.inf, state
        for action in state.legal_actions():
            child = state.clone()
            child.apply_unchecked(action)
            v = value(child, seat)
            if best_child is state or v > best_value:
                best_value, best_child = v, child
        state = best_child
    return state


def rate_actions(state: GameState, value: ValueFn) -> list[tuple[float, Action]]:
    """Every legal action with the value its best immediate follow-up reaches for the
    player to move: a purchase with its best placement, a Boatsman use with its moves."""
    seat = state.current
    phase = state.phase
    rated = []
    if phase is Phase.PLACE:
        for plan in place_plans(state):
            rated.append((value(plan.state, seat), plan.actions[0]))
        return rated
    for action in state.legal_actions():
        child = state.clone()
        child.apply_unchecked(action)
        if phase is Phase.BUY:
            v = best_place_plan(child, value)[0]
        elif phase is Phase.BOATSMAN:
            v = value(finish_boatsman_moves(child, seat, value), seat)
        else:
            v = value(child, seat)
        rated.append((v, action))
    return rated


def beyond_base_game(state: GameState, legal: list[Action]) -> bool:
    """A decision of a later rule set (the advanced game, RULES.md §10) that the levels'
    own reasoning does not know: an unknown phase or action type."""
    return state.phase not in BASE_PHASES or not all(isinstance(a, BASE_ACTIONS) for a in legal)


# Decisions of the advanced game that fall inside a base-game plan: a special tile right
# after a purchase, then which tile a building replaces (RULES.md §10, R-A4 Decisions).
MID_PURCHASE_PHASES = frozenset({Phase.SPECIAL, Phase.BUILDING})
MID_PURCHASE_ACTIONS = (TakeSpecial, PlaceBuilding)      # a plan that makes them itself


def apply_plan(state: GameState, actions, value: ValueFn) -> GameState:
    """Apply a plan of base-game actions (e.g. a purchase and its placement) to ``state``;
    a decision the plan does not foresee in between is taken by ``fallback_choice``."""
    for action in actions:
        while state.phase in MID_PURCHASE_PHASES and not isinstance(action, MID_PURCHASE_ACTIONS):
            legal = state.legal_actions()
            state.apply_unchecked(fallback_choice(state, legal, value))
        state.apply_unchecked(action)
    return state


def fallback_choice(state: GameState, legal: list[Action], value: ValueFn) -> Action:
    """For a decision ``beyond_base_game``: the action whose outcome on ``state`` (a full,
    sampled state) ``value`` rates best for the player to move — the engine applies any
    action it offers — unless the advanced game's own heuristics (ai/advanced.py) decide
    it. If even that fails, the first legal action: never a crash."""
    seat = state.current
    try:
        decided = advanced_choice(state, legal)
        if decided is not None:
            return decided
        rated = []
        for index, action in enumerate(legal):
            child = state.clone()
            child.apply_unchecked(action)
            rated.append((value(child, seat), -index))
        return legal[-max(rated)[1]]
    except Exception:       # noqa: BLE001 - an unknown decision must not stop the game
        return legal[0]
