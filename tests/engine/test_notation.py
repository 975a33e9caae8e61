"""NOTATION.md: parse and print, print → parse gives the same position, errors name the line."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vikings_desktop.engine import GameState
from vikings_desktop.engine.components import M2, NOBLE, RED_SHIP, SCOUT
from vikings_desktop.engine.notation import NotationError, parse, to_text
from vikings_desktop.engine.rules import ADVANCED, BASE, RuleOptions

EXAMPLE = """
# Freydis's display before a large scoring (a comment runs to the end of the line)
round 2
start Freydis
turn Tester

player Freydis gold=4 fame=12
  ships       .     blue   red
  warriors    L     M1+W   R+W    .
  nobles      L+N   R+N    L+N
  scouts      L+S   M2+S   M3+S   R+S
  mainland    B B G
  specials    noble+1

player Tester gold=20 fame=10
  mainland    F
  start-tile  placed

wheel
  0  L   F
  1  M3  G
  11 red B
"""


def test_parse_example():
    state = parse(EXAMPLE)
    freydis, tester = state.players
    assert (state.round, state.start_player, state.current) == (2, 0, 1)
    assert freydis.tile_at(0, 3) == RED_SHIP and freydis.tile_at(0, 1) == 0
    assert freydis.tile_at(3, 2) == M2 and freydis.viking_at(3, 2) == SCOUT
    assert freydis.viking_at(2, 3) == NOBLE and freydis.specials == ["noble+1"]
    assert freydis.mainland[6] == 2 and tester.start_placed and freydis.start_placed
    assert [(p, t) for p, t, _ in state.groups()] == [(0, 1), (1, 4), (11, RED_SHIP)]


def test_print_parse_round_trip_of_written_positions():
    state = parse(EXAMPLE)
    assert parse(to_text(state)) == state
    assert to_text(parse(to_text(state))) == to_text(state)


@pytest.mark.parametrize("seed", range(8))
def test_print_parse_round_trip_of_played_positions(seed):
    state = GameState.new_game(["a", "b", "c", "d"][: 2 + seed % 3], seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(10, 150)):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    again = parse(to_text(state))
    assert to_text(again) == to_text(state)
    assert [p.rows for p in again.players] == [p.rows for p in state.players]
    assert [p.mainland for p in again.players] == [p.mainland for p in state.players]


@pytest.mark.parametrize(("line", "rules"), [
    ("rules advanced", ADVANCED), ("rules base", BASE),
    ("rules auction", RuleOptions(auction=True)),
    ("rules single-bid auction", RuleOptions(auction=True, single_bid=True)),
    ("rules special-tiles advanced-boatsman", RuleOptions(advanced_boatsman=True,
                                                          special_tiles=True)),
    ("rules auction single-bid advanced-boatsman special-tiles",
     RuleOptions(auction=True, single_bid=True, advanced_boatsman=True, special_tiles=True))])
def test_rules_lines_carry_every_option_and_round_trip(line, rules):
    state = parse(f"{line}\nplayer A\n")
    assert state.rules == rules
    again = parse(to_text(state))
    assert again == state and again.rules == rules


def test_the_special_offer_and_building_tiles_round_trip():
    text = ("rules advanced\nspecial-offer gold5 boat boat treasury\n"
            "player A\n  nobles L B2+N R\n  specials building3 noble+1\n")
    state = parse(text)
    assert state.special_offer == ["gold5", "boat", "boat", "treasury"]
    assert "special-offer gold5 boat boat treasury" in to_text(state)
    assert parse(to_text(state)) == state


@pytest.mark.parametrize("seed", range(6))
def test_print_parse_round_trip_of_played_advanced_positions(seed):
    state = GameState.new_game(["a", "b", "c"], seed=seed, rules=ADVANCED)
    rng = random.Random(seed)
    for _ in range(rng.randrange(30, 300)):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    again = parse(to_text(state))
    assert to_text(again) == to_text(state)
    assert again.special_offer == state.special_offer and again.rules == state.rules
    assert [p.rows for p in again.players] == [p.rows for p in state.players]
    assert [p.specials for p in again.players] == [p.specials for p in state.players]


def test_unplaced_start_tile_round_trips():
    assert "start-tile" not in to_text(GameState.new_game(["a", "b"], seed=1))
    text = "player a\n  warriors L+W\n  start-tile unplaced\n"
    assert parse(text).players[0].start_placed is False
    assert "start-tile  unplaced" in to_text(parse(text))


@pytest.mark.parametrize(("text", "line", "words"), [
    ("player A\n  nobles L+W\n", 2, "cannot stand in the nobles row"),
    ("player A\n  nobles L+N+N\n", 2, "two Vikings"),
    ("player A gold=-3\n", 1, "negative gold"),
    ("player A\nplayer A\n", 2, "duplicate player"),
    ("player A\n  scouts L Q\n", 2, "unknown island token"),
    ("player A\n  ships red L\n", 2, "unknown ship"),
    ("round 9\nplayer A\n", 1, "round must be 1 to 6"),
    ("  nobles L\n", 1, "must follow a `player` line"),
    ("player A\nturn Zed\n", 2, "no player named"),
    ("player A\nwheel\n  12 L F\n", 3, "0 to 11"),
    ("player A\nwheel\n  3 L F\n  3 R G\n", 4, "two groups at price 3"),
    ("player A\nwheel\n  3 L X\n", 3, "unknown Viking"),
    ("player A\n  mainland F Q\n", 2, "unknown Viking"),
    ("player A\n  specials gold9\n", 2, "unknown special tile"),
    ("player A\n  nobles L\n  nobles R\n", 3, "two `nobles` lines"),
    ("player A gold=ten\n", 1, "whole number"),
    ("player A\n  ships\nbogus 3\n", 3, "unknown keyword"),
    ("# nothing\n", 1, "at least one `player`"),
    ("player A\n  mainland " + "F " * 14 + "\n", 1, "14 Fishermen"),
    ("player A\n  mainland B B\n  nobles L+B\n", 3, "Boatsman cannot stand"),
    ("rules single-bid\nplayer A\n", 1, "needs the auction"),
    ("rules auction auction\nplayer A\n", 1, "given twice"),
    ("rules expert\nplayer A\n", 1, "unknown rule option"),
    ("rules\nplayer A\n", 1, "expected `rules"),
    ("special-offer boat boat feast gold5 noble+1\nplayer A\n", 1, "at most 4"),
    ("special-offer dragon\nplayer A\n", 1, "unknown special tile"),
    ("player A\n  nobles L B2 R\n  specials building2\n", 1, "2 building2 special tiles"),
])
def test_malformed_input_names_the_line(text, line, words):
    with pytest.raises(NotationError) as info:
        parse(text)
    assert info.value.line == line
    assert str(info.value).startswith(f"line {line}: ")
    assert words in str(info.value)


WORDS = st.sampled_from([
    "round", "start", "turn", "rules", "player", "wheel", "ships", "warriors", "nobles",
    "scouts", "goldsmiths", "fishermen", "mainland", "specials", "start-tile", "placed",
    "L", "M1", "M4", "R", "B2", "L+W", "M2+S", "R+F", "L+B", "L+N+N", ".", "red", "blue",
    "F", "G", "S", "N", "W", "B", "Ann", "Bo", "gold=3", "fame=-1", "gold=x", "0", "11",
    "12", "-3", "7", "noble+1", "base", "advanced", "#", "=", "+", "\t", "é",
    "special-offer", "auction", "single-bid", "special-tiles", "boat", "building2"])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(WORDS, max_size=6).map(" ".join), max_size=12).map("\n".join)
       | st.text(max_size=200))
def test_any_text_parses_or_names_its_line(text):
    try:
        state = parse(text)
    except NotationError as exc:
        assert 1 <= exc.line <= max(1, len(text.splitlines()))
        assert str(exc).startswith(f"line {exc.line}: ")
        return
    assert parse(to_text(state)) == state
