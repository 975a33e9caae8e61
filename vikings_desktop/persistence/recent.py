"""The "Recent games" list: most recent first, no duplicates, bounded, only files that exist."""

from __future__ import annotations

import os
import stat
from pathlib import Path

MAX_RECENT = 8
MAX_COMPONENT_BYTES = 255        # what common file systems allow for one name
MAX_PATH_BYTES = 4096


def add_recent(paths: list[str], path: str | os.PathLike, limit: int = MAX_RECENT) -> list[str]:
    """``path`` moved (or added) to the front of the list."""
    entry = str(Path(path).absolute())
    return [entry] + [p for p in paths if p != entry][:limit - 1]


def plausible_path(entry: str) -> bool:
    """Whether a stored entry can name a file at all: no NUL, every name within the
    file systems' 255 bytes, the whole within 4096 (the settings file is the player's to
    edit; an impossible entry must not make every look-up raise)."""
    if not entry or "\0" in entry:
        return False
    try:
        data = os.fsencode(entry)
    except (UnicodeError, ValueError):
        return False
    return (len(data) <= MAX_PATH_BYTES
            and all(len(part) <= MAX_COMPONENT_BYTES for part in data.split(os.sep.encode())))


def is_existing_file(entry: str) -> bool:
    """Whether ``entry`` is a regular file now; False for anything that cannot be asked
    (``Path.is_file`` raises for an over-long name)."""
    if not plausible_path(entry):
        return False
    try:
        return stat.S_ISREG(os.stat(entry).st_mode)
    except (OSError, ValueError):
        return False


def existing_recent(paths: list[str]) -> list[str]:
    """The entries whose files are still there (a deleted save drops off the menu, and an
    entry no file system could hold with it)."""
    return [p for p in paths if is_existing_file(p)]
