"""Every level makes a legal decision in every phase of the game (R-B, R-P, R-K2.1)."""

from __future__ import annotations

import pytest
from ai_positions import state_in_phase

from vikings_desktop.ai import STRATEGY_NAMES, make_strategy
from vikings_desktop.engine import Done, GameState, Phase


@pytest.mark.parametrize("name", STRATEGY_NAMES)
def test_level_decides_legally_in_phase(name, phase_state):
    phase, state = phase_state
    action = make_strategy(name, seed=1).choose(state.observation(state.current))
    assert state.problem(action) is None, (name, phase, action)
    assert action in state.legal_actions()


def test_r_k2_1_round6_position_offers_no_done():
    """R-K2.1 Decision: the round-6 position really forces a maximal Boatsman use."""
    state = state_in_phase("round6_boatsman")
    assert state.round == 6 and state.phase is Phase.BOATSMAN
    assert Done() not in state.legal_actions()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", ["greedy"])
def test_whole_game_without_illegal_action(name, players):
    state = GameState.new_game([f"P{i}" for i in range(players)], seed=players)
    bots = [make_strategy(name, seed=i) for i in range(players)]
    while not state.is_over():
        action = bots[state.current].choose(state.observation(state.current))
        assert state.problem(action) is None
        state.apply(action)
    assert state.accounting() == (76, 78)
