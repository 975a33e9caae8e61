"""Help → Marks on the table: every mark the table draws, drawn as the table draws it,
with what it means in the rule book's words."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from vikings_desktop.engine import M2, NOBLE, RED_SHIP

from ..art import painting
from .board import HINT_GOLD, LAST_MOVE

SAMPLE = 44          # the marks' pictures: one display cell at a middle size


def _picture(mark: str) -> QPixmap:
    pixmap = QPixmap(SAMPLE, SAMPLE)
    pixmap.fill(QColor("#bcd6e3"))            # the sea, as between the display's cells
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    inner = QRectF(1.5, 1.5, SAMPLE - 3, SAMPLE - 3)
    if mark in ("green", "orange"):
        painting.paint_highlight(painter, inner, mark == "green")
    elif mark == "repelled":
        painting.paint_tile(painter, inner, RED_SHIP)
        painting.paint_repelled(painter, inner)
    else:
        painting.paint_tile(painter, inner, M2)
        if mark == "threat":
            painting.paint_viking(painter, inner.adjusted(8, 8, -8, -8), NOBLE)
            painting.paint_threat(painter, inner)
        elif mark == "last":
            painter.setPen(QPen(LAST_MOVE, 3))
            painter.drawRoundedRect(inner.adjusted(1, 1, -1, -1), 4, 4)
        elif mark == "hint":
            painter.setPen(QPen(HINT_GOLD, 4, Qt.PenStyle.DashLine))
            painter.drawEllipse(inner.adjusted(3, 3, -3, -3))
    painter.end()
    return pixmap


class LegendDialog(QDialog):
    """What each mark on the table means (``marks``: the marks shown, in order)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Marks on the table"))
        self.marks = {
            "green": self.tr("A green cell: the bought tile may go here, and its Viking may "
                             "stand on it."),
            "orange": self.tr("An orange cell: the bought tile may go here, but its Viking "
                              "goes to the mainland."),
            "threat": self.tr("A hatched tile: a ship in its column reaches down to it. A "
                              "Viking on a threatened tile scores nothing, unless a Warrior "
                              "right below the ship repels it."),
            "repelled": self.tr("A shield on a ship: a Warrior right below it repels the "
                                "ship. A repelled ship pays its reward at the large scoring "
                                "and costs nothing at the end of the game."),
            "last": self.tr("A gold frame: the cell the last move filled."),
            "hint": self.tr("A dashed gold ring, on the wheel or on a cell: the computer's "
                            "hint (Help → Hint)."),
        }
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        self.pictures: dict[str, QLabel] = {}
        for row, (mark, text) in enumerate(self.marks.items()):
            picture = QLabel()
            picture.setPixmap(_picture(mark))
            picture.setAccessibleName(text)
            words = QLabel(text)
            words.setWordWrap(True)
            grid.addWidget(picture, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(words, row, 1)
            self.pictures[mark] = picture
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
