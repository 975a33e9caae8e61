"""Running a decision off the GUI thread, without Qt: the window wraps ``DecisionJob.run``
in a QRunnable (or any worker) and keeps the job to cancel it.

    job = DecisionJob(strategy, state.observation(seat), game_id=current_game_id)
    pool.start(runnable_calling(job.run))     # worker thread
    ...
    job.cancel()                               # GUI thread: game closed or loaded

When the worker finishes, the window applies ``job.result`` only if the job was not
cancelled and ``job.game_id`` is still the open game — a stale answer is dropped.
Strategies keep all their state on the instance, so each seat's strategy may run in a
worker; one instance must not run two decisions at once.
"""

from __future__ import annotations

import threading

from vikings_desktop.engine import Action, Observation

from .base import Strategy


class DecisionJob:
    """One computer decision: ``run()`` in a worker thread, ``cancel()`` from anywhere."""

    def __init__(self, strategy: Strategy, observation: Observation, game_id: object = None):
        self.strategy = strategy
        self.observation = observation
        self.game_id = game_id
        self.result: Action | None = None
        self.error: BaseException | None = None
        self._cancelled = threading.Event()
        self._finished = threading.Event()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    @property
    def finished(self) -> bool:
        return self._finished.is_set()

    def cancel(self) -> None:
        """Ask the running search to stop soon; its result will be ignored."""
        self._cancelled.set()
        stop = getattr(self.strategy, "cancel", None)
        if callable(stop):
            stop()

    def run(self) -> Action | None:
        """Decide (blocking); returns the action, or None when cancelled or failed."""
        try:
            if not self.cancelled:
                action = self.strategy.choose(self.observation, should_stop=self._cancelled.is_set)
                if not self.cancelled:
                    self.result = action
        except Exception as exc:     # noqa: BLE001 - handed to the window, never lost
            self.error = exc
        finally:
            self._finished.set()
        return self.result

    def wait(self, timeout: float | None = None) -> bool:
        return self._finished.wait(timeout)
