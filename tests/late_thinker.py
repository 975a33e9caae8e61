"""A synthetic computer player for the worker-fault tests, importable by the
AI's worker process like ``slow_thinker``: it thinks a while, then plays the LAST legal
action, so its answer can be told from the first legal action a failed decision plays."""

from __future__ import annotations

import time


class LateThinker:
    name = "late"

    def __init__(self, seconds: float):
        self.seconds = seconds

    def choose(self, observation, should_stop=None):
        end = time.monotonic() + self.seconds
        while time.monotonic() < end and not (should_stop and should_stop()):
            sum(i * i for i in range(200))
        return observation.legal_actions()[-1]


class LateFactory:
    """A picklable ``make_strategy`` stand-in giving every computer seat a LateThinker."""

    def __init__(self, seconds: float):
        self.seconds = seconds

    def __call__(self, level, seed=None):
        return LateThinker(self.seconds)
