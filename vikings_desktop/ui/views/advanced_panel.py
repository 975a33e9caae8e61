"""Beside the wheel in the advanced game (RULES.md §10): the 13 drawn Vikings sorted by
colour (click one to remove it, or to put its colour on the wheel), the auction for start
player (who leads, who passed; a bid box that says what a bid above one's gold costs in
fame; Bid and Pass) and the four face-up special tiles (their effect on hover; a click
takes one when a purchase brings it). Views read the models and forward clicks to the
table; the engine decides what is legal."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QHelpEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop.engine import Phase

from ..art import painting
from ..art.palette import HIGHLIGHT_GREEN
from ..art.specials import paint_special
from ..models.advanced_models import (
    COUNT_ROLE,
    SPECIAL_ROLE,
    VIKING_ROLE,
    AuctionModel,
    DrawnVikingsModel,
    HeldSpecialsModel,
    SpecialOfferModel,
)
from ..models.roles import Role
from ..models.turn_model import DRAW_PHASES, TurnModel, on_roles
from ..session.game_table import GameTable


class _ItemStrip(QWidget):
    """A row of painted items from a list model; hover shows the item's tooltip, a click
    on an item calls ``clicked(row)`` when ``active()`` says clicks mean something."""

    def __init__(self, model, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = model
        self._hover = -1
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Left/Right choose an item, Enter takes it
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        model.dataChanged.connect(self.update)
        model.modelReset.connect(self.update)

    def rows(self) -> list[int]:
        return list(range(self.model.rowCount()))

    def item_rects(self) -> list[tuple[int, QRectF]]:
        rows = self.rows()
        if not rows:
            return []
        side = min(self.height() - 4.0, (self.width() - 4.0) / max(1, len(rows)) - 4)
        return [(row, QRectF(2 + i * (side + 4), 2, side, side)) for i, row in enumerate(rows)]

    def row_at(self, pos: QPointF) -> int:
        for row, rect in self.item_rects():
            if rect.contains(pos):
                return row
        return -1

    def item_center(self, row: int):
        """Where item ``row`` is drawn (tests click there)."""
        for r, rect in self.item_rects():
            if r == row:
                return rect.center().toPoint()
        raise ValueError(f"row {row} is not shown")

    def active(self) -> bool:
        return False

    def clicked(self, row: int) -> None:
        """What a click on item ``row`` does while ``active()``: a strip whose items are
        only shown (the special tiles a player holds) takes no click."""

    def keyPressEvent(self, event) -> None:
        rows = self.rows()
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and rows:
            step = 1 if key == Qt.Key.Key_Right else -1
            self._hover = (rows[0] if self._hover not in rows
                           else rows[(rows.index(self._hover) + step) % len(rows)])
            self.setAccessibleDescription(str(self.model.data(self.model.index(self._hover),
                                                              Qt.ItemDataRole.ToolTipRole) or ""))
            self.update()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self._hover in rows \
                and self.active():
            self.clicked(self._hover)
            return
        super().keyPressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        row = self.row_at(event.position())
        if row != self._hover:
            self._hover = row
            self.update()

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = -1
        self.update()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        row = self.row_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and row >= 0 and self.active():
            self.clicked(row)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            row = self.row_at(QPointF(event.pos()))
            text = (self.model.data(self.model.index(row), Qt.ItemDataRole.ToolTipRole)
                    if row >= 0 else None)
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def paint_hover(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(HIGHLIGHT_GREEN, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 5, 5)


class DrawnVikingsView(_ItemStrip):
    """The drawn Vikings, one figure per colour with how many wait."""

    def __init__(self, table: GameTable, turn: TurnModel, model: DrawnVikingsModel,
                 parent: QWidget | None = None):
        super().__init__(model, parent)
        self.table = table            # gestures only; what to show: the models
        self.turn = turn
        self.setAccessibleName(self.tr("Drawn Vikings"))
        self.setMinimumHeight(48)

    def sizeHint(self) -> QSize:
        return QSize(300, 52)

    def rows(self) -> list[int]:
        return [row for row in range(self.model.rowCount())
                if self.model.data(self.model.index(row), COUNT_ROLE)]

    def active(self) -> bool:
        return bool(self.turn.value(Role.HUMAN_TO_ACT)
                    and self.turn.value(Role.PHASE) in (Phase.REMOVE_VIKING, Phase.DRAFT))

    def clicked(self, row: int) -> None:
        self.table.advanced.choose_drawn_viking(self.model.data(self.model.index(row), VIKING_ROLE))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        for row, rect in self.item_rects():
            index = self.model.index(row)
            figure = rect.adjusted(0, 0, -rect.width() * 0.3, 0)
            painting.paint_viking(painter, figure, index.data(VIKING_ROLE))
            painter.setPen(QColor("#2b2420"))
            painter.drawText(rect.adjusted(rect.width() * 0.55, 0, 0, 0),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                             f"×{index.data(COUNT_ROLE)}")
            if row == self._hover and self.active():
                self.paint_hover(painter, rect)
        painter.end()


SPECIAL_SIDE = 60       # a face-up special tile beside the wheel (pixels, at most)


class SpecialOfferView(_ItemStrip):
    """The four face-up special tiles; a click takes one when a purchase brings it."""

    def __init__(self, table: GameTable, turn: TurnModel, model: SpecialOfferModel,
                 parent: QWidget | None = None):
        super().__init__(model, parent)
        self.table = table            # gestures only; what to show: the models
        self.turn = turn
        self.setAccessibleName(self.tr("Face-up special tiles"))
        # a column beside the wheel: the wheel keeps its size in the advanced game
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setFixedWidth(SPECIAL_SIDE + 4)
        self.setMinimumHeight(4 * (SPECIAL_SIDE // 2 + 4))

    def sizeHint(self) -> QSize:
        # small: the row beside the wheel grows with the wheel, the tiles with the row
        return QSize(SPECIAL_SIDE + 4, 4 * (SPECIAL_SIDE // 2 + 4))

    def item_rects(self) -> list[tuple[int, QRectF]]:
        rows = self.rows()
        if not rows:
            return []
        side = min(self.width() - 4.0, (self.height() - 4.0) / len(rows) - 6)
        return [(row, QRectF((self.width() - side) / 2, 2 + i * (side + 6), side, side))
                for i, row in enumerate(rows)]

    def rows(self) -> list[int]:
        return [row for row in range(self.model.rowCount())
                if self.model.data(self.model.index(row), SPECIAL_ROLE)]

    def active(self) -> bool:
        return bool(self.turn.value(Role.HUMAN_TO_ACT)
                    and self.turn.value(Role.PHASE) is Phase.SPECIAL)

    def clicked(self, row: int) -> None:
        self.table.advanced.take_special(self.model.data(self.model.index(row), SPECIAL_ROLE))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        active = self.active()
        for row, rect in self.item_rects():
            paint_special(painter, rect, self.model.data(self.model.index(row), SPECIAL_ROLE))
            if active:
                painter.setPen(QPen(HIGHLIGHT_GREEN, 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 5, 5)
            if row == self._hover and active:
                self.paint_hover(painter, rect)
        painter.end()


class HeldSpecialsView(_ItemStrip):
    """The special tiles a player holds, small, in their display's header."""

    def __init__(self, model: HeldSpecialsModel, parent: QWidget | None = None):
        super().__init__(model, parent)
        self.setAccessibleName(self.tr("Special tiles held"))
        self.setFixedHeight(26)
        model.modelReset.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:
        return QSize(4 + 26 * self.model.rowCount(), 26)

    def minimumSizeHint(self) -> QSize:
        # in a narrow header the tiles overlap like a fanned hand rather than push the
        # player's name and fame out of sight
        return QSize(min(self.sizeHint().width(), 4 + 22 + 8 * max(0, self.model.rowCount() - 1)), 26)

    def item_rects(self) -> list[tuple[int, QRectF]]:
        rows = self.rows()
        step = min(26.0, (self.width() - 26) / max(1, len(rows) - 1))
        return [(row, QRectF(2 + i * step, 2, 22, 22)) for i, row in enumerate(rows)]

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for row, rect in self.item_rects():
            paint_special(painter, rect, self.model.data(self.model.index(row), SPECIAL_ROLE))
        painter.end()


class AdvancedPanel(QFrame):
    """The advanced game's part of the table beside the wheel (hidden in the base game)."""

    # what the panel shows of the turn (the bid range follows the player to act and the bids)
    SHOWS = frozenset({Role.RULES, Role.PHASE, Role.HUMAN_TO_ACT, Role.TO_ACT, Role.GOLD,
                       Role.FAME})

    def __init__(self, table: GameTable, turn: TurnModel,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.table = table
        self.turn = turn
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Auction and special tiles"))
        self.drawn_model = DrawnVikingsModel(table)
        self.auction_model = AuctionModel(table)
        self.offer_model = SpecialOfferModel(table)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(3)
        # the drawn Vikings and the auction: shown by the action panel in the hand's place
        # (nothing is held then), so the left column fits 1366x768 in the advanced game too
        self.draw_part = QWidget()
        self.draw_part.setAccessibleName(self.tr("Auction and choosing the colours"))
        draw_layout = QVBoxLayout(self.draw_part)
        draw_layout.setContentsMargins(4, 2, 4, 2)
        draw_layout.setSpacing(2)
        offer_layout, layout = layout, draw_layout

        self.drawn_title = QLabel()
        self.drawn_title.setWordWrap(True)
        layout.addWidget(self.drawn_title)
        self.drawn_view = DrawnVikingsView(table, turn, self.drawn_model)
        layout.addWidget(self.drawn_view)
        self.auction_status = QLabel()
        self.auction_status.setWordWrap(True)
        layout.addWidget(self.auction_status)
        bid_row = QHBoxLayout()
        self.bid_box = QSpinBox()
        self.bid_box.setAccessibleName(self.tr("Your bid"))
        self.bid_box.valueChanged.connect(self._show_fame_cost)
        bid_row.addWidget(self.bid_box)
        self.bid_button = QPushButton(self.tr("Bid"))
        self.bid_button.setObjectName("auction-bid")
        self.bid_button.clicked.connect(lambda: table.advanced.bid(self.bid_box.value()))
        bid_row.addWidget(self.bid_button)
        self.pass_button = QPushButton(self.tr("Pass"))
        self.pass_button.setObjectName("auction-pass")
        self.pass_button.clicked.connect(table.advanced.pass_auction)
        bid_row.addWidget(self.pass_button)
        self.bid_widgets = QWidget()
        self.bid_widgets.setLayout(bid_row)
        bid_row.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.bid_widgets)
        self.fame_cost = QLabel()
        layout.addWidget(self.fame_cost)
        layout.addStretch(1)

        # the special tiles stand in a column beside the wheel, under a short caption
        layout = offer_layout
        layout.setContentsMargins(3, 3, 3, 3)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.offer_title = QLabel()
        self.offer_title.setWordWrap(True)
        self.offer_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.offer_title.setToolTip(self.tr("Special tiles: whoever buys the most expensive "
                                            "group of the wheel may take one"))
        layout.addWidget(self.offer_title)
        self.offer_view = SpecialOfferView(table, turn, self.offer_model)
        layout.addWidget(self.offer_view, 1)
        self.no_special_button = QPushButton(self.tr("None"))
        self.no_special_button.setToolTip(self.tr("Take no special tile"))
        self.no_special_button.setAccessibleName(self.tr("No special tile"))
        self.no_special_button.setObjectName("special-none")
        self.no_special_button.clicked.connect(lambda: table.advanced.take_special(None))
        # its room stays when hidden: the column keeps its width, the wheel beside it its
        # size (a wheel resized repaints whole, at every special tile offered)
        policy = self.no_special_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.no_special_button.setSizePolicy(policy)
        layout.addWidget(self.no_special_button)
        self._choosing: tuple | None = None     # (human to act, phase) last shown

        self.auction_model.dataChanged.connect(self._refresh_status)
        self.auction_model.modelReset.connect(self._refresh_status)
        self.auction_model.dataChanged.connect(self.refresh)     # a bid moves the bid range
        self.auction_model.modelReset.connect(self.refresh)
        turn.dataChanged.connect(on_roles(self.SHOWS, self.refresh))
        turn.modelReset.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        table, turn = self.table, self.turn
        rules = turn.value(Role.RULES)
        # the frame under the wheel holds the special tiles; the auction part lives in the
        # action panel's place for the hand (see draw_phase)
        if rules is None or rules.is_base:
            self.setVisible(False)
            return
        self.setVisible(rules.special_tiles)
        phase = turn.value(Role.PHASE)
        human = bool(turn.value(Role.HUMAN_TO_ACT))
        drawing = phase in DRAW_PHASES
        for widget in (self.drawn_title, self.drawn_view):
            widget.setVisible(drawing)
        titles: dict[Phase | None, str] = {
            Phase.AUCTION: self.tr("<b>Auction for start player</b>"),
            Phase.REMOVE_VIKING: (self.tr("<b>The winner removes one Viking</b> — click it")
                                  if human else self.tr("<b>The winner removes one Viking</b>")),
            Phase.DRAFT: self.tr("<b>Choosing the colours</b> — the chosen colour takes the "
                                 "most expensive free spaces")}
        self.drawn_title.setText(titles.get(phase, ""))
        auction = phase is Phase.AUCTION
        self.auction_status.setVisible(auction)
        bid_range = table.advanced.bid_range() if auction and human else None
        bidding = bid_range is not None
        self.bid_widgets.setVisible(bidding)
        self.fame_cost.setVisible(bidding and bool(self.fame_cost.text()))
        if bid_range is not None:
            low, high = bid_range
            self.bid_box.blockSignals(True)
            self.bid_box.setRange(low, max(low, high))
            self.bid_box.setValue(low)
            self.bid_box.blockSignals(False)
            self.bid_button.setEnabled(low <= high)
            self.bid_box.setEnabled(low <= high)
            self.pass_button.setEnabled(table.advanced.may_pass_auction())
            if low <= high:
                self._show_fame_cost(low)
            else:                     # no bid is possible: say why, not what one would cost
                self.fame_cost.setText(self.tr(
                    "Your gold and fame come to {most}, less than the lowest bid of {lowest}: "
                    "you can only pass").format(most=high, lowest=low))
                self.fame_cost.setVisible(True)
        specials = rules.special_tiles
        choosing = phase is Phase.SPECIAL and human
        for part in (self.offer_title, self.offer_view):
            part.setVisible(specials)
        self.no_special_button.setVisible(choosing)
        self.offer_title.setText(
            self.tr("<b>Take one</b>") if choosing else self.tr("Special tiles"))
        # the views repaint with their models; here only when clicks start or stop meaning
        # something (their frames and hover show that)
        active = (human, phase)
        if active != self._choosing:
            self._choosing = active
            self.offer_view.update()
            self.drawn_view.update()

    def _refresh_status(self) -> None:
        model = self.auction_model
        self.auction_status.setText(" · ".join(
            model.data(model.index(row)) for row in range(model.rowCount())))

    def _show_fame_cost(self, amount: int) -> None:
        cost = self.table.advanced.bid_fame_cost(amount)
        self.fame_cost.setText(
            self.tr("If you win with this bid, %n of it is paid in fame", None, cost)
            if cost else "")
        self.fame_cost.setVisible(bool(cost) and self.bid_widgets.isVisibleTo(self.draw_part))
