"""Holds the final scoring back while round 6's large scoring is read.

The engine applies round 6's large scoring and the final scoring in one step; the window
shows the large scoring first. Until the end screen opens, the table shows the game as it
stood after the large scoring: fame and gold without the final scoring's part, no
"Game over", no final scoring line in the log — each step when it happens."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from vikings_desktop.engine import ScoringRecord, breakdown_total


class ResultCurtain(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.hidden: ScoringRecord | None = None

    @property
    def down(self) -> bool:
        """The final scoring is held back now."""
        return self.hidden is not None

    def hide(self, final: ScoringRecord) -> None:
        if final.kind == "final" and self.hidden is not final:
            self.hidden = final
            self.changed.emit()

    def reveal(self) -> None:
        if self.hidden is not None:
            self.hidden = None
            self.changed.emit()

    def fame(self, seat: int, fame: int) -> int:
        """``seat``'s fame as shown: without the held-back final scoring's part."""
        return fame - self._part(seat, "fame")

    def gold(self, seat: int, gold: int) -> int:
        return gold - self._part(seat, "gold")

    def _part(self, seat: int, kind: str) -> int:
        if self.hidden is None or seat >= len(self.hidden.breakdowns):
            return 0
        return breakdown_total(self.hidden.breakdowns[seat], kind)
