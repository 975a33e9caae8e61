"""Round trip: a game stopped after every kind of action, and in every phase, saved and
loaded, is the same position; continuing both with the same actions ends the same."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from save_games import RULE_SETS, SEATS, play, random_action, setup_for

from vikings_desktop.engine import GameState, Phase, action_to_json
from vikings_desktop.engine.rules import RuleOptions
from vikings_desktop.game_setup import Seat
from vikings_desktop.persistence import (
    SavedGame,
    dumps_save,
    loads_save,
    read_save,
    state_snapshot,
    write_save,
)

ACTION_KINDS = ("buy", "exchange", "place_start", "place", "discard", "boatsman", "move", "done",
                "bid", "pass", "remove_viking", "draft", "special", "building", "ferry", "boat")
PHASES = tuple(p.value for p in Phase)


def _stop_points(max_games: int = 90) -> dict[str, tuple[int, int, int]]:
    """For each action kind and each phase: (game seed, rule set, log length) of a game
    stopped right after that kind of action / while in that phase."""
    wanted = {f"after-{k}" for k in ACTION_KINDS} | {f"in-{p}" for p in PHASES}
    found: dict[str, tuple[int, int, int]] = {}
    for seed in range(max_games):
        rules = seed % len(RULE_SETS)
        setup = setup_for(seed, rules=RULE_SETS[rules])
        actions, _ = play(setup, seed)
        state = setup.new_state()
        for length, action in enumerate(actions, start=1):
            state.apply(action)
            for key in (f"after-{action_to_json(action)['type']}", f"in-{state.phase.value}"):
                found.setdefault(key, (seed, rules, length))
        if wanted <= set(found):
            return found
    missing = wanted - set(found)
    raise AssertionError(f"no random game reached {sorted(missing)}")


STOP_POINTS = _stop_points()


@pytest.mark.parametrize("point", sorted(STOP_POINTS))
def test_save_load_gives_the_same_position_and_the_same_future(point, tmp_path):
    seed, rules, length = STOP_POINTS[point]
    setup = setup_for(seed, rules=RULE_SETS[rules])
    actions, original = play(setup, seed, stop_after=length)
    path = tmp_path / "game.vikings.json"
    write_save(path, SavedGame(setup, actions), original)

    loaded = read_save(path)
    assert loaded.state == original
    assert loaded.game.setup == setup
    assert loaded.game.actions == actions
    assert state_snapshot(loaded.state) == state_snapshot(original)

    # Continue both with the same actions to the end: same final position and winners.
    rng = random.Random(seed * 7919 + length)
    copy = loaded.state
    while not original.is_over():
        action = random_action(original, rng)
        original.apply(action)
        copy.apply(action)
        assert copy == original
    assert copy.winners() == original.winners()


def test_a_finished_game_round_trips_with_its_scorings():
    setup = setup_for(5)
    actions, final = play(setup, 5)
    assert final.is_over()
    loaded = loads_save(dumps_save(SavedGame(setup, actions), final).encode("utf-8"))
    assert loaded.state == final
    assert loaded.state.winners() == final.winners()
    assert [r.kind for r in loaded.state.scorings][-2:] == ["large", "final"]


def test_a_new_game_without_actions_round_trips():
    setup = setup_for(11)
    loaded = loads_save(dumps_save(SavedGame(setup, [])))
    assert loaded.state == setup.new_state()
    assert loaded.game.actions == []


@pytest.mark.parametrize("players", [2, 4])
def test_two_and_four_players_round_trip(players):
    setup = setup_for(3, SEATS[:2] if players == 2 else SEATS + (
        Seat("Leif", "human", None, "amber"),))
    actions, state = play(setup, 3, stop_after=90)
    assert loads_save(dumps_save(SavedGame(setup, actions), state)).state == state


def test_the_file_is_plain_documented_json():
    setup = setup_for(2)
    actions, state = play(setup, 2, stop_after=20)
    data = json.loads(dumps_save(SavedGame(setup, actions), state))
    assert data["format"] == "vikings-desktop-save" and data["version"] == 4
    assert set(data) == {"format", "version", "app_version", "saved_at", "setup", "actions",
                         "snapshot"}
    assert data["setup"]["seats"][1] == {"name": "Bjorn", "kind": "computer",
                                         "level": "greedy", "colour": "royal blue"}
    assert data["setup"]["rules"] == RuleOptions().to_json()
    assert data["setup"]["seed"] == 2
    assert len(data["setup"]["deal"]["stacks"]) == 6
    assert data["actions"] == [action_to_json(a) for a in actions]
    assert data["snapshot"]["round"] == state.round


def test_every_state_along_a_game_has_its_own_snapshot():
    """Snapshots are as fine as state equality: each action changes the snapshot, and a
    snapshot survives JSON unchanged."""
    state = GameState.from_deal(setup_for(8).names, setup_for(8).deal)
    rng = random.Random(8)
    previous = state_snapshot(state)
    while not state.is_over():
        state.apply(random_action(state, rng))
        snapshot = state_snapshot(state)
        assert snapshot != previous
        assert json.loads(json.dumps(snapshot)) == snapshot
        previous = snapshot


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), stop=st.integers(0, 260), players=st.integers(2, 4))
def test_any_position_round_trips(seed, stop, players):
    seats = (SEATS + (Seat("Leif", "human", None, "amber"),))[:players]
    setup = setup_for(seed, seats)
    actions, state = play(setup, seed, stop_after=stop)
    loaded = loads_save(dumps_save(SavedGame(setup, actions), state).encode("utf-8"))
    assert loaded.state == state and loaded.game.actions == actions


def test_a_save_is_one_compact_line():
    """No indentation: it would force the slow pure-Python JSON encoder for every autosave."""
    setup = setup_for(2)
    actions, state = play(setup, 2, stop_after=40)
    text = dumps_save(SavedGame(setup, actions), state)
    assert text.count("\n") == 1 and text.endswith("}\n")
    assert '": ' not in text and '", "' not in text
    assert loads_save(text).state == state
