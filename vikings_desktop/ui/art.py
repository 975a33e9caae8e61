"""The game's art, painted by code with QPainter so it is crisp at any size and pixel ratio.

Every ``paint_*`` function draws antialiased into the given rect only, scales with it (no
fixed pixel sizes) and leaves the painter's state as it found it. Most shapes are drawn in a
100 × 100 "unit" box mapped onto the rect, which keeps the drawing code readable.

Codes are the engine's (`vikings_desktop.engine.components`).
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QImage,
    QLinearGradient,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from vikings_desktop.engine.components import (
    B1,
    B2,
    B3,
    B4,
    BLUE_SHIP,
    BOATSMAN,
    BUILDING_OF_TILE,
    FISHERMAN,
    GOLDSMITH,
    GREEN_SHIP,
    ISLAND_TILES,
    LEFT_EDGE,
    NOBLE,
    RED_SHIP,
    RIGHT_EDGE,
    SCOUT,
    SEA,
    SHIPS,
    VIKING_LETTER,
    WARRIOR,
    YELLOW_SHIP,
)
from vikings_desktop.resources import resource_path

# --- Palette: warm Nordic -----------------------------------------------------------------
INK = QColor("#2b2420")             # outlines
HALO = QColor(255, 250, 238, 200)   # light rim so dark figures read on dark ground
SEA_DEEP = QColor("#2c6a86")
SEA_MID = QColor("#3f86a0")
SEA_LIGHT = QColor("#86bfcc")
FOAM = QColor("#eef6f2")
SAND = QColor("#e6d29c")
SAND_DARK = QColor("#c8ad6e")
GRASS_LIGHT = QColor("#9dbf6e")
GRASS = QColor("#7ea556")
GRASS_DARK = QColor("#5b8440")
PINE = QColor("#3f6b3a")
ROCK = QColor("#8f8d84")
ROCK_DARK = QColor("#6c6a62")
SNOW = QColor("#f4f4f0")
WOOD_LIGHT = QColor("#b98250")
WOOD = QColor("#8b5a2b")
WOOD_DARK = QColor("#5c3a1e")
THATCH = QColor("#c89a4e")
THATCH_DARK = QColor("#9c7232")
STONE = QColor("#a39d92")
STONE_DARK = QColor("#7b756b")
GOLD = QColor("#e6b93c")
GOLD_DARK = QColor("#a17a17")
GOLD_LIGHT = QColor("#f8e08a")
FAME = QColor("#8c2f39")
FAME_DARK = QColor("#5e1b24")
LAUREL = QColor("#e9c65a")
SKIN = QColor("#f0c8a0")
BEARD = QColor("#a8602c")
STEEL = QColor("#a5adb5")
IVORY = QColor("#f1e8d0")
CREAM = QColor("#f5ecd4")
MAINLAND = QColor("#6f8451")
MAINLAND_DARK = QColor("#56683e")

VIKING_QCOLOR: dict[int, QColor] = {
    FISHERMAN: QColor("#2f6fb8"),
    GOLDSMITH: QColor("#e8c030"),
    SCOUT: QColor("#3f9a3f"),
    NOBLE: QColor("#c8392e"),
    WARRIOR: QColor("#2a2a2c"),
    BOATSMAN: QColor("#9a9a9a"),
}
SAIL_QCOLOR: dict[int, QColor] = {
    RED_SHIP: QColor("#c8392e"),
    GREEN_SHIP: QColor("#3f9a3f"),
    YELLOW_SHIP: QColor("#ecc53a"),
    BLUE_SHIP: QColor("#2456b0"),
}
HEAD_BOATSMAN_QCOLOR = QColor("#56707f")
HIGHLIGHT_GREEN = QColor("#37c45a")
HIGHLIGHT_ORANGE = QColor("#f28c1e")
THREAT_RED = QColor("#d42a22")

ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


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


# --- Island tiles -------------------------------------------------------------------------
def _add_shore(path: QPainterPath, offset: float) -> QPainterPath:
    """The wavy shore from the top to the bottom of a tile, shifted right by `offset` units."""
    if path.elementCount():
        path.lineTo(26 + offset, -1)
    else:
        path.moveTo(26 + offset, -1)
    path.cubicTo(18 + offset, 28, 34 + offset, 62, 24 + offset, 101)
    return path


def _shore_line(offset: float) -> QPainterPath:
    return _add_shore(QPainterPath(), offset)


def _coast_path(offset: float) -> QPainterPath:
    """The sea region left of the shore line."""
    path = QPainterPath()
    path.moveTo(-1, -1)
    _add_shore(path, offset)
    path.lineTo(-1, 101)
    path.closeSubpath()
    return path


def _paint_waves(painter: QPainter, spots: list[tuple[float, float]], size: float,
                 color: QColor = SEA_LIGHT, width: float = 2.2) -> None:
    painter.setPen(_pen(color, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for x, y in spots:
        wave = QPainterPath()
        wave.moveTo(x - size, y)
        wave.quadTo(x - size / 2, y - size * 0.6, x, y)
        wave.quadTo(x + size / 2, y - size * 0.6, x + size, y)
        painter.drawPath(wave)


def _paint_left_sea(painter: QPainter) -> None:
    """Sea on the tile's left edge with a sandy shore (stretched 100-unit coordinates)."""
    _shape(painter, _coast_path(8), SAND, width=0)
    sea = QLinearGradient(0, 0, 30, 0)
    sea.setColorAt(0, SEA_DEEP)
    sea.setColorAt(1, SEA_MID)
    _shape(painter, _coast_path(0), sea, width=0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(FOAM, 2.4))
    painter.drawPath(_shore_line(0))
    painter.setPen(_pen(SAND_DARK, 1.4))
    painter.drawPath(_shore_line(8))
    _paint_waves(painter, [(10, 22), (13, 58), (8, 86)], 5)


def _paint_grass(painter: QPainter, tufts: list[tuple[float, float]]) -> None:
    ground = QLinearGradient(0, 0, 0, 100)
    ground.setColorAt(0, GRASS_LIGHT)
    ground.setColorAt(1, GRASS)
    painter.fillRect(QRectF(-1, -1, 102, 102), ground)
    painter.setPen(_pen(GRASS_DARK, 1.6))
    for x, y in tufts:
        painter.drawLine(QPointF(x - 2.5, y - 3.5), QPointF(x, y))
        painter.drawLine(QPointF(x, y - 5), QPointF(x, y))
        painter.drawLine(QPointF(x + 2.5, y - 3.5), QPointF(x, y))


def _paint_ground(painter: QPainter, rect: QRectF, left: int, right: int) -> None:
    with _unit_stretched(painter, rect):
        _paint_grass(painter, [(58, 90), (86, 70), (44, 74), (90, 94)])
        if left == SEA:
            _paint_left_sea(painter)
        if right == SEA:
            painter.translate(100, 0)
            painter.scale(-1, 1)
            _paint_left_sea(painter)


def _paint_tile_border(painter: QPainter, rect: QRectF) -> None:
    """A thin dark edge, so neighbouring tiles read as separate pieces."""
    with _saved(painter):
        side = min(rect.width(), rect.height())
        width = max(1.0, side * 0.022)
        painter.setPen(QPen(QColor(43, 36, 32, 150), width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = width / 2
        painter.drawRect(rect.adjusted(half, half, -half, -half))


def _paint_pine(painter: QPainter, x: float, base: float, height: float) -> None:
    """A pine tree standing on (x, base), in unit coordinates."""
    trunk = QRectF(x - height * 0.06, base - height * 0.2, height * 0.12, height * 0.2)
    painter.fillRect(trunk, WOOD_DARK)
    for i, (w, top, bottom) in enumerate(((0.5, 0.45, 0.85), (0.4, 0.22, 0.6), (0.28, 0.0, 0.36))):
        tier = _polygon((x - height * w / 2 * 1.2, base - height * (1 - bottom) * 0.9 - height * 0.12),
                        (x, base - height * (1 - top)),
                        (x + height * w / 2 * 1.2, base - height * (1 - bottom) * 0.9 - height * 0.12))
        _shape(painter, tier, PINE.lighter(100 + 8 * i), INK, height * 0.035)


def _paint_rock(painter: QPainter, x: float, y: float, size: float) -> None:
    rock = QPainterPath()
    rock.moveTo(x - size, y)
    rock.quadTo(x - size * 0.9, y - size * 0.8, x - size * 0.2, y - size * 0.9)
    rock.quadTo(x + size * 0.8, y - size, x + size, y)
    rock.closeSubpath()
    _shape(painter, rock, STONE, INK, size * 0.14)


# Buildings, each in its own 100-unit box; the shape tells them apart even without colour.
def _paint_longhouse(painter: QPainter) -> None:
    """M1: a long low house with a curved thatched roof and crossed gable boards."""
    walls = QPainterPath()
    walls.addRect(QRectF(12, 52, 76, 30))
    _shape(painter, walls, WOOD, INK, 2.4)
    painter.setPen(_pen(WOOD_DARK, 1.6))
    for x in (24, 36, 64, 76):
        painter.drawLine(QPointF(x, 54), QPointF(x, 80))
    roof = QPainterPath()
    roof.moveTo(4, 58)
    roof.cubicTo(14, 30, 86, 30, 96, 58)
    roof.lineTo(4, 58)
    _shape(painter, roof, THATCH, INK, 2.4)
    painter.setPen(_pen(THATCH_DARK, 1.5))
    for x in (22, 38, 54, 70, 84):
        painter.drawLine(QPointF(x, 40 if 20 < x < 80 else 46), QPointF(x - 3, 56))
    # crossed gable boards
    painter.setPen(_pen(WOOD_DARK, 3.2))
    painter.drawLine(QPointF(44, 38), QPointF(58, 24))
    painter.drawLine(QPointF(56, 38), QPointF(42, 24))
    door = QPainterPath()
    door.addRoundedRect(QRectF(44, 62, 12, 20), 5, 5)
    _shape(painter, door, WOOD_DARK, INK, 1.6)


def _paint_stave_church(painter: QPainter) -> None:
    """M2: a stave church with stacked steep roofs and dragon-head gables."""
    body = QPainterPath()
    body.addRect(QRectF(24, 56, 52, 28))
    _shape(painter, body, WOOD_LIGHT, INK, 2.2)
    roofs = ((10, 62, 90, 40), (24, 44, 76, 24), (36, 28, 64, 6))
    for i, (x0, y0, x1, y1) in enumerate(roofs):
        roof = _polygon((x0, y0), ((x0 + x1) / 2, y1), (x1, y0))
        _shape(painter, roof, WOOD_DARK if i != 1 else WOOD, INK, 2.2)
    # dragon heads on the gable tips
    painter.setPen(_pen(INK, 2.6))
    painter.drawLine(QPointF(50, 7), QPointF(50, 0))
    for x, direction in ((24, -1), (76, 1)):
        painter.drawLine(QPointF(x, 44), QPointF(x + 7 * direction, 37))
    door = QPainterPath()
    door.moveTo(44, 84)
    door.lineTo(44, 70)
    door.quadTo(50, 62, 56, 70)
    door.lineTo(56, 84)
    _shape(painter, door, WOOD_DARK, INK, 1.6)


def _paint_watchtower(painter: QPainter) -> None:
    """M3: a tall timber watchtower on four legs, with a pointed roof and a pennant."""
    painter.setPen(_pen(WOOD_DARK, 4.2))
    painter.drawLine(QPointF(34, 88), QPointF(40, 40))
    painter.drawLine(QPointF(66, 88), QPointF(60, 40))
    painter.setPen(_pen(WOOD, 2.4))
    painter.drawLine(QPointF(36, 76), QPointF(62, 56))
    painter.drawLine(QPointF(64, 76), QPointF(38, 56))
    cabin = QPainterPath()
    cabin.addRect(QRectF(32, 30, 36, 16))
    _shape(painter, cabin, WOOD_LIGHT, INK, 2.2)
    painter.setPen(_pen(WOOD_DARK, 1.4))
    for x in (41, 50, 59):
        painter.drawLine(QPointF(x, 31), QPointF(x, 45))
    roof = _polygon((26, 32), (50, 8), (74, 32))
    _shape(painter, roof, THATCH_DARK, INK, 2.2)
    painter.setPen(_pen(INK, 2.0))
    painter.drawLine(QPointF(50, 9), QPointF(50, 0))
    pennant = _polygon((50, 0.5), (64, 3.5), (50, 6.5))
    _shape(painter, pennant, QColor("#c8392e"), INK, 1.2)


def _paint_market(painter: QPainter) -> None:
    """M4: a market stall with a striped awning, barrels and a sack."""
    painter.setPen(_pen(WOOD_DARK, 3.4))
    painter.drawLine(QPointF(18, 44), QPointF(18, 84))
    painter.drawLine(QPointF(82, 44), QPointF(82, 84))
    counter = QPainterPath()
    counter.addRect(QRectF(14, 62, 72, 12))
    _shape(painter, counter, WOOD, INK, 2.2)
    awning = QPainterPath()
    awning.moveTo(8, 46)
    awning.lineTo(20, 22)
    awning.lineTo(80, 22)
    awning.lineTo(92, 46)
    awning.closeSubpath()
    _shape(painter, awning, CREAM, INK, 2.2)
    with _saved(painter):
        painter.setClipPath(awning)
        red = QColor("#c0392b")
        for i in range(5):
            x = 8 + i * 19
            painter.fillPath(_polygon((x, 46), (x + 9, 46), (x + 15, 22), (x + 5, 22)), red)
    _shape(painter, awning, Qt.BrushStyle.NoBrush, INK, 2.2)
    # scalloped valance
    valance = QPainterPath()
    valance.moveTo(8, 46)
    for i in range(6):
        x = 8 + i * 14
        valance.quadTo(x + 7, 54, x + 14, 46)
    _shape(painter, valance, QColor("#c0392b"), INK, 1.6)
    for x in (30, 50):
        barrel = QPainterPath()
        barrel.addRoundedRect(QRectF(x - 7, 74, 14, 14), 4, 4)
        _shape(painter, barrel, WOOD_LIGHT, INK, 1.8)
        painter.setPen(_pen(WOOD_DARK, 1.2))
        painter.drawLine(QPointF(x - 7, 79), QPointF(x + 7, 79))
        painter.drawLine(QPointF(x - 7, 84), QPointF(x + 7, 84))
    sack = QPainterPath()
    sack.moveTo(62, 88)
    sack.quadTo(58, 76, 68, 74)
    sack.quadTo(78, 76, 74, 88)
    sack.closeSubpath()
    _shape(painter, sack, SAND, INK, 1.8)
    coins = _ellipse(50, 60, 5, 2.4)
    _shape(painter, coins, GOLD, GOLD_DARK, 1.2)


_BUILDINGS = {1: _paint_longhouse, 2: _paint_stave_church, 3: _paint_watchtower, 4: _paint_market}


def building_rect_on_tile(rect: QRectF) -> QRectF:
    """Where a tile's building stands: the upper left, leaving room for a Viking."""
    side = min(rect.width(), rect.height())
    return QRectF(rect.x() + rect.width() * 0.04, rect.y() + rect.height() * 0.03,
                  side * 0.62, side * 0.62)


def figure_rect_on_tile(rect: QRectF) -> QRectF:
    """Where to draw the Viking standing on a tile: the lower right, clear of the building."""
    side = min(rect.width(), rect.height())
    size = side * 0.64
    return QRectF(rect.right() - size - rect.width() * 0.03, rect.bottom() - size - rect.height() * 0.02,
                  size, size)


def _paint_special_frame(painter: QPainter, rect: QRectF) -> None:
    """B1..B4: a gold frame, a warm glow and a gold star make a building tile stand out."""
    with _unit_stretched(painter, rect):
        glow = QRadialGradient(QPointF(36, 34), 46)
        glow.setColorAt(0, QColor(255, 236, 160, 200))
        glow.setColorAt(1, QColor(255, 236, 160, 0))
        painter.fillRect(QRectF(0, 0, 100, 100), glow)
    with _saved(painter):
        side = min(rect.width(), rect.height())
        width = max(1.5, side * 0.07)
        frame = rect.adjusted(width / 2, width / 2, -width / 2, -width / 2)
        painter.setPen(QPen(GOLD, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(frame)
        thin = max(0.8, side * 0.018)
        painter.setPen(QPen(GOLD_DARK, thin))
        painter.drawRect(rect.adjusted(width, width, -width, -width))
        painter.drawRect(rect.adjusted(thin / 2, thin / 2, -thin / 2, -thin / 2))
    star_size = min(rect.width(), rect.height()) * 0.3
    star_rect = QRectF(rect.right() - star_size * 1.12, rect.top() + star_size * 0.12,
                       star_size, star_size)
    with _unit_square(painter, star_rect):
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            radius = 48 if i % 2 == 0 else 21
            points.append((50 + radius * math.cos(angle), 52 + radius * math.sin(angle)))
        _shape(painter, _polygon(*points), GOLD_LIGHT, GOLD_DARK, 5)


def _paint_island_tile(painter: QPainter, rect: QRectF, tile: int) -> None:
    _paint_ground(painter, rect, LEFT_EDGE[tile], RIGHT_EDGE[tile])
    building = BUILDING_OF_TILE.get(tile)
    special = tile in (B1, B2, B3, B4)
    if special:
        _paint_special_frame(painter, rect)
    if building is not None:
        with _unit_square(painter, building_rect_on_tile(rect)):
            _BUILDINGS[building](painter)
    else:
        with _unit_stretched(painter, rect):
            x = 62 if LEFT_EDGE[tile] == SEA else 38
            flip = 1 if LEFT_EDGE[tile] == SEA else -1
            _paint_rock(painter, x + 22 * flip, 30, 7)
        side = min(rect.width(), rect.height())
        land_x = 0.55 if LEFT_EDGE[tile] == SEA else 0.08
        pine_rect = QRectF(rect.x() + rect.width() * land_x, rect.y() + rect.height() * 0.02,
                           side * 0.36, side * 0.5)
        with _unit_square(painter, pine_rect):
            _paint_pine(painter, 40, 96, 92)
    if not special:
        _paint_tile_border(painter, rect)


# --- Ships --------------------------------------------------------------------------------
def _paint_sea(painter: QPainter, rect: QRectF) -> None:
    with _unit_stretched(painter, rect):
        sea = QLinearGradient(0, 0, 0, 100)
        sea.setColorAt(0, SEA_MID)
        sea.setColorAt(1, SEA_DEEP)
        painter.fillRect(QRectF(-1, -1, 102, 102), sea)
        _paint_waves(painter, [(12, 16), (80, 46), (18, 52), (86, 90), (14, 92)], 5.5)


def _paint_longship(painter: QPainter, sail: QColor) -> None:
    """A longship with a striped square sail, shields on the rail and a dragon prow (unit box)."""
    # mast and yard
    painter.setPen(_pen(WOOD_DARK, 3.2))
    painter.drawLine(QPointF(42, 70), QPointF(42, 10))
    # sail, billowing, with cream stripes
    cloth = QPainterPath()
    cloth.moveTo(20, 16)
    cloth.lineTo(64, 16)
    cloth.quadTo(70, 36, 64, 58)
    cloth.lineTo(20, 58)
    cloth.quadTo(14, 36, 20, 16)
    _shape(painter, cloth, sail, INK, 2.4)
    with _saved(painter):
        painter.setClipPath(cloth)
        stripe = QColor(CREAM)
        stripe.setAlpha(235)
        for x in (26, 46):
            painter.fillRect(QRectF(x, 10, 7, 52), stripe)
    _shape(painter, cloth, Qt.BrushStyle.NoBrush, INK, 2.4)
    painter.setPen(_pen(WOOD_DARK, 3.2))
    painter.drawLine(QPointF(16, 16), QPointF(68, 16))
    # stern post with a curl (left) and prow with a dragon head (right)
    painter.setPen(_pen(WOOD_DARK, 4.6))
    stern = QPainterPath()
    stern.moveTo(14, 70)
    stern.cubicTo(6, 62, 4, 48, 12, 46)
    stern.quadTo(17, 46, 14, 52)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(stern)
    prow = QPainterPath()
    prow.moveTo(80, 70)
    prow.cubicTo(90, 62, 92, 48, 86, 40)
    painter.drawPath(prow)
    head = QPainterPath()
    head.moveTo(83, 42)
    head.quadTo(86, 33, 93, 34)
    head.lineTo(97, 38)
    head.lineTo(90, 40)
    head.quadTo(88, 44, 86, 44)
    head.closeSubpath()
    _shape(painter, head, WOOD, INK, 1.8)
    # hull
    hull = QPainterPath()
    hull.moveTo(10, 64)
    hull.lineTo(86, 64)
    hull.cubicTo(80, 84, 62, 86, 48, 86)
    hull.cubicTo(32, 86, 16, 82, 10, 64)
    hull_fill = QLinearGradient(0, 64, 0, 86)
    hull_fill.setColorAt(0, WOOD_LIGHT)
    hull_fill.setColorAt(1, WOOD_DARK)
    _shape(painter, hull, hull_fill, INK, 2.4)
    painter.setPen(_pen(WOOD_DARK, 1.3))
    plank = QPainterPath()
    plank.moveTo(14, 72)
    plank.cubicTo(30, 80, 66, 80, 82, 72)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(plank)
    # shields on the rail, alternating cream and sail colour
    for i, x in enumerate(range(20, 82, 12)):
        shield = _ellipse(x, 65, 5.2)
        _shape(painter, shield, CREAM if i % 2 == 0 else sail, INK, 1.6)
        _shape(painter, _ellipse(x, 65, 1.5), STEEL, INK, 0.8)
    # foam where the hull meets the water
    painter.setPen(_pen(FOAM, 2.4))
    water = QPainterPath()
    water.moveTo(4, 86)
    for i in range(6):
        x = 4 + i * 16
        water.quadTo(x + 8, 81, x + 16, 86)
    painter.drawPath(water)


def _paint_ship_tile(painter: QPainter, rect: QRectF, tile: int) -> None:
    ship = SHIPS[tile]
    _paint_sea(painter, rect)
    with _unit_square(painter, rect):
        painter.translate(-2, 8)
        painter.scale(0.9, 0.9)
        _paint_longship(painter, SAIL_QCOLOR[tile])
    side = min(rect.width(), rect.height())
    badge = QRectF(rect.right() - side * 0.43, rect.top() + side * 0.02, side * 0.41, side * 0.41)
    if ship.gold:
        _draw_coin(painter, badge, str(ship.gold))
    else:
        _draw_fame(painter, badge, str(ship.fame))
    _paint_tile_border(painter, rect)


def _draw_tile(painter: QPainter, rect: QRectF, tile: int) -> None:
    if tile in SHIPS:
        _paint_ship_tile(painter, rect, tile)
    else:
        _paint_island_tile(painter, rect, tile)


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


# --- Vikings ------------------------------------------------------------------------------
def _body_path() -> QPainterPath:
    body = QPainterPath()
    body.moveTo(35, 50)
    body.cubicTo(28, 53, 25, 72, 23, 93)
    body.lineTo(77, 93)
    body.cubicTo(75, 72, 72, 53, 65, 50)
    body.quadTo(50, 45, 35, 50)
    return body


def _paint_fishing_rod(painter: QPainter) -> None:
    painter.setPen(_pen(WOOD_DARK, 3.2))
    painter.drawLine(QPointF(70, 70), QPointF(94, 10))
    painter.setPen(_pen(INK, 1.0))
    painter.drawLine(QPointF(94, 10), QPointF(94, 30))
    fish = QPainterPath()
    fish.addEllipse(QRectF(89, 30, 10, 16))
    fish.addPolygon(QPolygonF([QPointF(94, 44), QPointF(89, 52), QPointF(99, 52)]))
    _shape(painter, fish, QColor("#c9d6dc"), INK, 1.4)


def _paint_hammer(painter: QPainter) -> None:
    painter.setPen(_pen(WOOD_DARK, 4.0))
    painter.drawLine(QPointF(70, 74), QPointF(86, 36))
    with _saved(painter):
        painter.translate(86, 36)
        painter.rotate(22)
        head = QPainterPath()
        head.addRoundedRect(QRectF(-11, -6, 22, 11), 2, 2)
        _shape(painter, head, STEEL, INK, 2.0)


def _paint_spyglass(painter: QPainter) -> None:
    with _saved(painter):
        painter.translate(60, 34)
        painter.rotate(-12)
        tube = QPainterPath()
        tube.addRoundedRect(QRectF(0, -5, 36, 10), 2, 2)
        _shape(painter, tube, QColor("#c9a040"), INK, 2.0)
        painter.setPen(_pen(INK, 1.6))
        painter.drawLine(QPointF(12, -5), QPointF(12, 5))
        painter.drawLine(QPointF(24, -5), QPointF(24, 5))


def _paint_shield(painter: QPainter, cx: float, cy: float, r: float) -> None:
    _shape(painter, _ellipse(cx, cy, r), WOOD_LIGHT, INK, r * 0.14)
    painter.setPen(_pen(WOOD_DARK, r * 0.08))
    painter.drawLine(QPointF(cx - r * 0.95, cy - r * 0.3), QPointF(cx + r * 0.95, cy - r * 0.3))
    painter.drawLine(QPointF(cx - r * 0.95, cy + r * 0.3), QPointF(cx + r * 0.95, cy + r * 0.3))
    painter.setPen(_pen(STEEL.darker(130), r * 0.16))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(cx, cy), r * 0.92, r * 0.92)
    _shape(painter, _ellipse(cx, cy, r * 0.3), STEEL, INK, r * 0.08)


def _paint_oar(painter: QPainter) -> None:
    painter.setPen(_pen(WOOD_DARK, 4.0))
    painter.drawLine(QPointF(20, 93), QPointF(80, 17))
    with _saved(painter):
        painter.translate(84, 13)
        painter.rotate(38)
        blade = _ellipse(0, 0, 6, 13)
        _shape(painter, blade, WOOD_LIGHT, INK, 2.0)


def _hat_path(viking: int) -> QPainterPath | None:
    if viking == FISHERMAN:     # sou'wester: rounded crown, wide brim
        hat = QPainterPath()
        hat.moveTo(36, 28)
        hat.cubicTo(36, 12, 64, 12, 64, 28)
        hat.closeSubpath()
        hat.addEllipse(QRectF(26, 24, 48, 9))
        return hat.simplified()
    if viking == GOLDSMITH:     # flat cap
        hat = QPainterPath()
        hat.addEllipse(QRectF(34, 17, 34, 13))
        hat.addRect(QRectF(37, 24, 26, 5))
        return hat.simplified()
    if viking == NOBLE:         # crown
        return _polygon((36, 29), (35, 12), (43, 20), (50, 8), (57, 20), (65, 12), (64, 29))
    if viking == WARRIOR:       # horned helmet
        hat = QPainterPath()
        hat.moveTo(35, 31)
        hat.cubicTo(35, 13, 65, 13, 65, 31)
        hat.closeSubpath()
        return hat
    if viking == BOATSMAN:      # knit cap with a bobble
        hat = QPainterPath()
        hat.moveTo(36, 29)
        hat.cubicTo(36, 14, 64, 14, 64, 29)
        hat.closeSubpath()
        hat.addEllipse(QPointF(50, 13), 5, 5)
        return hat.simplified()
    return None


def _paint_figure(painter: QPainter, viking: int, color: QColor) -> None:
    """One Viking in the unit box: silhouette (hat + tool) by role, letter on the chest."""
    body = _body_path()
    head = _ellipse(50, 37, 12.5)
    hat = _hat_path(viking)
    hood = None
    if viking == SCOUT:          # pointed hood framing the face
        hood = QPainterPath()
        hood.moveTo(33, 50)
        hood.cubicTo(32, 28, 42, 14, 50, 4)
        hood.cubicTo(58, 14, 68, 28, 67, 50)
        hood.closeSubpath()
    silhouette = body.united(head)
    for extra in (hat, hood):
        if extra is not None:
            silhouette = silhouette.united(extra)
    # the light halo first, so a black Warrior still reads on dark ground
    if viking == BOATSMAN:
        painter.setPen(_pen(HALO, 6.5))
        painter.drawLine(QPointF(20, 93), QPointF(80, 17))
        _paint_oar(painter)
    painter.setPen(_pen(HALO, 6.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(silhouette)
    if hood is not None:
        _shape(painter, hood, color.darker(125), INK, 2.2)
    _shape(painter, body, color, INK, 2.4)
    _shape(painter, head, SKIN, INK, 2.0)
    beard = QPainterPath()
    beard.moveTo(39, 40)
    beard.quadTo(50, 62, 61, 40)
    beard.quadTo(50, 46, 39, 40)
    _shape(painter, beard, BEARD, INK, 1.4)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    painter.drawEllipse(QPointF(45.5, 35), 1.6, 1.6)
    painter.drawEllipse(QPointF(54.5, 35), 1.6, 1.6)
    if viking == NOBLE:          # ermine collar
        collar = QPainterPath()
        collar.moveTo(33, 52)
        collar.quadTo(50, 60, 67, 52)
        collar.quadTo(50, 46, 33, 52)
        _shape(painter, collar, IVORY, INK, 1.6)
    if hat is not None:
        hat_colour = {NOBLE: GOLD, WARRIOR: STEEL}.get(viking, color.darker(135))
        _shape(painter, hat, hat_colour, INK, 2.2)
    if viking == WARRIOR:
        for direction in (-1, 1):
            horn = QPainterPath()
            horn.moveTo(50 + 13 * direction, 24)
            horn.quadTo(50 + 26 * direction, 22, 50 + 24 * direction, 6)
            horn.quadTo(50 + 20 * direction, 16, 50 + 12 * direction, 18)
            horn.closeSubpath()
            _shape(painter, horn, IVORY, INK, 1.8)
        _paint_shield(painter, 27, 72, 16)
    elif viking == FISHERMAN:
        _paint_fishing_rod(painter)
    elif viking == GOLDSMITH:
        _paint_hammer(painter)
    elif viking == SCOUT:
        _paint_spyglass(painter)
    if viking != WARRIOR:
        letter_center = QPointF(50, 75)
    else:
        letter_center = QPointF(56, 76)
    label = _text_path(VIKING_LETTER[viking], letter_center, 17, 22)
    ink = _contrast_ink(color)
    _shape(painter, label, ink, ink, 0.6)


def _draw_viking(painter: QPainter, rect: QRectF, viking: int) -> None:
    with _unit_square(painter, rect):
        _paint_figure(painter, viking, VIKING_QCOLOR[viking])


def _draw_head_boatsman(painter: QPainter, rect: QRectF, _: object = None) -> None:
    with _unit_square(painter, QRectF(rect)):
        plinth = _ellipse(50, 92, 34, 5.5)
        _shape(painter, plinth, GOLD, GOLD_DARK, 2)
        painter.setPen(_pen(HALO, 6.5))
        painter.drawLine(QPointF(80, 94), QPointF(80, 6))
        painter.setPen(_pen(WOOD_DARK, 4.2))
        painter.drawLine(QPointF(80, 94), QPointF(80, 6))
        blade = QPainterPath()
        blade.addRoundedRect(QRectF(74, 62, 12, 30), 5, 5)
        _shape(painter, blade, WOOD_LIGHT, INK, 2)
        body = _body_path()
        head = _ellipse(50, 37, 12.5)
        helmet = QPainterPath()
        helmet.moveTo(36, 31)
        helmet.cubicTo(36, 14, 64, 14, 64, 31)
        helmet.closeSubpath()
        wings = []
        for direction in (-1, 1):
            wing = QPainterPath()
            wing.moveTo(50 + 13 * direction, 26)
            wing.cubicTo(50 + 24 * direction, 22, 50 + 30 * direction, 12, 50 + 28 * direction, 4)
            wing.cubicTo(50 + 22 * direction, 12, 50 + 18 * direction, 14, 50 + 13 * direction, 18)
            wing.closeSubpath()
            wings.append(wing)
        silhouette = body.united(head).united(helmet)
        for wing in wings:
            silhouette = silhouette.united(wing)
        painter.setPen(_pen(HALO, 6.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(silhouette)
        _shape(painter, body, HEAD_BOATSMAN_QCOLOR, INK, 2.4)
        # cloak clasp and a gold band
        painter.setPen(_pen(GOLD, 3.5))
        painter.drawLine(QPointF(27, 78), QPointF(73, 78))
        _shape(painter, head, SKIN, INK, 2)
        beard = QPainterPath()
        beard.moveTo(38, 40)
        beard.quadTo(50, 68, 62, 40)
        beard.quadTo(50, 47, 38, 40)
        _shape(painter, beard, QColor("#d9d4c8"), INK, 1.4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        painter.drawEllipse(QPointF(45.5, 35), 1.6, 1.6)
        painter.drawEllipse(QPointF(54.5, 35), 1.6, 1.6)
        for wing in wings:
            _shape(painter, wing, IVORY, INK, 1.6)
        _shape(painter, helmet, GOLD, INK, 2.2)
        _shape(painter, _ellipse(50, 60, 4.5), GOLD, INK, 1.4)


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


def paint_highlight(painter: QPainter, rect: QRectF, green: bool) -> None:
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
        if not green:  # a second cue besides hue: dashes inside the orange frame
            dash = _pen(color.darker(140), max(1.0, width * 0.35), Qt.PenCapStyle.FlatCap)
            dash.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(dash)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner.adjusted(width, width, -width, -width),
                                    side * 0.06, side * 0.06)


# --- Public painting API: vector drawing through a raster cache ---------------------------
# Painting the vectors costs about 1 ms per tile or figure; a board holds hundreds, so a
# painter that only translates onto a raster device (every widget) gets a cached image
# rendered at the device's pixel ratio instead — the same pixels, 30x faster. Scaled,
# rotated or vector (SVG, PDF) painters get the vectors.
_DRAW = {
    "tile": _draw_tile, "viking": _draw_viking, "coin": _draw_coin, "fame": _draw_fame,
    "head": _draw_head_boatsman, "mainland": _draw_mainland, "threat": _draw_threat,
    "repelled": _draw_repelled,
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


def _render_image(kind: str, arg, width: float, height: float, dpr: float) -> QImage:
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


def _cached_image(kind: str, arg, width: float, height: float, dpr: float) -> QImage:
    return _IMAGES.get((kind, arg, width, height, dpr))


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
    image = _cached_image(kind, arg, round(rect.width(), 2), round(rect.height(), 2), dpr)
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


def paint_repelled(painter: QPainter, rect: QRectF) -> None:
    """R-T2: a round shield with a green ring in the lower left marks a repelled ship."""
    _paint(painter, rect, "repelled")


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
