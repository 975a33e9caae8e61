"""R-A1 as sharpened in RULES.md: the single bid's opening turn is a bid of at
least 0, so an opening pass hands nothing away for free; and the start player figure passes
to the left after every scoring with the auction too. Games made under the first auction
rules (``first_auction_rules``) keep playing by those."""

from __future__ import annotations

import random

import pytest

from vikings_desktop.engine import Bid, GameState, Pass, Phase
from vikings_desktop.engine.refusals import Code
from vikings_desktop.engine.rules import ADVANCED, RuleOptions

SINGLE_BID = RuleOptions(auction=True, single_bid=True)
FIRST_SINGLE_BID = RuleOptions(auction=True, single_bid=True, first_auction_rules=True)


def game(rules: RuleOptions, players: int = 3, start: int = 0, seed: int = 4) -> GameState:
    return GameState.new_game([f"P{i}" for i in range(players)], seed=seed,
                              start_player=start, rules=rules)


def bids(state: GameState) -> list[int]:
    return [a.amount for a in state.legal_actions() if isinstance(a, Bid)]


# --- the single bid ----------------------------------------------------------------------
def test_r_a1_single_bid_the_opening_turn_is_a_bid_of_at_least_zero():
    state = game(SINGLE_BID)
    assert min(bids(state)) == 0 and Pass() in state.legal_actions()
    state.apply(Bid(0))
    assert min(bids(state)) == 1                       # every later bid is higher
    assert state.problem(Bid(0)).code is Code.BID_TOO_LOW


def test_r_a1_single_bid_an_opening_pass_is_a_bid_of_zero_not_a_free_hand_off():
    state = game(SINGLE_BID)
    state.apply(Pass())
    assert (state.bid, state.leader) == (0, 0)
    assert state.problem(Bid(0)).code is Code.BID_TOO_LOW
    assert min(bids(state)) == 1


def test_r_a1_single_bid_nobody_bids_more_the_start_player_wins_for_the_opening_bid():
    state = game(SINGLE_BID, players=4, start=2)
    gold = state.players[2].gold
    state.apply(Bid(3))
    for _ in range(3):
        state.apply(Pass())
    assert state.phase is Phase.REMOVE_VIKING
    assert state.start_player == 2 and state.players[2].gold == gold - 3


def test_r_a1_single_bid_after_an_opening_pass_a_bid_of_one_wins():
    state = game(SINGLE_BID)
    gold = state.players[1].gold
    state.apply(Pass())
    state.apply(Bid(1))
    state.apply(Pass())
    assert state.start_player == 1 and state.players[1].gold == gold - 1


def test_r_a1_single_bid_all_pass_the_start_player_wins_for_nothing():
    state = game(SINGLE_BID)
    gold = [p.gold for p in state.players]
    for _ in range(3):
        state.apply(Pass())
    assert state.start_player == 0 and [p.gold for p in state.players] == gold


def test_r_a1_first_auction_rules_single_bid_opening_pass_let_the_next_bid_zero():
    state = game(FIRST_SINGLE_BID)
    state.apply(Pass())
    assert min(bids(state)) == 0
    state.apply(Bid(0))
    state.apply(Pass())
    assert state.start_player == 1


def test_r_a1_open_auction_still_refuses_an_opening_pass():
    state = game(RuleOptions(auction=True))
    assert Pass() not in state.legal_actions()
    assert state.problem(Pass()).code is Code.OPENING_BID


# --- the figure after a scoring ----------------------------------------------------------
def auction_winner(state: GameState, winner: int) -> None:
    """The start player opens at 0; ``winner`` bids 1 (if not the opener); all others pass."""
    state.players[winner].gold = max(state.players[winner].gold, 1)   # random play spent it
    while state.phase is Phase.AUCTION:
        if state.current == winner and state.leader != winner:
            state.apply(Bid(max(state.bid + 1, 0)))
        elif state.current == state.start_player and state.auction_turns == 0:
            state.apply(Bid(0))
        else:
            state.apply(Pass())


def play_to_next_auction(state: GameState, rng: random.Random) -> None:
    start = state.round
    while not state.is_over() and not (state.round > start and state.phase is Phase.AUCTION):
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("rules", [ADVANCED, SINGLE_BID,
                                   RuleOptions(auction=True, advanced_boatsman=True)])
def test_r_a1_revised_decision_figure_passes_left_after_every_scoring(rules):
    state = game(rules, players=4)
    rng = random.Random(7)
    winners = [2, 0, 3, 3, 1]
    for round_, winner in enumerate(winners, start=1):
        assert state.round == round_
        auction_winner(state, winner)
        assert state.start_player == winner              # the winner takes the figure
        play_to_next_auction(state, rng)
        # after the round's scoring the left neighbour holds it, draws and opens
        assert state.round == round_ + 1 and state.phase is Phase.AUCTION
        assert state.start_player == (winner + 1) % 4 == state.current
        assert len(state.drawn) == 13


def test_r_a1_first_auction_rules_the_winner_kept_the_figure_every_round():
    state = game(RuleOptions(auction=True, advanced_boatsman=True,
                      special_tiles=True, first_auction_rules=True))
    rng = random.Random(7)
    for winner in (1, 2, 2, 0):
        auction_winner(state, winner)
        play_to_next_auction(state, rng)
        assert state.start_player == winner == state.current


def test_first_auction_rules_need_the_auction_and_are_saved_only_when_set():
    assert RuleOptions(first_auction_rules=True).problem()
    assert "first_auction_rules" not in ADVANCED.to_json()
    old = RuleOptions(auction=True, first_auction_rules=True)
    assert old.to_json()["first_auction_rules"] is True
    assert RuleOptions.from_json(old.to_json()) == old
    assert RuleOptions.from_json(ADVANCED.to_json()) == ADVANCED
    assert ADVANCED.figure_passes_after_scoring and not old.figure_passes_after_scoring
