"""One or more tests per rule of RULES.md sections 1–9, named by rule id."""

from __future__ import annotations

import random

import pytest
from game_play import play_until

from vikings_desktop.engine import (
    Buy,
    Deal,
    Discard,
    Done,
    Exchange,
    GameState,
    IllegalAction,
    MoveViking,
    Phase,
    PlaceStart,
    PlaceTile,
    UseBoatsman,
    threat_map,
)
from vikings_desktop.engine.components import (
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    LEFT_END,
    M1,
    NOBLE,
    RED_SHIP,
    RIGHT_END,
    SCOUT,
    SHIPS,
    STACK_TILE_COUNTS,
    WARRIOR,
    is_ship,
)

# --- R-C components --------------------------------------------------------------------


def test_r_c2_r_c3_component_counts():
    assert sum(STACK_TILE_COUNTS.values()) == 72
    assert STACK_TILE_COUNTS[LEFT_END] + 4 == 21 and STACK_TILE_COUNTS[RIGHT_END] == 21
    assert [SHIPS[t].copies for t in sorted(SHIPS)] == [3, 4, 4, 3]
    assert [(s.sail, s.gold, s.fame) for s in SHIPS.values()] == [
        ("red", 3, 0), ("green", 5, 0), ("yellow", 0, 2), ("blue", 0, 3)]


# --- R-U set-up ------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "gold"), [(2, 30), (3, 25), (4, 20)])
def test_r_u1_r_c5_setup(n, gold):
    state = GameState.new_game([f"P{i}" for i in range(n)], seed=3)
    assert [(p.gold, p.fame) for p in state.players] == [(gold, 10)] * n
    assert state.removed_tiles == [LEFT_END] * (4 - n)        # unused start tiles (R-C4)
    assert all(len(s) == 12 for s in state.stacks[1:]) and state.stacks[0] == []
    assert len(state.bag) == 78 - 12
    assert state.accounting() == (76, 78, 0)


def test_r_u1_start_player_random_unless_set():
    starts = {GameState.new_game(["a", "b", "c"], seed=s).start_player for s in range(30)}
    assert starts == {0, 1, 2}
    assert GameState.new_game(["a", "b", "c"], seed=1, start_player=2).current_player() == 2


# --- R-O the round ---------------------------------------------------------------------


def test_r_o1_islands_from_zero_ships_from_eleven():
    for seed in range(20):
        state = GameState.new_game(["a", "b"], seed=seed)
        tiles = [g >> 3 for g in state.wheel]
        ships = [is_ship(t) for t in tiles]
        assert ships == sorted(ships)                       # islands first, then ships
        dealt = list(Deal.shuffled(2, seed).stacks[0])
        assert [t for t in tiles if not is_ship(t)] == [t for t in dealt if not is_ship(t)]
        assert [t for t in reversed(tiles) if is_ship(t)] == [t for t in dealt if is_ship(t)]


def test_r_o2_vikings_sorted_in_colour_order():
    state = GameState.new_game(["a", "b"], seed=5)
    vikings = [g & 7 for g in state.wheel]
    assert vikings == sorted(vikings)        # blue, yellow, green, red, black, gray = codes 1..6
    assert FISHERMAN < GOLDSMITH < SCOUT < NOBLE < WARRIOR < BOATSMAN


@pytest.mark.parametrize("n", [2, 3, 4])
def test_r_o3_turn_order_clockwise_from_start(n):
    state = GameState.new_game([f"P{i}" for i in range(n)], seed=9, start_player=1)
    rng = random.Random(1)
    buyers = []
    while state.round == 1:
        if state.phase is Phase.BUY:
            buyers.append(state.current_player())
        state.apply(rng.choice(state.legal_actions()))
    assert buyers == [(1 + i) % n for i in range(12)]
    assert state.start_player == 2 % n                         # R-O4: passes to the left


def test_r_o4_scoring_schedule_and_game_length():
    state = GameState.new_game(["a", "b", "c"], seed=11)
    play_until(state, GameState.is_over, seed=2)
    assert [(r.round, r.kind) for r in state.scorings] == [
        (1, "small"), (2, "large"), (3, "small"), (4, "large"), (5, "small"), (6, "large"),
        (6, "final")]
    assert state.purchases == 72 and state.legal_actions() == []


# --- R-B buying ------------------------------------------------------------------------

WHEEL_B2 = """
    player Ann gold=10 fame=5
      fishermen L
    player Bo gold=10 fame=5
      fishermen L
    wheel
      0 M1 F
      1 M2 F
      2 R  G
"""


def test_r_b1_price_is_the_space_and_is_paid(position):
    state = position(WHEEL_B2)
    state.apply(Buy(2))
    assert state.players[0].gold == 8 and state.pending_group() == (RIGHT_END, GOLDSMITH)


def test_r_b2_zero_space_needs_last_viking_of_its_colour(position):
    state = position(WHEEL_B2)
    assert Buy(0) not in state.legal_actions()
    assert "R-B2" in state.problem(Buy(0))
    with pytest.raises(IllegalAction):
        state.apply(Buy(0))
    # The other Fisherman gone: the group at 0 holds the last one and may be bought.
    state.apply(Buy(1))
    state.apply(PlaceTile(5, 2, True))
    assert Buy(0) in state.legal_actions()


def test_r_b3_forced_zero_when_broke(position):
    state = position(WHEEL_B2.replace("Ann gold=10 fame=5", "Ann gold=0 fame=5"))
    # Gold 0 < the cheapest other group (1): the group at 0 is forced, even against R-B2,
    # and the others stay open by exchanging fame (never obliged).
    assert state.legal_actions() == [Buy(0), Buy(1, 1), Buy(2, 2)]
    state.apply(Buy(0))
    assert state.players[0].gold == 0 and state.players[0].fame == 5


def test_r_b3_zero_gold_and_zero_fame_buys_the_zero(position):
    state = position(WHEEL_B2.replace("Ann gold=10 fame=5", "Ann gold=0 fame=0"))
    assert state.legal_actions() == [Buy(0)]


def test_r_b3_not_forced_when_gold_reaches_the_cheapest_other(position):
    state = position(WHEEL_B2.replace("Ann gold=10 fame=5", "Ann gold=1 fame=0"))
    assert state.legal_actions() == [Buy(1)]


def test_r_b4_fame_for_gold(position):
    state = position(WHEEL_B2.replace("Ann gold=10 fame=5", "Ann gold=1 fame=5"))
    assert Buy(2, 1) in state.legal_actions()
    assert "R-B4" in state.problem(Buy(2, 0))
    state.apply(Buy(2, 1))
    assert (state.players[0].gold, state.players[0].fame) == (0, 4)


def test_r_b4_exchange_any_time_never_below_zero(position):
    state = position(WHEEL_B2.replace("Ann gold=10 fame=5", "Ann gold=0 fame=5"))
    assert "R-B4" in state.problem(Exchange(6))
    state.apply(Exchange(2))
    assert (state.players[0].gold, state.players[0].fame) == (2, 3)
    assert state.current_player() == 0 and state.phase is Phase.BUY
    # With 2 gold the player is no longer forced: R-B2 holds again for the group at 0.
    assert Buy(0) not in state.legal_actions()
    assert "R-B4" in state.problem(Buy(2, 4))


def test_r_b5_wheel_turns_until_a_group_stands_at_zero(position):
    state = position("""
        player Ann gold=10 fame=5
          fishermen L
        player Bo gold=10
        wheel
          0 M1 F
          3 M2 G
          7 red S
    """)
    state.apply(Buy(0))
    assert [(p, t) for p, t, _ in state.groups()] == [(0, 3), (4, RED_SHIP)]


def test_r_b6_every_turn_buys_something():
    for seed in range(30):
        state = GameState.new_game(["a", "b", "c", "d"], seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            actions = state.legal_actions()
            assert actions, "R-B6: some action is always legal before the end"
            if state.phase is Phase.BUY:
                assert all(isinstance(a, Buy) for a in actions)
            state.apply_unchecked(rng.choice(actions))


# --- R-P placing -----------------------------------------------------------------------

FIRST_BUY = """
    player Ann gold=20 fame=10
    player Bo gold=20 fame=10
    wheel
      0 L  F
      1 M1 N
      2 red G
      3 R  S
"""


def test_r_p2_start_tile_first_then_a_middle_beside_it(position):
    state = position(FIRST_BUY)
    state.apply(Buy(1))
    assert set(state.legal_actions()) == {PlaceStart(r) for r in range(1, 6)}
    state.apply(PlaceStart(2))
    assert PlaceTile(2, 2, True) in state.legal_actions()
    state.apply(PlaceTile(2, 2, True))
    ann = state.players[0]
    assert ann.tile_at(2, 1) == LEFT_END and ann.tile_at(2, 2) == M1
    assert ann.viking_at(2, 2) == NOBLE and state.current_player() == 1


def test_r_p2_bought_tile_first_then_start_tile(position):
    state = position(FIRST_BUY.replace("0 L  F", "0 L  W"))
    state.apply(Buy(0))
    assert PlaceTile(1, 1, True) in state.legal_actions()
    state.apply(PlaceTile(1, 1, True))
    assert state.phase is Phase.PLACE                      # the start tile is still due
    assert set(state.legal_actions()) == {PlaceStart(r) for r in (2, 3, 4, 5)}
    assert "R-P2" in state.problem(PlaceStart(1))
    state.apply(PlaceStart(4))
    assert state.players[0].start_placed and state.current_player() == 1


def test_r_p3_first_three_ships_any_order_then_adjacent(position):
    state = position("""
        player Ann gold=20
          fishermen L
          ships     .  .  red
    """)
    ann = state.players[0]
    from vikings_desktop.engine.display import ship_cells
    assert ship_cells(ann) == [1, 2]
    ann.put(0, 1, RED_SHIP)
    assert ship_cells(ann) == [2]
    ann.put(0, 2, RED_SHIP)
    assert ship_cells(ann) == [4]
    ann.put(0, 4, RED_SHIP)
    assert ship_cells(ann) == [5]


def test_r_p3_ship_refusal_reasons(position):
    state = position(FIRST_BUY.replace("player Ann gold=20 fame=10", "player Ann gold=20\n fishermen L"))
    state.apply(Buy(2))
    assert state.legal_actions() == [PlaceTile(0, c) for c in (1, 2, 3)]
    assert "R-P3" in state.problem(PlaceTile(0, 4))
    assert "R-P3" in state.problem(PlaceTile(3, 2))
    assert "mainland" in state.problem(PlaceTile(0, 1, True))
    state.apply(PlaceTile(0, 3))
    assert state.players[0].mainland[GOLDSMITH] == 1       # a ship's Viking to the mainland


def test_r_p4_edges_adjacency_no_diagonals_no_ships(position):
    state = position("""
        player Ann gold=20
          ships      red   red   red
          warriors   .     .     .
          nobles     L     M1
          scouts     .     .     .     .
    """)
    ann = state.players[0]
    cells = set(state.legal_cells(0, M1, NOBLE))
    # next to the L M1 run, above and below it, never diagonal, never only under a ship
    assert (2, 3, True) in cells and (1, 2, False) in cells and (3, 1, False) not in cells
    assert (3, 2, False) in cells and (3, 3, False) not in cells                 # no diagonal
    assert all(col != 4 for row, col, _ in cells if row == 1)
    from vikings_desktop.engine.display import placement_problem
    assert "R-P4b" in placement_problem(ann, M1, 4, 1)            # mainland edge is sea
    assert "R-P4a" in placement_problem(ann, M1, 4, 3)            # touches nothing
    assert "R-P4b" in placement_problem(ann, LEFT_END, 2, 3)      # land | sea mismatch


def test_r_p5_tile_that_fits_nowhere_is_removed(position):
    state = position("""
        player Ann gold=20
          warriors   L R
          nobles     L R
          scouts     L R
          goldsmiths L R
          fishermen  L R
        player Bo gold=20
        wheel
          1 M3 S
          5 R N
    """)
    state.apply(Buy(1))
    assert state.legal_actions() == [Discard()]
    state.apply(Discard())
    assert state.players[0].mainland[SCOUT] == 1 and state.removed_tiles[-1] == 4
    assert state.current_player() == 1


def test_r_p6_viking_on_its_own_row_or_mainland(position):
    state = position(FIRST_BUY.replace("player Ann gold=20 fame=10",
                                       "player Ann gold=20\n nobles L\n scouts L"))
    state.apply(Buy(1))                     # M1 with a Noble
    actions = set(state.legal_actions())
    assert {PlaceTile(2, 2, True), PlaceTile(2, 2, False)} <= actions    # green: a choice
    assert PlaceTile(3, 2, True) not in actions and PlaceTile(3, 2, False) in actions  # orange
    assert "R-P6" in state.problem(PlaceTile(3, 2, True))
    state.apply(PlaceTile(2, 2, False))
    assert state.players[0].mainland[NOBLE] == 1 and state.players[0].viking_at(2, 2) == 0


def test_r_p6_boatsman_always_to_the_mainland(position):
    state = position(FIRST_BUY.replace("1 M1 N", "1 M1 B").replace(
        "player Ann gold=20 fame=10", "player Ann gold=20\n nobles L"))
    state.apply(Buy(1))
    assert not any(isinstance(a, PlaceTile) and a.viking_on_tile for a in state.legal_actions())


def test_r_p7_green_and_orange_cells(position):
    state = position("player Ann\n  nobles L\n  scouts L")
    cells = state.legal_cells(0, M1, SCOUT)
    assert cells == [(2, 2, False), (3, 2, True)]       # never column 1: a middle is land | land


# --- R-T threats -----------------------------------------------------------------------


def test_r_t1_reach_by_sail_and_warrior_repels(position):
    state = position("""
        player Ann
          ships     red  green  yellow  blue  blue
          warriors  L    M1     M1      M1    M1+W
    """)
    threatened, repelled, attacking = threat_map(state.players[0])
    reach = {col: max(r for r, c in threatened if c == col) for col in attacking}
    assert reach == {1: 2, 2: 3, 3: 4, 4: 5} and repelled == {5}


def test_r_t2_scout_above_a_threatened_column(position):
    # The green ship threatens the Scout; the Goldsmith below stays safe and still scores,
    # but the threatened Scout earns nothing for it (R-K2.4).
    from vikings_desktop.engine.positions import score_position
    state = position("""
        player Ann
          ships      green
          warriors   L
          scouts     L+S
          goldsmiths L+G
    """)
    result = score_position(state, "large")["players"][0]
    assert (result["fame"], result["gold"]) == (0, 3)


# --- R-K2.1 Boatsmen -------------------------------------------------------------------

BOATS = """
    round {round}
    player Ann gold=0 fame=0
      nobles     L    M1   M2   R
      scouts     L    R
      goldsmiths L+G  M4
      mainland   B B N N N S G
    player Bo
      mainland   N
"""


def boat_state(position, round_):
    state = position(BOATS.format(round=round_))
    state.finish_round()
    return state


def test_r_k2_boatsman_all_of_one_colour(position):
    state = boat_state(position, 4)
    assert state.phase is Phase.BOATSMAN and state.current_player() == 0
    assert set(state.legal_actions()) == {UseBoatsman(NOBLE), UseBoatsman(SCOUT),
                                          UseBoatsman(GOLDSMITH), UseBoatsman(0), Done()}
    state.apply(UseBoatsman(NOBLE))
    assert state.boat_selection == [NOBLE] * 3
    for col in (1, 2, 4):
        state.apply(MoveViking(2, col))
    ann = state.players[0]
    assert ann.mainland[NOBLE] == 0 and ann.mainland[BOATSMAN] == 1
    assert state.phase is Phase.BOATSMAN                   # another Boatsman is left


def test_r_k2_boatsman_one_of_each_and_may_stop_early_before_round_6(position):
    state = boat_state(position, 2)
    state.apply(UseBoatsman(0))
    assert sorted(state.boat_selection) == [GOLDSMITH, SCOUT, NOBLE]
    state.apply(MoveViking(3, 2))
    assert Done() in state.legal_actions()
    state.apply(Done())                                    # ends this use after one Viking
    ann = state.players[0]
    assert ann.mainland[BOATSMAN] == 1 and ann.viking_at(3, 2) == SCOUT
    assert state.phase is Phase.BOATSMAN and Done() in state.legal_actions()


def test_r_k2_round_6_boatsmen_forced_to_the_maximum(position):
    state = boat_state(position, 6)
    # 3 Nobles (4 empty tiles), 1 Scout (2 tiles), 1 Goldsmith (1 tile), 2 Boatsmen: the
    # maximum is 4 (all Nobles + one of each ...): "all Nobles" then "one of each".
    assert Done() not in state.legal_actions()
    assert set(state.legal_actions()) == {UseBoatsman(NOBLE), UseBoatsman(0)}
    assert "R-K2.1" in state.problem(UseBoatsman(SCOUT))
    state.apply(UseBoatsman(NOBLE))
    state.apply(MoveViking(2, 1))
    assert Done() not in state.legal_actions()             # all selected must move
    state.apply(MoveViking(2, 2))
    state.apply(MoveViking(2, 3))
    assert set(state.legal_actions()) == {UseBoatsman(0)}
    state.apply(UseBoatsman(0))
    state.apply(MoveViking(3, 1))
    state.apply(MoveViking(4, 2))
    assert state.is_over()
    ann = state.players[0]
    assert ann.mainland[NOBLE] == 0 and ann.mainland[SCOUT] == 0 and ann.mainland[GOLDSMITH] == 0


def test_r_k2_round_6_uses_as_few_boatsmen_as_needed(position):
    state = position("""
        round 6
        player Ann
          nobles   L  M1  R
          mainland B B B N N N
        player Bo
    """)
    state.finish_round()
    assert state.legal_actions() == [UseBoatsman(NOBLE)]   # one use moves all three
    state.apply(UseBoatsman(NOBLE))
    for col in (1, 2, 3):
        state.apply(MoveViking(2, col))
    assert state.is_over() and state.players[0].mainland[BOATSMAN] == 2


def test_r_k2_no_boatsman_step_without_a_possible_move(position):
    state = position("round 6\nplayer Ann\n  mainland B N\nplayer Bo\n")
    state.finish_round()
    assert state.is_over()


# --- R-F final -------------------------------------------------------------------------


def test_r_f3_zero_boatsmen_never_win(position):
    from vikings_desktop.engine.positions import score_position
    result = score_position(position("player A\nplayer B\n"), "final")
    assert [p["fame"] for p in result["players"]] == [0, 0]
    assert result["winners"] == ["A", "B"]                 # R-F7 shared victory


def test_r_f8_fame_never_below_zero(position):
    from vikings_desktop.engine.positions import score_position
    result = score_position(position("player A fame=1\n  mainland W W W W\n"), "final")
    assert result["players"][0]["fame"] == 0


# --- determinism and the API -----------------------------------------------------------


def test_same_seed_and_actions_same_game():
    def play(seed):
        state = GameState.new_game(["a", "b", "c"], seed=seed)
        log = []
        rng = random.Random(4)
        while not state.is_over():
            action = rng.choice(state.legal_actions())
            log.append(action)
            state.apply(action)
        return state, log

    first, log = play(21)
    second, _ = play(21)
    assert first == second
    replay = GameState.new_game(["a", "b", "c"], seed=21)
    for action in log:
        replay.apply(action)
    assert replay == first


def test_clone_is_independent():
    state = GameState.new_game(["a", "b"], seed=1)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert copy != state and state == GameState.new_game(["a", "b"], seed=1)


def test_observation_hides_the_order_of_stacks_and_bag():
    state = GameState.new_game(["a", "b", "c"], seed=8)
    play_until(state, lambda s: s.round == 2 and s.phase is Phase.PLACE, seed=3)
    shuffled = state.clone()
    rng = random.Random(99)
    hidden = [t for s in shuffled.stacks for t in s]
    rng.shuffle(hidden)
    shuffled.stacks = [[] for _ in range(2)] + [hidden[i * 12:(i + 1) * 12] for i in range(4)]
    rng.shuffle(shuffled.bag)
    assert shuffled != state
    assert shuffled.observation(0) == state.observation(1)
    sample = state.observation(0).sample(random.Random(1))
    assert sample.accounting() == (76, 78, 0)
    assert sorted(t for s in sample.stacks for t in s) == sorted(hidden)
    assert sample.legal_actions() == state.legal_actions()
    # the observation itself holds no deal: playing it past its round is refused
    public = state.observation(0).state
    assert all(stack == [] for stack in public.stacks)
    with pytest.raises(IllegalAction):
        play_until(public, lambda s: s.round == 3, seed=1)


def test_an_observation_crosses_a_process_boundary_unchanged():
    """Computer players decide in a worker process: the observation goes there pickled."""
    import pickle
    state = GameState.new_game(["a", "b", "c"], seed=8)
    play_until(state, lambda s: s.round == 2 and s.phase is Phase.PLACE, seed=3)
    observation = state.observation(1)
    copy = pickle.loads(pickle.dumps(observation))
    assert copy == observation and copy.legal_actions() == state.legal_actions()
    assert copy.sample(random.Random(4)) == observation.sample(random.Random(4))


def test_apply_illegal_changes_nothing():
    state = GameState.new_game(["a", "b"], seed=2)
    before = state.clone()
    with pytest.raises(IllegalAction):
        state.apply(PlaceTile(1, 1))
    with pytest.raises(IllegalAction):
        state.apply(Buy(11, 0) if state.wheel[11] and state.players[0].gold < 11 else Buy(-1))
    assert state == before


def test_actions_equal_only_actions_of_their_own_type(position):
    from vikings_desktop.engine.actions import (
        ACTION_TYPES,
        Bid,
        DraftColour,
        FerryViking,
        Pass,
        RemoveViking,
        UseBoat,
    )
    assert Exchange(3) != UseBoatsman(3) and Discard() != Done() and Buy(2, 1) != MoveViking(2, 1)
    assert len({Exchange(3), UseBoatsman(3), PlaceStart(3), Discard(), Done()}) == 5
    assert Buy(2, 1) == Buy(2, 1) and hash(Buy(2, 1)) == hash(Buy(2, 1))
    assert len(ACTION_TYPES) == 16
    assert FerryViking(2, 1) != MoveViking(2, 1) and UseBoat(0) != UseBoatsman(0)
    assert Pass() != Done() and len({RemoveViking(1), DraftColour(1), Bid(1)}) == 3
    # so a checked apply never takes a look-alike of another phase for a legal action
    state = position("round 4\nplayer Ann\n  nobles L M1 R\n  mainland B N N\nplayer Bo\n")
    state.finish_round()
    state.apply(UseBoatsman(NOBLE))
    assert state.problem(Buy(2, 1)) and state.problem(MoveViking(2, 1)) is None
    with pytest.raises(IllegalAction):
        state.apply(Buy(2, 1))
