"""Helpers for the engine tests (a module of its own: conftest modules are not importable)."""

import random

from vikings_desktop.engine import GameState


def play_until(state: GameState, predicate, seed: int = 0, limit: int = 10_000) -> GameState:
    """Play uniformly random legal actions until ``predicate(state)`` holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        if predicate(state):
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("predicate never held")
