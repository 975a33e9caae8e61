"""Qt models that adapt the engine state held by the controller.

Views read these roles and nothing else; every model refreshes on the controller's
``state_changed``. The roles are one enum so views, delegates and tests share them.
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QColor, QFont

from vikings_desktop.engine import GameState, Phase, describe, threat_map
from vikings_desktop.engine.components import (
    BOATSMAN,
    ROW_NAMES,
    SHIPS,
    TILE_TOKEN,
    VIKING_OF_ROW,
    VIKING_ROLE,
    WHEEL_SPACES,
    is_ship,
)

from .controller import GameController
from .seats import SEAT_COLOURS

MIN_COLUMNS = 8       # island columns a display shows even while it is small
MAINLAND_COLUMN = 0
# plain ints: data() is called very often and enum lookups are slow in PySide
DISPLAY, TOOLTIP, ACCESSIBLE = int(Qt.DisplayRole), int(Qt.ToolTipRole), int(Qt.AccessibleTextRole)
DECORATION, FONT, ALIGNMENT = int(Qt.DecorationRole), int(Qt.FontRole), int(Qt.TextAlignmentRole)
ROW_HEADERS = tuple(name.capitalize() for name in ROW_NAMES)


class Role(IntEnum):
    TILE = Qt.UserRole + 1      # tile code in the cell (0 = none)
    VIKING = Qt.UserRole + 2    # Viking code standing on it (0 = none)
    HIGHLIGHT = Qt.UserRole + 3  # "green" / "orange" while placing (R-P7), else None
    THREATENED = Qt.UserRole + 4  # the cell is in reach of an unrepelled ship (R-T1)
    SHIP = Qt.UserRole + 5      # ships row: "repelled" / "attacking" (R-T1)
    MAINLAND = Qt.UserRole + 6  # mainland cell: [(viking, count)] (R-D2)
    PRICE = Qt.UserRole + 7     # wheel: the price paid for this group (R-B1)
    DIMMED = Qt.UserRole + 8    # wheel: the player to buy may not take it (R-B2/R-B3)
    REASON = Qt.UserRole + 9    # wheel: why not, in words
    CURRENT = Qt.UserRole + 10  # players: this seat is to act
    COLOUR = Qt.UserRole + 11   # players: the seat colour (#rrggbb)
    KIND = Qt.UserRole + 12     # players: "human" / "computer"
    HEAD = Qt.UserRole + 13     # mainland cell: the head boatsman stands here
    LAST = Qt.UserRole + 14     # the cell the last move filled (to follow computer turns)
    CELL = Qt.UserRole + 15     # all of the above for one cell at once, as a DisplayCell


class DisplayCell(NamedTuple):
    """What a delegate draws for one display cell (one data() call per paint)."""
    tile: int
    viking: int
    threatened: bool
    ship: str | None
    last: bool
    highlight: str | None


EMPTY_CELL = DisplayCell(0, 0, False, None, False, None)


def group_text(tile: int, viking: int) -> str:
    what = f"{SHIPS[tile].sail} ship" if is_ship(tile) else f"{TILE_TOKEN[tile]} island tile"
    return f"{what} with a {VIKING_ROLE[viking]}"


class WheelModel(QAbstractListModel):
    """The wheel's 12 spaces; row = price (R-B1)."""

    def __init__(self, controller: GameController):
        super().__init__(controller)
        self.controller = controller
        controller.state_changed.connect(self._refresh)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else WHEEL_SPACES

    def _refresh(self) -> None:
        self.dataChanged.emit(self.index(0), self.index(WHEEL_SPACES - 1))

    def data(self, index: QModelIndex, role: int = Qt.DisplayRole):
        state = self.controller.state
        if state is None or not index.isValid():
            return None
        price = index.row()
        group = state.wheel[price]
        tile, viking = group >> 3, group & 7
        if role == Role.PRICE:
            return price
        if role == Role.TILE:
            return tile
        if role == Role.VIKING:
            return viking
        if role == Role.REASON:
            return self.controller.buy_reason(price) if group else None
        if role == Role.DIMMED:
            return bool(group) and state.phase is Phase.BUY and \
                self.controller.buy_reason(price) is not None
        if role == DISPLAY:
            return f"{price}: {group_text(tile, viking)}" if group else f"{price}: empty"
        if role == TOOLTIP and group:
            text = f"{group_text(tile, viking)} for {price} gold"
            reason = self.controller.buy_reason(price) if state.phase is Phase.BUY else None
            return text + (f"\nNot for you now: {reason}" if reason else "")
        return None


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
                tile, viking = cell >> 3, cell & 7
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


class PlayersModel(QAbstractTableModel):
    """Seats with gold, fame and whose turn it is."""

    COLUMNS = ("Player", "Gold", "Fame", "Vikings", "Plays")

    def __init__(self, controller: GameController):
        super().__init__(controller)
        self.controller = controller
        self._rows = 0
        self._facts: list[tuple] = []
        controller.game_started.connect(self._reset)
        controller.state_changed.connect(self._refresh)
        controller.thinking_changed.connect(self._refresh)

    def _row_facts(self) -> list[tuple]:
        state = self.controller.state
        current = state.current_player()
        return [(seat == current, p.gold, p.fame, p.viking_count())
                for seat, p in enumerate(state.players)]

    def _reset(self) -> None:
        self.beginResetModel()
        self._rows = len(self.controller.setup.seats)
        self._facts = self._row_facts()
        self.endResetModel()

    def _refresh(self) -> None:
        # Only rows whose numbers changed: the table sizes its columns to their contents,
        # which asks every cell again after each dataChanged.
        if not self._rows:
            return
        facts = self._row_facts()
        changed = [seat for seat, row in enumerate(facts)
                   if seat >= len(self._facts) or row != self._facts[seat]]
        self._facts = facts
        if changed:
            self.dataChanged.emit(self.index(min(changed), 0),
                                  self.index(max(changed), len(self.COLUMNS) - 1))

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.DisplayRole):
        if role == DISPLAY and orientation == Qt.Horizontal:
            return self.COLUMNS[section]
        return None

    def data(self, index: QModelIndex, role: int = Qt.DisplayRole):
        controller = self.controller
        state = controller.state
        if state is None or not index.isValid():
            return None
        seat, column = index.row(), index.column()
        player, setup_seat = state.players[seat], controller.setup.seats[seat]
        current = state.current_player() == seat
        if role == Role.CURRENT:
            return current
        if role == Role.COLOUR:
            return SEAT_COLOURS[setup_seat.colour]
        if role == Role.KIND:
            return setup_seat.kind
        if role == DISPLAY:
            if column == 0:
                return ("▶ " if current else "") + player.name
            if column == 1:
                return player.gold
            if column == 2:
                return player.fame
            if column == 3:
                return player.viking_count()
            return "human" if setup_seat.is_human else f"computer, {setup_seat.level}"
        if role == DECORATION and column == 0:
            return QColor(SEAT_COLOURS[setup_seat.colour])
        if role == FONT and current:
            font = QFont()
            font.setBold(True)
            return font
        if role == ALIGNMENT and column in (1, 2, 3):
            return int(Qt.AlignRight | Qt.AlignVCenter)
        return None


class LogModel(QAbstractListModel):
    """What happened, one line per action, for the game log."""

    def __init__(self, controller: GameController):
        super().__init__(controller)
        self.controller = controller
        self.lines: list[str] = []
        controller.game_started.connect(self._reset)
        controller.action_applied.connect(self._on_action)
        controller.scoring_done.connect(self._on_scoring)
        controller.message.connect(self._append)
        controller.computer_failed.connect(self._append)

    def _reset(self) -> None:
        controller = self.controller
        self.beginResetModel()
        self.lines = [f"New game: {', '.join(controller.setup.names)} "
                      f"(seed {controller.setup.seed})", "— Round 1 —"]
        self.endResetModel()
        self._replay()

    def _replay(self) -> None:
        """The lines of a loaded game's actions and scorings, replayed from its deal."""
        controller = self.controller
        state = GameState.from_deal(controller.setup.names, controller.deal)
        for action in controller.actions:
            seat, scorings = state.current, len(state.scorings)
            state.apply_unchecked(action)
            self._on_action(seat, action)
            for record in state.scorings[scorings:]:
                self._on_scoring(record)

    def _append(self, line: str) -> None:
        self.beginInsertRows(QModelIndex(), len(self.lines), len(self.lines))
        self.lines.append(line)
        self.endInsertRows()

    def _on_action(self, seat: int, action) -> None:
        self._append(f"{self.controller.seat_name(seat)} {describe(action)}")

    def _on_scoring(self, record) -> None:
        names = self.controller.setup.names
        parts = []
        for seat, breakdown in enumerate(record.breakdowns):
            fame = sum(e.get("fame", 0) for e in breakdown.values())
            gold = sum(e.get("gold", 0) for e in breakdown.values())
            parts.append(f"{names[seat]} {fame:+d} fame {gold:+d} gold")
        self._append(f"Round {record.round} {record.kind} scoring: " + "; ".join(parts))
        if record.kind == "small" or (record.kind == "large" and record.round < 6):
            self._append(f"— Round {record.round + 1} —")

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: QModelIndex, role: int = Qt.DisplayRole):
        if index.isValid() and role in (DISPLAY, TOOLTIP):
            return self.lines[index.row()]
        return None


CATEGORY_NAMES = {
    "goldsmiths": "Goldsmiths", "ships": "Repelled ships", "nobles": "Nobles",
    "scouts": "Scouts", "fishermen": "Fishermen", "gold": "Gold into fame",
    "boatsmen": "Most Boatsmen", "islands": "Most completed islands",
    "longest island": "Longest island", "feeding": "Feeding", "buildings": "Buildings",
}


class ScoringModel(QAbstractTableModel):
    """One scoring's breakdown (R-K, R-F): rows = what scored, columns = players."""

    def __init__(self, record, names: list[str], parent=None):
        super().__init__(parent)
        self.record = record
        self.names = names
        categories: list[str] = []
        for breakdown in record.breakdowns:
            categories.extend(k for k in breakdown if k not in categories)
        self.categories = categories

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.categories) + 1

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.names)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.DisplayRole):
        if role != Qt.DisplayRole:
            return None
        if orientation == Qt.Horizontal:
            return self.names[section]
        if section == len(self.categories):
            return "Total"
        key = self.categories[section]
        if key == "ships" and self.record.kind == "final":
            return "Ships not repelled"          # R-F1: the final scoring's penalty
        return CATEGORY_NAMES.get(key, key.capitalize())

    def entry(self, row: int, seat: int) -> dict:
        breakdown = self.record.breakdowns[seat]
        if row < len(self.categories):
            return breakdown.get(self.categories[row], {})
        return {"fame": sum(e.get("fame", 0) for e in breakdown.values()),
                "gold": sum(e.get("gold", 0) for e in breakdown.values())}

    def data(self, index: QModelIndex, role: int = Qt.DisplayRole):
        if not index.isValid():
            return None
        entry = self.entry(index.row(), index.column())
        if role == DISPLAY:
            parts = [f"{entry[k]:+d} {k}" for k in ("fame", "gold") if entry.get(k)]
            text = ", ".join(parts) or "—"
            return f"{text} from {entry['count']}" if entry.get("count") else text
        if role == ALIGNMENT:
            return int(Qt.AlignCenter)
        if role == FONT and index.row() == len(self.categories):
            font = QFont()
            font.setBold(True)
            return font
        return None
