"""R-A3 round 6: the advanced Boatsman's plan search takes a short cut without a ``boat``
tile (every Boatsman moves one Viking while any can move). Checked against the plain
search over every small position, and ``ferry_colours`` against its definition."""

from __future__ import annotations

import itertools
import random
from functools import cache

from vikings_desktop.engine.boatsman import (
    MOVABLE_COLOURS,
    after_use,
    best_advanced_plan,
    ferry_colours,
    movable_counts,
    use_options,
)
from vikings_desktop.engine.components import BOATSMAN, ISLAND_ROWS, ISLAND_TILES
from vikings_desktop.engine.display import Player


@cache
def searched_plan(counts: tuple[int, ...], boatsmen: int, boats: int) -> tuple[int, int]:
    """The plan search as R-A3 states it, without any short cut."""
    best = (0, 0)
    if boatsmen <= 0:
        return best
    for i, n in enumerate(counts):
        if n:
            left = counts[:i] + (n - 1,) + counts[i + 1:]
            total, neg_uses = searched_plan(left, boatsmen - 1, boats)
            best = max(best, (1 + total, neg_uses - 1))
    if boats:
        for colour in use_options(counts):
            moved, left = after_use(counts, colour)
            total, neg_uses = searched_plan(left, boatsmen - 1, boats - 1)
            best = max(best, (moved + total, neg_uses - 1))
    return best


def test_r_a3_plan_equals_the_plain_search():
    for counts in itertools.product(range(4), repeat=len(MOVABLE_COLOURS)):
        for boatsmen in range(-1, 6):
            for boats in range(3):
                assert best_advanced_plan(counts, boatsmen, boats) == \
                    searched_plan(counts, boatsmen, boats), (counts, boatsmen, boats)


def test_r_a3_ferry_colours_in_round_6_keep_a_maximal_plan():
    rng = random.Random(6)
    for _ in range(400):
        player = Player("Ann")
        for row in ISLAND_ROWS:
            for col in range(1, rng.randrange(0, 6) + 1):
                if rng.random() < 0.7:
                    player.put(row, col, rng.choice(ISLAND_TILES), rng.choice((0, 0, 1)))
        for v in MOVABLE_COLOURS:
            player.mainland[v] = rng.randrange(0, 4)
        player.mainland[BOATSMAN] = rng.randrange(0, 5)
        player.specials = ["boat"] * rng.choice((0, 0, 1, 2))
        counts = movable_counts(player)
        boatsmen, boats = player.mainland[BOATSMAN], len(player.specials)
        target = searched_plan(counts, boatsmen, boats)
        expected = []
        for i, (v, n) in enumerate(zip(MOVABLE_COLOURS, counts, strict=True)):
            if n:
                total, neg_uses = searched_plan(counts[:i] + (n - 1,) + counts[i + 1:],
                                                boatsmen - 1, boats)
                if (total + 1, neg_uses - 1) == target:
                    expected.append(v)
        assert ferry_colours(player, last_round=True) == expected
