"""The plug-in interface: levels registered by name, each a Strategy."""

from __future__ import annotations

import pytest

from vikings_desktop.ai import STRATEGY_NAMES, Strategy, make_strategy
from vikings_desktop.engine import GameState


def test_registry_names_the_levels():
    assert {"random", "greedy"} <= set(STRATEGY_NAMES)


def test_every_level_a_set_up_accepts_has_a_strategy_and_no_other():
    from vikings_desktop.ai import _FACTORIES
    from vikings_desktop.game_setup import COMPUTER_LEVELS
    assert tuple(_FACTORIES) == COMPUTER_LEVELS == STRATEGY_NAMES


@pytest.mark.parametrize("name", STRATEGY_NAMES)
def test_every_registered_level_is_a_strategy(name):
    bot = make_strategy(name, seed=3)
    assert isinstance(bot, Strategy)
    assert bot.name == name


def test_unknown_name_is_a_value_error_listing_the_names():
    with pytest.raises(ValueError, match="random"):
        make_strategy("grandmaster")


def test_same_seed_same_game():
    def play(seed):
        state = GameState.new_game(["A", "B"], seed=11)
        bots = [make_strategy("greedy", seed=seed), make_strategy("random", seed=seed)]
        moves = []
        while not state.is_over():
            action = bots[state.current].choose(state.observation(state.current))
            moves.append(action)
            state.apply(action)
        return moves
    assert play(5) == play(5)
