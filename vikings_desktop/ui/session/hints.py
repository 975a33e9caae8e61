"""A hint for the human to act: what the Hard level would do now, worked out off the GUI
thread by the computer players' process (part of ``GameController``, as a mixin)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from vikings_desktop.ai import make_strategy
from vikings_desktop.engine import (
    Buy,
    FerryViking,
    MoveViking,
    PlaceBuilding,
    PlaceStart,
    PlaceTile,
)
from vikings_desktop.engine.components import ROW_OF_VIKING, is_ship
from vikings_desktop.engine.display import cell_tile, cell_viking

from ..words.action_text import action_text, group_name
from ..words.names import row_name, viking_name
from .mixin_base import QObjectMixin

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from vikings_desktop.engine import Action, GameState

    from .computer_turns import ComputerPlayers


if TYPE_CHECKING:
    class _Host(QObjectMixin):
        """What GameController gives HintRequests (for mypy only)."""

        state: GameState | None
        actions: list[Action]
        _computers: ComputerPlayers
        hint_ready: SignalInstance
        state_changed: SignalInstance

        def seat_name(self, seat: int) -> str: ...
        def is_human(self, seat: int) -> bool: ...
else:
    _Host = QObjectMixin


class HintRequests(_Host):
    """Hint requests of ``GameController``: it provides ``state``, ``actions``,
    ``_computers``, ``seat_name``, ``is_human`` and the ``hint_ready`` signal."""

    _hint_pending = False                 # a hint is being worked out
    _hint_position = -1                   # len(actions) the hint is for
    _hint_action: Action | None = None    # the hinted action, shown on the wheel or board

    def hint_target(self) -> tuple[str, int, int] | None:
        """Where the current hint points: ("wheel", price, 0) or ("cell", row, col) in the
        display of the player to act; None without a hint for this moment."""
        action = self._hint_action
        if action is None or self._hint_position != len(self.actions):
            return None
        if isinstance(action, Buy):
            return ("wheel", action.space, 0)
        if isinstance(action, PlaceStart):
            return ("cell", action.row, 1)
        if isinstance(action, PlaceTile | MoveViking | FerryViking | PlaceBuilding):
            return ("cell", action.row, action.col)
        return None

    def hint_text(self, action: Action) -> str:
        """The hint in one line: what, and why (what the purchase does for the display)."""
        state = self.state
        assert state is not None            # a hint is for a game under way
        seat = state.current
        name = self.seat_name(seat)
        if isinstance(action, Buy):
            group = state.wheel[action.space]
            tile, viking = cell_tile(group), cell_viking(group)
            what = group_name(tile, viking)
            if is_ship(tile):
                why = QCoreApplication.translate("Hint", "a ship for your ships row")
            elif any(green for _, _, green in state.legal_cells(seat, tile, viking)):
                why = QCoreApplication.translate(
                    "Hint", "the {viking} can stand on it in your {row}").format(
                    viking=viking_name(viking), row=row_name(ROW_OF_VIKING[viking]))
            else:
                why = QCoreApplication.translate(
                    "Hint", "the tile fits your display; the {viking} waits on the mainland"
                ).format(viking=viking_name(viking))
            return QCoreApplication.translate(
                "Hint", "Hint for {name}: buy the {group} for {price} gold — {why}").format(
                name=name, group=what, price=action.space, why=why)
        after = state.clone()
        after.apply_unchecked(action)
        return QCoreApplication.translate("Hint", "Hint: {what}").format(
            what=action_text(name, action, after, seat))

    # --- a hint for the human to act (what the Hard level would do) ------------------------
    def hint_problem(self) -> str | None:
        """Why no hint can be asked for now (None = it can)."""
        state = self.state
        if state is None or state.is_over() or not self.is_human(state.current):
            return QCoreApplication.translate("Hint", "A hint is for a human player's turn")
        if self._hint_pending:
            return QCoreApplication.translate("Hint", "Still thinking about the hint…")
        return None

    def request_hint(self) -> bool:
        """Work out, off the GUI thread, what Hard would do for the human to act now; the
        answer comes as ``hint_ready``. False (see ``hint_problem``) when it cannot."""
        if self.hint_problem():
            return False
        state = self.state
        assert state is not None            # hint_problem() said so
        self._hint_position = len(self.actions)
        self._hint_pending = True
        self._computers.hint(self._hint_position, state.observation(state.current),
                             seed=len(self.actions), factory=make_strategy)
        return True

    def _on_hint(self, position: int, action: Action | None, error: str) -> None:
        self._hint_pending = False
        if position != self._hint_position or position != len(self.actions) or action is None:
            return                              # the game moved on, or the hint was dropped
        self._hint_action = action
        self.hint_ready.emit(self.hint_text(action))
        self.state_changed.emit()               # the wheel and the board show where

