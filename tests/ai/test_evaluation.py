"""The position rating (evaluation.py): the Warriors' row against the ships still to come.

Every ship is bought by the end and the ship row fills from column 1 (R-P3), so a column
the ships will reach with no Warrior below it costs about a ship's penalty (R-T1, R-F1),
and a gap in the Warriors' row between two sea edges never gets one (R-P4b)."""

from __future__ import annotations

import math

from game_play import position_where

from vikings_desktop.ai.evaluation import (
    WARRIOR_GAP_COST,
    WARRIOR_MOVED_IN,
    Context,
    dead_gap,
    feeding_value,
    moved_in_columns,
    project,
    warriors_in_a_maximal_plan,
)
from vikings_desktop.engine import Phase
from vikings_desktop.engine.components import (
    BOATSMAN,
    LEFT_END,
    M1,
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
from vikings_desktop.engine.display import packed_cell as cell
from vikings_desktop.engine.rules import BASE, RuleOptions

L_W, R_W, M_W = cell(LEFT_END, WARRIOR), cell(RIGHT_END, WARRIOR), cell(M1, WARRIOR)
UNFED = 1.0      # R-F6: each Viking no Fisherman feeds costs 1 fame (these displays are hungry)


def early_state():
    """Round 1, two players, nobody has a ship or a Warrior-row tile yet."""
    state = position_where(lambda s: s.phase is Phase.BUY and s.round == 1 and s.purchases >= 2,
                       players=2, seed=3)
    for player in state.players:
        player.rows[SHIP_ROW] = []
        player.rows[WARRIOR_ROW] = []
        player.mainland[WARRIOR] = 0
    return state


def value_with(state, warriors: list[int], ships: list[int] | None = None,
               waiting: int = 0, **weights) -> float:
    copy = state.clone()
    player = copy.players[copy.current]
    player.rows[WARRIOR_ROW] = warriors
    player.rows[SHIP_ROW] = ships or []
    player.mainland[WARRIOR] = waiting
    return project(copy, player, Context(copy, **weights)).value


def test_a_gap_between_two_sea_edges_can_never_be_filled():
    assert dead_gap([L_W, R_W, 0, L_W], 3)          # right end | ? | left end: sea | sea
    assert dead_gap([0, L_W], 1)                    # the mainland's edge is sea too
    assert not dead_gap([L_W, 0, R_W], 2)           # a middle fits
    assert not dead_gap([L_W, R_W, 0, M_W], 3)      # a left end fits
    assert not dead_gap([L_W, R_W, 0], 3)           # the row's end, not a gap
    assert not dead_gap([L_W, R_W], 2)              # filled
    assert not dead_gap([L_W, 0, 0, L_W], 2)        # its left neighbour may still come


def test_a_ship_over_a_dead_gap_is_never_repelled():
    context = Context(early_state())
    assert context.warrior_comes(3, [L_W, R_W, 0, L_W], 0) == 0.0
    assert context.warrior_comes(3, [L_W, R_W, 0, M_W], 0) > 0.5    # early: a left end comes


def test_the_ships_reach_the_columns_the_ships_left_will_fill():
    """Shared out evenly, the 14 ships give each of two players about 7: the first columns
    surely, the far ones not; with every ship placed, none beyond the row."""
    context = Context(early_state())
    assert context.ships_each == 7.0
    reach = [context.ship_reaches(col, 0) for col in range(1, 14)]
    assert reach[:4] == [1.0] * 4 and reach[-1] == 0.0
    assert all(a >= b for a, b in zip(reach, reach[1:], strict=False))
    context.ships_each, context.ship_slope = 0.0, 1.0         # the game's last purchase
    assert context.ship_reaches(5, 5) == 1.0 and context.ship_reaches(6, 5) == 0.0


def test_a_column_the_ships_will_reach_costs_without_a_warrior():
    state = early_state()
    context = Context(state)
    none, one = value_with(state, []), value_with(state, [L_W])
    # The Warrior in column 1 waits for a ship and spares the cost of an unguarded column;
    # it is one more Viking to feed (R-F6), and early on the display is underfed.
    waiting = context.warrior_waiting * context.large
    spared = WARRIOR_GAP_COST * (1 - context.warrior_chance)
    assert abs(one - none - (waiting + spared - UNFED)) < 1e-9


def test_warriors_without_gaps_are_worth_more_than_past_a_dead_gap():
    """The next Warrior tile belongs in the next column: placed one further (touching the
    Nobles' row), it leaves a gap no tile fills, and the ship that comes there stays."""
    state = early_state()
    contiguous = value_with(state, [L_W, R_W, L_W])
    past_a_gap = value_with(state, [L_W, R_W, 0, L_W])
    assert contiguous > past_a_gap + WARRIOR_GAP_COST * (1 - Context(state).warrior_chance)


def test_a_warrior_past_the_last_ship_to_come_is_worth_nothing():
    """Round 6, the wheel empty and every ship placed, 7 each: Warriors in columns 8 and 9
    wait for nothing; they are only two more Vikings to feed."""
    state = early_state()
    state.round, state.wheel = 6, [0] * len(state.wheel)
    ships = [cell(RED_SHIP)] * 7
    for player in state.players:
        player.rows[SHIP_ROW] = ships[:]
    far = [L_W] + [M_W] * 7 + [R_W]               # Warriors in columns 1-9
    near = far[:7] + [cell(M1), cell(RIGHT_END)]   # the same tiles, none in columns 8-9
    assert value_with(state, far, ships) == value_with(state, near, ships) - 2 * UNFED


def test_a_warrior_ashore_fills_one_empty_warrior_tile_the_leftmost_first():
    """A Boatsman moves a Warrior ashore onto an empty Warrior tile (R-K2.1): one Warrior
    fills one tile. The ships fill their row from column 1 (R-P3), so it goes left."""
    empty = cell(LEFT_END)
    assert moved_in_columns([L_W, empty, M_W, cell(M1), cell(RIGHT_END)], 1) == {2}
    assert moved_in_columns([L_W, empty, M_W, cell(M1), cell(RIGHT_END)], 5) == {2, 4, 5}
    assert moved_in_columns([empty, cell(RIGHT_END)], 0) == set()
    # Two ships over two empty Warrior tiles, one Warrior ashore: with allot_waiting only
    # one ship counts on it, the other has the chance of a Warrior bought later.
    state = early_state()
    ships, tiles = [cell(RED_SHIP)] * 2, [empty, cell(RIGHT_END)]
    every = value_with(state, tiles, ships, waiting=1)
    allotted = value_with(state, tiles, ships, waiting=1, allot_waiting=True)
    penalty = 3 * 0.35                       # a red ship: 3 gold at the end (R-F1)
    later = Context(state).warrior_comes(2, tiles, 0)
    assert abs(every - allotted - penalty * (WARRIOR_MOVED_IN - later)) < 1e-9
    assert value_with(state, tiles, ships, waiting=2, allot_waiting=True) == value_with(
        state, tiles, ships, waiting=2)       # enough Warriors ashore for both tiles


def test_in_round_6_one_boatsman_may_move_only_one_warrior_of_several():
    """R-K2.1 Decision: in round 6 the most Vikings in total must move. One Boatsman moves
    every Warrior ashore unless one Viking of each colour, or all of another, moves more."""
    # movable Vikings per colour: Fishermen, Goldsmiths, Scouts, Nobles, Warriors
    assert warriors_in_a_maximal_plan((0, 0, 0, 1, 2), 1) == 2    # ties one of each: free
    assert warriors_in_a_maximal_plan((0, 0, 1, 1, 2), 1) == 1    # one of each moves 3
    assert warriors_in_a_maximal_plan((0, 0, 0, 3, 1), 1) == 0    # all Nobles move 3
    assert warriors_in_a_maximal_plan((0, 0, 1, 1, 2), 2) == 2    # the second takes the other


def test_the_empty_warrior_tiles_filled_are_those_the_boatsmen_move_warriors_onto():
    """Hard's rating counts a Warrior ashore on an empty Warrior tile only as far as the
    Boatsmen can move it there: all at once before the last large scoring, one Viking a
    Boatsman with the advanced Boatsman (R-A3), in round 6 as the most-Vikings rule allows."""
    state = early_state()
    player = state.players[state.current]
    empty = cell(LEFT_END)
    player.rows[WARRIOR_ROW] = [empty, cell(M1), cell(RIGHT_END)]
    player.rows[NOBLE_ROW] = [cell(LEFT_END), cell(RIGHT_END)]
    player.rows[SCOUT_ROW] = [cell(LEFT_END), cell(RIGHT_END)]
    player.mainland = [0] * len(player.mainland)
    player.mainland[WARRIOR], player.mainland[NOBLE], player.mainland[SCOUT] = 2, 1, 1
    player.mainland[BOATSMAN] = 1

    def filled(round_number: int, rules: RuleOptions = BASE):
        state.round, state.rules = round_number, rules
        return Context(state, allot_waiting=True).allotment(player)[0]

    assert filled(3) == {1, 2}               # round 4's scoring: "all Warriors" is free
    assert filled(5) == {1}                  # round 6's: one of each colour moves more
    assert filled(3, RuleOptions(advanced_boatsman=True)) == {1}
    player.mainland[BOATSMAN] = 2
    assert filled(5) == filled(3, RuleOptions(advanced_boatsman=True)) == {1, 2}
    player.mainland[BOATSMAN] = 0            # a Boatsman still to be bought moves one
    assert filled(3, RuleOptions(advanced_boatsman=True)) == {1}
    assert Context(state).allotment(player) == (None, 0)     # without allot_waiting


def test_warriors_still_to_come_are_shared_out_over_the_ship_columns():
    """Late in the game few Warriors are still to come: with ``warrior_supply`` the chances
    of the columns the ships reach add up to no more than the Warriors a player still gets,
    so three unguarded ships cost more than each column's chance alone says, and a Warrior
    placed now is worth more."""
    state = early_state()
    state.round = 6
    groups = [group for group in state.wheel if group][:4]     # 2 purchases each left
    state.wheel = groups + [0] * (len(state.wheel) - len(groups))
    ships = [cell(RED_SHIP)] * 3
    for player in state.players:
        player.rows[SHIP_ROW] = ships[:]
    future = Context(state).future
    assert future == 2 and Context(state).warrior_budget == math.inf
    assert Context(state, warrior_supply=0.12).warrior_budget == 0.12 * future
    alone, shared = value_with(state, [], ships), value_with(state, [], ships,
                                                              warrior_supply=0.12)
    assert shared < alone
    assert value_with(state, [], ships, warrior_supply=10.0) == alone     # never binds
    gain_alone = value_with(state, [L_W], ships) - alone
    gain_shared = value_with(state, [L_W], ships, warrior_supply=0.12) - shared
    assert gain_shared > gain_alone


def test_a_warrior_ashore_beyond_the_empty_tiles_waits_for_a_tile_of_its_own():
    """``ashore_tiles``: a Warrior ashore that no empty Warrior tile takes still repels a
    ship in a column without a Warrior-row tile once an island tile is placed there (R-P4)
    and a Boatsman moves it in (R-K2.1): the ships over columns 2 and 3 cost less with it,
    a second Warrior guards a second column, and without Warriors ashore nothing changes."""
    state = early_state()
    state.round = 4
    ships = [cell(RED_SHIP)] * 3
    hard = dict(allot_waiting=True, ashore_tiles=True)
    context = Context(state, **hard)
    player = state.players[state.current]
    player.rows[WARRIOR_ROW], player.mainland[WARRIOR] = [L_W], 1
    assert context.allotment(player) == (set(), 1)
    assert Context(state, allot_waiting=True).allotment(player) == (set(), 0)
    assert context.ashore_tile_chance(2, [L_W], 1) > context.warrior_comes(2, [L_W], 1, set())
    assert context.ashore_tile_chance(2, [L_W], 0) == 0.0             # no Warrior spare
    assert context.ashore_tile_chance(1, [L_W], 1) == 0.0             # a tile is there
    assert context.ashore_tile_chance(3, [L_W, R_W, 0, L_W], 1) == 0.0     # a dead gap
    gains = [value_with(state, [L_W], ships, waiting=waiting, **hard)
             - value_with(state, [L_W], ships, waiting=waiting, allot_waiting=True)
             for waiting in (0, 1, 2)]
    assert gains[0] == 0.0 < gains[1] < gains[2]
    # An empty Warrior tile takes the Warrior first: none is left for column 3.
    empty_tile = [L_W, cell(RIGHT_END)]
    assert value_with(state, empty_tile, ships, waiting=1, **hard) == value_with(
        state, empty_tile, ships, waiting=1, allot_waiting=True)


def test_an_unrepelled_ship_can_cost_more_than_its_penalty():
    """``unrepelled_cost``: each ship no Warrior repels, and each column the ships will
    reach with no Warrior to come, costs that much more, as likely as it stays unrepelled:
    the fewer Warriors below the ships, the more it takes."""
    state = early_state()
    state.round = 5
    ships = [cell(RED_SHIP)] * 2
    costs = [value_with(state, guard, ships) - value_with(state, guard, ships,
                                                           unrepelled_cost=2.0)
             for guard in ([L_W, R_W], [L_W], [])]
    assert 0 <= costs[0] < costs[1] < costs[2]
    assert value_with(state, [], ships, unrepelled_cost=0.0) == value_with(state, [], ships)


def test_an_uncertain_feeding_forecast_values_the_kink_as_its_expectation():
    """R-F6 pays 2 per spare place and takes 1 per unfed Viking. A sure forecast takes
    the kink as it is; an uncertain one (sigma) its expectation: more than either side's
    line, near them far from the kink, and the next Fisherman (5 places) worth more than
    5 while the forecast is a little short."""
    assert feeding_value(4, 2.0, 0.0) == 8 and feeding_value(-3, 2.0, 0.0) == -3
    for fed in (-12, -3, 0, 3, 12):
        expected = feeding_value(fed, 2.0, 4.0)
        assert expected > feeding_value(fed, 2.0, 0.0)
    assert abs(feeding_value(-40, 2.0, 4.0) + 40) < 1e-6
    assert abs(feeding_value(40, 3.0, 4.0) - 120) < 1e-6
    assert 5 < feeding_value(2, 2.0, 4.0) - feeding_value(-3, 2.0, 4.0) < 10
    # the spread grows with the purchases to come: none left, a sure forecast
    state = early_state()
    assert Context(state, feeding_spread=1.8).feeding_sigma > 0 == Context(state).feeding_sigma
    state.round, state.wheel = 6, [0] * len(state.wheel)
    assert Context(state, feeding_spread=1.8).feeding_sigma == 0.0
