"""A synthetic computer player for tests, importable by the AI's worker process (tests/ is
on sys.path through its conftest; the strategy factory goes there pickled): it thinks for
a while, then plays the first legal action."""

from __future__ import annotations

import time


class SlowThinker:
    """Thinks for ``seconds`` in pure Python (holding its process's GIL), stops early when
    asked to, then plays the first legal action."""

    name = "slow"

    def __init__(self, seconds: float):
        self.seconds = seconds

    def choose(self, observation, should_stop=None):
        end = time.monotonic() + self.seconds
        n = 0
        while time.monotonic() < end and not (should_stop and should_stop()):
            n += sum(i * i for i in range(200))
        return observation.legal_actions()[0]


class SlowFactory:
    """A picklable ``make_strategy`` stand-in giving every computer seat a SlowThinker."""

    def __init__(self, seconds: float):
        self.seconds = seconds

    def __call__(self, level, seed=None):
        return SlowThinker(self.seconds)
