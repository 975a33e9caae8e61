"""The replay's table: the window's own ``GameTable``, read-only, showing one
moment of a ``Timeline``.

The replay window's wheel, displays and players table are the game window's views and
models on a table of their own, so the game on the table is never touched. This one
never plays: no computer player thinks, every gesture is refused with a plain reason, and
``show(position)`` puts a kept position in place (no replay per step). The analysis's
verdict of the decision shown is marked where the hint marks its move (``hint_target``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from vikings_desktop.engine import (
    Action,
    GameState,
    MoveViking,
    PlaceStart,
    PlaceTile,
)
from vikings_desktop.session import GameSession

from ..session.game_table import GameTable
from ..session.hints import move_target
from .timeline import Timeline


def replay_refusal() -> str:
    return QCoreApplication.translate(
        "Replay", "This is a replay: nothing can be played here. To play on from this "
        "moment, use “Play on from here”.")


class ReplaySession(GameSession):
    """The session of a replay: it shows one kept moment of a timeline and plays nothing
    (the views read ``state`` and ``actions`` as in the game window)."""

    def __init__(self, timeline: Timeline):
        super().__init__()
        self.timeline = timeline
        self.position = 0
        self._shown: GameState | None = None     # the position shown (a copy of a kept one)

    @property
    def state(self) -> GameState | None:
        return self._shown

    @property
    def actions(self) -> list[Action]:
        return self.timeline.actions[:self.position]

    def human_to_act(self) -> bool:
        return False                       # nobody plays in a replay: no held tile, no cells

    def show(self, position: int) -> int:
        """Show the moment after the first ``position`` actions (clamped to the game)."""
        self.position = max(0, min(self.timeline.length, position))
        self._shown = self.timeline.state_at(self.position)
        return self.position


class ReplayTable(GameTable):
    """A read-only table showing the position after ``position`` actions."""

    moved = Signal(int)                    # the position shown now

    def __init__(self, timeline: Timeline, parent: QObject | None = None):
        self.timeline = timeline
        self.marked: Action | None = None     # Hard's move, marked at ``marked_at``
        self.marked_at = -1
        self.session: ReplaySession = ReplaySession(timeline)
        super().__init__(parent, pace_ms=0, session=self.session)
        # the wheel and the board ask the hints where to mark a move: here, Hard's move
        self.hints.target = self.hint_target  # type: ignore[method-assign]

    @property
    def position(self) -> int:
        return self.session.position

    def begin(self) -> None:
        """Set the table (once the window's models and views listen) at the start."""
        self.session.show(0)
        self.session.load(self.timeline.setup, [])
        self.show(0)

    @property
    def last_move(self) -> tuple[int, int, int] | None:
        """The cell the last action filled (the board frames it), as in the game window."""
        if not self.position:
            return None
        action = self.timeline.actions[self.position - 1]
        seat = self.timeline.seats[self.position - 1]
        if isinstance(action, PlaceTile | MoveViking):
            return (seat, action.row, action.col)
        if isinstance(action, PlaceStart):
            return (seat, action.row, 1)
        return None

    @last_move.setter
    def last_move(self, _value: tuple[int, int, int] | None) -> None:
        pass

    # --- moving ---------------------------------------------------------------------------
    def show(self, position: int) -> None:
        """Show the moment after the first ``position`` actions (clamped to the game)."""
        position = self.session.show(position)
        self._reset_gesture()
        self.state_changed.emit()
        self.moved.emit(position)

    def mark(self, position: int, action: Action | None) -> None:
        """Mark ``action`` (Hard's preferred move) on the board while ``position`` shows."""
        self.marked, self.marked_at = action, position
        self.state_changed.emit()

    # --- what the game window's views ask -------------------------------------------------
    def expects_drop(self) -> bool:
        return True                        # a click on a display is answered (refused)

    def hint_target(self) -> tuple[str, int, int] | None:
        """Where the wheel and the board mark Hard's move (as they mark a hint)."""
        if self.marked is None or self.marked_at != self.position:
            return None
        return move_target(self.marked)

    # --- never playing --------------------------------------------------------------------
    def _may_act(self) -> str | None:
        """Never: every gesture gets the replay's reason."""
        return self._refuse(replay_refusal())

    def _after_change(self) -> None:
        """No computer player and no automatic move in a replay."""
