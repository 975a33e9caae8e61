"""The game log: one line per action or scoring."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from vikings_desktop.engine import ROUNDS, Action, GameState
from vikings_desktop.session import Reset

from ..session.game_table import GameTable
from ..session.result_curtain import ResultCurtain
from ..words.action_text import action_text, scoring_line
from ..words.advanced_log_text import special_scoring_text
from .roles import (
    DISPLAY,
    TOOLTIP,
    ReadOnlyItems,
)


class LogModel(ReadOnlyItems, QAbstractListModel):
    """What happened, one line per action, for the game log."""

    def __init__(self, table: GameTable):
        super().__init__(table)
        self.table = table
        self.lines: list[str] = []
        self._marks: list[int] = []     # _marks[i]: the number of lines before action i's
        self._curtain: ResultCurtain | None = None
        self._held_back: list = []           # scorings waiting for the curtain to rise
        table.position_reset.connect(self._reset)
        table.action_applied.connect(self._on_action)
        table.scoring_done.connect(self._on_scoring)
        table.message.connect(self._append)
        table.computers.failed.connect(self._append)

    def _reset(self, reset: Reset) -> None:
        """Undo and redo keep the lines of the actions still played and add the redone
        ones; a new or loaded game starts the log again. The words come from the session's
        kept positions: nothing is replayed."""
        self._held_back = []
        session = self.table.session
        setup = session.setup
        assert setup is not None                # a game has started
        if reset.same_game:
            kept = min(session.move_count, len(self._marks))
            if kept < len(self._marks):
                first = self._marks[kept]
                self.beginRemoveRows(QModelIndex(), first, len(self.lines) - 1)
                del self.lines[first:], self._marks[kept:]
                self.endRemoveRows()
        else:
            self.beginResetModel()
            self.lines = [self.tr("New game: {names} (game number {seed})").format(
                              names=", ".join(setup.names), seed=setup.seed),
                          self.tr("— Round {round} —").format(round=1)]
            self._marks = []
            self.endResetModel()
        entries = session.entries
        for number in range(len(self._marks), session.move_count):
            before, after = session.kept_position(number), session.kept_position(number + 1)
            self._on_action(entries[number].seat, entries[number].action, after)
            for record in after.scorings[len(before.scorings):]:
                self._on_scoring(record)

    def _append(self, line: str) -> None:
        self.beginInsertRows(QModelIndex(), len(self.lines), len(self.lines))
        self.lines.append(line)
        self.endInsertRows()

    def _on_action(self, seat: int, action: Action, state: GameState | None = None) -> None:
        """A line naming what was bought, placed or moved (``state``: right after it)."""
        state = state if state is not None else self.table.session.state
        assert state is not None
        self._marks.append(len(self.lines))
        self._append(action_text(self.table.session.seat_name(seat), action, state, seat))

    def set_curtain(self, curtain: ResultCurtain) -> None:
        """The final scoring's lines wait while round 6's large scoring is read."""
        self._curtain = curtain
        curtain.changed.connect(self._after_curtain)

    def _after_curtain(self) -> None:
        if self._curtain is not None and not self._curtain.down and self._held_back:
            held, self._held_back = self._held_back, []
            for record in held:
                self._on_scoring(record)

    def _on_scoring(self, record) -> None:
        if self._curtain is not None and self._curtain.hidden is record:
            self._held_back.append(record)
            return
        setup = self.table.session.setup
        assert setup is not None        # a scoring comes from a game that is on
        names = setup.names
        self._append(scoring_line(record, names))
        for seat, breakdown in enumerate(record.breakdowns):
            specials = special_scoring_text(breakdown)
            if specials:
                self._append(self.tr("{name}'s special tiles: {specials}").format(
                    name=names[seat], specials=specials))
        if record.kind == "small" or (record.kind == "large" and record.round < ROUNDS):
            self._append(self.tr("— Round {round} —").format(round=record.round + 1))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if index.isValid() and role in (DISPLAY, TOOLTIP):
            return self.lines[index.row()]
        return None
