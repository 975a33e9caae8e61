"""Work off the GUI thread (disk, databases): ``run_in_pool(work, done)`` runs ``work`` on
Qt's thread pool and calls ``done(result)`` on the GUI thread. ``done`` is a method of a
QObject: the answer is queued to that object's thread, and dropped if the object was
deleted meanwhile (a window closed while its record was being written)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool, Signal

_relays: set[_Relay] = set()        # each alive until its answer was delivered


class _Relay(QObject):
    answered = Signal(object)


def run_in_pool(work: Callable[[], object], done: Callable[[object], None]) -> None:
    relay = _Relay()                 # lives on the GUI thread, where it was made
    _relays.add(relay)
    relay.answered.connect(done)
    relay.answered.connect(lambda _result: _relays.discard(relay))

    def run() -> None:
        result = work()
        try:
            relay.answered.emit(result)
        except RuntimeError:          # the program is closing: nobody waits for it
            pass
    QThreadPool.globalInstance().start(run)
