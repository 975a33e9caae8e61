"""Python's cyclic garbage collector runs in whichever thread crosses its allocation
threshold: the autosave writer, the records' pool thread, the computer players' answer
reader. A collection there destroys QObjects caught in reference cycles off the GUI thread,
which deadlocks on Qt's locks or crashes (seen: the autosave thread collecting a widget
while the GUI thread connected a signal). So automatic collection is switched off once a
window exists and the GUI thread collects on a timer instead (the pattern of calibre,
pyqtgraph and others). Young objects are collected often, everything now and then."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

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
        gc.collect(2 if self._ticks % FULL_EVERY == 0 else 0)


def collect_on_gui_thread() -> None:
    """Switch automatic collection off and collect on the GUI thread (once per process)."""
    app = QCoreApplication.instance()
    if app is None or app.findChild(_Collector) is not None:
        return
    gc.disable()
    _Collector(app)
