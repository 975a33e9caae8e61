"""Undo and Redo of the Game menu, over the game's ``UndoHistory``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..settings import UNDO_ACROSS_TURNS_KEY
from ..words.action_text import action_text
from .mixin_base import QObjectMixin

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction

    from vikings_desktop.engine import GameState
    from vikings_desktop.persistence import UndoHistory
    from vikings_desktop.persistence.history import LogEntry

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
        may_undo = history is not None and history.undo_length() is not None
        may_redo = history is not None and history.redo_length() is not None
        self.undo_action.setEnabled(may_undo)
        self.redo_action.setEnabled(may_redo)
        # what they would take back or play again is worded when the menu opens
        # (word_undo_redo): wording may replay the log, too slow after every move
        self.undo_action.setText(QCoreApplication.translate("UndoActions", "&Undo"))
        if not may_undo and history is not None and history.hot_seat \
                and not history.across_turns and history.entries:
            # say why: in hot-seat undo stays within the player's own turn (an option)
            self.undo_action.setText(QCoreApplication.translate(
                "UndoActions", "&Undo (hot-seat: only within your own turn; see Allow undo across turns)"))
        self.redo_action.setText(QCoreApplication.translate("UndoActions", "&Redo"))

    def word_undo_redo(self) -> None:
        """The Game menu opens: Undo and Redo say which action they take back or play
        again, in the player's words (ui.action_text)."""
        history = self.history if self.controller.has_game else None
        if history is None:
            return
        undo, redo = history.undo_target(), history.redo_target()
        if undo is not None:
            self.undo_action.setText(QCoreApplication.translate("UndoActions", "&Undo: {action}").format(
                action=_worded(history, *undo)))
        if redo is not None:
            self.redo_action.setText(QCoreApplication.translate("UndoActions", "&Redo: {action}").format(
                action=_worded(history, *redo)))


def _worded(history: UndoHistory, entry: LogEntry, after: GameState) -> str:
    return action_text(history.setup.seats[entry.seat].name, entry.action, after, entry.seat)
