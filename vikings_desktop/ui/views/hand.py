"""The hand: the held group (the bought tile and its Viking) and the start tile until it
is placed; the player presses an item to hold it and drops it on a cell."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QSizePolicy,
    QWidget,
)

from ..art import painting
from ..art.palette import HIGHLIGHT_GREEN
from ..models.roles import Role
from ..models.turn_model import TurnModel, on_roles
from ..session.game_table import TILE, GameTable
from .board import board_at


class HandWidget(QWidget):
    """The held group: the bought tile with its Viking, and the start tile until it is
    placed (R-P2). Press an item to hold it; drag it onto a cell, or click a cell."""

    ITEM = 64
    SHOWS = frozenset({Role.HAND, Role.HAND_FITS, Role.HELD, Role.ACTOR, Role.TO_MAINLAND})

    def __init__(self, table: GameTable, turn: TurnModel,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.table = table
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
        painter.setFont(self.caption_font())
        captions = self.captions()
        for ((name, tile, viking), rect), (caption, room) in zip(items, captions, strict=True):
            # an item is greyed only when it fits nowhere; the held one wears the ring
            fits = self.turn_model.value(Role.HAND_FITS) or frozenset()
            painter.setOpacity(1.0 if name in fits or held is None else 0.55)
            painting.paint_tile(painter, rect, tile)
            if viking:
                painting.paint_viking(painter, self.viking_rect(rect), viking,
                                      dimmed=bool(self.turn_model.value(Role.TO_MAINLAND)))
            painter.setOpacity(1.0)
            painter.setPen(QColor("#2b2420"))
            painter.drawText(QRectF(rect.left(), 0, room, 15), Qt.AlignmentFlag.AlignLeft, caption)
            if name == held:
                painter.setPen(QPen(HIGHLIGHT_GREEN, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 5, 5)

    def caption_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 0.9)
        return font

    def captions(self) -> list[tuple[str, float]]:
        """Each item's caption as drawn, and the room it has: up to the next item (or the
        edge), shortened with "…" only where even that is too narrow."""
        items = self._placed_items()
        actor = self.turn_model.value(Role.ACTOR)
        lefts = sorted(rect.left() for _, rect in items)
        metrics = QFontMetrics(self.caption_font())
        result = []
        for (name, _tile, _viking), rect in items:
            caption = self.tr("Bought tile") if name == TILE else self.tr("Start tile")
            if actor:
                caption = self.tr("{name}: {item}").format(name=actor, item=caption)
            right = min([left for left in lefts if left > rect.left()] + [self.width()]) - 4
            room = right - rect.left()
            result.append((metrics.elidedText(caption, Qt.TextElideMode.ElideRight, int(room)),
                           room))
        return result

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
            self.table.toggle_viking_to_mainland()
            return
        item = self._item_at(event.position())
        self._dragging = item is not None
        if item:
            self.table.hold(item)

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
            self.table.drop_outside()
