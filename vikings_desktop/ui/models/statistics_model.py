"""The record of games as tables: per computer level or per player (games, wins, average and
best fame), and the list of recorded games."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from vikings_desktop.persistence.records import BY_LEVEL, GameRecord, SummaryRow

from ..words.level_names import level_name
from .roles import ALIGNMENT, DISPLAY, ReadOnlyItems

ModelIndex = QModelIndex | QPersistentModelIndex


class SummaryModel(ReadOnlyItems, QAbstractTableModel):
    """One line per computer level (BY_LEVEL) or per player's name (BY_NAME)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.by = BY_LEVEL
        self.rows: list[SummaryRow] = []

    def set_rows(self, by: str, rows: list[SummaryRow]) -> None:
        self.beginResetModel()
        self.by, self.rows = by, rows
        self.endResetModel()

    def headers(self) -> list[str]:
        first = self.tr("Computer level") if self.by == BY_LEVEL else self.tr("Player")
        return [first, self.tr("Games"), self.tr("Wins"), self.tr("Won"), self.tr("Average fame"),
                self.tr("Best fame"), self.tr("Abandoned")]

    def cells(self, row: SummaryRow) -> list[str]:
        """The row as shown (and as exported)."""
        won = f"{100 * row.wins / row.games:.0f} %" if row.games else "—"
        name = level_name(row.key) if self.by == BY_LEVEL else row.key
        average = f"{row.average_fame:.1f}" if row.games else "—"
        best = str(row.best_fame) if row.games else "—"
        return [name, str(row.games), str(row.wins), won, average, best, str(row.abandoned)]

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal and 0 <= section < 7:
            return self.headers()[section]
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        if role == DISPLAY:
            return self.cells(self.rows[index.row()])[index.column()]
        if role == ALIGNMENT and index.column():
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class GamesModel(ReadOnlyItems, QAbstractTableModel):
    """The recorded games, newest first: when, who, and who won (or that it was left)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.games: list[GameRecord] = []

    def set_games(self, games: list[GameRecord]) -> None:
        self.beginResetModel()
        self.games = games
        self.endResetModel()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal and 0 <= section < 3:
            return [self.tr("Played"), self.tr("Players"), self.tr("Result")][section]
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role != DISPLAY or not 0 <= index.row() < len(self.games):
            return None
        game = self.games[index.row()]
        if index.column() == 0:
            try:
                return datetime.fromisoformat(game.played_at).strftime("%Y-%m-%d %H:%M")
            except ValueError:
                return game.played_at
        if index.column() == 1:
            return ", ".join(f"{seat.name} ({level_name(seat.level)})" if seat.level else seat.name
                             for seat in game.seats)
        result = self.result(game)
        if game.from_replay:
            return self.tr("{result} (played on from a replay)").format(result=result)
        return result

    def result(self, game: GameRecord) -> str:
        if not game.finished:
            return self.tr("Left after round %n", "", game.rounds_played) if game.rounds_played \
                else self.tr("Left in round 1")
        winners = [seat for seat in game.seats if seat.won]
        names = " & ".join(seat.name for seat in winners)
        return self.tr("{names} won with {fame} fame").format(names=names, fame=winners[0].fame)
