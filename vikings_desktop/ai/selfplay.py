"""Computer-only games for ``vikings-cli selfplay`` (the AI plays; the save file is
persistence's)."""

from __future__ import annotations

from vikings_desktop.engine import GameState
from vikings_desktop.game_setup import GameSetup
from vikings_desktop.persistence import SavedGame, SaveError

from . import make_strategy


def selfplay(setup: GameSetup, stop_after: int | None = None) -> tuple[SavedGame, GameState]:
    """Let each seat's strategy play (checked) until the game ends or ``stop_after``
    actions; strategies are seeded ``seed + seat`` as in the window. The set-up is
    validated as the window validates it and dealt if it is not yet (``SaveError``)."""
    problem = setup.problem()
    if problem:
        raise SaveError(problem)
    if setup.deal is None:
        setup = setup.dealt()
    strategies = []
    for i, seat in enumerate(setup.seats):
        if seat.level is None:       # a human seat may have none (make_strategy refused it too)
            raise SaveError(f"{seat.name} has no computer level to play by")
        strategies.append(make_strategy(seat.level, None if setup.seed is None else setup.seed + i))
    state = setup.new_state()
    game = SavedGame(setup, [])
    while not state.is_over() and (stop_after is None or len(game.actions) < stop_after):
        action = strategies[state.current].choose(state.observation(state.current))
        state.apply(action)
        game.actions.append(action)
    return game, state
