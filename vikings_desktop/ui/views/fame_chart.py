"""Fame after each round of one recorded game, a line per player in the seat's colour,
painted on parchment like the rest of the table (QPainter: no chart library needed)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from vikings_desktop.engine import ROUNDS
from vikings_desktop.persistence.records import GameRecord

from ..art.seat_shades import SEAT_SHADES

PARCHMENT = QColor("#f5ecd4")
INK = QColor("#2b2420")
GRID = QColor("#d8c9a3")
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 44, 120, 16, 34


class FameChart(QWidget):
    """Fame (y) after rounds 1–6 (x); the legend names each line and its final fame."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game: GameRecord | None = None
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Fame after each round"))

    def sizeHint(self) -> QSize:
        return QSize(520, 300)

    def set_game(self, game: GameRecord | None) -> None:
        self.game = game
        self.setAccessibleDescription(self.description())
        self.update()

    def description(self) -> str:
        """The chart in words (screen readers, tests)."""
        if self.game is None:
            return ""
        return "; ".join(f"{seat.name}: {', '.join(map(str, seat.fame_by_round))}"
                         for seat in self.game.seats)

    def plot_area(self) -> QRectF:
        return QRectF(MARGIN_LEFT, MARGIN_TOP, max(10, self.width() - MARGIN_LEFT - MARGIN_RIGHT),
                      max(10, self.height() - MARGIN_TOP - MARGIN_BOTTOM))

    def point(self, round_: int, fame: int, top: int) -> QPointF:
        """Where fame after ``round_`` (0 = the start, 10 fame) is drawn."""
        area = self.plot_area()
        return QPointF(area.left() + area.width() * round_ / ROUNDS,
                       area.bottom() - area.height() * fame / max(1, top))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PARCHMENT)
        area = self.plot_area()
        game = self.game
        if game is None:
            painter.setPen(INK)
            painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter),
                             self.tr("Choose a game to see its fame round by round"))
            return
        top = max([10, *(f for s in game.seats for f in s.fame_by_round)])
        top = ((top + 9) // 10) * 10
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        painter.setFont(small)
        for step in range(0, top + 1, 10 if top <= 100 else 20):     # fame lines
            y = self.point(0, step, top).y()
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(INK)
            painter.drawText(QRectF(0, y - 8, MARGIN_LEFT - 6, 16),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                             str(step))
        for round_ in range(ROUNDS + 1):                               # rounds
            x = self.point(round_, 0, top).x()
            painter.setPen(QPen(GRID, 1, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            painter.setPen(INK)
            painter.drawText(QRectF(x - 20, area.bottom() + 2, 40, 16),
                             int(Qt.AlignmentFlag.AlignCenter), str(round_) if round_ else "")
        painter.drawText(QRectF(area.left(), area.bottom() + 16, area.width(), 16),
                         int(Qt.AlignmentFlag.AlignCenter), self.tr("Round"))
        legend_y = area.top()
        for seat in game.seats:
            colour = QColor(SEAT_SHADES.get(seat.colour, "#555555"))
            path = QPainterPath(self.point(0, 10, top))            # everyone starts at 10
            for round_, fame in enumerate(seat.fame_by_round, start=1):
                path.lineTo(self.point(round_, fame, top))
            painter.setPen(QPen(colour, 3 if seat.won else 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            for round_, fame in enumerate(seat.fame_by_round, start=1):
                painter.drawEllipse(self.point(round_, fame, top), 3.5, 3.5)
            painter.setPen(QPen(colour, 3))
            painter.drawLine(QPointF(area.right() + 10, legend_y + 8),
                             QPointF(area.right() + 26, legend_y + 8))
            painter.setPen(INK)
            label = f"{seat.name} {seat.fame}" + (" ★" if seat.won else "")
            painter.drawText(QRectF(area.right() + 30, legend_y, MARGIN_RIGHT - 32, 16),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             painter.fontMetrics().elidedText(label, Qt.TextElideMode.ElideMiddle,
                                                              MARGIN_RIGHT - 32))
            legend_y += 20
        painter.end()
