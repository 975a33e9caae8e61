"""Undo and redo repaint only what changed (window target): the wheel repaints
a space or its hub, a display the cells that changed. What the window shows after many
such partial repaints must be what a whole repaint of the same position shows."""

from __future__ import annotations

import pytest
from game_play import finished_game
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from vikings_desktop.engine import ADVANCED, BASE
from vikings_desktop.game_setup import DEFAULT_COLOURS, DEFAULT_NAMES, HUMAN, GameSetup, Seat


def four_humans(rules, seed: int) -> GameSetup:
    seats = tuple(Seat(DEFAULT_NAMES[i], HUMAN, None, DEFAULT_COLOURS[i]) for i in range(4))
    return GameSetup(seats, seed=seed, rules=rules).dealt()


def shown(widget):
    """What the window's backing store holds for ``widget`` (the partial repaints' sum)."""
    window = widget.window()
    top_left = widget.mapTo(window, widget.rect().topLeft())
    screen = window.windowHandle().screen()
    ratio = window.devicePixelRatioF()
    image = screen.grabWindow(window.winId()).toImage()
    return image.copy(round(top_left.x() * ratio), round(top_left.y() * ratio),
                      round(widget.width() * ratio),
                      round(widget.height() * ratio)).convertToFormat(QImage.Format.Format_RGB32)


def whole(widget):
    """The same widget painted whole, now."""
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


@pytest.mark.parametrize("rules", [BASE, ADVANCED], ids=["base", "advanced"])
def test_what_undo_and_redo_repaint_in_parts_equals_a_whole_repaint(qtbot, window, rules):
    setup = four_humans(rules, seed=11)
    actions = finished_game(setup, seed=11)
    window.table.session.load(setup, actions, deal=None)
    QApplication.processEvents()
    undo_redo = window.files.undo_redo
    undo_redo.across_turns_action.setChecked(True)
    steps = [undo_redo.undo] * 60 + [undo_redo.redo] * 25 + [undo_redo.undo] * 20
    widgets = [window.wheel] + [window.panels[seat].board.viewport() for seat in range(4)]
    for number, step in enumerate(steps):
        assert step()
        QApplication.processEvents()
        if number % 7 == 6:            # checked now and then: each whole repaint takes time
            for widget in widgets:
                assert shown(widget) == whole(widget), (number, widget)
