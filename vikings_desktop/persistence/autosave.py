"""The autosave: the running game written after every action, offered again at start.

``AutosaveWriter`` writes it on a thread of its own, so a slow disk never holds up the
window: the newest game submitted wins (older pending ones are dropped), one thread
writes each file, every write is atomic, and a submitted game is on disk as soon as the
writer gets to it (SETTLE_S and a write: well within a second)."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

from vikings_desktop.engine import GameState

from .atomic import remove_stale_temporaries
from .paths import autosave_path, data_dir
from .savefile import SavedGame, SaveError, SaveProblem, write_save


def write_autosave(game: SavedGame, state: GameState | None = None,
                   path: Path | None = None) -> None:
    """Atomically replace the autosave (``path``: a window's own slot; default the first);
    ``SaveError`` if the data directory is unusable."""
    path = autosave_path() if path is None else path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(f"cannot create the data folder: {exc.strerror}", path.parent,
                        SaveProblem.CANNOT_WRITE) from None
    write_save(path, game, state)


def remove_interrupted_writes() -> None:
    """At start: delete the temporary files killed saves left in our own folders (the data
    folder and the folders in it, such as the saves); a young one may be another window's
    write in progress and stays."""
    folder = data_dir()
    remove_stale_temporaries(folder)
    try:
        subfolders = [entry.path for entry in os.scandir(folder)
                      if entry.is_dir(follow_symlinks=False)]
    except OSError:
        return
    for subfolder in subfolders:
        remove_stale_temporaries(subfolder)

# A game submitted ``lazy`` (the same game at another point: an undo, a redo) waits this
# long for a newer one before it is written: undo or redo held down writes once at the end
# instead of once per step (each write holds Python's lock a while, which the window then
# lacks). A played action is written at once.
SETTLE_S = 0.05


class AutosaveWriter:
    """Writes submitted games to the autosave off the caller's thread.

    ``submit`` returns at once; ``flush`` waits until everything submitted is written;
    ``close`` flushes and ends the thread. A failed write is handed to ``on_error`` (on
    the writer's thread: a GUI passes it on through a queued signal) and the next
    submission is tried afresh."""

    def __init__(self, on_error: Callable[[SaveError], None] | None = None,
                 write: Callable[[SavedGame, GameState | None], None] | None = None,
                 path: Path | None = None, settle: float = SETTLE_S):
        self._write = write                  # None: ``write_autosave`` (looked up per write)
        self._settle = settle
        self._hurry = False                  # flush or close: write what is pending now
        self._lazy = False                   # the pending game may wait (see SETTLE_S)
        self.path = path                     # the window's own autosave slot
        self._on_error = on_error
        self._changed = threading.Condition()
        self._pending: tuple[SavedGame, GameState | None] | None = None
        self._writing = False
        self._closed = False
        self.written = 0                     # completed writes, for tests and benchmarks
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def submit(self, game: SavedGame, state: GameState | None = None, *,
               lazy: bool = False) -> None:
        """Write this game soon (``lazy``: after the settling time, unless a newer game
        comes first); a game submitted before it and not yet written is dropped. The state
        is cloned here, so the caller may go on changing its own."""
        snapshot = (game, state.clone() if state is not None else None)
        with self._changed:
            if self._closed:
                raise RuntimeError("the autosave writer is closed")
            self._pending = snapshot
            self._lazy = lazy
            self._changed.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every submitted game is on disk; False on timeout."""
        with self._changed:
            self._hurry = True
            self._changed.notify_all()
            try:
                return self._changed.wait_for(
                    lambda: self._pending is None and not self._writing, timeout)
            finally:
                self._hurry = False

    def close(self, timeout: float | None = 10.0) -> bool:
        """Write what is pending, then stop the thread; True when all was written."""
        done = self.flush(timeout)
        with self._changed:
            self._closed = True
            self._changed.notify_all()
        self._thread.join(timeout)
        return done

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:            # closed with nothing left to write
                    return
                # an undo or redo waits a moment: a newer position may replace it
                self._changed.wait_for(lambda: self._hurry or self._closed or not self._lazy,
                                       self._settle)
                game, state = self._pending
                self._pending = None
                self._writing = True
            try:
                if self._write is not None:
                    self._write(game, state)
                else:
                    write_autosave(game, state, path=self.path)
                self.written += 1
            except SaveError as exc:
                if self._on_error is not None:
                    self._on_error(exc)
            except Exception as exc:  # noqa: BLE001 - the thread must survive to write again
                if self._on_error is not None:
                    self._on_error(SaveError(f"{type(exc).__name__}: {exc}",
                                             kind=SaveProblem.CANNOT_WRITE))
            finally:
                with self._changed:
                    self._writing = False
                    self._changed.notify_all()
