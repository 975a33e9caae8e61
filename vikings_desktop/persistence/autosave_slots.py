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
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from .paths import data_dir
from .savefile import LoadedGame, SaveError, SaveProblem, read_save

MAX_SLOTS = 8


def slot_path(number: int) -> Path:
    """The autosave of slot ``number`` (1 is the plain ``autosave.json``)."""
    return data_dir() / ("autosave.json" if number == 1 else f"autosave-{number}.json")


def _lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def _try_lock(path: Path) -> IO[bytes] | None:
    """Hold the slot's lock file, or None when another window (or this one) holds it."""
    try:
        handle = open(_lock_path(path), "a+b")  # noqa: SIM115 - held until released
    except OSError:
        return None
    try:
        if sys.platform == "win32":            # Windows (a check mypy understands)
            import msvcrt
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return None
    return handle


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
    def claim(cls) -> AutosaveSlot:
        """The first free slot; ``SaveError`` when the data folder is unusable or every
        slot is held by another window."""
        folder = data_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveError(f"cannot create the data folder: {exc.strerror}", folder,
                            SaveProblem.CANNOT_WRITE) from None
        for number in range(1, MAX_SLOTS + 1):
            path = slot_path(number)
            handle = _try_lock(path)
            if handle is not None:
                return cls(number, path, handle)
        raise SaveError(f"{MAX_SLOTS} windows are autosaving already; close one to "
                        "autosave this game", folder, SaveProblem.CANNOT_WRITE)

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
        handle = None if mine else _try_lock(path)
        if not mine and handle is None:
            continue                                   # another window's running game
        try:
            loaded = read_save(path)
        except SaveError as exc:
            found.append(InterruptedGame(path, None, exc, handle))
            continue
        if not left_unfinished(loaded):
            if handle is not None:
                _unlock(handle)
            continue
        found.append(InterruptedGame(path, loaded, None, handle))
    return found
