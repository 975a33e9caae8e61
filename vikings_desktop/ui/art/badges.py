"""The coin and fame badges."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QRadialGradient,
)

from .palette import FAME, FAME_DARK, GOLD, GOLD_DARK, GOLD_LIGHT, INK, LAUREL
from .shapes import _ellipse, _pen, _saved, _shape, _text_path, _unit_square


# --- Badges -------------------------------------------------------------------------------
def _draw_coin(painter: QPainter, rect: QRectF, text: str) -> None:
    with _unit_square(painter, QRectF(rect)):
        shine = QRadialGradient(QPointF(40, 36), 60)
        shine.setColorAt(0, GOLD_LIGHT)
        shine.setColorAt(1, GOLD)
        _shape(painter, _ellipse(50, 50, 45), shine, GOLD_DARK, 6)
        painter.setPen(_pen(GOLD_DARK, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(50, 50), 34, 34)
        painter.setPen(_pen(INK, 2.5))
        painter.drawEllipse(QPointF(50, 50), 48.5, 48.5)
        label = _text_path(text, QPointF(50, 51), 42, 58)
        _shape(painter, label, QColor("#5a3d08"), QColor("#5a3d08"), 1.0)


def _draw_fame(painter: QPainter, rect: QRectF, text: str) -> None:
    with _unit_square(painter, QRectF(rect)):
        _shape(painter, _ellipse(50, 50, 45), FAME, INK, 5)
        # laurel leaves along both sides
        for side in (-1, 1):
            for i in range(5):
                angle = math.radians(120 - i * 27)
                cx = 50 + side * 35 * math.cos(angle)
                cy = 50 + 35 * math.sin(angle)
                with _saved(painter):
                    painter.translate(cx, cy)
                    painter.rotate(math.degrees(angle) * side + (90 if side > 0 else -90) + 180)
                    leaf = _ellipse(0, 0, 4.2, 8.5)
                    _shape(painter, leaf, LAUREL, FAME_DARK, 1.0)
        label = _text_path(text, QPointF(50, 51), 40, 50)
        _shape(painter, label, QColor("#fff6e0"), QColor("#fff6e0"), 1.0)
