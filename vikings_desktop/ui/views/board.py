"""A player's display as a table view: it draws each cell from the model's roles,
forwards clicks and drops to the table and draws the held tile under the mouse.
It never decides whether a placement is legal."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Iterator

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QImage, QMouseEvent, QPainter, QPen, QPixmap, QRegion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QTableView,
    QToolTip,
    QWidget,
)

from vikings_desktop.engine import ISLAND_TILES, SHIPS

from ..art import colour_blind, icons, painting, tiles
from ..art.palette import VIKING_QCOLOR
from ..models.display_model import DisplayModel
from ..models.roles import EMPTY_CELL, MAINLAND_COLUMN, DisplayCell, Role
from ..models.turn_model import TurnModel
from ..session.game_table import GREEN, START, TILE, GameTable
from .paint_regions import draw_in_strips, region_rects

SEA_CELL = QColor("#cfe3ea")
SHIP_ROW_CELL = QColor("#b5d3df")
LAST_MOVE = QColor("#f2c230")      # a gold frame around the cell the last move filled
DEFAULT_CELL = 46
MAINLAND_FACTOR = 1.7        # the mainland column is wider than a tile
COMPOSED_BUDGET = 1536 * 1024        # bytes of marked cells composed and kept (see CellArt)
MAX_FIGURES = 400                     # tile and Viking pixmaps kept (about 40 per size)


class CellArt(QObject):
    """Draws display cells: sea or tile, the Viking on it, threat hatch (R-T2),
    repelled-ship shield, the last move's frame and the R-P7 highlight; the mainland as one
    tall cell, its waiting Vikings drawn on its ground. Each different cell is composed once
    into a pixmap: after an undo a dozen cells change their highlight, and composing tile,
    Viking and marks again for each (and calling a delegate per cell) cost the GUI thread
    most of an undo."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cell-art")
        self._pixmaps: dict[tuple, QPixmap] = {}      # (kind, code, width, height, dpr, mode)
        # whole cells, the least recently drawn dropped beyond the budget (a game shows a
        # few hundred different cells; mainlands are large and change with every Viking)
        self._composed: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._composed_bytes = 0

    @staticmethod
    def shared() -> CellArt:
        """One for all displays (a cell looks the same in every display, and an undo shows
        cells another display drew before); it lives and dies with the application, as
        pixmaps must."""
        app = QCoreApplication.instance()
        assert app is not None                # views exist only in a running application
        art = app.findChild(CellArt, "cell-art")
        return art if art is not None else CellArt(app)

    def _pixmap(self, kind: str, code: int, rect: QRectF, dpr: float) -> QPixmap:
        key = (kind, code, round(rect.width()), round(rect.height()), dpr,
               colour_blind.generation())
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            if len(self._pixmaps) > MAX_FIGURES:
                self._pixmaps.clear()            # resizing the window made other sizes
            size = QSize(key[2], key[3])
            pixmap = (icons.tile_pixmap(code, size, dpr) if kind == "tile"
                      else icons.viking_pixmap(code, size, dpr))
            self._pixmaps[key] = pixmap
        return pixmap

    def cell(self, cell: DisplayCell, ship_row: bool, width: int, height: int,
             dpr: float) -> QPixmap:
        """One island column's cell (``ship_row``: the top row, where ships land)."""
        return self._get(("cell", cell, ship_row, width, height, dpr, colour_blind.generation()))

    def paint_cell(self, painter: QPainter, rect: QRect, cell: DisplayCell, ship_row: bool,
                   dpr: float) -> None:
        """One island column's cell into ``rect``: a plain tile (the most) from the tile's
        and the Viking's pixmaps, a marked one (threat, shield, last move, highlight) from
        its composed pixmap, so that the composed ones stay few."""
        if cell.threatened or cell.ship == "repelled" or cell.last or cell.highlight:
            painter.drawPixmap(rect.topLeft(), self.cell(cell, ship_row, rect.width(),
                                                         rect.height(), dpr))
            return
        if ship_row:
            painter.fillRect(rect, SHIP_ROW_CELL)        # the sea colour is the viewport's
        if cell.tile:
            self._paint_tile(painter, QRectF(rect).adjusted(1.5, 1.5, -1.5, -1.5), cell, dpr)

    def paint_mainland(self, painter: QPainter, rect: QRect,
                       vikings: tuple[tuple[int, int], ...], dpr: float) -> None:
        """The mainland with the head Boatsman (one pixmap per size) and the waiting Vikings
        (colour, count) on it: the Vikings change with most moves, the ground never."""
        ground = self._get(("mainland", (), False, rect.width(), rect.height(), dpr,
                            colour_blind.generation()))
        draw_in_strips(painter, QRectF(rect), ground)
        area = QRectF(rect)
        side = min(area.width() * 0.62, area.height() / 4)
        figure = min(area.width() * 0.42, (area.height() - side) / 3.3)
        for i, (viking, count) in enumerate(vikings):
            # R-D2: one figure per colour, two to a row under the head Boatsman
            col, row = i % 2, i // 2
            x = round(area.left() + 2 + col * area.width() * 0.48)
            y = round(area.top() + side + 4 + row * figure * 1.08)
            spot = QRectF(x, y, figure, figure)
            painter.drawPixmap(spot.topLeft(), self._pixmap("viking", viking, spot, dpr))
            if count > 1:
                label = QRectF(x + figure * 0.62, y + figure * 0.62, figure * 0.5, figure * 0.4)
                badge = self._get(("count", count, False, round(label.width()),
                                   round(label.height()), dpr, 0))
                painter.drawPixmap(QPointF(round(label.x()), round(label.y())), badge)

    def warm(self, size: int, dpr: float,
             marked: Iterable[tuple[DisplayCell, bool]] = ()) -> Iterator[None]:
        """Render, one piece per step, what displays with cells of ``size`` draw: every
        tile, every Viking on a tile and on the mainland, the mainland's ground and the
        ``marked`` cells (cell, ship row). When a move widens a display the cells shrink,
        and rendering all of this in that repaint would hold the window 15-20 ms; warmed
        in idle moments beforehand, the repaint only draws."""
        scratch = QImage(int(size * MAINLAND_FACTOR) + 1, 6 * size,
                         QImage.Format.Format_ARGB32_Premultiplied)
        cell_rect = QRect(0, 0, size, size)
        cells = [EMPTY_CELL._replace(tile=tile) for tile in (*ISLAND_TILES, *SHIPS)]
        cells += [EMPTY_CELL._replace(tile=min(ISLAND_TILES), viking=viking)
                  for viking in VIKING_QCOLOR]
        for cell, ship_row in [*((cell, False) for cell in cells), *marked]:
            painter = QPainter(scratch)
            self.paint_cell(painter, cell_rect, cell, ship_row, dpr)
            painter.end()
            yield
        painter = QPainter(scratch)
        self.paint_mainland(painter, QRect(0, 0, int(size * MAINLAND_FACTOR), 6 * size),
                            tuple((viking, 2) for viking in VIKING_QCOLOR), dpr)
        painter.end()
        yield

    def cached_bytes(self) -> int:
        """What the whole-cell pixmaps kept take (at most COMPOSED_BUDGET and one more)."""
        return self._composed_bytes

    def _get(self, key: tuple) -> QPixmap:
        composed = self._composed
        pixmap = composed.get(key)
        if pixmap is not None:
            composed.move_to_end(key)
            return pixmap
        pixmap = composed[key] = self._compose(key, QSize(key[3], key[4]), key[5])
        self._composed_bytes += _bytes(pixmap)
        while self._composed_bytes > COMPOSED_BUDGET and len(composed) > 1:
            _, old = composed.popitem(last=False)
            self._composed_bytes -= _bytes(old)
        return pixmap

    def _compose(self, key: tuple, size: QSize, dpr: float) -> QPixmap:
        pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, size.width(), size.height())
        if key[0] == "mainland":
            painting.paint_mainland(painter, rect)
            side = min(rect.width() * 0.62, rect.height() / 4)
            painting.paint_head_boatsman(painter, QRectF(2, 2, side, side))
        elif key[0] == "count":
            self._paint_count(painter, rect, key[1])
        else:
            self._paint_cell(painter, rect, key[1], key[2], dpr)
        painter.end()
        return pixmap

    def _paint_cell(self, painter: QPainter, rect: QRectF, cell: DisplayCell, ship_row: bool,
                    dpr: float) -> None:
        if ship_row:
            painter.fillRect(rect, SHIP_ROW_CELL)       # the sea colour is the viewport's
        inner = rect.adjusted(1.5, 1.5, -1.5, -1.5)
        if cell.tile:
            self._paint_tile(painter, inner, cell, dpr)
            if cell.threatened:
                painting.paint_threat(painter, inner)
            if cell.ship == "repelled":
                painting.paint_repelled(painter, inner)
        if cell.last:
            painter.setPen(QPen(LAST_MOVE, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner.adjusted(1, 1, -1, -1), 4, 4)
        if cell.highlight:
            painting.paint_highlight(painter, inner, cell.highlight == GREEN)

    def _paint_tile(self, painter: QPainter, inner: QRectF, cell: DisplayCell,
                    dpr: float) -> None:
        painter.drawPixmap(inner.topLeft(), self._pixmap("tile", cell.tile, inner, dpr))
        if cell.viking:
            figure = tiles.figure_rect_on_tile(inner)
            painter.drawPixmap(figure.topLeft(), self._pixmap("viking", cell.viking, figure, dpr))

    @staticmethod
    def _paint_count(painter: QPainter, label: QRectF, count: int) -> None:
        """How many Vikings of a colour wait on the mainland (more than one)."""
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(9, int(label.height() * 0.75)))
        painter.setFont(font)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 250, 238, 220))
        painter.drawRoundedRect(label, 4, 4)
        painter.setPen(QColor("#2b2420"))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, f"×{count}")


def _bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * pixmap.depth() // 8


class BoardView(QTableView):
    """One player's display. Mouse: a click on a cell, or a press-move-release ending on a
    cell, drops the held tile there (the table applies or refuses it)."""

    def __init__(self, table: GameTable, turn: TurnModel, seat: int,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.table = table
        self.turn_model = turn                         # the held group and who is to act
        self.seat = seat
        self.cell = DEFAULT_CELL
        self._mouse: QPoint | None = None       # viewport position while the mouse is over it
        self.display_model = DisplayModel(table, seat, self)
        self.setModel(self.display_model)
        self.art = CellArt.shared()       # the view paints its cells itself (see paintEvent)
        # the sea is drawn by Qt itself (cheaper than per cell in Python); no grid lines
        # and no numbered column header: the display is the sea with its islands
        self.setShowGrid(False)
        self.setStyleSheet(f"QTableView {{ background: {SEA_CELL.name()}; }}")
        self.horizontalHeader().hide()
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)      # arrows choose a cell, Enter places there
        self._cursor: tuple[int, int] | None = None   # the keyboard's cell
        # Tab leaves the display (the arrows walk its cells); the cursor goes with the turn
        self.setTabKeyNavigation(False)
        turn.dataChanged.connect(self._turn_changed)
        turn.modelReset.connect(lambda: self._turn_changed(None, None, []))
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setHighlightSections(False)
        self.model().modelReset.connect(self._layout_cells)
        table.state_changed.connect(self._reveal_highlights)
        self.set_cell_size(DEFAULT_CELL)

    # --- geometry ---------------------------------------------------------------------------
    def set_cell_size(self, size: int, scroll_bar: bool = False) -> None:
        """Cells of ``size`` pixels; ``scroll_bar``: the island columns do not all fit the
        width (the display grid found no room even at its smallest cell)."""
        self.cell = size
        self.horizontalHeader().setDefaultSectionSize(size)
        self.verticalHeader().setDefaultSectionSize(size)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if scroll_bar
                                          else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._layout_cells()
        self.setFixedHeight(6 * size + self.chrome_height(scroll_bar))
        self._fill_with_sea()

    def chrome_height(self, scroll_bar: bool | None = None) -> int:
        """What the view adds to its six rows: the frame, and the scroll bar if it has one
        (``scroll_bar`` None: as set now)."""
        if scroll_bar is None:
            scroll_bar = (self.horizontalScrollBarPolicy()
                          != Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        return ((0 if header.isHidden() else header.sizeHint().height())
                + (self.horizontalScrollBar().sizeHint().height() if scroll_bar else 0)
                + 2 * self.frameWidth())

    def label_width(self) -> int:
        """The row names' width left of the mainland (0 without them)."""
        header = self.verticalHeader()
        return 0 if header.isHidden() else header.sizeHint().width()

    def show_row_names(self, on: bool) -> None:
        if self.verticalHeader().isHidden() == on:
            self.verticalHeader().setVisible(on)

    def _layout_cells(self) -> None:
        self.setColumnWidth(MAINLAND_COLUMN, int(self.cell * MAINLAND_FACTOR))
        if self.rowSpan(0, MAINLAND_COLUMN) != 6:
            self.setSpan(0, MAINLAND_COLUMN, 6, 1)

    def _reveal_highlights(self) -> None:
        """Scroll so that a highlighted cell shows when all of them are out of view."""
        model = self.model()
        cells = [model.index(r, c) for r, c in sorted(self.table.highlights(self.seat))]
        area = self.viewport().rect()
        if cells and not any(area.intersects(self.visualRect(index)) for index in cells):
            self.scrollTo(cells[0])

    def cell_rect(self, row: int, col: int) -> QRect:
        """The cell's rectangle in viewport coordinates (tests aim mouse events with it)."""
        return self.visualRect(self.model().index(row, col))

    def cell_center(self, row: int, col: int) -> QPoint:
        self.scrollTo(self.model().index(row, col))
        return self.cell_rect(row, col).center()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fill_with_sea()

    def _fill_with_sea(self) -> None:
        """As many columns as the width holds at this cell size (sea beyond the tiles)."""
        free = self.viewport().width() - int(self.cell * MAINLAND_FACTOR)
        self.display_model.set_minimum_columns(max(1, free // self.cell))

    def sizeHint(self) -> QSize:
        width = (self.verticalHeader().sizeHint().width() + int(self.cell * MAINLAND_FACTOR)
                 + (self.model().columnCount() - 1) * self.cell + 2 * self.frameWidth())
        return QSize(width, self.height())

    # --- the keyboard -----------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        """Keyboard play: arrows move a cursor over the cells (to the first highlighted one
        at first), Enter or Space drops the held tile there (or moves a Boatsman's Viking),
        T switches between the bought tile and the start tile, Esc leaves the display."""
        key = event.key()
        moves = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
                 Qt.Key.Key_Down: (1, 0)}
        if key in moves:
            if self._cursor is None:
                cells = sorted(self.table.highlights(self.seat))
                self._cursor = cells[0] if cells else (1, 1)
            else:
                row, col = self._cursor
                d_row, d_col = moves[key]
                self._cursor = (min(5, max(0, row + d_row)),
                                min(self.model().columnCount() - 1, max(1, col + d_col)))
            self.scrollTo(self.model().index(*self._cursor))
            index = self.model().index(*self._cursor)
            self.setAccessibleDescription(str(index.data(Qt.ItemDataRole.ToolTipRole) or ""))
            self.viewport().update()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self._cursor is not None:
            if self.table.expects_drop():
                row, col = self._cursor
                refusal = self.table.drop(self.seat, row, col)
                if refusal is not None:
                    QToolTip.showText(self.viewport().mapToGlobal(
                        self.cell_rect(row, col).center()), refusal, self)
            return
        if key == Qt.Key.Key_T:
            held = self.turn_model.value(Role.HELD)
            if held is not None:
                self.table.hold(START if held == TILE else TILE)
            return
        if key == Qt.Key.Key_Escape:
            self._cursor = None
            self._mouse = None
            self.viewport().update()
            self.focusNextPrevChild(False)
            return
        super().keyPressEvent(event)

    def keyboard_cell(self) -> tuple[int, int] | None:
        """The cell the arrow keys are on (None: no keyboard cursor)."""
        return self._cursor

    def _turn_changed(self, _top, _bottom, roles: list[int]) -> None:
        if self._cursor is not None and (not roles or Role.TO_ACT in roles):
            self._cursor = None
            self.viewport().update()

    def _paint_cursor(self) -> None:
        if self._cursor is None or not self.hasFocus():
            return
        rect = QRectF(self.cell_rect(*self._cursor)).adjusted(1, 1, -1, -1)
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#1b1b1b"), 3, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, 5, 5)
        painter.end()

    # --- gestures ---------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._mouse = event.position().toPoint()
        self.viewport().update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.show_held_at(event.position().toPoint())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.drop_at(event.position().toPoint())

    def leaveEvent(self, event: QEvent) -> None:
        self._mouse = None
        self.viewport().update()
        super().leaveEvent(event)

    def show_held_at(self, pos: QPoint | None) -> None:
        """Draw the held tile under the mouse at viewport position ``pos``."""
        self._mouse = pos
        self.viewport().update()

    def drop_at(self, pos: QPoint) -> bool:
        """Drop the held tile (or move a Boatsman's Viking) at viewport position ``pos``."""
        self._mouse = None
        self.viewport().update()
        if not self.table.expects_drop():
            return False
        index = self.indexAt(pos)
        row, col = (index.row(), index.column()) if index.isValid() else (-1, -1)
        refusal = self.table.drop(self.seat, row, col)
        if refusal is None:
            return True
        QToolTip.showText(self.viewport().mapToGlobal(pos), refusal, self)
        return False

    def dataChanged(self, top_left, bottom_right, roles=()) -> None:  # noqa: N802 (Qt's name)
        """Repaint the cells that changed, not the rectangle around them: an undo that
        takes a tile back in hand lights up cells all over the display."""
        cells = self.display_model.changed_cells(top_left, bottom_right)
        if cells is None:
            super().dataChanged(top_left, bottom_right, roles)
            return
        model, viewport = self.display_model, self.viewport()
        for row, col in cells:
            viewport.update(self.visualRect(model.index(row, col)))

    def marked_cells(self) -> set[tuple[DisplayCell, bool]]:
        """The threatened and shielded cells shown (cell, ship row), without the marks
        that go with the next move (the last move's frame, the highlights)."""
        model = self.display_model
        marked = set()
        for row in range(model.rowCount()):
            for col in range(MAINLAND_COLUMN + 1, model.columnCount()):
                cell = model.index(row, col).data(Role.CELL)
                if cell is not None and (cell.threatened or cell.ship == "repelled"):
                    marked.add((cell._replace(last=False, highlight=None), row == 0))
        return marked

    def _paint_cells(self, region: QRegion) -> None:
        """The cells in ``region`` (viewport coordinates), each one pixmap; the sea between
        them is the viewport's background. Painted here rather than by Qt through a
        delegate: a call into Python per cell with a style option made each board's
        repaint cost most of an undo."""
        model = self.display_model
        if model.rowCount() == 0:
            return
        columns, rows = self.horizontalHeader(), self.verticalHeader()
        last_column, last_row = model.columnCount() - 1, model.rowCount() - 1
        cells: set[tuple[int, int]] = set()
        for area in region_rects(region):
            first_col = max(0, columns.logicalIndexAt(area.left()))
            end_col = columns.logicalIndexAt(area.right())
            end_col = last_column if end_col < 0 else end_col
            first_row = max(0, rows.logicalIndexAt(area.top()))
            end_row = rows.logicalIndexAt(area.bottom())
            end_row = last_row if end_row < 0 else end_row
            for col in range(first_col, end_col + 1):
                if col == MAINLAND_COLUMN:          # one tall cell over the six rows (a span)
                    cells.add((0, col))
                    continue
                cells.update((row, col) for row in range(first_row, end_row + 1))
        if not cells:
            return
        dpr = self.viewport().devicePixelRatioF()
        painter = QPainter(self.viewport())
        top, size = rows.sectionViewportPosition(0), self.cell
        for row, col in cells:
            x, width = columns.sectionViewportPosition(col), columns.sectionSize(col)
            if col == MAINLAND_COLUMN:
                vikings = tuple(model.index(0, col).data(Role.MAINLAND) or ())
                self.art.paint_mainland(painter, QRect(x, top, width, 6 * size), vikings, dpr)
                continue
            cell = model.index(row, col).data(Role.CELL)
            if cell is not None:      # None: a display retired with the old game
                self.art.paint_cell(painter, QRect(x, top + row * size, width, size), cell,
                                    row == 0, dpr)
        painter.end()

    def _paint_hint(self) -> None:
        """Help → Hint: a gold frame on the cell the hint would use, in the display of the
        player it is for."""
        target = self.table.hints.target()
        to_act = self.turn_model.value(Role.TO_ACT)
        if target is None or target[0] != "cell" or to_act != self.seat:
            return
        rect = QRectF(self.cell_rect(target[1], target[2])).adjusted(2, 2, -2, -2)
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(_hint_pen())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, 6, 6)
        painter.end()

    # --- the held tile ----------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        self._paint_cells(event.region())
        self._paint_hint()
        self._paint_cursor()
        if self._mouse is None or self.turn_model.value(Role.TO_ACT) != self.seat:
            return
        held, hand = self.turn_model.value(Role.HELD), self.turn_model.value(Role.HAND) or ()
        group = next(((tile, viking) for item, tile, viking in hand if item == held), None)
        if group is None:
            return
        tile, viking = group
        size = self.cell * 0.96
        rect = QRectF(QPointF(self._mouse) - QPointF(size / 2, size / 2), QSizeF(size, size))
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(rect.translated(4, 4), QColor(0, 0, 0, 60))     # lifted off the board
        painter.setOpacity(0.85)
        painting.paint_tile(painter, rect, tile)
        # the Viking rides along only where it could stand (R-P7 green), as it would land
        under = self.indexAt(self._mouse).data(Role.HIGHLIGHT)
        if viking and under in (None, GREEN) and not self.turn_model.value(Role.TO_MAINLAND):
            painting.paint_viking(painter, tiles.figure_rect_on_tile(rect), viking)
        painter.end()


def _hint_pen() -> QPen:
    return QPen(HINT_GOLD, 4, Qt.PenStyle.DashLine)


HINT_GOLD = QColor("#f2c230")


def board_at(global_pos: QPoint) -> BoardView | None:
    """The display under a screen position (a drag that started outside ends there)."""
    widget = QApplication.widgetAt(global_pos)
    while widget is not None and not isinstance(widget, BoardView):
        widget = widget.parentWidget()
    return widget
