"""Hard's playouts remember Normal's ratings (normal.RatingMemo): the same ratings and the
same choices as without, for every change of what a rating reads a fresh one."""

from __future__ import annotations

import pytest

from vikings_desktop.ai import hard
from vikings_desktop.ai import normal as normal_module
from vikings_desktop.ai.hard import HardStrategy
from vikings_desktop.ai.normal import NormalStrategy, RatingMemo
from vikings_desktop.engine import GameState, Phase, RuleOptions
from vikings_desktop.engine.rules import ADVANCED

TABLES = [(2, RuleOptions()), (4, RuleOptions()), (2, ADVANCED), (3, ADVANCED), (4, ADVANCED)]
TABLE_IDS = ["base-2", "base-4", "advanced-2", "advanced-3", "advanced-4"]


def purchases(players: int, rules: RuleOptions, count: int, seed: int = 3) -> list[GameState]:
    """Positions where a seat is to buy, from a game Normal plays for every seat."""
    state = GameState.new_game([f"P{k}" for k in range(players)], seed=seed, rules=rules)
    player = NormalStrategy(seed)
    found: list[GameState] = []
    while not state.is_over() and len(found) < count:
        if state.phase is Phase.BUY and len(state.legal_actions()) > 1:
            found.append(state.clone())
        state.apply_unchecked(player.best_action(state))
    return found


@pytest.mark.parametrize("players, rules", TABLES, ids=TABLE_IDS)
def test_remembered_ratings_are_the_ratings(players, rules):
    memo = RatingMemo()
    remembering, plain = NormalStrategy(1, memo=memo), NormalStrategy(1)
    for state in purchases(players, rules, 12):
        assert remembering.rate_buys(state) == plain.rate_buys(state)
        assert remembering.rate_buys(state) == plain.rate_buys(state)     # from the memo
    assert len(memo) > 0


def test_a_rating_is_made_once_and_returned_as_a_copy(monkeypatch):
    state = purchases(4, ADVANCED, 1)[0]
    made = []
    real = normal_module.placement_projections

    def counting(*args):
        made.append(args[2])
        return real(*args)

    monkeypatch.setattr(normal_module, "placement_projections", counting)
    strategy = NormalStrategy(1, memo=RatingMemo())
    first = strategy.rate_buys(state)
    once = len(made)
    first.clear()                               # the caller's copy, not the memo's
    again = strategy.rate_buys(state)
    assert len(made) == once and again and again == NormalStrategy(1).rate_buys(state)


@pytest.mark.parametrize("change", ["rival's gold", "own fame", "wheel", "special tiles",
                                    "round", "rival's display"])
def test_whatever_a_rating_reads_changes_it_is_made_afresh(change):
    """Each input of a purchase's rating is in the memo's key: a position that differs in
    one of them never gets the other's rating."""
    state = purchases(3, ADVANCED, 3)[2]
    state.players[state.current].gold += 15      # the dearest group and its tile in reach
    state.special_offer = ["treasury"]
    strategy = NormalStrategy(1, memo=RatingMemo())
    strategy.rate_buys(state)
    other = state.clone()
    rival = other.players[(other.current + 1) % 3]
    if change == "rival's gold":
        rival.gold += 7
    elif change == "own fame":
        other.players[other.current].fame += 9
    elif change == "wheel":
        space = max(i for i, group in enumerate(other.wheel) if group)
        other.wheel[space] = 0
    elif change == "special tiles":
        other.special_offer = ["gold5"]
    elif change == "round":
        other.round += 1
    else:
        rival.mainland[1] += 2
    assert strategy.rate_buys(other) == NormalStrategy(1).rate_buys(other)


def test_the_memo_starts_afresh_at_its_limit():
    memo = RatingMemo(limit=3)
    strategy = NormalStrategy(1, memo=memo)
    for state in purchases(2, ADVANCED, 8):
        assert strategy.rate_buys(state) == NormalStrategy(1).rate_buys(state)
        assert len(memo) <= 2 * 3


@pytest.mark.parametrize("players, rules", TABLES, ids=TABLE_IDS)
def test_hard_chooses_the_same_with_the_memo_and_without(players, rules, monkeypatch):
    """With a sweep budget and no clock Hard's search is repeatable: the memo changes its
    speed, not one choice (playouts, pruning, widening alike)."""
    positions = purchases(players, rules, 30, seed=11)[::6]
    with_memo = [HardStrategy(7, time_limit=None, max_sweeps=6).choose(s.observation(s.current))
                 for s in positions]

    class NoMemo(RatingMemo):
        def purchases(self, key, rate):
            return rate()

        def placements(self, state, seat, cell, context):
            return normal_module.placement_projections(state, seat, cell, context)

    monkeypatch.setattr(hard, "RatingMemo", NoMemo)
    without = [HardStrategy(7, time_limit=None, max_sweeps=6).choose(s.observation(s.current))
               for s in positions]
    assert with_memo == without


def test_the_memo_is_emptied_after_each_search(monkeypatch):
    """What a search remembers serves its position only: the worker process does not keep
    it from one decision to the next."""
    held = []
    real = RatingMemo.clear

    def recording(self):
        held.append(len(self))
        real(self)

    monkeypatch.setattr(RatingMemo, "clear", recording)
    state = purchases(2, ADVANCED, 2)[1]
    strategy = HardStrategy(7, time_limit=None, max_sweeps=3)
    strategy.choose(state.observation(state.current))
    assert held and held[-1] > 0 and len(strategy.memo) == 0
