"""The wheel: 12 price spaces in a circle, each group's tile and Viking beside its price.

Groups the player may not buy are dimmed with the reason on hover (R-B2/R-B3). When the
group at 0 is bought, the groups turn (animated) until the next one stands at 0 (R-B5).
The view reads the WheelModel (the spaces) and the TurnModel (the hub: round, the gold
and fame of the player to act, the next scoring); a click asks the table to buy.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from vikings_desktop.engine import ROUNDS, SMALL, WHEEL_SPACES

from ..art import painting, palette
from ..models.roles import Role
from ..models.turn_model import TurnModel
from ..models.wheel_model import WheelModel
from ..session.game_table import GameTable
from .paint_regions import draw_in_strips, region_rects

WOOD = QColor("#8b5a2b")
WOOD_LIGHT = QColor("#c69563")
PARCHMENT = QColor("#f5ecd4")
INK = QColor("#2b2420")
HINT_GOLD = QColor("#f2c230")      # the hint's mark, on the wheel and on the board
SPACE_DEGREES = 360 / WHEEL_SPACES
TURN_MS = 650
HUB_FRACTION = 0.3   # of the radius: the hub (round, gold, fame); the spaces start there
MIN_SIDE = 240       # pixels: the column scrolls rather than shrink the wheel further
ARRIVAL_MS = 450     # drafted Vikings coming onto their spaces (at most the pace)
TILE_RING, VIKING_RING = 0.6, 0.86   # fractions of the radius
GROUP_TILE = 0.26                    # a group's tile, as a fraction of the radius
HUB_ROLES = frozenset({Role.OVER, Role.ROUND, Role.GOLD, Role.FAME, Role.NEXT_SCORING})
# The hub's text, as fractions of the radius: from HUB_TOP above the centre to HUB_BOTTOM
# below it, inside HUB_CLEAR (where the price coins around the hub begin)
HUB_TOP, HUB_BOTTOM, HUB_CLEAR = 0.2, 0.21, 0.265
MIN_HUB_PIXELS = 7                   # the hub's letters no smaller than this


class WheelView(QWidget):
    def __init__(self, table: GameTable, model: WheelModel, turn: TurnModel,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.table = table
        self.model = model
        self.turn_model = turn
        self._hover = -1
        self._keyed = False         # the ring was put by the arrow keys, not the mouse
        self._counts = None         # the public counts the hub's tooltip shows (set_counts)
        self._offset = 0.0          # spaces the groups are still away from their place
        self._disc: tuple[tuple, QPixmap] | None = None
        self._space_rects: dict[tuple, QRect] = {}     # (width, height, position, rings) -> area
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)       # arrows choose a group, Enter buys it
        self.setAccessibleName(self.tr("Wheel of groups for sale"))
        # the wheel takes the room its column leaves (a circle in the smaller side)
        self.setMinimumSize(MIN_SIDE, MIN_SIDE)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._turn = QVariantAnimation(self)
        self._turn.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._turn.valueChanged.connect(self._on_turn)
        # The colour draft (R-A2): Vikings arriving on their spaces come in from the hub.
        self._vikings = [0] * WHEEL_SPACES
        self._arriving: set[int] = set()
        self._arrival = QVariantAnimation(self)
        self._arrival.setEasingCurve(QEasingCurve.Type.OutBack)
        self._arrival.setStartValue(0.0)
        self._arrival.setEndValue(1.0)
        self._arrival.setDuration(ARRIVAL_MS)
        self._arrival.valueChanged.connect(self.update)
        self._arrival.finished.connect(self._arrived)
        model.dataChanged.connect(self._spaces_changed)
        model.modelReset.connect(lambda: self._watch_arrivals())
        model.modelReset.connect(self.update)
        turn.dataChanged.connect(self._on_turn_changed)
        turn.modelReset.connect(self.update)
        table.wheel_turned.connect(self.turn)
        # an undo, redo or load puts the wheel where it was: no Vikings arrive then
        self._settling = False
        table.position_reset.connect(self._on_position_reset)
        # connected after the wheel model's own: its refresh comes first, then this
        table.state_changed.connect(self._settled)
        # the hint is no model data: its ring is drawn the moment it comes or goes
        self._hinted = -1
        table.hints.changed.connect(self._hint_changed)

    def sizeHint(self) -> QSize:
        return QSize(MIN_SIDE, MIN_SIDE)     # it grows into the room left (stretch)

    # --- the R-B5 animation -------------------------------------------------------------------
    def _on_turn_changed(self, _top, _bottom, roles: list[int]) -> None:
        if not roles or any(role in HUB_ROLES for role in roles):
            self.update(self._hub_rect())       # the groups around it stay as they are

    def _spaces_changed(self, top, bottom, _roles=()) -> None:
        """Repaint only the spaces that changed (most actions change one or two)."""
        changed = range(top.row(), bottom.row() + 1)
        self._watch_arrivals(changed)
        if self._offset:
            return                              # turning: every frame repaints whole
        for price in changed:
            self.update(self._space_rect(price, self._ringed(price)))

    def _hint_changed(self) -> None:
        target = self.table.hints.target()
        hinted = target[1] if target is not None and target[0] == "wheel" else -1
        for price in {self._hinted, hinted} - {-1}:
            self.update(self._space_rect(price + self._offset, True))
        self._hinted = hinted

    def turn(self, steps: int) -> None:
        """Animate the groups moving ``steps`` spaces toward 0."""
        self._hover = -1            # the ring marked the group just bought, not its successor
        self._turn.stop()
        self._turn.setStartValue(float(steps))
        self._turn.setEndValue(0.0)
        self._turn.setDuration(TURN_MS)
        self._turn.start()

    def is_turning(self) -> bool:
        return self._turn.state() == QVariantAnimation.State.Running

    # --- the colour draft's arrivals (R-A2) ---------------------------------------------
    def _watch_arrivals(self, spaces: range = range(WHEEL_SPACES)) -> None:
        new = set()
        for price in spaces:
            index = self.model.index(price)
            viking = index.data(Role.VIKING) or 0
            if viking and not self._vikings[price] and index.data(Role.TILE) \
                    and not self._offset:
                new.add(price)
            self._vikings[price] = viking
        # only a draft places Vikings onto tiles already on the wheel; a new round's base
        # offer fills all twelve spaces at once and needs no motion
        if new and len(new) < WHEEL_SPACES and self.table.computers.pace_ms > 0 \
                and not self._settling:
            self._arriving = new
            self._arrival.setDuration(min(ARRIVAL_MS, self.table.computers.pace_ms))
            self._arrival.start()

    def _on_position_reset(self, _reset) -> None:
        self._settling = True
        if self.is_arriving():
            self._arrival.stop()
            self._arriving = set()
            self.update()

    def _settled(self) -> None:
        self._settling = False

    def is_arriving(self) -> bool:
        return self._arrival.state() == QVariantAnimation.State.Running

    def _arrived(self) -> None:
        self._arriving = set()
        self.update()

    def _on_turn(self, value: float) -> None:
        self._offset = value
        self.update()

    # --- geometry ----------------------------------------------------------------------------
    def _space_rect(self, position: float, rings: bool = True) -> QRect:
        """What a group at ``position`` covers: its tile and its Viking, and with ``rings``
        the ring of the mouse or the hint around it too."""
        key = (self.width(), self.height(), position, rings)
        rect = self._space_rects.get(key)
        if rect is None:
            if len(self._space_rects) > 4 * WHEEL_SPACES:
                self._space_rects.clear()          # resized, or turning: positions between
            rect = self._space_rects[key] = self._covered(position, rings)
        return rect

    def _covered(self, position: float, rings: bool) -> QRect:
        _, radius = self._frame()
        # (fraction of the radius, half the side of what is drawn there)
        parts = [(TILE_RING, radius * GROUP_TILE / 2), (VIKING_RING, radius * 0.1)]
        if rings:
            parts.append((0.73, radius * 0.21 + 3))
        area = QRectF()
        for fraction, half in parts:
            spot = self._point(position, fraction)
            area = area.united(QRectF(spot.x() - half, spot.y() - half, 2 * half, 2 * half))
        return area.adjusted(-2, -2, 2, 2).toAlignedRect()

    def _ringed(self, price: int) -> bool:
        """Whether a ring may be drawn around the group at ``price`` (mouse or hint)."""
        target = self.table.hints.target()
        return price == self._hover or (target is not None and target[0] == "wheel"
                                        and target[1] == price)

    def _hub_rect(self) -> QRect:
        """What _paint_hub draws on (its text box and the coins): kept clear of the groups'
        areas, so that a new gold or fame repaints no group."""
        center, radius = self._frame()
        return QRectF(center.x() - radius * 0.25 - 2, center.y() - radius * HUB_TOP - 2,
                      radius * 0.5 + 4, radius * (HUB_TOP + HUB_BOTTOM) + 4).toAlignedRect()

    def _frame(self) -> tuple[QPointF, float]:
        side = min(self.width(), self.height())
        return QPointF(self.width() / 2, self.height() / 2), side / 2 - 4

    @staticmethod
    def _angle(position: float) -> float:
        """Radians of a space: price 0 at the top, prices rising clockwise."""
        return math.radians(-90 + position * SPACE_DEGREES)

    def _point(self, position: float, fraction: float) -> QPointF:
        center, radius = self._frame()
        angle = self._angle(position)
        return center + QPointF(math.cos(angle), math.sin(angle)) * radius * fraction

    def space_center(self, price: int) -> QPoint:
        """Where the group at ``price`` is drawn (tests click there)."""
        return self._point(price, TILE_RING).toPoint()

    def space_at(self, pos: QPointF) -> int:
        center, radius = self._frame()
        delta = QPointF(pos) - center
        distance = math.hypot(delta.x(), delta.y())
        if not radius * 0.3 <= distance <= radius * 1.02:
            return -1
        degrees = math.degrees(math.atan2(delta.y(), delta.x())) + 90
        return round(degrees / SPACE_DEGREES) % WHEEL_SPACES

    # --- gestures ----------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._keyed = False
        space = self.space_at(event.position())
        if space != self._hover:
            self._hover = space
            self.update()

    def leaveEvent(self, event: QEvent) -> None:
        # the mouse's ring goes with the mouse (a ring left behind reads like the hint);
        # the keyboard's stays where the arrows put it
        if not (self._keyed and self.hasFocus()):
            self._hover = -1
        self.update()
        super().leaveEvent(event)

    def keyPressEvent(self, event) -> None:
        """Keyboard play: Left/Right (or Up/Down) go to the previous/next group, Enter or
        Space buys it."""
        key = event.key()
        spaces = [p for p in range(WHEEL_SPACES) if self.model.data(self.model.index(p), Role.TILE)]
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up) and spaces:
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
            self._keyed = True
            if self._hover not in spaces:
                self._hover = spaces[0 if step > 0 else -1]
            else:
                self._hover = spaces[(spaces.index(self._hover) + step) % len(spaces)]
            self.setAccessibleDescription(
                str(self.model.data(self.model.index(self._hover), Qt.ItemDataRole.ToolTipRole) or ""))
            self.update()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self._hover in spaces:
            self.table.request_buy(self._hover)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        space = self.space_at(event.position())
        if space >= 0 and self.model.data(self.model.index(space), Role.TILE):
            self.table.request_buy(space)

    def group_tile_side(self) -> float:
        """How large a group's tile is drawn now, in pixels."""
        return self._frame()[1] * GROUP_TILE

    def hovered_space(self) -> int:
        """The space the ring marks (the mouse's or the arrows'); -1: none."""
        return self._hover

    def set_counts(self, counts) -> None:
        """Where the hub's tooltip reads the Vikings in the bag and the tiles to come."""
        self._counts = counts

    def on_hub(self, pos: QPointF) -> bool:
        center, radius = self._frame()
        offset = pos - center
        return math.hypot(offset.x(), offset.y()) <= radius * HUB_FRACTION

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            space = self.space_at(QPointF(event.pos()))
            text = self.model.data(self.model.index(space), Qt.ItemDataRole.ToolTipRole) if space >= 0 else None
            if not text and self._counts is not None and self.on_hub(QPointF(event.pos())):
                text = self._counts.html()          # what is still to come, on the hub
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    # --- drawing -----------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        center, radius = self._frame()
        disc = self._disc_pixmap(center, radius)
        for part in region_rects(event.region()):
            # only the parts to repaint: blending the whole disc cost more than the rest
            draw_in_strips(painter, QRectF(part), disc, QRectF(part))
        if not self.turn_model.rowCount():              # no game yet: the bare wheel
            return
        tile_side = radius * GROUP_TILE
        figure = radius * 0.2
        area = event.region()
        for price in range(WHEEL_SPACES):
            position = price + self._offset
            if not area.intersects(self._space_rect(position, self._ringed(price))):
                continue                      # only a space or the hub changed
            index = self.model.index(price)
            tile = index.data(Role.TILE)
            if not tile:
                continue
            dimmed = bool(index.data(Role.DIMMED))
            spot = self._point(position, TILE_RING)
            painter.save()
            if dimmed:
                painter.setOpacity(0.3)
            if price == self._hover and not self._offset and (not dimmed or self.hasFocus()):
                # green where a click buys; the keyboard's place on a group it cannot buy: grey
                painter.setPen(QPen(palette.HIGHLIGHT_GREEN, 4) if not dimmed
                               else QPen(QColor("#555555"), 3, Qt.PenStyle.DotLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(self._point(position, 0.73), radius * 0.2, radius * 0.2)
            painting.paint_tile(painter, QRectF(spot.x() - tile_side / 2, spot.y() - tile_side / 2,
                                           tile_side, tile_side), tile)
            viking = index.data(Role.VIKING)
            if viking:              # during the colour draft a tile waits for its Viking
                ring = VIKING_RING
                if price in self._arriving:
                    ring = 0.42 + (VIKING_RING - 0.42) * float(self._arrival.currentValue() or 0)
                outer = self._point(position, ring)
                painting.paint_viking(painter, QRectF(outer.x() - figure / 2,
                                                      outer.y() - figure / 2, figure, figure),
                                      viking)
            painter.restore()
        self._paint_hint(painter, radius)
        if area.intersects(self._hub_rect()):
            self._paint_hub(painter, center, radius)

    def _paint_hint(self, painter: QPainter, radius: float) -> None:
        """Help → Hint: a gold ring around the group the hint would buy."""
        target = self.table.hints.target()
        if target is None or target[0] != "wheel":
            return
        painter.setPen(QPen(HINT_GOLD, 4, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(self._point(target[1], 0.73), radius * 0.21, radius * 0.21)

    def _disc_pixmap(self, center: QPointF, radius: float) -> QPixmap:
        """The wood, spokes and price coins never change: paint them once per size."""
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr)
        if self._disc is None or self._disc[0] != key:
            pixmap = QPixmap(round(self.width() * dpr), round(self.height() * dpr))
            pixmap.setDevicePixelRatio(dpr)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._paint_disc(painter, center, radius)
            painter.end()
            self._disc = (key, pixmap)
        return self._disc[1]

    def _paint_disc(self, painter: QPainter, center: QPointF, radius: float) -> None:
        glow = QRadialGradient(center, radius)
        glow.setColorAt(0, WOOD_LIGHT)
        glow.setColorAt(1, WOOD)
        painter.setPen(QPen(INK, 2))
        painter.setBrush(glow)
        painter.drawEllipse(center, radius, radius)
        painter.setBrush(PARCHMENT)
        painter.drawEllipse(center, radius * 0.42, radius * 0.42)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(10, int(radius * 0.1)))
        painter.setFont(font)
        for price in range(WHEEL_SPACES):
            # spokes between the spaces, then the fixed price numbers (R-B1)
            a = self._angle(price + 0.5)
            direction = QPointF(math.cos(a), math.sin(a))
            painter.setPen(QPen(QColor(43, 36, 32, 110), 1.5))
            painter.drawLine(center + direction * radius * 0.42, center + direction * radius)
            spot = self._point(price, 0.35)
            badge = QRectF(spot.x() - radius * 0.075, spot.y() - radius * 0.075,
                           radius * 0.15, radius * 0.15)
            painting.paint_coin(painter, badge, str(price))

    def _paint_hub(self, painter: QPainter, center: QPointF, radius: float) -> None:
        turn = self.turn_model
        box = QRectF(center.x() - radius * 0.25, center.y() - radius * HUB_TOP,
                     radius * 0.5, radius * (HUB_TOP + HUB_BOTTOM))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(10, int(radius * 0.075)))
        painter.setFont(font)
        painter.setPen(INK)
        if turn.value(Role.OVER):
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.tr("Game over"))
            return
        round_text = self.tr("Round {round}/{rounds}").format(round=turn.value(Role.ROUND),
                                                              rounds=ROUNDS)
        # "Durchgang 3/6" is longer; and a small wheel's larger letters must not reach the
        # price coins around the hub: as wide as the ring leaves at the text's edge
        size = font.pixelSize()
        if not _fit_font(painter, font, round_text, _chord(radius, HUB_TOP)):
            # the smallest wheel in German: the round's numbers alone, as large as they fit
            round_text = f"{turn.value(Role.ROUND)}/{ROUNDS}"
            font.setPixelSize(size)
            _fit_font(painter, font, round_text, _chord(radius, HUB_TOP))
        painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                         round_text)
        # what the player to act can spend: gold and fame (R-B4), right where they buy
        side = radius * 0.16
        top = center.y() - side * 0.62
        painting.paint_coin(painter, QRectF(center.x() - side * 1.08, top, side, side),
                            str(turn.value(Role.GOLD)))
        painting.paint_fame(painter, QRectF(center.x() + side * 0.08, top, side, side),
                            str(turn.value(Role.FAME)))
        font.setBold(False)
        font.setPixelSize(max(9, int(radius * 0.058)))
        painter.setFont(font)
        then = (self.tr("then small\nscoring") if turn.value(Role.NEXT_SCORING) == SMALL
                else self.tr("then large\nscoring"))
        _fit_font(painter, font, then, _chord(radius, HUB_BOTTOM))
        painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                         then)


def _chord(radius: float, edge: float) -> float:
    """How wide a line may be whose far edge is ``edge`` (of the radius) above or below
    the centre, to stay inside the ring of price coins."""
    return 2 * radius * math.sqrt(max(0.0, HUB_CLEAR ** 2 - edge ** 2))


def _fit_font(painter: QPainter, font: QFont, text: str, width: float) -> bool:
    """Set ``font`` on ``painter``, smaller if a line of ``text`` is wider than ``width``
    (German words are longer than English ones); False if even the smallest is too wide."""
    widest = max(QFontMetricsF(font).horizontalAdvance(line) for line in text.split("\n"))
    if widest > width > 0:
        size = max(MIN_HUB_PIXELS, int(font.pixelSize() * width / widest))
        font.setPixelSize(size)
        widest = max(QFontMetricsF(font).horizontalAdvance(line) for line in text.split("\n"))
    painter.setFont(font)
    return widest <= width
