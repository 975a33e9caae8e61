"""Small questions the window asks the engine instead of working the rules out itself."""

from vikings_desktop.engine import Deal, GameState
from vikings_desktop.engine.buying import turn_wheel
from vikings_desktop.engine.components import ROUNDS


def new_game() -> GameState:
    return GameState.from_deal(["A", "B"], Deal.shuffled(2, 5))


def test_wheel_turn_is_the_distance_to_the_next_group_R_B5():
    state = new_game()
    state.wheel = [8, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0]
    assert state.wheel_turn() == 3
    turn_wheel(state)
    assert state.wheel == [9] + [0] * 11


def test_wheel_turn_is_zero_when_no_other_group_is_left():
    state = new_game()
    state.wheel = [8] + [0] * 11
    assert state.wheel_turn() == 0


def test_only_the_sixth_round_is_the_last():
    state = new_game()
    assert not state.is_last_round()
    state.round = ROUNDS
    assert state.is_last_round()


def test_a_packed_cell_gives_back_its_tile_and_viking():
    from vikings_desktop.engine.components import BOATSMAN, LEFT_END, VIKINGS
    from vikings_desktop.engine.display import cell_tile, cell_viking, packed_cell
    for viking in (0, *VIKINGS):
        cell = packed_cell(LEFT_END, viking)
        assert (cell_tile(cell), cell_viking(cell)) == (LEFT_END, viking)
    assert packed_cell(LEFT_END) == packed_cell(LEFT_END, 0) != packed_cell(LEFT_END, BOATSMAN)


def test_groups_and_pending_group_unpack_the_wheel():
    state = new_game()
    expected = [(price, g >> 3, g & 7) for price, g in enumerate(state.wheel) if g]
    assert state.groups() == expected and state.pending_group() is None
    buy = state.legal_actions()[-1]
    group = state.wheel[buy.space]
    state.apply(buy)
    assert state.pending_group() == (group >> 3, group & 7)
