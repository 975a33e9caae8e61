"""The art paints every tile and Viking, at any size, without leaking painter state."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from vikings_desktop.engine.components import (
    B1,
    B4,
    ISLAND_TILES,
    LEFT_END,
    M1,
    M2,
    M3,
    M4,
    RIGHT_END,
    SHIP_TILES,
    SHIPS,
    VIKINGS,
)
from vikings_desktop.resources import resource_path, resources_root
from vikings_desktop.ui.art import icons, painting, palette, tiles

ALL_TILES = ISLAND_TILES + SHIP_TILES
SIZES = (16, 48, 97, 200)
BACKGROUND = QColor("#123456")


def _paint(paint, width: int, height: int | None = None, dpr: float = 1.0) -> QImage:
    """Paint into a QImage filled with an odd colour, so 'not blank' means pixels changed."""
    height = width if height is None else height
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    try:
        paint(painter, QRectF(0, 0, width, height))
    finally:
        painter.end()
    return image


def _changed_fraction(image: QImage) -> float:
    # Sample a grid: fast enough for the sizes here, and exact enough for "not blank".
    step = max(1, image.width() // 40)
    total = changed = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            total += 1
            changed += image.pixelColor(x, y) != BACKGROUND
    return changed / total


def _difference(a: QImage, b: QImage) -> float:
    assert a.size() == b.size()
    step = max(1, a.width() // 48)
    total = differ = 0
    for y in range(0, a.height(), step):
        for x in range(0, a.width(), step):
            total += 1
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            differ += abs(ca.red() - cb.red()) + abs(ca.green() - cb.green()) + abs(ca.blue() - cb.blue()) > 60
    return differ / total


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("tile", ALL_TILES)
def test_every_tile_fills_its_cell(qapp, tile, size):
    image = _paint(lambda p, r: painting.paint_tile(p, r, tile), size)
    assert _changed_fraction(image) > 0.97  # a tile covers its whole cell


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("viking", VIKINGS)
def test_every_viking_paints_a_figure(qapp, viking, size):
    image = _paint(lambda p, r: painting.paint_viking(p, r, viking), size)
    assert 0.15 < _changed_fraction(image) < 0.9  # a figure on a transparent ground


def test_tiles_are_all_different(qapp):
    images = {tile: _paint(lambda p, r, t=tile: painting.paint_tile(p, r, t), 64) for tile in ALL_TILES}
    for i, a in enumerate(ALL_TILES):
        for b in ALL_TILES[i + 1:]:
            assert _difference(images[a], images[b]) > 0.03, (a, b)


def test_vikings_are_all_different(qapp):
    images = {v: _paint(lambda p, r, v=v: painting.paint_viking(p, r, v), 64) for v in VIKINGS}
    for i, a in enumerate(VIKINGS):
        for b in VIKINGS[i + 1:]:
            assert _difference(images[a], images[b]) > 0.05, (a, b)


def test_vikings_differ_in_shape_not_only_colour(qapp):
    """Colour-blind players: the silhouettes (hat, tool) differ, not just the fill."""
    def mask(viking):
        image = _paint(lambda p, r: painting.paint_viking(p, r, viking), 64)
        return {(x, y) for y in range(0, 64, 2) for x in range(0, 64, 2)
                if image.pixelColor(x, y) != BACKGROUND}
    masks = {v: mask(v) for v in VIKINGS}
    for i, a in enumerate(VIKINGS):
        for b in VIKINGS[i + 1:]:
            assert len(masks[a] ^ masks[b]) >= 12, (a, b)


def _pixel(image: QImage, fx: float, fy: float) -> QColor:
    return image.pixelColor(int(image.width() * fx), int(image.height() * fy))


def _is_sea(color: QColor) -> bool:
    return color.blue() > color.red() + 30 and color.blue() > color.green()


def _is_land(color: QColor) -> bool:
    return color.green() > color.blue() and color.green() > color.red()


@pytest.mark.parametrize("tile", ISLAND_TILES)
def test_edges_show_sea_and_land(qapp, tile):
    """R-C2: L is sea | land, R is land | sea, middles land on both sides."""
    image = _paint(lambda p, r: painting.paint_tile(p, r, tile), 96)
    # the whole height of an end tile's edge; below the building on the others
    heights = (0.08, 0.5, 0.72, 0.9) if tile in (LEFT_END, RIGHT_END) else (0.72, 0.9)
    for height in heights:
        left, right = _pixel(image, 0.12, height), _pixel(image, 0.88, height)
        assert _is_sea(left) == (tile == LEFT_END), (height, left.name())
        assert _is_sea(right) == (tile == RIGHT_END), (height, right.name())
        if tile != LEFT_END:
            assert _is_land(left), (height, left.name())
        if tile != RIGHT_END:
            assert _is_land(right), (height, right.name())


def test_ships_show_their_sail_colour(qapp):
    for tile in SHIP_TILES:
        image = _paint(lambda p, r, t=tile: painting.paint_tile(p, r, t), 128)
        sail = palette.SAIL_QCOLOR[tile]
        near = 0
        for y in range(0, 128, 2):
            for x in range(0, 128, 2):
                c = image.pixelColor(x, y)
                near += abs(c.red() - sail.red()) + abs(c.green() - sail.green()) + abs(c.blue() - sail.blue()) < 30
        assert near > 60, SHIPS[tile].sail


def test_building_tiles_are_visibly_special(qapp):
    for plain, special in ((M1, B1), (M4, B4)):
        a = _paint(lambda p, r, t=plain: painting.paint_tile(p, r, t), 64)
        b = _paint(lambda p, r, t=special: painting.paint_tile(p, r, t), 64)
        assert _difference(a, b) > 0.15
    assert len({M1, M2, M3, M4}) == 4


def test_highlights_green_and_orange_differ(qapp):
    """R-P7: green and orange legal cells look different."""
    green = _paint(lambda p, r: painting.paint_highlight(p, r, True), 48)
    orange = _paint(lambda p, r: painting.paint_highlight(p, r, False), 48)
    assert _difference(green, orange) > 0.5
    edge_green, edge_orange = green.pixelColor(2, 24), orange.pixelColor(2, 24)
    assert edge_green.green() > edge_green.red()
    assert edge_orange.red() > edge_orange.green()


@pytest.mark.parametrize("paint", [
    painting.paint_mainland, painting.paint_head_boatsman, painting.paint_threat, painting.paint_repelled,
    lambda p, r: painting.paint_coin(p, r, "3"), lambda p, r: painting.paint_fame(p, r, "12"),
    lambda p, r: painting.paint_viking(p, r, 1, dimmed=True),
    *[lambda p, r, v=v: painting.paint_viking(p, r, v) for v in VIKINGS],
])
@pytest.mark.parametrize("size", ((48, 48), (48, 288), (288, 40), (13, 13)))
def test_other_pieces_paint_within_their_rect(qapp, paint, size):
    width, height = size
    big = QImage(width + 40, height + 40, QImage.Format.Format_ARGB32)
    big.fill(BACKGROUND)
    painter = QPainter(big)
    paint(painter, QRectF(20, 20, width, height))
    painter.end()
    inside = big.copy(20, 20, width, height)
    assert _changed_fraction(inside) > 0.01
    # nothing outside the rect: the frame around it keeps its colour (antialiasing may
    # tint the pixel row touching the rect by a few levels, which nobody sees)
    for x in range(big.width()):
        for y in (0, 10, 19, height + 20, height + 39):
            c = big.pixelColor(x, y)
            tint = (abs(c.red() - BACKGROUND.red()) + abs(c.green() - BACKGROUND.green())
                    + abs(c.blue() - BACKGROUND.blue()))
            assert tint <= 12, (x, y, c.name())


def test_threat_keeps_what_lies_below_visible(qapp):
    """R-T2: the hatch marks a cell without hiding the tile."""
    def tile_then_threat(p, r):
        painting.paint_tile(p, r, M2)
        painting.paint_threat(p, r)
    plain = _paint(lambda p, r: painting.paint_tile(p, r, M2), 64)
    hatched = _paint(tile_then_threat, 64)
    assert 0.2 < _difference(plain, hatched) < 0.95


def test_dimmed_viking_is_fainter(qapp):
    normal = _paint(lambda p, r: painting.paint_viking(p, r, 4), 64)
    dimmed = _paint(lambda p, r: painting.paint_viking(p, r, 4, dimmed=True), 64)
    assert _difference(normal, dimmed) > 0.1


def test_painter_state_is_restored(qapp):
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.translate(3, 4)
    painter.setOpacity(0.7)
    before = (painter.transform(), painter.opacity(), painter.pen().color().name(),
              painter.brush().style(), painter.hasClipping())
    rect = QRectF(0, 0, 50, 50)
    for tile in ALL_TILES:
        painting.paint_tile(painter, rect, tile)
    for viking in VIKINGS:
        painting.paint_viking(painter, rect, viking, dimmed=True)
    painting.paint_mainland(painter, rect)
    painting.paint_head_boatsman(painter, rect)
    painting.paint_threat(painter, rect)
    painting.paint_repelled(painter, rect)
    painting.paint_highlight(painter, rect, False)
    painting.paint_coin(painter, rect, "5")
    painting.paint_fame(painter, rect, "2")
    after = (painter.transform(), painter.opacity(), painter.pen().color().name(),
             painter.brush().style(), painter.hasClipping())
    painter.end()
    assert after == before
    assert before[0] == QTransform.fromTranslate(3, 4)


def test_art_is_crisp_at_double_pixel_ratio(qapp):
    """High-DPI: at dpr 2 the image has twice the pixels and more detail, not a blown-up copy."""
    one = icons.tile_pixmap(SHIP_TILES[0], QSize(48, 48), 1.0).toImage()
    two = icons.tile_pixmap(SHIP_TILES[0], QSize(48, 48), 2.0).toImage()
    assert (one.width(), two.width()) == (48, 96)
    assert two.devicePixelRatio() == 2.0
    upscaled = one.scaled(96, 96, Qt.AspectRatioMode.IgnoreAspectRatio,
                          Qt.TransformationMode.FastTransformation)
    assert _difference(upscaled, two) > 0.02


@pytest.mark.parametrize(("kind", "arg"), [
    ("tile", SHIP_TILES[1]), ("tile", B1), ("viking", 5), ("threat", None), ("mainland", None),
])
@pytest.mark.parametrize("dpr", (1.0, 2.0))
def test_cached_painting_matches_the_vectors(qapp, kind, arg, dpr):
    """A translating painter gets a cached image; it must equal the vector drawing."""
    def vector(p, r):
        painting._DRAW[kind](p, r, arg)

    def cached(p, r):
        p.translate(0.3, 0)  # a fractional offset is snapped to the pixel grid
        painting._paint(p, QRectF(-0.3, 0, r.width(), r.height()), kind, arg)

    assert _difference(_paint(vector, 64, dpr=dpr), _paint(cached, 64, dpr=dpr)) < 0.01


def test_scaled_painter_gets_the_vectors(qapp):
    def scaled(p, r):
        p.scale(2, 2)
        painting.paint_viking(p, QRectF(0, 0, r.width() / 2, r.height() / 2), 3)

    def direct(p, r):
        painting.paint_viking(p, r, 3)
    assert _difference(_paint(direct, 64), _paint(scaled, 64)) < 0.03


def test_pixmaps_are_cached_and_sized(qapp):
    a = icons.viking_pixmap(3, QSize(40, 40), 1.5)
    hits = painting._IMAGES.hits
    b = icons.viking_pixmap(3, QSize(40, 40), 1.5)
    assert painting._IMAGES.hits == hits + 1
    assert a.toImage() == b.toImage()
    assert (a.width(), a.height(), a.devicePixelRatio()) == (60, 60, 1.5)
    assert a.toImage().pixelColor(0, 0).alpha() == 0  # transparent around the figure
    tile = icons.tile_pixmap(M3, QSize(30, 20))
    assert (tile.width(), tile.height()) == (30, 20)


def test_image_cache_stays_within_its_byte_budget(qapp, monkeypatch):
    cache = painting._ImageCache(budget_bytes=200 * 200 * 4)
    monkeypatch.setattr(painting, "_IMAGES", cache)
    image = QImage(300, 300, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        for size in range(40, 120, 3):  # a window being resized: every cell size is new
            painting.paint_tile(painter, QRectF(0, 0, size, size), M2)
    finally:
        painter.end()
    assert 0 < cache.used <= cache.budget
    assert cache.misses == len(range(40, 120, 3))


def test_unknown_codes_are_refused(qapp):
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        with pytest.raises(ValueError):
            painting.paint_tile(painter, QRectF(0, 0, 8, 8), 0)
        with pytest.raises(ValueError):
            painting.paint_viking(painter, QRectF(0, 0, 8, 8), 0)
    finally:
        painter.end()


def test_figure_and_building_places_lie_inside_the_tile():
    rect = QRectF(10, 20, 48, 48)
    for place in (tiles.figure_rect_on_tile(rect), tiles.building_rect_on_tile(rect)):
        assert rect.contains(place)
        assert place.width() > rect.width() * 0.5


def test_colour_tables_cover_every_code():
    assert set(palette.VIKING_QCOLOR) == set(VIKINGS)
    assert set(palette.SAIL_QCOLOR) == set(SHIP_TILES)
    assert len({c.name() for c in palette.VIKING_QCOLOR.values()}) == 6


# --- Icon and resources -------------------------------------------------------------------
def test_resource_path_finds_the_resources_folder():
    assert resources_root().is_dir()
    assert resource_path("icons", "vikings-desktop-256.png").is_file()


def test_resource_path_inside_a_pyinstaller_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("icons", "x.png") == tmp_path / "resources" / "icons" / "x.png"


@pytest.mark.parametrize("size", palette.ICON_SIZES)
def test_icon_png_exists_at_every_size(qapp, size):
    path = resource_path("icons", f"vikings-desktop-{size}.png")
    image = QImage(str(path))
    assert (image.width(), image.height()) == (size, size)
    assert image.pixelColor(0, 0).alpha() == 0          # round icon: transparent corners
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_windows_and_mac_icons_hold_every_size():
    ico = resource_path("icons", "vikings-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1) and count >= 6
    sizes = {ico[6 + 16 * i] or 256 for i in range(count)}
    assert {16, 32, 48, 256} <= sizes
    icns = resource_path("icons", "vikings-desktop.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)


def test_svg_icon_renders(qapp):
    from PySide6.QtSvg import QSvgRenderer

    # the master drawing is source art in the top-level resources/, not package data
    master = Path(__file__).resolve().parents[2] / "resources" / "icons" / "vikings-desktop.svg"
    renderer = QSvgRenderer(str(master))
    assert renderer.isValid()
    image = _paint(lambda p, r: renderer.render(p, r), 64)
    assert _changed_fraction(image) > 0.5


def test_app_icon_offers_every_size(qapp):
    icon = icons.app_icon()
    assert not icon.isNull()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert {(16, 16), (32, 32), (256, 256)} <= sizes
    pixmap = icon.pixmap(QSize(32, 32))
    assert pixmap.toImage().pixelColor(QPointF(16, 16).toPoint()).alpha() == 255
