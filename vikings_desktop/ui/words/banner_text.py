"""The banner's text: whose turn it is and what to do, in words for a newcomer. The
TurnModel offers it as its BANNER role; the banner view reads it there."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.engine import (
    Phase,
)

from ..session.game_table import START, GameTable


def final_follows_text() -> str:
    """The banner while round 6's large scoring is read, before the final scoring."""
    return QCoreApplication.translate("Banner", "Round 6's large scoring — the final scoring follows")


def turn_text(table: GameTable) -> str:
    """The banner: whose turn it is and what to do, in words for a newcomer."""
    state = table.session.state
    if state is None:
        return QCoreApplication.translate("Banner", "Start a new game from the Game menu")
    if state.is_over():
        names = QCoreApplication.translate("Banner", " and ").join(
            table.session.seat_name(s) for s in state.winners())
        text = (QCoreApplication.translate("Banner", "Game over — {names} wins")
                if len(state.winners()) == 1
                else QCoreApplication.translate("Banner", "Game over — {names} win"))
        return text.format(names=names)
    seat = state.current
    name = table.session.seat_name(seat)
    if not table.session.is_human(seat):
        if table.computers.paused and table.computers.thinking_seat == -1:
            return QCoreApplication.translate(
                "Banner", "{name} (computer) plays on when the scoring is closed").format(name=name)
        return QCoreApplication.translate("Banner", "{name} (computer) is playing…").format(
            name=name)
    phase = state.phase
    if phase is Phase.BUY:
        text = QCoreApplication.translate("Banner", "Your turn, {name} — buy a group from the wheel")
    elif phase is Phase.PLACE:
        pending = state.pending_group()          # PLACE: a group is bought
        tile_pending = bool(pending and pending[0])
        if table.held_item() == START and tile_pending:
            text = QCoreApplication.translate(
                "Banner", "Your turn, {name} — put your start tile in column 1 of an island row, "
                "then the bought tile")
        elif table.held_item() == START:
            text = QCoreApplication.translate(
                "Banner", "Your turn, {name} — put your start tile in column 1 of an island row")
        elif not state.players[seat].start_placed:
            text = QCoreApplication.translate(
                "Banner", "Your turn, {name} — drag the tile onto a green or orange cell, "
                "or first your start tile")
        else:
            text = QCoreApplication.translate(
                "Banner", "Your turn, {name} — drag the tile onto a green or orange cell")
    elif phase is Phase.BOATSMAN and state.rules.advanced_boatsman:
        text = QCoreApplication.translate(
            "Banner", "Your turn, {name} — large scoring: click a green tile to ferry one "
            "Viking, or use a boat tile")
    elif phase is Phase.BOATSMAN:
        text = QCoreApplication.translate(
            "Banner", "Your turn, {name} — large scoring: use your Boatsmen")
    elif phase is Phase.AUCTION:
        text = QCoreApplication.translate(
            "Banner", "Your turn, {name} — bid for start player, or pass")
    elif phase is Phase.REMOVE_VIKING:
        text = QCoreApplication.translate(
            "Banner", "You won the auction, {name} — click one of the drawn Vikings to remove it "
            "from the game")
    elif phase is Phase.DRAFT:
        text = QCoreApplication.translate(
            "Banner", "Your turn, {name} — choose a colour: its Vikings go onto the most "
            "expensive free spaces")
    elif phase is Phase.SPECIAL:
        text = QCoreApplication.translate(
            "Banner", "Your turn, {name} — you bought the most expensive group: take a special "
            "tile, or none")
    elif phase is Phase.BUILDING:
        text = QCoreApplication.translate(
            "Banner", "Your turn, {name} — click the tile your building replaces")
    else:
        text = QCoreApplication.translate(
            "Banner", "Your turn, {name} — move the chosen Vikings onto the green tiles")
    return text.format(name=name)
