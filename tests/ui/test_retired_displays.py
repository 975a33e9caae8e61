"""A game replaced by one with fewer players: the old displays are retired (deleted
later), and nothing paints them in between."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QApplication

from vikings_desktop.game_setup import default_setup
from vikings_desktop.ui.main_window import MainWindow
from vikings_desktop.ui.session.game_table import GameTable


@pytest.fixture
def window(qtbot):
    win = MainWindow(GameTable(pace_ms=0))
    qtbot.addWidget(win)
    win.show()                          # painted for real, as on the player's screen
    return win


@pytest.fixture
def exceptions(monkeypatch):
    """Exceptions raised inside Qt's calls into Python (paint, slots) land here."""
    caught = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: caught.append(value))
    return caught


def test_a_four_player_game_replaced_by_two_players_paints_no_retired_display(
        window, exceptions):
    window.table.session.new_game(default_setup(4, humans=4, seed=3))
    QApplication.processEvents()
    old = [panel.board for panel in window.panels]
    window.table.session.new_game(default_setup(2, humans=2, seed=4))
    for view in old:                            # still alive until the deferred delete
        view.viewport().repaint()
        view.grab()
    QApplication.processEvents()
    window.table.session.new_game(default_setup(4, humans=4, seed=5))
    QApplication.processEvents()
    window.repaint()
    assert exceptions == []
    assert len(window.panels) == 4
