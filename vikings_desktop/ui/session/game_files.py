"""The Game menu's file side for one window, composed of objects with one job each:
Open…/Save (``SaveFiles``), the autosave and resuming (``AutosaveDriver``), Undo/Redo
(``UndoActions``), Recent games (``RecentGames``) and the title (``WindowTitle``).
``GameFiles`` makes them, wires their signals and fills the menu.

Everything about files lives in ``vikings_desktop.persistence``; these objects only turn
menu commands and the table's signals into calls to it, and show its refusals in
dialogs that leave the window as it was.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QMainWindow, QMenu

from vikings_desktop.session import Reset

from ..settings import APPLICATION, ORGANISATION
from .autosave_driver import AutosaveDriver
from .game_table import GameTable
from .recent_games import RecentGames
from .save_files import SaveFiles
from .undo_actions import UndoActions
from .window_title import WindowTitle


class GameFiles(QObject):
    """The file objects of one main window, wired together."""

    def __init__(self, window: QMainWindow, table: GameTable,
                 settings: QSettings | None = None):
        super().__init__(window)
        self.table = table
        self.settings = settings if settings is not None else QSettings(ORGANISATION, APPLICATION)
        self.saves = SaveFiles(window, table)
        self.autosave = AutosaveDriver(window, table, self.saves)
        self.undo_redo = UndoActions(window, table, self.settings)
        self.recent = RecentGames(self.settings, window)
        self.title = WindowTitle(window, table, self.saves)
        self.saves.file_used.connect(self.recent.remember)
        self.autosave.kept.connect(self.recent.remember)
        self.recent.open_requested.connect(self.saves.open_recent)
        table.position_reset.connect(self._on_position_reset)

    def _on_position_reset(self, reset: Reset) -> None:
        # in this order: the game being left is kept before its file is forgotten
        self.autosave.game_changed(reset)
        self.saves.game_changed(reset)

    def fill_menu(self, menu: QMenu) -> None:
        """Add the file and undo commands to the window's Game menu."""
        menu.addSeparator()
        menu.addAction(self.saves.open_action)
        menu.addMenu(self.recent.menu)
        menu.addAction(self.saves.save_action)
        menu.addAction(self.saves.save_as_action)
        menu.addSeparator()
        menu.addAction(self.undo_redo.undo_action)
        menu.addAction(self.undo_redo.redo_action)
        menu.addAction(self.undo_redo.across_turns_action)
        menu.aboutToShow.connect(self.undo_redo.word_undo_redo)

    def close(self) -> None:
        """The window closes (see ``AutosaveDriver.close``)."""
        self.autosave.close()
