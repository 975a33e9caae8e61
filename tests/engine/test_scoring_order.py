"""Every scoring reports its categories in the rule book's order (CATEGORY_ORDER), so that
every table of a scoring can list its rows in one order."""

from __future__ import annotations

import random

import pytest

from vikings_desktop.engine import ADVANCED, BASE, CATEGORY_ORDER, GameState


@pytest.mark.parametrize(("players", "rules", "seed"),
                         [(2, BASE, 1), (4, BASE, 2), (3, ADVANCED, 3), (4, ADVANCED, 4)])
def test_breakdowns_follow_the_rule_book_s_order(players, rules, seed):
    rng = random.Random(seed)
    state = GameState.new_game(["Ann", "Bo", "Cy", "Di"][:players], seed=seed, rules=rules)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    kinds = [record.kind for record in state.scorings]
    assert kinds == ["small", "large", "small", "large", "small", "large", "final"]
    for record in state.scorings:
        order = CATEGORY_ORDER[record.kind]
        for breakdown in record.breakdowns:
            assert set(breakdown) <= set(order), record.kind
            assert list(breakdown) == sorted(breakdown, key=order.index)
