"""Garbage is collected on the GUI thread only: a worker thread's allocations must never
destroy a QObject (the autosave thread once deadlocked the window that way)."""

from __future__ import annotations

import gc
import threading
import weakref


class Cycle:
    def __init__(self):
        self.me = self


def test_automatic_collection_is_off_and_the_gui_thread_collects(qtbot, window):
    assert not gc.isenabled()
    collected_in: list[str] = []
    cycle = Cycle()
    weakref.finalize(cycle, lambda: collected_in.append(threading.current_thread().name))
    ref = weakref.ref(cycle)
    del cycle
    worker = threading.Thread(target=lambda: [[] for _ in range(200_000)], name="busy-worker")
    worker.start()                  # allocates far past the collector's thresholds
    worker.join()
    assert ref() is not None and collected_in == []        # not collected off the GUI thread
    qtbot.waitUntil(lambda: ref() is None, timeout=5000)    # the GUI thread's timer does it
    assert collected_in == [threading.main_thread().name]
