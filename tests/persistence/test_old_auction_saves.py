"""Saves made before the revised R-A1 Decision (format version 2, commit 4e8a65d; see
old_saves/README.md) load, replay exactly and play on under the rule they were played by:
the auction's winner keeps the start player figure, and a single-bid opening pass is no
bid. A version-3 save of such a game keeps saying so."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from save_games import RULE_SETS, SEATS, play, setup_for

from vikings_desktop.engine import Bid, Pass, Phase
from vikings_desktop.engine.rules import RuleOptions
from vikings_desktop.persistence.savefile import (
    FORMAT_VERSION,
    SavedGame,
    SaveError,
    dumps_save,
    loads_save,
    read_save,
)

OLD = Path(__file__).parent / "old_saves"
ADVANCED_OLD = OLD / "advanced-winner-keeps-figure.vikings.json"
SINGLE_OLD = OLD / "single-bid-winner-keeps-figure.vikings.json"


def auction_openers(game: SavedGame) -> list[tuple[int, int, int]]:
    """(round, opener, last auction's winner) for every auction after the first."""
    state = game.setup.new_state()
    rows, winner = [], None
    for action in game.actions:
        if state.phase is Phase.AUCTION and state.auction_turns == 0 and winner is not None:
            rows.append((state.round, state.start_player, winner))
        was_auction = state.phase is Phase.AUCTION
        state.apply(action)
        if was_auction and state.phase is not Phase.AUCTION:
            winner = state.start_player
    return rows


@pytest.mark.parametrize("path", [ADVANCED_OLD, SINGLE_OLD], ids=["advanced", "single-bid"])
def test_r_a1_first_decision_save_loads_replays_and_keeps_its_rule(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 2 and "first_auction_rules" not in data["setup"]["rules"]
    loaded = read_save(path)
    rules = loaded.game.setup.rules
    assert rules.first_auction_rules and rules.auction
    assert (loaded.state.round, loaded.state.turn) == (5, 2)
    openers = auction_openers(loaded.game)
    assert len(openers) == 4
    # the old Decision: every later auction was opened by the last auction's winner
    assert all(opener == winner for _, opener, winner in openers)
    # ...which the revised rule would not have given in these games
    assert any(opener != (winner + 1) % 3 for _, opener, winner in openers)


@pytest.mark.parametrize("path", [ADVANCED_OLD, SINGLE_OLD], ids=["advanced", "single-bid"])
def test_r_a1_first_decision_save_plays_on_to_the_end_under_its_rule(path):
    loaded = read_save(path)
    state, actions = loaded.state, list(loaded.game.actions)
    rng = random.Random(5)
    winners_and_openers = []
    winner = state.start_player        # round 5's auction is over: its winner
    while not state.is_over():
        if state.phase is Phase.AUCTION and state.auction_turns == 0 and winner is not None:
            winners_and_openers.append((winner, state.start_player))
        was_auction = state.phase is Phase.AUCTION
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
        if was_auction and state.phase is not Phase.AUCTION:
            winner = state.start_player
    assert winners_and_openers and all(w == o for w, o in winners_and_openers)
    # saved again (version 3 or later) it names its rules and reloads to the same end
    text = dumps_save(SavedGame(loaded.game.setup, actions), state)
    data = json.loads(text)
    assert data["version"] == FORMAT_VERSION >= 3
    assert data["setup"]["rules"]["first_auction_rules"] is True
    again = loads_save(text)
    assert again.game.setup.rules == loaded.game.setup.rules and again.state.is_over()
    assert [s.winners for s in again.state.scorings] == [s.winners for s in state.scorings]


def test_r_a1_first_decision_single_bid_save_holds_a_free_hand_off_that_still_replays():
    loaded = read_save(SINGLE_OLD)
    state = loaded.game.setup.new_state()
    hand_offs = 0
    for action in loaded.game.actions:
        if (state.phase is Phase.AUCTION and state.auction_turns == 1 and state.leader < 0
                and action == Bid(0)):
            hand_offs += 1
        state.apply(action)
    assert hand_offs == 2
    # under today's R-A1 the same log is refused at the first hand-off
    setup = loaded.game.setup
    today = type(setup)(setup.seats, setup.deal, setup.seed,
                        RuleOptions(auction=True, single_bid=True, special_tiles=True))
    with pytest.raises(SaveError, match="not legal"):
        SavedGame(today, loaded.game.actions).replay()


def test_r_a1_a_new_advanced_save_is_version_3_under_the_revised_rule():
    for rules in RULE_SETS:
        setup = setup_for(3, rules=rules)
        actions, state = play(setup, 3, stop_after=120)
        data = json.loads(dumps_save(SavedGame(setup, actions), state))
        assert "first_auction_rules" not in data["setup"]["rules"]
        loaded = loads_save(json.dumps(data))
        assert not loaded.game.setup.rules.first_auction_rules


def test_a_version_2_save_cannot_claim_the_first_auction_rules_itself():
    data = json.loads(ADVANCED_OLD.read_text(encoding="utf-8"))
    data["setup"]["rules"]["first_auction_rules"] = True
    with pytest.raises(SaveError, match="first_auction_rules"):
        loads_save(json.dumps(data))


def test_an_opening_pass_today_is_a_bid_of_zero_in_a_saved_single_bid_game():
    rules = RuleOptions(auction=True, single_bid=True)
    setup = setup_for(9, seats=SEATS, rules=rules)
    state = setup.new_state()
    state.apply(Pass())
    assert state.problem(Bid(0)) is not None
    actions = [Pass(), Bid(1), Pass()]
    loaded = loads_save(dumps_save(SavedGame(setup, actions)))
    assert loaded.state.start_player == (setup.deal.start_player + 1) % 3
