"""Computer players: the worker process that decides (``ComputerPlayers``) and the
scheduling of their turns in the game (``ComputerTurns``, part of ``GameController``).
"""

from __future__ import annotations

import contextlib
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from vikings_desktop.ai import make_strategy
from vikings_desktop.ai.decision_process import DecisionProcess, Factory
from vikings_desktop.engine import Action, Observation

from .mixin_base import QObjectMixin

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from vikings_desktop.engine import GameState


class ComputerPlayers(QObject):
    """One window's computer decisions and hints; ``cancel()`` drops what is under way."""

    # job id, the chosen action (or None), the error text ("" when fine)
    decided = Signal(int, object, str)
    # the position (log length) the hint is for, the action (or None), the error text
    hinted = Signal(int, object, str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._process = DecisionProcess.shared()
        self._client = self._process.new_client()
        self._closed = False

    def start(self) -> None:
        """Start the worker process ahead of the first decision."""
        self._process.start()

    def decide(self, job: int, key: tuple, level: str, seed: int | None,
               observation: Observation, factory: Factory = make_strategy) -> None:
        """A computer seat's decision; ``key`` (game, seat) keeps one strategy per seat."""
        self._process.request(self._client, key, level, seed, observation,
                              lambda action, error: self._answer(self.decided, job, action,
                                                                 error), factory)

    def hint(self, position: int, observation: Observation, seed: int,
             factory: Factory = make_strategy) -> None:
        """What the Hard level would do in this position (a fresh strategy each time)."""
        self._process.request(self._client, None, "hard", seed, observation,
                              lambda action, error: self._answer(self.hinted, position, action,
                                                                 error), factory)

    def cancel(self) -> None:
        self._process.cancel(self._client)

    def close(self) -> None:
        """The window goes: searches under way stop, their answers are dropped."""
        self._closed = True
        self.cancel()

    def _answer(self, signal, number: int, action, error: str) -> None:
        # Runs on a helper thread of the decision process; the emit is queued to the GUI.
        if self._closed:
            return
        with contextlib.suppress(RuntimeError):      # the window was destroyed meanwhile
            signal.emit(number, action, error)


if TYPE_CHECKING:
    class _Host(QObjectMixin):
        """What GameController gives ComputerTurns (for mypy only)."""

        state: GameState | None
        actions: list[Action]
        pace_ms: int
        thinking_seat: int
        _computers: ComputerPlayers
        _strategies: dict[int, tuple[str, int | None]]   # seat -> (level, seed)
        _game_number: int
        _job: int
        _paused: bool
        _started_at: float
        _thought_at: int
        _hint_pending: bool
        _hint_position: int
        state_changed: SignalInstance
        thinking_changed: SignalInstance
        computer_failed: SignalInstance

        def seat_name(self, seat: int) -> str: ...
        def _apply(self, action: Action) -> bool: ...
        def _after_change(self) -> None: ...
else:
    _Host = QObjectMixin


class ComputerTurns(_Host):
    """Scheduling the computer players' decisions, part of ``GameController``: it provides
    ``state``, ``actions``, ``pace_ms``, ``_computers``, ``_strategies``, ``_apply``,
    ``_after_change`` and the signals."""

    @property
    def computers_paused(self) -> bool:
        return self._paused

    # --- computer players -------------------------------------------------------------------
    def _think(self) -> None:
        state = self.state
        assert state is not None            # a computer seat is to act
        seat = state.current
        self._job += 1
        level, seed = self._strategies[seat]
        self._computers.decide(self._job, (self._game_number, seat), level, seed,
                               state.observation(seat), make_strategy)
        self._started_at = time.monotonic()
        self._thought_at = len(self.actions)     # the position the decision is for
        self.thinking_seat = seat
        self.thinking_changed.emit(seat)

    def pause_computers(self, paused: bool) -> None:
        """While paused no computer player starts deciding (a human reads a scoring)."""
        if paused == self._paused:
            return
        self._paused = paused
        if self.state is None:
            return
        self.state_changed.emit()          # the banner tells why nobody moves
        if not paused and self.thinking_seat == -1:
            self._after_change()


    def cancel_computer(self) -> None:
        """Drop whatever a computer player is deciding (a new game, a load, closing)."""
        if self._hint_pending:
            self._hint_position = -1              # its answer is dropped when it comes
        self._job += 1
        self._computers.cancel()
        if self.thinking_seat != -1:
            self.thinking_seat = -1
            self.thinking_changed.emit(-1)

    def _on_decided(self, job: int, action: Action | None, error: str) -> None:
        if job != self._job:
            return                              # a result for a game that is gone
        waited_ms = (time.monotonic() - self._started_at) * 1000
        delay = max(0, int(self.pace_ms - waited_ms))
        QTimer.singleShot(delay, self, lambda: self._play_computer(job, action, error))

    def _play_computer(self, job: int, action: Action | None, error: str) -> None:
        if job != self._job:
            return
        if len(self.actions) != self._thought_at:
            # the game moved on while it decided: decide again for the position as it is
            self.thinking_seat = -1
            self._after_change()
            return
        state = self.state
        assert state is not None            # the job is for this game (not cancelled)
        seat = state.current
        name = self.seat_name(seat)
        problem = error or (state.problem(action) if action is not None else "no action")
        if problem or action is None:        # (no action: problem says so)
            # keep the game going with a legal action, and say loudly what went wrong
            self.computer_failed.emit(f"{name}'s computer player failed: {problem}")
            action = state.legal_actions()[0]
        self.thinking_seat = -1
        self.thinking_changed.emit(-1)
        self._apply(action)

