"""The Game menu's file side, one job per module: Open…/Save (``save_files``), the autosave
and resuming (``autosave_driver``), Undo/Redo (``undo_actions``), Recent games
(``recent_games``) and the title (``window_title``); ``GameFiles`` joins them for one
window and follows its game.

Everything about files lives in ``vikings_desktop.persistence``; this module only turns
menu commands and the controller's signals into calls to it, and shows its refusals in
dialogs that leave the window as it was.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from vikings_desktop.game_setup import GameSetup
from vikings_desktop.persistence import (
    AutosaveWriter,
    SaveError,
    UndoHistory,
)
from vikings_desktop.persistence.autosave_slots import (
    AutosaveSlot,
)
from vikings_desktop.ui.settings import as_bool

from ..settings import APPLICATION, ORGANISATION, UNDO_ACROSS_TURNS_KEY
from ..words.save_problem_text import save_problem_text
from .autosave_driver import AutosaveDriver
from .game_controller import GameController
from .recent_games import RecentGames
from .save_files import SaveFiles
from .undo_actions import UndoActions
from .window_title import WindowTitle


class GameFiles(SaveFiles, AutosaveDriver, UndoActions, RecentGames, WindowTitle, QObject):
    """Owns the file actions of one main window and the undo history of its game."""

    # A failed autosave, reported from the writer's thread; queued to the GUI thread.
    autosave_failed = Signal(object)

    def __init__(self, window: QMainWindow, controller: GameController,
                 settings: QSettings | None = None):
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.path: Path | None = None          # where the game was last saved or opened
        self.history: UndoHistory | None = None
        self._logged: list | None = []          # the action log autosaved and synced last
        self._saved_log: list | None = None     # the log as last saved to or opened from path
        self._game_key: GameSetup | None = None   # the dealt set-up of the game in the history
        self._autosave_warned = False
        self.autosave_failed.connect(self._on_autosave_failed)
        # This window's own autosave file (another window has its own), written on a
        # thread of its own: the disk never holds up the window.
        try:
            self.autosave_slot: AutosaveSlot | None = AutosaveSlot.claim()
        except SaveError as exc:
            self.autosave_slot = None
            self._no_slot = exc
        self.autosave_writer = AutosaveWriter(
            on_error=self.autosave_failed.emit,
            path=self.autosave_slot.path if self.autosave_slot else None)
        self.settings = settings if settings is not None else QSettings(ORGANISATION, APPLICATION)

        self.open_action = self._action(QCoreApplication.translate("GameFiles", "&Open…"), QKeySequence.StandardKey.Open, self.open)
        self.save_action = self._action(QCoreApplication.translate("GameFiles", "&Save"), QKeySequence.StandardKey.Save, self.save)
        self.save_as_action = self._action(QCoreApplication.translate("GameFiles", "Save &As…"), QKeySequence("Ctrl+Shift+S"),
                                           self.save_as)
        self.undo_action = self._action(QCoreApplication.translate("GameFiles", "&Undo"), QKeySequence("Ctrl+Z"), self.undo)
        self.redo_action = self._action(QCoreApplication.translate("GameFiles", "&Redo"), QKeySequence("Ctrl+Shift+Z"), self.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.across_turns_action = QAction(
            QCoreApplication.translate("GameFiles", "Allow undo across turns (hot-seat)"), self)
        self.across_turns_action.setCheckable(True)
        self.across_turns_action.setChecked(
            as_bool(self.settings.value(UNDO_ACROSS_TURNS_KEY, False)))
        self.across_turns_action.toggled.connect(self._set_across_turns)
        self.recent_menu = QMenu(QCoreApplication.translate("GameFiles", "Recent &games"), window)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)

        controller.game_started.connect(self._on_game_started)
        controller.state_changed.connect(self._on_state_changed)
        self._update_actions()

    def _action(self, text: str, shortcut, slot) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        # Shortcuts work wherever the focus is inside the window, menu shown or not.
        self.window.addAction(action)
        return action

    def fill_menu(self, menu: QMenu) -> None:
        """Add the file and undo commands to the window's Game menu."""
        menu.addSeparator()
        menu.addAction(self.open_action)
        menu.addMenu(self.recent_menu)
        menu.addAction(self.save_action)
        menu.addAction(self.save_as_action)
        menu.addSeparator()
        menu.addAction(self.undo_action)
        menu.addAction(self.redo_action)
        menu.addAction(self.across_turns_action)
        menu.aboutToShow.connect(self.word_undo_redo)

    # --- following the game -------------------------------------------------------------
    def _on_game_started(self) -> None:
        controller = self.controller
        key = controller.setup                # seats, seed, rules and the deal
        if key != self._game_key:            # a different game, not an undo or redo of this one
            self._keep_unsaved_game()
            self._game_key = key
            self.path = None
            self._saved_log = None
            assert key is not None                    # a game has started
            self.history = UndoHistory(key,
                                       self.across_turns_action.isChecked())
            self._logged = None
        self._on_state_changed()

    def _on_state_changed(self) -> None:
        controller = self.controller
        if not controller.has_game or controller.actions == self._logged:
            self._update_actions()
            return
        self._logged = list(controller.actions)
        assert self.history is not None         # _on_game_started() made it
        self.history.sync(self._logged)
        self._autosave()
        self._update_actions()

    # --- telling the player -------------------------------------------------------------
    def _warn(self, title: str, exc: SaveError) -> None:
        QMessageBox.warning(self.window, title, save_problem_text(exc))

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 5000)
