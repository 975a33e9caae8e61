"""Buying (R-B): the groups the player to act may buy, why a purchase or exchange is
refused, paying in gold and fame (R-B4) and turning the wheel (R-B5).

Functions over the game's data (``GameData``); ``GameState``'s ``legal_actions``,
``problem`` and ``apply`` call them in the buy phase. The R-B4 ``Exchange`` is legal
here but not listed (actions.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import specials
from .actions import Action, Buy, Exchange
from .components import WHEEL_SPACES
from .display import Player, cell_viking, has_viking
from .phase import Phase
from .refusals import Code, Refusal

if TYPE_CHECKING:
    from .game_data import GameData

# Actions are immutable values: the generator hands out shared instances (hot path).
_BUY = [[Buy(price, fame) for fame in range(price + 1)] for price in range(WHEEL_SPACES)]


def buy_problem(state: GameData, seat: int, space: int, fame: int | None = None
                ) -> Refusal | None:
    """Why ``seat`` may not buy the group at ``space`` now (None = allowed).

    ``fame`` is what the player would exchange (R-B4); None = as much as needed."""
    wheel = state.wheel
    if not 0 <= space < WHEEL_SPACES or not wheel[space]:
        return Refusal(Code.NO_GROUP, space)
    player = state.players[seat]
    need = max(0, space - player.gold)
    if fame is None:
        fame = need
    if fame < need:
        return Refusal(Code.TOO_LITTLE_FAME_EXCHANGED, space, player.gold, need)
    if fame > player.fame:
        return Refusal(Code.CANNOT_AFFORD, space, player.gold, player.fame)
    if space == 0 and not _zero_allowed(wheel, player):
        return Refusal(Code.ZERO_NOT_LAST, cell_viking(wheel[0]))
    return None


def buy_phase_problem(state: GameData, action: Action) -> Refusal | None:
    """Why ``action`` is refused in the buy phase (None = allowed)."""
    if isinstance(action, Exchange):
        if not 1 <= action.amount <= state.players[state.current].fame:
            return Refusal(Code.EXCHANGE_AMOUNT)
        return None
    if isinstance(action, Buy):
        return buy_problem(state, state.current, action.space, action.fame)
    return Refusal(Code.BUY_FIRST)


def _forced_zero(wheel: list[int], player: Player) -> bool:
    """R-B3: gold less than the cheapest other group forces the group at 0."""
    for price in range(1, WHEEL_SPACES):
        if wheel[price]:
            return player.gold < price
    return True


def _zero_allowed(wheel: list[int], player: Player) -> bool:
    """R-B2 (last Viking of its colour on the wheel) or R-B3 (forced).

    Asked before every buying turn (hot path)."""
    if has_viking(wheel, cell_viking(wheel[0]), start=1):
        return _forced_zero(wheel, player)
    return True


def buy_actions(state: GameData) -> list[Action]:
    player = state.players[state.current]
    gold, fame, wheel = player.gold, player.fame, state.wheel
    actions: list[Action] = []
    if _zero_allowed(wheel, player):
        actions.append(_BUY[0][0])
    budget = gold + fame
    for price in range(1, WHEEL_SPACES):
        if price > budget:
            break
        if wheel[price]:
            actions.append(_BUY[price][price - gold if price > gold else 0])
    return actions


def apply_buy(state: GameData, action: Action) -> None:
    """A purchase (then its special tile or its placing) or an exchange of fame (R-B4)."""
    player = state.players[state.current]
    if isinstance(action, Buy):
        space = action.space
        player.fame -= action.fame
        player.gold += action.fame - space
        state.phase = Phase.SPECIAL if specials.brings_special(state, space) else Phase.PLACE
        state.pending = state.wheel[space]
        state.wheel[space] = 0
        if space == 0:
            turn_wheel(state)
        state.purchases += 1
    elif isinstance(action, Exchange):
        player.fame -= action.amount
        player.gold += action.amount


def wheel_turn(state: GameData) -> int:
    """R-B5: by how many spaces the wheel turns once the group at price 0 is bought
    (to the next group; 0 when no other group is left)."""
    wheel = state.wheel
    for shift in range(1, WHEEL_SPACES):          # a plain loop: after every purchase at 0
        if wheel[shift]:
            return shift
    return 0


def turn_wheel(state: GameData) -> None:
    """R-B5: turn until a group stands at 0 again; all prices drop by the same amount."""
    shift = wheel_turn(state)
    if shift:
        state.wheel = state.wheel[shift:] + [0] * shift
