"""The game log: one line per action or scoring."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from vikings_desktop.engine import GameState, describe

from ..advanced_log_text import advanced_action_text, special_scoring_text
from ..game_controller import GameController
from .roles import (
    DISPLAY,
    TOOLTIP,
    ReadOnlyItems,
)


class LogModel(ReadOnlyItems, QAbstractListModel):
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
        state = GameState.from_deal(controller.setup.names, controller.deal, controller.setup.rules)
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
        name = self.controller.seat_name(seat)
        self._append(advanced_action_text(name, action) or f"{name} {describe(action)}")

    def _on_scoring(self, record) -> None:
        names = self.controller.setup.names
        parts = []
        for seat, breakdown in enumerate(record.breakdowns):
            fame = sum(e.get("fame", 0) for e in breakdown.values())
            gold = sum(e.get("gold", 0) for e in breakdown.values())
            specials = special_scoring_text(breakdown)
            parts.append(f"{names[seat]} {fame:+d} fame {gold:+d} gold"
                         + (f" ({specials})" if specials else ""))
        self._append(f"Round {record.round} {record.kind} scoring: " + "; ".join(parts))
        if record.kind == "small" or (record.kind == "large" and record.round < 6):
            self._append(f"— Round {record.round + 1} —")

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.lines)

    def data(self, index: QModelIndex, role: int = Qt.DisplayRole):
        if index.isValid() and role in (DISPLAY, TOOLTIP):
            return self.lines[index.row()]
        return None
