"""The Game menu's file side: Open…, Save, Save As…, Recent games, Undo, Redo, the
autosave after every action and the offer to resume an interrupted game.

Everything about files lives in ``vikings_desktop.persistence``; this module only turns
menu commands and the controller's signals into calls to it, and shows its refusals in
dialogs that leave the window as it was.
"""

from __future__ import annotations

import contextlib
import os
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMainWindow, QMenu, QMessageBox

from vikings_desktop.persistence import (
    AutosaveWriter,
    GameSetup,
    LoadedGame,
    SavedGame,
    SaveError,
    Seat,
    UndoHistory,
    add_recent,
    existing_recent,
    read_save,
    same_actions,
    saves_dir,
    write_save,
)
from vikings_desktop.persistence.autosave_slots import (
    AutosaveSlot,
    InterruptedGame,
    interrupted_games,
)
from vikings_desktop.persistence.paths import SAVE_SUFFIX

from . import seats as window_seats
from .controller import GameController
from .settings import APPLICATION, ORGANISATION

RECENT_KEY = "games/recent"
UNDO_ACROSS_TURNS_KEY = "games/undo_across_turns"
FILE_FILTER = f"Vikings games (*{SAVE_SUFFIX} *.json);;All files (*)"


# --- between the window's set-up and the save file's -----------------------------------
def saved_game_of(controller: GameController) -> SavedGame:
    """The controller's game as a save-file record (set-up, deal, action log)."""
    setup = controller.setup
    seats = tuple(Seat(s.name, s.kind, s.level, s.colour) for s in setup.seats)
    return SavedGame(GameSetup(seats, controller.deal, setup.seed), list(controller.actions))


def window_setup_of(setup: GameSetup) -> window_seats.GameSetup:
    """The save file's seats as the window's; ``SaveError`` for a colour it cannot draw."""
    seats = []
    for number, seat in enumerate(setup.seats, start=1):
        colour = seat.colour or window_seats.DEFAULT_COLOURS[number - 1]
        if colour not in window_seats.SEAT_COLOURS:
            raise SaveError(f"seat {number} ({seat.name}): unknown colour {colour!r} "
                            f"(known: {', '.join(window_seats.SEAT_COLOURS)})")
        seats.append(window_seats.Seat(seat.name, seat.kind, seat.level or "normal", colour))
    return window_seats.GameSetup(tuple(seats), setup.seed)


class GameFiles(QObject):
    """Owns the file actions of one main window and the undo history of its game."""

    # A failed autosave, reported from the writer's thread; queued to the GUI thread.
    autosave_failed = Signal(object)

    def __init__(self, window: QMainWindow, controller: GameController,
                 settings: QSettings | None = None):
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.path: Path | None = None          # where the game was last saved or opened
        self.history: UndoHistory | None = None
        self._logged: list = []                 # the action log autosaved and synced last
        self._saved_log: list | None = None     # the log as last saved to or opened from path
        self._game_key: tuple | None = None     # (set-up, deal) of the game in the history
        self._autosave_warned = False
        self.autosave_failed.connect(self._on_autosave_failed)
        # This window's own autosave file (another window has its own), written on a
        # thread of its own: the disk never holds up the window.
        try:
            self.autosave_slot: AutosaveSlot | None = AutosaveSlot.claim()
        except SaveError as exc:
            self.autosave_slot = None
            self._no_slot = exc
        self.autosave_writer = AutosaveWriter(
            on_error=self.autosave_failed.emit,
            path=self.autosave_slot.path if self.autosave_slot else None)
        self.settings = settings if settings is not None else QSettings(ORGANISATION, APPLICATION)

        self.open_action = self._action("&Open…", QKeySequence.StandardKey.Open, self.open)
        self.save_action = self._action("&Save", QKeySequence.StandardKey.Save, self.save)
        self.save_as_action = self._action("Save &As…", QKeySequence("Ctrl+Shift+S"),
                                           self.save_as)
        self.undo_action = self._action("&Undo", QKeySequence("Ctrl+Z"), self.undo)
        self.redo_action = self._action("&Redo", QKeySequence("Ctrl+Shift+Z"), self.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.across_turns_action = QAction("Allow undo across turns (hot-seat)", self)
        self.across_turns_action.setCheckable(True)
        self.across_turns_action.setChecked(
            _as_bool(self.settings.value(UNDO_ACROSS_TURNS_KEY, False)))
        self.across_turns_action.toggled.connect(self._set_across_turns)
        self.recent_menu = QMenu("Recent &games", window)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)

        controller.game_started.connect(self._on_game_started)
        controller.state_changed.connect(self._on_state_changed)
        self._update_actions()

    def _action(self, text: str, shortcut, slot) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        # Shortcuts work wherever the focus is inside the window, menu shown or not.
        self.window.addAction(action)
        return action

    def fill_menu(self, menu: QMenu) -> None:
        """Add the file and undo commands to the window's Game menu."""
        menu.addSeparator()
        menu.addAction(self.open_action)
        menu.addMenu(self.recent_menu)
        menu.addAction(self.save_action)
        menu.addAction(self.save_as_action)
        menu.addSeparator()
        menu.addAction(self.undo_action)
        menu.addAction(self.redo_action)
        menu.addAction(self.across_turns_action)

    # --- saving ---------------------------------------------------------------------
    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        if not self.controller.has_game:
            return False
        start = self.path or _start_folder() / f"{self._default_name()}{SAVE_SUFFIX}"
        name, _ = QFileDialog.getSaveFileName(self.window, "Save game", str(start), FILE_FILTER)
        if not name:
            return False
        return self._write(Path(name))

    def _default_name(self) -> str:
        names = "-".join(s.name for s in self.controller.setup.seats)
        return f"{names} {datetime.now():%Y-%m-%d %H.%M}"

    def _write(self, path: Path) -> bool:
        try:
            write_save(path, saved_game_of(self.controller), self.controller.state)
        except SaveError as exc:
            self._warn("Cannot save the game", exc)
            return False
        self.path = path
        self._saved_log = list(self.controller.actions)
        self._remember(path)
        self._update_title()
        self._status(f"Saved to {path}")
        return True

    # --- loading --------------------------------------------------------------------
    def open(self) -> bool:
        start = self.path.parent if self.path else _start_folder()
        name, _ = QFileDialog.getOpenFileName(self.window, "Open game", str(start), FILE_FILTER)
        return bool(name) and self.open_file(Path(name))

    def open_file(self, path: Path) -> bool:
        """Load a save; a bad file is refused in a dialog and the current game stays."""
        try:
            loaded = read_save(path)
            self.show_loaded(loaded)
        except SaveError as exc:
            self._warn("Cannot open the game", exc.with_path(path) if exc.path is None else exc)
            return False
        self.path = path
        self._saved_log = list(self.controller.actions)
        self._remember(path)
        self._update_title()
        self._status(f"Opened {path}")
        return True

    def show_loaded(self, loaded: LoadedGame) -> None:
        """Put a loaded game into the controller (``SaveError`` if the window refuses it)."""
        setup = window_setup_of(loaded.game.setup)
        try:
            self.controller.load_game(setup, loaded.game.actions, loaded.game.setup.deal)
        except ValueError as exc:
            raise SaveError(str(exc)) from None

    # --- resuming -------------------------------------------------------------------
    def offer_resume(self) -> bool:
        """At start: offer every game left unfinished in an autosave no other window holds
        (one to resume; the others, and a declined one, are kept in the saves folder, so
        nothing is lost)."""
        self.autosave_writer.flush(5.0)        # read what this window wrote, not less
        found = interrupted_games(self.autosave_slot)
        try:
            for broken in (f for f in found if f.problem is not None):
                self._warn("The autosaved game cannot be resumed", broken.problem)
            games = [f for f in found if f.loaded is not None]
            if not games:
                return False
            chosen = self._choose_interrupted(games)
            for other in games:
                if other is not chosen:
                    self._keep_declined_autosave(other.loaded, other.path)
            if chosen is None:
                return False
            try:
                self.show_loaded(chosen.loaded)
            except SaveError as exc:
                self._warn("The autosaved game cannot be resumed", exc)
                return False
            own = self.autosave_slot.path if self.autosave_slot else None
            if chosen.path != own and self.autosave_writer.flush(5.0):
                # it goes on in this window's own autosave, now written
                with contextlib.suppress(OSError):
                    os.remove(chosen.path)
            return True
        finally:
            for game in found:
                game.release()

    def _choose_interrupted(self, games: list[InterruptedGame]) -> InterruptedGame | None:
        def describe(game: InterruptedGame) -> str:
            loaded = game.loaded
            return (f"{', '.join(loaded.game.setup.names)}, round {loaded.state.round}, "
                    f"{len(loaded.game.actions)} actions played")
        if len(games) == 1:
            answer = QMessageBox.question(
                self.window, "Resume game?",
                f"A game was interrupted: {describe(games[0])}.\n\nResume it?",
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes)
            return games[0] if answer == QMessageBox.StandardButton.Yes else None
        keep_all = "None — keep them all in the saves folder"
        items = [describe(g) for g in games] + [keep_all]
        choice, accepted = QInputDialog.getItem(
            self.window, "Resume game?",
            f"{len(games)} games were interrupted. Resume one of them here?\n"
            "The others are kept in the saves folder (Game → Recent games).",
            items, 0, False)
        if not accepted or choice == keep_all:
            return None
        return games[items.index(choice)]

    def _keep_declined_autosave(self, loaded: LoadedGame, path: Path) -> None:
        stamp = (loaded.saved_at or datetime.now().isoformat()).replace(":", ".")[:19]
        try:
            target = saves_dir() / f"Interrupted game {stamp}{SAVE_SUFFIX}"
            os.replace(path, target)
        except OSError:
            return                          # it stays as the autosave; nothing is lost
        self._remember(target)

    # --- undo / redo ----------------------------------------------------------------
    def undo(self) -> bool:
        return self._go_to(self.history.undo_actions() if self.history else None)

    def redo(self) -> bool:
        return self._go_to(self.history.redo_actions() if self.history else None)

    def _go_to(self, actions: list | None) -> bool:
        if actions is None:
            return False
        controller = self.controller
        controller.load_game(controller.setup, actions, controller.deal)
        return True

    def _set_across_turns(self, on: bool) -> None:
        self.settings.setValue(UNDO_ACROSS_TURNS_KEY, on)
        if self.history:
            self.history.across_turns = on
        self._update_actions()

    # --- following the game -------------------------------------------------------------
    def _on_game_started(self) -> None:
        controller = self.controller
        key = (controller.setup, controller.deal)
        if key != self._game_key:            # a different game, not an undo or redo of this one
            self._keep_unsaved_game()
            self._game_key = key
            self.path = None
            self._saved_log = None
            self.history = UndoHistory(saved_game_of(controller).setup,
                                       self.across_turns_action.isChecked())
            self._logged = None
        self._on_state_changed()

    def _keep_unsaved_game(self) -> None:
        """The game being left (for New game or Open…) is kept in the saves folder if it
        is unfinished and not saved as it stands: the autosave now follows the new game."""
        history, actions = self.history, self._logged
        if (history is None or not actions or history.over
                or (self._saved_log is not None and same_actions(actions, self._saved_log))):
            return
        names = "-".join(history.setup.names)
        try:
            path = saves_dir() / f"Unfinished game {names} {datetime.now():%Y-%m-%d %H.%M.%S}" \
                f"{SAVE_SUFFIX}"
            write_save(path, SavedGame(history.setup, list(actions)))
        except (SaveError, OSError) as exc:
            self._warn("The previous game could not be kept",
                       exc if isinstance(exc, SaveError) else SaveError(str(exc)))
            return
        self._remember(path)
        self._status(f"The unfinished game was kept as {path.name} (Game → Recent games)")

    def _on_state_changed(self) -> None:
        controller = self.controller
        if not controller.has_game or controller.actions == self._logged:
            self._update_actions()
            return
        self._logged = list(controller.actions)
        self.history.sync(self._logged)
        self._autosave()
        self._update_actions()

    def _autosave(self) -> None:
        if self.autosave_slot is None:
            self._on_autosave_failed(self._no_slot)
            return
        self.autosave_writer.submit(saved_game_of(self.controller), self.controller.state)

    def _on_autosave_failed(self, exc: SaveError) -> None:
        self._status(f"Autosave failed: {exc.problem}")
        if not self._autosave_warned:          # once: a dialog after every move would nag
            self._autosave_warned = True
            self._warn("Autosave failed", exc)

    def close(self) -> None:
        """The window closes: what is still to be autosaved goes to disk first, then its
        autosave slot is free for the next window."""
        self.autosave_writer.close()
        if self.autosave_slot is not None:
            self.autosave_slot.release()

    def _update_title(self) -> None:
        """The title names the open file; Qt's [*] marks moves made since it was saved."""
        controller = self.controller
        name = self.path.name if self.path else "unsaved game" if controller.has_game else ""
        self.window.setWindowTitle(f"Vikings Desktop — {name}[*]" if name else "Vikings Desktop")
        self.window.setWindowModified(bool(controller.has_game and controller.actions) and (
            self._saved_log is None or not same_actions(controller.actions, self._saved_log)))

    def _update_actions(self) -> None:
        self._update_title()
        has_game = self.controller.has_game
        self.save_action.setEnabled(has_game)
        self.save_as_action.setEnabled(has_game)
        history = self.history if has_game else None
        undo_text = history.undo_text() if history else ""
        redo_text = history.redo_text() if history else ""
        self.undo_action.setEnabled(bool(undo_text))
        self.redo_action.setEnabled(bool(redo_text))
        self.undo_action.setText(f"&Undo: {undo_text}" if undo_text else "&Undo")
        self.redo_action.setText(f"&Redo: {redo_text}" if redo_text else "&Redo")

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

    # --- telling the player -------------------------------------------------------------
    def _warn(self, title: str, exc: SaveError) -> None:
        QMessageBox.warning(self.window, title, str(exc))

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 5000)


def _start_folder() -> Path:
    """Where file dialogs open: the saves folder, or home if it cannot be created."""
    try:
        return saves_dir()
    except OSError:
        return Path.home()


def _as_bool(value) -> bool:
    return value is True or str(value).lower() == "true"
