"""Undo and Redo of the Game menu, over the game's ``UndoHistory``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from .mixin_base import QObjectMixin
from .settings import UNDO_ACROSS_TURNS_KEY

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction

    from vikings_desktop.persistence import UndoHistory

    from .game_controller import GameController


if TYPE_CHECKING:
    class _Host(QObjectMixin):
        """What GameFiles (and WindowTitle) gives UndoActions (for mypy only)."""

        controller: GameController
        history: UndoHistory | None
        settings: QSettings
        save_action: QAction
        save_as_action: QAction
        undo_action: QAction
        redo_action: QAction

        def _update_title(self) -> None: ...
else:
    _Host = QObjectMixin


class UndoActions(_Host):
    """The undo side of ``GameFiles`` (it provides ``history`` and the actions)."""

    # --- undo / redo ----------------------------------------------------------------
    def undo(self) -> bool:
        return self._go_to(self.history.undo_actions() if self.history else None)

    def redo(self) -> bool:
        return self._go_to(self.history.redo_actions() if self.history else None)

    def _go_to(self, actions: list | None) -> bool:
        if actions is None:
            return False
        controller = self.controller
        assert controller.setup is not None     # a history needs a game
        controller.load_game(controller.setup, actions)
        return True

    def _set_across_turns(self, on: bool) -> None:
        self.settings.setValue(UNDO_ACROSS_TURNS_KEY, on)
        if self.history:
            self.history.across_turns = on
        self._update_actions()

    def _update_actions(self) -> None:
        self._update_title()
        has_game = self.controller.has_game
        self.save_action.setEnabled(has_game)
        self.save_as_action.setEnabled(has_game)
        history = self.history if has_game else None
        undo_text = history.undo_text() if history else ""
        redo_text = history.redo_text() if history else ""
        self.undo_action.setEnabled(bool(undo_text))
        self.redo_action.setEnabled(bool(redo_text))
        self.undo_action.setText(
            QCoreApplication.translate("UndoActions", "&Undo: {action}").format(action=undo_text) if undo_text
            else QCoreApplication.translate("UndoActions", "&Undo"))
        if not undo_text and history is not None and history.hot_seat \
                and not history.across_turns and history.entries:
            # say why: in hot-seat undo stays within the player's own turn (an option)
            self.undo_action.setText(QCoreApplication.translate(
                "UndoActions", "&Undo (hot-seat: only within your own turn; see Allow undo across turns)"))
        self.redo_action.setText(
            QCoreApplication.translate("UndoActions", "&Redo: {action}").format(action=redo_text) if redo_text
            else QCoreApplication.translate("UndoActions", "&Redo"))
