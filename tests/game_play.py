"""The one way tests play a game forward: seeded random legal actions (a module of its own
beside the conftest, importable from every test folder)."""

from __future__ import annotations

import random
from collections.abc import Callable

from vikings_desktop.engine import Action, GameState
from vikings_desktop.game_setup import GameSetup
from vikings_desktop.session import automatic_move


def play_until(state: GameState, stop: Callable[[GameState], bool], seed: int = 0,
               log: list[Action] | None = None) -> GameState:
    """Play uniformly random legal actions on ``state`` until ``stop(state)`` holds and
    return it; ``log`` collects the actions. LookupError when the game ends first."""
    rng = random.Random(seed)
    while not stop(state):
        if state.is_over():
            raise LookupError("the game ended before the wanted position")
        action = rng.choice(state.legal_actions())
        state.apply_unchecked(action)
        if log is not None:
            log.append(action)
    return state


def position_where(stop: Callable[[GameState], bool], players: int = 2, seed: int = 0,
                   games: int = 40) -> GameState:
    """The first position of seeded random games (``players`` seats) where ``stop``
    holds, trying up to ``games`` games."""
    for game in range(games):
        number = seed * 1000 + game
        state = GameState.new_game([f"P{i}" for i in range(players)], seed=number)
        try:
            return play_until(state, stop, seed=number)
        except LookupError:
            continue
    raise LookupError("no random game reached the wanted position")


def finished_game(setup: GameSetup, seed: int) -> list[Action]:
    """The actions of ``setup``'s game played to its end as a window plays it: seeded
    random legal actions, and the moves the window makes by itself (``automatic_move``)."""
    state, rng, actions = setup.new_state(), random.Random(seed), []
    while not state.is_over():
        action = automatic_move(state) or rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return actions
