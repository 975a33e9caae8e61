"""Whole games for the replay's tests: computer moves, some seats counted as
humans (the analysis looks at humans by default)."""

from __future__ import annotations

from vikings_desktop.ai import make_strategy
from vikings_desktop.game_setup import (
    COMPUTER,
    DEFAULT_COLOURS,
    DEFAULT_NAMES,
    HUMAN,
    GameSetup,
    Seat,
)


def played_game(rules, players: int, seed: int, humans: int = 1) -> tuple[GameSetup, list]:
    """A whole game; the first ``humans`` seats are humans (played by the short-sighted
    level, so that the analysis finds something), the others Normal computers."""
    seats = tuple(Seat(DEFAULT_NAMES[i], HUMAN if i < humans else COMPUTER,
                       None if i < humans else "normal", DEFAULT_COLOURS[i])
                  for i in range(players))
    setup = GameSetup(seats, seed=seed, rules=rules).dealt()
    state = setup.new_state()
    bots = [make_strategy("greedy" if i < humans else "normal", seed + i) for i in range(players)]
    actions = []
    while not state.is_over():
        action = bots[state.current].choose(state.observation())
        state.apply(action)
        actions.append(action)
    return setup, actions
