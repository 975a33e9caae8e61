"""The wheel's model: its 12 spaces, what lies on each and who may buy it."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from vikings_desktop.engine import (
    WHEEL_SPACES,
    Phase,
    cell_tile,
    cell_viking,
)

from ..session.game_table import GameTable
from ..words.action_text import group_name, tile_name
from ..words.refusal_text import refusal_text
from .roles import (
    DISPLAY,
    TOOLTIP,
    Role,
)


class WheelModel(QAbstractListModel):
    """The wheel's 12 spaces; row = price (R-B1)."""

    def __init__(self, table: GameTable):
        super().__init__(table)
        self.table = table
        self._rows: list[tuple] = self._row_keys()
        table.state_changed.connect(self._refresh)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        """A space is enabled while a group lies on it (empty spaces are only drawn)."""
        state = self.table.session.state
        if state is None or not index.isValid() or not state.wheel[index.row()]:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else WHEEL_SPACES

    def _row_keys(self) -> list[tuple]:
        """Per space, everything its data and flags depend on: the group, and while buying
        why the player to act may not buy it."""
        state = self.table.session.state
        if state is None:
            return [()] * WHEEL_SPACES
        buying = state.phase is Phase.BUY
        return [(group, buying and bool(group) and self.table.buy_reason(price))
                for price, group in enumerate(state.wheel)]

    def _refresh(self) -> None:
        """dataChanged for the spaces that changed only, one signal per run of them."""
        rows = self._row_keys()
        changed = [price for price in range(WHEEL_SPACES) if rows[price] != self._rows[price]]
        self._rows = rows
        runs: list[list[int]] = []                 # consecutive changed spaces
        for price in changed:
            if runs and runs[-1][-1] == price - 1:
                runs[-1].append(price)
            else:
                runs.append([price])
        for run in runs:
            self.dataChanged.emit(self.index(run[0]), self.index(run[-1]))

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        state = self.table.session.state
        if state is None or not index.isValid():
            return None
        price = index.row()
        group = state.wheel[price]
        tile, viking = cell_tile(group), cell_viking(group)
        if role == Role.TILE:
            return tile
        if role == Role.VIKING:
            return viking
        if role == Role.DIMMED:         # the reason was worked out once, at the last change
            return bool(group) and bool(self._rows[price][1])
        if role == DISPLAY:
            if not group:
                return self.tr("{price}: empty").format(price=price)
            if not viking:                   # the colour draft: the tile waits for its Viking
                return f"{price}: {tile_name(tile)}"
            return f"{price}: {group_name(tile, viking)}"
        if role == TOOLTIP and group:
            what = group_name(tile, viking) if viking else tile_name(tile)
            text = self.tr("{group} for {price} gold").format(group=what, price=price)
            reason = self.table.buy_reason(price) if state.phase is Phase.BUY else None
            if reason:
                text += "\n" + self.tr("Not for you now: {reason}").format(
                    reason=refusal_text(reason))
            return text
        return None
