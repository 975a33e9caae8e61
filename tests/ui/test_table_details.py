"""Small things a player trips over at the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from vikings_desktop.engine import ADVANCED, Phase
from vikings_desktop.game_setup import COMPUTER, HUMAN, GameSetup, Seat
from vikings_desktop.ui.art import colour_blind

SEATS = (Seat("Astrid", HUMAN, None, "crimson"), Seat("Bjorn", HUMAN, None, "forest"))


def move_mouse(widget, point) -> None:
    QApplication.sendEvent(widget, QMouseEvent(QEvent.Type.MouseMove, QPointF(point),
                                               widget.mapToGlobal(QPointF(point)),
                                               Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                                               Qt.KeyboardModifier.NoModifier))


def test_the_wheel_s_hover_ring_goes_with_the_mouse_even_with_focus(qtbot, window):
    window.table.session.new_game(GameSetup(SEATS, seed=3))
    wheel = window.wheel
    wheel.setFocus()
    move_mouse(wheel, wheel.space_center(4))
    assert wheel.hovered_space() == 4
    QApplication.sendEvent(wheel, QEvent(QEvent.Type.Leave))
    assert wheel.hovered_space() == -1            # no ring left behind to look like the hint
    qtbot.keyClick(wheel, Qt.Key.Key_Right)       # the keyboard's ring stays on leaving
    keyed = wheel.hovered_space()
    assert keyed >= 0
    QApplication.sendEvent(wheel, QEvent(QEvent.Type.Leave))
    assert wheel.hovered_space() == keyed


def test_tab_leaves_a_display_and_its_cursor_goes_with_the_turn(qtbot, window):
    window.table.session.new_game(GameSetup(SEATS, seed=3))
    board = window.panels[0].board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.keyboard_cell() is not None
    assert not board.tabKeyNavigation()
    board.focusNextChild()
    # the turn passes: the cursor is not left on the board
    setup, state = window.table.session.setup, window.table.session.setup.new_state()
    actions = []
    while state.current == 0 or not actions:
        actions.append(state.legal_actions()[0])
        state.apply(actions[-1])
    window.table.session.load(setup, actions)
    assert board.keyboard_cell() is None


def test_the_auction_line_says_where_every_player_stands(qtbot, window):
    seats = SEATS + (Seat("Sigrid", COMPUTER, "random", "amber"),)
    window.table.session.new_game(GameSetup(seats, seed=3, rules=ADVANCED))
    window.table.computers.pause(True)
    state = window.table.session.state
    assert state.phase is Phase.AUCTION
    line = window.advanced_panel.auction_status.text()
    assert "to bid" in line
    names = [p.name for p in state.players if p.name != state.players[state.current].name]
    assert all(f"{name}: yet to bid" in line for name in names)


def test_colour_blind_mode_numbers_the_rows_its_ship_marks_name(qtbot, window):
    window.table.session.new_game(GameSetup(SEATS, seed=3))
    model = window.panels[0].board.display_model
    assert model.headerData(2, Qt.Orientation.Vertical) == "Nobles"
    window.colour_blind_action.setChecked(True)
    try:
        assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(6)] == [
            "Ships", "1 · Warriors", "2 · Nobles", "3 · Scouts", "4 · Goldsmiths", "5 · Fishermen"]
    finally:
        window.colour_blind_action.setChecked(False)
    assert not colour_blind.is_on()


def test_the_new_game_dialog_remembers_the_table_after_a_restart(qtbot, tmp_path, monkeypatch):
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.ui.session.game_table import GameTable
    from vikings_desktop.ui.settings import Settings
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    first = MainWindow(GameTable(pace_ms=0), Settings(store))
    qtbot.addWidget(first)
    first.ask_new_game()
    dialog = first.new_game_dialog
    dialog.count.setValue(3)
    dialog.rows[2][1].setText("Leif")
    dialog.rows[1][2].setCurrentIndex(dialog.rows[1][2].findData(COMPUTER))
    dialog.rows[1][3].setCurrentIndex(dialog.rows[1][3].findData("hard"))
    dialog.accept()
    first.table.computers.pause(True)
    first.close()
    again = MainWindow(GameTable(pace_ms=0), Settings(store))      # the next start
    qtbot.addWidget(again)
    again.ask_new_game()
    dialog = again.new_game_dialog
    assert dialog.count.value() == 3
    assert dialog.rows[2][1].text() == "Leif"
    assert dialog.rows[1][2].currentData() == COMPUTER and dialog.rows[1][3].currentData() == "hard"
    dialog.reject()


def test_how_to_play_says_keyboard_play_exists():
    from vikings_desktop.ui.words.how_to_play import how_to_play_text
    for rules in (None, ADVANCED):
        text = how_to_play_text(rules)
        assert "keyboard" in text and "arrow keys" in text and "Tab" in text


# --- the start tile and the bought tile are offered alike (R-P2) ------------------
def first_purchase(window, seed: int):
    """A hot-seat game at a player's first purchase whose bought tile has a legal cell,
    reached by a previous player placing both of their tiles (as at the table)."""
    import random

    from vikings_desktop.engine import Buy
    for attempt in range(seed, seed + 50):
        setup = GameSetup.shuffled(SEATS, seed=attempt)
        state, actions, rng = setup.new_state(), [], random.Random(attempt)
        while True:
            legal = state.legal_actions()
            buys = [a for a in legal if isinstance(a, Buy)]
            if buys and state.players[state.current].start_placed is False and actions:
                for buy in buys:
                    after = state.clone()
                    after.apply(buy)
                    tile, viking = after.pending_group()
                    if tile and after.legal_cells(after.current, tile, viking):
                        return setup, actions, buy
                break
            action = rng.choice(legal)
            state.apply(action)
            actions.append(action)
            if state.round > 1:
                break
    raise AssertionError("no first purchase found")


def item_pixels(window, item: str, hold: str | None = None) -> bytes:
    """The pixels of a hand item's tile, inside the ring the held item wears."""
    if hold is not None:
        window.table.hold(hold)
    hand = window.actions_panel.hand
    rect = dict(hand.items())[item].toRect().adjusted(5, 20, -5, -5)
    image = hand.grab().toImage().copy(rect)
    return bytes(image.constBits())[:image.sizeInBytes()]


def test_either_tile_may_go_first_and_neither_is_greyed_while_it_fits(qtbot, window):
    from vikings_desktop.ui.models.roles import Role
    from vikings_desktop.ui.session.game_table import START, TILE
    setup, actions, buy = first_purchase(window, 11)
    window.table.session.load(setup, actions, setup.deal)
    assert window.table.request_buy(buy.space)          # the first purchase, by a click
    table, turn = window.table, window.turn_model
    assert table.held_item() == TILE
    assert turn.value(Role.HAND_FITS) == frozenset({TILE, START})    # neither greyed
    start_unheld = item_pixels(window, START)
    table.hold(START)                                  # the start tile first: allowed
    assert table.held_item() == START and table.highlights(table.session.state.current)
    assert item_pixels(window, START) == start_unheld       # painted alike held or not
    assert item_pixels(window, TILE) == item_pixels(window, TILE, hold=TILE)
    # the same position reached by an undo and by a load picks up the same item
    window.files.undo_redo.undo()
    window.files.undo_redo.redo()
    assert table.held_item() == TILE
    window.table.session.load(setup, actions + [buy], setup.deal)
    assert table.held_item() == TILE
    assert turn.value(Role.HAND_FITS) == frozenset({TILE, START})


def test_the_undo_entry_keeps_the_game_menu_a_menu_s_width(qtbot, window):
    import random
    setup = GameSetup.shuffled(SEATS, seed=12)
    state, actions, rng = setup.new_state(), [], random.Random(12)
    while len(actions) < 30 or state.phase is not Phase.PLACE:   # mid-turn: Undo has a target
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    window.table.session.load(setup, actions, setup.deal)
    window.game_menu.aboutToShow.emit()               # the menu words Undo as it opens
    undo = window.files.undo_redo.undo_action
    assert undo.text().startswith("&Undo: ") and len(undo.toolTip()) >= len(undo.text()) - 1
    assert window.game_menu.sizeHint().width() <= 500


def test_a_single_bid_opening_pass_reads_as_a_bid_of_0_in_the_log():
    """R-A1 (revised): the start player's opening turn passed is a bid of 0."""
    from vikings_desktop.engine import GameState, Pass, RuleOptions
    from vikings_desktop.ui.words.action_text import action_text
    rules = RuleOptions(auction=True, single_bid=True)
    state = GameState.new_game(["Ann", "Bo", "Cy"], seed=4, rules=rules)
    opener = state.current
    state.apply(Pass())
    assert action_text("Ann", Pass(), state, opener) == "Ann opens the auction with a bid of 0"
    second = state.current
    state.apply(Pass())
    assert action_text("Bo", Pass(), state, second) == "Bo passes in the auction"


def test_the_hands_caption_is_whole_when_there_is_room(qtbot, window):
    """A long name and a long caption ("Bartholomew: Bought tile") use the room up to the
    hand's edge; only where even that is too narrow is a caption shortened with "…"."""
    from dataclasses import replace

    from vikings_desktop.engine import Phase
    from vikings_desktop.game_setup import default_setup
    setup = default_setup(2, 2, seed=4)
    seats = (replace(setup.seats[0], name="Bartholomew Thorvaldsson"), setup.seats[1])
    window.table.session.new_game(replace(setup, seats=seats))
    session = window.table.session
    while not (session.state.phase is Phase.PLACE
               and session.state.players[session.state.current].start_placed):
        session.apply(session.state.legal_actions()[0])
    qtbot.wait(20)
    hand = window.actions_panel.hand
    captions = hand.captions()
    assert len(captions) == 1
    caption, room = captions[0]
    assert caption.endswith("Bought tile") and "…" not in caption
    assert hand.fontMetrics().horizontalAdvance(caption) <= room + 1
