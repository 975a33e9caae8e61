"""The window title: the open file's name, with Qt's [*] for moves not yet saved."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .mixin_base import QObjectMixin

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import QMainWindow

    from .game_controller import GameController


if TYPE_CHECKING:
    class _Host(QObjectMixin):
        """What GameFiles gives WindowTitle (for mypy only)."""

        window: QMainWindow
        controller: GameController
        path: Path | None
        _saved_log: list | None
else:
    _Host = QObjectMixin


class WindowTitle(_Host):
    """The title side of ``GameFiles`` (it provides ``path`` and ``_saved_log``)."""

    def _update_title(self) -> None:
        """The title names the open file; Qt's [*] marks moves made since it was saved."""
        controller = self.controller
        name = self.path.name if self.path else "unsaved game" if controller.has_game else ""
        self.window.setWindowTitle(f"Vikings Desktop — {name}[*]" if name else "Vikings Desktop")
        self.window.setWindowModified(bool(controller.has_game and controller.actions) and (
            self._saved_log is None or controller.actions != self._saved_log))
