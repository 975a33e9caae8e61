"""A hint for the human to act: what the Hard level would do now, worked out off the GUI
thread by the window's computer players' process. ``Hints`` owns the hint of the moment:
it is dropped when the game moves on, and with every new game, load, undo or redo."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from vikings_desktop.ai import make_strategy
from vikings_desktop.engine import (
    Buy,
    FerryViking,
    MoveViking,
    PlaceBuilding,
    PlaceStart,
    PlaceTile,
    cell_tile,
    cell_viking,
    is_ship,
)

from ..words.action_text import action_text, group_name
from ..words.viking_words import viking_sentence

if TYPE_CHECKING:
    from vikings_desktop.engine import Action
    from vikings_desktop.session import GameSession, Reset

    from .computer_turns import ComputerPlayers


def move_target(action: Action) -> tuple[str, int, int] | None:
    """Where a move is marked on the table: ("wheel", price, 0) or ("cell", row, col) in
    the display of the player to act; None for a move with no place (the hint and the
    replay's analysis mark moves alike)."""
    if isinstance(action, Buy):
        return ("wheel", action.space, 0)
    if isinstance(action, PlaceStart):
        return ("cell", action.row, 1)
    if isinstance(action, PlaceTile | MoveViking | FerryViking | PlaceBuilding):
        return ("cell", action.row, action.col)
    return None


class Hints(QObject):
    """Hint requests for one session; ``ready`` brings the hint in words, ``changed``
    says the hint to show (``target()``) came or went."""

    ready = Signal(str)              # what the Hard level would do now, in words
    changed = Signal()

    def __init__(self, session: GameSession, players: ComputerPlayers,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.players = players
        self._request = 0                     # the number of the last request
        self._pending = False                 # a hint is being worked out
        self._position = -1                   # the log length the hint is for
        self._action: Action | None = None    # the hinted action, shown on the wheel or board
        players.hinted.connect(self._on_hint)
        session.on_reset.append(self._on_reset)

    def target(self) -> tuple[str, int, int] | None:
        """Where the current hint points: ("wheel", price, 0) or ("cell", row, col) in the
        display of the player to act; None without a hint for this moment."""
        action = self._action
        if action is None or self._position != self.session.move_count:
            return None
        return move_target(action)

    def text(self, action: Action) -> str:
        """The hint in one line: what, and why (what the purchase does for the display)."""
        state, setup = self.session.state, self.session.setup
        assert state is not None and setup is not None   # a hint is for a game under way
        seat = state.current
        name = setup.seats[seat].name
        if isinstance(action, Buy):
            group = state.wheel[action.space]
            tile, viking = cell_tile(group), cell_viking(group)
            what = group_name(tile, viking)
            if is_ship(tile):
                why = QCoreApplication.translate("Hint", "a ship for your ships row")
            elif any(green for _, _, green in state.legal_cells(seat, tile, viking)):
                why = viking_sentence("hint_stands", viking)
            else:
                why = viking_sentence("hint_waits", viking)
            return QCoreApplication.translate(
                "Hint", "Hint for {name}: buy the {group} for {price} gold — {why}").format(
                name=name, group=what, price=action.space, why=why)
        after = state.clone()
        after.apply_unchecked(action)
        return QCoreApplication.translate("Hint", "Hint: {what}").format(
            what=action_text(name, action, after, seat))

    def problem(self) -> str | None:
        """Why no hint can be asked for now (None = it can)."""
        state, setup = self.session.state, self.session.setup
        if (state is None or setup is None or state.is_over()
                or not setup.seats[state.current].is_human):
            return QCoreApplication.translate("Hint", "A hint is for a human player's turn")
        if self._pending:
            return QCoreApplication.translate("Hint", "Still thinking about the hint…")
        return None

    def request(self) -> bool:
        """Work out, off the GUI thread, what Hard would do for the human to act now; the
        answer comes as ``ready``. False (see ``problem``) when it cannot."""
        if self.problem():
            return False
        state = self.session.state
        assert state is not None            # problem() said so
        self._request += 1
        self._position = self.session.move_count
        self._pending = True
        self.players.hint(self._request, state.observation(state.current),
                          seed=self._position, factory=make_strategy)
        return True

    def _on_reset(self, _reset: Reset) -> None:
        """Another position (new game, load, undo, redo): the hint of the last one goes,
        and an answer still under way is dropped when it comes."""
        had = self._action is not None
        self._request += 1
        self._pending = False
        self._position = -1
        self._action = None
        if had:
            self.changed.emit()

    def _on_hint(self, request: int, action: Action | None, error: str) -> None:
        if request != self._request:
            return                              # dropped: another position since
        self._pending = False
        if self._position != self.session.move_count or action is None:
            return                              # the game moved on
        self._action = action
        self.ready.emit(self.text(action))
        self.changed.emit()                     # the wheel and the board show where
