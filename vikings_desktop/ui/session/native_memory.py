"""Give the C allocator's free memory back to the system between games.

A game in the window frees many small native objects (Qt's text layouts, paint
buffers, the engine's states); glibc keeps the freed pages in its arenas, so the
window's memory crept up over the first games without any object being kept.
``malloc_trim`` returns them; elsewhere (other C libraries, Windows, macOS) this does
nothing."""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from collections.abc import Callable

_trim: Callable[[int], int] | None = None
_looked_up = False


def _malloc_trim() -> Callable[[int], int] | None:
    global _trim, _looked_up
    if not _looked_up:
        _looked_up = True
        if sys.platform.startswith("linux"):
            try:
                libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                _trim = libc.malloc_trim
            except (OSError, AttributeError):       # not glibc (e.g. musl): nothing to do
                _trim = None
    return _trim


def give_back_free_memory() -> bool:
    """Return freed heap pages to the system; True if the C library could."""
    trim = _malloc_trim()
    return bool(trim is not None and trim(0))
