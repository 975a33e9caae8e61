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
M_ARENA_MAX = -8           # mallopt's parameters (glibc's malloc.h)
M_MMAP_THRESHOLD = -3
HEAP_ARENAS = 1            # every thread allocates from the main arena
MAPPED_FROM = 1024 * 1024  # blocks this large get pages of their own


def _glibc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None
    return libc if hasattr(libc, "malloc_trim") and hasattr(libc, "mallopt") else None


def _malloc_trim() -> Callable[[int], int] | None:
    global _trim, _looked_up
    if not _looked_up:
        _looked_up = True
        libc = _glibc()                 # not glibc (e.g. musl): nothing to do
        _trim = libc.malloc_trim if libc is not None else None
    return _trim


def share_the_main_heap_arena() -> bool:
    """Let every thread allocate from the main arena: called before any thread starts
    (on importing ``vikings_desktop.ui``); True if the C library took it. glibc gives threads arenas of their own (up to eight
    per core); the computer players' answers, the autosave and the records each come on
    a thread, and their freed pages, spread over several arenas, are not given back
    whole (the window bench's second game: about 5 MB more with them, 1.3 MB without)."""
    libc = _glibc()
    return bool(libc is not None and libc.mallopt(M_ARENA_MAX, HEAP_ARENAS))


def keep_large_blocks_mapped() -> bool:
    """Give every block of MAPPED_FROM bytes or more pages of its own, returned to the
    system when it is freed; True if the C library took it. Left to itself glibc raises
    that size to the largest block freed so far (a grab of the window, the whole window's
    paint buffer: megabytes), and from then on such buffers come from the heap, where a
    small object allocated after them keeps the heap from shrinking (the window bench's
    memory growth, docs/performance.md)."""
    libc = _glibc()
    return bool(libc is not None and libc.mallopt(M_MMAP_THRESHOLD, MAPPED_FROM))


def give_back_free_memory() -> bool:
    """Return freed heap pages to the system; True if the C library could."""
    trim = _malloc_trim()
    return bool(trim is not None and trim(0))
