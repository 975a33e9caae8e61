"""Computer players: the worker process that decides (``ComputerPlayers``, one per
window, shared with the hints) and the scheduling of their turns in the game
(``ComputerTurns``, owned by the ``GameTable``).
"""

from __future__ import annotations

import contextlib
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from vikings_desktop.ai import make_strategy
from vikings_desktop.ai.decision_process import DecisionProcess, Factory
from vikings_desktop.engine import Action, Observation

from ..words.computer_failure_text import computer_failure_text

if TYPE_CHECKING:
    from vikings_desktop.game_setup import GameSetup
    from vikings_desktop.session import GameSession, Reset


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


class ComputerTurns(QObject):
    """Schedules the computer players' decisions for one session: the worker decides,
    the answer waits out the pace, then ``chose`` hands the action to the table
    (which plays it); ``failed`` says loudly when a strategy raised or chose an illegal
    action (the game goes on with a legal one)."""

    thinking_changed = Signal(int)        # seat of the computer thinking, -1 = none
    paused_changed = Signal(bool)
    chose = Signal(object)                # the action to play for the computer to act
    failed = Signal(str)

    def __init__(self, session: GameSession, players: ComputerPlayers, pace_ms: int = 700,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.players = players
        self.pace_ms = pace_ms
        self.thinking_seat = -1
        self.paused = False
        self._strategies: dict[int, tuple[str, int | None]] = {}   # seat -> (level, seed)
        self._game_number = 0             # tells the decision process a new game's strategies
        self._job = 0
        self._started_at = 0.0
        self._thought_at = 0
        players.decided.connect(self._on_decided)
        session.on_reset.append(self._on_reset)

    @staticmethod
    def strategies_of(setup: GameSetup) -> dict[int, tuple[str, int | None]]:
        """seat -> (level, seed) of the computer seats; an unknown level raises ValueError
        here, before anything of the current game changes."""
        strategies = {
            seat: (s.level, None if setup.seed is None else setup.seed + seat)
            for seat, s in enumerate(setup.seats)
            if not s.is_human and s.level is not None}    # problem(): a computer has a level
        for level, seed in strategies.values():
            make_strategy(level, seed=seed)
        return strategies

    def _on_reset(self, reset: Reset) -> None:
        self.cancel()
        setup = self.session.setup
        assert setup is not None                # a game was just started
        self._strategies = self.strategies_of(setup)
        self._game_number += 1
        if self._strategies:
            self.players.start()

    def take_turn(self) -> None:
        """A computer seat is to act: start deciding (unless paused or already at it)."""
        if self.paused or self.thinking_seat != -1:
            return
        state = self.session.state
        assert state is not None            # a computer seat is to act
        seat = state.current
        self._job += 1
        level, seed = self._strategies[seat]
        self.players.decide(self._job, (self._game_number, seat), level, seed,
                            state.observation(seat), make_strategy)
        self._started_at = time.monotonic()
        self._thought_at = self.session.move_count     # the position the decision is for
        self.thinking_seat = seat
        self.thinking_changed.emit(seat)

    def pause(self, paused: bool) -> None:
        """While paused no computer player starts deciding (a human reads a scoring)."""
        if paused == self.paused:
            return
        self.paused = paused
        if self.session.state is not None:
            self.paused_changed.emit(paused)      # the banner tells why nobody moves

    def cancel(self) -> None:
        """Drop whatever a computer player is deciding (a new game, a load, closing)."""
        self._job += 1
        self.players.cancel()
        if self.thinking_seat != -1:
            self.thinking_seat = -1
            self.thinking_changed.emit(-1)

    def close(self) -> None:
        self.cancel()
        self.players.close()

    def _on_decided(self, job: int, action: Action | None, error: str) -> None:
        if job != self._job:
            return                              # a result for a game that is gone
        waited_ms = (time.monotonic() - self._started_at) * 1000
        delay = max(0, int(self.pace_ms - waited_ms))
        QTimer.singleShot(delay, self, lambda: self._play_computer(job, action, error))

    def _play_computer(self, job: int, action: Action | None, error: str) -> None:
        if job != self._job:
            return
        state = self.session.state
        setup = self.session.setup
        assert state is not None and setup is not None   # the job is for this game
        if self.session.move_count != self._thought_at:
            # the game moved on while it decided: decide again for the position as it is
            self.thinking_seat = -1
            if not state.is_over() and state.current in self._strategies:
                self.take_turn()
            return
        seat = state.current
        name = setup.seats[seat].name
        problem = error or (state.problem(action) if action is not None else "no action")
        if problem or action is None:        # (no action: problem says so)
            # keep the game going with a legal action, and say loudly what went wrong
            self.failed.emit(computer_failure_text(name, problem))
            action = state.legal_actions()[0]
        self.thinking_seat = -1
        self.thinking_changed.emit(-1)
        self.chose.emit(action)
