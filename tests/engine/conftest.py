import random

import pytest

from vikings_desktop.engine import GameState
from vikings_desktop.engine.notation import parse


@pytest.fixture
def position():
    """Parse a .vkp text (dedented) into a GameState."""
    import textwrap
    return lambda text: parse(textwrap.dedent(text))


def play_until(state: GameState, predicate, seed: int = 0, limit: int = 10_000) -> GameState:
    """Play uniformly random legal actions until ``predicate(state)`` holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        if predicate(state):
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("predicate never held")
