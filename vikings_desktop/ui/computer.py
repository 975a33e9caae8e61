"""Computer players for the window: their decisions are made in the AI's worker process
(``ai.decision_process``), so a search never holds this process's GIL and painting goes
on while they think. Answers come back as signals, queued to the GUI thread."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, Signal

from vikings_desktop.ai import make_strategy
from vikings_desktop.ai.decision_process import DecisionProcess, Factory
from vikings_desktop.engine import Observation


class ComputerPlayers(QObject):
    """One window's computer decisions and hints; ``cancel()`` drops what is under way."""

    # job id, the chosen action (or None), the error text ("" when fine)
    decided = Signal(int, object, str)
    # the position (log length) the hint is for, the action (or None), the error text
    hinted = Signal(int, object, str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._process = DecisionProcess.shared()
        self._client = self._process.new_client()
        self._closed = False

    def start(self) -> None:
        """Start the worker process ahead of the first decision."""
        self._process.start()

    def decide(self, job: int, key: tuple, level: str, seed: int | None,
               observation: Observation, factory: Factory = make_strategy) -> None:
        """A computer seat's decision; ``key`` (game, seat) keeps one strategy per seat."""
        self._process.request(self._client, key, level, seed, observation,
                              lambda action, error: self._answer(self.decided, job, action,
                                                                 error), factory)

    def hint(self, position: int, observation: Observation, seed: int,
             factory: Factory = make_strategy) -> None:
        """What the Hard level would do in this position (a fresh strategy each time)."""
        self._process.request(self._client, None, "hard", seed, observation,
                              lambda action, error: self._answer(self.hinted, position, action,
                                                                 error), factory)

    def cancel(self) -> None:
        self._process.cancel(self._client)

    def close(self) -> None:
        """The window goes: searches under way stop, their answers are dropped."""
        self._closed = True
        self.cancel()

    def _answer(self, signal, number: int, action, error: str) -> None:
        # Runs on a helper thread of the decision process; the emit is queued to the GUI.
        if self._closed:
            return
        with contextlib.suppress(RuntimeError):      # the window was destroyed meanwhile
            signal.emit(number, action, error)
