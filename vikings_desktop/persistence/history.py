"""Undo and redo on the action log, without Qt.

A position is its set-up plus a prefix of the action log, so undo and redo only pick a
new log length; the caller replays that prefix. Rules:

- Undo takes back the last human decision together with every computer move after it,
  arriving where that human was deciding. A discard that was the only legal action (the
  tile fits nowhere, R-P5) is no decision: undo passes over it, since the window plays
  it by itself and would only play it again.
- Hot-seat (two or more human seats): a player may only take back decisions of the turn
  they are playing now; ``across_turns`` lifts that limit.
- Redo walks forward again along the undone log, one human decision at a time. Playing a
  different action than the undone one starts a new line and forgets the redo.
"""

from __future__ import annotations

from dataclasses import dataclass

from vikings_desktop.engine import Action, Discard, GameState, Phase
from vikings_desktop.game_setup import GameSetup

from .savefile import replay_actions


def turn_key(state: GameState) -> tuple | None:
    """Identifies the turn being played: a buy-and-place turn of a round (R-O3), or one
    player's Boatsman phase (R-K2.1). None when the game is over."""
    if state.is_over():
        return None
    if state.phase in (Phase.BOATSMAN, Phase.BOATSMAN_MOVE):
        return (state.round, "boatsman", state.current)
    return (state.round, "turn", state.turn)


@dataclass(frozen=True)
class LogEntry:
    """One applied action with who took it, in which turn, and whether it was forced."""
    action: Action
    seat: int
    turn: tuple | None            # turn_key(): None only once the game is over
    forced: bool = False          # a discard the rules leave no choice about (R-P5)


def replay_log(setup: GameSetup, actions: list[Action]) -> tuple[list[LogEntry], GameState]:
    """Replay the log (checked) and tag each action with its actor and turn."""
    state = replay_actions(setup, [])
    entries: list[LogEntry] = []
    extend_log(entries, state, actions)
    return entries, state


def extend_log(entries: list[LogEntry], state: GameState, actions: list[Action]) -> None:
    """Apply ``actions`` (checked) to ``state``, appending one tagged entry for each."""
    for action in actions:
        forced = isinstance(action, Discard) and state.legal_actions() == [action]
        entries.append(LogEntry(action, state.current, turn_key(state), forced))
        state.apply(action)


class UndoHistory:
    """Undo/redo targets for one game; ``sync`` after every change of the log."""

    def __init__(self, setup: GameSetup, across_turns: bool = False):
        self.setup = setup
        self.across_turns = across_turns
        self.entries: list[LogEntry] = []
        self.future: list[LogEntry] = []      # the longest log the current one is a prefix of
        self.over = False
        self._seat_now = -1
        self._turn_now: tuple | None = None
        self._state: GameState | None = None     # the position after ``entries``
        self.sync([])

    @property
    def hot_seat(self) -> bool:
        return len(self.setup.human_seats) > 1

    def sync(self, actions: list[Action]) -> None:
        """The game's log is now ``actions`` (after a move, an undo, a redo or a load).

        A log that extends the known one (the usual case: one more move) costs only the new
        actions; anything else (undo, load) replays it from the start."""
        actions = list(actions)
        known = len(self.entries)
        if (self._state is not None and known <= len(actions)
                and all(e.action == a for e, a in zip(self.entries, actions, strict=False))):
            entries, state = list(self.entries), self._state
            self._state = None                   # replay from the start if this raises
            extend_log(entries, state, actions[known:])
        else:
            entries, state = replay_log(self.setup, actions)
        if actions != [f.action for f in self.future[:len(entries)]]:
            self.future = entries
        self.entries = entries
        self._state = state
        self.over = state.is_over()
        self._seat_now = state.current_player()
        self._turn_now = turn_key(state)

    def undo_length(self) -> int | None:
        """The log length to go back to, or None when there is nothing to undo."""
        index = next((i for i in range(len(self.entries) - 1, -1, -1)
                      if self._is_decision(self.entries[i])), None)
        if index is None:
            return None
        if self.hot_seat and not self.across_turns:
            if self._seat_now < 0:            # game over: the last player may take back
                seat, turn = self.entries[-1].seat, self.entries[-1].turn
            else:
                seat, turn = self._seat_now, self._turn_now
            if self.entries[index].seat != seat or self.entries[index].turn != turn:
                return None
        return index

    def redo_length(self) -> int | None:
        """The log length redo goes forward to, or None when there is nothing to redo."""
        start = len(self.entries)
        if len(self.future) <= start:
            return None
        following = next((i for i in range(start + 1, len(self.future))
                          if self._is_decision(self.future[i])), None)
        return len(self.future) if following is None else following

    def _is_decision(self, entry: LogEntry) -> bool:
        return entry.seat in self.setup.human_seats and not entry.forced

    def undo_actions(self) -> list[Action] | None:
        length = self.undo_length()
        return None if length is None else [e.action for e in self.entries[:length]]

    def redo_actions(self) -> list[Action] | None:
        length = self.redo_length()
        return None if length is None else [e.action for e in self.future[:length]]

    def undo_target(self) -> tuple[LogEntry, GameState] | None:
        """The first action undo would take back and the position right after it, for the
        window to word it ("Undo: Astrid buys …"); None when there is nothing to undo. It may
        replay the log: ask when the menu opens, not after every move."""
        length = self.undo_length()
        return None if length is None else (self.entries[length],
                                            self._position_after(self.entries, length + 1))

    def redo_target(self) -> tuple[LogEntry, GameState] | None:
        """The first action redo would play again and the position right after it."""
        if self.redo_length() is None:
            return None
        start = len(self.entries)
        return self.future[start], self._position_after(self.future, start + 1)

    def _position_after(self, log: list[LogEntry], length: int) -> GameState:
        """The position after the first ``length`` entries of ``log`` (``entries`` or
        ``future``, of which ``entries`` is a prefix)."""
        known = len(self.entries)
        if self._state is not None and length >= known:
            state = self._state.clone()
            for entry in log[known:length]:
                state.apply(entry.action)
            return state
        return replay_actions(self.setup, [entry.action for entry in log[:length]])

