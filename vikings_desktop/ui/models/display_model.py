"""One player's display as a table model (rows R-D1, mainland column R-D2)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt

from vikings_desktop.engine import threat_map
from vikings_desktop.engine.components import (
    BOATSMAN,
    ROW_NAMES,
    SHIPS,
    TILE_TOKEN,
    VIKING_OF_ROW,
    VIKING_ROLE,
)
from vikings_desktop.engine.display import cell_tile, cell_viking

from ..game_controller import GameController
from .roles import (
    ACCESSIBLE,
    DISPLAY,
    EMPTY_CELL,
    MAINLAND_COLUMN,
    MIN_COLUMNS,
    ROW_HEADERS,
    TOOLTIP,
    DisplayCell,
    Role,
)


class DisplayModel(QAbstractTableModel):
    """One player's display: 6 rows (R-D1), column 0 the mainland (R-D2), then the island
    columns, always one more than the widest row so the display can grow to the right."""

    def __init__(self, controller: GameController, seat: int, parent: QObject | None = None):
        # parent: the view showing it, so a new game's displays take their models along
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.seat = seat
        self.minimum_columns = MIN_COLUMNS
        self._columns = 1 + MIN_COLUMNS
        self._threats: tuple[set, set, set] = (set(), set(), set())
        self._grid: list[list[DisplayCell]] = []
        self._mainland: list = []
        controller.state_changed.connect(self._refresh)
        self._refresh()

    @property
    def player(self):
        return self.controller.state.players[self.seat]

    def _wanted_columns(self) -> int:
        state = self.controller.state
        if state is None or self.seat >= len(state.players):
            return 1 + self.minimum_columns
        widest = max([self.player.width()] + [c for _, c in self.controller.highlights(self.seat)])
        return 1 + max(self.minimum_columns, widest + 1)

    def set_minimum_columns(self, columns: int) -> None:
        """Island columns to show at least (the view fills its width with sea)."""
        if columns != self.minimum_columns:
            self.minimum_columns = columns
            self._refresh()

    def _refresh(self) -> None:
        state = self.controller.state
        columns = self._wanted_columns()
        old_grid, old_mainland = self._grid, self._mainland
        if state is not None and self.seat < len(state.players):
            self._threats = threat_map(self.player)
            self._grid = self._cells(columns)
            self._mainland = self._mainland_data(0, Role.MAINLAND)
        if columns != self._columns or len(old_grid) != len(self._grid):
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
            self.dataChanged.emit(self.index(min(rows), min(cols)),
                                  self.index(max(rows), max(cols)))

    def _cells(self, columns: int) -> list[list[DisplayCell]]:
        """Every cell's drawing facts, computed once per change (painting reads them often)."""
        player = self.player
        threatened, repelled, _ = self._threats
        highlights = self.controller.highlights(self.seat)
        last = self.controller.last_move
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

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._columns

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.DisplayRole):
        if role != DISPLAY:
            return None
        if orientation == Qt.Vertical:
            return ROW_HEADERS[section]
        return "Mainland" if section == MAINLAND_COLUMN else str(section)

    def data(self, index: QModelIndex, role: int = Qt.DisplayRole):
        state = self.controller.state
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
        if role == Role.LAST:
            return cell.last
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
        if role == Role.HEAD:
            return True
        if role in (TOOLTIP, ACCESSIBLE):
            parts = [f"{n} {VIKING_ROLE[v]}{'s' if n > 1 else ''}"
                     for v, n in self._mainland_data(row, Role.MAINLAND)]
            return "Mainland with the head boatsman: " + (", ".join(parts) or "no Vikings")
        return None

    def _cell_text(self, row: int, col: int, tile: int, viking: int) -> str:
        where = f"{ROW_NAMES[row].capitalize()} row, column {col}"
        if not tile:
            hint = {"green": " — the tile fits here and the Viking may stand on it",
                    "orange": " — the tile fits here; the Viking goes to the mainland"}
            return where + hint.get(self.controller.highlights(self.seat).get((row, col)), "")
        threatened, repelled, _ = self._threats
        if row == 0:
            ship = SHIPS[tile]
            state = ("repelled by the Warrior below it" if col in repelled
                     else f"threatens down to the {ROW_NAMES[ship.reach_row]} row")
            return f"{where}: {ship.sail} ship, {state}"
        text = f"{where}: {TILE_TOKEN[tile]} tile"
        if viking:
            text += f" with a {VIKING_ROLE[viking]}"
            if (row, col) in threatened:
                text += " — threatened by a ship: it scores nothing (R-T2)"
        return text
