"""One framed panel per player's display: the name, the held special tiles, the
Enlarge button and the board."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..models.advanced_models import HeldSpecialsModel
from ..models.players_model import PlayersModel
from ..models.roles import Role
from ..models.turn_model import TurnModel
from ..session.game_controller import GameController
from .advanced_panel import HeldSpecialsView
from .board import BoardView


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
        fame_text = self.tr("{fame} fame").format(fame=fame)
        self.title.setText(
            f"<span style='color:{colour}; font-size:15pt'>■</span> <b>{name}</b>"
            f" <span style='color:#555'>— {kind}</span> &nbsp; "
            f"<b style='color:#a17a17'>{gold_text}</b> &nbsp; "
            f"<b style='color:#8c2f39'>{fame_text}</b>"
            + (self.tr("&nbsp; <i>— to play</i>") if current else ""))
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
