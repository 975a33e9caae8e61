"""One game session, without Qt: the set-up, the position, the action log and undo/redo.

    session = GameSession()
    session.on_reset.append(lambda reset: ...)        # Reset.NEW_GAME / UNDO / REDO / LOAD
    session.on_applied.append(lambda seat, action: ...)
    session.new_game(setup)                 # ValueError names a set-up problem
    refusal = session.apply(action)         # None, or the engine's Refusal (nothing changed)
    session.undo(); session.redo()          # from kept positions: no replay
    session.load(setup, actions)            # one checked replay (ValueError: the first illegal)
    session.load(setup, actions, positions=kept)   # a replay done elsewhere (read_save): none

Every position of the known line of play is kept (a clone per action, about 5 kB), so undo
and redo only pick one; a load replays the log once and keeps its positions on the way.
``replays`` counts the replays (tests hold load to one, undo and redo to none).

Undo and redo rules:

- Undo takes back the last human decision together with every computer move after it,
  arriving where that human was deciding. A move the window plays by itself
  (``automatic_move``: the only legal discard, R-P5, or a Boatsman-brought Viking's only
  free tile) is no decision: undo passes over it, since it would only be played again.
- Hot-seat (two or more human seats): a player may only take back decisions of the turn
  they are playing now; ``across_turns`` lifts that limit.
- Redo walks forward again along the undone line, one human decision at a time. Playing
  the undone action again keeps the line; a different one starts a new line and forgets
  the redo.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum

from vikings_desktop.engine import (
    Action,
    Deal,
    Discard,
    GameState,
    MoveViking,
    Phase,
    Refusal,
    describe,
)
from vikings_desktop.game_setup import GameSetup


class Reset(Enum):
    """Why the session's position was replaced rather than moved on by one action."""
    NEW_GAME = "new game"
    UNDO = "undo"
    REDO = "redo"
    LOAD = "load"

    @property
    def same_game(self) -> bool:
        """Undo and redo stay in the game; a new game or a load starts another one."""
        return self in (Reset.UNDO, Reset.REDO)


TurnKey = tuple[int, str, int] | None


def turn_key(state: GameState) -> TurnKey:
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
    turn: TurnKey                 # turn_key(): None only once the game is over
    forced: bool = False          # an automatic_move(): no decision to undo to


def automatic_move(state: GameState) -> Action | None:
    """The move a human is not asked for, played by the window itself: the discard when
    the bought tile fits nowhere (R-P5), or a Viking the Boatsman brings that has exactly
    one free tile in its row (as in the online version). None when there is a choice."""
    if state.is_over():
        return None
    if state.phase is Phase.BOATSMAN_MOVE:
        by_row: dict[int, list[MoveViking]] = {}
        for action in state.legal_actions():
            if isinstance(action, MoveViking):
                by_row.setdefault(action.row, []).append(action)
        return next((moves[0] for _row, moves in sorted(by_row.items()) if len(moves) == 1),
                    None)
    if state.phase is Phase.PLACE and state.legal_actions() == [Discard()]:
        return Discard()
    return None


def _entry(state: GameState, action: Action) -> LogEntry:
    forced = isinstance(action, Discard | MoveViking) and action == automatic_move(state)
    return LogEntry(action, state.current, turn_key(state), forced)


class GameSession:
    """The one game of a window (or of a tool): set-up, position, log, undo and redo."""

    def __init__(self, across_turns: bool = False):
        self.setup: GameSetup | None = None     # always dealt while a game is on
        self.across_turns = across_turns
        self.replays = 0                        # checked replays of a log (load only)
        self.from_replay = False                # the game was played on from a replay
        self.on_applied: list[Callable[[int, Action], None]] = []   # seat, action
        self.on_reset: list[Callable[[Reset], None]] = []
        self._line: list[LogEntry] = []         # the longest known line of play
        self._positions: list[GameState] = []   # _positions[i]: the position after i actions
        self._length = 0                        # how much of the line is played
        self._state: GameState | None = None    # the live position (models read it)

    # --- reading ------------------------------------------------------------------------
    @property
    def state(self) -> GameState | None:
        return self._state

    @property
    def has_game(self) -> bool:
        return self._state is not None

    @property
    def actions(self) -> list[Action]:
        """The action log of the current position (a new list)."""
        return [entry.action for entry in self._line[:self._length]]

    @property
    def entries(self) -> list[LogEntry]:
        return self._line[:self._length]

    @property
    def move_count(self) -> int:
        return self._length

    @property
    def hot_seat(self) -> bool:
        return self.setup is not None and len(self.setup.human_seats) > 1

    @property
    def phase(self) -> Phase | None:
        """The phase of the live position (None before the first game)."""
        return None if self._state is None else self._state.phase

    def seat_name(self, seat: int) -> str:
        assert self.setup is not None          # asked only while a game is on
        return self.setup.seats[seat].name

    def is_human(self, seat: int) -> bool:
        assert self.setup is not None          # asked only while a game is on
        return self.setup.seats[seat].is_human

    def human_to_act(self) -> bool:
        """A human seat is to act in a game not over (else a computer, or nobody)."""
        return (self._state is not None and not self._state.is_over()
                and self.is_human(self._state.current))

    def position_after(self, length: int) -> GameState:
        """A copy of the position after the first ``length`` actions of the known line."""
        return self._positions[length].clone()

    def kept_position(self, length: int) -> GameState:
        """The kept position after the first ``length`` actions of the known line, to read
        only (no copy: never change it)."""
        return self._positions[length]

    # --- starting -----------------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        """A new deal for this set-up (``ValueError`` names a set-up problem)."""
        problem = setup.problem()
        if problem:
            raise ValueError(problem)
        dealt = setup.dealt()
        self.from_replay = False
        self._take(dealt, [], [dealt.new_state()], Reset.NEW_GAME)

    def load(self, setup: GameSetup, actions: list[Action], deal: Deal | None = None,
             positions: list[GameState] | None = None, from_replay: bool = False) -> None:
        """Recreate a game from its set-up, deal (default: the set-up's own, else from the
        seed) and actions, in one checked replay.

        ``positions``: the positions of a checked replay already made of this very log
        (``positions[i]`` after i actions, as ``read_save(path, keep_positions=True)``
        keeps them): the session takes them (not copied: the caller gives them up) and
        replays nothing. ``from_replay``: the game was played on from a moment of a replay
        (its record says so).

        Raises ValueError naming the set-up's problem or the first illegal action; the
        current game is kept then."""
        if deal is not None:
            setup = replace(setup, deal=deal)
        problem = setup.problem()
        if problem:
            raise ValueError(problem)
        if setup.deal is None:
            if setup.seed is None:
                raise ValueError("a game without a deal needs a seed")
            setup = setup.dealt()
        if positions is not None:
            if len(positions) != len(actions) + 1:
                raise ValueError(f"{len(positions)} positions for {len(actions)} actions")
            self.from_replay = from_replay
            self._take(setup, [_entry(before, action) for before, action
                               in zip(positions, actions, strict=False)],
                       list(positions), Reset.LOAD)
            return
        self.replays += 1
        state = setup.new_state()
        line: list[LogEntry] = []
        positions = [state.clone()]
        for number, action in enumerate(actions, start=1):
            refusal = state.problem(action)
            if refusal:
                raise ValueError(f"action {number} ({describe(action)}) is illegal: {refusal}")
            line.append(_entry(state, action))
            state.apply_unchecked(action)
            positions.append(state.clone())
        self.from_replay = from_replay
        self._take(setup, line, positions, Reset.LOAD, state)

    def _take(self, setup: GameSetup, line: list[LogEntry], positions: list[GameState],
              reset: Reset, state: GameState | None = None) -> None:
        self.setup = setup
        self._line, self._positions, self._length = line, positions, len(line)
        self._state = state if state is not None else positions[-1].clone()
        self._announce(reset)

    # --- following a game decided elsewhere ----------------------------------------------
    def follow(self, setup: GameSetup, state: GameState,
               played: tuple[int, Action] | None = None) -> None:
        """Show a position decided elsewhere (a network game's host, which alone knows the
        hidden order): ``state`` is the host's public position. With ``played`` (seat,
        action) — the action that led there from the position shown now — it is logged
        and announced like an applied one (``on_applied``); without, the log starts
        afresh at ``state`` and a ``Reset.LOAD`` is announced. Nothing is checked here:
        the host checked it. The set-up need not have a deal."""
        before = self._state
        if played is None or before is None or setup is not self.setup:
            self.from_replay = False
            self._take(setup, [], [state.clone()], Reset.LOAD, state)
            return
        seat, action = played
        entry = _entry(before, action)
        del self._line[self._length:], self._positions[self._length + 1:]
        self._line.append(replace(entry, seat=seat))
        self._positions.append(state.clone())
        self._length += 1
        self._state = state
        for listener in list(self.on_applied):
            listener(seat, action)

    # --- playing ------------------------------------------------------------------------
    def apply(self, action: Action) -> Refusal | None:
        """Play ``action`` for the player to act: the engine's refusal (nothing changes),
        or None once it is played and announced."""
        state = self._state
        if state is None:
            raise RuntimeError("no game: start or load one first")
        refusal = state.problem(action)
        if refusal:
            return refusal
        seat = state.current
        entry = _entry(state, action)
        state.apply_unchecked(action)
        n = self._length
        if n < len(self._line) and self._line[n].action == action:
            self._length = n + 1                 # the undone line, played again: redo kept
        else:
            del self._line[n:], self._positions[n + 1:]
            self._line.append(entry)
            self._positions.append(state.clone())
            self._length = n + 1
        for listener in list(self.on_applied):
            listener(seat, action)
        return None

    # --- undo and redo ------------------------------------------------------------------
    def undo_length(self) -> int | None:
        """The log length undo goes back to, or None when there is nothing to undo."""
        entries = self._line[:self._length]
        index = next((i for i in range(len(entries) - 1, -1, -1)
                      if self._is_decision(entries[i])), None)
        if index is None:
            return None
        if self.hot_seat and not self.across_turns:
            state = self._state
            assert state is not None                # entries exist: a game is on
            if state.is_over():                     # the last player may take back
                seat, turn = entries[-1].seat, entries[-1].turn
            else:
                seat, turn = state.current, turn_key(state)
            if entries[index].seat != seat or entries[index].turn != turn:
                return None
        return index

    def redo_length(self) -> int | None:
        """The log length redo goes forward to, or None when there is nothing to redo."""
        start = self._length
        if len(self._line) <= start:
            return None
        following = next((i for i in range(start + 1, len(self._line))
                          if self._is_decision(self._line[i])), None)
        return len(self._line) if following is None else following

    def undo_target(self) -> tuple[LogEntry, GameState] | None:
        """The first action undo would take back and the position right after it (for the
        window to word it); None when there is nothing to undo."""
        length = self.undo_length()
        return None if length is None else (self._line[length], self._positions[length + 1])

    def redo_target(self) -> tuple[LogEntry, GameState] | None:
        """The first action redo would play again and the position right after it."""
        if self.redo_length() is None:
            return None
        return self._line[self._length], self._positions[self._length + 1]

    def undo(self) -> bool:
        return self._go_to(self.undo_length(), Reset.UNDO)

    def redo(self) -> bool:
        return self._go_to(self.redo_length(), Reset.REDO)

    def _go_to(self, length: int | None, reset: Reset) -> bool:
        if length is None:
            return False
        self._length = length
        self._state = self._positions[length].clone()
        self._announce(reset)
        return True

    def _is_decision(self, entry: LogEntry) -> bool:
        assert self.setup is not None
        return entry.seat in self.setup.human_seats and not entry.forced

    def _announce(self, reset: Reset) -> None:
        for listener in list(self.on_reset):
            listener(reset)
