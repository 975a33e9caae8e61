"""The deal's inlined shuffle gives exactly ``random.shuffle``'s permutation and leaves the
generator where ``random.shuffle`` leaves it, so a seed deals the same game (R-U1)."""
from __future__ import annotations

import random

import pytest

from vikings_desktop.engine.deal import shuffle


@pytest.mark.parametrize("size", [0, 1, 2, 3, 12, 25, 72, 78, 100])
def test_shuffle_is_random_shuffle(size: int) -> None:
    for seed in range(200):
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(size)), list(range(size))
        shuffle(ours, a)
        theirs.shuffle(b)
        assert a == b
        assert ours.getstate() == theirs.getstate()
