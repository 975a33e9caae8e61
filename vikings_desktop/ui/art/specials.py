"""The 25 special tiles of the advanced game (RULES.md R-S), painted like the others: a
square plate in dark wood with a gold rim, the figure or building it concerns and what it
adds. Buildings show the building tile they become (B1…B4)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap

from vikings_desktop.engine import (
    BOATSMAN,
    BUILDING_SPECIALS,
    FISHERMAN,
    GOLDSMITH,
    NOBLE,
    SCOUT,
)

from . import painting
from .palette import GOLD, GOLD_DARK, INK, SEA_MID, WOOD, WOOD_DARK, WOOD_LIGHT
from .shapes import _ellipse, _pen, _polygon, _saved, _shape, _text_path, _unit_square

_FIGURE_PLUS = {"goldsmith+1": (GOLDSMITH, "+1", "coin"), "goldsmith+2": (GOLDSMITH, "+2", "coin"),
                "noble+1": (NOBLE, "+1", "fame"), "scout+1": (SCOUT, "+1", "fame"),
                "fisherman+1": (FISHERMAN, "+1", "fame")}


def paint_special(painter: QPainter, rect: QRectF, special: str) -> None:
    """One special tile into ``rect`` (square or not: the tile is centred)."""
    side = min(rect.width(), rect.height())
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    if special in BUILDING_SPECIALS:
        painting.paint_tile(painter, box, BUILDING_SPECIALS[special][1])
        return
    if special not in _FIGURE_PLUS and special not in _OTHERS:
        raise ValueError(f"no art for special tile {special!r}")
    # rendered once per size: the face-up tiles beside the wheel repaint with every turn
    painting.paint_art(painter, box, "special", special)


_OTHERS = ("gold5", "boatsman-token", "boat", "feast", "treasury")


def _draw_special(painter: QPainter, box: QRectF, special: str) -> None:
    side = box.width()
    _paint_plate(painter, box)
    inner = box.adjusted(side * 0.12, side * 0.12, -side * 0.12, -side * 0.12)
    half = inner.width() / 2
    left = QRectF(inner.x(), inner.y() + half * 0.3, half * 1.05, half * 1.4)
    badge = QRectF(inner.x() + half * 0.95, inner.y() + half * 0.55, half * 1.05, half * 1.05)
    if special in _FIGURE_PLUS:
        viking, text, kind = _FIGURE_PLUS[special]
        painting.paint_viking(painter, left, viking)
        (painting.paint_coin if kind == "coin" else painting.paint_fame)(painter, badge, text)
    elif special == "gold5":
        painting.paint_coin(painter, inner.adjusted(half * 0.2, half * 0.2, -half * 0.2,
                                                    -half * 0.2), "5")
    elif special == "boatsman-token":
        painting.paint_viking(painter, inner.adjusted(half * 0.25, 0, -half * 0.25, 0), BOATSMAN)
    elif special == "boat":
        _paint_boat(painter, inner)
    elif special == "feast":
        painting.paint_viking(painter, left, FISHERMAN)
        painting.paint_fame(painter, badge, "3")
    elif special == "treasury":
        painting.paint_coin(painter, QRectF(inner.x(), inner.y() + half * 0.5, half, half), "3")
        painting.paint_fame(painter, QRectF(inner.x() + half, inner.y() + half * 0.5, half, half),
                            "1")


painting.register_art("special", _draw_special)


def _paint_plate(painter: QPainter, box: QRectF) -> None:
    with _unit_square(painter, box) as p:
        plate = QPainterPath()
        plate.addRoundedRect(QRectF(4, 4, 92, 92), 12, 12)
        _shape(p, plate, WOOD, GOLD_DARK, 5)
        rim = QPainterPath()
        rim.addRoundedRect(QRectF(11, 11, 78, 78), 8, 8)
        with _saved(p):
            p.setPen(_pen(GOLD, 2))
            p.setBrush(WOOD_DARK)
            p.drawPath(rim)


def _paint_boat(painter: QPainter, box: QRectF) -> None:
    """A small Viking boat: hull, mast and a striped sail."""
    with _unit_square(painter, box) as p:
        _shape(p, _ellipse(50, 84, 40, 8), SEA_MID, SEA_MID, 1)
        hull = _polygon((8, 62), (92, 62), (78, 82), (22, 82))
        _shape(p, hull, WOOD_LIGHT, INK, 3)
        with _saved(p):
            p.setPen(_pen(INK, 4))
            p.drawLine(QPointF(50, 62), QPointF(50, 14))
        sail = _polygon((24, 20), (76, 20), (72, 54), (28, 54))
        _shape(p, sail, GOLD, INK, 3)
        _shape(p, _text_path("1", QPointF(50, 38), 24, 30), INK, INK, 0.5)


# The display rows a special tile adds to (R-S): drawn beside those rows' names.
SPECIAL_ROWS = {"noble+1": (2,), "scout+1": (3,), "goldsmith+1": (4,), "goldsmith+2": (4,),
                "fisherman+1": (5,), "feast": (5,)}


def special_icon(special: str, side: int) -> QPixmap:
    """A special tile as a small pixmap (row headers, lists)."""
    image = QImage(QSize(side, side), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_special(painter, QRectF(0, 0, side, side), special)
    painter.end()
    return QPixmap.fromImage(image)
