"""Every computer level takes every decision of the advanced game (RULES.md §10) with a
legal action, and plays whole advanced games without an illegal action or an exception."""

from __future__ import annotations

import random

import pytest

from vikings_desktop.ai import STRATEGY_NAMES, make_strategy
from vikings_desktop.ai.arena import run_arena
from vikings_desktop.engine import GameState, Phase
from vikings_desktop.engine.rules import ADVANCED, RuleOptions

ADVANCED_PHASES = (Phase.AUCTION, Phase.REMOVE_VIKING, Phase.DRAFT, Phase.SPECIAL,
                   Phase.BUILDING, Phase.BOATSMAN)


def _decision_points() -> dict[Phase, GameState]:
    """The first state of random advanced games in each advanced phase (a real choice)."""
    found: dict[Phase, GameState] = {}
    for seed in range(200):
        state = GameState.new_game(["A", "B", "C"], seed=seed, rules=ADVANCED)
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            if state.phase in ADVANCED_PHASES and len(legal) > 1:
                found.setdefault(state.phase, state.clone())
            state.apply(rng.choice(legal))
        if len(found) == len(ADVANCED_PHASES):
            return found
    raise AssertionError(f"random games reached only {sorted(found)}")


DECISION_POINTS = _decision_points()


@pytest.mark.parametrize("phase", ADVANCED_PHASES, ids=lambda p: p.value)
@pytest.mark.parametrize("level", STRATEGY_NAMES)
def test_every_level_takes_every_advanced_decision_legally(level, phase):
    state = DECISION_POINTS[phase]
    bot = make_strategy(level, seed=1)
    action = bot.choose(state.observation(state.current), should_stop=lambda: False)
    assert state.problem(action) is None, f"{level} chose {action} in {phase}"


@pytest.mark.parametrize("rules", [ADVANCED, RuleOptions(auction=True, single_bid=True,
                                                         special_tiles=True)],
                         ids=["advanced", "single-bid-base-boatsman"])
def test_quick_levels_play_whole_advanced_games_cleanly(rules):
    result = run_arena(["normal", "greedy", "random"], games=3, seed=5, rules=rules)
    assert result["illegal_actions"] == 0 and result["exceptions"] == 0
    assert result["rules"] == rules.to_json()
