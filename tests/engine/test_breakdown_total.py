"""``breakdown_total``: what a scoring's breakdown pays in fame or gold, the one sum that
the arena, the scoring table, the log, the projection and the result curtain read."""

from __future__ import annotations

import copy
import random

import pytest

from vikings_desktop.engine import ADVANCED, BASE, GameState, ScoringCategory, breakdown_total
from vikings_desktop.engine.scoring import final_scoring, large_scoring, small_scoring


def _late_position(rules, seed: int) -> GameState:
    """A game played at random into round 6, its displays grown."""
    rng = random.Random(seed)
    state = GameState.new_game(["Ann", "Bo", "Cy"], seed=seed, rules=rules)
    while state.round < 6:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(("rules", "seed"), [(BASE, 5), (ADVANCED, 6)])
def test_breakdown_total_is_what_each_scoring_pays(rules, seed):
    state = _late_position(rules, seed)
    for scoring in (small_scoring, large_scoring):
        for player in state.players:
            scored = copy.deepcopy(player)
            breakdown = scoring(scored)
            assert breakdown_total(breakdown, "fame") == scored.fame - player.fame
            assert breakdown_total(breakdown, "gold") == scored.gold - player.gold
    players = copy.deepcopy(state.players)
    breakdowns, _winners = final_scoring(players)
    for before, after, breakdown in zip(state.players, players, breakdowns, strict=True):
        assert breakdown_total(breakdown, "fame") == after.fame - before.fame


def test_breakdown_total_over_some_categories():
    breakdown = {ScoringCategory.FEEDING: {"fame": -3, "count": 3},
                 ScoringCategory.BOATSMEN: {"fame": 10, "count": 2},
                 ScoringCategory.SHIPS: {"fame": 2, "gold": 4, "count": 1}}
    assert breakdown_total(breakdown, "fame") == 9
    assert breakdown_total(breakdown, "gold") == 4
    assert breakdown_total(breakdown, "fame", (ScoringCategory.FEEDING,)) == -3
    assert breakdown_total(breakdown, "fame", (ScoringCategory.BOATSMEN, ScoringCategory.SHIPS)) == 12
    assert breakdown_total({}, "fame") == 0
