"""What the table shows about the turn, as one row of roles: the banner (whose turn, what
to do), the wheel's hub (round, the gold and fame of the player to act, the next
scoring), the hand (the held tile and start tile), the turn's choices (Viking to the
mainland, fame for gold, the Boatsman phase) and which of them fills the hand's place.

The banner, the wheel's hub, the hand and the action panel read it instead of the
game's state; after every change it emits ``dataChanged`` with exactly the roles whose
values changed, so each view repaints only when what it shows changed. Rules are asked
of the engine (``engine.queries``) or the table; nothing here decides legality.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QPersistentModelIndex, Qt

from vikings_desktop.engine import (
    BOATSMAN,
    LEFT_END,
    Done,
    Phase,
    UseBoat,
    UseBoatsman,
    may_exchange,
    scoring_after_round,
)
from vikings_desktop.session import Reset

from ..art.seat_shades import SEAT_SHADES
from ..session.game_table import START, TILE, GameTable
from ..session.result_curtain import ResultCurtain
from ..words.banner_text import final_follows_text, turn_text
from ..words.boatsman_text import boatsman_choices
from .roles import ReadOnlyItems, Role

NO_SEAT_SHADE = "#555555"       # the banner between games and once the game is over
HAND, BOATSMAN_PAGE, DRAW = "hand", "boatsman", "draw"   # what fills the hand's place
DRAW_PHASES = (Phase.AUCTION, Phase.REMOVE_VIKING, Phase.DRAFT)


def changed(roles: list[int], wanted: frozenset[Role]) -> bool:
    """A dataChanged names one of the roles a view shows (no roles named: all changed)."""
    return not roles or any(role in wanted for role in roles)


def on_roles(wanted: frozenset[Role], slot: Callable[[], None]
             ) -> Callable[[QModelIndex, QModelIndex, list[int]], None]:
    """A dataChanged slot that calls ``slot`` when a role the view shows changed."""
    def on_data_changed(_top: QModelIndex, _bottom: QModelIndex, roles: list[int]) -> None:
        if changed(roles, wanted):
            slot()
    return on_data_changed


class HandItem(NamedTuple):
    """One thing in the hand: TILE (the bought tile and its Viking) or START."""
    item: str
    tile: int
    viking: int


class BoatsmanChoices(NamedTuple):
    """A human's Boatsman phase (R-K2.1): how many Boatsmen wait on their mainland, the
    rule variant, round 6's duty, the Vikings being ferried and the choices (action and
    button text)."""
    moving: bool                   # BOATSMAN_MOVE: the ferried Vikings wait for tiles
    boatsmen: int
    advanced: bool                 # R-A3: a Boatsman ferries exactly one Viking
    last_round: bool
    ferried: tuple[int, ...]
    options: tuple[tuple[UseBoatsman | UseBoat | Done, str], ...]


class TurnModel(ReadOnlyItems, QAbstractListModel):
    """One row while a game is on (none before the first game)."""

    def __init__(self, table: GameTable):
        super().__init__(table)
        self.table = table
        self._facts: dict[int, object] = {}
        self._boatsman_key: tuple | None = None
        self._boatsman: BoatsmanChoices | None = None
        self._curtain: ResultCurtain | None = None
        table.position_reset.connect(self._reset)
        table.state_changed.connect(self._refresh)
        table.computers.thinking_changed.connect(self._refresh)
        self._facts = self._current_facts()

    # --- the model --------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.table.session.state is None else 1

    def data(self, index: QModelIndex | QPersistentModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() != 0:
            return None
        return self._facts.get(role)

    def value(self, role: Role):
        """The role's value in the one row (None without a game): what views read."""
        return self._facts.get(role)

    def roleNames(self) -> dict[int, QByteArray]:
        return {role.value: QByteArray(role.name.lower().encode()) for role in TURN_ROLES}

    # --- following the game -----------------------------------------------------------------
    def set_curtain(self, curtain: ResultCurtain) -> None:
        self._curtain = curtain
        curtain.changed.connect(self._refresh)

    def _reset(self, reset: Reset | None = None) -> None:
        self._boatsman_key = None   # another position at a log length seen before, maybe
        if reset is not None and reset.same_game:
            return                  # undo, redo: the one row stays (state_changed refreshes)
        self.beginResetModel()
        self._facts = self._current_facts()
        self.endResetModel()

    def _refresh(self) -> None:
        facts = self._current_facts()
        changed = [role for role in TURN_ROLES if facts.get(role) != self._facts.get(role)]
        self._facts = facts
        if changed and self.rowCount():
            index = self.index(0)
            self.dataChanged.emit(index, index, [int(role) for role in changed])

    def _current_facts(self) -> dict[int, object]:
        table = self.table
        state, setup = table.session.state, table.session.setup
        if state is None or setup is None:
            return {Role.BANNER: turn_text(table), Role.COLOUR: NO_SEAT_SHADE,
                    Role.PHASE: None, Role.RULES: None}
        over = state.is_over()
        seat = state.current
        player = state.players[seat]
        curtain = self._curtain
        if over and curtain is not None and curtain.down:
            # round 6's large scoring is being read: the end is not told yet
            return {Role.BANNER: final_follows_text(),
                    Role.COLOUR: NO_SEAT_SHADE, Role.TO_ACT: -1, Role.HUMAN_TO_ACT: False,
                    Role.ACTOR: "", Role.OVER: False, Role.ROUND: state.round,
                    Role.NEXT_SCORING: scoring_after_round(state.round),
                    Role.GOLD: curtain.gold(seat, player.gold),
                    Role.FAME: curtain.fame(seat, player.fame), Role.HAND: (), Role.HAND_FITS: frozenset(), Role.HELD: None,
                    Role.TO_MAINLAND: False, Role.MAY_STAND: False, Role.MAY_EXCHANGE: False,
                    Role.PAGE: HAND, Role.BOATSMAN: None, Role.PHASE: state.phase,
                    Role.RULES: state.rules}
        human = table.session.human_to_act()
        phase = state.phase
        boatsman = human and phase in (Phase.BOATSMAN, Phase.BOATSMAN_MOVE)
        page = BOATSMAN_PAGE if boatsman else DRAW if phase in DRAW_PHASES else HAND
        return {
            Role.BANNER: turn_text(table),
            Role.COLOUR: NO_SEAT_SHADE if over else SEAT_SHADES[setup.seats[seat].colour],
            Role.TO_ACT: -1 if over else seat,
            Role.HUMAN_TO_ACT: human,
            Role.ACTOR: "" if human or over else setup.seats[seat].name,
            Role.OVER: over,
            Role.ROUND: state.round,
            Role.NEXT_SCORING: scoring_after_round(state.round),
            Role.GOLD: player.gold,
            Role.FAME: player.fame,
            Role.HAND: self._hand(),
            Role.HAND_FITS: table.placeable_items(),
            Role.HELD: table.held_item(),
            Role.TO_MAINLAND: table.viking_to_mainland,
            Role.MAY_STAND: table.viking_may_stand(),
            Role.MAY_EXCHANGE: human and may_exchange(state),
            Role.PAGE: page,
            Role.BOATSMAN: self._boatsman_choices() if boatsman else None,
            Role.PHASE: phase,
            Role.RULES: state.rules,
        }

    def _hand(self) -> tuple[HandItem, ...]:
        """What lies in the hand while placing (a computer's too, to follow it, R-P2)."""
        state = self.table.session.state
        if state is None or state.phase is not Phase.PLACE:
            return ()
        items = []
        tile, viking = state.pending_group() or (0, 0)
        if tile:
            items.append(HandItem(TILE, tile, viking))
        if not state.players[state.current].start_placed:
            items.append(HandItem(START, LEFT_END, 0))
        return tuple(items)

    def _boatsman_choices(self) -> BoatsmanChoices:
        """Worked out once per position (the legal actions are asked for the choices)."""
        table = self.table
        state = table.session.state
        assert state is not None                 # asked in a human's Boatsman phase
        key = (table.session.move_count, state.phase)
        if key != self._boatsman_key or self._boatsman is None:
            moving = state.phase is Phase.BOATSMAN_MOVE
            if moving:
                options: tuple[tuple[UseBoatsman | UseBoat | Done, str], ...] = (
                    ((Done(), ""),) if Done() in state.legal_actions() else ())
            else:
                options = tuple(boatsman_choices(state))
            self._boatsman = BoatsmanChoices(
                moving, state.players[state.current].mainland[BOATSMAN],
                state.rules.advanced_boatsman, state.is_last_round(),
                tuple(state.boat_selection), options)
            self._boatsman_key = key
        return self._boatsman


TURN_ROLES = (Role.BANNER, Role.COLOUR, Role.TO_ACT, Role.HUMAN_TO_ACT, Role.ACTOR, Role.OVER,
              Role.ROUND, Role.NEXT_SCORING, Role.GOLD, Role.FAME, Role.HAND, Role.HAND_FITS,
              Role.HELD,
              Role.TO_MAINLAND, Role.MAY_STAND, Role.MAY_EXCHANGE, Role.PAGE, Role.BOATSMAN,
              Role.PHASE, Role.RULES)
