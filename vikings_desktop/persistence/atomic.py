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
import tempfile
import time
from pathlib import Path

NEW_FILE_MODE = 0o644
STALE_TEMPORARY_SECONDS = 60     # older temporaries of a target are left by a crash


def describe_os_error(exc: OSError) -> str:
    """A short, plain reason for a failed read or write."""
    reasons = {
        errno.EROFS: "the folder is on a read-only file system",
        errno.ENOSPC: "the disk is full",
        errno.EDQUOT: "the disk quota is exhausted",
        errno.EACCES: "permission denied",
        errno.EPERM: "permission denied",
        errno.ENOENT: "no such file or folder",
        errno.EISDIR: "it is a folder, not a file",
        errno.ENOTDIR: "a part of the path is not a folder",
        errno.ENAMETOOLONG: "the file name is too long",
    }
    return reasons.get(exc.errno, exc.strerror or exc.__class__.__name__)


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
            mode = target.stat().st_mode & 0o777
        except OSError:
            mode = NEW_FILE_MODE
        os.chmod(temp_name, mode)
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_directory(directory)
    _remove_stale_temporaries(directory, target.name)


def _remove_stale_temporaries(directory: Path, name: str) -> None:
    """Delete what a killed earlier write left behind; a young one may be another
    process's write in progress and stays."""
    limit = time.time() - STALE_TEMPORARY_SECONDS
    for leftover in directory.glob(f".{glob.escape(name)}.*.tmp"):
        with contextlib.suppress(OSError):
            if leftover.stat().st_mtime < limit:
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
