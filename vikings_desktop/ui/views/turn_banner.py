"""Whose turn it is: a line in the colour of the seat to act (the turn model's
banner)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import (
    QLabel,
    QWidget,
)

from ..models.roles import Role
from ..models.turn_model import TurnModel, on_roles


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
