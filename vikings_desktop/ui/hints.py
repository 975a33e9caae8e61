"""A hint for the human to act: what the Hard level would do now, worked out off the GUI
thread by the computer players' process (part of ``GameController``, as a mixin)."""

from __future__ import annotations

from vikings_desktop.ai import make_strategy
from vikings_desktop.engine import (
    describe,
)


class HintRequests:
    """Hint requests of ``GameController``: it provides ``state``, ``actions``,
    ``_computers``, ``seat_name``, ``is_human`` and the ``hint_ready`` signal."""

    _hint_pending = False                 # a hint is being worked out
    _hint_position = -1                   # len(actions) the hint is for

    # --- a hint for the human to act (what the Hard level would do) ------------------------
    def hint_problem(self) -> str | None:
        """Why no hint can be asked for now (None = it can)."""
        state = self.state
        if state is None or state.is_over() or not self.is_human(state.current):
            return "A hint is for a human player's turn"
        if self._hint_pending:
            return "Still thinking about the hint…"
        return None

    def request_hint(self) -> bool:
        """Work out, off the GUI thread, what Hard would do for the human to act now; the
        answer comes as ``hint_ready``. False (see ``hint_problem``) when it cannot."""
        if self.hint_problem():
            return False
        state = self.state
        self._hint_position = len(self.actions)
        self._hint_pending = True
        self._computers.hint(self._hint_position, state.observation(state.current),
                             seed=len(self.actions), factory=make_strategy)
        return True

    def _on_hint(self, position: int, action: object, error: str) -> None:
        self._hint_pending = False
        if position != self._hint_position or position != len(self.actions) or action is None:
            return                              # the game moved on, or the hint was dropped
        self.hint_ready.emit(f"Hint for {self.seat_name(self.state.current)}: "
                             f"{describe(action)}")

