"""Drawing helpers the painters share: saved painter state, the 100-unit box, pens, paths, text."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

from .palette import INK


# --- Helpers ------------------------------------------------------------------------------
@contextmanager
def _saved(painter: QPainter) -> Iterator[QPainter]:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    try:
        yield painter
    finally:
        painter.restore()


@contextmanager
def _unit_square(painter: QPainter, rect: QRectF) -> Iterator[QPainter]:
    """Map the largest square centred in `rect` to a 0..100 box (uniform scale)."""
    with _saved(painter):
        side = min(rect.width(), rect.height())
        painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
        painter.scale(side / 100.0, side / 100.0)
        yield painter


@contextmanager
def _unit_stretched(painter: QPainter, rect: QRectF) -> Iterator[QPainter]:
    """Map all of `rect` to a 0..100 box (may stretch): for grounds that fill the rect."""
    with _saved(painter):
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / 100.0, rect.height() / 100.0)
        yield painter


def _pen(color: QColor, width: float, cap=Qt.PenCapStyle.RoundCap) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(cap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _shape(painter: QPainter, path: QPainterPath, fill, outline: QColor = INK,
           width: float = 2.0) -> None:
    painter.setPen(_pen(outline, width) if width > 0 else Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(fill))
    painter.drawPath(path)


def _polygon(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)
    return path


def _bold_font(pixel_size: float) -> QFont:
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setBold(True)
    font.setPixelSize(max(1, round(pixel_size)))
    return font


def _text_path(text: str, center: QPointF, height: float, max_width: float) -> QPainterPath:
    """Text as a vector path centred on `center`, scaled to fit `max_width` × `height`.

    A path (not drawText) scales exactly with the painter's transform at any size.
    """
    font = _bold_font(100)
    metrics = QFontMetricsF(font)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    bounds = path.boundingRect()
    if bounds.isEmpty():
        return path
    cap = metrics.capHeight()
    scale = min(height / cap, max_width / bounds.width())
    path.translate(-bounds.center().x(), cap / 2)
    transform = QTransform()
    transform.translate(center.x(), center.y())
    transform.scale(scale, scale)
    return transform.map(path)


def _contrast_ink(color: QColor) -> QColor:
    luminance = 0.299 * color.red() + 0.587 * color.green() + 0.114 * color.blue()
    return INK if luminance > 140 else QColor("#fbf6ea")
