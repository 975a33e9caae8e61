"""The Boatsman step of a large scoring (R-K2.1; R-A3 in the advanced game) as phases of
the round: which uses the player to act may choose, moving the selected Vikings, and why
a Boatsman action is refused. boatsman.py counts what the Boatsmen can do.

Functions over the game's data (``GameData``); ``GameState``'s ``legal_actions``,
``problem`` and ``apply`` call them in the BOATSMAN and BOATSMAN_MOVE phases.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import boatsman as boat
from .actions import Action, CellActions, Done, FerryViking, MoveViking, UseBoat, UseBoatsman
from .components import BOATSMAN, ROUNDS, ROW_OF_VIKING, VIKING_OF_ROW, VIKINGS
from .display import Player
from .phase import Phase
from .refusals import Code, Refusal
from .rounds import next_boatsman_player

if TYPE_CHECKING:
    from .game_data import GameData

# Actions are immutable values: the generators hand out shared instances (hot path).
_DONE = Done()
_USE = {colour: UseBoatsman(colour) for colour in (0, *VIKINGS)}
_BOAT = {colour: UseBoat(colour) for colour in (0, *VIKINGS)}
_MOVE = CellActions(MoveViking)
_FERRY = CellActions(FerryViking)


def boatsman_actions(state: GameData) -> list[Action]:
    player = state.players[state.current]
    if state.rules.advanced_boatsman:
        return _advanced_boatsman_actions(state, player)
    if state.round == ROUNDS:
        uses: list[Action] = [_USE[c] for c in boat.optimal_uses(player)]
        return uses or [_DONE]
    uses = [_USE[c] for c in boat.use_options(boat.movable_counts(player))]
    return [*uses, _DONE]


def _advanced_boatsman_actions(state: GameData, player: Player) -> list[Action]:
    """R-A3: one Viking per Boatsman, or a base-game use with a ``boat`` tile."""
    last = state.round == ROUNDS
    actions: list[Action] = []
    if last:
        for colour in boat.ferry_colours(player, last):
            row = ROW_OF_VIKING[colour]
            actions += _FERRY.at_cols(row, boat.empty_tile_cols(player, row))
    else:
        for row, cols in boat.ferry_targets(player):
            actions += _FERRY.at_cols(row, cols)
    actions.extend(_BOAT[colour] for colour in boat.boat_uses(player, last))
    if not last or not actions:
        actions.append(_DONE)
    return actions


def boatsman_move_actions(state: GameData) -> list[Action]:
    player = state.players[state.current]
    actions: list[Action] = []
    for colour in dict.fromkeys(state.boat_selection):
        row = ROW_OF_VIKING[colour]
        actions += _MOVE.at_cols(row, boat.empty_tile_cols(player, row))
    if state.boat_moved and (state.round < ROUNDS or not actions):
        actions.append(_DONE)
    return actions


def _can_move_selected(state: GameData, player: Player) -> bool:
    """A selected Viking still has an empty tile of its row to move onto: a MoveViking is
    among ``boatsman_move_actions`` (asked without building them)."""
    rows = player.rows
    return any(boat.empty_tile_count(rows[ROW_OF_VIKING[colour]])
               for colour in set(state.boat_selection))


def apply_boatsman(state: GameData, action: Action) -> None:
    player = state.players[state.current]
    if isinstance(action, Done):
        next_boatsman_player(state)
        return
    player.mainland[BOATSMAN] -= 1
    state.removed_vikings.append(BOATSMAN)
    if isinstance(action, FerryViking):                # R-A3: exactly one Viking
        colour = VIKING_OF_ROW[action.row]
        player.mainland[colour] -= 1
        player.put_viking(action.row, action.col, colour)
        if not boat.can_use_boatsman(player):
            next_boatsman_player(state)
        return
    if isinstance(action, UseBoat):                    # the boat tile leaves the game
        player.specials.remove("boat")
        state.removed_specials.append("boat")
    assert isinstance(action, (UseBoatsman, UseBoat))  # the phase's only other actions
    state.boat_colour = action.colour
    state.boat_selection = boat.selection_for(player, action.colour)
    state.boat_moved = 0
    state.phase = Phase.BOATSMAN_MOVE


def apply_boatsman_move(state: GameData, action: Action) -> None:
    player = state.players[state.current]
    if isinstance(action, MoveViking):
        colour = VIKING_OF_ROW[action.row]
        state.boat_selection.remove(colour)
        player.mainland[colour] -= 1
        player.put_viking(action.row, action.col, colour)
        state.boat_moved += 1
        if state.boat_selection and _can_move_selected(state, player):
            return                 # more to move (else the legal actions would be only Done)
    state.boat_selection = []
    state.boat_moved = 0
    state.boat_colour = 0
    if boat.can_use_boatsman(player):
        state.phase = Phase.BOATSMAN
    else:
        next_boatsman_player(state)


def boatsman_problem(state: GameData, action: Action) -> Refusal | None:
    """Why a Boatsman action is refused now (None = allowed)."""
    if state.phase is Phase.BOATSMAN:
        allowed = boatsman_actions(state)
    elif state.phase is Phase.BOATSMAN_MOVE:
        allowed = boatsman_move_actions(state)
    else:
        allowed = []
    if action in allowed:
        return None
    if isinstance(action, UseBoat) and "boat" not in state.players[state.current].specials:
        return Refusal(Code.NO_BOAT_TILE)
    if state.rules.advanced_boatsman and isinstance(action, UseBoatsman | UseBoat):
        return Refusal(Code.ONE_VIKING_PER_BOATSMAN)
    if state.round == ROUNDS:
        return Refusal(Code.LAST_ROUND_BOATSMEN)
    if isinstance(action, MoveViking | FerryViking):
        return Refusal(Code.MOVE_ONTO_OWN_ROW)
    if isinstance(action, Done):
        return Refusal(Code.BOATSMAN_MUST_MOVE)
    return Refusal(Code.BOATSMAN_MOVES_NOTHING)
