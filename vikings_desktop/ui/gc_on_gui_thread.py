"""Python's cyclic garbage collector runs in whichever thread crosses its allocation
threshold: the autosave writer, the records' pool thread, the computer players' answer
reader. A collection there destroys QObjects caught in reference cycles off the GUI thread,
which deadlocks on Qt's locks or crashes (seen: the autosave thread collecting a widget
while the GUI thread connected a signal). So automatic collection is switched off once a
window exists and the GUI thread collects on a timer instead (the pattern of calibre,
pyqtgraph and others). Young objects are collected often, everything now and then.

A collection of every object holds the GUI thread for tens of milliseconds (the modules,
Qt's wrappers, the window), a gap the player sees while a game is played. So what lives
when the window is built, and what survives a game, is frozen (``gc.freeze``): the
timer's collections skip it and look only at what came since. Once a game is over and
the player reads its results, ``collect_everything`` takes the frozen objects back in,
collects them all (the finished game's cycles included), gives the freed heap back to the
system and freezes what is still alive."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from .session.native_memory import give_back_free_memory

YOUNG_MS = 1000              # generation 0 every second
FULL_EVERY = 30              # and every generation every 30 ticks


class _Collector(QObject):
    def __init__(self, app: QCoreApplication):
        super().__init__(app)            # lives as long as the application, on its thread
        self._ticks = 0
        self._timer = QTimer(self)
        self._timer.setInterval(YOUNG_MS)
        self._timer.timeout.connect(self.collect)
        self._timer.start()

    def collect(self) -> None:
        self._ticks += 1
        gc.collect(2 if self._ticks % FULL_EVERY == 0 else 0)      # never the frozen ones


def collect_on_gui_thread() -> None:
    """Switch automatic collection off and collect on the GUI thread (once per process)."""
    app = QCoreApplication.instance()
    if app is None or app.findChild(_Collector) is not None:
        return
    gc.disable()
    _Collector(app)


def freeze_what_lives() -> None:
    """Leave every object alive now out of the timer's collections (a window just built:
    it lives as long as it is shown). Cheap: no object is visited."""
    gc.freeze()


def collect_everything() -> bool:
    """Collect every object, frozen ones too, then give the freed heap back to the system
    and freeze what survives. Tens of milliseconds on the GUI thread: only for a moment
    when nothing moves (a game's results just shown). True if the heap was trimmed."""
    gc.unfreeze()
    gc.collect()
    trimmed = give_back_free_memory()
    gc.freeze()
    return trimmed
