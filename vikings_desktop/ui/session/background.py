"""Work off the GUI thread (disk, databases): ``run_in_pool(work, done)`` runs ``work`` on
Qt's thread pool and calls ``done(result)`` on the GUI thread. ``done`` is a method of a
QObject: the answer is queued to that object's thread, and dropped if the object was
deleted meanwhile (a window closed while its record was being written)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal


class _Relay(QObject):
    answered = Signal(object)

    def release(self, _result: object) -> None:
        self.deleteLater()           # on the GUI thread, once its answer is delivered


def run_in_pool(work: Callable[[], object], done: Callable[[object], None]) -> None:
    # owned by the application (not by a Python reference cycle), made and deleted on
    # the GUI thread
    relay = _Relay(QCoreApplication.instance())
    relay.answered.connect(done)
    relay.answered.connect(relay.release)

    def run() -> None:
        result = work()
        try:
            relay.answered.emit(result)
        except RuntimeError:          # the program is closing: nobody waits for it
            pass
    QThreadPool.globalInstance().start(run)
