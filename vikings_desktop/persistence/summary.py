"""The summary of a saved game that ``vikings-cli check-save`` and ``selfplay`` print."""

from __future__ import annotations

from vikings_desktop.engine import GameState

from .savefile import SavedGame


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
