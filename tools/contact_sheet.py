"""Render every piece of art on one sheet to look at it as a player would.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/contact_sheet.py [--cell 48] [--out /tmp/art]

Writes contact-<cell>px@1x.png and @2x.png: all tiles, ships, Vikings (plain, dimmed and on
tiles), the mainland, the head boatsman, overlays (threat, repelled, highlights), badges,
and a small sample display laid out like a game (mainland + ships + island rows).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter  # noqa: E402

from vikings_desktop.engine.components import (  # noqa: E402
    BLUE_SHIP,
    GREEN_SHIP,
    ISLAND_TILES,
    LEFT_END,
    M1,
    M2,
    M3,
    M4,
    RED_SHIP,
    RIGHT_END,
    SHIP_TILES,
    TILE_TOKEN,
    VIKING_ROLE,
    VIKINGS,
    YELLOW_SHIP,
)
from vikings_desktop.ui.art import board_marks, painting  # noqa: E402
from vikings_desktop.ui.art.tiles import figure_rect_on_tile  # noqa: E402

# A small display as in a game: (row, col) -> (tile, viking); row 0 ships.
SAMPLE_DISPLAY = {
    (0, 1): (RED_SHIP, 0), (0, 2): (BLUE_SHIP, 0), (0, 3): (GREEN_SHIP, 0), (0, 4): (YELLOW_SHIP, 0),
    (1, 1): (LEFT_END, 5), (1, 2): (M3, 0),
    (2, 1): (LEFT_END, 4), (2, 2): (M1, 4), (2, 3): (RIGHT_END, 0),
    (3, 1): (LEFT_END, 3), (3, 2): (M2, 0), (3, 3): (M4, 3), (3, 4): (RIGHT_END, 3),
    (4, 1): (LEFT_END, 0), (4, 2): (M2, 2),
    (5, 1): (LEFT_END, 1), (5, 2): (M4, 1), (5, 3): (RIGHT_END, 0),
}
SAMPLE_REPELLED = {1}
SAMPLE_THREATENED = {(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (1, 3), (2, 3), (3, 3),
                     (1, 4), (2, 4), (3, 4), (4, 4)}


def _label(painter: QPainter, rect: QRectF, text: str, cell: float) -> None:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(8, round(cell * 0.22)))
    painter.setFont(font)
    painter.setPen(QColor("#3a3028"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)


def paint_sheet(painter: QPainter, cell: float) -> tuple[float, float]:
    gap = cell * 0.25
    label_h = cell * 0.3
    pitch = cell + gap
    y = gap

    def row_of(items, y):
        for i, (text, paint) in enumerate(items):
            rect = QRectF(gap + i * pitch, y + label_h, cell, cell)
            paint(rect)
            _label(painter, QRectF(rect.x() - gap / 2, y, pitch, label_h), text, cell)
        return y + label_h + cell + gap

    tiles = [(TILE_TOKEN[t], lambda r, t=t: painting.paint_tile(painter, r, t)) for t in ISLAND_TILES]
    y = row_of(tiles, y)
    ships = [(TILE_TOKEN[t], lambda r, t=t: painting.paint_tile(painter, r, t)) for t in SHIP_TILES]
    ships.append(("repelled", lambda r: (painting.paint_tile(painter, r, RED_SHIP),
                                         painting.paint_repelled(painter, r))))
    ships.append(("mainland", lambda r: painting.paint_mainland(painter, r)))
    ships.append(("head", lambda r: painting.paint_head_boatsman(painter, r)))
    ships.append(("coin 5", lambda r: painting.paint_coin(painter, r, "5")))
    ships.append(("fame 12", lambda r: painting.paint_fame(painter, r, "12")))
    y = row_of(ships, y)
    vikings = [(VIKING_ROLE[v][:6], lambda r, v=v: painting.paint_viking(painter, r, v)) for v in VIKINGS]
    vikings += [("dimmed", lambda r, v=v: painting.paint_viking(painter, r, v, dimmed=True))
                for v in VIKINGS[:4]]
    y = row_of(vikings, y)
    on_tiles = []
    for v, t in zip(VIKINGS, (M1, M2, M3, M4, LEFT_END, RIGHT_END), strict=True):
        def paint(r, v=v, t=t):
            painting.paint_tile(painter, r, t)
            painting.paint_viking(painter, figure_rect_on_tile(r), v)
        on_tiles.append((TILE_TOKEN[t], paint))
    on_tiles.append(("green", lambda r: (painting.paint_tile(painter, r, M2),
                                         board_marks.paint_highlight(painter, r, True))))
    on_tiles.append(("orange", lambda r: (painting.paint_tile(painter, r, M2),
                                          board_marks.paint_highlight(painter, r, False))))
    on_tiles.append(("threat", lambda r: (painting.paint_tile(painter, r, M1),
                                          painting.paint_viking(painter, figure_rect_on_tile(r), 4),
                                          painting.paint_threat(painter, r))))
    on_tiles.append(("empty+hl", lambda r: board_marks.paint_highlight(painter, r, True)))
    y = row_of(on_tiles, y)

    # A sample display: mainland strip (column 0) + six rows.
    _label(painter, QRectF(gap, y, pitch * 4, label_h), "sample display", cell)
    top = y + label_h
    painting.paint_mainland(painter, QRectF(gap, top, cell, cell * 6))
    painting.paint_head_boatsman(painter, QRectF(gap + cell * 0.1, top + cell * 0.1, cell * 0.8, cell * 0.8))
    for i, v in enumerate(VIKINGS[:4]):
        painting.paint_viking(painter, QRectF(gap + cell * 0.15, top + cell * (1.3 + i * 0.9),
                                         cell * 0.7, cell * 0.7), v)
    for (row, col), (tile, viking) in SAMPLE_DISPLAY.items():
        rect = QRectF(gap + col * cell, top + row * cell, cell, cell)
        painting.paint_tile(painter, rect, tile)
        if viking:
            painting.paint_viking(painter, figure_rect_on_tile(rect), viking)
        if row == 0 and col in SAMPLE_REPELLED:
            painting.paint_repelled(painter, rect)
        if (row, col) in SAMPLE_THREATENED:
            painting.paint_threat(painter, rect)
    for row, col, green in ((4, 3, True), (1, 3, False)):  # legal cells for a Goldsmith group
        board_marks.paint_highlight(painter, QRectF(gap + col * cell, top + row * cell, cell, cell), green)
    y = top + cell * 6 + gap
    width = gap + 10 * pitch
    return width, y


def render(cell: int, dpr: float, out: Path) -> Path:
    probe = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(probe)
    width, height = paint_sheet(painter, cell)  # measure once
    painter.end()
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#efe6d2"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_sheet(painter, cell)
    painter.end()
    path = out / f"contact-{cell}px@{dpr:g}x.png"
    image.save(str(path))
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cell", type=int, default=48, help="cell size in logical pixels")
    parser.add_argument("--out", type=Path, default=Path("/tmp/art"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for dpr in (1.0, 2.0):
        print(render(args.cell, dpr, args.out))


if __name__ == "__main__":
    main()
