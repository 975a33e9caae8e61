"""Atomic file replacement: a crash or kill mid-write leaves the previous file intact.

The new content goes to a temporary file in the same directory (so the rename never
crosses file systems), is flushed and fsynced, then renamed over the target with
``os.replace`` (atomic on POSIX and Windows); finally the directory is fsynced so the
rename itself survives a power cut.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import os
import re
import stat
import tempfile
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path

STALE_TEMPORARY_SECONDS = 60     # older temporaries of a target are left by a crash
# Our temporaries: ".<target>.<mkstemp's random letters>.tmp"; only saves (".json") count.
TEMPORARY_NAME = re.compile(r"^\.(?P<target>.+\.json)\.[A-Za-z0-9_]+\.tmp$")
_umask_lock = threading.Lock()


def current_umask() -> int:
    """The process's umask, read without changing it where the system allows (Linux
    reports it in /proc); elsewhere set and restored under a lock."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    with _umask_lock:
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically; raises OSError and leaves the old file."""
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    fd, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        try:
            mode = target.stat().st_mode & 0o777       # an overwritten file keeps its mode
        except OSError:
            mode = 0o666 & ~current_umask()            # a new one gets what open() would give
        os.chmod(temp_name, mode)
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_directory(directory)
    _remove_stale_temporaries(directory, target.name)


# A hard link cannot be made here (FAT, some network shares): reserve the name instead.
_NO_LINKS = frozenset(e for e in (getattr(errno, "EPERM", None), getattr(errno, "ENOTSUP", None),
                                  getattr(errno, "EOPNOTSUPP", None), getattr(errno, "ENOSYS", None),
                                  getattr(errno, "EXDEV", None), getattr(errno, "EMLINK", None))
                      if e is not None)
MAX_NUMBERED = 1000


def numbered_names(name: str, suffix: str) -> list[str]:
    """``name`` and then ``stem (2)suffix``, ``stem (3)suffix`` …: the names tried, in
    order, for a file that must never replace another (``suffix`` ends ``name``)."""
    stem = name[:-len(suffix)] if suffix and name.endswith(suffix) else name
    tail = suffix if suffix and name.endswith(suffix) else ""
    return [name] + [f"{stem} ({n}){tail}" for n in range(2, MAX_NUMBERED + 1)]


def create_new_file(directory: str | os.PathLike, names: list[str], data: bytes) -> Path:
    """Write ``data`` under the first of ``names`` in ``directory`` that no file has yet,
    never replacing one (two windows writing the same name at the same moment both keep
    their file). Atomic: the content is complete and fsynced before the name appears (a
    hard link of a temporary file, which fails if the name is taken). Returns the path;
    OSError (``FileExistsError`` when every name is taken) leaves nothing behind."""
    folder = Path(directory)
    fd, temp_name = tempfile.mkstemp(prefix=f".{names[0]}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp_name, 0o666 & ~current_umask())
        target = _link_to_free_name(temp_name, folder, names)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
    _fsync_directory(folder)
    return target


def _link_to_free_name(temp_name: str, folder: Path, names: list[str]) -> Path:
    links = True
    for name in names:
        target = folder / name
        if links:
            try:
                os.link(temp_name, target)
                return target
            except FileExistsError:
                continue
            except OSError as exc:
                if exc.errno not in _NO_LINKS:
                    raise
                links = False
        # No hard links: claim the name with an exclusive create, then fill it atomically.
        try:
            os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except FileExistsError:
            continue
        try:
            os.replace(temp_name, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(target)
            raise
        return target
    raise FileExistsError(errno.EEXIST, "every name is taken", str(folder / names[0]))


def move_to_new_name(source: str | os.PathLike, directory: str | os.PathLike,
                     names: list[str], read: Callable[[str | os.PathLike], bytes]) -> Path:
    """Move ``source`` into ``directory`` under the first free one of ``names``, never
    replacing a file. The file is in its new place before it leaves the old one; when the
    old one cannot be removed the new one is removed again (it stays where it was, once).
    ``read(source)`` gives its bytes where a hard link cannot be made. OSError on failure."""
    folder = Path(directory)
    target: Path | None = None
    for name in names:
        try:
            os.link(source, folder / name)
            target = folder / name
            break
        except FileExistsError:
            continue
        except OSError as exc:
            if exc.errno not in _NO_LINKS:
                raise
            target = create_new_file(folder, names, read(source))
            break
    if target is None:
        raise FileExistsError(errno.EEXIST, "every name is taken", str(folder / names[0]))
    try:
        os.unlink(source)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(target)
        raise
    _fsync_directory(folder)
    _fsync_directory(Path(source).parent)
    return target


def _remove_stale_temporaries(directory: Path, name: str) -> None:
    """Delete what a killed earlier write of ``name`` left behind; a young one may be
    another process's write in progress and stays."""
    _remove_if_stale(directory.glob(f".{glob.escape(name)}.*.tmp"))


def remove_stale_temporaries(directory: str | os.PathLike) -> None:
    """At start: delete the temporaries killed writes of saves left in ``directory``
    (only names of our own pattern, only regular files, only ones older than a minute)."""
    try:
        names = os.listdir(directory)
    except OSError:
        return
    _remove_if_stale(Path(directory, n) for n in names if TEMPORARY_NAME.match(n))


def _remove_if_stale(paths: Iterable[Path]) -> None:
    limit = time.time() - STALE_TEMPORARY_SECONDS
    for leftover in paths:
        with contextlib.suppress(OSError):
            info = leftover.lstat()
            if stat.S_ISREG(info.st_mode) and info.st_mtime < limit:
                leftover.unlink()


def _fsync_directory(directory: Path) -> None:
    # Windows cannot open a directory; there the rename is already durable enough.
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        dir_fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)
