"""The rectangles of a paint event's region: views that repaint only what changed paint
only what lies in them."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QRegion


def region_rects(region: QRegion) -> list[QRect]:
    """The rectangles ``region`` is made of (a copy of the event's region: iterating the
    event's own after Qt let go of it crashed)."""
    return list(QRegion(region))  # type: ignore[call-overload]  # iterable; the stubs say not
