"""The window title: the open file's name, with Qt's [*] for moves not yet saved."""

from __future__ import annotations

from vikings_desktop.persistence import (
    same_actions,
)


class WindowTitle:
    """The title side of ``GameFiles`` (it provides ``path`` and ``_saved_log``)."""

    def _update_title(self) -> None:
        """The title names the open file; Qt's [*] marks moves made since it was saved."""
        controller = self.controller
        name = self.path.name if self.path else "unsaved game" if controller.has_game else ""
        self.window.setWindowTitle(f"Vikings Desktop — {name}[*]" if name else "Vikings Desktop")
        self.window.setWindowModified(bool(controller.has_game and controller.actions) and (
            self._saved_log is None or not same_actions(controller.actions, self._saved_log)))
