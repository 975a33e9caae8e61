"""The one game loop of the tools that play whole games without a window: the engine's
bench (random legal actions), the AI's arena (timed, checked strategies) and selfplay
(``vikings-cli selfplay``). What each collects goes in its hooks; the loop is the same.

    play_out(state, choose)                              # to the end
    play_out(state, choose, played=lambda s, a: log.append(a), stop=lambda s: len(log) >= 30)

(The window's selftest plays through the window's own computer turns, the thing it tests,
so it has no loop of its own.)
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import Action
from .phase import Phase
from .state import APPLY_UNCHECKED, GameState


def play_out(state: GameState, choose: Callable[[GameState], Action],
             played: Callable[[GameState, Action], None] | None = None,
             stop: Callable[[GameState], bool] | None = None,
             checked: bool = True) -> GameState:
    """Play ``state`` on (in place) until the game is over or ``stop(state)`` holds.

    ``choose(state)`` gives the action of the player to act (and may note what it sees of
    the position before it); ``played(state, action)`` is told each action once applied;
    ``checked`` applies with the rules' check (``IllegalAction``), else unchecked (the
    bench: actions from ``legal_actions()``). Returns ``state``."""
    over = Phase.OVER          # state.is_over(), read without a call per action (hot path)
    # unchecked: the phase's own applier, as apply_unchecked() finds it, without its call
    appliers = None if checked else APPLY_UNCHECKED
    while state.phase is not over and not (stop is not None and stop(state)):
        action = choose(state)
        if appliers is None:
            state.apply(action)
        else:
            appliers[state.phase](state, action)
        if played is not None:
            played(state, action)
    return state
