"""Replay: a finished game looked back at in a window of its own —
stepping, turns, rounds, scorings, keys, the log, refused gestures, and "Play on from
here" starting a new game while the original is kept."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from replay_games import played_game

from vikings_desktop.engine import ADVANCED, BASE, GameState, cell_tile, cell_viking
from vikings_desktop.game_setup import GameSetup
from vikings_desktop.persistence import SavedGame, read_save, saves_dir, write_save
from vikings_desktop.ui.models.roles import Role
from vikings_desktop.ui.replay.replay_log_model import ACTION_ROLE, BACKGROUND, CURRENT
from vikings_desktop.ui.replay.replay_window import ReplayWindow
from vikings_desktop.ui.replay.timeline import Timeline
from vikings_desktop.ui.views.dialogs import EndDialog, ScoringDialog
from vikings_desktop.ui.words.action_text import action_text

MAINLAND, ROWS = 0, 6


@pytest.fixture(scope="module")
def four_player_game():
    return played_game(ADVANCED, 4, seed=5)


@pytest.fixture
def replay(qtbot, four_player_game, tmp_path, monkeypatch):
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    setup, actions = four_player_game
    window = ReplayWindow(Timeline(setup, actions), "test", pace_ms=0)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def check_moment(window: ReplayWindow, reference: GameState, setup: GameSetup,
                 actions: list, position: int) -> None:
    """Every model of the replay shows ``reference`` (a fresh replay to ``position``)."""
    table = window.table
    assert table.position == position
    assert table.session.state == reference
    wheel = window.wheel_model
    for space in range(wheel.rowCount()):
        group = reference.wheel[space]
        assert wheel.data(wheel.index(space), Role.TILE) == cell_tile(group)
        assert wheel.data(wheel.index(space), Role.VIKING) == cell_viking(group)
    for seat, panel in enumerate(window.display_grid.panels):
        model, player = panel.board.display_model, reference.players[seat]
        for row in range(ROWS):
            for col in range(1, model.columnCount()):
                cell = model.data(model.index(row, col), Role.CELL)
                assert (cell.tile, cell.viking) == (player.tile_at(row, col),
                                                    player.viking_at(row, col)), (seat, row, col)
        mainland = dict(model.data(model.index(0, MAINLAND), Role.MAINLAND))
        assert mainland == {v: n for v, n in enumerate(player.mainland) if n}
    players = window.players_model
    for seat, player in enumerate(reference.players):
        assert players.data(players.index(seat, 0), Role.GOLD) == player.gold
        assert players.data(players.index(seat, 0), Role.FAME) == player.fame
        assert players.data(players.index(seat, 0), Role.CURRENT) == (
            reference.current_player() == seat)
    log = window.log_model
    highlighted = [row for row in range(log.rowCount())
                   if log.data(log.index(row), BACKGROUND) is not None
                   and log.data(log.index(row), BACKGROUND).color() == CURRENT]
    assert highlighted == [log.row_of(position)]
    if position:
        index = position - 1
        line = log.data(log.index(highlighted[0]))
        assert log.data(log.index(highlighted[0]), ACTION_ROLE) == index
        seat = window.timeline.seats[index]
        assert line == action_text(setup.names[seat], actions[index], reference, seat)


@pytest.mark.slow
def test_stepping_to_the_end_and_back_shows_a_fresh_replay_at_every_step(replay,
                                                                          four_player_game):
    setup, actions = four_player_game
    state = setup.new_state()
    references = [state.clone()]
    check_moment(replay, references[0], setup, actions, 0)
    for position, action in enumerate(actions, start=1):
        state.apply(action)
        references.append(state.clone())
        replay.forward()
        check_moment(replay, references[position], setup, actions, position)
    assert references[-1].is_over()
    replay.forward()                                    # at the end: stays there
    assert replay.position == len(actions)
    for position in range(len(actions) - 1, -1, -1):
        replay.back()
        check_moment(replay, references[position], setup, actions, position)
    replay.back()
    assert replay.position == 0


def test_each_round_start_and_each_scoring_can_be_jumped_to(replay, four_player_game, qtbot):
    setup, actions = four_player_game
    box = replay.jump_box
    rounds, scorings = [], []
    for item in range(1, box.count()):
        box.activated.emit(item)
        state = replay.table.session.state
        text = box.itemText(item)
        if "Start of round" in text:
            rounds.append(state.round)
            position = replay.position
            assert position == 0 or replay.timeline.peek(position - 1).round != state.round
        else:
            dialog = replay.scoring_dialog
            assert dialog is not None and dialog.isVisible()
            scorings.append(replay.timeline.scorings[len(scorings)])
            moment = scorings[-1]
            assert replay.position == moment.position
            assert state.scorings[-1] == moment.record or moment.record in state.scorings
            if moment.record.kind == "final":
                assert isinstance(dialog, EndDialog)
                assert not dialog.new_game_button.isVisible()
            else:
                assert isinstance(dialog, ScoringDialog)
                assert dialog.record == moment.record
                # the header names the scored round, not the round dealt after it
                if not state.is_over():
                    assert replay.moment_label.text().endswith(text)
    assert rounds == [1, 2, 3, 4, 5, 6]
    final = replay.timeline.peek(len(actions)).scorings
    assert [m.record for m in scorings] == final          # every scoring of the game, in order
    assert {r.kind for r in final} == {"small", "large", "final"}


def test_keys_step_by_action_turn_and_round(replay, qtbot):
    timeline = replay.timeline

    def key(k, modifier=Qt.KeyboardModifier.NoModifier):
        QTest.keyClick(replay, k, modifier)

    key(Qt.Key.Key_Right)
    assert replay.position == 1
    key(Qt.Key.Key_Left)
    assert replay.position == 0
    key(Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    first_turn = timeline.next_turn(0)
    assert replay.position == first_turn > 0
    key(Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    second_turn = timeline.next_turn(first_turn)
    assert replay.position == second_turn
    # a turn is one seat's: everything between two turn starts was played by one player
    assert len({timeline.seats[i] for i in range(first_turn, second_turn)}) == 1
    key(Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert replay.position == first_turn
    key(Qt.Key.Key_PageDown)
    assert replay.position == timeline.round_starts[1][1]
    assert replay.table.session.state.round == 2
    key(Qt.Key.Key_PageDown)
    assert replay.table.session.state.round == 3
    key(Qt.Key.Key_PageUp)
    assert replay.position == timeline.round_starts[1][1]
    key(Qt.Key.Key_End)
    assert replay.position == timeline.length and replay.table.session.state.is_over()
    key(Qt.Key.Key_Home)
    assert replay.position == 0


def test_a_click_on_a_log_line_goes_to_its_moment(replay, qtbot):
    view, log = replay.log_view, replay.log_model
    row = log.row_of(40)
    view.scrollTo(log.index(row))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(log.index(row)).center())
    assert replay.position == 40


def test_play_runs_the_game_on_at_the_pace(replay, qtbot):
    replay.go_to(10)
    replay.toggle_play()
    qtbot.waitUntil(lambda: replay.position >= 14, timeout=5000)
    replay.toggle_play()
    stopped = replay.position
    qtbot.wait(3 * replay.pace_ms)
    assert replay.position == stopped


def test_gestures_on_the_replay_s_board_are_refused_with_a_reason(replay, qtbot):
    replay.go_to(60)
    before = replay.table.session.state.clone()
    wheel = replay.wheel
    space = next(p for p in range(12) if replay.table.session.state.wheel[p])
    QTest.mouseClick(wheel, Qt.MouseButton.LeftButton, pos=wheel.space_center(space))
    assert "replay" in replay.status.text()
    replay.status.clear()
    board = replay.display_grid.panels[0].board
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     pos=board.cell_rect(2, 3).center())
    assert "replay" in replay.status.text()
    assert replay.table.session.state == before and replay.position == 60
    assert replay.table.computers.thinking_seat == -1           # no computer plays in a replay


# --- "Play on from here" -------------------------------------------------------------------
@pytest.fixture(scope="module")
def two_human_game():
    return played_game(BASE, 2, seed=9, humans=2)


def test_play_on_from_here_starts_a_new_game_and_keeps_the_game_on_the_table(
        window, qtbot, two_human_game):
    setup, actions = two_human_game
    window.table.session.load(setup, actions[:40])        # unsaved, unfinished, on the table
    replay = window.replays.open_table()
    assert replay is not None
    replay.go_to(20)
    replay.play_on_button.click()
    assert window.table.session.actions == actions[:20]         # a new game from that moment
    kept = list(saves_dir().glob("*.vikings.json"))
    assert len(kept) == 1                                    # the original, as New game keeps it
    assert read_save(kept[0]).game.actions == actions[:40]
    assert replay.timeline.actions == actions[:40]           # the replay is not changed
    # the new game's line of play is its own: redo never plays the original on
    assert window.table.session.redo_length() is None
    window.replays.close_all()


def test_play_on_from_a_save_leaves_the_file_as_it_was(window, qtbot, two_human_game, tmp_path):
    setup, actions = two_human_game
    path = tmp_path / "finished.vikings.json"
    write_save(path, SavedGame(setup, actions))
    before = path.read_bytes()
    replay = window.replays.open_file(path)
    assert replay is not None and replay.timeline.length == len(actions)
    replay.go_to(len(actions))
    replay.play_on()                                         # over at this moment: refused
    assert not window.table.session.has_game
    assert "over" in replay.status.text()
    replay.go_to(33)
    replay.play_on()
    assert window.table.session.actions == actions[:33]
    assert path.read_bytes() == before
    window.replays.close_all()


def test_a_game_played_on_ends_behind_the_replay_and_shows_its_results_on_coming_back(
        window, qtbot):
    from PySide6.QtWidgets import QApplication
    setup, actions = played_game(BASE, 2, seed=4, humans=0)     # computers play it on
    window.table.session.load(setup, actions[:-20])
    replay = window.replays.open_table()
    assert replay is not None
    replay.go_to(replay.timeline.length - 8)
    window.table.computers.pause(True)        # until the player is back in the replay
    qtbot.mouseClick(replay.play_on_button, Qt.MouseButton.LeftButton)
    replay.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay, timeout=5000)
    window.table.computers.pause(False)
    qtbot.waitUntil(lambda: window.table.session.state.is_over(), timeout=30000)
    qtbot.wait(50)
    assert window.end_dialog is None or not window.end_dialog.isVisible()
    assert "over" in window.status.text()
    window.activateWindow()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(),
                    timeout=5000)
    window.end_dialog.close()
    window.replays.close_all()


def test_replay_menu_entry_offers_the_table_and_the_saves_folder(window, qtbot, two_human_game):
    setup, actions = two_human_game
    write_save(saves_dir() / "Ann-Bo.vikings.json", SavedGame(setup, actions))
    window.table.session.load(setup, actions[:12])
    window.replay_action.trigger()
    chooser = window.replays.chooser
    assert chooser is not None and chooser.isVisible()
    entries = [chooser.games.item(i).text() for i in range(chooser.games.count())]
    assert entries[0] == "The game on the table"
    assert any(entry.startswith("Ann-Bo") for entry in entries)
    chooser.games.setCurrentRow(1)
    chooser.accept()
    assert len(window.replays.replays) == 1
    replay = window.replays.replays[0]
    assert replay.timeline.actions == actions and replay.source is not None
    assert window.table.session.actions == actions[:12]           # the table is untouched
    window.replays.close_all()
    assert not window.replays.replays


def test_a_broken_save_is_refused_and_no_replay_opens(window, qtbot, tmp_path, monkeypatch):
    path = tmp_path / "broken.vikings.json"
    path.write_text("{ not json", encoding="utf-8")
    shown = []
    monkeypatch.setattr("vikings_desktop.ui.replay.launcher.show_save_problem",
                        lambda *args: shown.append(args))
    assert window.replays.open_file(path) is None
    assert shown and not window.replays.replays


def test_clicking_outside_a_cell_does_nothing_harmful(replay):
    board = replay.display_grid.panels[1].board
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert replay.position == 0


@pytest.mark.parametrize("language", ["en", "de"])
def test_four_displays_fit_the_replay_at_1024_by_700(qtbot, four_player_game, tmp_path,
                                                      monkeypatch, language):
    """On a 1024×700 screen the replay shows all four displays whole beside the wheel
    and the log: no display is cut off at the right, no sideways scrolling."""
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem

    from vikings_desktop import i18n
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    translators = i18n.install_translators(QApplication.instance(), language)
    try:
        setup, actions = four_player_game
        # the widest words of who plays: "Computer, Kurzsichtig", "Computer, Zufallszüge"
        levels = iter(("greedy", "random", "greedy"))
        setup = replace(setup, seats=tuple(seat if seat.is_human else replace(seat, level=next(levels))
                                           for seat in setup.seats))
        window = ReplayWindow(Timeline(setup, actions), "test", pace_ms=0)
        qtbot.addWidget(window)
        window.resize(1016, 666)
        window.show()
        qtbot.waitExposed(window)
        for moment in (40, len(actions)):              # early and with full displays
            window.go_to(moment)
            qtbot.wait(50)
            grid = window.display_grid
            assert not grid.horizontalScrollBar().isVisible()
            assert grid.widget().width() <= grid.viewport().width()
            wheel, specials = window.wheel, window.advanced_panel
            assert wheel.width() >= wheel.minimumWidth()
            assert not wheel.geometry().intersects(specials.geometry())  # side by side
            for panel in grid.panels:
                right = panel.mapTo(grid.viewport(), panel.rect().topRight()).x()
                assert right <= grid.viewport().width()
                assert panel.title_fits()
            # the players' table shows every column; who plays gives way, in its short form
            view, model = window.players_view, window.players_model
            shown = [c for c in range(model.columnCount()) if not view.isColumnHidden(c)]
            assert sum(view.columnWidth(c) for c in shown) <= view.viewport().width()
            margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
            for row in range(model.rowCount()):     # the text drawn fits its cell
                index = model.index(row, model.PLAYS_COLUMN)
                option = QStyleOptionViewItem()
                option.initFrom(view.viewport())
                option.rect = view.visualRect(index)
                view.itemDelegateForIndex(index).initStyleOption(option, index)
                assert (option.fontMetrics.horizontalAdvance(option.text) + margin
                        <= option.rect.width()), option.text
        # the toolbar fits (in German with pictures only: then Play is as wide as its
        # neighbours), and Pause keeps Play's width
        toolbar = window.toolbar
        assert toolbar.geometry().right() <= window.width()
        play = toolbar.widgetForAction(window.play_action)
        if language == "de":
            assert toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
            neighbour = toolbar.widgetForAction(window.forward_action)
            assert play.width() <= neighbour.width() + 4
        assert window.play_on_button.isVisible()
        assert window.play_on_button.mapTo(window, window.play_on_button.rect().topRight()
                                           ).x() <= window.width()
        width = play.width()
        window.toggle_play()
        qtbot.wait(10)
        assert play.width() == width
        window.toggle_play()
        window.close()
    finally:
        for translator in translators:
            QApplication.instance().removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English))
