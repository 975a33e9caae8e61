"""The banner's text: whose turn it is and what to do, in words for a newcomer."""

from __future__ import annotations

from vikings_desktop.engine import (
    Phase,
)

from .game_controller import START, GameController


def turn_text(controller: GameController) -> str:
    """The banner: whose turn it is and what to do, in words for a newcomer."""
    state = controller.state
    if state is None:
        return "Start a new game from the Game menu"
    if state.is_over():
        names = " and ".join(controller.seat_name(s) for s in state.winners())
        return f"Game over — {names} win{'s' if len(state.winners()) == 1 else ''}"
    seat = state.current
    name = controller.seat_name(seat)
    if not controller.is_human(seat):
        if controller.computers_paused and controller.thinking_seat == -1:
            return f"{name} (computer) plays on when the scoring is closed"
        return f"{name} (computer) is playing…"
    phase = state.phase
    if phase is Phase.BUY:
        return f"Your turn, {name} — buy a group from the wheel"
    if phase is Phase.PLACE:
        tile_pending = bool(state.pending_group()[0])
        if controller.held_item() == START:
            then = ", then the bought tile" if tile_pending else ""
            return (f"Your turn, {name} — put your start tile in column 1 of an "
                    f"island row{then}")
        if not state.players[seat].start_placed:
            return (f"Your turn, {name} — drag the tile onto a green or orange cell, "
                    "or first your start tile (R-P2)")
        return f"Your turn, {name} — drag the tile onto a green or orange cell"
    if phase is Phase.BOATSMAN:
        return f"Your turn, {name} — large scoring: use your Boatsmen"
    return f"Your turn, {name} — move the chosen Vikings onto the green tiles"
