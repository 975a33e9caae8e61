"""Models of the advanced game's table (RULES.md §10): the face-up special tiles, the 13
drawn Vikings of the auction and draft, and each seat's part in the auction. Each reports
exactly the rows that changed."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from vikings_desktop.engine import SPECIAL_OFFER_SIZE, VIKINGS, Phase

from ..session.game_table import GameTable
from ..words.names import viking_name
from ..words.special_tile_text import special_tile_effect, special_tile_name
from .roles import ACCESSIBLE, DISPLAY, TOOLTIP, ReadOnlyItems

SPECIAL_ROLE = int(Qt.ItemDataRole.UserRole) + 40     # offer: the special tile id, None = empty place
VIKING_ROLE = int(Qt.ItemDataRole.UserRole) + 41      # drawn: the Viking code of the row
COUNT_ROLE = int(Qt.ItemDataRole.UserRole) + 42       # drawn: how many of that colour wait


class _RowsFromState(ReadOnlyItems, QAbstractListModel):
    """A fixed number of rows whose values are recomputed on every state change; only
    rows whose values differ are reported."""

    def __init__(self, table: GameTable):
        super().__init__(table)
        self.table = table
        self._values: list[tuple] = self._row_values()     # data() answers from the start
        table.position_reset.connect(self._refresh)
        table.state_changed.connect(self._refresh)

    def _row_values(self) -> list[tuple]:
        """Each row's values in the position now: what each model of this kind shows."""
        raise NotImplementedError(f"{type(self).__name__} does not say what its rows show")

    def _refresh(self) -> None:
        values = self._row_values()
        if len(values) != len(self._values):
            self.beginResetModel()
            self._values = values
            self.endResetModel()
            return
        for row, (old, new) in enumerate(zip(self._values, values, strict=True)):
            if old != new:
                self._values[row] = new
                index = self.index(row)
                self.dataChanged.emit(index, index)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._values)


class SpecialOfferModel(_RowsFromState):
    """The four face-up places of special tiles (R-A4): the tile's id, its name and what
    it does, in words."""

    def _row_values(self) -> list[tuple]:
        state = self.table.session.state
        offer = state.special_offer if state is not None else []
        return [(offer[i] if i < len(offer) else None,) for i in range(SPECIAL_OFFER_SIZE)]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY):
        if not index.isValid():
            return None
        special = self._values[index.row()][0]
        if role == SPECIAL_ROLE:
            return special
        if special is None:
            return None
        if role in (DISPLAY, ACCESSIBLE):
            return special_tile_name(special)
        if role == TOOLTIP:
            return f"<b>{special_tile_name(special)}</b><br>{special_tile_effect(special)}"
        return None


class DrawnVikingsModel(_RowsFromState):
    """The Vikings drawn for the round and not on the wheel yet, one row per colour in
    the base game's order (R-O2), with how many of each wait (R-A1, R-A2)."""

    def _row_values(self) -> list[tuple]:
        state = self.table.session.state
        drawn = state.drawn if state is not None else []
        return [(viking, drawn.count(viking)) for viking in VIKINGS]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY):
        if not index.isValid():
            return None
        viking, count = self._values[index.row()]
        if role == VIKING_ROLE:
            return viking
        if role == COUNT_ROLE:
            return count
        if role in (DISPLAY, TOOLTIP, ACCESSIBLE):
            return QCoreApplication.translate("DrawnVikings", "{count} × {viking}").format(
                count=count, viking=viking_name(viking))
        return None


class AuctionModel(_RowsFromState):
    """One row per seat: where that player stands in the auction for start player."""

    def _row_values(self) -> list[tuple]:
        state = self.table.session.state
        if state is None:
            return []
        auction = state.phase is Phase.AUCTION
        return [(seat, auction and seat == state.leader, state.bid if auction else -1,
                 auction and seat in state.passed, auction and seat == state.current)
                for seat in range(len(state.players))]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY):
        if not index.isValid() or role not in (DISPLAY, ACCESSIBLE, TOOLTIP):
            return None
        seat, leads, bid, passed, to_bid = self._values[index.row()]
        name = self.table.session.seat_name(seat)
        if leads:
            return QCoreApplication.translate("Auction", "{name} leads with {bid}").format(name=name, bid=bid)
        if passed:
            return QCoreApplication.translate("Auction", "{name} passed").format(name=name)
        if to_bid:
            return QCoreApplication.translate("Auction", "{name} to bid").format(name=name)
        # every name says where that player stands, not only the leader's and the passed
        return QCoreApplication.translate("Auction", "{name}: yet to bid").format(name=name)


class HeldSpecialsModel(ReadOnlyItems, QAbstractListModel):
    """The special tiles one player holds (R-S), a building waiting beside the mainland
    included; reset only when that player's tiles change."""

    def __init__(self, table: GameTable, seat: int):
        super().__init__(table)
        self.table = table
        self.seat = seat
        self._held: list[str] = []
        table.position_reset.connect(self._refresh)
        table.state_changed.connect(self._refresh)
        self._refresh()

    def _refresh(self) -> None:
        state = self.table.session.state
        held = (list(state.players[self.seat].specials)
                if state is not None and self.seat < len(state.players) else [])
        if held != self._held:
            self.beginResetModel()
            self._held = held
            self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._held)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY):
        if not index.isValid():
            return None
        special = self._held[index.row()]
        if role == SPECIAL_ROLE:
            return special
        if role in (DISPLAY, ACCESSIBLE):
            return special_tile_name(special)
        if role == TOOLTIP:
            waiting = ""
            if special.startswith("building"):
                waiting = "<br><i>" + QCoreApplication.translate(
                    "HeldSpecials", "Waits beside the mainland for the next tile with this "
                    "building.") + "</i>"
            return f"<b>{special_tile_name(special)}</b><br>{special_tile_effect(special)}{waiting}"
        return None
