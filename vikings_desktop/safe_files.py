"""Files at the edges, without Qt: reading only regular files with a size cap, and file
names built from player names that every common file system accepts.

Every file the app opens on a player's behalf (saves, the autosave, ``.vkp`` positions)
goes through ``read_regular_file``: a FIFO, a device such as ``/dev/zero`` or a folder is
refused before a single byte is read, so nothing can hang or fill the memory.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import unicodedata

# Windows refuses these in any file name; "/" separates folders everywhere.
FORBIDDEN_CHARACTERS = frozenset('<>:"/\\|?*')
# Windows reserves these names, with or without an extension, in any case.
RESERVED_NAMES = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{stem}{n}" for stem in ("COM", "LPT") for n in (*"123456789", "¹", "²", "³")])
MAX_NAME_BYTES = 200     # file systems allow 255 bytes; the rest is for suffixes and temporaries


class UnreadableFile(ValueError):
    """A file that is not read: the message says why, in plain words (no path)."""


def describe_os_error(exc: OSError) -> str:
    """A short, plain reason for a failed read or write."""
    reasons: dict[int | None, str] = {      # (OSError.errno may be None)
        errno.EROFS: "the folder is on a read-only file system",
        errno.ENOSPC: "the disk is full",
        errno.EDQUOT: "the disk quota is exhausted",
        errno.EACCES: "permission denied",
        errno.EPERM: "permission denied",
        errno.ENOENT: "no such file or folder",
        errno.EISDIR: "it is a folder, not a file",
        errno.ENOTDIR: "a part of the path is not a folder",
        errno.ENAMETOOLONG: "the file name is too long",
        errno.ELOOP: "too many symbolic links",
    }
    return reasons.get(exc.errno, exc.strerror or exc.__class__.__name__)


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a pipe (FIFO), not a regular file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a regular file"
    if stat.S_ISSOCK(mode):
        return "it is a socket, not a regular file"
    return "it is not a regular file"


def read_regular_file(path: str | os.PathLike, limit: int, what: str = "file") -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes;
    ``UnreadableFile`` naming the problem otherwise. Never blocks on a FIFO or device:
    the file is opened non-blocking and checked before anything is read."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    if hasattr(os, "O_NONBLOCK"):
        flags |= os.O_NONBLOCK
    else:                                     # Windows: no FIFOs to block on, check first
        try:
            mode = os.stat(path).st_mode
        except OSError as exc:
            raise UnreadableFile(f"cannot read the file: {describe_os_error(exc)}") from None
        if not stat.S_ISREG(mode):
            raise UnreadableFile(f"cannot read the file: {_kind_of(mode)}")
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise UnreadableFile(f"cannot read the file: {describe_os_error(exc)}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(f"cannot read the file: {_kind_of(info.st_mode)}")
        if info.st_size > limit:
            raise UnreadableFile(too_large(info.st_size, limit, what))
        chunks, size = [], 0
        while size <= limit:                  # the file may have grown since fstat
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise UnreadableFile(f"cannot read the file: {describe_os_error(exc)}") from None
    finally:
        os.close(fd)
    if size > limit:
        raise UnreadableFile(too_large(size, limit, what))
    return b"".join(chunks)


def too_large(size: int, limit: int, what: str) -> str:
    if limit >= 1048576:
        return (f"the file is too large ({size / 1048576:.1f} MB; a {what} is at most "
                f"{limit // 1048576} MB)")
    return f"the file is too large ({size} bytes; a {what} is at most {limit} bytes)"


def unwritable_character(text: str) -> str | None:
    """The first character of ``text`` that does not belong in a name: a lone surrogate
    (it cannot be written as UTF-8), a control character or a line/paragraph separator.
    None when there is none."""
    for char in text:
        if unicodedata.category(char) in ("Cs", "Cc", "Zl", "Zp"):
            return char
    return None


def safe_file_name(text: str, fallback: str = "game", max_bytes: int = MAX_NAME_BYTES) -> str:
    """``text`` made into one file-name component valid on Linux, macOS and Windows:
    separators and Windows-forbidden characters become ``_``, control characters and
    lone surrogates are dropped, trailing dots and spaces go, reserved names (``CON``,
    ``com1.txt`` …) get a ``_``, ``.``/``..`` cannot result, and the UTF-8 length is
    capped at ``max_bytes``. The result is never empty (``fallback``)."""
    cleaned = "".join(
        "_" if char in FORBIDDEN_CHARACTERS else char
        for char in unicodedata.normalize("NFC", text[:4 * max_bytes])
        if unicodedata.category(char) not in ("Cs", "Cc", "Cf", "Zl", "Zp"))
    cleaned = re.sub(r"\s+", " ", cleaned[:max_bytes]).strip().rstrip(". ")
    while len(cleaned.encode("utf-8")) > max_bytes:
        cleaned = cleaned[:-1].rstrip(". ")
    if not cleaned.strip("."):
        cleaned = fallback
    if cleaned.split(".", 1)[0].rstrip(" ").upper() in RESERVED_NAMES:
        cleaned = f"_{cleaned}"
    return cleaned
