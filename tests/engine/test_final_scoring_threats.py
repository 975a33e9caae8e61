"""R-F1, R-F6: final scoring reads each player's threat map once, before R-F1's payments.
That is exact only while scoring moves no tile and no Viking: checked here over random
finished positions (the map after scoring equals the map before)."""

from __future__ import annotations

import copy
import random

import pytest

from vikings_desktop.engine import ADVANCED, BASE, GameState
from vikings_desktop.engine.display import threat_map
from vikings_desktop.engine.scoring import final_scoring


def _round_6(rules, seed: int) -> GameState:
    rng = random.Random(seed)
    state = GameState.new_game(["Ann", "Bo", "Cy", "Di"], seed=seed, rules=rules)
    while state.round < 6:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("rules", [BASE, ADVANCED])
@pytest.mark.parametrize("seed", range(6))
def test_r_f1_payment_leaves_the_threat_map_r_f6_reads(rules, seed):
    state = _round_6(rules, seed)
    players = copy.deepcopy(state.players)
    before = [threat_map(p) for p in players]
    rows = [copy.deepcopy(p.rows) for p in players]
    final_scoring(players)
    assert [threat_map(p) for p in players] == before
    assert [p.rows for p in players] == rows
