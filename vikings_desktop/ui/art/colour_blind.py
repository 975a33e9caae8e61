"""Colour-blind mode: cues that do not depend on hue. Ship sails carry a shape of their
own and the number of the lowest row their threat reaches (R-T1); a green cell carries a
tick (an orange one already carries dashes; the threat hatch is a pattern). One switch
for all painters; turning it changes every cached image, so the caches key on it."""

from __future__ import annotations

from typing import TypedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from vikings_desktop.engine import BLUE_SHIP, GREEN_SHIP, RED_SHIP, SHIPS, YELLOW_SHIP

from .shapes import _ellipse, _pen, _polygon, _saved, _shape, _text_path, _unit_square


class _Mode(TypedDict):
    on: bool
    generation: int


_state: _Mode = {"on": False, "generation": 0}

SAIL_SHAPE = {RED_SHIP: "triangle", GREEN_SHIP: "circle", YELLOW_SHIP: "square",
              BLUE_SHIP: "diamond"}
MARK_INK = QColor("#1b1b1b")
MARK_PAPER = QColor("#fbf6ea")


def is_on() -> bool:
    return _state["on"]


def generation() -> int:
    """Changes whenever the mode does: part of every cache key of painted art."""
    return _state["generation"]


def set_on(on: bool) -> bool:
    """Switch the mode; True when it changed (the caller clears caches and repaints)."""
    if bool(on) == _state["on"]:
        return False
    _state["on"] = bool(on)
    _state["generation"] += 1
    return True


def paint_sail_mark(painter: QPainter, rect: QRectF, tile: int) -> None:
    """On a ship tile: the sail's shape and the row its threat reaches, on a paper disc."""
    with _unit_square(painter, rect) as p:
        _shape(p, _ellipse(30, 37, 15), MARK_PAPER, MARK_INK, 1.8)
        shape = SAIL_SHAPE[tile]
        if shape == "triangle":
            path = _polygon((30, 25), (41, 45), (19, 45))
        elif shape == "circle":
            path = _ellipse(30, 37, 9)
        elif shape == "square":
            path = QPainterPath()
            path.addRect(QRectF(21.5, 28.5, 17, 17))
        else:
            path = _polygon((30, 24), (42, 37), (30, 50), (18, 37))
        _shape(p, path, MARK_INK, MARK_INK, 1)
        reach = SHIPS[tile].reach_row
        _shape(p, _ellipse(17, 81, 15), MARK_PAPER, MARK_INK, 1.8)
        _shape(p, _text_path(f"↓{reach}", QPointF(17, 81), 17, 24), MARK_INK, MARK_INK, 0.4)


def paint_green_tick(painter: QPainter, rect: QRectF) -> None:
    """A tick in the corner of a green cell (the Viking may stand on the tile)."""
    side = min(rect.width(), rect.height())
    box = QRectF(rect.left() + side * 0.06, rect.top() + side * 0.06, side * 0.34, side * 0.34)
    with _saved(painter):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MARK_PAPER)
        painter.drawEllipse(box)
        painter.setPen(_pen(MARK_INK, max(1.5, side * 0.05)))
        tick = QPainterPath()
        tick.moveTo(box.left() + box.width() * 0.25, box.top() + box.height() * 0.55)
        tick.lineTo(box.left() + box.width() * 0.45, box.top() + box.height() * 0.75)
        tick.lineTo(box.left() + box.width() * 0.78, box.top() + box.height() * 0.28)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(tick)
