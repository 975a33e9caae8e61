"""The public painting API: vector drawing through a raster image cache."""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QImage,
    QPaintEngine,
    QPainter,
    QTransform,
)

from vikings_desktop.engine import (
    ISLAND_TILES,
    SHIPS,
)

from . import colour_blind
from .badges import _draw_coin, _draw_fame
from .board_marks import _draw_highlight, _draw_mainland, _draw_repelled, _draw_threat
from .palette import VIKING_QCOLOR
from .tiles import _draw_tile
from .vikings import _draw_head_boatsman, _draw_viking

# --- Public painting API: vector drawing through a raster cache ---------------------------
# Painting the vectors costs about 1 ms per tile or figure; a board holds hundreds, so a
# painter that only translates onto a raster device (every widget) gets a cached image
# rendered at the device's pixel ratio instead — the same pixels, 30x faster. Scaled,
# rotated or vector (SVG, PDF) painters get the vectors.
_DRAW: dict[str, Callable[[QPainter, QRectF, Any], None]] = {   # kind -> painter(…, arg)
    "tile": _draw_tile, "viking": _draw_viking, "coin": _draw_coin, "fame": _draw_fame,
    "head": _draw_head_boatsman, "mainland": _draw_mainland, "threat": _draw_threat,
    "repelled": _draw_repelled, "highlight": _draw_highlight,
}
_MAX_CACHED_PIXELS = 600 * 600


class _ImageCache:
    """Least recently used images within a byte budget: resizing the window makes new sizes,
    and a count limit alone could hold hundreds of megabytes of stale sizes."""

    def __init__(self, budget_bytes: int):
        self.budget = budget_bytes
        self.used = 0
        self.hits = self.misses = 0
        self._images: OrderedDict[tuple, QImage] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple) -> QImage:
        with self._lock:
            image = self._images.get(key)
            if image is not None:
                self._images.move_to_end(key)
                self.hits += 1
                return image
        image = _render_image(*key)
        with self._lock:
            self.misses += 1
            if key not in self._images:
                self._images[key] = image
                self.used += image.sizeInBytes()
            while self.used > self.budget and len(self._images) > 1:
                _, old = self._images.popitem(last=False)
                self.used -= old.sizeInBytes()
        return image

    def clear(self) -> None:
        with self._lock:
            self._images.clear()
            self.used = 0


def _render_image(kind: str, arg, width: float, height: float, dpr: float,
                  _mode: int = 0) -> QImage:
    image = QImage(max(1, math.ceil(width * dpr)), max(1, math.ceil(height * dpr)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        _DRAW[kind](painter, QRectF(0, 0, width, height), arg)
    finally:
        painter.end()
    return image


_IMAGES = _ImageCache(48 * 1024 * 1024)


def _cached_image(kind: str, arg, width: float, height: float, dpr: float,
                  mode: int | None = None) -> QImage:
    """The art rendered once per size and colour-blind mode (``mode``: its generation)."""
    return _IMAGES.get((kind, arg, width, height, dpr,
                        colour_blind.generation() if mode is None else mode))


def _paint(painter: QPainter, rect: QRectF, kind: str, arg=None) -> None:
    rect = QRectF(rect)
    transform = painter.combinedTransform()
    engine = painter.paintEngine()
    dpr = painter.device().devicePixelRatio() if painter.device() is not None else 1.0
    if (transform.type().value > QTransform.TransformationType.TxTranslate.value or engine is None
            or engine.type() != QPaintEngine.Type.Raster or rect.isEmpty()
            or rect.width() * rect.height() * dpr * dpr > _MAX_CACHED_PIXELS):
        _DRAW[kind](painter, rect, arg)
        return
    image = _cached_image(kind, arg, round(rect.width(), 2), round(rect.height(), 2), dpr,
                          colour_blind.generation())
    # snap to the device pixel grid so the image is copied, not resampled
    dx, dy = transform.dx(), transform.dy()
    x = round((rect.x() + dx) * dpr) / dpr - dx
    y = round((rect.y() + dy) * dpr) / dpr - dy
    painter.drawImage(QPointF(x, y), image)


def paint_tile(painter: QPainter, rect: QRectF, tile: int) -> None:
    """An island tile (L, M1..M4, R, B1..B4) or a ship tile (sail colour + reward)."""
    if tile not in SHIPS and tile not in ISLAND_TILES:
        raise ValueError(f"no art for tile code {tile}")
    _paint(painter, rect, "tile", tile)


def paint_viking(painter: QPainter, rect: QRectF, viking: int, *, dimmed: bool = False) -> None:
    """A Viking figure in its colour, with a role hat/tool and its letter (colour-blind safe)."""
    if viking not in VIKING_QCOLOR:
        raise ValueError(f"no art for Viking code {viking}")
    if not dimmed:
        _paint(painter, rect, "viking", viking)
        return
    painter.save()
    painter.setOpacity(painter.opacity() * 0.38)
    try:
        _paint(painter, rect, "viking", viking)
    finally:
        painter.restore()


def register_art(kind: str, draw: Callable[[QPainter, QRectF, Any], None]) -> None:
    """Let art drawn elsewhere (the special tiles) go through the same image cache."""
    _DRAW[kind] = draw


def paint_art(painter: QPainter, rect: QRectF, kind: str, arg=None) -> None:
    """Art of a registered ``kind``, cached like the tiles."""
    _paint(painter, rect, kind, arg)


def paint_coin(painter: QPainter, rect: QRectF, text: str) -> None:
    """A gold coin with a number, e.g. the gold a ship pays or costs."""
    _paint(painter, rect, "coin", str(text))


def paint_fame(painter: QPainter, rect: QRectF, text: str) -> None:
    """A fame badge: a laurel wreath on deep red with a number."""
    _paint(painter, rect, "fame", str(text))


def paint_head_boatsman(painter: QPainter, rect: QRectF) -> None:
    """The head boatsman: a tall slate-blue figure with a winged gold helmet and a steering oar."""
    _paint(painter, rect, "head")


def paint_mainland(painter: QPainter, rect: QRectF) -> None:
    """The mainland (column 0): fjord land, its edge toward the islands is sea (R-P4b)."""
    _paint(painter, rect, "mainland")


def paint_threat(painter: QPainter, rect: QRectF) -> None:
    """R-T2: a red hatch over a threatened cell; what lies below stays recognisable."""
    _paint(painter, rect, "threat")


def paint_highlight(painter: QPainter, rect: QRectF, green: bool) -> None:
    """R-P7: a legal cell — green where the Viking may stand on the tile, orange otherwise."""
    _paint(painter, rect, "highlight", bool(green))


def paint_repelled(painter: QPainter, rect: QRectF) -> None:
    """R-T2: a round shield with a green ring in the lower left marks a repelled ship."""
    _paint(painter, rect, "repelled")
