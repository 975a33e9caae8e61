"""The counts players keep by hand (Vikings in the bag, tiles face down, special tiles left),
from public information only, kept current after every action for the views that show
them (the counts tab, the wheel hub's tooltip)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from vikings_desktop.engine import PublicCounts, public_counts

from ..session.game_controller import GameController
from ..words.counts_text import counts_html


class PublicCountsModel(QObject):
    changed = Signal()

    def __init__(self, controller: GameController, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.counts: PublicCounts | None = None
        controller.state_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        state = self.controller.state
        counts = public_counts(state) if state is not None else None
        if counts != self.counts:
            self.counts = counts
            self.changed.emit()

    def html(self) -> str:
        """The counts as a small table ("" before a game)."""
        state = self.controller.state
        if self.counts is None or state is None:
            return ""
        return counts_html(self.counts, state.rules.special_tiles)
