"""RuleOptions (RULES.md §10) and how GameState.new_game takes them."""

import pytest

from vikings_desktop.engine.rules import ADVANCED, BASE, RuleOptions
from vikings_desktop.engine.state import Deal, GameState


def test_base_is_all_off_and_advanced_is_the_boxed_rules():
    assert BASE == RuleOptions() and BASE.is_base
    assert ADVANCED == RuleOptions(auction=True, advanced_boatsman=True, special_tiles=True)
    assert not ADVANCED.single_bid


def test_single_bid_without_auction_is_refused_with_a_message():
    assert RuleOptions(single_bid=True).problem() == "the single-bid variant needs the auction"
    with pytest.raises(ValueError, match="needs the auction"):
        RuleOptions.from_json({"single_bid": True})


def test_from_json_refuses_unknown_keys_and_non_booleans():
    with pytest.raises(ValueError, match="unknown rule option"):
        RuleOptions.from_json({"auction": True, "dragons": True})
    with pytest.raises(ValueError, match="true or false"):
        RuleOptions.from_json({"auction": 1})
    assert RuleOptions.from_json(ADVANCED.to_json()) == ADVANCED


def test_new_game_with_base_rules_is_the_same_game_as_the_default():
    assert (GameState.new_game(["A", "B"], seed=7, rules=BASE).legal_actions()
            == GameState.new_game(["A", "B"], seed=7).legal_actions())


def test_new_game_refuses_options_that_make_no_game():
    with pytest.raises(ValueError, match="needs the auction"):
        GameState.new_game(["A", "B"], seed=7, rules=RuleOptions(single_bid=True))
    with pytest.raises(ValueError, match="RuleOptions"):
        GameState.new_game(["A", "B"], seed=7, rules="advanced")


def test_the_same_seed_deals_the_same_stacks_and_bag_with_or_without_special_tiles():
    base = Deal.shuffled(3, 11)
    advanced = Deal.shuffled(3, 11, special_tiles=True)
    assert (base.stacks, base.bag, base.start_player) == (
        advanced.stacks, advanced.bag, advanced.start_player)
    assert base.specials == () and len(advanced.specials) == 25


def test_a_deal_without_special_tiles_is_refused_for_a_game_with_them():
    with pytest.raises(ValueError, match="special tiles"):
        GameState.from_deal(["A", "B"], Deal.shuffled(2, 1), ADVANCED)
    with pytest.raises(ValueError, match="special tiles"):
        GameState.from_deal(["A", "B"], Deal.shuffled(2, 1, special_tiles=True), BASE)
