"""The panels around the wheel and the displays: whose turn it is, the held tile (the
"hand"), the actions of the turn (fame for gold, the Boatsman phase) and one framed
panel per player's display. They show what the turn and players models say (roles) and
forward clicks to the controller."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop.engine import Done, UseBoat

from .advanced_panel import HeldSpecialsView
from .art import painting
from .art.palette import HIGHLIGHT_GREEN
from .board import BoardView, board_at
from .game_controller import TILE, GameController
from .models.advanced_models import HeldSpecialsModel
from .models.players_model import PlayersModel
from .models.roles import Role
from .models.turn_model import BOATSMAN_PAGE, DRAW, BoatsmanChoices, TurnModel, on_roles
from .refusal_text import viking_name

TURN_AREA_HEIGHT = 150     # the hand, or the Boatsman choices in its place
NEVER_SHOWN = object()     # the Boatsman choices before the first refresh (it hides them)


def set_style(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it changes: re-polishing is slow."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


class TurnBanner(QLabel):
    """A clear "your turn, NAME" line in the colour of the seat to act (hot-seat)."""

    SHOWS = frozenset({Role.BANNER, Role.COLOUR})

    def __init__(self, turn: TurnModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.turn_model = turn
        self.setWordWrap(True)
        self.setMinimumHeight(46)
        self.setContentsMargins(10, 6, 10, 6)
        self.colour = QColor("#555555")
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor("white"))
        self.setPalette(palette)
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.setFont(font)
        turn.dataChanged.connect(on_roles(self.SHOWS, self.refresh))
        turn.modelReset.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.setText(self.turn_model.value(Role.BANNER))
        colour = self.turn_model.value(Role.COLOUR)
        if colour != self.colour.name():
            self.colour = QColor(colour)
            self.update()

    def paintEvent(self, event) -> None:
        # a rounded plate in the seat's colour (painted: style sheets re-polish slowly)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(QRectF(self.rect()), 6, 6)
        painter.end()
        super().paintEvent(event)


class HandWidget(QWidget):
    """The held group: the bought tile with its Viking, and the start tile until it is
    placed (R-P2). Press an item to hold it; drag it onto a cell, or click a cell."""

    ITEM = 64
    SHOWS = frozenset({Role.HAND, Role.HELD, Role.ACTOR, Role.TO_MAINLAND})

    def __init__(self, controller: GameController, turn: TurnModel,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.turn_model = turn
        self._dragging = False
        self.setMinimumHeight(self.ITEM + 22)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setToolTip(self.tr("Drag a tile onto a green or orange cell of your display, or "
                                "click the cell. On your first purchase, click the start tile "
                                "to place it first (column 1)."))
        turn.dataChanged.connect(on_roles(self.SHOWS, self.update))
        turn.modelReset.connect(self.update)

    def sizeHint(self) -> QSize:
        return QSize(3 * self.ITEM + 40, self.ITEM + 22)

    def items(self) -> list[tuple[str, QRectF]]:
        """(TILE/START, rect) of what is in the hand now (a computer's too, to follow it)."""
        return [(item, rect) for (item, _, _), rect in self._placed_items()]

    def _placed_items(self) -> list[tuple[tuple[str, int, int], QRectF]]:
        result = []
        x = 8.0
        for hand_item in self.turn_model.value(Role.HAND) or ():
            result.append((hand_item, QRectF(x, 16, self.ITEM, self.ITEM)))
            x += self.ITEM * 1.9
        return result

    def item_center(self, item: str) -> QPoint:
        return next(rect for name, rect in self.items() if name == item).center().toPoint()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        items = self._placed_items()
        if not items:
            painter.setPen(QColor("#666666"))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("Bought tiles appear here"))
            return
        held = self.turn_model.value(Role.HELD)
        actor = self.turn_model.value(Role.ACTOR)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 0.9)
        painter.setFont(font)
        for (name, tile, viking), rect in items:
            caption = self.tr("Bought tile") if name == TILE else self.tr("Start tile")
            if actor:
                caption = f"{actor}: {caption}"
            painter.setOpacity(1.0 if name == held or held is None else 0.55)
            painting.paint_tile(painter, rect, tile)
            if viking:
                painting.paint_viking(painter, self.viking_rect(rect), viking,
                                      dimmed=bool(self.turn_model.value(Role.TO_MAINLAND)))
            painter.setOpacity(1.0)
            painter.setPen(QColor("#2b2420"))
            painter.drawText(QRectF(rect.left(), 0, rect.width() * 2, 15), Qt.AlignmentFlag.AlignLeft, caption)
            if name == held:
                painter.setPen(QPen(HIGHLIGHT_GREEN, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 5, 5)

    @staticmethod
    def viking_rect(tile_rect: QRectF) -> QRectF:
        """Where the bought Viking stands beside its tile in the hand."""
        side = tile_rect.height() * 0.7
        return QRectF(tile_rect.right() + 4, tile_rect.top() + tile_rect.height() * 0.25,
                      side, side)

    def viking_center(self) -> QPoint:
        return self.viking_rect(dict(self.items())[TILE]).center().toPoint()

    def _item_at(self, pos) -> str | None:
        return next((name for name, rect in self.items() if rect.contains(pos)), None)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.turn_model.value(Role.HUMAN_TO_ACT):
            return
        tile = dict(self.items()).get(TILE)
        if tile is not None and self.viking_rect(tile).contains(event.position()):
            # a click on the Viking: it waits on the mainland (again: it may stand, R-P6)
            self.controller.toggle_viking_to_mainland()
            return
        item = self._item_at(event.position())
        self._dragging = item is not None
        if item:
            self.controller.hold(item)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._dragging:
            board = board_at(event.globalPosition().toPoint())
            if board is not None:
                board.show_held_at(board.viewport().mapFromGlobal(event.globalPosition().toPoint()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if not self._dragging:
            return
        self._dragging = False
        board = board_at(event.globalPosition().toPoint())
        if board is not None:
            board.drop_at(board.viewport().mapFromGlobal(event.globalPosition().toPoint()))
        elif not self.rect().contains(event.position().toPoint()):
            self.controller.drop_outside()


class ActionPanel(QWidget):
    """The turn's choices besides the wheel and the displays: the hand, "Viking to the
    mainland" (R-P6), fame for gold (R-B4), and the Boatsman phase (R-K2.1)."""

    exchange_clicked = Signal()
    SHOWS = frozenset({Role.PAGE, Role.MAY_STAND, Role.TO_MAINLAND, Role.MAY_EXCHANGE,
                       Role.BOATSMAN})

    def __init__(self, controller: GameController, turn: TurnModel,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.turn_model = turn
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.hand = HandWidget(controller, turn)
        # the hand and the Boatsman choices take turns in one place of one height, so the
        # wheel above keeps its size when the Boatsman phase comes (the layout never jumps)
        self.turn_area = QStackedWidget()
        self.turn_area.addWidget(self.hand)
        layout.addWidget(self.turn_area)
        row = QHBoxLayout()
        self.mainland_box = QCheckBox(self.tr("Viking to the mainland"))
        self.mainland_box.setToolTip(self.tr("On a green cell the Viking may stand on the tile; "
                                             "tick this to send it to the mainland instead"))
        self.mainland_box.toggled.connect(controller.set_viking_to_mainland)
        row.addWidget(self.mainland_box)
        self.exchange_button = QPushButton(self.tr("Fame → gold…"))
        self.exchange_button.setToolTip(self.tr("Exchange fame for gold 1:1 on your buying turn"))
        self.exchange_button.clicked.connect(self.exchange_clicked)
        row.addWidget(self.exchange_button)
        layout.addLayout(row)
        self.boatsman_frame = QFrame()
        boat_layout = QVBoxLayout(self.boatsman_frame)
        boat_layout.setContentsMargins(4, 2, 4, 2)
        self.boatsman_text = QLabel()
        self.boatsman_text.setWordWrap(True)
        boat_layout.addWidget(self.boatsman_text)
        self.boatsman_buttons = QGridLayout()          # two columns: more fit in the place
        boat_layout.addLayout(self.boatsman_buttons)
        boat_layout.addStretch(1)
        boat_scroll = QScrollArea()
        boat_scroll.setWidgetResizable(True)
        boat_scroll.setFrameShape(QFrame.Shape.StyledPanel)
        boat_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        boat_scroll.setWidget(self.boatsman_frame)
        self.turn_area.addWidget(boat_scroll)
        self.turn_area.setFixedHeight(max(self.hand.sizeHint().height(), TURN_AREA_HEIGHT))
        self._boatsman_shown: object = NEVER_SHOWN
        turn.modelReset.connect(self._forget_boatsman)
        turn.modelReset.connect(self.refresh)
        turn.dataChanged.connect(on_roles(self.SHOWS, self.refresh))
        self.refresh()

    def add_draw_page(self, widget: QWidget) -> None:
        """The advanced game's auction and draft, shown in the hand's place in their phases
        (nothing is held then)."""
        self.turn_area.addWidget(widget)
        self.refresh()

    def _add_boatsman_button(self, button: QPushButton) -> None:
        """Uses two to a row; "Done" (the longest text) on a row of its own."""
        index = self.boatsman_buttons.count()
        if button.objectName() == "boatsman-done":
            self.boatsman_buttons.addWidget(button, (index + 1) // 2, 0, 1, 2)
        else:
            self.boatsman_buttons.addWidget(button, index // 2, index % 2)

    def _forget_boatsman(self) -> None:
        self._boatsman_shown = NEVER_SHOWN

    def refresh(self) -> None:
        turn = self.turn_model
        page = turn.value(Role.PAGE)
        self.turn_area.setCurrentIndex(
            1 if page == BOATSMAN_PAGE else 2 if page == DRAW and self.turn_area.count() > 2
            else 0)
        # the choice exists only where the Viking could stand on the tile (R-P6 green)
        self.mainland_box.setEnabled(bool(turn.value(Role.MAY_STAND)))
        self.mainland_box.blockSignals(True)
        self.mainland_box.setChecked(bool(turn.value(Role.TO_MAINLAND)))
        self.mainland_box.blockSignals(False)
        self.exchange_button.setEnabled(bool(turn.value(Role.MAY_EXCHANGE)))
        self._refresh_boatsman(turn.value(Role.BOATSMAN))

    def _refresh_boatsman(self, choices: BoatsmanChoices | None) -> None:
        if choices == self._boatsman_shown:
            return
        self._boatsman_shown = choices
        while self.boatsman_buttons.count():
            item = self.boatsman_buttons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)      # gone at once, not at the next deferred delete
                widget.deleteLater()
        if choices is None:
            return
        controller = self.controller
        if not choices.moving:
            boatsmen = choices.boatsmen
            if choices.advanced:
                text = self.tr("<b>Large scoring — Boatsmen.</b> You have %n Boatsman(s) on "
                               "the mainland. Each one ferries <i>one</i> Viking from the "
                               "mainland onto an empty tile of its own row: click a green "
                               "tile. A boat tile lets one Boatsman ferry as in the base game. "
                               "The Boatsman used leaves the game.", "", boatsmen)
            else:
                text = self.tr("<b>Large scoring — Boatsmen.</b> You have %n Boatsman(s) on the "
                               "mainland. Each one ferries Vikings from the mainland onto empty "
                               "tiles of their own rows: <i>all of one colour</i> or <i>one of each "
                               "colour</i>. The Boatsman used leaves the game.", "", boatsmen)
            if choices.last_round:
                text += self.tr(" <b>Round 6:</b> you must move as many Vikings as possible.")
            # one short line in the place of the hand; the whole explanation on hover
            self.boatsman_text.setToolTip(text)
            short = self.tr("<b>Boatsmen:</b> %n on your mainland — choose how to use one",
                            "", boatsmen)
            if choices.last_round:
                short += self.tr(" (round 6: as many Vikings as possible)")
            self.boatsman_text.setText(short)
            for action, label in choices.options:
                button = QPushButton(label)
                if isinstance(action, Done):
                    button.clicked.connect(controller.finish)
                    button.setObjectName("boatsman-done")
                elif isinstance(action, UseBoat):
                    button.clicked.connect(lambda _=False, c=action.colour: controller.use_boat(c))
                    button.setObjectName(f"boat-{action.colour}")
                else:
                    button.clicked.connect(
                        lambda _=False, c=action.colour: controller.use_boatsman(c))
                    button.setObjectName(f"boatsman-{action.colour}")
                self._add_boatsman_button(button)
            return
        waiting = ", ".join(viking_name(v) for v in choices.ferried)
        self.boatsman_text.setText(
            self.tr("<b>Move the ferried Vikings:</b> click a green tile for each ({waiting}).")
            .format(waiting=waiting))
        if choices.options:                       # Done: the rest stay on the mainland
            button = QPushButton(self.tr("Leave the rest on the mainland"))
            button.setObjectName("boatsman-done")
            button.clicked.connect(controller.finish)
            self._add_boatsman_button(button)


class DisplayPanel(QFrame):
    """A player's header (name, gold, fame) above their display; framed in the seat's
    colour while it is their turn. ``enlarge_clicked`` asks the window to fill with it."""

    enlarge_clicked = Signal(int)

    def __init__(self, controller: GameController, players: PlayersModel, turn: TurnModel,
                 seat: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.players = players
        self.seat = seat
        self.setObjectName("display-panel")
        self._frame = (QColor("#b9b1a0"), 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        header = QHBoxLayout()
        self.title = QLabel()
        # the header's text changes every turn ("— to play", gold, fame): it must never
        # change the panel's width, or every display re-lays out and repaints whole
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        header.addWidget(self.title, 1)
        self.specials = HeldSpecialsView(HeldSpecialsModel(controller, seat))   # R-S
        header.addWidget(self.specials)
        self.enlarge_button = QPushButton(self.tr("Enlarge"))
        self.enlarge_button.setCheckable(True)
        self.enlarge_button.setToolTip(self.tr("Show this display alone, filling the window"))
        self.enlarge_button.toggled.connect(lambda _: self.enlarge_clicked.emit(self.seat))
        header.addWidget(self.enlarge_button)
        layout.addLayout(header)
        self.board = BoardView(controller, turn, seat)
        layout.addWidget(self.board)
        players.dataChanged.connect(self.refresh)
        players.modelReset.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        if self.seat >= self.players.rowCount():
            return
        index = self.players.index(self.seat, 0)
        colour = index.data(Role.COLOUR)
        current = bool(index.data(Role.CURRENT))
        gold, fame, kind = index.data(Role.GOLD), index.data(Role.FAME), index.data(Role.PLAYS)
        name = self.controller.seat_name(self.seat)
        self.board.setAccessibleName(self.tr("{name}'s display").format(name=name))
        gold_text = self.tr("{gold} gold").format(gold=gold)
        fame_text = self.tr("%n fame", None, fame)
        # gold and fame first: a narrow header clips the seat's kind (also in the players
        # table), never the numbers ("Siegpunkte" is longer than "fame")
        self.title.setText(
            f"<span style='color:{colour}; font-size:15pt'>■</span> <b>{name}</b> &nbsp; "
            f"<b style='color:#a17a17'>{gold_text}</b> &nbsp; "
            f"<b style='color:#8c2f39'>{fame_text}</b>"
            + (self.tr("&nbsp; <i>— to play</i>") if current else "")
            + f" <span style='color:#555'>— {kind}</span>")
        frame = (QColor(colour), 3) if current else (QColor("#b9b1a0"), 1)
        if frame != self._frame:
            self._frame = frame
            self._update_frame()

    def _update_frame(self) -> None:
        """Repaint only the frame's ring: a whole-panel update repaints the board inside."""
        ring, width, height = 5, self.width(), self.height()
        for strip in (QRect(0, 0, width, ring), QRect(0, height - ring, width, ring),
                      QRect(0, 0, ring, height), QRect(width - ring, 0, ring, height)):
            self.update(strip)

    def paintEvent(self, event) -> None:
        # the frame in the seat's colour while it is their turn (painted, not a style sheet)
        colour, width = self._frame
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colour, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = width / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 6, 6)
