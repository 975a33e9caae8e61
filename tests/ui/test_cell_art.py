"""The displays' cell art (undo speed): each different cell is composed once
and shared by every display, within a memory budget."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter

from vikings_desktop.ui.models.roles import EMPTY_CELL
from vikings_desktop.ui.session.game_table import GREEN
from vikings_desktop.ui.views.board import COMPOSED_BUDGET, CellArt


def test_a_cell_is_composed_once_and_shared_by_every_display(qtbot):
    art = CellArt.shared()
    assert CellArt.shared() is art
    cell = EMPTY_CELL._replace(tile=9, viking=1, highlight=GREEN)
    first = art.cell(cell, False, 47, 47, 1.0)
    assert art.cell(cell, False, 47, 47, 1.0).cacheKey() == first.cacheKey()
    assert art.cell(cell, True, 47, 47, 1.0).cacheKey() != first.cacheKey()   # ship row


def test_the_cells_kept_stay_within_their_budget(qtbot):
    art = CellArt.shared()
    image = QImage(200, 600, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for side in range(30, 90):                  # resizing the window makes new sizes
        for viking in range(1, 6):
            art.paint_mainland(painter, QRect(0, 0, int(side * 1.7), 6 * side),
                               ((viking, 2), (6, 1)), 1.0)
            art.cell(EMPTY_CELL._replace(tile=9, viking=viking), False, side, side, 1.0)
    painter.end()
    largest = int(89 * 1.7) * 6 * 89 * 4
    assert 0 < art.cached_bytes() <= COMPOSED_BUDGET + largest



def test_a_display_that_widens_draws_its_smaller_cells_from_art_already_rendered(
        qtbot, window, monkeypatch):
    """At 1024×700 the displays' width decides their cells: a move that opens a column
    shrinks them, and that repaint finds every tile and Viking rendered beforehand."""
    import random

    from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
    from vikings_desktop.ui.art import icons

    seats = tuple(Seat(name, HUMAN, None, colour) for name, colour in
                  (("Astrid", "crimson"), ("Bjorn", "royal blue"), ("Sigrid", "forest"),
                   ("Leif", "amber")))
    window.resize(1024, 700)
    session, grid = window.table.session, window.display_grid
    session.new_game(GameSetup(seats, seed=5))
    rendered: list[int] = []
    for name in ("tile_pixmap", "viking_pixmap"):
        real = getattr(icons, name)
        monkeypatch.setattr(icons, name, lambda code, *args, _real=real: (
            rendered.append(code), _real(code, *args))[1])
    rng = random.Random(3)
    shrunk = 0
    while shrunk < 2 and not session.state.is_over():
        qtbot.waitUntil(lambda: not grid.warming())
        before = window.panels[0].board.cell
        assert session.apply(rng.choice(session.state.legal_actions())) is None
        if window.panels[0].board.cell < before:
            shrunk += 1
            rendered.clear()
            for panel in window.panels:
                panel.board.viewport().grab()
            assert rendered == []
    assert shrunk == 2
