"""A synthetic computer player that fails, importable by the AI's worker process like
``slow_thinker``: it raises the exception it was given, or chooses an illegal action, so
window tests see a failing strategy through the real path (worker, pace, ``failed``)."""

from __future__ import annotations


class FailingThinker:
    name = "failing"

    def __init__(self, exception: Exception | None):
        self.exception = exception

    def choose(self, observation, should_stop=None):
        if self.exception is not None:
            raise self.exception
        from vikings_desktop.engine import PlaceStart
        return PlaceStart(9)                   # no such row, and nothing bought yet


class FailingFactory:
    """A picklable ``make_strategy`` stand-in: every computer seat fails this way
    (``exception`` None: it chooses an illegal action)."""

    def __init__(self, exception: Exception | None = None):
        self.exception = exception

    def __call__(self, level, seed=None):
        return FailingThinker(self.exception)
