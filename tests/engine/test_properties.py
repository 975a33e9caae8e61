"""Properties of seeded random games for 2, 3 and 4 players (hypothesis chooses the seeds)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from vikings_desktop.engine import GameState, Phase, action_from_json, action_to_json
from vikings_desktop.engine.actions import Buy
from vikings_desktop.engine.rules import ADVANCED, BASE, RuleOptions

# The base game, the boxed advanced game, and each option alone (RULES.md §10).
RULE_SETS = (BASE, ADVANCED, RuleOptions(auction=True), RuleOptions(auction=True, single_bid=True),
             RuleOptions(advanced_boatsman=True), RuleOptions(special_tiles=True),
             RuleOptions(auction=True, single_bid=True, advanced_boatsman=True, special_tiles=True))


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1), policy=st.integers(0, 2**16),
       rules=st.sampled_from(RULE_SETS))
def test_random_games_keep_every_invariant(players, seed, policy, rules):
    state = GameState.new_game([f"P{i}" for i in range(players)], seed=seed, rules=rules)
    specials = 25 if rules.special_tiles else 0
    rng = random.Random(policy)
    purchases = 0
    while not state.is_over():
        actions = state.legal_actions()
        assert actions, "legal_actions() is never empty before the end"
        action = rng.choice(actions)
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
        state.apply(action)                       # checked apply: legal_actions ⊆ legal
        purchases += isinstance(action, Buy)
        assert state.accounting() == (76, 78, specials), \
            "all 76 tiles, 78 Vikings (removed ones included) and the special tiles accounted for"
        assert all(p.gold >= 0 and p.fame >= 0 for p in state.players)
        assert len(state.special_offer) <= 4
    assert purchases == state.purchases == 72
    assert sum(r.kind in ("small", "large") for r in state.scorings) == 6
    assert state.phase is Phase.OVER and state.current_player() == -1
    assert state.winners()


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), rules=st.sampled_from(RULE_SETS))
def test_clone_then_same_actions_gives_equal_states(seed, rules):
    state = GameState.new_game(["a", "b", "c"], seed=seed, rules=rules)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 120)):
        state.apply(rng.choice(state.legal_actions()))
    copy = state.clone()
    for _ in range(30):
        if state.is_over():
            break
        action = rng.choice(state.legal_actions())
        state.apply(action)
        copy.apply(action)
    assert copy == state
