"""Open…, Save and Save As… of the Game menu (through ``vikings_desktop.persistence``; the
window and the save file share one set-up type, ``vikings_desktop.game_setup``)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from vikings_desktop.game_setup import GameSetup
from vikings_desktop.persistence import (
    LoadedGame,
    SavedGame,
    SaveError,
    read_save,
    saves_dir,
    write_save,
)
from vikings_desktop.persistence.paths import SAVE_SUFFIX, proposed_save_name

from ..words.save_problem_text import show_save_problem
from .game_table import GameTable

if TYPE_CHECKING:
    from vikings_desktop.engine import Action
    from vikings_desktop.session import Reset

FILE_PATTERNS = f"*{SAVE_SUFFIX} *.json"


def _file_filter() -> str:
    """The file dialogs' filter, in the player's language."""
    return QCoreApplication.translate("SaveFiles", "Vikings games ({patterns});;All files (*)"
                                      ).format(patterns=FILE_PATTERNS)


def saved_game_of(table: GameTable) -> SavedGame:
    """The table's game as a save-file record (set-up with its deal, action log)."""
    setup = table.session.setup
    assert setup is not None                    # asked only while a game is on
    return SavedGame(setup, list(table.session.actions), from_replay=table.session.from_replay)


class SaveFiles(QObject):
    """Open…, Save and Save As… for one window's game: ``path`` is where it was last saved
    or opened; ``file_changed`` when that or the saved log changed, ``file_used`` (a path)
    after every save or open (for Recent games)."""

    file_changed = Signal()
    file_used = Signal(object)          # Path

    def __init__(self, window: QMainWindow, table: GameTable):
        super().__init__(window)
        self.window = window
        self.table = table
        self.path: Path | None = None          # where the game was last saved or opened
        self._saved_log: list[Action] | None = None   # the log as last saved to or opened from path
        self.open_action = _action(window, self, QCoreApplication.translate("GameFiles", "&Open…"),
                                   QKeySequence.StandardKey.Open, self.open)
        self.save_action = _action(window, self, QCoreApplication.translate("GameFiles", "&Save"),
                                   QKeySequence.StandardKey.Save, self.save)
        self.save_as_action = _action(window, self, QCoreApplication.translate("GameFiles", "Save &As…"),
                                      QKeySequence("Ctrl+Shift+S"), self.save_as)
        self._enable()

    def saved_as_it_stands(self, actions: list[Action] | None = None) -> bool:
        """The game (or the log ``actions``) is in its file as it stands: no move since it
        was saved or opened."""
        log = self.table.session.actions if actions is None else actions
        return self._saved_log is not None and log == self._saved_log

    def has_unsaved_moves(self) -> bool:
        """Moves made since the game was last saved or opened (or a game never saved)."""
        return (self.table.session.has_game and self.table.session.move_count > 0
                and not self.saved_as_it_stands())

    def confirm_leaving(self) -> bool:
        """Before the game on the table is left (Quit, Open…, a recent game): ask to save
        moves not saved yet, as desktop programs do. True: go on (saved, or not wanted);
        False: the player cancelled, or the save did not happen."""
        if not self.has_unsaved_moves():
            return True
        box = QMessageBox(QMessageBox.Icon.Question,
                          QCoreApplication.translate("SaveFiles", "Save the game?"),
                          QCoreApplication.translate(
                              "SaveFiles", "The game on the table has moves that are not saved. "
                              "Save them before you leave the game?"),
                          QMessageBox.StandardButton.NoButton, self.window)
        save = box.addButton(QCoreApplication.translate("SaveFiles", "&Save"),
                             QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(QCoreApplication.translate("SaveFiles", "&Don't save"),
                                QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QCoreApplication.translate("SaveFiles", "Cancel"),
                               QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(save)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked is save:
            return self.save()
        return clicked is discard

    def open_recent(self, path: Path) -> bool:
        """Game → Recent games: the chosen file, once the game on the table may go."""
        return self.confirm_leaving() and self.open_file(path)

    def game_changed(self, reset: Reset) -> None:
        """Another game (new or loaded) has no file yet; undo and redo keep the file."""
        if not reset.same_game:
            self.path = None
            self._saved_log = None
            self.file_changed.emit()
        self._enable()

    def _enable(self) -> None:
        has_game = self.table.session.has_game
        self.save_action.setEnabled(has_game)
        self.save_as_action.setEnabled(has_game)

    # --- saving ---------------------------------------------------------------------
    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.write(self.path)

    def save_as(self) -> bool:
        setup = self.table.session.setup
        if not self.table.session.has_game or setup is None:
            return False
        start = self.path or _start_folder() / proposed_save_name(setup.names, datetime.now())
        name, _ = QFileDialog.getSaveFileName(
            self.window, QCoreApplication.translate("SaveFiles", "Save game"), str(start), _file_filter())
        if not name:
            return False
        return self.write(Path(name))

    def write(self, path: Path) -> bool:
        try:
            write_save(path, saved_game_of(self.table), self.table.session.state)
        except SaveError as exc:
            warn(self.window, QCoreApplication.translate("SaveFiles", "Cannot save the game"), exc)
            return False
        self._use(path)
        status(self.window, QCoreApplication.translate("SaveFiles", "Saved to {path}").format(path=path))
        return True

    # --- loading --------------------------------------------------------------------
    def open(self) -> bool:
        if not self.confirm_leaving():
            return False
        start = self.path.parent if self.path else _start_folder()
        name, _ = QFileDialog.getOpenFileName(
            self.window, QCoreApplication.translate("SaveFiles", "Open game"), str(start), _file_filter())
        return bool(name) and self.open_file(Path(name))

    def open_file(self, path: Path) -> bool:
        """Load a save; a bad file is refused in a dialog and the current game stays."""
        try:
            loaded = read_save(path, keep_positions=True)     # the one replay of Open
            self.show_loaded(loaded)
        except SaveError as exc:
            warn(self.window, QCoreApplication.translate("SaveFiles", "Cannot open the game"),
                 exc.with_path(path) if exc.path is None else exc)
            return False
        self._use(path)
        status(self.window, QCoreApplication.translate("SaveFiles", "Opened {path}").format(path=path))
        return True

    def show_loaded(self, loaded: LoadedGame) -> None:
        """Put a loaded game into the table (``SaveError`` if the window refuses it)."""
        try:
            self.table.session.load(loaded.game.setup, loaded.game.actions,
                                      positions=loaded.positions,
                                      from_replay=loaded.game.from_replay)
        except ValueError as exc:
            raise SaveError(str(exc)) from None

    def take_up_file(self, file: str | None) -> None:
        """A resumed game goes on in the file it was last saved to or opened from, if that
        file still holds this game (its set-up, and a beginning of its log): another
        game's file is never taken up, so Save never overwrites it."""
        if not file:
            return
        path = Path(file)
        try:
            saved = read_save(path).game
        except SaveError:
            return                       # moved, changed or gone: the game stays unsaved
        session = self.table.session
        assert session.setup is not None          # the resumed game is on the table
        if (not _same_deal(saved.setup, session.setup)
                or session.actions[:len(saved.actions)] != saved.actions):
            return
        self.path = path
        self._saved_log = list(saved.actions)
        self.file_changed.emit()
        self._enable()

    def _use(self, path: Path) -> None:
        self.path = path
        self._saved_log = self.table.session.actions
        self.file_used.emit(path)
        self.file_changed.emit()


def _same_deal(one: GameSetup, other: GameSetup) -> bool:
    """The same seats, rules and deal (a set-up saved with its seed only is dealt from it)."""
    def dealt(setup: GameSetup) -> GameSetup | None:
        if setup.deal is not None:
            return setup
        return None if setup.seed is None else setup.dealt()
    first, second = dealt(one), dealt(other)
    return first is not None and first == second


def _action(window: QMainWindow, owner: QObject, text: str, shortcut, slot) -> QAction:
    """A menu command whose shortcut works wherever the focus is inside the window."""
    action = QAction(text, owner)
    action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    window.addAction(action)
    return action


def warn(window: QWidget, title: str, exc: SaveError) -> None:
    """A file problem in a dialog, in the player's words (the detail behind "Show
    details")."""
    show_save_problem(window, title, exc)


def status(window: QMainWindow, text: str) -> None:
    window.statusBar().showMessage(text, 5000)


def _start_folder() -> Path:
    """Where file dialogs open: the saves folder, or home if it cannot be created."""
    try:
        return saves_dir()
    except OSError:
        return Path.home()
