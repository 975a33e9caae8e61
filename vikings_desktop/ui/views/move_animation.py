"""Computer moves you can follow: the bought group flies from its space on the
wheel to the cell of the display where it is placed. Purely a view: the move is already
applied; the flight follows the pace setting (none at pace 0) and a click or Esc skips it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QKeyEvent, QPainter
from PySide6.QtWidgets import QWidget

from vikings_desktop.engine import Buy, Discard, PlaceTile, cell_tile, cell_viking

from ..art import painting, tiles

if TYPE_CHECKING:
    from ..session.game_table import GameTable
    from .display_grid import DisplayGrid
    from .wheel import WheelView

FLIGHT_MS = 600          # at most; a faster pace flies faster


class MoveAnimator(QWidget):
    """A transparent layer over the main window that draws the flying group. It is given
    the parts it reads (the table's moves, the wheel, the displays), not the window,
    so the window can own it without the two modules importing each other."""

    def __init__(self, window: QWidget, table: GameTable, wheel: WheelView,
                 displays: DisplayGrid) -> None:
        super().__init__(window)
        self.window_ = window
        self.table = table
        self.wheel = wheel
        self.displays = displays
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._from: QPointF | None = None          # where the bought group lay (window coords)
        self._group: tuple[int, int] | None = None
        self._flight: tuple[QPointF, QPointF, float] | None = None   # from, to, side
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._animation.valueChanged.connect(self.update)
        self._animation.finished.connect(self._landed)
        table.action_applied.connect(self._on_action)
        window.installEventFilter(self)
        self.hide()

    def is_flying(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def skip(self) -> None:
        """Land at once (a click or Esc while a group flies)."""
        if self.is_flying():
            self._animation.stop()
            self._landed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.is_flying() and (event.type() == QEvent.Type.MouseButtonPress or (
                event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape)):
            self.skip()
        if watched is self.window_ and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.window_.rect())
        return False

    def _on_action(self, seat: int, action) -> None:
        window = self.window_
        table = self.table
        if isinstance(action, Buy):
            wheel = self.wheel
            self._from = QPointF(wheel.mapTo(window, wheel.space_center(action.space)))
            assert table.session.state is not None     # an action was just applied to it
            pending = table.session.state.pending
            self._group = (cell_tile(pending), cell_viking(pending)) if pending else None
            return
        if not isinstance(action, PlaceTile | Discard) or self._from is None:
            return
        start, group = self._from, self._group
        self._from = self._group = None
        if (table.session.is_human(seat) or table.computers.pace_ms <= 0 or group is None
                or isinstance(action, Discard) or seat >= len(self.displays.panels)):
            return                     # a human dragged it there; pace 0 wants no motion
        board = self.displays.panels[seat].board
        if not board.isVisible():
            return
        cell = board.cell_rect(action.row, action.col)
        target = QPointF(board.viewport().mapTo(window, cell.center()))
        self._flight = (start, target, float(board.cell))
        self._group = group if action.viking_on_tile else (group[0], 0)
        self.setGeometry(window.rect())
        self.raise_()
        self.show()
        self._animation.stop()
        self._animation.setDuration(min(FLIGHT_MS, max(150, int(table.computers.pace_ms * 0.8))))
        self._animation.start()

    def _landed(self) -> None:
        self._flight = None
        self._group = None
        self.hide()

    def paintEvent(self, event) -> None:
        if self._flight is None or self._group is None:
            return
        start, target, side = self._flight
        t = float(self._animation.currentValue() or 0.0)
        centre = start + (target - start) * t
        # one size for the whole flight: the art is cached per size, and a size per frame
        # would fill the cache with images drawn once
        size = side
        rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(rect.translated(5, 5), QColor(0, 0, 0, 60))      # its shadow
        painter.setOpacity(0.92)
        painting.paint_tile(painter, rect, self._group[0])
        if self._group[1]:
            painting.paint_viking(painter, tiles.figure_rect_on_tile(rect), self._group[1])
        painter.end()
