"""Keeps the record of every game (issue 45): a finished game when it ends, a game left
unfinished for another (New game, Open…) marked abandoned. The database is written on a
pool thread, never on the GUI thread; a problem with it is said once in the status line
and never stops a game from being played or saved."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QObject, Signal

from vikings_desktop.engine import Action, GameState
from vikings_desktop.game_setup import GameSetup
from vikings_desktop.persistence.records import GameRecords, RecordsError, game_record, records_path

from ..words.records_text import records_problem_text
from .background import run_in_pool
from .game_controller import GameController


class GameRecorder(QObject):
    recorded = Signal(bool)         # a game went into the record (False: it was there)
    failed = Signal(str)            # why the record could not be written, in words

    def __init__(self, controller: GameController, records: GameRecords | None = None,
                 clock: Callable[[], datetime] = datetime.now, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.records = records if records is not None else GameRecords(records_path())
        self.clock = clock
        self._told = False              # say a database problem once, not after every game
        # the game on the table as it stood after its last action (to know what was left)
        self._game: tuple[GameSetup, list[Action], bool] | None = None
        self._recorded_end: GameSetup | None = None
        controller.state_changed.connect(self._follow)

    def _follow(self) -> None:
        setup, state = self.controller.setup, self.controller.state
        if setup is None or state is None:
            return
        actions = list(self.controller.actions)
        over = state.is_over()
        previous = self._game
        same_game = previous is not None and (previous[0] is setup or self._continues(
            previous, setup, actions))
        if previous is not None and not same_game:
            old_setup, old_actions, old_over = previous
            if old_actions and not old_over:        # left unfinished for another game
                self._record(old_setup, old_actions, None)
        # a game that ends here, by a move made in this window (not one opened finished)
        if same_game and previous is not None and not previous[2] and over \
                and self._recorded_end is not setup:
            self._recorded_end = setup
            self._record(setup, actions, state.clone())
        self._game = (setup, actions, over)

    @staticmethod
    def _continues(previous: tuple[GameSetup, list[Action], bool], setup: GameSetup,
                   actions: list[Action]) -> bool:
        """A reload of the same game (the same deal and a line through it) is no leaving."""
        old_setup, old_actions, _ = previous
        same_start = (old_setup.deal == setup.deal and old_setup.seats == setup.seats
                      and old_setup.rules == setup.rules)
        shorter = min(len(old_actions), len(actions))
        return same_start and old_actions[:shorter] == actions[:shorter]

    def _record(self, setup: GameSetup, actions: list[Action], state: GameState | None) -> None:
        when = self.clock()
        records = self.records

        def work() -> object:
            try:
                return records.add(game_record(setup, actions, when, state))
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
