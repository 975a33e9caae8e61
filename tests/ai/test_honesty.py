"""RULES.md §11: a computer player never reads the hidden order of the stacks and bag.

For mid-game positions, the hidden order is reshuffled: the observation stays the same,
and so does every level's decision (same AI seed)."""

from __future__ import annotations

import random

import pytest
from game_play import position_where

from vikings_desktop.ai import STRATEGY_NAMES, make_strategy
from vikings_desktop.ai.hard import HardStrategy
from vikings_desktop.engine import GameState, Phase


def reshuffled(state: GameState, seed: int) -> GameState:
    """Same public state, another hidden order: the future stacks' tiles and the bag."""
    other = state.clone()
    rng = random.Random(seed)
    future = [i for i, stack in enumerate(other.stacks) if stack]
    tiles = [t for i in future for t in other.stacks[i]]
    rng.shuffle(tiles)
    for i in future:
        other.stacks[i] = [tiles.pop() for _ in range(len(state.stacks[i]))]
    rng.shuffle(other.bag)
    return other


def mid_game_positions() -> list[GameState]:
    wanted = [
        lambda s: s.phase is Phase.BUY and s.round == 2 and len(s.groups()) == 3,   # round end near
        lambda s: s.phase is Phase.BUY and s.round == 3 and len(s.legal_actions()) > 4,
        lambda s: s.phase is Phase.PLACE and s.round == 4 and len(s.legal_actions()) > 2,
        lambda s: s.phase is Phase.BOATSMAN and s.round in (2, 4),
        lambda s: s.phase is Phase.BUY and s.round == 5 and len(s.groups()) == 2,
        lambda s: s.phase is Phase.PLACE and s.round == 2 and len(s.groups()) < 4,
        lambda s: s.phase is Phase.BUY and s.round == 6 and len(s.legal_actions()) > 3,
        lambda s: s.phase is Phase.BOATSMAN_MOVE,
    ]
    return [position_where(pred, players=2 + i % 3, seed=40 + i) for i, pred in enumerate(wanted)]


POSITIONS = mid_game_positions()


def level(name: str, seed: int):
    if name == "hard":   # an iteration budget without a clock, so the search is repeatable
        return HardStrategy(seed, width=3, max_sweeps=6, time_limit=None)
    return make_strategy(name, seed=seed)


@pytest.mark.parametrize("index", range(len(POSITIONS)))
def test_reshuffled_hidden_order_gives_the_same_observation(index):
    state = POSITIONS[index]
    other = reshuffled(state, seed=index)
    assert other.stacks != state.stacks or other.bag != state.bag
    assert other.observation(0) == state.observation(0)


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(POSITIONS)))
@pytest.mark.parametrize("name", STRATEGY_NAMES)
def test_decision_ignores_the_hidden_order(name, index):
    state = POSITIONS[index]
    seat = state.current
    decisions = {level(name, seed=9).choose(reshuffled(state, k).observation(seat))
                 for k in range(3)}
    decisions.add(level(name, seed=9).choose(state.observation(seat)))
    assert len(decisions) == 1, decisions


# --- the advanced game: the special tiles' stack is hidden too ------------------
def reshuffled_advanced(state: GameState, seed: int) -> GameState:
    """``reshuffled``, and the special tiles' stack in another order (R-A4)."""
    other = reshuffled(state, seed)
    random.Random(seed + 100).shuffle(other.special_stack)
    return other


ADVANCED_WANTED = [
    lambda s: s.phase is Phase.AUCTION and s.round == 2,
    lambda s: s.phase is Phase.REMOVE_VIKING and s.round == 3,
    lambda s: s.phase is Phase.DRAFT and s.round == 1,
    lambda s: s.phase is Phase.BUY and s.round == 3 and len(s.legal_actions()) > 4,
    lambda s: s.phase is Phase.SPECIAL and s.round in (2, 3, 4),
    lambda s: s.phase is Phase.PLACE and s.round == 4 and len(s.legal_actions()) > 2,
    lambda s: s.phase is Phase.BOATSMAN and s.round in (2, 4) and len(s.legal_actions()) > 2,
    lambda s: s.phase is Phase.BUY and s.round == 5 and len(s.groups()) <= 3,
]


def advanced_positions() -> list[GameState]:
    from vikings_desktop.engine.rules import ADVANCED
    found = []
    for i, wanted in enumerate(ADVANCED_WANTED):
        for game in range(60):
            state = GameState.new_game([f"P{k}" for k in range(2 + i % 3)],
                                       seed=4690 + 100 * i + game, rules=ADVANCED)
            rng = random.Random(game)
            while not state.is_over() and not (wanted(state) and len(state.legal_actions()) > 1):
                state.apply_unchecked(rng.choice(state.legal_actions()))
            if not state.is_over():
                found.append(state)
                break
        else:
            raise LookupError(f"no random advanced game reached position {i}")
    return found


ADVANCED_POSITIONS = advanced_positions()


def advanced_level(name: str, seed: int):
    if name == "mc":     # the same search with a smaller budget, for the test's time
        from vikings_desktop.ai.mc import MonteCarloStrategy
        return MonteCarloStrategy(seed, playouts=24)
    return level(name, seed)


@pytest.mark.parametrize("index", range(len(ADVANCED_POSITIONS)))
def test_reshuffled_advanced_game_gives_the_same_observation(index):
    state = ADVANCED_POSITIONS[index]
    other = reshuffled_advanced(state, seed=index)
    assert other.special_stack != state.special_stack or len(state.special_stack) < 2
    assert other.observation(0) == state.observation(0)


@pytest.mark.parametrize("index", range(len(ADVANCED_POSITIONS)))
@pytest.mark.parametrize("name", STRATEGY_NAMES)
def test_advanced_decision_ignores_the_hidden_order(name, index):
    """RULES.md §11 in the advanced game: the stacks, the bag and the special tiles' stack
    reshuffled, every level decides the same."""
    state = ADVANCED_POSITIONS[index]
    seat = state.current
    decisions = {advanced_level(name, seed=9).choose(reshuffled_advanced(state, k).observation(seat))
                 for k in range(3)}
    decisions.add(advanced_level(name, seed=9).choose(state.observation(seat)))
    assert len(decisions) == 1, decisions
