"""Colour-blind mode: View → Colour-blind mode is remembered and changes the
art to cues that do not depend on hue — a sail's shape and reach, a tick on green cells."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSettings, QSize
from PySide6.QtGui import QColor, QImage, QPainter

from vikings_desktop.engine.components import BLUE_SHIP, GREEN_SHIP, RED_SHIP, YELLOW_SHIP
from vikings_desktop.ui.art import colour_blind, painting
from vikings_desktop.ui.main_window import MainWindow
from vikings_desktop.ui.session.game_table import GameTable
from vikings_desktop.ui.settings import Settings


@pytest.fixture(autouse=True)
def mode_off_afterwards():
    yield
    colour_blind.set_on(False)


def rendered(draw, size=64) -> QImage:
    image = QImage(QSize(size, size), QImage.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    draw(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def luminance_image(image: QImage) -> list[int]:
    """What the tile looks like without hue: grey levels only."""
    return [QColor(image.pixel(x, y)).lightness() for y in range(image.height())
            for x in range(image.width())]


def test_sails_differ_without_their_colours_only_in_colour_blind_mode(qapp):
    ships = (RED_SHIP, GREEN_SHIP, YELLOW_SHIP, BLUE_SHIP)
    colour_blind.set_on(True)
    marked = [luminance_image(rendered(lambda p, r, t=t: painting.paint_tile(p, r, t)))
              for t in ships]
    colour_blind.set_on(False)
    plain = [luminance_image(rendered(lambda p, r, t=t: painting.paint_tile(p, r, t)))
             for t in ships]
    for image, without in zip(marked, plain, strict=True):
        assert image != without                              # the mark is painted
    assert len({tuple(image) for image in marked}) == 4      # four different grey tiles


def test_a_green_cell_carries_a_tick_in_colour_blind_mode(qapp):
    colour_blind.set_on(False)
    plain = rendered(lambda p, r: painting.paint_highlight(p, r, True))
    colour_blind.set_on(True)
    ticked = rendered(lambda p, r: painting.paint_highlight(p, r, True))
    assert luminance_image(plain) != luminance_image(ticked)


def test_the_mode_is_a_remembered_view_setting(qtbot, tmp_path):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    window = MainWindow(GameTable(pace_ms=0), Settings(store))
    qtbot.addWidget(window)
    assert not window.colour_blind_action.isChecked() and not colour_blind.is_on()
    window.colour_blind_action.trigger()
    assert colour_blind.is_on() and Settings(store).colour_blind
    again = MainWindow(GameTable(pace_ms=0), Settings(store))
    qtbot.addWidget(again)
    assert again.colour_blind_action.isChecked()
