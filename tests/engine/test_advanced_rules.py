"""The advanced game, rule by rule (RULES.md §10: R-A1…R-A4, R-S and the Decisions).

Each test is named after the rule or Decision it checks. Auctions and drafts are played
from real deals; special tiles and Boatsmen from written positions (.vkp).
"""

from __future__ import annotations

import json
import random

import pytest

from vikings_desktop.engine import GameState, IllegalAction, Phase
from vikings_desktop.engine.actions import (
    Bid,
    Buy,
    Done,
    DraftColour,
    FerryViking,
    Pass,
    PlaceBuilding,
    PlaceStart,
    PlaceTile,
    RemoveViking,
    TakeSpecial,
    UseBoat,
    UseBoatsman,
    action_from_json,
    action_to_json,
)
from vikings_desktop.engine.components import (
    B2,
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    M2,
    NOBLE,
    SCOUT,
    WARRIOR,
    WHEEL_SPACES,
)
from vikings_desktop.engine.positions import score_position
from vikings_desktop.engine.refusals import Code
from vikings_desktop.engine.rules import ADVANCED, RuleOptions

AUCTION = RuleOptions(auction=True)
SINGLE_BID = RuleOptions(auction=True, single_bid=True)
SPECIALS = RuleOptions(special_tiles=True)


def auction_game(players: int = 3, rules: RuleOptions = AUCTION, seed: int = 4) -> GameState:
    return GameState.new_game([f"P{i}" for i in range(players)], seed=seed, start_player=0,
                              rules=rules)


def finish_auction(state: GameState) -> None:
    """Start player bids 0, everyone else passes."""
    state.apply(Bid(0))
    while state.phase is Phase.AUCTION:
        state.apply(Pass())


def play_round(state: GameState, rng: random.Random) -> None:
    """Random legal actions until the next round's first decision (or the end)."""
    start_round = state.round
    while not state.is_over() and state.round == start_round:
        state.apply(rng.choice(state.legal_actions()))


# --- R-A1: the auction -------------------------------------------------------------------
def test_r_a1_thirteen_vikings_are_drawn_for_every_round_and_the_tiles_stay_face_down():
    state = auction_game()
    assert state.phase is Phase.AUCTION and len(state.drawn) == 13
    assert state.drawn == sorted(state.drawn)
    assert not any(state.wheel) and len(state.stacks[0]) == 12     # tiles still face down
    rng = random.Random(1)
    play_round(state, rng)
    assert state.round == 2 and state.phase is Phase.AUCTION and len(state.drawn) == 13


def test_r_a1_the_start_player_bids_first_and_may_not_pass():
    state = auction_game()
    assert state.current == 0
    legal = state.legal_actions()
    assert Pass() not in legal and Bid(0) in legal
    player = state.players[0]
    assert max(a.amount for a in legal) == player.gold + player.fame
    assert state.problem(Pass()).code is Code.OPENING_BID
    assert state.problem(Buy(3)).code is Code.AUCTION_FIRST


def test_r_a1_nobody_raises_start_player_wins_for_zero():
    state = auction_game()
    gold = [p.gold for p in state.players]
    finish_auction(state)
    assert state.start_player == 0 and state.phase is Phase.REMOVE_VIKING
    assert [p.gold for p in state.players] == gold


def test_r_a1_the_highest_bidder_pays_the_bank_and_becomes_start_player():
    state = auction_game()
    state.apply(Bid(0))
    state.apply(Bid(4))            # P1 raises
    assert state.problem(Bid(4)).code is Code.BID_TOO_LOW
    state.apply(Pass())            # P2 passes: final
    state.apply(Bid(6))            # P0 raises again
    state.apply(Bid(7))            # P1 (P2 is skipped: a pass is final)
    assert state.current == 0
    gold = state.players[1].gold
    state.apply(Pass())            # P0 passes: only P1 is left
    assert state.start_player == 1 and state.current == 1
    assert state.players[1].gold == gold - 7
    assert state.phase is Phase.REMOVE_VIKING


def test_r_a1_a_bid_may_be_paid_partly_with_fame():
    state = auction_game()
    state.players[1].gold = 3
    state.players[1].fame = 10
    state.apply(Bid(0))
    assert state.problem(Bid(14)).code is Code.BID_TOO_HIGH
    state.apply(Bid(8))
    state.apply(Pass())
    state.apply(Pass())
    assert state.start_player == 1
    assert (state.players[1].gold, state.players[1].fame) == (0, 5)


def test_r_a1_single_bid_gives_every_player_exactly_one_turn():
    state = auction_game(4, SINGLE_BID)
    assert Pass() in state.legal_actions()        # in one lap the opener may pass too
    state.apply(Bid(2))
    state.apply(Pass())
    state.apply(Bid(5))
    assert state.phase is Phase.AUCTION and state.current == 3
    state.apply(Pass())                            # the lap is over: no second turn for P0
    assert state.phase is Phase.REMOVE_VIKING and state.start_player == 2


def test_r_a1_single_bid_with_no_bid_leaves_the_start_player_as_winner_for_zero():
    state = auction_game(3, SINGLE_BID)
    gold = state.players[0].gold
    for _ in range(3):
        state.apply(Pass())
    assert state.start_player == 0 and state.players[0].gold == gold


def test_r_a1_revised_decision_the_winners_figure_passes_left_after_a_scoring():
    state = auction_game(3)
    state.apply(Bid(0))
    state.apply(Bid(1))
    state.apply(Pass())
    state.apply(Pass())
    assert state.start_player == 1
    play_round(state, random.Random(3))
    # the winner's left neighbour holds the figure and opens the next auction
    assert state.round == 2 and state.start_player == 2 and state.current == 2
    assert state.phase is Phase.AUCTION


def test_r_a1_first_auction_rules_the_winner_kept_the_start_player_after_a_scoring():
    state = auction_game(3, RuleOptions(auction=True, first_auction_rules=True))
    state.apply(Bid(0))
    state.apply(Bid(1))
    state.apply(Pass())
    state.apply(Pass())
    assert state.start_player == 1
    play_round(state, random.Random(3))
    assert state.round == 2 and state.start_player == 1 and state.current == 1


def test_without_the_auction_the_start_player_passes_to_the_left_as_in_the_base_game():
    state = GameState.new_game(["A", "B", "C"], seed=4, start_player=0, rules=SPECIALS)
    play_round(state, random.Random(3))
    assert state.round == 2 and state.start_player == 1 and state.phase is Phase.BUY


# --- R-A2: removal and colour draft ------------------------------------------------------
def test_r_a2_the_winner_removes_one_viking_and_lays_out_the_tiles():
    state = auction_game()
    finish_auction(state)
    drawn = list(state.drawn)
    assert state.legal_actions() == [RemoveViking(v) for v in sorted(set(drawn))]
    removed = drawn[0]
    state.apply(RemoveViking(removed))
    assert state.removed_vikings == [removed] and len(state.drawn) == 12
    assert all(space and not space & 7 for space in state.wheel)   # 12 tiles, no Viking yet
    assert state.phase is Phase.DRAFT or not state.drawn


def draft_ready(colours: list[int], players: int = 3) -> GameState:
    """An auction game right after the removal, with these 12 Vikings to draft."""
    state = auction_game(players)
    finish_auction(state)
    state.drawn = sorted(colours + [WARRIOR])
    state.apply(RemoveViking(WARRIOR))
    return state


def test_r_a2_a_colour_goes_onto_the_highest_free_spaces():
    state = draft_ready([FISHERMAN] * 4 + [GOLDSMITH] * 3 + [SCOUT] * 5)
    assert state.phase is Phase.DRAFT and state.current == 0
    state.apply(DraftColour(GOLDSMITH))
    assert [s & 7 for s in state.wheel[9:]] == [GOLDSMITH] * 3
    assert not any(s & 7 for s in state.wheel[:9])
    assert state.current == 1                                     # clockwise from the winner
    state.apply(DraftColour(SCOUT))
    assert [s & 7 for s in state.wheel[4:9]] == [SCOUT] * 5
    # one colour left: nobody has a choice, it goes on at once; the winner buys first
    assert [s & 7 for s in state.wheel[:4]] == [FISHERMAN] * 4
    assert state.phase is Phase.BUY and state.current == state.start_player == 0


def test_r_a2_the_draft_goes_on_round_the_table_when_fewer_colours_than_players_remain():
    state = draft_ready([FISHERMAN] * 2 + [GOLDSMITH] * 2 + [SCOUT] * 2 + [NOBLE] * 3
                        + [BOATSMAN] * 3, players=2)
    order = []
    while state.phase is Phase.DRAFT:
        order.append(state.current)
        state.apply(state.legal_actions()[0])
    assert order == [0, 1, 0, 1]          # five colours, two players: the last is forced
    assert all(space & 7 for space in state.wheel)
    assert state.problem(DraftColour(FISHERMAN)) is not None


def test_r_a2_refusals_name_what_was_not_drawn():
    state = draft_ready([FISHERMAN] * 6 + [GOLDSMITH] * 6)
    assert state.problem(DraftColour(NOBLE)).code is Code.COLOUR_NOT_LEFT
    assert state.problem(Buy(1)).code is Code.DRAFT_FIRST


# --- R-A3: the advanced Boatsman ---------------------------------------------------------
BOATSMAN_POSITION = """
rules {rules}
round {round}
player Ann gold=0 fame=0
  nobles      L     M1    R
  scouts      L     R
  mainland    N N N S B {boatsmen}
  specials    {specials}
player Bo
"""


def boatsman_phase(position, rules="advanced-boatsman special-tiles", round=4, boatsmen="",
                   specials="boat"):
    text = BOATSMAN_POSITION.format(rules=rules, round=round, boatsmen=boatsmen,
                                    specials=specials)
    state = position(text.replace("  specials    \n", "\n"))
    state.finish_round()
    assert state.phase is Phase.BOATSMAN and state.current == 0
    return state


def test_r_a3_each_boatsman_moves_exactly_one_viking(position):
    state = boatsman_phase(position, boatsmen="B", specials="")
    legal = state.legal_actions()
    assert set(legal) == {FerryViking(2, 1), FerryViking(2, 2), FerryViking(2, 3),
                          FerryViking(3, 1), FerryViking(3, 2), Done()}
    assert state.problem(UseBoatsman(NOBLE)).code is Code.ONE_VIKING_PER_BOATSMAN
    state.apply(FerryViking(2, 2))
    ann = state.players[0]
    assert ann.viking_at(2, 2) == NOBLE and ann.mainland[NOBLE] == 2
    assert ann.mainland[BOATSMAN] == 1 and state.removed_vikings[-1] == BOATSMAN
    assert state.phase is Phase.BOATSMAN and state.current == 0     # the next Boatsman


def test_r_a3_the_boat_tile_makes_one_base_game_move_and_leaves_the_game(position):
    state = boatsman_phase(position, boatsmen="B")
    assert UseBoat(NOBLE) in state.legal_actions() and UseBoat(0) in state.legal_actions()
    state.apply(UseBoat(NOBLE))
    assert state.phase is Phase.BOATSMAN_MOVE
    for col in (1, 2, 3):
        state.apply(MoveViking_(2, col))
    ann = state.players[0]
    assert ann.mainland[NOBLE] == 0 and "boat" not in ann.specials
    assert state.removed_specials == ["boat"] and ann.mainland[BOATSMAN] == 1


def MoveViking_(row, col):          # noqa: N802 - the base game's move inside a boat use
    from vikings_desktop.engine.actions import MoveViking
    return MoveViking(row, col)


def test_r_a3_without_a_boat_tile_it_cannot_be_used(position):
    state = boatsman_phase(position, specials="")
    assert state.problem(UseBoat(NOBLE)).code is Code.NO_BOAT_TILE


def test_r_a3_round_six_moves_as_many_vikings_as_possible_a_boat_use_included(position):
    state = boatsman_phase(position, round=6)
    # one Boatsman: a single move brings 1 Viking, the boat with all Nobles brings 3
    assert state.legal_actions() == [UseBoat(NOBLE)]
    refused = state.problem(FerryViking(2, 1))
    assert refused.code is Code.LAST_ROUND_BOATSMEN


def test_r_a3_round_six_without_a_boat_every_boatsman_must_move_one(position):
    state = boatsman_phase(position, round=6, boatsmen="B", specials="")
    assert Done() not in state.legal_actions()
    state.apply(FerryViking(2, 1))
    assert state.phase is Phase.BOATSMAN and Done() not in state.legal_actions()
    state.apply(FerryViking(3, 1))
    assert state.players[0].mainland[BOATSMAN] == 0


def test_base_boatsman_with_special_tiles_offers_no_boat_use(position):
    state = boatsman_phase(position, rules="special-tiles")
    assert not any(isinstance(a, UseBoat) for a in state.legal_actions())
    assert UseBoatsman(NOBLE) in state.legal_actions()


# --- R-A4: the special-tile offer ---------------------------------------------------------
def test_r_a4_four_special_tiles_lie_face_up_before_the_first_auction():
    state = GameState.new_game(["A", "B"], seed=9, rules=ADVANCED)
    assert state.phase is Phase.AUCTION
    assert len(state.special_offer) == 4 and len(state.special_stack) == 21


def test_r_a4_empty_places_are_refilled_up_to_four_at_the_start_of_each_round():
    state = GameState.new_game(["A", "B"], seed=9, rules=SPECIALS)
    rng = random.Random(2)
    while state.round == 1:
        action = rng.choice(state.legal_actions())
        if isinstance(action, TakeSpecial) and action.tile is None:
            action = state.legal_actions()[0]        # take one whenever offered
        state.apply(action)
    assert len(state.special_offer) == 4
    held = sum(len(p.specials) for p in state.players) + len(state.removed_specials)
    held += sum(1 for p in state.players for r in p.rows for c in r if 7 <= c >> 3 <= 10)
    assert held >= 1 and len(state.special_stack) == 21 - held


def test_r_a4_the_offer_is_refilled_only_while_tiles_remain():
    state = GameState.new_game(["A", "B"], seed=9, rules=SPECIALS)
    state.special_stack = state.special_stack[:1]
    state.special_offer = []
    state.wheel = [0] * WHEEL_SPACES
    state.players[0].start_placed = state.players[1].start_placed = True
    state.finish_round()
    assert state.round == 2 and len(state.special_offer) == 1 and not state.special_stack


OFFER_POSITION = """
rules advanced
special-offer gold5 building2 noble+1 boat
player Ann gold=20 fame=5
  nobles      L     M2+N  M1
  scouts      L     M2
player Bo gold=20 fame=5
  nobles      L
wheel
  0  L   F
  1  M2  G
  5  R   S
  9  blue W
"""


def test_r_a4_buying_the_most_expensive_group_brings_a_special_tile(position):
    state = position(OFFER_POSITION)
    state.apply(Buy(9))
    assert state.phase is Phase.SPECIAL
    assert state.legal_actions() == [TakeSpecial("gold5"), TakeSpecial("building2"),
                                     TakeSpecial("noble+1"), TakeSpecial("boat"),
                                     TakeSpecial(None)]
    assert state.problem(TakeSpecial("feast")).code is Code.SPECIAL_NOT_OFFERED
    assert state.problem(PlaceTile(0, 1)).code is Code.SPECIAL_FIRST


def test_r_a4_a_cheaper_group_brings_none(position):
    state = position(OFFER_POSITION)
    state.apply(Buy(5))
    assert state.phase is Phase.PLACE


def test_r_a4_no_special_tile_at_price_zero_even_for_the_only_group(position):
    state = position(OFFER_POSITION.split("wheel")[0] + "wheel\n  0 L F\n")
    state.apply(Buy(0))
    assert state.phase is Phase.PLACE


def test_r_a4_taking_none_is_allowed(position):
    state = position(OFFER_POSITION)
    state.apply(Buy(9))
    state.apply(TakeSpecial(None))
    assert state.phase is Phase.PLACE and len(state.special_offer) == 4
    assert state.players[0].specials == []


def test_r_a4_without_special_tiles_the_most_expensive_group_brings_nothing(position):
    state = position(OFFER_POSITION.replace("rules advanced", "rules auction"))
    state.apply(Buy(9))
    assert state.phase is Phase.PLACE


# --- R-S: what the tiles do --------------------------------------------------------------
def take(position, special, text=OFFER_POSITION):
    state = position(text)
    state.apply(Buy(9))
    state.apply(TakeSpecial(special))
    return state


def test_r_s_gold5_pays_five_gold_at_once_and_leaves_the_game(position):
    state = take(position, "gold5")
    assert state.players[0].gold == 20 - 9 + 5
    assert state.removed_specials == ["gold5"] and "gold5" not in state.special_offer
    assert state.players[0].specials == []


def test_r_s_a_held_tile_stays_with_its_owner(position):
    state = take(position, "noble+1")
    assert state.players[0].specials == ["noble+1"] and state.phase is Phase.PLACE


def test_r_s_building_taken_with_several_matching_tiles_the_owner_chooses(position):
    state = take(position, "building2")
    assert state.phase is Phase.BUILDING
    assert state.legal_actions() == [PlaceBuilding(2, 2), PlaceBuilding(3, 2)]
    assert state.problem(PlaceBuilding(2, 3)).code is Code.BUILDING_CELL
    state.apply(PlaceBuilding(2, 2))
    ann = state.players[0]
    assert ann.tile_at(2, 2) == B2 and ann.viking_at(2, 2) == NOBLE    # the Viking stays
    assert ann.tile_at(3, 2) == M2 and "building2" not in ann.specials
    assert state.removed_tiles[-1] == M2 and state.phase is Phase.PLACE


def test_r_s_building_with_one_matching_tile_replaces_it_at_once(position):
    state = take(position, "building2", OFFER_POSITION.replace("scouts      L     M2",
                                                               "scouts      L"))
    assert state.phase is Phase.PLACE
    assert state.players[0].tile_at(2, 2) == B2


def test_building_waits_for_next_matching_tile(position):
    text = OFFER_POSITION.replace("M2+N", "M3+N").replace("scouts      L     M2",
                                                          "scouts      L")
    state = take(position, "building2", text)
    ann = state.players[0]
    assert state.phase is Phase.PLACE and ann.specials == ["building2"]    # beside the mainland
    state.apply(PlaceTile(0, 1))                  # the ship
    state.current = 0
    state.phase = Phase.BUY
    state.apply(Buy(1))                           # an M2 with a Goldsmith
    state.apply(PlaceTile(3, 2))
    assert ann.tile_at(3, 2) == B2 and ann.specials == []
    assert state.removed_tiles[-1] == M2


def test_decision_a_building_bought_with_its_matching_tile_replaces_one_in_the_display_first(
        position):
    text = OFFER_POSITION.replace("9  blue W", "9  M2   G").replace("scouts      L     M2",
                                                                    "scouts      L")
    state = take(position, "building2", text)
    ann = state.players[0]
    assert ann.tile_at(2, 2) == B2 and state.pending >> 3 == M2


def test_decision_with_none_in_the_display_the_bought_matching_tile_becomes_the_building(
        position):
    text = (OFFER_POSITION.replace("9  blue W", "9  M2   G").replace("M2+N", "M3+N")
            .replace("scouts      L     M2", "scouts      L"))
    state = take(position, "building2", text)
    state.apply(PlaceTile(3, 2, False))
    assert state.players[0].tile_at(3, 2) == B2 and state.players[0].specials == []


SCORING = """
rules advanced
round 6
player Ann gold={gold} fame=0
  ships       .     .     red
  nobles      L+N   M1+N  M2+N  R
  scouts      L+S   B2+S  M3    R
  goldsmiths  L+G   M4+G  R+G
  fishermen   L+F   R+F
  specials    {specials}
player Bo gold=0 fame=0
  mainland    B
"""


def scored(kind, specials, gold=0):
    from vikings_desktop.engine.notation import parse
    result = score_position(parse(SCORING.format(specials=specials, gold=gold)), kind)
    return result["players"][0]


def test_r_s_two_goldsmith_plus_one_tiles_add_up():
    assert scored("small", "")["gold"] == 9
    both = scored("small", "goldsmith+1 goldsmith+1")
    assert both["gold"] == 15
    assert both["breakdown"]["goldsmith+1"] == {"gold": 6, "count": 3}   # named on its own
    large = scored("large", "goldsmith+1 goldsmith+2")["breakdown"]
    assert (large["goldsmiths"]["gold"], large["goldsmith+1"]["gold"],
            large["goldsmith+2"]["gold"]) == (9, 3, 6)


def test_r_s_noble_scout_and_fisherman_tiles_add_fame_in_the_large_scoring():
    plain = scored("large", "")["breakdown"]
    more = scored("large", "noble+1 noble+1 scout+1 fisherman+1")["breakdown"]
    # the Noble in column 3 is threatened by the red ship: 2 count
    assert more["nobles"] == plain["nobles"]
    assert more["noble+1"] == {"fame": 2 * 2, "count": 2}
    assert more["scout+1"] == {"fame": 2, "count": 2}
    assert more["fisherman+1"] == {"fame": 2, "count": 2} and "fisherman+1" not in plain
    assert scored("small", "noble+1 scout+1")["fame"] == 0


def test_r_s_boatsman_tokens_count_for_the_boatsmen_majority():
    assert "boatsmen" not in scored("final", "")["breakdown"]
    assert scored("final", "boatsman-token")["breakdown"]["boatsmen"]["fame"] == 10


def test_r_s_feast_pays_three_fame_per_spare_place():
    from vikings_desktop.engine.notation import parse
    text = SCORING.format(specials="feast", gold=0).replace("fishermen   L+F   R+F",
                                                            "fishermen   L+F   M1+F  M3+F  R+F")
    breakdown = score_position(parse(text), "final")["players"][0]["breakdown"]
    spare = breakdown["feeding"]["count"]
    assert breakdown["feeding"] == {"fame": 2 * spare, "count": spare}
    assert breakdown["feast"] == {"fame": spare, "count": spare}      # the third fame each


def test_r_s_treasury_turns_three_gold_into_one_fame():
    # 13 gold, 3 of them lost to the unrepelled red ship first (R-F1)
    assert scored("final", "", gold=13)["breakdown"]["gold"] == {"fame": 2, "gold": -10}
    assert scored("final", "treasury", gold=13)["breakdown"]["treasury"] == {"fame": 3, "gold": -9}


def test_r_s_building_scores_the_vikings_on_and_around_it_even_threatened_ones():
    # B2 at scouts 2: Nobles 1-3 (the 3rd threatened by the red ship), Scouts 1-2 (one on
    # the building itself), Goldsmiths 1-3
    assert scored("final", "")["breakdown"]["buildings"]["fame"] == 8


def test_r_s_a_threatened_building_scores_nothing():
    from vikings_desktop.engine.notation import parse
    text = SCORING.format(specials="", gold=0).replace("ships       .     .     red",
                                                       "ships       .     green red")
    assert "buildings" not in score_position(parse(text), "final")["players"][0]["breakdown"]


def test_decision_a_building_is_an_island_tile_for_completed_islands():
    breakdown = scored("final", "")["breakdown"]
    assert breakdown["islands"]["fame"] == 7 and breakdown["longest island"]["fame"] == 5


# --- hidden information, actions ---------------------------------------------------------
def test_the_observation_hides_the_special_stack_and_sample_deals_what_is_left():
    state = GameState.new_game(["A", "B", "C"], seed=5, rules=ADVANCED)
    observation = state.observation(0)
    assert observation.state.special_stack == []
    assert observation.unseen_specials == sorted(state.special_stack)
    assert observation.stack_sizes[0] == 12           # the auction: round 1's tiles unseen
    sample = observation.sample(random.Random(1))
    assert sorted(sample.special_stack) == sorted(state.special_stack)
    assert sample.accounting() == (76, 78, 25)
    other = observation.sample(random.Random(2))
    assert sample.special_stack != other.special_stack or sample.stacks != other.stacks
    while not sample.is_over():                       # a sample plays to the end
        sample.apply(random.Random(3).choice(sample.legal_actions()))


@pytest.mark.parametrize("action", [
    Bid(0), Bid(17), Pass(), RemoveViking(WARRIOR), DraftColour(GOLDSMITH), TakeSpecial("boat"),
    TakeSpecial(None), PlaceBuilding(2, 3), FerryViking(5, 1), UseBoat(0), UseBoat(SCOUT)])
def test_advanced_actions_round_trip_through_json(action):
    assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


@pytest.mark.parametrize("data", [
    {"type": "bid"}, {"type": "bid", "amount": "3"}, {"type": "draft", "viking": "X"},
    {"type": "remove_viking"}, {"type": "special", "tile": "dragon"},
    {"type": "boat", "colour": "purple"}, {"type": "ferry", "row": 1}])
def test_malformed_advanced_actions_are_refused(data):
    with pytest.raises(ValueError):
        action_from_json(data)


def test_an_illegal_advanced_action_changes_nothing():
    state = auction_game()
    before = state.clone()
    with pytest.raises(IllegalAction):
        state.apply(Bid(999))
    with pytest.raises(IllegalAction):
        state.apply(PlaceStart(1))
    assert state == before
