"""Computer players off the GUI thread: a ``QRunnable`` asks a strategy for its move and
reports back through a signal, so the window keeps turning while the computer thinks."""

from __future__ import annotations

import random
import threading

from PySide6.QtCore import QObject, QRunnable, Signal

from vikings_desktop.engine import Action, Observation


def strategy_names() -> list[str]:
    """The levels the new-game dialog offers."""
    try:
        from vikings_desktop.ai import STRATEGY_NAMES
    except ImportError:
        return ["random"]
    return list(STRATEGY_NAMES)


class RandomLegal:
    """A random legal player: the computer opponent while ``vikings_desktop.ai`` is absent."""

    def __init__(self, seed: int | None = None):
        self.name = "random"
        self._rng = random.Random(seed)

    def choose(self, observation: Observation, should_stop=None) -> Action:
        return self._rng.choice(observation.legal_actions())


def make_computer(level: str, seed: int | None = None):
    """A strategy for a computer seat at ``level``."""
    try:
        from vikings_desktop.ai import make_strategy
    except ImportError:
        return RandomLegal(seed)
    return make_strategy(level, seed=seed)


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
