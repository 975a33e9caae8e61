"""Undo and Redo of the Game menu, over the session's kept positions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QMainWindow

from vikings_desktop.ui.settings import as_bool

from ..settings import UNDO_ACROSS_TURNS_KEY
from ..words.action_text import action_text

if TYPE_CHECKING:
    from vikings_desktop.engine import GameState
    from vikings_desktop.session import GameSession, LogEntry

    from .game_table import GameTable


class UndoActions(QObject):
    """Undo, Redo and "Allow undo across turns" for one window's session."""

    def __init__(self, window: QMainWindow, table: GameTable, settings: QSettings):
        super().__init__(window)
        self.table = table
        self.session = table.session
        self.settings = settings
        self.undo_action = self._action(window, QCoreApplication.translate("GameFiles", "&Undo"),
                                        QKeySequence("Ctrl+Z"), self.undo)
        self.redo_action = self._action(window, QCoreApplication.translate("GameFiles", "&Redo"),
                                        QKeySequence("Ctrl+Shift+Z"), self.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.across_turns_action = QAction(
            QCoreApplication.translate("GameFiles", "Allow undo across turns (players at one screen)"), self)
        self.across_turns_action.setCheckable(True)
        self.across_turns_action.setChecked(
            as_bool(self.settings.value(UNDO_ACROSS_TURNS_KEY, False)))
        self.session.across_turns = self.across_turns_action.isChecked()
        self.across_turns_action.toggled.connect(self._set_across_turns)
        table.state_changed.connect(self._update_actions)
        self._update_actions()

    def _action(self, window: QMainWindow, text: str, shortcut: QKeySequence, slot) -> QAction:
        action = QAction(text, self)
        action.setShortcut(shortcut)
        action.triggered.connect(lambda _checked=False: slot())
        # Shortcuts work wherever the focus is inside the window, menu shown or not.
        window.addAction(action)
        return action

    # --- undo / redo ----------------------------------------------------------------
    def undo(self) -> bool:
        return self.session.undo()

    def redo(self) -> bool:
        return self.session.redo()

    def _set_across_turns(self, on: bool) -> None:
        self.settings.setValue(UNDO_ACROSS_TURNS_KEY, on)
        self.session.across_turns = on
        self._update_actions()

    def _update_actions(self) -> None:
        session = self.session
        may_undo = session.has_game and session.undo_length() is not None
        may_redo = session.has_game and session.redo_length() is not None
        self.undo_action.setEnabled(may_undo)
        self.redo_action.setEnabled(may_redo)
        # what they would take back or play again is worded when the menu opens
        # (word_undo_redo), not after every move
        self.undo_action.setText(QCoreApplication.translate("UndoActions", "&Undo"))
        if not may_undo and session.hot_seat and not session.across_turns \
                and session.move_count:
            # say why: in hot-seat undo stays within the player's own turn (an option)
            self.undo_action.setText(QCoreApplication.translate(
                "UndoActions", "&Undo (your own turn only)"))
            why = QCoreApplication.translate(
                "UndoActions", "Undo takes back only your own turn; Allow undo across turns "
                "lifts that")
            self.undo_action.setToolTip(why)
            self.undo_action.setStatusTip(why)
        self.redo_action.setText(QCoreApplication.translate("UndoActions", "&Redo"))

    def word_undo_redo(self) -> None:
        """The Game menu opens: Undo and Redo say which action they take back or play
        again, in the player's words (words.action_text)."""
        session = self.session
        if not session.has_game:
            return
        undo, redo = session.undo_target(), session.redo_target()
        if undo is not None:
            _set_worded(self.undo_action, QCoreApplication.translate(
                "UndoActions", "&Undo: {action}"), _worded(session, *undo))
        if redo is not None:
            _set_worded(self.redo_action, QCoreApplication.translate(
                "UndoActions", "&Redo: {action}"), _worded(session, *redo))


MENU_TEXT_WIDTH = 220      # pixels: a long action keeps the Game menu a menu's width


def _set_worded(action: QAction, sentence: str, worded: str) -> None:
    """The menu entry says the action, shortened to a menu's width; the whole sentence is
    its tooltip and status tip."""
    metrics = QFontMetrics(action.font())
    short = metrics.elidedText(worded, Qt.TextElideMode.ElideRight, MENU_TEXT_WIDTH)
    action.setText(sentence.format(action=short))
    whole = sentence.replace("&", "").format(action=worded)
    action.setToolTip(whole)
    action.setStatusTip(whole)


def _worded(session: GameSession, entry: LogEntry, after: GameState) -> str:
    assert session.setup is not None            # a target exists: a game is on
    return action_text(session.setup.seats[entry.seat].name, entry.action, after, entry.seat)
