"""The guide's balloon beside the part of the window it explains, and the frame that
highlights that part. Both are children of the main window, above its other widgets;
the frame lets every click through, so the player plays the real table."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

GAP = 10                  # between the balloon and what it explains
MARGIN = 6                # between the balloon and the window's edge
WIDTH = 330


class Highlight(QWidget):
    """A thick dashed frame around one rectangle of the window (dashes, not only a hue,
    so it reads in colour-blind mode too)."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.frame = QRect()

    def show_around(self, rect: QRect) -> None:
        self.frame = rect
        parent = self.parentWidget()
        assert parent is not None                # made as a child of the window
        self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.update()

    def paintEvent(self, event) -> None:
        if self.frame.isNull():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for colour, width, style in ((QColor(255, 255, 255, 220), 7, Qt.PenStyle.SolidLine),
                                     (QColor(20, 90, 200), 4, Qt.PenStyle.DashLine)):
            painter.setPen(QPen(colour, width, style))
            # just outside the part: the frame never strikes through its first line
            painter.drawRoundedRect(self.frame.adjusted(-3, -3, 3, 3), 8, 8)
        painter.end()


class Balloon(QFrame):
    """The step's text, a line for a refused or wrong move, and the guide's buttons."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("lesson-balloon")
        self.setFrameShape(QFrame.Shape.Box)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#lesson-balloon { background: #fffbea; border: 2px solid #145ac8;"
                           " border-radius: 8px; } QLabel { color: #1b1b1b; }")
        self.setAccessibleName(self.tr("Lesson"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        self.progress = QLabel()
        self.progress.setStyleSheet("color: #555; font-size: 90%")
        layout.addWidget(self.progress)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.text)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #b3262e; font-weight: bold")
        self.note.hide()
        layout.addWidget(self.note)
        # news of the game (what a scoring just paid): not a mistake, so not in red
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.TextFormat.RichText)
        self.hint.setObjectName("lesson-hint")
        self.hint.setStyleSheet("#lesson-hint { color: #0f3d80; background: #eef4ff;"
                                " border-left: 3px solid #145ac8; padding: 4px; }")
        self.hint.hide()
        layout.addWidget(self.hint)
        buttons = QHBoxLayout()
        self.leave_button = QPushButton(self.tr("Leave the lesson"))
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        self.next_button = QPushButton(self.tr("Next"))
        buttons.addWidget(self.next_button)
        layout.addLayout(buttons)
        # the summary's two offers on a row of their own: in German three buttons are
        # wider than the balloon, and the text above them would be cut
        offers = QHBoxLayout()
        offers.addStretch(1)
        self.play_button = QPushButton(self.tr("Play a real game"))
        self.next_lesson_button = QPushButton(self.tr("Next lesson"))
        for button in (self.play_button, self.next_lesson_button):
            offers.addWidget(button)
        layout.addLayout(offers)
        self.setFixedWidth(WIDTH)

    def say(self, progress: str, text: str, note: str | None = None,
            hint: str | None = None) -> None:
        self.progress.setText(progress)
        self.text.setText(text)
        self.note.setVisible(bool(note))
        self.note.setText(note or "")
        self.hint.setVisible(bool(hint))
        self.hint.setText(hint or "")
        self.adjustSize()

    def place_beside(self, target: QRect, keep_clear: QRect | None = None) -> None:
        """Beside ``target`` (window coordinates) on the first side with room, whole inside
        the window, leaving ``keep_clear`` (the turn banner) in view where a side allows;
        over the window's far corner when no side has room."""
        self.adjustSize()
        parent = self.parentWidget()
        assert parent is not None                # made as a child of the window
        area = parent.rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        size = self.size()
        if target.isNull() or target.contains(area):       # the whole window: its centre
            rect = QRect(area.center() - self.rect().center(), size)
        else:
            rect = best_place(target, size, area, keep_clear)
        self.move(rect.topLeft())
        self.show()
        self.raise_()


def best_place(target: QRect, size, area: QRect, keep_clear: QRect | None = None) -> QRect:
    """Where a box of ``size`` goes beside ``target`` inside ``area``: right, left, below,
    above, each slid along the target's side to stay inside — the first that also leaves
    ``keep_clear`` free, else the first beside the target; else the corner that covers the
    least of the target."""
    w, h = size.width(), size.height()

    def slide(x: int, y: int) -> QRect:
        x = min(max(x, area.left()), area.right() - w + 1)
        y = min(max(y, area.top()), area.bottom() - h + 1)
        return QRect(x, y, w, h)

    candidates = [
        slide(target.right() + GAP, target.top()),
        slide(target.left() - GAP - w, target.top()),
        slide(target.left(), target.bottom() + GAP),
        slide(target.left(), target.top() - GAP - h),
    ]
    clear = keep_clear if keep_clear is not None and not keep_clear.isNull() else None
    if clear is not None:
        # slid down past the banner too: the same side, just lower
        candidates = [c if not c.intersects(clear) else slide(c.left(), clear.bottom() + GAP)
                      for c in candidates] + candidates
        for rect in candidates:
            if not rect.intersects(target) and not rect.intersects(clear):
                return rect
    for rect in candidates:
        if not rect.intersects(target):
            return rect
    corners = [slide(area.right(), area.bottom()), slide(area.left(), area.bottom()),
               slide(area.right(), area.top()), slide(area.left(), area.top())]

    def covered(rect: QRect) -> int:
        common = rect.intersected(target)
        return common.width() * common.height()
    return min(candidates + corners, key=covered)
