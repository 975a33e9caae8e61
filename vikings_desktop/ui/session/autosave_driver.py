"""The autosave of a window's game: written after every action on a thread of its own,
the offer to resume interrupted games at start, keeping a left unfinished game."""

from __future__ import annotations

import contextlib
import os
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QInputDialog, QMessageBox

from vikings_desktop.persistence import (
    AutosaveWriter,
    LoadedGame,
    SavedGame,
    SaveError,
)
from vikings_desktop.persistence.autosave_slots import (
    AutosaveSlot,
    InterruptedGame,
    interrupted_games,
)
from vikings_desktop.persistence.keeping import keep_interrupted_game, keep_unfinished_game

from .save_files import SaveFiles, saved_game_of, status, warn

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from vikings_desktop.session import Reset

    from .game_table import GameTable


class AutosaveDriver(QObject):
    """One window's autosave: its own slot (another window has its own), written after
    every action on a thread of its own, so the disk never holds up the window; the offer
    to resume interrupted games; keeping a left unfinished game. ``kept`` (a path) when a
    game was kept in the saves folder (for Recent games)."""

    kept = Signal(object)               # Path
    # A failed autosave, reported from the writer's thread; queued to the GUI thread.
    autosave_failed = Signal(object)

    def __init__(self, window: QMainWindow, table: GameTable, files: SaveFiles):
        super().__init__(window)
        self.window = window
        self.table = table
        self.files = files
        self._game: SavedGame | None = None     # the game as autosaved last
        self._over = False
        self._restoring = False                 # a game that could not be kept comes back
        self._autosave_warned = False
        self.autosave_failed.connect(self._on_autosave_failed)
        try:
            self.autosave_slot: AutosaveSlot | None = AutosaveSlot.claim()
        except SaveError as exc:
            self.autosave_slot = None
            self._no_slot = exc
        self.autosave_writer = AutosaveWriter(
            on_error=self.autosave_failed.emit,
            path=self.autosave_slot.path if self.autosave_slot else None)
        table.action_applied.connect(self._autosave)

    def game_changed(self, reset: Reset) -> None:
        """The position was replaced: leaving a game keeps it (``_keep_unsaved_game``);
        every position is autosaved."""
        if not reset.same_game:
            self._keep_unsaved_game()
        self._autosave(lazy=reset.same_game)     # undo, redo: no move is lost by waiting

    # --- resuming -------------------------------------------------------------------
    def offer_resume(self) -> bool:
        """At start: offer every game left unfinished in an autosave no other window holds
        (one to resume; the others, and a declined one, are kept in the saves folder, so
        nothing is lost)."""
        self.autosave_writer.flush(5.0)        # read what this window wrote, not less
        found = interrupted_games(self.autosave_slot)
        try:
            for broken in found:
                if broken.problem is not None:
                    warn(self.window, QCoreApplication.translate("AutosaveDriver", "The autosaved game cannot be resumed"),
                               broken.problem)
            games = [f for f in found if f.loaded is not None]
            if not games:
                return False
            chosen = self.choose_interrupted(games)
            for other in games:
                if other is not chosen and other.loaded is not None:
                    self._keep_declined_autosave(other.loaded, other.path)
            if chosen is None or chosen.loaded is None:     # (games all loaded)
                return False
            try:
                self.files.show_loaded(chosen.loaded)
                self.files.take_up_file(chosen.loaded.game.file)
            except SaveError as exc:
                warn(self.window, QCoreApplication.translate("AutosaveDriver", "The autosaved game cannot be resumed"), exc)
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

    def choose_interrupted(self, games: list[InterruptedGame]) -> InterruptedGame | None:
        """Ask the player which interrupted game to resume here (None: none of them)."""
        def describe(game: InterruptedGame) -> str:
            loaded = game.loaded
            assert loaded is not None           # only games that loaded are offered
            return QCoreApplication.translate("AutosaveDriver", "{names}, round {round}, {count} actions played").format(
                names=", ".join(loaded.game.setup.names), round=loaded.state.round,
                count=len(loaded.game.actions))
        if len(games) == 1:
            answer = QMessageBox.question(
                self.window, QCoreApplication.translate("AutosaveDriver", "Resume game?"),
                QCoreApplication.translate("AutosaveDriver", "A game was interrupted: {game}.\n\nResume it?").format(
                    game=describe(games[0])),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes)
            return games[0] if answer == QMessageBox.StandardButton.Yes else None
        keep_all = QCoreApplication.translate("AutosaveDriver", "None — keep them all in the saves folder")
        items = [describe(g) for g in games] + [keep_all]
        choice, accepted = QInputDialog.getItem(
            self.window, QCoreApplication.translate("AutosaveDriver", "Resume game?"),
            QCoreApplication.translate("AutosaveDriver", "{count} games were interrupted. Resume one of them here?\n"
                                       "The others are kept in the saves folder (Game → Recent "
                                       "games).").format(count=len(games)),
            items, 0, False)
        if not accepted or choice == keep_all:
            return None
        return games[items.index(choice)]

    def _keep_declined_autosave(self, loaded: LoadedGame, path: Path) -> None:
        try:      # under a name of its own: games killed in the same second all stay
            target = keep_interrupted_game(path, loaded.saved_at, datetime.now(), QCoreApplication.translate(
                "AutosaveDriver", "Interrupted game"))
        except SaveError:
            return                          # it stays as the autosave; nothing is lost
        self.kept.emit(target)

    def _keep_unsaved_game(self) -> None:
        """The game being left (for New game or Open…) is kept in the saves folder if it
        is unfinished and not saved as it stands: the autosave now follows the new game.
        Where the saves folder refuses it, it stays behind as an interrupted game (offered
        at the next start); where that fails too, the new game does not start."""
        game = self._game
        if (game is None or not game.actions or self._over or self._restoring
                or self.files.saved_as_it_stands(game.actions)):
            return
        try:
            path = keep_unfinished_game(game, when=datetime.now(), title=QCoreApplication.translate(
                "AutosaveDriver", "Unfinished game"))
        except SaveError as exc:
            self._leave_unsaved_game(game, exc)
            return
        self.kept.emit(path)
        status(self.window, QCoreApplication.translate("AutosaveDriver", "The unfinished game was kept as {name} (Game → Recent "
                                                "games)").format(name=path.name))

    def _leave_unsaved_game(self, game: SavedGame, refused: SaveError) -> None:
        """The saves folder refused the game being left: it stays in this window's
        autosave as an interrupted game, and the window autosaves into a new slot."""
        slot = self.autosave_slot
        title = QCoreApplication.translate("AutosaveDriver", "The previous game could not be kept")
        if slot is not None:
            self.autosave_writer.flush(5.0)
            try:
                successor = slot.leave_behind(game)
            except SaveError:
                pass
            else:
                self.autosave_slot = successor
                self.autosave_writer.path = successor.path
                QMessageBox.warning(self.window, title, QCoreApplication.translate(
                    "AutosaveDriver", "The unfinished game could not be put in the saves "
                    "folder, so it was kept as an interrupted game: it will be offered "
                    "when Vikings Desktop starts next.\n\nDetails: {problem}").format(
                        problem=refused))
                return
        # Nowhere to keep it: the new game does not go ahead, the old one comes back.
        QMessageBox.warning(self.window, title, QCoreApplication.translate(
            "AutosaveDriver", "The unfinished game could not be kept anywhere, so the new "
            "game was not started and the unfinished one goes on. Save it with Game → Save "
            "As… in another folder first.\n\nDetails: {problem}").format(problem=refused))
        QTimer.singleShot(0, self, lambda: self._restore_game(game))

    def _restore_game(self, game: SavedGame) -> None:
        self._restoring = True              # the game it replaces is not kept in turn
        try:
            positions: list = []
            self.files.show_loaded(LoadedGame(game, game.replay(positions), positions=positions))
        except SaveError as exc:
            warn(self.window, QCoreApplication.translate("AutosaveDriver", "The previous game could not be kept"), exc)
        finally:
            self._restoring = False

    def _autosave(self, *_args, lazy: bool = False) -> None:
        state = self.table.session.state
        if state is None:
            return
        path = self.files.path
        self._game = replace(saved_game_of(self.table), file=None if path is None else str(path))
        self._over = state.is_over()
        if self.autosave_slot is None:
            self._on_autosave_failed(self._no_slot)
            return
        self.autosave_writer.submit(self._game, state, lazy=lazy)

    def _on_autosave_failed(self, exc: SaveError) -> None:
        status(self.window, QCoreApplication.translate("AutosaveDriver", "Autosave failed: {problem}").format(problem=exc.problem))
        if not self._autosave_warned:          # once: a dialog after every move would nag
            self._autosave_warned = True
            warn(self.window, QCoreApplication.translate("AutosaveDriver", "Autosave failed"), exc)

    def close(self) -> None:
        """The window closes: what is still to be autosaved goes to disk first, then its
        autosave slot is free for the next window. A game saved as it stands needs no
        autosave: it is not offered as interrupted next time (its save file has it)."""
        self.autosave_writer.close()
        if self.autosave_slot is not None:
            if self.table.session.actions and self.files.saved_as_it_stands():
                with contextlib.suppress(OSError):
                    os.remove(self.autosave_slot.path)
            self.autosave_slot.release()
