"""The counts players keep by hand (Vikings in the bag, tiles face down, special tiles left),
from public information only, kept current after every action for the views that show
them (the counts tab, the wheel hub's tooltip)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from vikings_desktop.engine import PublicCounts, public_counts

from ..session.game_table import GameTable
from ..words.counts_text import counts_html


class PublicCountsModel(QObject):
    changed = Signal()

    def __init__(self, table: GameTable, parent: QObject | None = None):
        super().__init__(parent)
        self.table = table
        self._counts: PublicCounts | None = None
        self._stale = True
        table.state_changed.connect(self.refresh)

    def refresh(self) -> None:
        """The position moved: the counts are worked out again when next asked for (undo,
        redo and every action stay cheap while nobody looks at them)."""
        self._stale = True
        self.changed.emit()

    @property
    def counts(self) -> PublicCounts | None:
        if self._stale:
            state = self.table.session.state
            self._counts = public_counts(state) if state is not None else None
            self._stale = False
        return self._counts

    def html(self) -> str:
        """The counts as a small table ("" before a game)."""
        state, counts = self.table.session.state, self.counts
        if counts is None or state is None:
            return ""
        return counts_html(counts, state.rules.special_tiles)
