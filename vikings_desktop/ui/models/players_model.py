"""The players' table: seats with gold, fame, Vikings and whose turn it is."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPixmap

from vikings_desktop.engine import SeatProjection, if_game_ended_now
from vikings_desktop.session import Reset

from ..art.seat_shades import SEAT_SHADES
from ..session.game_table import GameTable
from ..session.result_curtain import ResultCurtain
from ..words.level_names import level_name
from ..words.projection_text import projection_html
from .roles import (
    ALIGNMENT,
    DECORATION,
    DISPLAY,
    FONT,
    TOOLTIP,
    ReadOnlyItems,
    Role,
)


class PlayersModel(ReadOnlyItems, QAbstractTableModel):
    """Seats with gold, fame and whose turn it is."""

    COLUMNS = (QT_TRANSLATE_NOOP("PlayersModel", "Player"),   # translated where shown
               QT_TRANSLATE_NOOP("PlayersModel", "Gold"), QT_TRANSLATE_NOOP("PlayersModel", "Fame"),
               QT_TRANSLATE_NOOP("PlayersModel", "Vikings"),
               QT_TRANSLATE_NOOP("PlayersModel", "Plays"),
               QT_TRANSLATE_NOOP("PlayersModel", "At end"))
    PLAYS_COLUMN = 4
    IF_ENDED_COLUMN = 5         # shown on demand (View → If the game ended now)

    def __init__(self, table: GameTable):
        super().__init__(table)
        self.table = table
        self._rows = 0
        self._facts: list[tuple] = []
        self._swatches: dict[str, QPixmap] = {}
        self._projections: list[SeatProjection] = []
        self.projection_shown = False
        self._curtain: ResultCurtain | None = None
        table.position_reset.connect(self._reset)
        table.state_changed.connect(self._refresh)
        table.computers.thinking_changed.connect(self._refresh)

    def _row_facts(self) -> list[tuple]:
        state = self.table.session.state
        if state is None:
            return []
        current = state.current_player()
        # the final scoring applied to the position now, worked out when it is asked for
        # (its column shown, a header's tooltip): undo and redo stay cheap without it
        self._projections = []
        ended = (tuple((p.fame, p.winner) for p in self.projections())
                 if self.projection_shown else ())
        return [(seat == current, self._gold(seat, p.gold), self._fame(seat, p.fame),
                 p.viking_count(), ended[seat] if ended else None)
                for seat, p in enumerate(state.players)]

    def projections(self) -> list[SeatProjection]:
        """Each seat's "if the game ended now", once per position."""
        state = self.table.session.state
        if not self._projections and state is not None:
            self._projections = if_game_ended_now(state)
        return self._projections

    def show_projection(self, shown: bool) -> None:
        """The column is shown: its numbers follow every action (else only when asked)."""
        if shown != self.projection_shown:
            self.projection_shown = shown
            self._refresh()

    def set_curtain(self, curtain: ResultCurtain) -> None:
        """While round 6's large scoring is read, fame and gold without the final's part."""
        self._curtain = curtain
        curtain.changed.connect(self._refresh)

    def _fame(self, seat: int, fame: int) -> int:
        return self._curtain.fame(seat, fame) if self._curtain is not None else fame

    def _gold(self, seat: int, gold: int) -> int:
        return self._curtain.gold(seat, gold) if self._curtain is not None else gold

    def _reset(self, reset: Reset | None = None) -> None:
        if reset is not None and reset.same_game:
            return                  # undo, redo: the same seats (state_changed refreshes)
        self.beginResetModel()
        setup = self.table.session.setup
        self._rows = 0 if setup is None else len(setup.seats)
        self._facts = self._row_facts()
        self.endResetModel()

    def _refresh(self) -> None:
        # Only rows whose numbers changed: the table sizes its columns to their contents,
        # which asks every cell again after each dataChanged.
        if not self._rows:
            return
        facts = self._row_facts()
        old = self._facts
        self._facts = facts
        last = len(self.COLUMNS) - 1
        for seat, row in enumerate(facts):
            if seat < len(old) and row == old[seat]:
                continue
            if seat >= len(old) or row[0] != old[seat][0]:
                # whose turn: the whole row changes (bold, the arrow before the name)
                self.dataChanged.emit(self.index(seat, 0), self.index(seat, last))
                continue
            # only the numbers that changed (one signal a row): the table repaints what it
            # is told, and the row's display header refreshes once
            columns = [column for fact, column in ((1, 1), (2, 2), (3, 3),
                                                   (4, self.IF_ENDED_COLUMN))
                       if row[fact] != old[seat][fact]]
            self.dataChanged.emit(self.index(seat, min(columns)), self.index(seat, max(columns)))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal:
            return QCoreApplication.translate("PlayersModel", str(self.COLUMNS[section]))
        if role == TOOLTIP and orientation == Qt.Orientation.Horizontal \
                and section == self.IF_ENDED_COLUMN:
            return self.tr("Each player's fame if the game ended now (the final scoring "
                           "applied to the table as it is); hover a cell for the parts")
        return None

    def _swatch(self, colour: str) -> QPixmap:
        """The seat colour as a small square, made once per colour: a new QColor for
        every paint of the players table grew the memory by about 1.5 MB a game (the view
        turns each decoration colour into a new pixmap)."""
        pixmap = self._swatches.get(colour)
        if pixmap is None:
            pixmap = self._swatches[colour] = QPixmap(12, 12)
            pixmap.fill(QColor(colour))
        return pixmap

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        table = self.table
        state = table.session.state
        setup = table.session.setup
        if state is None or setup is None or not index.isValid():
            return None
        seat, column = index.row(), index.column()
        player, setup_seat = state.players[seat], setup.seats[seat]
        current = state.current_player() == seat
        if role == Role.CURRENT:
            return current
        if role == Role.COLOUR:
            return SEAT_SHADES[setup_seat.colour]
        if role == Role.GOLD:
            return self._gold(seat, player.gold)
        if role == Role.FAME:
            return self._fame(seat, player.fame)
        if role == Role.IF_ENDED:
            projections = self.projections()
            return projection_html(projections[seat]) if seat < len(projections) else None
        if role == TOOLTIP and column == self.IF_ENDED_COLUMN:
            return self.data(index, Role.IF_ENDED)
        if role == TOOLTIP and column in (0, self.PLAYS_COLUMN):   # whole where it is shortened
            return self.data(index, Role.PLAYS)
        if role == Role.PLAYS:
            if setup_seat.is_human:
                return self.tr("human")
            if setup_seat.level is None:         # a network game: someone at another computer
                return self.tr("over the network")
            return self.tr("computer, {level}").format(level=level_name(setup_seat.level))
        if role == Role.PLAYS_SHORT:
            if setup_seat.is_human or setup_seat.level is None:
                return self.data(index, Role.PLAYS)
            return level_name(setup_seat.level)
        if role == DISPLAY:
            if column == 0:
                return ("▶ " if current else "") + player.name
            if column == 1:
                return self._gold(seat, player.gold)
            if column == 2:
                return self._fame(seat, player.fame)
            if column == 3:
                return player.viking_count()
            if column == self.IF_ENDED_COLUMN:
                projections = self.projections()
                return projections[seat].fame if seat < len(projections) else None
            return self.data(index, Role.PLAYS)
        if role == DECORATION and column == 0:
            return self._swatch(SEAT_SHADES[setup_seat.colour])
        if role == FONT and current:
            font = QFont()
            font.setBold(True)
            return font
        if role == ALIGNMENT and column in (1, 2, 3, self.IF_ENDED_COLUMN):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
