"""Processes seen through Linux /proc, for the tests that check no worker is left behind
(the decision worker; the arena's pool). Callers skip where /proc is missing."""

from __future__ import annotations

import contextlib
from pathlib import Path

HAS_PROC = Path("/proc/self/task").is_dir()


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead but not yet reaped, does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


def children(pid: int) -> set[int]:
    """``pid``'s child processes, of every thread."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            found |= {int(child) for child in (task / "children").read_text().split()}
    return found


def descendants(pid: int) -> set[int]:
    """Every process below ``pid``."""
    found: set[int] = set()
    todo = [pid]
    while todo:
        below = children(todo.pop()) - found
        found |= below
        todo += sorted(below)
    return found
