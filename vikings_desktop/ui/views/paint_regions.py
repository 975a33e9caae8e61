"""Repainting only what changed, cheaply: the rectangles of a paint event's region, and
pixmaps copied in strips."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QPainter, QPixmap, QRegion

# Qt's raster engine hands a blend of more than about 96 lines to its thread pool and
# waits for it; for a few dozen kilopixels that waiting costs far more than the copy
# (the mainland's column, 300 lines, took up to a millisecond on a busy machine).
STRIP_LINES = 64


def region_rects(region: QRegion) -> list[QRect]:
    """The rectangles ``region`` is made of (a copy of the event's region: iterating the
    event's own after Qt let go of it crashed)."""
    return list(QRegion(region))  # type: ignore[call-overload]  # iterable; the stubs say not


def draw_in_strips(painter: QPainter, target: QRectF, pixmap: QPixmap,
                   source: QRectF | None = None) -> None:
    """``pixmap`` (or its ``source`` part, in logical pixels) into ``target`` of the same
    size, at most STRIP_LINES lines at a time."""
    ratio = pixmap.devicePixelRatio()
    if source is None:
        source = QRectF(0, 0, pixmap.width() / ratio, pixmap.height() / ratio)
    top, height = 0.0, target.height()
    while top < height:
        lines = min(float(STRIP_LINES), height - top)
        painter.drawPixmap(QRectF(target.x(), target.y() + top, target.width(), lines), pixmap,
                           QRectF(source.x() * ratio, (source.y() + top) * ratio,
                                  source.width() * ratio, lines * ratio))
        top += lines
