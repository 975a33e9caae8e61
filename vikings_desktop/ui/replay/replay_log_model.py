"""The replay's log: the whole game, one line per action or scoring, each line knowing the
moment it shows. The current moment's line is highlighted, a click on a line
goes to its moment, and decisions the analysis found costly are marked."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon
from PySide6.QtWidgets import QApplication, QStyle

from vikings_desktop.engine import ROUNDS

from ..models.roles import DECORATION, DISPLAY, FONT, TOOLTIP, ReadOnlyItems
from ..words.action_text import action_text, scoring_line
from ..words.advanced_log_text import special_scoring_text
from .timeline import Timeline

CURRENT = QColor("#f6dc7a")          # the moment shown (the hint's gold, lighter)
COSTLY = QColor("#f4c7c3")           # a decision that cost more than the threshold
BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
POSITION_ROLE = int(Qt.ItemDataRole.UserRole) + 1      # the moment a line shows
ACTION_ROLE = int(Qt.ItemDataRole.UserRole) + 2        # the action's index (None: no action)


class ReplayLogModel(ReadOnlyItems, QAbstractListModel):
    """Every line of the game; ``lines[i] = (text, position, action index or None)``."""

    def __init__(self, timeline: Timeline, parent=None):
        super().__init__(parent)
        self.timeline = timeline
        self.current_row = 0
        self.costly: dict[int, str] = {}          # action index -> the verdict in words
        self.lines: list[tuple[str, int, int | None]] = []
        self._row_of_position: list[int] = []
        self._warning: QIcon | None = None
        self._build()

    def _build(self) -> None:
        timeline = self.timeline
        setup = timeline.setup
        names = setup.names
        lines = self.lines
        lines.append((self.tr("New game: {names} (game number {seed})").format(
            names=", ".join(names), seed=setup.seed), 0, None))
        lines.append((self.tr("— Round {round} —").format(round=1), 0, None))
        self._row_of_position = [0]
        scorings = iter(timeline.scorings)
        moment = next(scorings, None)
        for index, action in enumerate(timeline.actions):
            position = index + 1
            seat = timeline.seats[index]
            after = timeline.peek(position)
            lines.append((action_text(names[seat], action, after, seat), position, index))
            self._row_of_position.append(len(lines) - 1)
            while moment is not None and moment.position == position:
                record = moment.record
                lines.append((scoring_line(record, names), position, None))
                for scored, breakdown in enumerate(record.breakdowns):
                    specials = special_scoring_text(breakdown)
                    if specials:
                        lines.append((self.tr("{name}'s special tiles: {specials}").format(
                            name=names[scored], specials=specials), position, None))
                if record.kind == "small" or (record.kind == "large" and record.round < ROUNDS):
                    lines.append((self.tr("— Round {round} —").format(round=record.round + 1),
                                  position, None))
                moment = next(scorings, None)

    # --- the moment and the marks ---------------------------------------------------------
    def row_of(self, position: int) -> int:
        """The line of the last action played at ``position`` (the first line at the start)."""
        return self._row_of_position[position]

    def position_of(self, row: int) -> int:
        return self.lines[row][1]

    def set_position(self, position: int) -> None:
        old, self.current_row = self.current_row, self.row_of(position)
        if old != self.current_row:
            for row in (old, self.current_row):
                self.dataChanged.emit(self.index(row), self.index(row), [BACKGROUND, FONT])

    def set_costly(self, costly: dict[int, str]) -> None:
        """Mark these decisions (action index -> why, in words)."""
        rows = {self._row_of_position[i + 1] for i in set(self.costly) | set(costly)}
        self.costly = dict(costly)
        for row in rows:
            self.dataChanged.emit(self.index(row), self.index(row),
                                  [BACKGROUND, TOOLTIP, DECORATION])

    # --- the model ------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        text, position, action = self.lines[index.row()]
        if role == DISPLAY:
            return text
        if role == TOOLTIP:
            return self.costly.get(action, text) if action is not None else text
        if role == BACKGROUND:
            if index.row() == self.current_row:
                return QBrush(CURRENT)
            if action is not None and action in self.costly:
                return QBrush(COSTLY)
            return None
        if role == DECORATION and action is not None and action in self.costly:
            # not by colour alone: a costly decision carries a warning sign too
            if self._warning is None:
                self._warning = QApplication.style().standardIcon(
                    QStyle.StandardPixmap.SP_MessageBoxWarning)
            return self._warning
        if role == FONT and index.row() == self.current_row:
            font = QFont()
            font.setBold(True)
            return font
        if role == POSITION_ROLE:
            return position
        if role == ACTION_ROLE:
            return action
        return None
