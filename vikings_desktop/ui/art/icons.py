"""Pixmaps of tiles and Vikings, and the application icon."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import (
    QIcon,
    QPixmap,
)

from vikings_desktop.engine import (
    ISLAND_TILES,
    RED_SHIP,
    SHIPS,
)
from vikings_desktop.resources import resource_path

from .painting import (
    _cached_image,
    paint_coin,
    paint_fame,
    paint_head_boatsman,
    paint_highlight,
    paint_mainland,
    paint_repelled,
    paint_threat,
    paint_tile,
    paint_viking,
)
from .palette import HEAD_BOATSMAN_QCOLOR, ICON_SIZES, SAIL_QCOLOR, VIKING_QCOLOR
from .tiles import building_rect_on_tile, figure_rect_on_tile


# --- Pixmaps and icon ---------------------------------------------------------------------
def tile_pixmap(tile: int, size: QSize, dpr: float = 1.0) -> QPixmap:
    """A tile as a pixmap of `size` logical pixels (cached), e.g. for drag images."""
    if tile not in SHIPS and tile not in ISLAND_TILES:
        raise ValueError(f"no art for tile code {tile}")
    # the image is cached; pixmaps are not kept in module state (they need the GUI app alive)
    return QPixmap.fromImage(_cached_image("tile", tile, float(size.width()), float(size.height()),
                                           float(dpr)))


def viking_pixmap(viking: int, size: QSize, dpr: float = 1.0) -> QPixmap:
    """A Viking as a pixmap on a transparent background (cached)."""
    if viking not in VIKING_QCOLOR:
        raise ValueError(f"no art for Viking code {viking}")
    return QPixmap.fromImage(_cached_image("viking", viking, float(size.width()),
                                           float(size.height()), float(dpr)))


def app_icon() -> QIcon:
    """The application icon from resources/icons (PNG at every size); painted if missing."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = resource_path("icons", f"vikings-desktop-{size}.png")
        if path.is_file():
            icon.addFile(str(path), QSize(size, size))
    if icon.isNull():
        for size in (32, 64, 256):
            icon.addPixmap(tile_pixmap(RED_SHIP, QSize(size, size)))
    return icon


__all__ = [
    "HEAD_BOATSMAN_QCOLOR", "ICON_SIZES", "SAIL_QCOLOR", "VIKING_QCOLOR", "app_icon",
    "building_rect_on_tile", "figure_rect_on_tile", "paint_coin", "paint_fame",
    "paint_head_boatsman", "paint_highlight", "paint_mainland", "paint_repelled", "paint_threat",
    "paint_tile", "paint_viking", "tile_pixmap", "viking_pixmap",
]
