"""Computer-only games for ``vikings-cli selfplay``, and the summary ``check-save`` prints."""

from __future__ import annotations

from vikings_desktop.engine import GameState
from vikings_desktop.game_setup import GameSetup

from .savefile import SavedGame, SaveError


def selfplay(setup: GameSetup, stop_after: int | None = None) -> tuple[SavedGame, GameState]:
    """Let each seat's strategy play (checked) until the game ends or ``stop_after``
    actions; strategies are seeded ``seed + seat`` as in the window. The set-up is
    validated as the window validates it and dealt if it is not yet (``SaveError``)."""
    from vikings_desktop.ai import make_strategy
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


def game_summary(game: SavedGame, state: GameState) -> dict:
    """Where a saved game stands: round, turn, whose move, each player's fame and gold."""
    seats = game.setup.seats
    return {
        "round": state.round,
        "turn": state.turn,
        "phase": state.phase.value,
        "to_move": None if state.is_over() else seats[state.current].name,
        "actions": len(game.actions),
        "over": state.is_over(),
        "winners": [seats[i].name for i in state.winners()],
        "players": [{"name": seat.name, "kind": seat.kind, "level": seat.level,
                     "fame": player.fame, "gold": player.gold}
                    for seat, player in zip(seats, state.players, strict=True)],
    }
