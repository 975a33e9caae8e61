"""Hard's anytime search: paired pruning, progressive widening, the opponent-style mix."""

from __future__ import annotations

import pytest
from game_play import play_until, position_where

from vikings_desktop.ai import hard
from vikings_desktop.ai.evaluation import (
    WARRIOR_MOVED_IN,
    WARRIOR_WAITING,
    Context,
    evaluate,
    final_fames,
    project,
)
from vikings_desktop.ai.hard import (
    ADVANCED_MIN_PAIRED,
    FAME_PAYMENT_PREMIUM,
    HARD_FEEDING_SPREAD,
    HARD_UNFED_COST,
    HARD_UNREPELLED_COST,
    HARD_WARRIOR_WAITING,
    LEARNT_TABLE,
    MIN_PAIRED,
    SHIP_HELPERS_OPENED,
    UNGUARDED_SHIP_PREMIUM,
    WIDEN_EVERY,
    Candidate,
    HardStrategy,
    bare_ship_columns,
    learnt_fames,
    ship_helpers_first,
    without_dear_purchases,
)
from vikings_desktop.engine import Buy, GameState, Phase, PlaceTile, RuleOptions
from vikings_desktop.engine.components import (
    BOATSMAN,
    FISHERMAN,
    FISHERMAN_ROW,
    LEFT_END,
    NOBLE,
    NOBLE_ROW,
    RED_SHIP,
    RIGHT_END,
    SCOUT,
    SCOUT_ROW,
    SHIP_ROW,
    WARRIOR,
    WARRIOR_ROW,
)
from vikings_desktop.engine.display import cell_viking
from vikings_desktop.engine.display import packed_cell as cell


def candidate(results: list[float]) -> Candidate:
    c = Candidate(())
    c.results = dict(enumerate(results))
    return c


def test_a_candidate_clearly_behind_on_the_same_deals_is_dropped():
    best = candidate([10, 12, 8, 11, 9, 10])
    worse = candidate([7, 9.5, 5, 8, 6.5, 7])          # about 2.7 behind on every deal
    assert worse.behind(best)
    assert not best.behind(worse)


def test_noisy_or_few_results_keep_a_candidate_open():
    best = candidate([10, 12, 8, 11, 9, 10])
    noisy = candidate([14, 2, 15, 3, 12, 4])           # behind on average, but not clearly
    assert not noisy.behind(best)
    few = candidate([0] * (MIN_PAIRED - 1))
    assert not few.behind(best)


def test_the_advanced_games_own_decisions_wait_for_more_shared_deals():
    # A bid, a draft colour: few candidates, each worth whole rounds, so a clear lead on a
    # handful of deals is not yet enough to drop one.
    assert MIN_PAIRED < ADVANCED_MIN_PAIRED
    best = candidate([10, 12, 8, 11, 9, 10])
    worse = candidate([7, 9.5, 5, 8, 6.5, 7])
    assert worse.behind(best, MIN_PAIRED)
    assert not worse.behind(best, ADVANCED_MIN_PAIRED)
    longer_best = candidate([10, 12, 8, 11, 9, 10, 12, 9])
    longer_worse = candidate([7, 9.5, 5, 8, 6.5, 7, 9, 6])
    assert longer_worse.behind(longer_best, ADVANCED_MIN_PAIRED)


def test_a_late_candidate_with_one_lucky_playout_does_not_win():
    steady = candidate([10.0] * 8)
    lucky = Candidate(())
    lucky.results = {8: 30.0}
    actions, mean = HardStrategy._best([steady, lucky])
    assert actions is steady.actions and mean == 10.0


def with_purchases_left(state, round_number: int, on_wheel: int):
    """A copy of ``state`` in ``round_number`` with ``on_wheel`` groups left on the wheel."""
    copy = state.clone()
    copy.round = round_number
    kept = [space for space, cell in enumerate(copy.wheel) if cell][:on_wheel]
    copy.wheel = [cell if space in kept else 0 for space, cell in enumerate(copy.wheel)]
    return copy


def busy_buy():
    return position_where(lambda s: s.phase is Phase.BUY and s.round == 1
                      and len(s.legal_actions()) > 6, players=3, seed=12)


def test_progressive_widening_tries_what_normal_rates_low(monkeypatch):
    """Opened one at a time beyond the first ``width``: with enough sweeps every candidate
    is played out, not only Normal's favourites."""
    played: list[tuple] = []
    real = HardStrategy._play_out

    def recording(self, state, actions, *args):
        played.append(actions)
        return real(self, state, actions, *args)

    monkeypatch.setattr(HardStrategy, "_play_out", recording)
    monkeypatch.setattr(hard, "PRUNE_Z", 1e9)           # nothing dropped: count openings
    state = busy_buy()
    bot = HardStrategy(2, width=1, max_sweeps=4 * WIDEN_EVERY + 1,
                       time_limit=None)
    bot.choose(state.observation(state.current))
    opened = list(dict.fromkeys(played))
    assert len(opened) == 1 + 4                          # one more every WIDEN_EVERY sweeps


def test_opponents_play_in_a_mix_of_styles(monkeypatch):
    """The other seats are not all modelled as Normal: over a search, greedy and noisy
    styles are drawn; Hard's own seat always plays Normal's choice."""
    drawn: list[list] = []
    real = HardStrategy._play_out

    def recording(self, state, actions, seat, styles, *args):
        drawn.append([style for s, style in enumerate(styles) if s != seat])
        return real(self, state, actions, seat, styles, *args)

    monkeypatch.setattr(HardStrategy, "_play_out", recording)
    state = busy_buy()
    bot = HardStrategy(8, width=2, max_sweeps=12, time_limit=None)
    bot.choose(state.observation(state.current))
    kinds = {style for sweep in drawn for style in sweep}
    assert ("greedy", 1.5) in kinds and ("normal", 0.0) in kinds and ("normal", 2.0) in kinds


def test_the_search_is_repeatable_without_a_clock():
    state = busy_buy()
    obs = state.observation(state.current)
    first = HardStrategy(21, width=3, max_sweeps=6, time_limit=None).choose(obs)
    again = HardStrategy(21, width=3, max_sweeps=6, time_limit=None).choose(obs)
    assert first == again and state.problem(first) is None


def test_fame_payments_and_unguarded_ships_must_be_clearly_better():
    """R-B4 fame paid 1:1 and a ship with no Warrior below it (R-T1, R-F1) cost more than a
    round's rating sees: such purchases stay candidates only well ahead of a plain one."""
    state = busy_buy()
    warriors = state.players[state.current].rows[WARRIOR_ROW]
    assert not any(cell_viking(cell) for cell in warriors)     # no ship is guarded yet
    plain = (Buy(space=2, fame=0), PlaceTile(row=3, col=2))
    paid_a_little = (Buy(space=5, fame=1), PlaceTile(row=3, col=2))
    paid_well = (Buy(space=6, fame=2), PlaceTile(row=2, col=2))
    ship = (Buy(space=1, fame=0), PlaceTile(row=SHIP_ROW, col=1))
    ship_premium = UNGUARDED_SHIP_PREMIUM * (1 - Context(state).warrior_chance)
    assert 0 < ship_premium < UNGUARDED_SHIP_PREMIUM     # a Warrior may still come early on
    rated = [(10.0, plain), (11.0, paid_a_little), (10.0 + 2 * FAME_PAYMENT_PREMIUM + 0.5,
             paid_well), (10.0 + ship_premium - 0.1, ship)]
    kept = [plan for _score, plan in without_dear_purchases(state, rated)]
    assert kept == [plain, paid_well]
    rated.append((10.0 + ship_premium + 0.1, ship))
    assert ship in [plan for _score, plan in without_dear_purchases(state, rated)]
    late = with_purchases_left(state, 6, 3)    # the game's last purchases: no Warrior comes
    late_premium = UNGUARDED_SHIP_PREMIUM * (1 - Context(late).warrior_chance)
    assert late_premium > ship_premium
    assert [plan for _s, plan in without_dear_purchases(late, [(10.0, plain), (
        10.0 + ship_premium + 0.1, ship)])] == [plain]
    only_dear = [(5.0, paid_a_little), (4.0, ship)]
    assert without_dear_purchases(state, only_dear) == only_dear


def test_one_warrior_ashore_guards_one_empty_warrior_tile_not_every_one():
    """Late in the game a Boatsman moves a Warrior ashore onto an empty Warrior tile
    (R-K2.1), the leftmost first: a ship over the next empty tile is as unguarded as if no
    Warrior waited, until a second one does."""
    state = with_purchases_left(busy_buy(), 6, 3)
    player = state.players[state.current]
    player.rows[WARRIOR_ROW] = [LEFT_END << 3, RIGHT_END << 3]     # two tiles, no Warrior
    player.rows[SHIP_ROW] = []
    player.mainland[WARRIOR] = 1
    plain = (Buy(space=2, fame=0), PlaceTile(row=3, col=2))
    over_first = (Buy(space=1, fame=0), PlaceTile(row=SHIP_ROW, col=1))
    over_second = (Buy(space=1, fame=0), PlaceTile(row=SHIP_ROW, col=2))
    # rated just above what a ship over a tile a Warrior surely fills must beat plain by
    ships = 10.0 + UNGUARDED_SHIP_PREMIUM * (1 - WARRIOR_MOVED_IN) + 0.1
    rated = [(10.0, plain), (ships, over_first), (ships, over_second)]
    assert [plan for _s, plan in without_dear_purchases(state, rated)] == [plain, over_first]
    player.mainland[WARRIOR] = 2
    assert without_dear_purchases(state, rated) == rated


def test_the_chance_a_warrior_still_comes_follows_what_games_show():
    """Measured over Normal's games: an empty Warrior tile in the ship's column
    mostly gets a Warrior when one waits ashore for a Boatsman; early on, a column the
    Warriors' row does not reach yet is as likely to get one as the next; in round 6 a
    Warrior tile that is still to be bought hardly ever comes."""
    early = Context(with_purchases_left(busy_buy(), 1, 12))
    late = Context(with_purchases_left(busy_buy(), 6, 2))
    empty_tile = [1 << 3]                  # a Warrior-row tile without a Viking in column 1
    assert early.warrior_comes(1, empty_tile, waiting=1) == late.warrior_comes(
        1, empty_tile, waiting=1) > 0.8
    assert early.warrior_comes(1, empty_tile, 0) > late.warrior_comes(1, empty_tile, 0) > 0.3
    assert early.warrior_comes(4, [], 0) == early.warrior_comes(1, [], 0) >= 0.6
    assert late.warrior_comes(1, [], 0) < 0.1
    assert late.warrior_comes(3, [], 0) < late.warrior_comes(1, [], 0)


def test_each_purchase_is_searched_with_its_other_placements_too():
    """Normal rates a purchase by its best placement alone; Hard also plays out the next
    best placements, rated below it by what Normal thinks they give up."""
    state = busy_buy()
    rated = hard.NormalStrategy(1).rate_buys(state)
    wider = hard.with_other_placements(state, rated)
    for score, plan in rated:
        same_purchase = [(s, p) for s, p in wider if p[0] == plan[0]]
        assert (score, plan) == same_purchase[0]
        assert 1 <= len(same_purchase) <= hard.PLACEMENTS_PER_PURCHASE + 1   # + under a ship
        assert all(s <= score for s, _p in same_purchase)
        assert len({p for _s, p in same_purchase}) == len(same_purchase)
    assert len(wider) > len(rated)
    for _score, plan in wider:
        copy = state.clone()
        for action in plan:
            assert copy.problem(action) is None
            copy.apply(action)



def test_purchases_that_bring_an_unrepelled_ship_its_warrior_are_searched_early():
    """R-T1: a Warrior for the empty Warrior tile under a ship, a Warrior-row tile under a
    ship while a Warrior waits ashore, and the Boatsman that Warrior needs (R-K2.1) are
    opened right after the best-rated purchase, SHIP_HELPERS_OPENED at most; nothing moves
    while every ship is repelled."""
    state = busy_buy()
    player = state.players[state.current]
    player.rows[SHIP_ROW] = [cell(RED_SHIP), cell(RED_SHIP)]
    player.rows[WARRIOR_ROW] = [cell(LEFT_END)]   # an empty tile under ship 1, none under 2
    player.mainland[WARRIOR] = player.mainland[BOATSMAN] = 0
    state.wheel[:4] = [cell(RIGHT_END, NOBLE), cell(RIGHT_END, WARRIOR),
                       cell(LEFT_END, BOATSMAN), cell(RIGHT_END, SCOUT)]
    assert bare_ship_columns(player) == {2}
    best = (Buy(space=0, fame=0), PlaceTile(row=NOBLE_ROW, col=1, viking_on_tile=True))
    plain = (Buy(space=3, fame=0), PlaceTile(row=SCOUT_ROW, col=1, viking_on_tile=True))
    boatsman = (Buy(space=2, fame=0), PlaceTile(row=SCOUT_ROW, col=1))
    tile_under = (Buy(space=3, fame=0), PlaceTile(row=WARRIOR_ROW, col=2))
    warrior = (Buy(space=1, fame=0), PlaceTile(row=NOBLE_ROW, col=1))
    candidates = [best, plain, boatsman, tile_under, warrior]
    # no Warrior ashore: only a Warrior helps (the Boatsman would have nobody to move)
    assert ship_helpers_first(state, candidates, SHIP_HELPERS_OPENED) == [
        best, warrior, plain, boatsman, tile_under]
    player.mainland[WARRIOR] = 1       # one waits: its Boatsman and a tile under ship 2 too
    assert ship_helpers_first(state, candidates, 2) == [
        best, boatsman, tile_under, plain, warrior]
    player.mainland[BOATSMAN] = 1      # a Boatsman is ashore already
    assert ship_helpers_first(state, candidates, 2) == [
        best, tile_under, warrior, plain, boatsman]
    player.rows[WARRIOR_ROW] = [cell(LEFT_END, WARRIOR), cell(RIGHT_END, WARRIOR)]
    assert ship_helpers_first(state, candidates, 2) == candidates     # both ships repelled


def test_a_purchase_is_also_searched_with_its_tile_under_a_ship_without_one():
    """A tile that fits the Warriors' row under a ship with no tile there (R-T1) is among
    its purchase's placements, however low Normal rates it."""
    def bare_ship_with_a_fitting_tile(state) -> bool:
        if state.phase is not Phase.BUY or state.round < 2:
            return False
        return bool(under_ship_placements(state))

    state = position_where(bare_ship_with_a_fitting_tile, players=2, seed=5)
    rated = hard.NormalStrategy(1).rate_buys(state)
    wider = hard.with_other_placements(state, rated, per_purchase=1)
    assert len(wider) > len(rated)          # Normal's best placement went elsewhere
    for buy, cells in under_ship_placements(state).items():
        searched = {(a.row, a.col) for _s, plan in wider if plan[0] == buy
                    for a in plan[1:] if isinstance(a, PlaceTile)}
        assert searched & cells


def under_ship_placements(state) -> dict:
    """Each purchase whose tile may go into the Warriors' row under a ship with no tile
    there: the (row, col) cells it may go to."""
    bare = bare_ship_columns(state.players[state.current])
    found = {}
    for buy in (a for a in state.legal_actions() if isinstance(a, Buy)):
        after = state.clone()
        after.apply(buy)
        cells = {(a.row, a.col) for a in after.legal_actions() if isinstance(a, PlaceTile)
                 and a.row == WARRIOR_ROW and a.col in bare}
        if cells:
            found[buy] = cells
    return found

def waiting_warriors(player) -> int:
    """Warriors standing in the Warriors' row of a column no ship has reached yet."""
    ships = player.rows[SHIP_ROW]
    return sum(1 for col, cell in enumerate(player.rows[WARRIOR_ROW], start=1)
               if cell_viking(cell) and (col > len(ships) or not ships[col - 1]))


def test_hard_values_a_warrior_waiting_for_a_ship_more_than_normal(monkeypatch):
    """Late in a round the wheel often holds only ships: only a Warrior ready in its column
    repels one (R-T1). Hard's playouts end on that weight (and Hard's other weights,
    hard_context); Normal's rating keeps its own."""
    state = position_where(lambda s: s.phase is Phase.BUY and s.round == 3 and any(
        waiting_warriors(p) for p in s.players), players=2, seed=5)
    seat = next(i for i, p in enumerate(state.players) if waiting_warriors(p))
    player = state.players[seat]
    normal, hards = Context(state), Context(state, HARD_WARRIOR_WAITING)
    assert HARD_WARRIOR_WAITING > WARRIOR_WAITING == normal.warrior_waiting
    gained = project(state, player, hards).value - project(state, player, normal).value
    assert abs(gained - (HARD_WARRIOR_WAITING - WARRIOR_WAITING) * normal.large
               * waiting_warriors(player)) < 1e-9 and gained > 0
    assert evaluate(state, seat) == hard.standing(hard.final_fames(state, context=normal), seat)

    weights: list[tuple] = []
    real = hard.final_fames

    def recording(end, projections=None, context=None):
        weights.append((context.warrior_waiting, context.allot_waiting,
                        context.feeding_sigma == HARD_FEEDING_SPREAD * context.future ** 0.5))
        return real(end, projections, context)

    monkeypatch.setattr(hard, "final_fames", recording)
    state = busy_buy()
    HardStrategy(3, width=2, max_sweeps=2, time_limit=None).choose(
        state.observation(state.current))
    assert weights and set(weights) == {(HARD_WARRIOR_WAITING, True, True)}


def test_a_playout_is_rated_as_a_chance_to_win(monkeypatch):
    """Even standings are a coin toss; a lead counts for more the fewer rounds are left to
    turn it, and once the game is over the winner is sure."""
    state = busy_buy()
    margins = {"m": 0.0}
    monkeypatch.setattr(hard, "standing", lambda fames, seat: margins["m"])

    def chance(margin, round_number, over=False):
        margins["m"] = margin
        end = with_purchases_left(state, round_number, 12)
        if over:
            end.phase = Phase.OVER
        return hard.win_chance(end, 0)

    assert chance(0.0, 2) == 0.5
    assert chance(-5.0, 2) < 0.5 < chance(5.0, 2) < chance(10.0, 2) < 1.0
    assert chance(5.0, 2) < chance(5.0, 5) < chance(5.0, 6, over=True)
    assert chance(30.0, 6, over=True) > 0.999 and chance(-30.0, 6, over=True) < 0.001
    assert chance(1e9, 6, over=True) == 1.0       # no overflow


def test_in_the_advanced_game_a_settled_lead_still_counts_its_margin(monkeypatch):
    """Far ahead at the game's end the chance to win alone is ~1 for every candidate; in
    the advanced game a share of the rating still prefers the larger margin (so the
    search does not choose by noise between a fed and an unfed Viking), at a table of 3
    too, the base game rates the chance alone, and even standings stay a coin toss."""
    table = busy_buy()
    state = table.clone()
    state.players = state.players[:2]
    margins = {"m": 0.0}
    monkeypatch.setattr(hard, "standing", lambda fames, seat: margins["m"])

    def rating(margin, rules, position=state):
        margins["m"] = margin
        end = position.clone()
        end.rules = rules
        end.phase = Phase.OVER
        return hard.win_chance(end, 0)

    advanced, base = RuleOptions.advanced(), RuleOptions()
    assert rating(0.0, advanced) == rating(0.0, base) == 0.5
    assert rating(30.0, base) - rating(15.0, base) < 0.001
    assert rating(30.0, advanced) - rating(15.0, advanced) > 0.02
    assert rating(30.0, advanced, table) - rating(15.0, advanced, table) > 0.02
    assert rating(-15.0, advanced) - rating(-30.0, advanced) > 0.02
    assert rating(-1e9, advanced) < 1e-20 and rating(1e9, advanced) == 1.0      # no overflow
    assert rating(2.0, advanced) - rating(-2.0, advanced) > 0.3     # the chance still leads
    monkeypatch.setattr(hard, "WIN_MARGIN_SHARE", 0.0)
    assert rating(30.0, advanced) == rating(30.0, base)


def test_at_the_end_an_unrepelled_ship_costs_hard_more_than_its_penalty(monkeypatch):
    """The game's end is rated on exact fame, but each ship no Warrior repels (R-T1, R-F1)
    costs HARD_UNREPELLED_COST more — the player's own lowers its chance, a rival's raises
    it; with the cost at 0 only the fame counts."""
    end = busy_buy()
    end.players = end.players[:2]
    end.phase = Phase.OVER
    for player in end.players:
        player.fame, player.gold = 40, 0
        player.rows[SHIP_ROW] = []
    even = hard.win_chance(end, 0)
    assert even == 0.5 and HARD_UNREPELLED_COST > 0
    end.players[0].rows[SHIP_ROW] = [cell(RED_SHIP)]
    end.players[0].rows[WARRIOR_ROW] = []
    assert hard.win_chance(end, 0) < even < hard.win_chance(end, 1)
    end.players[1].rows[SHIP_ROW] = [cell(RED_SHIP)]
    end.players[1].rows[WARRIOR_ROW] = []
    assert hard.win_chance(end, 0) == even
    end.players[0].rows[WARRIOR_ROW] = [cell(LEFT_END, WARRIOR)]        # repelled
    assert hard.win_chance(end, 0) > even
    monkeypatch.setattr(hard, "HARD_UNREPELLED_COST", 0.0)
    assert hard.win_chance(end, 0) == even


def test_at_the_advanced_game_end_an_unfed_viking_costs_hard_what_its_forecast_did(
        monkeypatch):
    """The exact end of a 2-player advanced game charges each unfed Viking (R-F6)
    HARD_UNFED_COST, as the projection at a round's end does, not the 1 fame it costs (a
    round-6 search otherwise weighs hunger less than a round-5 one) — a rival's hunger
    raises Hard's chance, a fed Viking is not charged, and the base game and a table of 3
    count the fame alone."""
    end = busy_buy()
    end.players = [end.players[0].clone(), end.players[0].clone()]
    end.rules = RuleOptions.advanced()
    end.phase = Phase.OVER
    for player in end.players:
        player.fame, player.gold = 40, 0
        player.rows = [[] for _ in player.rows]
        player.mainland = [0] * len(player.mainland)
    even = hard.win_chance(end, 0)
    assert even == 0.5 and HARD_UNFED_COST > 1.0
    end.players[0].fame, end.players[0].mainland[SCOUT] = 39, 1      # 1 fame lost feeding it
    assert hard.unfed_vikings(end.players[0]) == 1
    assert hard.win_chance(end, 0) < even < hard.win_chance(end, 1)
    three = end.clone()
    three.players = [*three.players, three.players[1].clone()]
    three.players[0].fame = 40                      # with 3 players only the fame counts
    assert hard.win_chance(three, 0) == pytest.approx(even)
    end.players[1].fame = 39 - round(HARD_UNFED_COST - 1.0)          # as dear as the hunger
    assert hard.win_chance(end, 0) == pytest.approx(even)
    end.players[0].rows[FISHERMAN_ROW] = [cell(LEFT_END, FISHERMAN)]  # 5 places, 2 Vikings
    assert hard.unfed_vikings(end.players[0]) == 0
    assert hard.win_chance(end, 0) > even                 # 39 against 38: fed, not charged
    end.players[0].rows[FISHERMAN_ROW] = []
    end.rules = RuleOptions()
    assert hard.win_chance(end, 0) > even
    end.rules = RuleOptions.advanced()
    monkeypatch.setattr(hard, "HARD_UNFED_COST", 1.0)
    assert hard.win_chance(end, 0) > even


def table_of_four_at_round(round_number: int, rules=None, seed: int = 3):
    """A random 4-player game of ``rules`` (the advanced game by default) at the start of
    ``round_number``."""
    state = GameState.new_game(["A", "B", "C", "D"], seed=seed,
                               rules=rules or RuleOptions.advanced())
    return play_until(state, lambda s: s.round == round_number, seed=seed)


def test_at_the_advanced_table_of_4_fame_counts_whole_and_the_display_in_part():
    """The learnt rating: fame already won counts one for one, what the display
    only promises counts for about half of what the projection says — for every player."""
    for seed in range(3):
        state = table_of_four_at_round(4, seed=seed)
        context = hard.hard_context(state)
        rated = learnt_fames(state, context)
        projected = final_fames(state, context=context)
        for player, learnt, full in zip(state.players, rated, projected, strict=True):
            promise, full_promise = learnt - player.fame, full - player.fame
            assert abs(promise) < 0.8 * abs(full_promise)
            assert promise * full_promise > 0       # shrunk, not turned round
        richer = state.clone()
        richer.players[1].fame += 6
        assert learnt_fames(richer, context)[1] - rated[1] == pytest.approx(6.0)
        assert learnt_fames(richer, context)[0] == pytest.approx(rated[0])


def test_only_the_advanced_table_of_4_is_rated_on_the_learnt_weights(monkeypatch):
    """The weights were learnt from 4-player advanced games: 2 and 3 players and the base
    game keep the projection's fames, and the learnt margin is widened by LEARNT_SPREAD."""
    used: list[int] = []
    real = hard.learnt_fames

    def recording(end, context):
        used.append(len(end.players))
        return real(end, context)

    monkeypatch.setattr(hard, "learnt_fames", recording)
    four = table_of_four_at_round(3)
    for players in (2, 3):
        fewer = four.clone()
        fewer.players = fewer.players[:players]
        hard.win_chance(fewer, 0)
    hard.win_chance(table_of_four_at_round(3, rules=RuleOptions()), 0)
    assert used == []
    chance = hard.win_chance(four, 0)
    assert used == [LEARNT_TABLE]
    monkeypatch.setattr(hard, "LEARNT_SPREAD", 1e9)     # no margin: a coin toss
    assert hard.win_chance(four, 0) == pytest.approx(0.5)
    assert chance != pytest.approx(0.5)
