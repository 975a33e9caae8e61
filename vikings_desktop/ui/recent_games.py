"""The Game menu's Recent games, kept in the settings."""

from __future__ import annotations

from pathlib import Path

from vikings_desktop.persistence import (
    add_recent,
    existing_recent,
)

RECENT_KEY = "games/recent"


class RecentGames:
    """The recent-games side of ``GameFiles`` (it provides ``settings``)."""

    # --- recent games -------------------------------------------------------------------
    def recent_games(self) -> list[str]:
        value = self.settings.value(RECENT_KEY, [])
        if isinstance(value, str):            # an INI file returns a one-entry list as text
            value = [value] if value else []
        return existing_recent([str(v) for v in value or []])

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
            self.recent_menu.addAction("No recent games").setEnabled(False)
