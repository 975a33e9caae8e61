"""Each window's own autosave file (two windows once shared one: the last writer won and
the other game was gone).

A window claims a slot: ``autosave.json`` for the first, ``autosave-2.json`` … for more.
A slot is held by an operating-system lock on ``<autosave>.lock`` for as long as the
window lives; the lock goes with its process, so a killed window's slot is free again and
its game is found as interrupted at the next start. Every slot nobody holds that keeps an
unfinished game is an interrupted game; the one offering it holds its lock meanwhile, so
two windows starting together never offer the same game twice.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from vikings_desktop.safe_files import describe_os_error

from .paths import data_dir
from .savefile import LoadedGame, SavedGame, SaveError, SaveProblem, read_save, write_save

MAX_SLOTS = 8
# A lock the system refuses for a moment (no locks free, an interrupted call) is tried
# again for this long before the window says it cannot autosave.
LOCK_WAIT_S = 1.0


def slot_path(number: int) -> Path:
    """The autosave of slot ``number`` (1 is the plain ``autosave.json``)."""
    return data_dir() / ("autosave.json" if number == 1 else f"autosave-{number}.json")


def _lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


@dataclass
class Lock:
    """Trying a slot's lock: ``handle`` when this window holds it now; otherwise
    ``problem`` says why it cannot be locked here (a read-only folder, a lock file that
    is a folder or a link to nothing …), or neither when another window holds it."""
    handle: IO[bytes] | None = None
    problem: str | None = None
    passing: bool = False          # the problem may pass: trying again is worthwhile

    @property
    def held_elsewhere(self) -> bool:
        return self.handle is None and self.problem is None


def _lock_file_problem(lock: Path) -> str | None:
    """Why ``lock`` cannot serve as a lock file, or None when it can (or is not there)."""
    try:
        mode = os.stat(lock).st_mode
    except FileNotFoundError:
        if os.path.lexists(lock):
            return f"its lock file {lock.name} is a link to nothing"
        return None
    except OSError as exc:
        return f"its lock file {lock.name} cannot be used: {describe_os_error(exc)}"
    if stat.S_ISDIR(mode):
        return f"its lock file {lock.name} is a folder"
    if not stat.S_ISREG(mode):
        return f"its lock file {lock.name} is not a regular file"
    return None


def _open_lock(lock: Path) -> IO[bytes]:
    """The lock file, opened for locking: made if need be; where it cannot be written
    (a read-only folder or disk) an existing one opened for reading locks as well."""
    try:
        return open(lock, "a+b")  # noqa: SIM115 - held until released
    except OSError as exc:
        if exc.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise
        try:
            return open(lock, "rb")  # noqa: SIM115 - held until released
        except FileNotFoundError:
            raise exc from None


def try_lock(path: Path) -> Lock:
    """Hold the slot's lock (``path``: its autosave), or say who or what prevents it."""
    lock = _lock_path(path)
    problem = _lock_file_problem(lock)
    if problem is not None:
        return Lock(problem=problem)
    try:
        handle = _open_lock(lock)
    except OSError as exc:
        return Lock(problem=f"cannot make its lock file {lock.name}: "
                            f"{describe_os_error(exc)}")
    try:
        if sys.platform == "win32":            # Windows (a check mypy understands)
            import msvcrt
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        handle.close()
        if sys.platform == "win32" or exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN,
                                                    errno.EACCES):
            return Lock()                      # another window (or this one) holds it
        return Lock(problem=f"cannot lock {lock.name}: {describe_os_error(exc)}", passing=True)
    return Lock(handle=handle)


def _one_line(problems: list[Lock]) -> str:
    """The first slot's problem and how many more there are: one short line, not the
    same reason once per slot."""
    first = problems[0].problem
    if len(problems) == 1:
        return str(first)
    return f"{first} ({len(problems) - 1} more autosave slots cannot be locked either)"


def _unlock(handle: IO[bytes]) -> None:
    # Closing the file releases an flock and (on Windows) the byte-range lock.
    with contextlib.suppress(OSError):
        handle.close()


@dataclass
class AutosaveSlot:
    """This window's autosave file, locked until ``release``."""
    number: int
    path: Path
    _handle: IO[bytes] | None = field(default=None, repr=False)

    @classmethod
    def claim(cls, skip: AutosaveSlot | None = None) -> AutosaveSlot:
        """The first free slot (never ``skip``); ``SaveError`` when the data folder is
        unusable, when no slot can be locked here (saying why), or when every slot is
        held by another window."""
        folder = data_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except FileExistsError:
            raise SaveError("the data folder is a file, not a folder", folder,
                            SaveProblem.CANNOT_WRITE) from None
        except OSError as exc:
            raise SaveError(f"cannot create the data folder: {describe_os_error(exc)}",
                            folder, SaveProblem.CANNOT_WRITE) from None
        deadline = time.monotonic() + LOCK_WAIT_S
        while True:
            problems: list[Lock] = []
            for number in range(1, MAX_SLOTS + 1):
                path = slot_path(number)
                if skip is not None and skip.path == path:
                    continue
                lock = try_lock(path)
                if lock.handle is not None:
                    return cls(number, path, lock.handle)
                if lock.problem is not None:
                    problems.append(lock)
            if not any(p.passing for p in problems) or time.monotonic() >= deadline:
                break
            time.sleep(0.05)
        if problems:
            raise SaveError(f"cannot autosave in this folder: {_one_line(problems)}", folder,
                            SaveProblem.CANNOT_WRITE)
        raise SaveError(f"{MAX_SLOTS} windows are autosaving already; close one to "
                        "autosave this game", folder, SaveProblem.CANNOT_WRITE)

    def leave_behind(self, game: SavedGame) -> AutosaveSlot:
        """Keep ``game`` as an interrupted game in this slot's autosave (offered at the
        next start) and go on in a new slot, returned; this one is released. For a game
        that cannot be kept in the saves folder. ``SaveError`` when the game cannot be
        written here or no other slot is free: then nothing changed."""
        successor = AutosaveSlot.claim(skip=self)
        try:
            write_save(self.path, game)
        except SaveError:
            successor.release()
            raise
        self.release()
        return successor

    @property
    def held(self) -> bool:
        return self._handle is not None

    def release(self) -> None:
        if self._handle is not None:
            _unlock(self._handle)
            self._handle = None


@dataclass
class InterruptedGame:
    """An unfinished game found in an autosave slot (``loaded``), or the reason it cannot
    be read (``problem``); its slot stays locked until ``release``."""
    path: Path
    loaded: LoadedGame | None
    problem: SaveError | None = None
    _handle: IO[bytes] | None = field(default=None, repr=False)
    # Why its slot could not be locked (then it is offered all the same, unlocked).
    lock_problem: str | None = None

    def release(self) -> None:
        if self._handle is not None:
            _unlock(self._handle)
            self._handle = None


def left_unfinished(loaded: LoadedGame) -> bool:
    """An autosaved game worth offering: unfinished, with at least one action played."""
    return not loaded.state.is_over() and bool(loaded.game.actions)


def interrupted_games(own: AutosaveSlot | None = None) -> list[InterruptedGame]:
    """Every unfinished game in a slot no other window holds (this window's own slot
    included: it may keep the game of a session that was killed)."""
    found = []
    for number in range(1, MAX_SLOTS + 1):
        path = slot_path(number)
        if not path.exists():
            continue
        mine = own is not None and own.held and own.path == path
        lock = Lock() if mine else try_lock(path)
        if not mine and lock.held_elsewhere:
            continue                                   # another window's running game
        # A slot that cannot be locked here (read-only folder, a lock file that is a
        # folder …) is offered all the same: hiding its game would lose it for good.
        handle = lock.handle
        try:
            loaded = read_save(path)
        except SaveError as exc:
            found.append(InterruptedGame(path, None, exc, handle, lock.problem))
            continue
        if not left_unfinished(loaded):
            if handle is not None:
                _unlock(handle)
            continue
        found.append(InterruptedGame(path, loaded, None, handle, lock.problem))
    return found
