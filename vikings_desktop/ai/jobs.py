"""One cancellable decision on a thread, without Qt: for scripts and tests that want a
computer's move off their own thread. (The window does not use it: its computers decide in
a worker process, ``decision_process.DecisionProcess``, so a search never holds the
window's GIL.)

    job = DecisionJob(strategy, state.observation(seat), game_id=current_game_id)
    threading.Thread(target=job.run).start()
    ...
    job.cancel()                               # from any thread: stop soon, drop the answer

``job.result`` is the action, or None when the job was cancelled or the strategy raised
(``job.error``). Strategies keep all their state on the instance; one instance must not
run two decisions at once.
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
