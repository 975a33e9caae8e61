"""The table and models without any widget: gestures become engine actions, and the
models always agree with the engine."""

import pytest

from vikings_desktop.engine import Buy, Phase, PlaceStart, PlaceTile, threat_map
from vikings_desktop.game_setup import COMPUTER, GameSetup, Seat, default_setup
from vikings_desktop.ui.models.display_model import DisplayModel
from vikings_desktop.ui.models.log_model import LogModel
from vikings_desktop.ui.models.players_model import PlayersModel
from vikings_desktop.ui.models.roles import Role
from vikings_desktop.ui.models.wheel_model import WheelModel
from vikings_desktop.ui.session.game_table import GREEN, ORANGE, START, TILE, GameTable
from vikings_desktop.ui.words.banner_text import turn_text


@pytest.fixture
def table(qapp):
    c = GameTable(pace_ms=0)
    yield c
    c.shutdown()


def humans(n=2, seed=3):
    return default_setup(players=n, humans=n, seed=seed)


def first_buyable(table):
    state = table.session.state
    return next(p for p, _, _ in state.groups()
                if state.buy_problem(state.current, p) is None
                and p <= state.players[state.current].gold)


def test_new_game_fixes_a_seed_so_the_deal_can_be_recreated(table):
    table.session.new_game(GameSetup(humans().seats))
    assert isinstance(table.session.setup.seed, int)
    assert table.session.state.phase is Phase.BUY and table.session.actions == []


def test_setup_problems_are_refused(table):
    seats = (Seat("A"), Seat("A", colour="forest"))
    with pytest.raises(ValueError, match="same name"):
        table.session.new_game(GameSetup(seats, seed=1))


def test_buy_then_place_start_and_tile_by_drop_R_P2(table):
    table.session.new_game(humans())
    seat = table.session.state.current
    assert table.request_buy(first_buyable(table))
    tile, viking = table.session.state.pending_group()
    # R-P2: a tile that fits only beside the start tile hands the start tile first
    fits = table.session.state.legal_cells(seat, tile, viking)
    assert table.held_item() == (TILE if fits else START)
    table.hold(TILE)
    cells = table.highlights(seat)
    assert cells == {(r, c): GREEN if g else ORANGE
                     for r, c, g in table.session.state.legal_cells(seat, tile, viking)}
    table.hold(START)
    assert table.held_item() == START
    assert set(table.highlights(seat)) == {(r, 1) for r in range(1, 6)}
    refused = []
    table.refused.connect(refused.append)
    assert table.drop(seat, 2, 3) is not None          # start tile only in column 1
    assert "first column" in refused[-1] and "R-P" not in refused[-1]
    assert table.drop(seat, 3, 1) is None
    assert table.session.actions[-1] == PlaceStart(3)
    assert table.held_item() == TILE            # the bought tile is still to place


def test_refused_drop_reports_the_engine_reason(table):
    table.session.new_game(humans())
    seat = table.session.state.current
    table.request_buy(first_buyable(table))
    refused = []
    table.refused.connect(refused.append)
    table.hold(START)
    table.drop(seat, 1, 1)
    tile, _ = table.session.state.pending_group()
    cells = {(r, c) for r, c, _ in table.session.state.legal_cells(seat, tile, 0)}
    bad = next((r, c) for r in range(1, 6) for c in range(1, 9) if (r, c) not in cells)
    before = len(table.session.actions)
    assert table.drop(seat, *bad) is not None
    assert len(table.session.actions) == before
    assert refused and refused[-1][0].isupper()


def test_green_cell_can_still_send_the_viking_to_the_mainland_R_P6(table):
    # find a deal where the first buyable group has a green cell
    for seed in range(40):
        table.session.new_game(humans(seed=seed))
        seat = table.session.state.current
        table.request_buy(first_buyable(table))
        table.hold(START)
        table.drop(seat, 1, 1)
        cells = table.highlights(seat)
        green = [cell for cell, kind in cells.items() if kind == GREEN]
        if green:
            break
    table.set_viking_to_mainland(True)
    assert table.drop(seat, *green[0]) is None
    assert table.session.actions[-1] == PlaceTile(*green[0], False)


def test_exchange_is_requested_when_gold_is_short_R_B4(table):
    table.session.new_game(humans())
    state = table.session.state
    seat = state.current
    state.players[seat].gold = 0      # a position where every price > 0 needs fame
    wanted = []
    table.exchange_requested.connect(lambda space, need: wanted.append((space, need)))
    price = max(p for p, _, _ in state.groups() if p <= state.players[seat].fame)
    assert not table.request_buy(price)
    assert wanted == [(price, price)]
    assert table.buy(price, price)
    assert table.session.actions[-1] == Buy(price, price)


def test_wrong_display_and_computer_turns_are_refused(table):
    setup = GameSetup((Seat("Ann"), Seat("Bo", COMPUTER, "random", "forest")), seed=5)
    table.session.new_game(setup)
    refused = []
    table.refused.connect(refused.append)
    if table.session.state.current == 0:
        table.drop(1, 1, 1)
        assert "Bo's display" in refused[-1]
    else:
        table.request_buy(0)
        assert "wait" in refused[-1].lower()


def models_agree(table, wheel, displays, players):
    state = table.session.state
    for price in range(12):
        index = wheel.index(price)
        assert wheel.data(index, Role.TILE) == state.wheel[price] >> 3
        assert wheel.data(index, Role.VIKING) == state.wheel[price] & 7
    for seat, model in enumerate(displays):
        player = state.players[seat]
        assert model.columnCount() > player.width()
        threatened, repelled, _ = threat_map(player)
        for row in range(6):
            for col in range(1, model.columnCount()):
                index = model.index(row, col)
                assert model.data(index, Role.TILE) == player.tile_at(row, col)
                assert model.data(index, Role.VIKING) == player.viking_at(row, col)
                assert model.data(index, Role.THREATENED) == (
                    bool(player.tile_at(row, col)) and (row, col) in threatened)
        mainland = dict(model.data(model.index(0, 0), Role.MAINLAND))
        assert all(player.mainland[v] == mainland.get(v, 0) for v in range(1, 7))
        assert players.data(players.index(seat, 1)) == player.gold
        assert players.data(players.index(seat, 2)) == player.fame


def test_a_computer_game_runs_to_the_end_and_models_agree(table, qtbot):
    setup = GameSetup(tuple(Seat(n, COMPUTER, "random", c) for n, c in
                            (("A", "crimson"), ("B", "forest"), ("C", "amber"))), seed=11)
    wheel = WheelModel(table)
    players = PlayersModel(table)
    log = LogModel(table)
    table.session.new_game(setup)
    displays = [DisplayModel(table, s) for s in range(3)]
    checks = []
    table.action_applied.connect(lambda *_: checks.append(1))
    table.state_changed.connect(lambda: models_agree(table, wheel, displays, players))
    with qtbot.waitSignal(table.game_over, timeout=30000):
        pass
    assert table.session.state.is_over() and len(checks) == len(table.session.actions)
    assert log.rowCount() > len(table.session.actions)
    # load_game replays the same game
    other = GameTable(pace_ms=0)
    other_log = LogModel(other)
    other.session.load(table.session.setup, table.session.actions)
    assert other.session.state == table.session.state
    assert other_log.lines == log.lines          # a loaded game's log reads like the live one
    assert sum("scoring" in line for line in log.lines) == 7
    other.shutdown()


def test_a_tile_that_fits_nowhere_is_discarded_with_a_message_R_P5(table):
    import random

    from vikings_desktop.engine import Discard, GameState
    for seed in range(300):
        rng = random.Random(seed)
        state = GameState.new_game(["Astrid", "Bjorn"], seed=seed)
        actions = []
        while not state.is_over() and not (state.phase is Phase.PLACE
                                           and state.legal_actions() == [Discard()]):
            action = rng.choice(state.legal_actions())
            state.apply(action)
            actions.append(action)
        if not state.is_over():
            break
    messages = []
    table.message.connect(messages.append)
    table.session.load(humans(seed=seed), actions)
    assert table.session.actions[-1] == Discard()
    assert "fits nowhere" in messages[-1] and "R-P5" not in messages[-1]


def test_a_tile_that_fits_only_beside_the_start_tile_hands_the_start_tile_first_R_P2(table):
    for seed in range(40):
        table.session.new_game(humans(seed=seed))
        state = table.session.state
        seat = state.current
        for price, tile, viking in state.groups():
            if state.buy_problem(seat, price) is None and price <= state.players[seat].gold \
                    and not state.legal_cells(seat, tile, viking):
                break
        else:
            continue
        break
    assert table.request_buy(price)
    assert table.held_item() == START
    assert "start tile" in turn_text(table)
    assert set(table.highlights(seat)) == {(r, 1) for r in range(1, 6)}
    assert table.drop(seat, 2, 1) is None
    assert table.held_item() == TILE and table.highlights(seat)


def test_an_unknown_computer_level_is_refused_and_the_game_kept(table):
    table.session.new_game(humans())
    state = table.session.state
    bad = GameSetup((Seat("Ann"), Seat("Bo", COMPUTER, "grandmaster", "forest")), seed=1)
    with pytest.raises(ValueError, match="grandmaster"):
        table.session.load(bad, [])
    assert table.session.state is state and table.session.setup.seats[1].kind == "human"
