"""A finished or unfinished game laid out for a replay, without Qt.

    timeline = Timeline(setup, actions)      # one checked replay; ValueError: an illegal action
    timeline.state_at(57)                    # a copy of the position after 57 actions
    timeline.next_turn(57), timeline.previous_turn(57)
    timeline.round_starts, timeline.scorings

Every position of the game is kept (a clone per action, a few kB each), so stepping
anywhere is picking one: no replay per step. A *turn* is a buy-and-place turn of a round or
one player's Boatsman phase (``turn_key``, as undo counts them); the advanced game's
auction, draft and special tiles are turns of their own too, one per player acting.
"""

from __future__ import annotations

from dataclasses import dataclass

from vikings_desktop.engine import Action, GameState, ScoringRecord, describe
from vikings_desktop.game_setup import GameSetup
from vikings_desktop.session import turn_key


@dataclass(frozen=True)
class ScoringMoment:
    """A scoring and the position right after the action that brought it."""
    position: int
    record: ScoringRecord


class Timeline:
    """Every position of one game (``positions[i]``: after the first ``i`` actions)."""

    def __init__(self, setup: GameSetup, actions: list[Action]):
        if setup.deal is None:
            setup = setup.dealt()
        self.setup = setup
        self.actions = list(actions)
        state = setup.new_state()
        self._positions = [state.clone()]
        self.seats: list[int] = []                  # who played each action
        for number, action in enumerate(self.actions, start=1):
            problem = state.problem(action)
            if problem:
                raise ValueError(f"action {number} ({describe(action)}) is illegal: {problem}")
            self.seats.append(state.current)
            state.apply_unchecked(action)
            self._positions.append(state.clone())
        self.round_starts: list[tuple[int, int]] = [(self._positions[0].round, 0)]
        self.scorings: list[ScoringMoment] = []
        self.turn_starts: list[int] = [0]
        for position in range(1, len(self._positions)):
            before, after = self._positions[position - 1], self._positions[position]
            if after.round != before.round:
                self.round_starts.append((after.round, position))
            self.scorings.extend(ScoringMoment(position, record)
                                 for record in after.scorings[len(before.scorings):])
            if self._turn(before, position - 1) != self._turn(after, position):
                self.turn_starts.append(position)

    @staticmethod
    def _turn(state: GameState, _position: int) -> tuple | None:
        key = turn_key(state)
        if key is None or state.phase.value not in _TURN_PHASES:
            # between a round's turns (auction, draft, special tile): each player acting
            return (state.round, state.phase.value, state.current)
        return key

    @property
    def length(self) -> int:
        """The number of actions (the last position's index)."""
        return len(self.actions)

    def state_at(self, position: int) -> GameState:
        """A copy of the position after the first ``position`` actions."""
        return self._positions[position].clone()

    def peek(self, position: int) -> GameState:
        """The kept position itself (read it, never change it)."""
        return self._positions[position]

    def round_of(self, position: int) -> int:
        return self._positions[position].round

    def next_turn(self, position: int) -> int:
        """The start of the next turn after ``position`` (the end: the last position)."""
        return next((p for p in self.turn_starts if p > position), self.length)

    def previous_turn(self, position: int) -> int:
        """The start of the turn before the one ``position`` is in (or of this one, when
        ``position`` is inside it)."""
        return next((p for p in reversed(self.turn_starts) if p < position), 0)

    def next_round(self, position: int) -> int:
        return next((p for _, p in self.round_starts if p > position), self.length)

    def previous_round(self, position: int) -> int:
        return next((p for _, p in reversed(self.round_starts) if p < position), 0)


# The phases of a buy-and-place turn and of a Boatsman phase (what ``turn_key`` names).
_TURN_PHASES = frozenset({"buy", "special", "building", "place", "boatsman", "boatsman_move"})
