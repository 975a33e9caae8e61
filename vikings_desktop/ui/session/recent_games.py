"""The Game menu's Recent games, kept in the settings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtWidgets import QMenu, QWidget

from vikings_desktop.persistence import (
    add_recent,
    existing_recent,
)
from vikings_desktop.ui.settings import RECENT_KEY, stored_recent


class RecentGames(QObject):
    """The Recent games menu; ``open_requested`` when the player picks one."""

    open_requested = Signal(object)     # Path

    def __init__(self, settings: QSettings, parent: QWidget):
        super().__init__(parent)
        self.settings = settings
        self.menu = QMenu(QCoreApplication.translate("GameFiles", "Recent &games"), parent)
        self.menu.aboutToShow.connect(self._fill_recent_menu)

    # --- recent games -------------------------------------------------------------------
    def recent_games(self) -> list[str]:
        return existing_recent(stored_recent(self.settings))

    def remember(self, path: Path) -> None:
        self.settings.setValue(RECENT_KEY, add_recent(self.recent_games(), path))

    def _fill_recent_menu(self) -> None:
        self.menu.clear()
        recent = self.recent_games()
        for entry in recent:
            action = self.menu.addAction(Path(entry).name)
            action.setToolTip(entry)
            action.triggered.connect(
                lambda _checked=False, p=entry: self.open_requested.emit(Path(p)))
        if not recent:
            self.menu.addAction(
                QCoreApplication.translate("GameFiles", "No recent games")).setEnabled(False)
