"""Game → Replay…: choose the game to look back at (the game on the table, a save in the
saves folder, or any save file) and open it in a replay window; and "Play on
from here", which starts a new game in the game window from a replayed moment."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop.engine import Action
from vikings_desktop.game_setup import GameSetup
from vikings_desktop.persistence import SaveError, read_save, saves_dir
from vikings_desktop.persistence.paths import SAVE_SUFFIX

from ..words.save_problem_text import show_save_problem
from .replay_window import ReplayWindow
from .timeline import Timeline

if TYPE_CHECKING:
    from ..session.game_table import GameTable
    from ..settings import Settings

TABLE = "table"                 # the chooser's entry for the game on the table
OTHER = "other"                 # … for a file chosen in a file dialog
MAX_LISTED = 200                # saves listed from the saves folder, newest first


def saves_in_folder() -> list[Path]:
    """The saves in the saves folder, newest first."""
    try:
        folder = saves_dir(create=False)
        found = [p for p in folder.glob(f"*{SAVE_SUFFIX}") if p.is_file()]
    except OSError:
        return []
    found.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    return found[:MAX_LISTED]


class ReplayChooser(QDialog):
    """Which game to replay: the game on the table, a save of the saves folder, or another
    file (chosen next in a file dialog)."""

    def __init__(self, has_table_game: bool, saves: list[Path], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Replay a game"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr(
            "Look back at a game move by move, and let the Hard computer player show where "
            "it was won. The game on the table is not changed.")))
        self.games = QListWidget()
        self.games.setAccessibleName(self.tr("Games to replay"))
        if has_table_game:
            self._add(self.tr("The game on the table"), TABLE)
        for path in saves:
            when = datetime.fromtimestamp(path.stat().st_mtime)
            name = path.name[:-len(SAVE_SUFFIX)]
            self._add(self.tr("{name} (saved {when})").format(
                name=name, when=when.strftime("%Y-%m-%d %H:%M")), str(path))
        self._add(self.tr("Another save file…"), OTHER)
        self.games.setCurrentRow(0)
        self.games.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.games)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(520, 420)

    def _add(self, text: str, choice: str) -> None:
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, choice)
        self.games.addItem(item)

    def choice(self) -> str | None:
        item = self.games.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))


class ReplayLauncher(QObject):
    """The replays of one game window. It is given the parts it uses (the table, the
    settings, the status line), not the window, so the window can own it without the two
    modules importing each other."""

    def __init__(self, window: QWidget, table: GameTable, settings: Settings,
                 show_status: Callable[[str], None]):
        super().__init__(window)
        self.window = window
        self.table = table
        self.settings = settings
        self.show_status = show_status
        self.replays: list[ReplayWindow] = []
        self.chooser: ReplayChooser | None = None

    def ask(self) -> None:
        """Game → Replay…: the chooser, then the replay."""
        chooser = ReplayChooser(self.table.session.has_game, saves_in_folder(), self.window)
        self.chooser = chooser
        chooser.accepted.connect(lambda: self._chosen(chooser.choice()))
        chooser.open()

    def _chosen(self, choice: str | None) -> None:
        if choice == TABLE:
            self.open_table()
        elif choice == OTHER:
            name, _ = QFileDialog.getOpenFileName(
                self.window, self.tr("Replay a saved game"), str(saves_dir(create=False)),
                self.tr("Vikings games (*{suffix} *.json);;All files (*)").format(
                    suffix=SAVE_SUFFIX))
            if name:
                self.open_file(Path(name))
        elif choice:
            self.open_file(Path(choice))

    def open_table(self) -> ReplayWindow | None:
        """A replay of the game on the table as it stands (a copy: it goes on untouched)."""
        table = self.table
        if not table.session.has_game or table.session.setup is None:
            return None
        timeline = Timeline(table.session.setup, list(table.session.actions))
        return self._show(timeline, self.tr("the game on the table"), None)

    def open_file(self, path: Path) -> ReplayWindow | None:
        """A replay of a save; a file that cannot be read says why and nothing opens."""
        try:
            loaded = read_save(path)
            timeline = Timeline(loaded.game.setup, list(loaded.game.actions))
        except SaveError as exc:
            show_save_problem(self.window, self.tr("Cannot replay the game"),
                              exc.with_path(path) if exc.path is None else exc)
            return None
        except ValueError as exc:
            QMessageBox.warning(self.window, self.tr("Cannot replay the game"), str(exc))
            return None
        name = path.name[:-len(SAVE_SUFFIX)] if path.name.endswith(SAVE_SUFFIX) else path.name
        return self._show(timeline, name, path)

    def _show(self, timeline: Timeline, title: str, source: Path | None) -> ReplayWindow:
        settings = self.settings
        replay = ReplayWindow(timeline, title, source, pace_ms=settings.pace_ms,
                              geometry=settings.replay_geometry)
        replay.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        replay.geometry_to_keep.connect(
            lambda geometry: setattr(settings, "replay_geometry", geometry))
        replay.play_on_requested.connect(self.play_on)
        replay.destroyed.connect(lambda *_: self._forget(replay))
        self.replays.append(replay)
        replay.show()
        return replay

    def _forget(self, replay: ReplayWindow) -> None:
        if replay in self.replays:
            self.replays.remove(replay)

    def play_on(self, setup: GameSetup, actions: list[Action]) -> bool:
        """A new game in the game window from a replayed moment. The game on the table is
        kept as New game keeps it (an unfinished, unsaved game goes to the saves folder);
        the replayed game is not changed."""
        window = self.window
        try:
            # a load starts another game: the one on the table is kept as New game keeps it
            # the record, the save and a resume mark it as played on from a replay
            self.table.session.load(setup, list(actions), from_replay=True)
        except ValueError as exc:
            QMessageBox.warning(window, self.tr("Cannot play on"), str(exc))
            return False
        self.show_status(self.tr("A new game goes on from action {position} of the "
                                   "replay").format(position=len(actions)))
        window.raise_()
        window.activateWindow()
        return True

    def close_all(self) -> None:
        for replay in list(self.replays):
            replay.close()
            replay.deleteLater()
        self.replays = []
