"""The players' displays, all in view: a grid (one column for 2 players, two for 3 and 4)
whose cells are as large as the area allows in height *and* width, so that every placed
tile and one free column show without scrolling, down to MIN_CELL; Enlarge shows one
display alone in the area (the wheel stays beside it, so the game goes on). The row
names show while the cells stay at least NAMES_FROM_CELL large; with less room, or with
"Compact displays" chosen, they give way (the tiles' colours say the rows), so the cells
fill the room the names took: the grid always fills its area, it never leaves a band."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QGridLayout, QScrollArea, QSizePolicy, QWidget

from vikings_desktop.session import Reset

from ..models.players_model import PlayersModel
from ..models.turn_model import TurnModel
from ..session.game_table import GameTable
from .board import MAINLAND_FACTOR, CellArt
from .display_panel import DisplayPanel, forget_title_widths

MIN_CELL, MAX_CELL = 24, 72     # display cells shrink and grow with the area between these
ENLARGED_CELL = 120
# Below this cell size the row names give way to larger tiles (the tiles' colours and the
# cells' tooltips still name the rows): four displays on a small screen need the room.
NAMES_FROM_CELL = 36
MARGIN, SPACING = 4, 4
ROWS = 6
FREE_COLUMNS = 1                # sea beside the rightmost tile, for the next one


class DisplayGrid(QScrollArea):
    """Owns the display panels of the game on the table and their cell size."""

    enlarged_changed = Signal(int)       # the seat shown alone, -1: all shown

    def __init__(self, table: GameTable, players: PlayersModel, turn: TurnModel,
                 compact: Callable[[], bool], parent: QWidget | None = None):
        super().__init__(parent)
        self.table = table
        self.players_model = players
        self.turn_model = turn
        self.compact = compact
        self.panels: list[DisplayPanel] = []
        self.enlarged = -1
        self.grid = QWidget()
        self.layout_ = QGridLayout(self.grid)
        self.layout_.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        self.layout_.setSpacing(SPACING)
        self.layout_.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setWidgetResizable(True)
        self.setWidget(self.grid)
        self.setAccessibleName(self.tr("The players' displays"))
        self.viewport().installEventFilter(self)      # cells follow the area's size
        table.state_changed.connect(self._follow_columns)
        table.position_reset.connect(self._forget_last_game)
        self._columns_used = 0
        # the art of the cell size the next island column brings, a piece per idle moment
        self._warming: Iterator[None] = iter(())
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_a_piece)

    # --- the panels -------------------------------------------------------------------------
    def rebuild(self, seats: int) -> None:
        """New panels for a table of ``seats`` players."""
        for panel in self.panels:
            self.layout_.removeWidget(panel)
            panel.hide()                    # gone at once, not when the deletion comes
            panel.deleteLater()
        self.panels = []
        self.enlarged = -1
        columns = self.columns(seats)
        for column in range(2):             # the columns share the width equally
            self.layout_.setColumnStretch(column, 1 if column < columns else 0)
        for seat in range(seats):
            panel = DisplayPanel(self.table, self.players_model, self.turn_model, seat)
            panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
            panel.enlarge_clicked.connect(self.toggle_enlarged)
            self.layout_.addWidget(panel, seat // columns, seat % columns)
            self.panels.append(panel)
        self._columns_used = self.columns_used()
        self.apply_cell_size()
        QTimer.singleShot(0, self.apply_cell_size)    # again once the new panels are laid out

    @staticmethod
    def _forget_last_game(reset: Reset) -> None:
        if not reset.same_game:           # another game, even at the same table
            forget_title_widths()

    @staticmethod
    def columns(seats: int) -> int:
        return 1 if seats <= 2 else 2

    def columns_used(self) -> int:
        """The most island columns any display has filled (the widest display)."""
        state = self.table.session.state
        if state is None:
            return 0
        return max((player.width() for player in state.players), default=0)

    def _follow_columns(self) -> None:
        used = self.columns_used()
        if used != self._columns_used:
            self._columns_used = used
            self.apply_cell_size()

    # --- the cell size ----------------------------------------------------------------------
    def cell_size(self) -> int:
        """The largest cell that shows every display's six rows, its placed tiles and one
        free column (at least MIN_CELL; the compact setting caps it at COMPACT_CELL)."""
        return self._fit()[0]

    def _fit(self, columns_used: int | None = None) -> tuple[int, bool]:
        """The cell size, and whether the columns still need a scroll bar at that size
        (``columns_used``: as if the widest display had that many island columns)."""
        if not self.panels:
            return MAX_CELL, False
        shown = [self.panels[self.enlarged]] if self.enlarged >= 0 else self.panels
        columns = 1 if self.enlarged >= 0 else self.columns(len(self.panels))
        rows = -(-len(shown) // columns)
        area = self.viewport()
        panel = shown[0]
        board = panel.board
        # what a panel adds around its board (header, margins, frame), as laid out
        chrome_h = panel.sizeHint().height() - board.height() + board.chrome_height(False)
        panel_layout = panel.layout()
        margins = panel_layout.contentsMargins().left() if panel_layout is not None else 0
        chrome_w = (2 * margins + 2 * panel.frameWidth()
                    + board.label_width() + 2 * board.frameWidth() + 2)
        height = (area.height() - 2 * MARGIN - (rows - 1) * SPACING) // rows - chrome_h
        width = (area.width() - 2 * MARGIN - (columns - 1) * SPACING) // columns - chrome_w
        fit_height = height // ROWS
        used = self._columns_used if columns_used is None else columns_used
        fit_width = int(width / (MAINLAND_FACTOR + max(used, 1) + FREE_COLUMNS))
        cap = ENLARGED_CELL if self.enlarged >= 0 else MAX_CELL
        size = max(MIN_CELL, min(cap, fit_height, fit_width))
        return size, fit_width < size

    def apply_cell_size(self) -> None:
        names = not self.compact()
        if names:
            self._show_row_names(True)
            names = self._fit()[0] >= NAMES_FROM_CELL
        self._show_row_names(names)
        size, scroll_bar = self._fit()
        shown = [self.panels[self.enlarged]] if self.enlarged >= 0 else self.panels
        for panel in shown:              # the hidden ones are sized when they show again
            board = panel.board
            if board.cell != size or (board.chrome_height() != board.chrome_height(scroll_bar)):
                board.set_cell_size(size, scroll_bar)
        self._warm_upcoming_size(size)

    def upcoming_cell_size(self) -> int:
        """The cell size once the widest display has one island column more."""
        return self._fit(self._columns_used + 1)[0]

    def warming(self) -> bool:
        """Whether the art of the upcoming cell size is still being rendered."""
        return self._warm_timer.isActive()

    def _warm_upcoming_size(self, size: int) -> None:
        upcoming = self.upcoming_cell_size()
        if upcoming == size or not self.panels:
            self._warming = iter(())
            self._warm_timer.stop()
            return
        self._warming = self._warm_pieces(upcoming)
        self._warm_timer.start()

    def _warm_pieces(self, size: int) -> Iterator[None]:
        boards = [panel.board for panel in self.panels]
        yield                       # the displays are read in an idle moment, not with a move
        marked = set().union(*(board.marked_cells() for board in boards))
        yield from CellArt.shared().warm(size, boards[0].viewport().devicePixelRatioF(), marked)

    def _warm_a_piece(self) -> None:
        if next(self._warming, StopIteration) is StopIteration:
            self._warm_timer.stop()

    def row_names_shown(self) -> bool:
        return bool(self.panels) and self.panels[0].board.label_width() > 0

    def _show_row_names(self, on: bool) -> None:
        for panel in self.panels:
            panel.board.show_row_names(on)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self.apply_cell_size)
        return super().eventFilter(watched, event)

    # --- enlarge, follow --------------------------------------------------------------------
    def toggle_enlarged(self, seat: int) -> None:
        """Show one display alone in the area (again: show all). The wheel stays beside it."""
        enlarged = self.panels[seat].enlarge_button.isChecked()
        self.enlarged = seat if enlarged else -1
        columns = self.columns(len(self.panels))
        for other, panel in enumerate(self.panels):
            panel.setVisible(not enlarged or other == seat)
            panel.set_enlarged(enlarged and other == seat)
            self.layout_.removeWidget(panel)
            if enlarged and other == seat:
                self.layout_.addWidget(panel, 0, 0, 1, columns)
            else:
                self.layout_.addWidget(panel, other // columns, other % columns)
        self.apply_cell_size()
        QTimer.singleShot(0, self.apply_cell_size)
        self.enlarged_changed.emit(self.enlarged)

    def scroll_to(self, seat: int) -> None:
        if seat < len(self.panels) and self.panels[seat].isVisible():
            self.ensureWidgetVisible(self.panels[seat], 0, 0)
