"""The displays' row names show where there is room; on a small screen they give way to
larger tiles by themselves, and the replay's boards have them as the table's do."""

from __future__ import annotations

from replay_games import played_game

from vikings_desktop.engine import ADVANCED, BASE
from vikings_desktop.ui.replay.replay_window import ReplayWindow
from vikings_desktop.ui.replay.timeline import Timeline
from vikings_desktop.ui.views.display_grid import NAMES_FROM_CELL


def laid_out(qtbot, window, width, height):
    window.resize(width, height)
    qtbot.wait(30)
    return window.display_grid.row_names_shown(), window.panels[0].board.cell


def test_four_full_displays_on_a_small_screen_drop_the_names_for_larger_tiles(qtbot, window):
    setup, actions = played_game(BASE, 4, seed=7, humans=1)
    window.table.session.load(setup, actions[:170])      # late in the game: wide displays
    names, cell = laid_out(qtbot, window, 1920, 1080)
    assert names and cell >= NAMES_FROM_CELL
    names, small_cell = laid_out(qtbot, window, 1024, 700)
    assert not names                                   # the names would squeeze the tiles
    window.compact_action.trigger()                    # Compact chosen: the same, no band
    window.compact_action.trigger()
    names, again = laid_out(qtbot, window, 1024, 700)
    assert not names and again == small_cell
    assert small_cell >= 30                            # not the 26 px the names left them
    names, cell = laid_out(qtbot, window, 1366, 768)
    assert names and cell >= NAMES_FROM_CELL


def test_the_replay_boards_name_their_rows_when_there_is_room(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    setup, actions = played_game(ADVANCED, 2, seed=3)
    replay = ReplayWindow(Timeline(setup, actions), "test", pace_ms=0)
    qtbot.addWidget(replay)
    replay.resize(1366, 768)
    replay.show()
    qtbot.waitExposed(replay)
    replay.go_to(40)
    qtbot.wait(30)
    assert replay.display_grid.row_names_shown()
    header = replay.display_grid.panels[0].board.verticalHeader()
    assert header.model().headerData(1, header.orientation()) == "Warriors"
    replay.close()
