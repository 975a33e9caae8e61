"""The one controller: it holds the game (set-up, ``GameState``, applied actions), turns
the player's gestures into engine actions, and runs the computer players.

Every model listens to ``state_changed``; nothing else holds game state, so saving,
loading and undo only need ``setup`` (``vikings_desktop.game_setup``'s, dealt) and
``actions`` (see ``load_game``).
Legality is never decided here either: each refusal text comes from ``state.problem``.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from vikings_desktop.ai import make_strategy
from vikings_desktop.engine import (
    Action,
    Buy,
    Deal,
    Discard,
    Done,
    Exchange,
    GameState,
    MoveViking,
    Phase,
    PlaceStart,
    PlaceTile,
    UseBoatsman,
    describe,
)
from vikings_desktop.engine.queries import fame_to_pay, start_tile_problem
from vikings_desktop.engine.refusals import Code, Refusal
from vikings_desktop.game_setup import GameSetup

from ..words.names import viking_name
from ..words.refusal_text import refusal_text
from .advanced_turns import AdvancedGestures
from .computer_turns import ComputerPlayers, ComputerTurns
from .hints import HintRequests
from .native_memory import give_back_free_memory

TILE, START = "tile", "start"          # the two things a player may hold while placing
GREEN, ORANGE = "green", "orange"      # R-P7 highlight kinds


class GameController(ComputerTurns, HintRequests, AdvancedGestures, QObject):
    game_started = Signal()               # a new or loaded game: views rebuild
    state_changed = Signal()              # anything about the game changed
    action_applied = Signal(int, object)  # seat, action
    refused = Signal(str)                 # a gesture the rules refuse, with the reason
    message = Signal(str)                 # something the player should read
    wheel_turned = Signal(int)            # R-B5: the wheel turned by this many spaces
    scoring_done = Signal(object)         # a ScoringRecord just added
    game_over = Signal()
    exchange_requested = Signal(int, int)  # space, fame the purchase needs (R-B4)
    thinking_changed = Signal(int)        # seat of the computer thinking, -1 = none
    computer_failed = Signal(str)         # a strategy raised or chose an illegal action
    hint_ready = Signal(str)              # what the Hard level would do now, in words

    def __init__(self, parent: QObject | None = None, pace_ms: int = 700):
        super().__init__(parent)
        self.setup: GameSetup | None = None     # always dealt while a game is on
        self.state: GameState | None = None
        self.actions: list[Action] = []
        self.pace_ms = pace_ms
        self.viking_to_mainland = False   # R-P6: the player's choice on a green cell
        self.thinking_seat = -1
        self.last_refusal = ""
        self.last_move: tuple[int, int, int] | None = None   # (seat, row, col) just filled
        self._held = TILE
        self._paused = False
        self._strategies: dict[int, tuple[str, int | None]] = {}   # seat -> (level, seed)
        self._game_number = 0             # tells the decision process a new game's strategies
        self._computers = ComputerPlayers(self)
        self._computers.decided.connect(self._on_decided)
        self._computers.hinted.connect(self._on_hint)
        self._job = 0
        self._started_at = 0.0
        self._thought_at = 0
        self._highlight_cache: tuple[tuple, dict] | None = None
        self._hint_pending = False                 # a hint is being worked out
        self._hint_position = -1                   # len(actions) the hint is for

    # --- the game as a whole ------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        """Start a new deal for this set-up (``ValueError`` names a set-up problem)."""
        problem = setup.problem()
        if problem:
            raise ValueError(problem)
        self._start(setup.dealt(), [])

    def load_game(self, setup: GameSetup, actions: list[Action], deal: Deal | None = None) -> None:
        """Recreate a game from its set-up, deal (default: the set-up's own, else from the
        seed) and actions.

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
        self._start(setup, list(actions))

    def _start(self, setup: GameSetup, actions: list[Action]) -> None:
        state = setup.new_state()
        for number, action in enumerate(actions, start=1):
            problem = state.problem(action)
            if problem:
                raise ValueError(f"action {number} ({describe(action)}) is illegal: {problem}")
            state.apply_unchecked(action)
        strategies = {
            seat: (s.level, None if setup.seed is None else setup.seed + seat)
            for seat, s in enumerate(setup.seats)
            if not s.is_human and s.level is not None}    # problem(): a computer has a level
        for level, seed in strategies.values():
            # an unknown level raises ValueError here, before anything of the old game changes
            make_strategy(level, seed=seed)
        self.cancel_computer()
        self.setup, self.state, self.actions = setup, state, actions
        give_back_free_memory()                    # the last game's memory (issue 12)
        self.last_move = None
        self._strategies = strategies
        self._game_number += 1
        if strategies:
            self._computers.start()
        self._reset_gesture()
        self._hold_what_fits()
        self.game_started.emit()
        self.state_changed.emit()
        if state.is_over():
            self.game_over.emit()
        self._after_change()

    @property
    def has_game(self) -> bool:
        return self.state is not None

    def shutdown(self) -> None:
        """Stop computer players before the window goes (their results are dropped)."""
        self.cancel_computer()
        self._computers.close()

    # --- reading, for models and views -----------------------------------------------------
    def seat_name(self, seat: int) -> str:
        assert self.setup is not None          # asked only while a game is on
        return self.setup.seats[seat].name

    def is_human(self, seat: int) -> bool:
        assert self.setup is not None          # asked only while a game is on
        return self.setup.seats[seat].is_human

    def human_to_act(self) -> bool:
        return (self.state is not None and not self.state.is_over()
                and self.is_human(self.state.current))

    def held_item(self) -> str | None:
        """What the player to act is placing: TILE (the bought tile), START, or None."""
        state = self.state
        if state is None or state.phase is not Phase.PLACE or not self.human_to_act():
            return None
        tile, _ = _placing(state)
        start_free = not state.players[state.current].start_placed
        if self._held == START and start_free:
            return START
        if tile:
            return TILE
        return START if start_free else None

    def highlights(self, seat: int) -> dict[tuple[int, int], str]:
        """The cells to highlight in ``seat``'s display: GREEN/ORANGE while a tile is held
        (R-P7, from ``state.legal_cells``), GREEN targets of a Boatsman move (R-K2.1)."""
        state = self.state
        if state is None or seat != state.current or not self.human_to_act():
            return {}
        key = (len(self.actions), seat, self.held_item() or state.phase.value,
               self.viking_to_mainland)
        if self._highlight_cache and self._highlight_cache[0] == key:
            return self._highlight_cache[1]
        cells: dict[tuple[int, int], str] = {}
        item = self.held_item()
        if item == START:
            cells = {(a.row, 1): GREEN for a in state.legal_actions() if isinstance(a, PlaceStart)}
        elif item == TILE:
            tile, viking = _placing(state)
            # R-P6: sent to the mainland, the Viking stands nowhere: every cell is orange
            cells = {(r, c): GREEN if green and not self.viking_to_mainland else ORANGE
                     for r, c, green in state.legal_cells(seat, tile, viking)}
        elif state.phase is Phase.BOATSMAN_MOVE:
            cells = {(a.row, a.col): GREEN for a in state.legal_actions()
                     if isinstance(a, MoveViking)}
        else:       # the advanced game: a building's cell (R-S), a single Boatsman move (R-A3)
            cells = dict.fromkeys(self.building_cells() + self.ferry_cells(), GREEN)
        self._highlight_cache = (key, cells)
        return cells

    def viking_may_stand(self) -> bool:
        """R-P6/R-P7: some cell lets the held group's Viking stand on its tile (a green
        cell, were it not sent to the mainland)."""
        state = self.state
        if state is None or self.held_item() != TILE:
            return False
        tile, viking = _placing(state)
        return any(green for _, _, green in state.legal_cells(state.current, tile, viking))

    def expects_drop(self) -> bool:
        """True while a click on a display cell means something: a tile is held, or
        Boatsman-moved Vikings wait for their tiles."""
        state = self.state
        return self.held_item() is not None or (
            state is not None and self.human_to_act() and (state.phase is Phase.BOATSMAN_MOVE
                                     or bool(self.building_cells() or self.ferry_cells())))

    def buy_reason(self, space: int) -> str | None:
        """Why the player to act may not buy the group at ``space`` now (None = may)."""
        state = self.state
        if state is None or state.is_over():
            return Refusal(Code.GAME_OVER)
        if state.phase is not Phase.BUY:
            return None if state.wheel[space] else Refusal(Code.NO_GROUP, space)
        return state.buy_problem(state.current, space)


    # --- gestures ---------------------------------------------------------------------------
    def request_buy(self, space: int) -> bool:
        """A click on the wheel's group at ``space``. A purchase the player can only pay
        with fame asks for the exchange first (``exchange_requested``, R-B4)."""
        if not self._may_act():
            return False
        state = self.state
        assert state is not None                # _may_act() said so
        if state.phase is not Phase.BUY:
            return self._refuse(state.problem(Buy(space, 0)) or "place the bought tile first")
        problem = state.buy_problem(state.current, space)
        if problem:
            return self._refuse(problem)
        need = fame_to_pay(state, space)
        if need:
            self.exchange_requested.emit(space, need)
            return False
        return self._apply(Buy(space, 0))

    def buy(self, space: int, fame: int) -> bool:
        """Buy the group at ``space``, exchanging ``fame`` fame for gold first (R-B4)."""
        return self._may_act() and self._apply(Buy(space, fame))

    def exchange(self, amount: int) -> bool:
        """R-B4: exchange fame for gold on one's buying turn."""
        return self._may_act() and self._apply(Exchange(amount))

    def hold(self, item: str) -> None:
        """Pick up the bought tile (TILE) or the start tile (START) while placing (R-P2)."""
        if item in (TILE, START) and item != self._held:
            self._held = item
            self.state_changed.emit()

    def set_viking_to_mainland(self, on: bool) -> None:
        """R-P6: on a green cell the player may still send the Viking to the mainland."""
        if on != self.viking_to_mainland:
            self.viking_to_mainland = on
            self.state_changed.emit()

    def toggle_viking_to_mainland(self) -> bool:
        """A click on the held Viking: send it to the mainland, or let it stand again."""
        if not self._may_act() or self.held_item() != TILE:
            return False
        if not self.viking_may_stand():
            return self._refuse(self.tr("This Viking goes to the mainland anyway: no cell "
                                        "lets it stand on this tile"))
        self.set_viking_to_mainland(not self.viking_to_mainland)
        return True

    def drop(self, seat: int, row: int, col: int) -> bool:
        """The held tile was dropped (or a cell clicked) at (row, col) of ``seat``'s display."""
        if not self._may_act():
            return False
        state = self.state
        assert state is not None                # _may_act() said so
        if seat != state.current:
            return self._refuse(self.tr("That is {owner}'s display: play in your own, {player}")
                                .format(owner=self.seat_name(seat),
                                        player=self.seat_name(state.current)))
        if state.phase is Phase.BOATSMAN_MOVE:
            return self._apply(MoveViking(row, col))
        advanced = self.advanced_drop(row, col)
        if advanced is not None:
            return advanced
        item = self.held_item()
        if item == START:
            problem = start_tile_problem(state, row, col)
            return self._refuse(problem) if problem else self._apply(PlaceStart(row))
        if item == TILE:
            tile, viking = _placing(state)
            green = (row, col) in {(r, c) for r, c, g in state.legal_cells(seat, tile, viking) if g}
            return self._apply(PlaceTile(row, col, green and not self.viking_to_mainland))
        if state.phase is Phase.BUY:
            return self._refuse(self.tr("Buy a group from the wheel first"))
        return self._refuse(self.tr("Choose how to use a Boatsman first"))

    def drop_outside(self) -> bool:
        """The held tile was let go somewhere that is no display: it stays in the hand."""
        if self.held_item() is None:
            return False
        return self._refuse(self.tr("Drop the tile onto a green or orange cell of your "
                                    "display; it stays in your hand until then"))

    def use_boatsman(self, colour: int) -> bool:
        return self._may_act() and self._apply(UseBoatsman(colour))

    def finish(self) -> bool:
        """End the current Boatsman use, or one's Boatsman phase."""
        return self._may_act() and self._apply(Done())

    # --- applying -------------------------------------------------------------------------
    def _may_act(self) -> bool:
        state = self.state
        if state is None:
            return self._refuse(self.tr("Start a new game first"))
        if state.is_over():
            return self._refuse(Refusal(Code.GAME_OVER))
        if not self.is_human(state.current):
            return self._refuse(self.tr("Wait: it is {name}'s turn").format(
                name=self.seat_name(state.current)))
        return True

    def _refuse(self, reason: str) -> bool:
        """Tell the player why not: an engine Refusal in their language (ui.refusal_text)."""
        text = refusal_text(reason)
        self.last_refusal = text[:1].upper() + text[1:]
        self.refused.emit(self.last_refusal)
        return False

    def _hold_what_fits(self) -> None:
        """While placing, hold what can go somewhere: the start tile when the bought tile
        is placed or fits only next to the start tile (R-P2) — also in a resumed game."""
        state = self.state
        if state is None or state.phase is not Phase.PLACE:
            return
        tile, viking = _placing(state)
        if not state.players[state.current].start_placed and (
                not tile or not state.legal_cells(state.current, tile, viking)):
            self._held = START
        elif not tile:
            self._held = START

    def _reset_gesture(self) -> None:
        self._held = TILE
        self.viking_to_mainland = False
        self._highlight_cache = None

    def _apply(self, action: Action) -> bool:
        state = self.state
        assert state is not None                # a human passed _may_act(), or a computer acts
        problem = state.problem(action)
        if problem:
            return self._refuse(problem)
        seat = state.current
        wheel_turn = state.wheel_turn() if isinstance(action, Buy) and action.space == 0 else 0
        scorings = len(state.scorings)
        state.apply_unchecked(action)
        self.actions.append(action)
        if isinstance(action, PlaceTile | MoveViking):
            self.last_move = (seat, action.row, action.col)
        elif isinstance(action, PlaceStart):
            self.last_move = (seat, action.row, 1)
        if not (state.phase is Phase.PLACE and state.current == seat):
            self._reset_gesture()
        self._hold_what_fits()
        self.action_applied.emit(seat, action)
        if wheel_turn:
            self.wheel_turned.emit(wheel_turn)       # R-B5
        self.state_changed.emit()
        for record in state.scorings[scorings:]:
            self.scoring_done.emit(record)
        if state.is_over():
            self.game_over.emit()
        self._after_change()
        return True

    def _after_change(self) -> None:
        state = self.state
        assert state is not None                # called once a game is on
        if state.is_over():
            return
        if not self.is_human(state.current):
            if not self._paused and self.thinking_seat == -1:
                self._think()
            return
        if state.phase is Phase.BOATSMAN_MOVE:
            only = self._only_boatsman_move()
            if only is not None:
                self._apply(only)
            return
        if state.phase is Phase.PLACE and state.legal_actions() == [Discard()]:
            tile, viking = _placing(state)
            self.message.emit(
                self.tr("The bought tile fits nowhere in your display: it leaves the game and "
                        "the {viking} goes to the mainland").format(viking=viking_name(viking)))
            self._apply(Discard())

    def _only_boatsman_move(self) -> MoveViking | None:
        """A Viking the Boatsman brings that has exactly one free tile in its row goes
        there by itself (as in the online version): the one move without a choice."""
        state = self.state
        assert state is not None                # in the Boatsman phase of a game
        by_row: dict[int, list[MoveViking]] = {}
        for action in state.legal_actions():
            if isinstance(action, MoveViking):
                by_row.setdefault(action.row, []).append(action)
        for _row, moves in sorted(by_row.items()):
            if len(moves) == 1:
                return moves[0]
        return None


def _placing(state: GameState) -> tuple[int, int]:
    """(tile, viking) of the group being placed (tile 0: already placed); only asked in
    the PLACE phase, where ``pending_group()`` is never None."""
    return state.pending_group() or (0, 0)
