"""The ``mc`` yardstick: a fixed playout budget, an optional clock limit, legal decisions."""

from __future__ import annotations

from game_play import position_where

from vikings_desktop.ai.mc import MonteCarloStrategy
from vikings_desktop.engine import Phase


class FakeClock:
    """Each reading advances by ``step`` seconds: a search's time without real waiting."""

    def __init__(self, step: float):
        self.now, self.step, self.readings = 0.0, step, 0

    def __call__(self) -> float:
        self.now += self.step
        self.readings += 1
        return self.now


def buying_position():
    return position_where(lambda s: s.phase is Phase.BUY and s.round == 2
                      and len(s.legal_actions()) > 4, players=3, seed=5)


def test_mc_spends_exactly_its_playout_budget(monkeypatch):
    state = buying_position()
    bot = MonteCarloStrategy(1, playouts=7)
    played = []
    original = bot._playout
    monkeypatch.setattr(bot, "_playout", lambda *a: played.append(a[1]) or original(*a))
    action = bot.choose(state.observation(state.current))
    assert len(played) == 7
    assert action in played and action in state.legal_actions()


def test_mc_stops_at_its_time_limit_on_the_clock():
    state = buying_position()
    clock = FakeClock(step=0.1)
    bot = MonteCarloStrategy(1, playouts=10_000, time_limit=0.35, clock=clock)
    played = []
    original = bot._playout
    bot._playout = lambda *a: played.append(a[1]) or original(*a)
    assert bot.choose(state.observation(state.current)) in state.legal_actions()
    # one reading sets the deadline at 0.45; readings 0.2, 0.3, 0.4 allow a playout, 0.5 stops
    assert len(played) == 3


def test_mc_stops_when_asked():
    state = buying_position()
    bot = MonteCarloStrategy(1, playouts=10_000)
    assert bot.choose(state.observation(state.current), should_stop=lambda: True) \
        == state.legal_actions()[0]


# --- the advanced game's decisions are searched too ----------------------------
def test_mc_searches_bids_paid_partly_with_fame_and_passing():
    from vikings_desktop.ai.mc import auction_candidates
    from vikings_desktop.engine import Bid, GameState, Pass
    from vikings_desktop.engine.rules import ADVANCED
    state = GameState.new_game(["A", "B", "C"], seed=8, start_player=0, rules=ADVANCED)
    state.apply(Bid(0))
    legal = state.legal_actions()
    candidates = auction_candidates(state, legal)
    gold = state.players[state.current].gold
    assert Pass() in candidates and Bid(1) in candidates
    assert any(isinstance(a, Bid) and a.amount > gold for a in candidates)   # R-B4
    assert set(candidates) <= set(legal) and len(candidates) <= 9


def test_mc_plays_out_every_advanced_decision(monkeypatch):
    from test_advanced_game_levels import DECISION_POINTS
    for phase, state in DECISION_POINTS.items():
        bot = MonteCarloStrategy(1, playouts=12)
        played = []
        original = bot._playout
        monkeypatch.setattr(bot, "_playout", lambda *a, p=played, o=original: p.append(a[1]) or o(*a))
        action = bot.choose(state.observation(state.current))
        assert state.problem(action) is None
        assert len(set(played)) >= 2, phase          # several actions played out
