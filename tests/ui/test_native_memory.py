"""The window gives freed native memory back between games."""

import os
import platform
import subprocess
import sys

import pytest

from vikings_desktop.ui.session import native_memory

# what these tests look at (malloc_trim, mallopt, arenas) is glibc's
glibc_only = pytest.mark.skipif(
    not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc",
    reason="glibc's malloc")


def test_give_back_free_memory_answers_whether_it_could():
    assert isinstance(native_memory.give_back_free_memory(), bool)


@glibc_only
def test_glibc_trim_is_found_on_linux():
    assert native_memory._malloc_trim() is not None


def test_a_new_game_trims_the_heap(monkeypatch, qtbot):
    from vikings_desktop.game_setup import default_setup
    from vikings_desktop.ui.session.game_table import GameTable

    calls = []
    monkeypatch.setattr("vikings_desktop.ui.session.game_table.give_back_free_memory",
                        lambda: calls.append(1) or True)
    table = GameTable()
    table.session.new_game(default_setup(players=2, humans=2, seed=3))
    assert calls == [1]


def test_sharing_the_main_heap_arena_answers_whether_it_could():
    assert isinstance(native_memory.share_the_main_heap_arena(), bool)


@glibc_only
def test_glibc_takes_one_heap_arena_on_linux():
    assert native_memory.share_the_main_heap_arena() is True


_COUNT_ARENAS = """
import ctypes, sys, tempfile, threading
import vikings_desktop.ui
from PySide6.QtWidgets import QApplication
app = QApplication([])
libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.fopen.restype = ctypes.c_void_p
held, ready = [], threading.Barrier(6)
def allocate():
    held.append(libc.malloc(4096))
    ready.wait()
threads = [threading.Thread(target=allocate) for _ in range(5)]
for thread in threads:
    thread.start()
ready.wait()
for thread in threads:
    thread.join()
with tempfile.NamedTemporaryFile(suffix=".xml") as report:
    out = ctypes.c_void_p(libc.fopen(report.name.encode(), b"w"))
    libc.malloc_info(0, out)
    libc.fclose(out)
    print(open(report.name).read().count("<heap nr="))
"""


@glibc_only
def test_the_window_s_threads_allocate_from_one_heap_arena():
    """Threads started after importing the window's package, Qt's own among them, share
    glibc's main arena (five threads allocating at once would make arenas of their own)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", _COUNT_ARENAS], env=env, timeout=120,
                          capture_output=True, text=True, check=True)
    assert done.stdout.strip().splitlines()[-1] == "1"


_LARGE_BLOCK_AFTER_A_LARGER_ONE = """
import ctypes
import vikings_desktop.ui
class Info(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in ("arena", "ordblks", "smblks", "hblks",
                "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]
libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
libc.mallinfo2.restype = Info
libc.free(libc.malloc(8 << 20))        # a grab of a large window, freed
before = libc.mallinfo2().hblkhd
block = libc.malloc(1 << 20)
print(libc.mallinfo2().hblkhd - before)
"""


@glibc_only
def test_a_large_block_gets_pages_of_its_own_after_a_larger_one_was_freed():
    """Without a fixed threshold glibc would take the 1 MB block from the heap once an
    8 MB one had been freed."""
    import ctypes
    if not hasattr(ctypes.CDLL("libc.so.6"), "mallinfo2"):
        pytest.skip("glibc before 2.33 has no mallinfo2")
    done = subprocess.run([sys.executable, "-c", _LARGE_BLOCK_AFTER_A_LARGER_ONE],
                          timeout=120, capture_output=True, text=True, check=True)
    assert int(done.stdout.strip().splitlines()[-1]) >= 1 << 20
