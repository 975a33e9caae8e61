"""Island tiles (ground, buildings, special frames) and ship tiles, drawn as vectors."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from vikings_desktop.engine import (
    B1,
    B2,
    B3,
    B4,
    BUILDING_OF_TILE,
    LEFT_EDGE,
    RIGHT_EDGE,
    SEA,
    SHIPS,
)

from . import colour_blind
from .badges import _draw_coin, _draw_fame
from .palette import (
    CREAM,
    FOAM,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GRASS,
    GRASS_DARK,
    GRASS_LIGHT,
    INK,
    PINE,
    SAIL_QCOLOR,
    SAND,
    SAND_DARK,
    SEA_DEEP,
    SEA_LIGHT,
    SEA_MID,
    STEEL,
    STONE,
    THATCH,
    THATCH_DARK,
    WOOD,
    WOOD_DARK,
    WOOD_LIGHT,
)
from .shapes import _ellipse, _pen, _polygon, _saved, _shape, _unit_square, _unit_stretched


# --- Island tiles -------------------------------------------------------------------------
def _add_shore(path: QPainterPath, offset: float) -> QPainterPath:
    """The wavy shore from the top to the bottom of a tile, shifted right by `offset` units."""
    # about a third of the tile is sea: at wheel size (~45 px) which end is the sea side
    # must read at a glance (left and right ends were misread with a thinner strip)
    if path.elementCount():
        path.lineTo(35 + offset, -1)
    else:
        path.moveTo(35 + offset, -1)
    path.cubicTo(27 + offset, 28, 43 + offset, 62, 33 + offset, 101)
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
    sea = QLinearGradient(0, 0, 40, 0)
    sea.setColorAt(0, SEA_DEEP)
    sea.setColorAt(1, SEA_MID)
    _shape(painter, _coast_path(0), sea, width=0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(FOAM, 2.4))
    painter.drawPath(_shore_line(0))
    painter.setPen(_pen(SAND_DARK, 1.4))
    painter.drawPath(_shore_line(8))
    _paint_waves(painter, [(13, 20), (18, 56), (11, 86)], 6, width=2.6)


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


def _paint_ground(painter: QPainter, rect: QRectF, left: int | None, right: int | None) -> None:
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
    if colour_blind.is_on():        # the sail's shape and its reach, besides its colour
        colour_blind.paint_sail_mark(painter, rect, tile)
    _paint_tile_border(painter, rect)


def _draw_tile(painter: QPainter, rect: QRectF, tile: int) -> None:
    if tile in SHIPS:
        _paint_ship_tile(painter, rect, tile)
    else:
        _paint_island_tile(painter, rect, tile)
