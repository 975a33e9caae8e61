"""Computer players off the GUI thread: a ``QRunnable`` asks a strategy for its move and
reports back through a signal, so the window keeps turning while the computer thinks."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QRunnable, Signal

from vikings_desktop.engine import Observation


class _Reporter(QObject):
    # job id, the chosen action (or None), the error text ("" when fine)
    decided = Signal(int, object, str)


class ComputerMove(QRunnable):
    """One decision of one computer player, run on a thread pool.

    ``cancel()`` makes the strategy's ``should_stop`` answer True (strategies that search
    stop early) and the controller drops the result by its job id anyway."""

    def __init__(self, job: int, strategy, observation: Observation):
        super().__init__()
        self.setAutoDelete(True)
        self.job = job
        self._strategy = strategy
        self._observation = observation
        self._stop = threading.Event()
        self.reporter = _Reporter()        # lives in the GUI thread: emits are queued there
        self.decided = self.reporter.decided

    def cancel(self) -> None:
        self._stop.set()

    def run(self) -> None:
        try:
            action = self._strategy.choose(self._observation, should_stop=self._stop.is_set)
        except Exception as exc:  # noqa: BLE001 - reported to the window, never lost
            self.decided.emit(self.job, None, f"{type(exc).__name__}: {exc}")
            return
        self.decided.emit(self.job, action, "")
