"""Every level copes with a decision it was not written for (a later rule set's phase or
action type, RULES.md §10): it falls back to a legal action instead of raising."""

from __future__ import annotations

from typing import NamedTuple

import pytest
from game_play import position_where

from vikings_desktop.ai import STRATEGY_NAMES, make_strategy
from vikings_desktop.ai.base import beyond_base_game, fallback_choice
from vikings_desktop.engine import Buy, GameState, Phase


class Wager(NamedTuple):
    """An action type the levels do not know; the (patched) engine plays it as a Buy."""
    space: int


@pytest.fixture
def engine_with_wagers(monkeypatch):
    legal, apply = GameState.legal_actions, GameState.apply_unchecked

    def legal_actions(self):
        actions = legal(self)
        if self.phase is Phase.BUY:
            actions = actions + [Wager(a.space) for a in actions if a.fame == 0]
        return actions

    def apply_unchecked(self, action):
        apply(self, Buy(action.space) if isinstance(action, Wager) else action)

    monkeypatch.setattr(GameState, "legal_actions", legal_actions)
    monkeypatch.setattr(GameState, "apply_unchecked", apply_unchecked)


def buying_position() -> GameState:
    return position_where(lambda s: s.phase is Phase.BUY and s.round == 2
                      and len(s.legal_actions()) > 3, players=3, seed=4)


@pytest.mark.parametrize("name", STRATEGY_NAMES)
def test_level_decides_legally_when_it_meets_an_unknown_action_type(name, engine_with_wagers):
    state = buying_position()
    observation = state.observation(state.current)
    assert beyond_base_game(state, observation.legal_actions())
    bot = make_strategy(name, seed=3)
    if hasattr(bot, "playouts"):
        bot.playouts = 8
    assert bot.choose(observation) in observation.legal_actions()


def test_fallback_takes_the_best_rated_action_or_the_first_when_rating_fails():
    state = buying_position()
    legal = state.legal_actions()
    def spent_most(after: GameState, seat: int) -> float:
        return -(after.players[seat].gold + after.players[seat].fame)
    dearest = max(a.space for a in legal)
    assert fallback_choice(state, legal, spent_most) == next(a for a in legal if a.space == dearest)

    def broken(_state, _seat):
        raise KeyError("no idea")
    assert fallback_choice(state, legal, broken) == legal[0]
