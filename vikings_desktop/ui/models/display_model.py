"""One player's display as a table model (rows R-D1, mainland column R-D2)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from vikings_desktop.engine import (
    BOATSMAN,
    LEFT_EDGE,
    RIGHT_EDGE,
    SHIPS,
    VIKING_OF_ROW,
    Player,
    cell_tile,
    cell_viking,
    threat_map,
)

from ..art import colour_blind
from ..art.specials import SPECIAL_ROWS, special_icon
from ..session.game_table import GameTable
from ..words.names import edge_name, row_name, viking_name
from ..words.special_tile_text import special_tile_effect, special_tile_name
from ..words.viking_words import viking_sentence
from .roles import (
    ACCESSIBLE,
    DECORATION,
    DISPLAY,
    EMPTY_CELL,
    MAINLAND_COLUMN,
    MIN_COLUMNS,
    TOOLTIP,
    DisplayCell,
    ReadOnlyItems,
    Role,
)

ROW_ICON_SIDE = 18       # a special tile beside the row it adds to


class DisplayModel(ReadOnlyItems, QAbstractTableModel):
    """One player's display: 6 rows (R-D1), column 0 the mainland (R-D2), then the island
    columns, always one more than the widest row so the display can grow to the right."""

    def __init__(self, table: GameTable, seat: int, parent: QObject | None = None):
        # parent: the view showing it, so a new game's displays take their models along
        super().__init__(parent if parent is not None else table)
        self.table = table
        self._held_specials: tuple[str, ...] = ()
        self.seat = seat
        self.minimum_columns = MIN_COLUMNS
        self._columns = 1 + MIN_COLUMNS
        self._threats: tuple[set, set, set] = (set(), set(), set())
        self._grid: list[list[DisplayCell]] = []
        self._mainland: list = []
        self._drawn: tuple = ()
        self._changed: tuple | None = None       # the last range reported and its cells
        table.state_changed.connect(self._refresh)
        self._refresh()

    @property
    def player(self) -> Player:
        state = self.table.session.state
        assert state is not None        # asked only while a game is on (callers check)
        return state.players[self.seat]

    def _wanted_columns(self) -> int:
        state = self.table.session.state
        if state is None or self.seat >= len(state.players):
            return 1 + self.minimum_columns
        widest = max([self.player.width()] + [c for _, c in self.table.highlights(self.seat)])
        return 1 + max(self.minimum_columns, widest + 1)

    def set_minimum_columns(self, columns: int) -> None:
        """Island columns to show at least (the view fills its width with sea)."""
        if columns != self.minimum_columns:
            self.minimum_columns = columns
            self._refresh()

    def _drawn_from(self, columns: int) -> tuple:
        """Everything this display's cells are drawn from: when it has not changed (most
        actions change one display), nothing is worked out again."""
        state = self.table.session.state
        if state is None or self.seat >= len(state.players):
            return (columns,)
        player = state.players[self.seat]
        last = self.table.last_move
        return (columns, tuple(map(tuple, player.rows)), tuple(player.mainland),
                tuple(player.specials), tuple(self.table.highlights(self.seat).items()),
                last if last is not None and last[0] == self.seat else None)

    def _refresh(self) -> None:
        columns = self._wanted_columns()
        drawn_from = self._drawn_from(columns)
        if drawn_from == self._drawn and self._grid:
            return
        self._drawn = drawn_from
        state = self.table.session.state
        held = (tuple(state.players[self.seat].specials)
                if state is not None and self.seat < len(state.players) else ())
        if held != self._held_specials:
            self._held_specials = held           # the row headers show them (R-S)
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, 5)
        old_grid, old_mainland = self._grid, self._mainland
        if state is not None and self.seat < len(state.players):
            self._threats = threat_map(self.player)
            self._grid = self._cells(columns)
            self._mainland = self._mainland_data(0, Role.MAINLAND)
        # a display retired with an old game keeps cells of another width: reset, not compare
        if columns != self._columns or [len(r) for r in old_grid] != [len(r) for r in self._grid]:
            self.beginResetModel()
            self._columns = columns
            self.endResetModel()
            return
        # Only what changed repaints: after most actions one display changes in a cell or
        # two and the others not at all (painting every board costs the GUI thread).
        if self._mainland != old_mainland:
            self.dataChanged.emit(self.index(0, MAINLAND_COLUMN), self.index(5, MAINLAND_COLUMN))
        changed = [(row, col) for row in range(len(self._grid)) for col in range(1, columns)
                   if self._grid[row][col] != old_grid[row][col]]
        if changed:
            rows = [row for row, _ in changed]
            cols = [col for _, col in changed]
            self._changed = (min(rows), min(cols), max(rows), max(cols), changed)
            self.dataChanged.emit(self.index(min(rows), min(cols)),
                                  self.index(max(rows), max(cols)))

    def changed_cells(self, top_left: QModelIndex, bottom_right: QModelIndex
                      ) -> list[tuple[int, int]] | None:
        """The cells that changed within the range just reported by ``dataChanged`` (one
        signal for the range; a view may repaint only these). None: not known."""
        if self._changed is None:
            return None
        top, left, bottom, right, cells = self._changed
        if (top_left.row(), top_left.column(), bottom_right.row(), bottom_right.column()) \
                != (top, left, bottom, right):
            return None
        return cells

    def _cells(self, columns: int) -> list[list[DisplayCell]]:
        """Every cell's drawing facts, computed once per change (painting reads them often)."""
        player = self.player
        threatened, repelled, _ = self._threats
        highlights = self.table.highlights(self.seat)
        last = self.table.last_move
        grid = []
        for row in range(6):
            cells = [EMPTY_CELL]                          # column 0 is the mainland
            for col in range(1, columns):
                cell = player.cell(row, col)
                tile, viking = cell_tile(cell), cell_viking(cell)
                ship = None
                if row == 0 and tile:
                    ship = "repelled" if col in repelled else "attacking"
                cells.append(DisplayCell(tile, viking, bool(tile) and (row, col) in threatened,
                                         ship, last == (self.seat, row, col),
                                         highlights.get((row, col))))
            grid.append(cells)
        return grid

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._columns

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Vertical and role in (DECORATION, TOOLTIP):
            # special tiles beside the rows they add to (R-S)
            specials = [s for s in self._held_specials if section in SPECIAL_ROWS.get(s, ())]
            if not specials:
                return None
            if role == TOOLTIP:
                return "<br>".join(f"<b>{special_tile_name(s)}</b>: {special_tile_effect(s)}"
                                   for s in dict.fromkeys(specials))
            return special_icon(specials[0], ROW_ICON_SIDE)
        if role != DISPLAY:
            return None
        if orientation == Qt.Orientation.Vertical:
            name = (self.tr("Ships"), self.tr("Warriors"), self.tr("Nobles"), self.tr("Scouts"),
                    self.tr("Goldsmiths"), self.tr("Fishermen"))[section]
            # colour-blind ship marks say the row a threat reaches by its number (↓2 … ↓5)
            return f"{section} · {name}" if section and colour_blind.is_on() else name
        return self.tr("Mainland") if section == MAINLAND_COLUMN else str(section)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        state = self.table.session.state
        if state is None or not index.isValid() or self.seat >= len(state.players):
            return None
        row, col = index.row(), index.column()
        if col == MAINLAND_COLUMN:
            return self._mainland_data(row, role)
        cell = self._grid[row][col]
        if role == Role.CELL:
            return cell
        if role == Role.TILE:
            return cell.tile
        if role == Role.VIKING:
            return cell.viking
        if role == Role.HIGHLIGHT:
            return cell.highlight
        if role == Role.THREATENED:
            return cell.threatened
        if role == Role.SHIP:
            return cell.ship
        if role in (TOOLTIP, ACCESSIBLE):
            return self._cell_text(row, col, cell.tile, cell.viking)
        return None

    def _mainland_data(self, row: int, role: int):
        player = self.player
        if role == Role.MAINLAND:
            # the whole mainland is drawn in one cell spanning the six rows
            return [(v, player.mainland[v]) for v in (*VIKING_OF_ROW.values(), BOATSMAN)
                    if player.mainland[v]]
        if role in (TOOLTIP, ACCESSIBLE):
            parts = [f"{n}× {viking_name(v)}" for v, n in self._mainland_data(row, Role.MAINLAND)]
            return self.tr("Mainland with the head Boatsman: {vikings}").format(
                vikings=", ".join(parts) or self.tr("no Vikings"))
        return None

    def _cell_text(self, row: int, col: int, tile: int, viking: int) -> str:
        where = self.tr("{row}, column {column}").format(row=row_name(row), column=col)
        if not tile:
            hint = {"green": self.tr(" — the tile fits here and the Viking may stand on it"),
                    "orange": self.tr(" — the tile fits here; the Viking goes to the mainland")}
            colour = self.table.highlights(self.seat).get((row, col))
            return where + (hint.get(colour, "") if colour else "")
        threatened, repelled, _ = self._threats
        if row == 0:
            ship = SHIPS[tile]
            # one whole sentence per sail colour: German declines the colour ("mit rotem Segel")
            sails = {"red": self.tr("{where}: ship with a red sail, {state}"),
                     "green": self.tr("{where}: ship with a green sail, {state}"),
                     "yellow": self.tr("{where}: ship with a yellow sail, {state}"),
                     "blue": self.tr("{where}: ship with a blue sail, {state}")}
            state = (self.tr("repelled by the Warrior below it") if col in repelled
                     else self.tr("threatens down to the {row}").format(
                         row=row_name(ship.reach_row)))
            return sails[ship.sail].format(where=where, state=state)
        text = self.tr("{where}: island tile, {left} to the left, {right} to the right").format(
            where=where, left=edge_name(LEFT_EDGE[tile] or 0),
            right=edge_name(RIGHT_EDGE[tile] or 0))      # row > 0: an island tile's edges
        if viking:
            text += viking_sentence("on_cell", viking)
            if (row, col) in threatened:
                text += self.tr(" — threatened by a ship: it scores nothing")
        elif (row, col) in threatened:
            text += self.tr(" — hatched: a ship reaches down to it, so a Viking on it would "
                            "score nothing")
        return text
