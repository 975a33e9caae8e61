"""The Game menu's Recent games, kept in the settings."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from vikings_desktop.persistence import (
    add_recent,
    existing_recent,
)
from vikings_desktop.ui.settings import RECENT_KEY, stored_recent

from .mixin_base import QObjectMixin

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMenu


if TYPE_CHECKING:
    class _Host(QObjectMixin):
        """What GameFiles (and SaveFiles) gives RecentGames (for mypy only)."""

        settings: QSettings
        recent_menu: QMenu

        def open_file(self, path: Path) -> bool: ...
else:
    _Host = QObjectMixin


class RecentGames(_Host):
    """The recent-games side of ``GameFiles`` (it provides ``settings``)."""

    # --- recent games -------------------------------------------------------------------
    def recent_games(self) -> list[str]:
        return existing_recent(stored_recent(self.settings))

    def _remember(self, path: Path) -> None:
        self.settings.setValue(RECENT_KEY, add_recent(self.recent_games(), path))

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.recent_games()
        for entry in recent:
            action = self.recent_menu.addAction(Path(entry).name)
            action.setToolTip(entry)
            action.triggered.connect(lambda _checked=False, p=entry: self.open_file(Path(p)))
        if not recent:
            self.recent_menu.addAction(
                QCoreApplication.translate("GameFiles", "No recent games")).setEnabled(False)
