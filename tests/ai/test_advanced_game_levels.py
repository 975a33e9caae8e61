"""Every computer level takes every decision of the advanced game (RULES.md §10) with a
legal action, and plays whole advanced games without an illegal action or an exception."""

from __future__ import annotations

import random

import pytest

from vikings_desktop.ai import STRATEGY_NAMES, make_strategy
from vikings_desktop.ai.arena import run_arena
from vikings_desktop.engine import Bid, Buy, GameState, Pass, Phase, PlaceBuilding, TakeSpecial
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


# --- the advanced decisions are sensible, not just legal ---------------------------------
def auction_start(players: int = 3, rules: RuleOptions = ADVANCED) -> GameState:
    return GameState.new_game([f"P{i}" for i in range(players)], seed=8, start_player=0,
                              rules=rules)


def test_a_computer_never_bids_away_the_gold_it_needs_to_buy_nor_its_fame():
    from vikings_desktop.ai.advanced import GOLD_RESERVE
    for level in ("greedy", "normal"):
        state = auction_start()
        bots = [make_strategy(level, seed=seat) for seat in range(3)]
        while state.phase is Phase.AUCTION:
            action = bots[state.current].choose(state.observation(state.current))
            if isinstance(action, Bid):
                assert action.amount <= max(0, state.players[state.current].gold - GOLD_RESERVE)
            state.apply(action)
        assert all(p.fame == 10 for p in state.players)      # nobody paid with fame
        assert state.players[state.start_player].gold >= GOLD_RESERVE


def test_a_computer_with_little_gold_passes_and_the_opener_bids_zero():
    state = auction_start()
    bot = make_strategy("normal", seed=1)
    assert bot.choose(state.observation(0)) == Bid(0)       # must open: the least bid
    state.apply(Bid(0))
    state.players[1].gold = 3
    assert bot.choose(state.observation(1)) == Pass()


def test_single_bid_names_its_whole_worth_at_once():
    from vikings_desktop.ai.advanced import start_player_worth
    state = auction_start(4, RuleOptions(auction=True, single_bid=True))
    state.apply(Pass())
    worth = start_player_worth(state, 1)
    assert worth > 0
    assert make_strategy("greedy", seed=1).choose(state.observation(1)) == Bid(worth)


def test_the_special_tile_taken_fits_the_display():
    from vikings_desktop.engine.notation import parse
    state = parse("rules advanced\nround 2\nspecial-offer feast noble+1 treasury boat\n"
                  "player A gold=9 fame=3\n  nobles L+N M1+N M2+N R+N\n"
                  "player B\nwheel\n  4 R N\n")
    state.apply(Buy(4))
    assert state.phase is Phase.SPECIAL
    assert make_strategy("normal", seed=1).choose(state.observation(0)) == TakeSpecial("noble+1")


def test_a_building_replaces_the_tile_with_the_most_vikings_around_it():
    from vikings_desktop.engine.notation import parse
    state = parse("rules advanced\nspecial-offer building2\n"
                  "player A gold=9 fame=3\n  warriors L M2 R\n  nobles L+N M1+N R+N\n"
                  "  scouts L+S M2+S R+S\n  goldsmiths L+G M4+G R\n"
                  "player B\nwheel\n  4 R N\n")
    state.apply(Buy(4))
    state.apply(TakeSpecial("building2"))
    assert state.phase is Phase.BUILDING
    assert make_strategy("greedy", seed=1).choose(state.observation(0)) == PlaceBuilding(3, 2)


def test_computers_score_like_in_the_base_game_with_the_advanced_rules():
    """Before the advanced heuristics every computer raised by one until its gold and fame
    ran out (selfplay games ended with 8 to 29 fame); now the game is played for fame."""
    result = run_arena(["normal", "greedy"], games=4, seed=3, rules=ADVANCED)
    assert all(s["mean_fame"] > 35 for s in result["strategies"].values()), result["strategies"]


# --- the evaluation knows the advanced game ---------------------------------------------
def _projected(text: str) -> float:
    from vikings_desktop.ai.evaluation import project
    from vikings_desktop.engine.notation import parse
    state = parse(text)
    return project(state, state.players[0]).value


DISPLAY = ("round 2\nplayer A gold=0 fame=0\n  nobles L+N M1+N R+N\n  scouts L+S R+S\n"
           "  fishermen L+F R+F\n  goldsmiths L+G R\n{specials}player B\n")


@pytest.mark.parametrize(("special", "at_least"), [
    ("noble+1", 3 * 3), ("scout+1", 2 * 3), ("fisherman+1", 2 * 3), ("goldsmith+2", 1.0)])
def test_held_special_tiles_raise_the_projection(special, at_least):
    plain = _projected("rules advanced\n" + DISPLAY.format(specials=""))
    held = _projected("rules advanced\n" + DISPLAY.format(specials=f"  specials {special}\n"))
    assert held - plain >= at_least - 1e-9


def test_the_advanced_boatsman_projects_one_viking_per_boatsman():
    text = "round 2\nplayer A\n  nobles L M1 M2 R\n  mainland N N N N B\nplayer B\n"
    base = _projected(text)                  # one Boatsman ferries all four Nobles
    advanced = _projected("rules advanced-boatsman\n" + text)   # it ferries one
    assert base - advanced > 3 * 0.5 * 2     # three Nobles' worth less, at least half each


def test_normal_buys_the_most_expensive_group_for_a_special_tile_it_values():
    from vikings_desktop.engine.notation import parse
    text = ("rules advanced\nround 2\nspecial-offer noble+1 noble+1 noble+1 feast\n"
            "player A gold=20 fame=5\n  nobles L+N M1+N M2+N M3+N R+N\n  scouts L\n"
            "player B gold=20 fame=5\n  nobles L\n"
            "wheel\n  3 R G\n  4 R G\n")
    state = parse(text)
    assert make_strategy("normal", seed=1).choose(state.observation(0)) == Buy(4)
    state = parse(text.replace("rules advanced", "rules auction"))     # no special tiles
    assert make_strategy("normal", seed=1).choose(state.observation(0)) == Buy(3)


@pytest.mark.parametrize("phase", [Phase.AUCTION, Phase.REMOVE_VIKING, Phase.DRAFT,
                                   Phase.SPECIAL, Phase.BUILDING], ids=lambda p: p.value)
def test_hard_searches_the_advanced_decisions_on_sampled_deals(phase, monkeypatch):
    from vikings_desktop.ai.hard import HardStrategy
    searched = []
    real = HardStrategy._search

    def recording(self, observation, candidates, stop, to_round_end=False):
        searched.append(len(candidates))
        return real(self, observation, candidates, stop, to_round_end)

    monkeypatch.setattr(HardStrategy, "_search", recording)
    state = DECISION_POINTS[phase]
    bot = HardStrategy(seed=3, time_limit=0.3)
    action = bot.choose(state.observation(state.current))
    assert state.problem(action) is None
    assert searched and searched[0] >= 2          # several candidates played out


# --- the advanced Boatsman, buildings and Vikings left ashore -------------------
def test_an_advanced_boatsman_ferries_one_viking_once_not_once_a_scoring():
    """R-A3: a Boatsman moves one Viking and leaves the game: with one Boatsman and four
    Nobles ashore, round 1 (three large scorings to come) projects one Noble ferried."""
    one = _projected("rules advanced-boatsman\nround 1\nplayer A\n  nobles L M1 M2 R\n"
                     "  mainland N B\nplayer B\n")
    four = _projected("rules advanced-boatsman\nround 1\nplayer A\n  nobles L M1 M2 R\n"
                      "  mainland N N N N B\nplayer B\n")
    assert four < one          # the three more stay ashore: fed, and scoring nothing


def test_vikings_stranded_ashore_cost_only_in_the_advanced_game():
    from vikings_desktop.ai.evaluation import STRANDED_COST
    text = "round 2\nplayer A\n  nobles L+N R+N\n  mainland N N\nplayer B\n"
    base_cost = _projected(text.replace("mainland N N", "mainland N")) - _projected(text)
    advanced = "rules advanced-boatsman\n" + text
    advanced_cost = (_projected(advanced.replace("mainland N N", "mainland N"))
                     - _projected(advanced))
    assert advanced_cost >= base_cost + STRANDED_COST - 1e-9


def test_a_building_tile_is_worth_the_vikings_around_it():
    """R-S: a building tile scores 1 fame per Viking on and around it at the end."""
    plain = _projected("rules advanced\nround 6\nplayer A\n  nobles L+N M2+N R+N\n"
                       "  scouts L+S M2+S R+S\nplayer B\n")
    building = _projected("rules advanced\nround 6\nplayer A\n  nobles L+N B2+N R+N\n"
                          "  scouts L+S M2+S R+S\nplayer B\n")
    assert building - plain >= 6 - 1e-9


def test_the_boatsmen_that_must_ferry_do_not_count_for_the_majority():
    """R-A3 with R-K2.1's round-6 rule: a Boatsman with a Viking to ferry moves it, and
    leaves the game; the majority (R-F3) counts the Boatsmen that stay."""
    from vikings_desktop.ai.evaluation import Context, project
    from vikings_desktop.engine.notation import parse
    state = parse("rules advanced-boatsman\nround 6\nplayer A\n  nobles L M1 R\n"
                  "  mainland N B B\nplayer B\n")
    assert project(state, state.players[0], Context(state)).boatsmen == 1
    base = parse("round 6\nplayer A\n  nobles L M1 R\n  mainland N B B\nplayer B\n")
    assert project(base, base.players[0], Context(base)).boatsmen == 2


def test_hard_searches_the_advanced_boatsman_itself():
    """Ferrying (R-A3) and boat tiles are Hard's own search, so a hint in the
    advanced game is Hard's choice, not Normal's."""
    from vikings_desktop.ai.hard import HardStrategy
    state = DECISION_POINTS[Phase.BOATSMAN]
    found = HardStrategy(3, time_limit=None, max_sweeps=3).plans(
        state.observation(state.current))
    assert found is not None and len(found[0]) == len(state.legal_actions()) and found[1]


# --- Hard's auction and Vikings ashore ----------------------------------------
def _auction_candidate(action, results):
    from vikings_desktop.ai.hard import Candidate
    c = Candidate((action,))
    c.results = dict(enumerate(results))
    return c


def test_hard_bids_only_when_its_playouts_put_the_bid_clearly_ahead_of_passing():
    """R-A1: the seat is worth little against the gold it takes, so a bid whose playouts
    beat passing by noise alone is not made (the 4-player bidding wars)."""
    from vikings_desktop.ai.hard import bid_or_pass
    passing = _auction_candidate(Pass(), [0.50, 0.40, 0.60, 0.45, 0.55, 0.50])
    clear = _auction_candidate(Bid(5), [0.56, 0.46, 0.66, 0.51, 0.61, 0.56])
    noisy = _auction_candidate(Bid(7), [0.85, 0.25, 0.85, 0.30, 0.80, 0.45])
    assert noisy.mean > clear.mean > passing.mean
    assert bid_or_pass([passing, clear], (Bid(5),)) == (Bid(5),)
    assert bid_or_pass([passing, noisy], (Bid(7),)) == (Pass(),)
    # too few playouts shared with passing to tell: keep the gold
    few = _auction_candidate(Bid(5), [0.9, 0.9, 0.9])
    assert bid_or_pass([passing, few], (Bid(5),)) == (Pass(),)
    # passing dropped as clearly behind: the bid stands
    passing.dropped = True
    assert bid_or_pass([passing, noisy], (Bid(7),)) == (Bid(7),)
    # the opener may not pass: the least bid is the cheap choice
    least = _auction_candidate(Bid(0), [0.50, 0.40, 0.60, 0.45, 0.55, 0.50])
    assert bid_or_pass([least, noisy], (Bid(7),)) == (Bid(0),)
    assert bid_or_pass([least, clear], (Bid(5),)) == (Bid(5),)


def test_hard_opens_passing_with_its_first_auction_candidates():
    """Passing is measured from the first sweep, since every bid is compared with it."""
    from vikings_desktop.ai.hard import HardStrategy
    state = auction_start(4)
    state.apply(Bid(0))
    bot = HardStrategy(3, time_limit=None, max_sweeps=2, width=2)
    plans, _ = bot.plans(state.observation(state.current))
    assert Pass() in [plan[0] for plan in plans[:2]]


def test_hard_charges_more_than_normal_for_vikings_no_boatsman_will_ferry(monkeypatch):
    """R-A3: Hard's end rating costs a stranded Viking HARD_STRANDED_COST beyond its
    feeding, not Normal's STRANDED_COST (Vikings left ashore against mc);
    nothing in the base game."""
    from vikings_desktop.ai import hard
    from vikings_desktop.ai.evaluation import STRANDED_COST, project
    from vikings_desktop.engine.notation import parse
    assert hard.HARD_STRANDED_COST > STRANDED_COST
    text = "round 2\nplayer A\n  nobles L+N R+N\n  mainland N N\nplayer B\n"

    def cost(rules_line):
        one = parse(rules_line + text.replace("mainland N N", "mainland N"))
        two = parse(rules_line + text)
        return (project(one, one.players[0], hard.hard_context(one)).value
                - project(two, two.players[0], hard.hard_context(two)).value)

    hards, advanced, base = hard.HARD_STRANDED_COST, cost("rules advanced-boatsman\n"), cost("")
    monkeypatch.setattr(hard, "HARD_STRANDED_COST", STRANDED_COST)
    assert advanced - cost("rules advanced-boatsman\n") == pytest.approx(hards - STRANDED_COST)
    assert base == pytest.approx(cost(""))


def test_hard_searches_a_placement_that_strands_its_viking_only_when_clearly_better():
    """R-A3: a Viking put ashore with no Boatsman left to ferry it scores nothing and is
    fed to the end; Hard searches such a placement only STRANDING_PREMIUM above the best
    purchase that strands none (Vikings left ashore against mc)."""
    from vikings_desktop.ai.hard import STRANDING_PREMIUM, strands, without_stranding
    from vikings_desktop.engine import PlaceTile
    from vikings_desktop.engine.notation import parse
    text = ("rules advanced-boatsman\nround 2\nplayer A gold=9\n  nobles L+N\n  scouts L\n"
            "  mainland N\nplayer B\nwheel\n  2 M1 N\n  3 M1 B\n")
    state = parse(text)
    on_tile = (Buy(2), PlaceTile(2, 2, True))
    ashore = (Buy(2), PlaceTile(3, 2, False))
    boatsman = (Buy(3), PlaceTile(3, 2, False))
    assert [strands(state, plan) for plan in (on_tile, ashore, boatsman)] == [
        False, True, False]
    ferried = parse(text.replace("mainland N", "mainland N B B"))   # a Boatsman to spare
    assert not strands(ferried, ashore)
    rated = [(10.0, on_tile), (10.0 + STRANDING_PREMIUM - 0.1, ashore)]
    assert [plan for _s, plan in without_stranding(state, rated)] == [on_tile]
    rated = [(10.0, on_tile), (10.0 + STRANDING_PREMIUM + 0.1, ashore)]
    assert [plan for _s, plan in without_stranding(state, rated)] == [on_tile, ashore]
    assert without_stranding(state, [(5.0, ashore)]) == [(5.0, ashore)]


def test_hard_does_not_feed_the_boatsmen_that_will_ferry_and_leave(monkeypatch):
    """R-A3: a Boatsman that ferries leaves the game, so R-F6 does not feed it: Hard's end
    rating charges its feeding no more (a Boatsman bought for a Viking ashore); the base
    game's projection is unchanged."""
    from vikings_desktop.ai import hard
    from vikings_desktop.ai.evaluation import project
    from vikings_desktop.engine.notation import parse
    text = "round 2\nplayer A\n  nobles L+N M1 R+N\n  mainland N B\nplayer B\n"

    def value(rules_line):
        state = parse(rules_line + text)
        return project(state, state.players[0], hard.hard_context(state)).value

    advanced, base = value("rules advanced-boatsman\n"), value("")
    monkeypatch.setattr(hard, "HARD_BOATSMEN_LEAVE", False)
    assert advanced - value("rules advanced-boatsman\n") == pytest.approx(hard.HARD_UNFED_COST)
    assert base == pytest.approx(value(""))


def test_hard_searches_several_purchases_when_its_filters_leave_one():
    """With its gold spent in the auction every group but the one at 0 costs
    fame, and the filters for dear purchases left Hard one purchase to search, so it
    played Normal's choice. In the advanced game the best of those filtered out are
    searched after the kept ones (MIN_PURCHASES_SEARCHED in all); the base game keeps
    its filters alone (its pins, test_base_game_pins)."""
    from vikings_desktop.ai.hard import MIN_PURCHASES_SEARCHED, HardStrategy, with_alternatives
    from vikings_desktop.engine.notation import parse
    text = ("round 3\nplayer A gold=0 fame=30\n  nobles L+N\n  scouts L\n  fishermen L\n"
            "player B gold=9\nwheel\n  0 M1 G\n  1 M2 S\n  2 M3 N\n  3 M1 F\n  4 M2 W\n"
            "  5 M3 N\n")

    def purchases(rules_line):
        state = parse(rules_line + text)
        plans, _ = HardStrategy(3, time_limit=None, max_sweeps=2).plans(
            state.observation(state.current))
        return list(dict.fromkeys(plan[0].space for plan in plans))

    base, advanced = purchases(""), purchases("rules auction advanced-boatsman\n")
    assert len(base) < MIN_PURCHASES_SEARCHED <= len(advanced)
    assert advanced[:len(base)] == base          # the kept ones first, in their order
    kept = [(5.0, (Buy(0),)), (4.0, (Buy(0), Pass()))]
    every = [*kept, (9.0, (Buy(2),)), (3.0, (Buy(3),)), (7.0, (Buy(1),))]
    assert [plan for _s, plan in with_alternatives(every, kept, 3)] == [
        *(plan for _s, plan in kept), (Buy(2),), (Buy(1),)]
    assert with_alternatives(every, kept, 1) == kept


def test_hard_values_a_waiting_warrior_less_in_the_advanced_game_at_a_table(monkeypatch):
    """Hard's end rating weights a Warrior waiting for a ship (R-T1) with
    HARD_WARRIOR_WAITING in the base game and in a 2-player advanced game, and with
    ADVANCED_WARRIOR_WAITING in an advanced game of 3 or 4 players (at the
    4-player table the higher weight kept Hard's Vikings in the Warriors' row while mc fed
    them and scored Scouts; with 2 players the lower one fed worse)."""
    from vikings_desktop.ai import hard
    from vikings_desktop.ai.evaluation import project
    from vikings_desktop.engine.notation import parse
    assert hard.ADVANCED_WARRIOR_WAITING < hard.HARD_WARRIOR_WAITING
    two = "round 2\nplayer A\n  warriors L+W R\nplayer B\n"
    three = two + "player C\n"

    def waiting(text):
        with_warrior, without = parse(text), parse(text.replace("L+W", "L"))
        return (project(with_warrior, with_warrior.players[0],
                        hard.hard_context(with_warrior)).value
                - project(without, without.players[0], hard.hard_context(without)).value)

    advanced = "rules advanced-boatsman\n"
    measured = {text: waiting(text) for text in (two, three, advanced + two, advanced + three)}
    monkeypatch.setattr(hard, "ADVANCED_WARRIOR_WAITING", hard.HARD_WARRIOR_WAITING)
    for text in (two, three, advanced + two):
        assert waiting(text) == pytest.approx(measured[text])
    assert waiting(advanced + three) > measured[advanced + three] + 0.5


def _first_playout_purchase(strategy, state: GameState) -> GameState:
    """The state after the first purchase of Hard's playout from ``state`` (its own seat
    to buy): the playout is stopped right after it."""
    from vikings_desktop.ai.hard import Stopped
    after = state.clone()
    calls = iter([False])
    with pytest.raises(Stopped):
        strategy.play_out(after, (), state.current, [("normal", 0.0)] * len(state.players),
                          random.Random(0), stop=lambda: next(calls, True))
    return after


def _bought(state: GameState, plan) -> GameState:
    from vikings_desktop.ai.base import apply_plan
    from vikings_desktop.ai.evaluation import evaluate
    after = state.clone()
    apply_plan(after, plan, evaluate)
    return after


def _on_hards_weights(state: GameState):
    """The purchase Normal's rating on Hard's weights picks, the stranding ones dropped."""
    from vikings_desktop.ai.hard import hard_context, without_stranding
    from vikings_desktop.ai.normal import NormalStrategy
    rated = NormalStrategy(1, context_of=hard_context).rate_buys(state)
    if state.rules.advanced_boatsman:
        rated = without_stranding(state, rated)
    return max(rated, key=lambda item: item[0])[1]


def _where_hards_weights_buy_otherwise(players: int, rules: RuleOptions) -> GameState:
    """A purchase in a game played by Normal where Normal's rating on Hard's weights,
    less the stranding purchases, picks another group than Normal's own."""
    from vikings_desktop.ai.normal import NormalStrategy
    normal = NormalStrategy(1)
    for seed in range(20):
        state = GameState.new_game([f"P{k}" for k in range(players)], seed=seed, rules=rules)
        while not state.is_over():
            if state.phase is Phase.BUY and (
                    _on_hards_weights(state)[0] != normal.plan_purchase(state)[0]):
                return state
            state.apply_unchecked(normal.best_action(state))
    raise AssertionError("Hard's weights never bought otherwise")


def test_hards_own_seat_buys_on_hards_weights_in_its_two_player_advanced_playouts(
        monkeypatch):
    """In a 2-player advanced game Hard's playouts make its own seat's purchases
    as Normal rates them on Hard's end weights, stranding ones dropped (the weights its
    playouts' ends are rated by); without OWN_PLAYOUT_HARD_WEIGHTS, as Normal."""
    from vikings_desktop.ai import hard
    from vikings_desktop.ai.normal import NormalStrategy
    state = _where_hards_weights_buy_otherwise(2, ADVANCED)
    mine = _on_hards_weights(state)
    theirs = NormalStrategy(1).plan_purchase(state)
    seat = state.current
    played = _first_playout_purchase(hard.HardStrategy(3, time_limit=None), state)
    assert played.wheel == _bought(state, mine).wheel
    assert played.players[seat].rows == _bought(state, mine).players[seat].rows
    monkeypatch.setattr(hard, "OWN_PLAYOUT_HARD_WEIGHTS", False)
    played = _first_playout_purchase(hard.HardStrategy(3, time_limit=None), state)
    assert played.wheel == _bought(state, theirs).wheel


@pytest.mark.parametrize("players, rules", [(2, RuleOptions()), (3, ADVANCED)],
                         ids=["base-2", "advanced-3"])
def test_hards_own_seat_buys_as_normal_in_other_playouts(players, rules):
    """The base game and advanced tables of 3 or 4 keep Normal for Hard's own seat in its
    playouts (their suites were measured so)."""
    from vikings_desktop.ai import hard
    from vikings_desktop.ai.normal import NormalStrategy
    state = _where_hards_weights_buy_otherwise(players, rules)
    theirs = NormalStrategy(1).plan_purchase(state)
    played = _first_playout_purchase(hard.HardStrategy(3, time_limit=None), state)
    assert played.wheel == _bought(state, theirs).wheel
    assert played.players[state.current].rows == _bought(state, theirs).players[
        state.current].rows
