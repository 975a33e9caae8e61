"""The window title: the open file's name, with Qt's [*] for moves not yet saved."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from .game_table import GameTable
    from .save_files import SaveFiles


class WindowTitle(QObject):
    """Follows the game and the save file: ``update()`` after either changed."""

    def __init__(self, window: QMainWindow, table: GameTable, files: SaveFiles):
        super().__init__(window)
        self.window = window
        self.table = table
        self.files = files
        table.state_changed.connect(self.update)
        files.file_changed.connect(self.update)
        self.update()

    def update(self) -> None:
        """The title names the open file; Qt's [*] marks moves made since it was saved."""
        table = self.table
        path = self.files.path
        unsaved = QCoreApplication.translate("WindowTitle", "unsaved game")
        name = path.name if path else unsaved if table.session.has_game else ""
        self.window.setWindowTitle(f"Vikings Desktop — {name}[*]" if name else "Vikings Desktop")
        self.window.setWindowModified(table.session.move_count > 0
                                      and not self.files.saved_as_it_stands())
