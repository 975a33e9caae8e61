"""engine.queries: the rules the window asks instead of working them out itself — the fame
a purchase takes (R-B4), when fame may be exchanged, where the start tile goes (R-P2),
which scoring ends a round (R-O4)."""

from game_play import play_until

from vikings_desktop.engine import Deal, GameState, Phase, PlaceStart
from vikings_desktop.engine.queries import (
    LARGE,
    SMALL,
    fame_to_pay,
    may_exchange,
    scoring_after_round,
    start_tile_problem,
)
from vikings_desktop.engine.refusals import Code


def new_game() -> GameState:
    return GameState.from_deal(["A", "B"], Deal.shuffled(2, 5))


def test_the_fame_a_purchase_takes_is_what_gold_lacks_R_B4():
    state = new_game()
    gold = state.players[state.current].gold
    assert fame_to_pay(state, gold) == 0 and fame_to_pay(state, 0) == 0
    assert fame_to_pay(state, gold + 3) == 3


def test_fame_is_exchanged_only_on_a_buying_turn_with_fame_R_B4():
    state = new_game()
    assert state.phase is Phase.BUY
    state.players[state.current].fame = 1
    assert may_exchange(state)
    state.players[state.current].fame = 0
    assert not may_exchange(state)
    placing = play_until(new_game(), lambda s: s.phase is Phase.PLACE)
    placing.players[placing.current].fame = 5
    assert not may_exchange(placing)


def test_the_start_tile_goes_into_column_1_of_a_free_island_row_R_P2():
    state = play_until(new_game(), lambda s: s.phase is Phase.PLACE
                       and not s.players[s.current].start_placed)
    assert start_tile_problem(state, 2, 3).code is Code.START_CELL
    assert start_tile_problem(state, 0, 1).code is Code.START_CELL        # the ships' row
    assert start_tile_problem(state, 2, 1) is None
    seat = state.current
    state.apply(PlaceStart(2))
    assert state.phase is Phase.PLACE and state.current == seat        # the bought tile next
    assert start_tile_problem(state, 3, 1).code is Code.START_ALREADY_PLACED


def test_small_scoring_after_odd_rounds_large_after_even_R_O4():
    assert [scoring_after_round(r) for r in range(1, 7)] == [SMALL, LARGE] * 3
