"""Computer players off the GUI thread: a ``QRunnable`` runs the AI's Qt-free
``DecisionJob`` on a worker and reports back through a signal, so the window keeps
turning while the computer thinks."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, Signal

from vikings_desktop.ai import DecisionJob
from vikings_desktop.engine import Observation


class _Reporter(QObject):
    # job id, the chosen action (or None), the error text ("" when fine)
    decided = Signal(int, object, str)


class ComputerMove(QRunnable):
    """One decision of one computer player, run on a thread pool.

    ``cancel()`` stops a searching strategy early (``DecisionJob.cancel``); the controller
    also drops the result by its job id."""

    def __init__(self, job: int, strategy, observation: Observation):
        super().__init__()
        self.setAutoDelete(True)
        self.job = job
        self._decision = DecisionJob(strategy, observation, game_id=job)
        self.reporter = _Reporter()        # lives in the GUI thread: emits are queued there
        self.decided = self.reporter.decided

    def cancel(self) -> None:
        self._decision.cancel()

    def run(self) -> None:
        action = self._decision.run()
        error = self._decision.error        # reported to the window, never lost
        self.decided.emit(self.job, action, f"{type(error).__name__}: {error}" if error else "")
