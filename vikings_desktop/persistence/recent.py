"""The "Recent games" list: most recent first, no duplicates, bounded, only files that exist."""

from __future__ import annotations

import os
from pathlib import Path

MAX_RECENT = 8


def add_recent(paths: list[str], path: str | os.PathLike, limit: int = MAX_RECENT) -> list[str]:
    """``path`` moved (or added) to the front of the list."""
    entry = str(Path(path).absolute())
    return [entry] + [p for p in paths if p != entry][:limit - 1]


def existing_recent(paths: list[str]) -> list[str]:
    """The entries whose files are still there (a deleted save drops off the menu)."""
    return [p for p in paths if Path(p).is_file()]
