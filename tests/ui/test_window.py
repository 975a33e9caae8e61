"""The real main window played with real mouse events (QTest press/move/release and
clicks on the real widgets): buying, dragging tiles onto green/orange/illegal cells,
fame for gold, the Boatsman phase, whole games, and a GUI that never freezes."""

import gc
import random
import time

import pytest
from PySide6.QtCore import QElapsedTimer, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QPushButton
from slow_thinker import SlowFactory

from vikings_desktop.engine import (
    Buy,
    Discard,
    Done,
    Exchange,
    GameState,
    MoveViking,
    Phase,
    PlaceStart,
    PlaceTile,
    UseBoatsman,
)
from vikings_desktop.game_setup import COMPUTER, GameSetup, Seat, default_setup
from vikings_desktop.ui.main_window import MainWindow
from vikings_desktop.ui.models.roles import Role
from vikings_desktop.ui.selftest import model_mismatches
from vikings_desktop.ui.session import computer_turns
from vikings_desktop.ui.session.game_table import GREEN, ORANGE, START, TILE, GameTable
from vikings_desktop.ui.settings import LEFT, RIGHT, Settings
from vikings_desktop.ui.words.refusal_text import refusal_text


# --- gestures -----------------------------------------------------------------------------
def click_wheel(qtbot, window, price):
    qtbot.mouseClick(window.wheel, Qt.LeftButton, pos=window.wheel.space_center(price))


def board(window, seat):
    return window.panels[seat].board


def click_cell(qtbot, window, seat, row, col):
    view = board(window, seat)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.cell_center(row, col))


def drag_from_hand(window, item, seat, row, col):
    """Press on the hand's item, move over the display, release on the cell."""
    hand = window.actions_panel.hand
    view = board(window, seat)
    target = view.cell_center(row, col)
    QTest.mousePress(hand, Qt.LeftButton, Qt.NoModifier, hand.item_center(item))
    QTest.mouseMove(view.viewport(), target)
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, target)


def click_ok(qtbot, dialog):
    box = dialog.findChild(QDialogButtonBox)
    qtbot.mouseClick(box.button(QDialogButtonBox.Ok), Qt.LeftButton)


def click_button(qtbot, window, name):
    button = window.actions_panel.findChild(QPushButton, name)
    assert button is not None, f"no button {name}"
    qtbot.waitUntil(button.isVisible, timeout=1000)     # new buttons show on the next loop
    qtbot.mouseClick(button, Qt.LeftButton)


def close_scoring(qtbot, window):
    dialog = window.scoring_dialog
    if dialog is not None and dialog.isVisible():
        qtbot.mouseClick(dialog.findChild(QPushButton), Qt.LeftButton)


def act_by_mouse(qtbot, window, action):
    """Perform one legal action the way a player does it."""
    table = window.table
    seat = table.session.state.current
    close_scoring(qtbot, window)
    if isinstance(action, Buy):
        click_wheel(qtbot, window, action.space)
        if action.fame:
            dialog = window.exchange_dialog
            assert dialog.isVisible()
            dialog.amount.setValue(action.fame)
            click_ok(qtbot, dialog)
    elif isinstance(action, PlaceStart):
        drag_from_hand(window, START, seat, action.row, 1)
    elif isinstance(action, PlaceTile):
        if table.held_item() != TILE:
            hand = window.actions_panel.hand
            qtbot.mouseClick(hand, Qt.LeftButton, pos=hand.item_center(TILE))
        kind = table.highlights(seat)[(action.row, action.col)]
        if (kind == GREEN and not action.viking_on_tile) != table.viking_to_mainland:
            qtbot.mouseClick(window.actions_panel.mainland_box, Qt.LeftButton)
        click_cell(qtbot, window, seat, action.row, action.col)
    elif isinstance(action, UseBoatsman):
        click_button(qtbot, window, f"boatsman-{action.colour}")
    elif isinstance(action, MoveViking):
        click_cell(qtbot, window, seat, action.row, action.col)
    elif isinstance(action, Done):
        click_button(qtbot, window, "boatsman-done")
    else:
        raise AssertionError(f"no gesture for {action}")


def play_by_mouse(qtbot, window, rng, until):
    table = window.table
    while not until(table.session.state):
        state = table.session.state
        legal = [a for a in state.legal_actions() if not isinstance(a, Discard)]
        before = len(table.session.actions)
        action = rng.choice(legal)
        act_by_mouse(qtbot, window, action)
        assert table.session.actions[before] == action
        assert not model_mismatches(window)


def start(window, seed=3, players=2):
    window.table.session.new_game(default_setup(players, players, seed=seed))
    return window.table


def find_position(predicate, players=2, first_seed=0):
    """(seed, actions) of an all-human game played at random until ``predicate`` holds."""
    names = [seat.name for seat in default_setup(players, players).seats]
    for seed in range(first_seed, first_seed + 300):
        rng = random.Random(seed)
        state = GameState.new_game(names, seed=seed)
        actions = []
        while not state.is_over():
            if predicate(state):
                return seed, actions
            action = rng.choice(state.legal_actions())
            state.apply(action)
            actions.append(action)
    raise AssertionError("no such position found")


def load_position(window, predicate, players=2, first_seed=0):
    seed, actions = find_position(predicate, players, first_seed)
    window.table.session.load(default_setup(players, players, seed=seed), actions)
    return window.table


def affordable(state):
    gold = state.players[state.current].gold
    return [p for p, _, _ in state.groups() if p <= gold and state.buy_problem(state.current, p) is None]


def after_first_buy_with(window, kind):
    """A new game where, after buying and placing the start tile, the tile has a
    ``kind`` (green/orange) cell; returns that cell."""
    for seed in range(60):
        table = start(window, seed)
        state = table.session.state
        for price in affordable(state):
            probe = state.clone()
            probe.apply(Buy(price, 0))
            probe.apply(PlaceStart(1))
            tile, viking = probe.pending_group()
            cells = [(r, c) for r, c, g in probe.legal_cells(probe.current, tile, viking)
                     if (GREEN if g else ORANGE) == kind]
            if cells:
                return table, price, cells[0]
    raise AssertionError("no deal found")


# --- buying -------------------------------------------------------------------------------
def test_click_on_the_wheel_buys_the_group_R_B1(qtbot, window):
    table = start(window)
    price = affordable(table.session.state)[0]
    click_wheel(qtbot, window, price)
    assert table.session.actions == [Buy(price, 0)]
    assert table.session.state.phase is Phase.PLACE
    assert window.wheel_model.index(price).data(Role.TILE) == 0


def test_a_dimmed_group_is_refused_with_its_reason_R_B2(qtbot, window):
    for seed in range(40):
        table = start(window, seed)
        state = table.session.state
        if state.buy_problem(state.current, 0):
            break
    reason = state.buy_problem(state.current, 0)
    assert window.wheel_model.index(0).data(Role.DIMMED)
    assert refusal_text(reason) in window.wheel_model.index(0).data(Qt.ToolTipRole)   # in words
    click_wheel(qtbot, window, 0)
    assert table.session.actions == []
    assert "is the last" in window.status.text() and "on the wheel" in window.status.text()  # R-B2


def test_short_of_gold_the_exchange_dialog_shows_the_fame_it_costs_R_B4(qtbot, window):
    def short(state):
        player = state.players[state.current]
        return state.phase is Phase.BUY and any(
            player.gold < p <= player.gold + player.fame
            and state.buy_problem(state.current, p) is None for p, _, _ in state.groups())
    table = load_position(window, short)
    state = table.session.state
    gold = state.players[state.current].gold
    price = next(p for p, _, _ in state.groups() if gold < p and state.buy_problem(state.current, p) is None)
    before = len(table.session.actions)
    click_wheel(qtbot, window, price)
    dialog = window.exchange_dialog
    assert dialog.isVisible() and len(table.session.actions) == before
    assert dialog.amount.value() == price - gold and dialog.amount.minimum() == price - gold
    click_ok(qtbot, dialog)
    assert table.session.actions[-1] == Buy(price, price - gold)
    assert table.session.state.players[table.session.state.current].gold == 0


def test_fame_for_gold_any_time_on_ones_buying_turn_R_B4(qtbot, window):
    table = start(window)
    fame = table.session.state.players[table.session.state.current].fame
    qtbot.mouseClick(window.actions_panel.exchange_button, Qt.LeftButton)
    dialog = window.exchange_dialog
    dialog.amount.setValue(3)
    click_ok(qtbot, dialog)
    assert table.session.actions == [Exchange(3)]
    assert table.session.state.players[table.session.state.current].fame == fame - 3
    assert not model_mismatches(window)


def test_buying_the_group_at_0_turns_the_wheel_animated_R_B5(qtbot, window):
    def zero_allowed(state):
        return (state.phase is Phase.BUY and state.buy_problem(state.current, 0) is None
                and any(state.wheel[1:]))
    table = load_position(window, zero_allowed)
    assert not window.wheel_model.index(0).data(Role.DIMMED)
    click_wheel(qtbot, window, 0)
    assert table.session.actions[-1] == Buy(0, 0)
    assert window.wheel.is_turning()
    qtbot.waitUntil(lambda: not window.wheel.is_turning(), timeout=3000)
    assert table.session.state.wheel[0]                # a group stands at 0 again


# --- placing ------------------------------------------------------------------------------
def test_drag_the_start_tile_then_the_tile_onto_a_green_cell_R_P2_R_P7(qtbot, window):
    table, price, cell = after_first_buy_with(window, GREEN)
    seat = table.session.state.current
    click_wheel(qtbot, window, price)
    assert table.held_item() == TILE
    drag_from_hand(window, START, seat, 1, 1)
    assert table.session.actions[-1] == PlaceStart(1)
    highlights = board(window, seat).model().index(*cell).data(Role.HIGHLIGHT)
    assert highlights == GREEN
    _, viking = table.session.state.pending_group()
    drag_from_hand(window, TILE, seat, *cell)
    assert table.session.actions[-1] == PlaceTile(*cell, True)
    assert board(window, seat).model().index(*cell).data(Role.VIKING) == viking
    assert not model_mismatches(window)


def test_drag_the_tile_onto_an_orange_cell_sends_the_viking_to_the_mainland_R_P7(qtbot, window):
    table, price, cell = after_first_buy_with(window, ORANGE)
    seat = table.session.state.current
    click_wheel(qtbot, window, price)
    drag_from_hand(window, START, seat, 1, 1)
    _, viking = table.session.state.pending_group()
    assert board(window, seat).model().index(*cell).data(Role.HIGHLIGHT) == ORANGE
    drag_from_hand(window, TILE, seat, *cell)
    assert table.session.actions[-1] == PlaceTile(*cell, False)
    mainland = dict(board(window, seat).model().index(0, 0).data(Role.MAINLAND))
    assert mainland[viking] == 1


def test_on_green_the_viking_can_still_go_to_the_mainland_R_P6(qtbot, window):
    table, price, cell = after_first_buy_with(window, GREEN)
    seat = table.session.state.current
    click_wheel(qtbot, window, price)
    drag_from_hand(window, START, seat, 1, 1)
    qtbot.mouseClick(window.actions_panel.mainland_box, Qt.LeftButton)
    assert table.viking_to_mainland
    click_cell(qtbot, window, seat, *cell)
    assert table.session.actions[-1] == PlaceTile(*cell, False)


def test_a_drop_on_an_illegal_cell_is_refused_with_the_reason(qtbot, window):
    table, price, _ = after_first_buy_with(window, GREEN)
    seat = table.session.state.current
    click_wheel(qtbot, window, price)
    drag_from_hand(window, START, seat, 1, 1)
    legal = table.highlights(seat)
    bad = next((r, c) for r in range(1, 6) for c in range(2, 8) if (r, c) not in legal)
    before = list(table.session.actions)
    drag_from_hand(window, TILE, seat, *bad)
    assert table.session.actions == before
    expected = table.session.state.problem(PlaceTile(*bad, False))
    assert window.status.text() == refusal_text(expected)
    assert table.held_item() == TILE            # still held: try again


def test_another_players_display_refuses_the_drop(qtbot, window):
    table = start(window)
    seat = table.session.state.current
    click_wheel(qtbot, window, affordable(table.session.state)[0])
    drag_from_hand(window, START, 1 - seat, 1, 1)
    assert len(table.session.actions) == 1
    assert "display" in window.status.text()


# --- scoring and whole games ---------------------------------------------------------------
def in_boatsman_phase(state):
    return state.phase is Phase.BOATSMAN


def test_the_large_scoring_walks_a_human_through_the_boatsman_phase_R_K2(qtbot, window):
    table = load_position(window, in_boatsman_phase)
    assert window.actions_panel.boatsman_frame.isVisible()
    assert "Boatsm" in window.actions_panel.boatsman_text.text()
    option = next(a for a in table.session.state.legal_actions() if isinstance(a, UseBoatsman))
    act_by_mouse(qtbot, window, option)
    assert table.session.actions[-1] == option
    assert table.session.state.phase is Phase.BOATSMAN_MOVE
    target = next(a for a in table.session.state.legal_actions() if isinstance(a, MoveViking))
    assert board(window, table.session.state.current).model().index(
        target.row, target.col).data(Role.HIGHLIGHT) == GREEN
    act_by_mouse(qtbot, window, target)
    assert table.session.actions[-1] == target
    rng = random.Random(0)
    play_by_mouse(qtbot, window, rng, lambda s: s.phase is Phase.BUY or s.is_over())
    assert table.session.state.scorings[-1].kind == "large"
    dialog = window.scoring_dialog
    assert dialog.isVisible() and dialog.model.record.kind == "large"
    assert dialog.model.columnCount() == 2


def test_threatened_vikings_and_repelled_ships_are_marked_R_T2(qtbot, window):
    def threatened_and_repelled(state):
        from vikings_desktop.engine import threat_map
        maps = [threat_map(p) for p in state.players]
        return any(m[0] for m in maps) and any(m[1] for m in maps)
    load_position(window, threatened_and_repelled)
    assert not model_mismatches(window)     # compares THREATENED and SHIP roles to threat_map
    roles = [(model.index(r, c).data(Role.THREATENED), model.index(r, c).data(Role.SHIP))
             for model in (board(window, s).model() for s in range(2))
             for r in range(6) for c in range(1, model.columnCount())]
    assert any(t for t, _ in roles) and any(ship == "repelled" for _, ship in roles)


def test_a_whole_game_by_mouse_ends_on_the_end_screen(qtbot, window):
    table = start(window, seed=8)
    play_by_mouse(qtbot, window, random.Random(8), lambda s: s.is_over())
    scoring = window.scoring_dialog              # round 6's large scoring comes first
    assert scoring.isVisible() and (scoring.record.round, scoring.record.kind) == (6, "large")
    qtbot.mouseClick(scoring.findChild(QPushButton), Qt.LeftButton)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    end = window.end_dialog
    assert end.isVisible()
    ranks = [end.ranks.item(r, 1).text() for r in range(2)]
    winners = [table.session.state.players[s].name for s in table.session.state.winners()]
    assert ranks[0] in winners
    assert end.model.record.kind == "final"
    assert "win" in window.banner.text()


# --- computer players ---------------------------------------------------------------------
@pytest.mark.slow
def test_the_event_loop_keeps_turning_while_computers_decide_and_play(qtbot, window):
    """Real levels (Hard among them) decide in the AI's worker process and their moves are
    applied: the window's event loop keeps turning throughout."""
    table = window.table
    setup = GameSetup((Seat("Ann", COMPUTER, "hard", "crimson"),
                       Seat("Bo", COMPUTER, "normal", "forest"),
                       Seat("Cy", COMPUTER, "hard", "amber")), seed=2)
    table.session.new_game(setup)
    assert table.computers.thinking_seat != -1
    qtbot.wait(250)                   # the new game's first layout and paint
    gaps = []
    clock = QElapsedTimer()
    clock.start()
    last = [None]

    def tick():
        # gaps between ticks from the first one on: whatever the new game left queued
        # before it (its first paint) is not the computers' doing
        now = clock.elapsed()
        if last[0] is not None:
            gaps.append(now - last[0])
        last[0] = now

    ticker = QTimer()
    ticker.timeout.connect(tick)
    # The test process holds every earlier test's objects, and the GUI thread's timer
    # collects them all now and then (gc_on_gui_thread): 0.1 s for 125,000 objects on a
    # slow machine, 0.56 s once at the end of the whole suite. That is not the computers'
    # doing, and a window's own heap is small (docs/performance.md): those objects are
    # left out of the collections while the loop is measured.
    gc.collect()
    gc.freeze()
    try:
        ticker.start(10)
        for _ in range(4):                # decided in the worker, applied and painted here
            with qtbot.waitSignal(table.action_applied, timeout=15000):
                pass
        ticker.stop()
    finally:
        gc.unfreeze()
    assert len(table.session.actions) >= 4 and len(gaps) > 20
    assert max(gaps) < 150, f"the GUI stalled for {max(gaps)} ms: {gaps}"


def test_a_new_game_cancels_the_computer_that_is_thinking(qtbot, window, monkeypatch):
    monkeypatch.setattr(computer_turns, "make_strategy", SlowFactory(0.4))
    table = window.table
    setup = GameSetup((Seat("Ann", COMPUTER, "normal", "crimson"),
                       Seat("Bo", COMPUTER, "normal", "forest")), seed=2)
    table.session.new_game(setup)
    table.session.new_game(default_setup(2, 2, seed=4))      # humans only
    qtbot.wait(700)
    assert table.session.actions == [] and table.computers.thinking_seat == -1


def test_computer_turns_are_paced_and_the_human_waits(qtbot, window):
    """The pace holds a computer's move back from when it starts thinking, and a human's
    gesture meanwhile is refused with "wait". Timed by the computer's own signals (when
    it started thinking, when its move was applied), not by the test's clock."""
    table = window.table
    computers = table.computers
    started: list[float] = []
    moved: list[float] = []
    computers.thinking_changed.connect(
        lambda seat: started.append(time.monotonic()) if seat == 0 else None)
    table.action_applied.connect(
        lambda seat, _action: moved.append(time.monotonic()) if seat == 0 else None)

    def computer_first(pace_ms: int) -> None:
        computers.pace_ms = pace_ms
        seed = 2
        table.session.new_game(GameSetup(SEATS_COMPUTER_FIRST, seed=seed))
        while table.session.state.current != 0:
            seed += 1
            table.session.new_game(GameSetup(SEATS_COMPUTER_FIRST, seed=seed))
        assert computers.thinking_seat == 0 and "computer" in window.banner.text()

    # the human waits: with a pace no machine outlasts, the computer cannot move first
    computer_first(pace_ms=600_000)
    before = table.session.state.clone()
    click_wheel(qtbot, window, 0)
    assert "wait" in window.status.text().lower()
    assert table.session.state == before and computers.thinking_seat == 0
    # the pace holds the computer's move back: from its start of thinking to its move
    started.clear()
    moved.clear()
    computer_first(pace_ms=300)
    with qtbot.waitSignal(table.action_applied, timeout=30000):
        pass
    thought = [t for t in started if t <= moved[0]][-1]          # this move's start
    assert moved[0] - thought >= 0.3 * 0.9                      # coarse timers: up to 5 %


SEATS_COMPUTER_FIRST = (Seat("Ann", COMPUTER, "random", "crimson"), Seat("Bo", colour="forest"))


# --- window settings and dialogs --------------------------------------------------------------
def test_the_wheel_side_setting_moves_the_wheel(qtbot, window):
    assert window.splitter.widget(0) is window.left
    window.wheel_right_action.trigger()
    assert window.splitter.widget(1) is window.left
    assert window.settings.wheel_side == RIGHT
    window.wheel_right_action.trigger()
    assert window.settings.wheel_side == LEFT


def test_a_display_can_be_enlarged_beside_the_wheel(qtbot, window):
    start(window, players=3)
    panel = window.panels[1]
    qtbot.mouseClick(panel.enlarge_button, Qt.LeftButton)
    # the wheel stays beside the enlarged display: the game goes on while it is enlarged
    assert not window.panels[0].isVisible() and window.left.isVisible()
    qtbot.waitUntil(lambda: panel.board.cell > 46)
    qtbot.mouseClick(panel.enlarge_button, Qt.LeftButton)
    assert window.panels[0].isVisible() and window.left.isVisible()


def test_the_new_game_dialog_starts_a_mixed_game(qtbot, window):
    window.ask_new_game()
    dialog = window.new_game_dialog
    dialog.count.setValue(2)
    dialog.rows[1][2].setCurrentIndex(dialog.rows[1][2].findData(COMPUTER))
    dialog.rows[1][3].setCurrentIndex(dialog.rows[1][3].findData("random"))
    dialog.seed.setText("42")
    click_ok(qtbot, dialog)
    setup = window.table.session.setup
    assert [s.kind for s in setup.seats] == ["human", "computer"]
    assert setup.seed == 42 and setup.seats[1].level == "random"


def test_the_new_game_dialog_refuses_two_seats_with_one_name(qtbot, window):
    window.ask_new_game()
    dialog = window.new_game_dialog
    dialog.rows[1][1].setText(dialog.rows[0][1].text())
    assert not dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok).isEnabled()
    assert "same name" in dialog.problem.text()


def test_computers_wait_while_a_human_reads_the_scoring_R_K1(qtbot, window):
    def last_placement_of_round_1(state):
        return (state.round == 1 and state.turn == 11 and state.phase is Phase.PLACE
                and state.start_player == 1)
    seed, actions = find_position(last_placement_of_round_1, players=3)
    table = window.table
    table.session.load(default_setup(3, 1, seed=seed), actions)   # seat 0 human
    assert table.session.state.current == 0
    play_by_mouse(qtbot, window, random.Random(1), lambda s: s.round == 2)
    dialog = window.scoring_dialog
    assert dialog.isVisible() and dialog.model.record.kind == "small"
    assert "Threatened by ships" in dialog.threatened.text()
    count = len(table.session.actions)
    qtbot.wait(300)
    assert len(table.session.actions) == count and table.computers.thinking_seat == -1
    close_scoring(qtbot, window)
    qtbot.waitUntil(lambda: len(table.session.actions) > count, timeout=3000)


def test_pace_and_geometry_persist_in_qsettings(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    store = QSettings(str(tmp_path / "persist.ini"), QSettings.IniFormat)
    first = MainWindow(GameTable(), Settings(store))
    qtbot.addWidget(first)
    first.show()
    first.pace_actions[1600].trigger()
    assert first.table.computers.pace_ms == 1600
    first.setGeometry(20, 30, 700, 500)     # inside the offscreen 800×600 screen
    size = first.size()
    first.close()
    second = MainWindow(GameTable(), Settings(store))
    qtbot.addWidget(second)
    assert second.table.computers.pace_ms == 1600 and second.pace_actions[1600].isChecked()
    assert second.size() == size and size.width() == 700


def test_about_names_the_version(window):
    from vikings_desktop import __version__
    assert __version__ in window.about_text()


def test_a_tile_let_go_outside_any_display_stays_in_the_hand(qtbot, window):
    table = start(window)
    click_wheel(qtbot, window, affordable(table.session.state)[0])
    hand = window.actions_panel.hand
    QTest.mousePress(hand, Qt.LeftButton, Qt.NoModifier, hand.item_center(START))
    outside = hand.mapFrom(window, window.wheel.mapTo(window, window.wheel.rect().center()))
    QTest.mouseMove(hand, outside)
    QTest.mouseRelease(hand, Qt.LeftButton, Qt.NoModifier, outside)
    assert len(table.session.actions) == 1 and table.held_item() == START
    assert "stays in your hand" in window.status.text()


def test_round_6_boatsman_offers_only_the_maximal_uses_R_K2_1(qtbot, window):
    from vikings_desktop.engine.boatsman import movable_counts, use_options

    def round_6_boatsman(state):
        return state.round == 6 and state.phase is Phase.BOATSMAN

    table = load_position(window, round_6_boatsman)
    state = table.session.state
    player = state.players[state.current]
    legal = state.legal_actions()
    buttons = [b.objectName()
               for b in window.actions_panel.boatsman_frame.findChildren(QPushButton)]
    assert sorted(buttons) == sorted(f"boatsman-{a.colour}" for a in legal)
    assert "boatsman-done" not in buttons                     # round 6: no stopping early
    assert len(legal) <= len(use_options(movable_counts(player)))
    assert "round 6" in window.actions_panel.boatsman_text.text()          # the rule, short
    assert "Round 6" in window.actions_panel.boatsman_text.toolTip()       # and in full


def test_compact_displays_leave_out_the_row_names_and_fill_the_room(qtbot, window):
    start(window, players=4)
    qtbot.wait(20)
    before = window.panels[0].board.cell
    window.compact_action.trigger()
    assert window.settings.compact_displays
    qtbot.waitUntil(lambda: all(p.board.verticalHeader().isHidden() for p in window.panels))
    qtbot.wait(20)
    sizes = {panel.board.cell for panel in window.panels}
    assert len(sizes) == 1 and sizes.pop() >= before     # the names' room goes to the tiles
    area = window.displays_scroll.viewport()
    last = window.panels[-1]
    bottom = last.mapTo(area, last.rect().bottomRight())
    # no band: the grid reaches the bottom of the area within a cell, or its right side
    assert (area.height() - bottom.y() < last.board.cell
            or area.width() - bottom.x() < last.board.cell)
    window.compact_action.trigger()
    qtbot.waitUntil(lambda: not window.panels[0].board.verticalHeader().isHidden())
    assert window.panels[0].board.cell == before


def test_a_long_row_stays_in_view_with_one_free_column_R_D1(qtbot, window):
    def long_row(state):
        return state.phase is Phase.BUY and max(p.width() for p in state.players) >= 9
    table = load_position(window, long_row)
    window.resize(900, 700)
    seat = max(range(2), key=lambda s: table.session.state.players[s].width())
    width = table.session.state.players[seat].width()
    view = board(window, seat)
    assert view.model().columnCount() >= width + 2       # the mainland and one free column
    # the cells shrink until the rightmost tile and a free column show, no scrolling
    qtbot.waitUntil(lambda: view.viewport().rect().contains(view.cell_rect(5, width + 1)),
                    timeout=2000)
    assert view.horizontalScrollBar().maximum() == 0
    assert view.model().index(0, width).data(Role.TILE) == table.session.state.players[seat].tile_at(0, width)


def test_loading_games_again_and_again_leaves_no_old_displays_behind(qtbot, window):
    from vikings_desktop.ui.models.display_model import DisplayModel
    start(window, players=3)
    qtbot.mouseClick(window.panels[2].enlarge_button, Qt.LeftButton)
    for seed in (4, 5, 6):
        window.table.session.load(default_setup(2, 2, seed=seed), [])
    qtbot.waitUntil(lambda: len(window.findChildren(DisplayModel)) == 2, timeout=2000)
    assert not window.table.findChildren(DisplayModel)
    assert window.left.isVisible() and len(window.panels) == 2
    window.table.session.new_game(default_setup(2, 2, seed=7))   # no slot of a deleted model runs
    qtbot.wait(50)
    assert not model_mismatches(window)


def test_a_click_on_the_held_viking_sends_it_to_the_mainland_R_P6(qtbot, window):
    table, price, cell = after_first_buy_with(window, GREEN)
    seat = table.session.state.current
    click_wheel(qtbot, window, price)
    drag_from_hand(window, START, seat, 1, 1)
    hand = window.actions_panel.hand
    qtbot.mouseClick(hand, Qt.LeftButton, pos=hand.viking_center())
    assert table.viking_to_mainland and window.actions_panel.mainland_box.isChecked()
    qtbot.mouseClick(hand, Qt.LeftButton, pos=hand.viking_center())
    assert not table.viking_to_mainland
    qtbot.mouseClick(hand, Qt.LeftButton, pos=hand.viking_center())
    drag_from_hand(window, TILE, seat, *cell)
    assert table.session.actions[-1] == PlaceTile(*cell, False)


# --- hints ----------------------------------------------------------------------------------


def test_ctrl_h_hints_what_the_hard_level_would_do(qtbot, window):
    table = window.table
    table.session.new_game(default_setup(players=2, humans=2, seed=3))
    with qtbot.waitSignal(table.hints.ready, timeout=15000) as hint:
        QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
        assert window.status.text() == "Thinking about a hint…"
    name = table.session.seat_name(table.session.state.current)
    prefix = f"Hint for {name}: buy the "
    assert hint.args[0].startswith(prefix) and window.status.text() == hint.args[0]
    assert " gold — " in hint.args[0]                     # what, and why in one line
    kind, price, _ = table.hints.target()             # shown on the wheel
    assert kind == "wheel" and table.session.state.wheel[price]
    assert f"for {price} gold" in hint.args[0]
    table.buy(price, max(0, price - table.session.state.players[table.session.state.current].gold))
    assert table.hints.target() is None               # the hint goes with the move


def test_a_new_game_after_a_hint_shows_no_old_hint(qtbot, window):
    """The hint of the last game (here at the same log length 0) must not be
    drawn in the new one."""
    table = window.table
    table.session.new_game(default_setup(players=2, humans=2, seed=3))
    with qtbot.waitSignal(table.hints.ready, timeout=15000):
        assert table.hints.request()
    assert table.hints.target() is not None
    with qtbot.waitSignal(table.hints.changed, timeout=1000):
        table.session.new_game(default_setup(players=2, humans=2, seed=3))
    assert table.session.move_count == 0 and table.hints.target() is None
    assert table.hints.problem() is None           # and a new hint may be asked


def test_no_hint_on_a_computer_turn_and_a_stale_hint_is_dropped(qtbot, window, monkeypatch):
    monkeypatch.setattr(computer_turns, "make_strategy", SlowFactory(0.3))
    table = window.table
    table.session.new_game(default_setup(players=2, humans=2, seed=3))
    hints = []
    table.hints.ready.connect(hints.append)
    assert table.hints.request()
    window.ask_hint()                                                  # a second Ctrl+H
    assert window.status.text() == "Still thinking about the hint…"
    table.session.new_game(default_setup(players=2, humans=2, seed=4))    # the game moves on
    qtbot.wait(600)
    assert hints == []
    setup = GameSetup((Seat("Ann", COMPUTER, "normal", "crimson"),
                       Seat("Bo", COMPUTER, "normal", "forest")), seed=2)
    table.session.new_game(setup)
    assert not table.hints.request()
    window.ask_hint()
    assert "human" in window.status.text()


def test_the_hint_s_ring_is_drawn_at_once_without_moving_the_mouse(qtbot, window):
    """Ctrl+H: the wheel repaints the hinted group's space as the hint comes, not only
    when the mouse next passes over the wheel."""
    from PySide6.QtCore import QEvent, QObject, QPoint

    table = window.table
    table.session.new_game(default_setup(players=2, humans=2, seed=3))
    qtbot.wait(50)
    painted: list = []

    class PaintWatch(QObject):
        def eventFilter(self, _watched, event):
            if event.type() == QEvent.Type.Paint:
                painted.append(event.region().boundingRect())
            return False

    watch = PaintWatch()
    window.wheel.installEventFilter(watch)
    QTest.mouseMove(window.status, QPoint(2, 2))              # the mouse is off the wheel
    qtbot.wait(20)
    painted.clear()
    with qtbot.waitSignal(table.hints.ready, timeout=15000):
        QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    _kind, price, _ = table.hints.target()
    spot = window.wheel.space_center(price)
    qtbot.waitUntil(lambda: any(rect.contains(spot) for rect in painted), timeout=2000)
    window.wheel.removeEventFilter(watch)


def test_the_boatsman_buttons_replaced_never_become_windows_of_their_own(qtbot, window):
    from PySide6.QtWidgets import QApplication

    def boatsman(state):
        return state.phase is Phase.BOATSMAN and len(state.legal_actions()) > 1

    table = load_position(window, boatsman)
    colour = next(a.colour for a in table.session.state.legal_actions()
                  if isinstance(a, UseBoatsman))
    click_button(qtbot, window, f"boatsman-{colour}")       # the buttons are replaced
    # before any deferred delete: a modal scoring window's own event loop may hold it back
    stray = [w for w in QApplication.topLevelWidgets() if isinstance(w, QPushButton)]
    assert stray == []
