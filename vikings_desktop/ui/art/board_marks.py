"""The mainland and the marks over cells: threat, repelled ship, placing highlight."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPen,
)

from . import colour_blind
from .palette import (
    FOAM,
    HIGHLIGHT_GREEN,
    HIGHLIGHT_ORANGE,
    MAINLAND,
    MAINLAND_DARK,
    ROCK,
    ROCK_DARK,
    SEA_DEEP,
    SEA_MID,
    SNOW,
    THREAT_RED,
)
from .shapes import _ellipse, _pen, _polygon, _saved, _shape, _unit_square
from .tiles import _paint_pine, _paint_tile_border
from .vikings import _paint_shield


# --- Mainland -----------------------------------------------------------------------------
def _paint_mountain(painter: QPainter) -> None:
    """A fjord mountain with a snow cap and a pine, in a unit box."""
    peak = _polygon((4, 80), (34, 18), (52, 46), (62, 34), (92, 80))
    _shape(painter, peak, ROCK, ROCK_DARK, 2.2)
    snow = _polygon((26, 35), (34, 18), (43, 32), (38, 30), (33, 37), (29, 33))
    _shape(painter, snow, SNOW, ROCK_DARK, 1.4)
    _paint_pine(painter, 74, 94, 40)


def _draw_mainland(painter: QPainter, rect: QRectF, _: object = None) -> None:
    with _saved(painter):
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        ground = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        ground.setColorAt(0, MAINLAND)
        ground.setColorAt(1, MAINLAND_DARK)
        painter.fillRect(rect, ground)
        # repeat the motif along the strip's long side, quietly so Vikings stand out on it
        vertical = rect.height() >= rect.width()
        step = rect.width() if vertical else rect.height()
        count = max(1, round((rect.height() if vertical else rect.width()) / step))
        painter.setOpacity(painter.opacity() * 0.42)
        for i in range(count):
            if vertical:
                cell = QRectF(rect.x(), rect.y() + i * rect.height() / count, step * 0.84, step)
            else:
                cell = QRectF(rect.x() + i * rect.width() / count, rect.y(), step * 0.84, step)
            with _unit_square(painter, cell):
                _paint_mountain(painter)
    with _saved(painter):
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        band = QRectF(rect.right() - min(rect.width(), rect.height()) * 0.16, rect.top(),
                      min(rect.width(), rect.height()) * 0.16, rect.height())
        sea = QLinearGradient(band.topLeft(), band.topRight())
        sea.setColorAt(0, SEA_MID)
        sea.setColorAt(1, SEA_DEEP)
        painter.fillRect(band, sea)
        painter.setPen(QPen(FOAM, max(1.0, band.width() * 0.18)))
        painter.drawLine(band.topLeft(), band.bottomLeft())
    _paint_tile_border(painter, rect)


# --- Overlays -----------------------------------------------------------------------------
def _draw_threat(painter: QPainter, rect: QRectF, _: object = None) -> None:
    with _saved(painter):
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        tint = QColor(THREAT_RED)
        tint.setAlpha(40)
        painter.fillRect(rect, tint)
        side = min(rect.width(), rect.height())
        step = max(4.0, side / 5.5)
        line = QColor(THREAT_RED)
        line.setAlpha(150)
        painter.setPen(_pen(line, max(1.0, side / 26), Qt.PenCapStyle.FlatCap))
        span = rect.width() + rect.height()
        x = -rect.height()
        while x < span:
            painter.drawLine(QPointF(rect.left() + x, rect.bottom()),
                             QPointF(rect.left() + x + rect.height(), rect.top()))
            x += step
        border = max(1.5, side * 0.05)
        painter.setPen(QPen(THREAT_RED, border))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(border / 2, border / 2, -border / 2, -border / 2))


def _draw_repelled(painter: QPainter, rect: QRectF, _: object = None) -> None:
    side = min(rect.width(), rect.height()) * 0.46
    badge = QRectF(rect.left() + side * 0.06, rect.bottom() - side * 1.06, side, side)
    with _unit_square(painter, badge):
        _shape(painter, _ellipse(50, 50, 48), QColor(255, 255, 255, 210), HIGHLIGHT_GREEN.darker(130), 7)
        _paint_shield(painter, 50, 50, 36)


def _draw_highlight(painter: QPainter, rect: QRectF, green: bool) -> None:
    """R-P7: a legal cell — green where the Viking may stand on the tile, orange otherwise."""
    rect = QRectF(rect)
    color = HIGHLIGHT_GREEN if green else HIGHLIGHT_ORANGE
    with _saved(painter):
        side = min(rect.width(), rect.height())
        width = max(2.0, side * 0.08)
        fill = QColor(color)
        fill.setAlpha(80)
        inner = rect.adjusted(width / 2, width / 2, -width / 2, -width / 2)
        painter.setPen(_pen(color, width))
        painter.setBrush(fill)
        painter.drawRoundedRect(inner, side * 0.1, side * 0.1)
        if green and colour_blind.is_on():
            colour_blind.paint_green_tick(painter, inner)
        if not green:  # a second cue besides hue: dashes inside the orange frame
            dash = _pen(color.darker(140), max(1.0, width * 0.35), Qt.PenCapStyle.FlatCap)
            dash.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(dash)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner.adjusted(width, width, -width, -width),
                                    side * 0.06, side * 0.06)
