"""Open…, Save and Save As… of the Game menu (through ``vikings_desktop.persistence``; the
window and the save file share one set-up type, ``vikings_desktop.game_setup``)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from vikings_desktop.persistence import (
    LoadedGame,
    SavedGame,
    SaveError,
    read_save,
    saves_dir,
    write_save,
)
from vikings_desktop.persistence.paths import SAVE_SUFFIX, proposed_save_name

from .game_controller import GameController
from .mixin_base import QObjectMixin

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

FILE_PATTERNS = f"*{SAVE_SUFFIX} *.json"


def _file_filter() -> str:
    """The file dialogs' filter, in the player's language."""
    return QCoreApplication.translate("SaveFiles", "Vikings games ({patterns});;All files (*)"
                                      ).format(patterns=FILE_PATTERNS)


def saved_game_of(controller: GameController) -> SavedGame:
    """The controller's game as a save-file record (set-up with its deal, action log)."""
    setup = controller.setup
    assert setup is not None                    # asked only while a game is on
    return SavedGame(setup, list(controller.actions))


if TYPE_CHECKING:
    class _Host(QObjectMixin):
        """What GameFiles (and its other parts) gives SaveFiles (for mypy only)."""

        window: QMainWindow
        controller: GameController
        path: Path | None
        _saved_log: list | None

        def _warn(self, title: str, exc: SaveError) -> None: ...
        def _status(self, text: str) -> None: ...
        def _remember(self, path: Path) -> None: ...
        def _update_title(self) -> None: ...
else:
    _Host = QObjectMixin


class SaveFiles(_Host):
    """The file side of ``GameFiles`` (it provides ``window``, ``controller``, ``path``)."""

    # --- saving ---------------------------------------------------------------------
    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        setup = self.controller.setup
        if not self.controller.has_game or setup is None:
            return False
        start = self.path or _start_folder() / proposed_save_name(setup.names, datetime.now())
        name, _ = QFileDialog.getSaveFileName(
            self.window, QCoreApplication.translate("SaveFiles", "Save game"), str(start), _file_filter())
        if not name:
            return False
        return self._write(Path(name))

    def _write(self, path: Path) -> bool:
        try:
            write_save(path, saved_game_of(self.controller), self.controller.state)
        except SaveError as exc:
            self._warn(QCoreApplication.translate("SaveFiles", "Cannot save the game"), exc)
            return False
        self.path = path
        self._saved_log = list(self.controller.actions)
        self._remember(path)
        self._update_title()
        self._status(QCoreApplication.translate("SaveFiles", "Saved to {path}").format(path=path))
        return True

    # --- loading --------------------------------------------------------------------
    def open(self) -> bool:
        start = self.path.parent if self.path else _start_folder()
        name, _ = QFileDialog.getOpenFileName(
            self.window, QCoreApplication.translate("SaveFiles", "Open game"), str(start), _file_filter())
        return bool(name) and self.open_file(Path(name))

    def open_file(self, path: Path) -> bool:
        """Load a save; a bad file is refused in a dialog and the current game stays."""
        try:
            loaded = read_save(path)
            self.show_loaded(loaded)
        except SaveError as exc:
            self._warn(QCoreApplication.translate("SaveFiles", "Cannot open the game"),
                       exc.with_path(path) if exc.path is None else exc)
            return False
        self.path = path
        self._saved_log = list(self.controller.actions)
        self._remember(path)
        self._update_title()
        self._status(QCoreApplication.translate("SaveFiles", "Opened {path}").format(path=path))
        return True

    def show_loaded(self, loaded: LoadedGame) -> None:
        """Put a loaded game into the controller (``SaveError`` if the window refuses it)."""
        try:
            self.controller.load_game(loaded.game.setup, loaded.game.actions)
        except ValueError as exc:
            raise SaveError(str(exc)) from None


def _start_folder() -> Path:
    """Where file dialogs open: the saves folder, or home if it cannot be created."""
    try:
        return saves_dir()
    except OSError:
        return Path.home()
