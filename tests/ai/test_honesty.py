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
