"""R-A1: the auction for start player, at the start of every round of a game with the
auction option. The current start player (who holds the figure: it passes to the left
after every scoring, rounds.py) has drawn 13 Vikings (``state.drawn``, public); the tiles
stay face down. Then the start player bids first (0 or more) and, going clockwise, each
player raises or passes (a pass is final); the last one standing pays the bid and becomes
start player. Variant "single bid": every player gets exactly one turn, from the start
player clockwise. The start player's opening turn counts as a bid of at least 0 (passing
it bids 0), so every later bid must be higher, at least 1, or a pass.

A bid may reach the bidder's gold plus fame; only the winner pays, gold first and the
rest in fame 1:1 (R-B4). If nobody bids more, the start player wins and pays the opening
bid (nothing after an opening of 0).

Games saved under the first auction rules (``RuleOptions.first_auction_rules``) replay as
they were played: there a single-bid opening pass was no bid, so the next player could
still take the seat for 0.

State used: ``drawn``, ``bid`` (-1 = no bid yet), ``leader`` (-1 = nobody), ``passed``
(seats out of this auction) and ``auction_turns`` (turns taken, for the single bid).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import draft
from .actions import Action, Bid, Pass
from .components import AUCTION_VIKINGS
from .phase import IllegalAction
from .refusals import Code, Refusal

if TYPE_CHECKING:
    from .game_data import GameData

_BIDS: list[Bid] = []          # shared Bid values (actions are immutable)
_PASS = Pass()


def _bid(amount: int) -> Bid:
    while len(_BIDS) <= amount:
        _BIDS.append(Bid(len(_BIDS)))
    return _BIDS[amount]


def open_auction(state: GameData) -> None:
    """The start player draws 13 Vikings and opens the bidding."""
    bag = state.bag
    if len(bag) < AUCTION_VIKINGS:
        raise IllegalAction(Refusal(Code.NOTHING_TO_DEAL))
    state.drawn = sorted(bag[-AUCTION_VIKINGS:])
    del bag[-AUCTION_VIKINGS:]
    state.bid = -1
    state.leader = -1
    state.passed = []
    state.auction_turns = 0
    state.current = state.start_player


def _is_opening(state: GameData) -> bool:
    return state.auction_turns == 0


def _opening_pass_bids_zero(state: GameData) -> bool:
    """R-A1 single bid: the start player's opening turn counts as a bid of at least 0, so
    passing it bids 0 (under the first auction rules it was no bid)."""
    rules = state.rules
    return _is_opening(state) and rules.single_bid and not rules.first_auction_rules


def lowest_bid(state: GameData) -> int:
    return state.bid + 1           # the opening bid may be 0


def highest_bid(state: GameData, seat: int) -> int:
    player = state.players[seat]
    return player.gold + player.fame


def actions(state: GameData) -> list[Action]:
    highest = highest_bid(state, state.current)
    _bid(highest)                  # the shared Bid values up to the highest, then a slice
    legal: list[Action] = list(_BIDS[lowest_bid(state):highest + 1])
    if not (_is_opening(state) and not state.rules.single_bid):
        legal.append(_PASS)        # the opener of an open auction must bid (0 or more)
    return legal


def problem(state: GameData, action: Action) -> Refusal | None:
    if isinstance(action, Pass):
        if _is_opening(state) and not state.rules.single_bid:
            return Refusal(Code.OPENING_BID)
        return None
    if not isinstance(action, Bid):
        return Refusal(Code.AUCTION_FIRST)
    if action.amount < lowest_bid(state):
        return Refusal(Code.BID_TOO_LOW, action.amount, lowest_bid(state))
    if action.amount > highest_bid(state, state.current):
        player = state.players[state.current]
        return Refusal(Code.BID_TOO_HIGH, action.amount, player.gold, player.fame)
    return None


def apply(state: GameData, action: Action) -> None:
    seat = state.current
    if isinstance(action, Bid):
        state.bid = action.amount
        state.leader = seat
    elif _opening_pass_bids_zero(state):
        state.bid = 0                  # R-A1 single bid: the opening turn is a bid of >= 0
        state.leader = seat
    else:
        state.passed.append(seat)
    state.auction_turns += 1
    n = len(state.players)
    if state.rules.single_bid:
        if state.auction_turns >= n:
            _finish(state)
        else:
            state.current = (seat + 1) % n
        return
    nxt = (seat + 1) % n
    while nxt in state.passed and nxt != state.leader:
        nxt = (nxt + 1) % n
    if nxt == state.leader or len(state.passed) >= n:
        _finish(state)
    else:
        state.current = nxt


def _finish(state: GameData) -> None:
    """The highest bidder pays (gold first, then fame 1:1) and becomes start player;
    nobody bidding more leaves the start player as winner for the opening bid (R-A1)."""
    winner = state.leader if state.leader >= 0 else state.start_player
    price = max(state.bid, 0) if state.leader >= 0 else 0
    player = state.players[winner]
    from_gold = min(price, player.gold)
    player.gold -= from_gold
    player.fame -= price - from_gold
    state.start_player = winner
    state.bid = -1
    state.leader = -1
    state.passed = []
    state.auction_turns = 0
    draft.begin_removal(state)
