"""Keeps the record of every game: a finished game when it ends, a game left
unfinished for another (New game, Open…) marked abandoned. It follows the table's
``action_applied`` (a game ends by a move made here) and ``position_reset(Reset)`` (a new
game or a load leaves the game before; undo and redo do not). The database is written on a
pool thread, never on the GUI thread; a problem with it is said once in the status line
and never stops a game from being played or saved."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QObject, Signal

from vikings_desktop.engine import Action, GameState
from vikings_desktop.game_setup import GameSetup
from vikings_desktop.persistence.records import GameRecords, RecordsError, game_record, records_path
from vikings_desktop.session import Reset

from ..words.records_text import records_problem_text
from .background import run_in_pool
from .game_table import GameTable


class GameRecorder(QObject):
    recorded = Signal(bool)         # a game went into the record (False: it was there)
    failed = Signal(str)            # why the record could not be written, in words

    def __init__(self, table: GameTable, records: GameRecords | None = None,
                 clock: Callable[[], datetime] = datetime.now, parent: QObject | None = None):
        super().__init__(parent)
        self.table = table
        self.records = records if records is not None else GameRecords(records_path())
        self.clock = clock
        self._told = False              # say a database problem once, not after every game
        # the game on the table as it stood after its last action (to know what was left):
        # set-up, log, over, played on from a replay
        self._game: tuple[GameSetup, list[Action], bool, bool] | None = None
        self._recorded_end: GameSetup | None = None
        table.action_applied.connect(self._applied)
        table.position_reset.connect(self._reset)

    def _now(self) -> tuple[GameSetup, list[Action], bool, bool] | None:
        session = self.table.session
        setup, state = session.setup, session.state
        if setup is None or state is None:
            return None
        return setup, list(session.actions), state.is_over(), session.from_replay

    def _applied(self, _seat: int, _action: Action) -> None:
        """A move made in this window: the game ends here when it makes the game over."""
        now = self._now()
        if now is None:
            return
        setup, actions, over, from_replay = now
        if over and self._recorded_end is not setup:          # once, even after undo
            self._recorded_end = setup
            state = self.table.session.state
            assert state is not None
            self._record(setup, actions, state.clone(), from_replay)
        self._game = now

    def _reset(self, reset: Reset) -> None:
        """Undo and redo stay in the game; a new game leaves the one before, and so does a
        load, unless it is the same game loaded again (its deal, and a line through it)."""
        previous, now = self._game, self._now()
        self._game = now
        if reset.same_game:
            return
        if previous is not None and now is not None and reset is Reset.LOAD \
                and self._continues(previous, *now[:2]):
            return
        if previous is None or now is None:
            return
        old_setup, old_actions, old_over, was_replay = previous
        if old_actions and not old_over:                       # left unfinished
            self._record(old_setup, old_actions, None, was_replay)

    @staticmethod
    def _continues(previous: tuple[GameSetup, list[Action], bool, bool], setup: GameSetup,
                   actions: list[Action]) -> bool:
        """A reload of the same game (the same deal and a line through it) is no leaving."""
        old_setup, old_actions = previous[:2]
        same_start = (old_setup.deal == setup.deal and old_setup.seats == setup.seats
                      and old_setup.rules == setup.rules)
        shorter = min(len(old_actions), len(actions))
        return same_start and old_actions[:shorter] == actions[:shorter]

    def _record(self, setup: GameSetup, actions: list[Action], state: GameState | None,
                from_replay: bool = False) -> None:
        when = self.clock()
        records = self.records

        def work() -> object:
            try:
                return records.add(game_record(setup, actions, when, state, from_replay))
            except RecordsError as exc:
                return exc
        run_in_pool(work, self._written)

    def _written(self, result: object) -> None:
        if isinstance(result, RecordsError):
            self.failed.emit(records_problem_text(result))
        else:
            self.recorded.emit(bool(result))

    def say_once(self, show: Callable[[str], None]) -> Callable[[str], None]:
        """``show`` the first problem with the record, and only the first."""
        def once(text: str) -> None:
            if not self._told:
                self._told = True
                show(text)
        return once
