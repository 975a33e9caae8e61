"""Computer-only games for ``vikings-cli selfplay``: the computer players (ai/) play a
set-up out and the game becomes a save (persistence/). It sits above both, so neither
needs the other."""

from __future__ import annotations

from collections.abc import Callable

from vikings_desktop.ai import Strategy, make_strategy
from vikings_desktop.engine import GameState
from vikings_desktop.engine.game_loop import play_out
from vikings_desktop.game_setup import GameSetup
from vikings_desktop.persistence import SavedGame, SaveError


def selfplay(setup: GameSetup, stop_after: int | None = None,
             make: Callable[[str, int | None], Strategy] = make_strategy
             ) -> tuple[SavedGame, GameState]:
    """Let each seat's strategy play (checked) until the game ends or ``stop_after``
    actions; strategies are made by ``make`` from the seat's level and seeded ``seed +
    seat`` as in the window. The set-up is validated as the window validates it and dealt
    if it is not yet (``SaveError``)."""
    problem = setup.problem()
    if problem:
        raise SaveError(problem)
    if setup.deal is None:
        setup = setup.dealt()
    strategies = []
    for i, seat in enumerate(setup.seats):
        if seat.level is None:       # a human seat may have none (make_strategy refused it too)
            raise SaveError(f"{seat.name} has no computer level to play by")
        strategies.append(make(seat.level, None if setup.seed is None else setup.seed + i))
    game = SavedGame(setup, [])
    state = play_out(setup.new_state(),
                     lambda s: strategies[s.current].choose(s.observation(s.current)),
                     played=lambda _s, action: game.actions.append(action),
                     stop=None if stop_after is None else
                     lambda _s: len(game.actions) >= stop_after)
    return game, state
