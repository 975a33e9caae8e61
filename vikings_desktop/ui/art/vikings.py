"""The Viking figures (one tool or hat per job) and the head Boatsman."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPolygonF,
)

from vikings_desktop.engine import (
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    NOBLE,
    SCOUT,
    WARRIOR,
)

from ..words.viking_words import chest_letter
from .palette import (
    BEARD,
    GOLD,
    GOLD_DARK,
    HALO,
    HEAD_BOATSMAN_QCOLOR,
    INK,
    IVORY,
    SKIN,
    STEEL,
    VIKING_QCOLOR,
    WOOD_DARK,
    WOOD_LIGHT,
)
from .shapes import (
    _contrast_ink,
    _ellipse,
    _pen,
    _polygon,
    _saved,
    _shape,
    _text_path,
    _unit_square,
)


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
    label = _text_path(chest_letter(viking), letter_center, 17, 22)   # translated
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
