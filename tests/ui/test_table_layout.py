"""The table as a player sees it (issue 13): every opponent's display in view at
1366×768, cells that grow with the window, Enlarge that says what it does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSettings, Qt

from vikings_desktop.ui.game_controller import GameController
from vikings_desktop.ui.main_window import MIN_CELL, MainWindow
from vikings_desktop.ui.seats import HUMAN, GameSetup, Seat
from vikings_desktop.ui.settings import Settings

NAMES = ("Astrid", "Bjorn", "Sigrid", "Leif")
COLOURS = ("crimson", "royal blue", "forest", "amber")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    w = MainWindow(GameController(pace_ms=0), Settings(store))
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def start(window, players: int) -> None:
    seats = tuple(Seat(NAMES[i], HUMAN, None, COLOURS[i]) for i in range(players))
    window.controller.new_game(GameSetup(seats, 5))


def rows_in_view(window, seat: int) -> bool:
    """All six rows of ``seat``'s display lie inside the displays' scroll viewport."""
    board = window.panels[seat].board
    viewport = window.scroll.viewport()
    for row in range(6):
        rect = board.cell_rect(row, 1)
        top_left = board.viewport().mapTo(viewport, rect.topLeft())
        bottom_right = board.viewport().mapTo(viewport, rect.bottomRight())
        if not viewport.rect().contains(QRect(top_left, bottom_right)):
            return False
    return True


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_display_shows_its_six_rows_at_1366_by_768(qtbot, window, players):
    start(window, players)
    qtbot.wait(50)
    assert all(rows_in_view(window, seat) for seat in range(players))
    assert window.scroll.verticalScrollBar().maximum() == 0       # nothing below the fold
    assert window.panels[0].board.cell >= 40                        # and not tiny


def test_cells_grow_with_the_window_and_shrink_with_it(qtbot, window):
    start(window, 4)
    qtbot.wait(20)
    at_default = window.panels[0].board.cell
    window.resize(1600, 1000)
    qtbot.wait(50)
    assert window.panels[0].board.cell > at_default
    window.resize(1024, 600)
    qtbot.wait(50)
    assert MIN_CELL <= window.panels[0].board.cell < at_default
    assert all(rows_in_view(window, seat) for seat in range(4))


def test_the_display_is_sea_and_islands_without_grid_lines_or_numbered_columns(window):
    start(window, 3)
    board = window.panels[0].board
    assert not board.showGrid() and board.horizontalHeader().isHidden()


def test_enlarge_says_show_all_while_enlarged(qtbot, window):
    start(window, 4)
    button = window.panels[2].enlarge_button
    qtbot.mouseClick(button, Qt.LeftButton)
    assert button.text() == "Show all" and not window.panels[0].isVisible()
    assert window.panels[2].board.cell > window.panels[0].board.cell
    qtbot.mouseClick(button, Qt.LeftButton)
    assert button.text() == "Enlarge" and all(p.isVisible() for p in window.panels)
    qtbot.wait(20)
    assert len({p.board.cell for p in window.panels}) == 1
