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
    assert state.accounting() == (76, 78, 0)


@pytest.mark.parametrize("name", STRATEGY_NAMES)
def test_deciding_leaves_the_observation_unchanged(name, phase_state):
    """The window may show the same observation while a worker decides on it."""
    _phase, state = phase_state
    observation = state.observation(state.current)
    make_strategy(name, seed=2).choose(observation)
    assert observation == state.observation(state.current)


def test_strategies_in_two_threads_play_as_they_do_alone():
    """No global mutable state: two games in parallel threads = the same games one by one."""
    import threading

    def play(seed: int, out: list) -> None:
        state = GameState.new_game(["A", "B", "C"], seed=seed)
        bots = [make_strategy(name, seed=seed) for name in ("normal", "easy", "greedy")]
        while not state.is_over():
            action = bots[state.current].choose(state.observation(state.current))
            out.append(action)
            state.apply(action)

    alone = {seed: [] for seed in (1, 2)}
    for seed, moves in alone.items():
        play(seed, moves)
    together = {seed: [] for seed in (1, 2)}
    threads = [threading.Thread(target=play, args=(seed, moves)) for seed, moves in together.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert together == alone
