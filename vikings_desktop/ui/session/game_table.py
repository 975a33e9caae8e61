"""The window's table around its one ``GameSession``: the player's gestures turned into
engine actions, and the session's news relayed as Qt signals.

The session (Qt-free) owns the game: set-up, position, log, undo and redo. ``GameTable``
owns only what a table adds: what the player holds (the bought tile or the start tile,
the Viking sent to the mainland), the highlighted cells, the last move to mark, and the
objects that play along — the computer players' turns (``computers``), the hints
(``hints``) and the advanced game's gestures (``advanced``). It announces
``action_applied`` after every action and ``position_reset`` (with the ``Reset``: new
game, undo, redo or load) when the position is replaced. Legality is never decided
here: each refusal comes from the engine (``state.problem``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from vikings_desktop.engine import (
    Action,
    Buy,
    Code,
    Discard,
    Done,
    Exchange,
    GameState,
    MoveViking,
    Phase,
    PlaceStart,
    PlaceTile,
    Refusal,
    UseBoatsman,
    fame_to_pay,
    start_tile_problem,
)
from vikings_desktop.session import GameSession, Reset, automatic_move

from ..words.refusal_text import refusal_text
from ..words.viking_words import viking_sentence
from .advanced_turns import AdvancedGestures
from .computer_turns import ComputerPlayers, ComputerTurns
from .hints import Hints
from .native_memory import give_back_free_memory

TILE, START = "tile", "start"          # the two things a player may hold while placing
GREEN, ORANGE = "green", "orange"      # R-P7 highlight kinds


class GameTable(QObject):
    position_reset = Signal(object)       # Reset: a new game, an undo, a redo or a load
    state_changed = Signal()              # anything about the game changed
    action_applied = Signal(int, object)  # seat, action
    refused = Signal(str)                 # a gesture the rules refuse, with the reason
    message = Signal(str)                 # something the player should read
    wheel_turned = Signal(int)            # R-B5: the wheel turned by this many spaces
    scoring_done = Signal(object)         # a ScoringRecord just added
    game_over = Signal()
    exchange_requested = Signal(int, int)  # space, fame the purchase needs (R-B4)

    def __init__(self, parent: QObject | None = None, pace_ms: int = 700,
                 session: GameSession | None = None):
        super().__init__(parent)
        self.session = session if session is not None else GameSession()
        players = ComputerPlayers(self)
        self.computers = ComputerTurns(self.session, players, pace_ms, self)
        self.hints = Hints(self.session, players, self)
        self.advanced = AdvancedGestures(lambda: self.session.state, self.act)
        self.viking_to_mainland = False   # R-P6: the player's choice on a green cell
        self.last_move: tuple[int, int, int] | None = None   # (seat, row, col) just filled
        self._held = TILE
        self._cells: tuple[tuple, list[tuple[int, int, bool]]] | None = None
        self._highlight_cache: tuple[tuple, dict] | None = None
        self._wheel_turn = 0
        self._scorings = 0
        self.session.on_applied.append(self._on_applied)
        self.session.on_reset.append(self._on_reset)
        self.computers.chose.connect(self._play)
        self.computers.paused_changed.connect(self._on_paused)
        self.hints.changed.connect(self.state_changed)

    # --- the game as a whole ------------------------------------------------------------
    def shutdown(self) -> None:
        """Stop computer players before the window goes (their results are dropped)."""
        self.computers.close()

    # --- reading, for models and views -----------------------------------------------------
    def held_item(self) -> str | None:
        """What the player to act is placing: TILE (the bought tile), START, or None."""
        state = self.session.state
        if state is None or state.phase is not Phase.PLACE or not self.session.human_to_act():
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
        state = self.session.state
        if state is None or seat != state.current or not self.session.human_to_act():
            return {}
        key = (self.session.move_count, seat, self.held_item() or state.phase.value,
               self.viking_to_mainland)
        if self._highlight_cache and self._highlight_cache[0] == key:
            return self._highlight_cache[1]
        cells: dict[tuple[int, int], str] = {}
        item = self.held_item()
        if item == START:
            cells = {(a.row, 1): GREEN for a in state.legal_actions() if isinstance(a, PlaceStart)}
        elif item == TILE:
            # R-P6: sent to the mainland, the Viking stands nowhere: every cell is orange
            cells = {(r, c): GREEN if green and not self.viking_to_mainland else ORANGE
                     for r, c, green in self._legal_cells()}
        elif state.phase is Phase.BOATSMAN_MOVE:
            cells = {(a.row, a.col): GREEN for a in state.legal_actions()
                     if isinstance(a, MoveViking)}
        else:       # the advanced game: a building's cell (R-S), a single Boatsman move (R-A3)
            cells = dict.fromkeys(self.advanced.building_cells() + self.advanced.ferry_cells(), GREEN)
        self._highlight_cache = (key, cells)
        return cells

    def viking_may_stand(self) -> bool:
        """R-P6/R-P7: some cell lets the held group's Viking stand on its tile (a green
        cell, were it not sent to the mainland)."""
        if self.session.state is None or self.held_item() != TILE:
            return False
        return any(green for _, _, green in self._legal_cells())

    def expects_drop(self) -> bool:
        """True while a click on a display cell means something: a tile is held, or
        Boatsman-moved Vikings wait for their tiles."""
        state = self.session.state
        return self.held_item() is not None or (
            state is not None and self.session.human_to_act() and (state.phase is Phase.BOATSMAN_MOVE
                                     or bool(self.advanced.building_cells()
                                                   or self.advanced.ferry_cells())))

    def buy_reason(self, space: int) -> str | None:
        """Why the player to act may not buy the group at ``space`` now (None = may)."""
        state = self.session.state
        if state is None or state.is_over():
            return Refusal(Code.GAME_OVER)
        if state.phase is not Phase.BUY:
            return None if state.wheel[space] else Refusal(Code.NO_GROUP, space)
        return state.buy_problem(state.current, space)


    def placeable_items(self) -> frozenset[str]:
        """The items in the hand that have a legal cell now (R-P2: either may go first):
        the hand greys only an item that fits nowhere."""
        state = self.session.state
        if state is None or state.phase is not Phase.PLACE or state.is_over():
            return frozenset()
        items = set()
        tile, _ = _placing(state)
        if tile and self._legal_cells():
            items.add(TILE)
        if not state.players[state.current].start_placed:
            items.add(START)
        return frozenset(items)

    def _legal_cells(self) -> list[tuple[int, int, bool]]:
        """(row, col, green) where the bought tile of the player to act may go (R-P7),
        worked out once per position (a drop, the highlights and the hand share it)."""
        state = self.session.state
        assert state is not None and state.phase is Phase.PLACE
        key = (self.session.move_count, state.current)
        if self._cells is None or self._cells[0] != key:
            tile, viking = _placing(state)
            cells = state.legal_cells(state.current, tile, viking) if tile else []
            self._cells = (key, cells)
        return self._cells[1]

    # --- gestures ---------------------------------------------------------------------------
    def request_buy(self, space: int) -> bool:
        """A click on the wheel's group at ``space``. A purchase the player can only pay
        with fame asks for the exchange first (``exchange_requested``, R-B4)."""
        if self._may_act() is not None:
            return False
        state = self.session.state
        assert state is not None                # _may_act() said so
        if state.phase is not Phase.BUY:
            self._refuse(state.problem(Buy(space, 0)) or Refusal(Code.PLACE_FIRST))
            return False
        problem = state.buy_problem(state.current, space)
        if problem:
            self._refuse(problem)
            return False
        need = fame_to_pay(state, space)
        if need:
            self.exchange_requested.emit(space, need)
            return False
        return self.act(Buy(space, 0))

    def buy(self, space: int, fame: int) -> bool:
        """Buy the group at ``space``, exchanging ``fame`` fame for gold first (R-B4)."""
        return self.act(Buy(space, fame))

    def exchange(self, amount: int) -> bool:
        """R-B4: exchange fame for gold on one's buying turn."""
        return self.act(Exchange(amount))

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
        if self._may_act() is not None or self.held_item() != TILE:
            return False
        if not self.viking_may_stand():
            self._refuse(self.tr("This Viking goes to the mainland anyway: no cell "
                                 "lets it stand on this tile"))
            return False
        self.set_viking_to_mainland(not self.viking_to_mainland)
        return True

    def drop(self, seat: int, row: int, col: int) -> str | None:
        """The held tile was dropped (or a cell clicked) at (row, col) of ``seat``'s
        display: None once the action is played, else the refusal in the player's words
        (also sent as ``refused``)."""
        refusal = self._may_act()
        if refusal is not None:
            return refusal
        state = self.session.state
        assert state is not None                # _may_act() said so
        if seat != state.current:
            return self._refuse(self.tr("That is {owner}'s display: play in your own, {player}")
                                .format(owner=self.session.seat_name(seat),
                                        player=self.session.seat_name(state.current)))
        action = self._drop_action(state, row, col)
        if isinstance(action, str):
            return self._refuse(action)
        return self._play(action)

    def _drop_action(self, state: GameState, row: int, col: int) -> Action | str:
        """The action a drop at (row, col) of one's own display means, or why none."""
        if state.phase is Phase.BOATSMAN_MOVE:
            return MoveViking(row, col)
        advanced = self.advanced.drop_action(row, col)
        if advanced is not None:
            return advanced
        item = self.held_item()
        if item == START:
            return start_tile_problem(state, row, col) or PlaceStart(row)
        if item == TILE:
            green = any(g for r, c, g in self._legal_cells() if (r, c) == (row, col))
            return PlaceTile(row, col, green and not self.viking_to_mainland)
        if state.phase is Phase.BUY:
            return self.tr("Buy a group from the wheel first")
        # the advanced game's steps before the buying (R-A1, R-A2, R-A4), in the book's words
        if state.phase is Phase.AUCTION:
            return self.tr("First bid for the start player figure, or pass")
        if state.phase is Phase.REMOVE_VIKING:
            return self.tr("First remove one of the drawn Vikings")
        if state.phase is Phase.DRAFT:
            return self.tr("First choose a colour: its Vikings go onto the most expensive "
                           "free spaces of the wheel")
        if state.phase is Phase.SPECIAL:
            return self.tr("First take one of the face-up special tiles, or none")
        return self.tr("Choose how to use a Boatsman first")

    def drop_outside(self) -> str | None:
        """The held tile was let go somewhere that is no display: it stays in the hand
        (the sentence that says so; None when nothing was held)."""
        if self.held_item() is None:
            return None
        return self._refuse(self.tr("Drop the tile onto a green or orange cell of your "
                                    "display; it stays in your hand until then"))

    def use_boatsman(self, colour: int) -> bool:
        return self.act(UseBoatsman(colour))

    def finish(self) -> bool:
        """End the current Boatsman use, or one's Boatsman phase."""
        return self.act(Done())

    def act(self, action: Action) -> bool:
        """Play ``action`` for the human to act; False (and ``refused``) if refused."""
        return self._may_act() is None and self._play(action) is None

    # --- applying -------------------------------------------------------------------------
    def _may_act(self) -> str | None:
        """None when a human may act now, else the refusal (sent as ``refused``)."""
        state = self.session.state
        if state is None:
            return self._refuse(self.tr("Start a new game first"))
        if state.is_over():
            return self._refuse(Refusal(Code.GAME_OVER))
        if not self.session.is_human(state.current):
            return self._refuse(self.tr("Wait: it is {name}'s turn").format(
                name=self.session.seat_name(state.current)))
        return None

    def _refuse(self, reason: str) -> str:
        """Tell the player why not: an engine Refusal in their language (words.refusal_text)."""
        text = refusal_text(reason)
        text = text[:1].upper() + text[1:]
        self.refused.emit(text)
        return text

    def _play(self, action: Action) -> str | None:
        """Play an action (a human's gesture, a computer's choice): None once played,
        else the refusal in the player's words."""
        state = self.session.state
        assert state is not None                # a human passed _may_act(), or a computer acts
        self._wheel_turn = (state.wheel_turn() if isinstance(action, Buy) and action.space == 0
                            else 0)
        self._scorings = len(state.scorings)
        refusal = self.session.apply(action)
        return None if refusal is None else self._refuse(refusal)

    def _on_applied(self, seat: int, action: Action) -> None:
        state = self.session.state
        assert state is not None
        if isinstance(action, PlaceTile | MoveViking):
            self.last_move = (seat, action.row, action.col)
        elif isinstance(action, PlaceStart):
            self.last_move = (seat, action.row, 1)
        if not (state.phase is Phase.PLACE and state.current == seat):
            self._reset_gesture()
        self._hold_what_fits()
        self.action_applied.emit(seat, action)
        if self._wheel_turn:
            self.wheel_turned.emit(self._wheel_turn)       # R-B5
            self._wheel_turn = 0
        self.state_changed.emit()
        for record in state.scorings[self._scorings:]:
            self.scoring_done.emit(record)
        self._scorings = len(state.scorings)
        if state.is_over():
            self.game_over.emit()
        self._after_change()

    def _on_reset(self, reset: Reset) -> None:
        state = self.session.state
        assert state is not None
        if not reset.same_game:
            give_back_free_memory()                # the last game's memory
        self.last_move = None
        self._scorings = len(state.scorings)
        self._cells = None                         # another position, same move count maybe
        self._reset_gesture()
        self._hold_what_fits()
        self.position_reset.emit(reset)
        self.state_changed.emit()
        if state.is_over():
            self.game_over.emit()
        self._after_change()

    def _on_paused(self, paused: bool) -> None:
        self.state_changed.emit()          # the banner tells why nobody moves
        if not paused and self.session.state is not None:
            self._after_change()

    def _hold_what_fits(self) -> None:
        """While placing, pick up the same item in every way to the same position (a new
        turn, an undo, a load): the bought tile when it has a legal cell, else the start
        tile (R-P2: either may go first). The player may take the other one at any time
        (``hold``) until the next action."""
        state = self.session.state
        if state is None or state.phase is not Phase.PLACE:
            return
        tile, _ = _placing(state)
        start_free = not state.players[state.current].start_placed
        self._held = START if start_free and (not tile or not self._legal_cells()) else TILE

    def _reset_gesture(self) -> None:
        self._held = TILE
        self.viking_to_mainland = False
        self._highlight_cache = None

    def _after_change(self) -> None:
        state = self.session.state
        assert state is not None                # called once a game is on
        if state.is_over():
            return
        if not self.session.is_human(state.current):
            self.computers.take_turn()
            return
        move = automatic_move(state)
        if isinstance(move, Discard):
            _tile, viking = _placing(state)
            self.message.emit(viking_sentence("fits_nowhere", viking))
        if move is not None:
            self._play(move)


def _placing(state: GameState) -> tuple[int, int]:
    """(tile, viking) of the group being placed (tile 0: already placed); only asked in
    the PLACE phase, where ``pending_group()`` is never None."""
    return state.pending_group() or (0, 0)
