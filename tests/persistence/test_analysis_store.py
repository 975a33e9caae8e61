"""An analysis kept beside its save: reused for the same save, never for a changed or
another one; a damaged file, or one whose digest matches but whose verdicts do not fit the
game, only means analysing again."""

from __future__ import annotations

import copy
import json
import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vikings_desktop.engine import action_to_json
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.persistence import SavedGame, write_save
from vikings_desktop.persistence.analysis_store import (
    StoredAnalysis,
    StoredVerdict,
    read_analysis,
    store_path,
    write_analysis,
)


def play(seed: int, moves: int):
    setup = GameSetup.shuffled((Seat("Ann", HUMAN, None, "crimson"), Seat("Bo", HUMAN, None, "forest")),
                               seed=seed)
    state, actions, positions, rng = setup.new_state(), [], [], random.Random(seed)
    for _ in range(moves):
        positions.append(state.clone())
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    return setup, actions, positions


def save(tmp_path, name: str, seed: int, moves: int):
    setup, actions, _ = play(seed, moves)
    path = tmp_path / f"{name}.vikings.json"
    write_save(path, SavedGame(setup, actions))
    return path


def analysis_of(seed: int, moves: int, seat: int = 0) -> StoredAnalysis:
    """Verdicts that fit the game: each decision of ``seat`` with its move played and a
    legal move of Hard's."""
    _, actions, positions = play(seed, moves)
    verdicts = []
    for index, (before, action) in enumerate(zip(positions, actions, strict=True)):
        legal = before.legal_actions()
        if before.current != seat or len(legal) < 2:
            continue
        other = next(a for a in legal if a != action)
        verdicts.append(StoredVerdict(index, seat, before.round, (action,), (other,),
                                      round(index / 7, 2), 0.5,
                                      (("feeding", 3.0), ("islands", 1.5))))
    return StoredAnalysis(seats=(seat,), seed=7, settings={"search_sweeps": 24},
                          verdicts=tuple(verdicts))


@pytest.fixture
def kept(tmp_path):
    path = save(tmp_path, "game", 1, 30)
    write_analysis(path, analysis_of(1, 30))
    return path


def stored_json(path) -> dict:
    return json.loads(store_path(path).read_text(encoding="utf-8"))


def rewrite(path, data) -> None:
    store_path(path).write_text(json.dumps(data), encoding="utf-8")


def test_the_analysis_of_an_unchanged_save_is_read_back(kept):
    assert store_path(kept).name == "game.analysis.json"
    analysis = read_analysis(kept)
    assert analysis == analysis_of(1, 30) and len(analysis.verdicts) > 3


def test_a_changed_save_gets_no_stale_analysis(tmp_path, kept):
    save(tmp_path, "game", 1, 31)                     # played on and saved over
    assert read_analysis(kept) is None


def test_another_game_under_the_same_name_gets_no_analysis(tmp_path, kept):
    other = tmp_path / "other"
    other.mkdir()
    moved = save(other, "game", 2, 30)
    store_path(kept).replace(store_path(moved))       # the analysis file beside another save
    assert read_analysis(moved) is None


def test_a_damaged_or_missing_analysis_means_analysing_again(tmp_path):
    path = save(tmp_path, "game", 1, 30)
    assert read_analysis(path) is None
    store_path(path).write_text("{not json", encoding="utf-8")
    assert read_analysis(path) is None
    store_path(path).write_text('{"format": "vikings-desktop-analysis", "version": 99}',
                                encoding="utf-8")
    assert read_analysis(path) is None
    store_path(path).write_bytes(b"\xff\xfe not text")
    assert read_analysis(path) is None


def wrong_index(v, data):
    v["index"] = 30                                  # past the last action


def negative_index(v, data):
    v["index"] = -1


def wrong_seat(v, data):
    v["seat"] = 1                                    # not the one deciding there


def seat_outside_the_game(v, data):
    v["seat"] = 3


def analysed_seat_outside(v, data):
    data["seats"] = [0, 5]


def wrong_round(v, data):
    v["round"] += 1


def not_the_move_played(v, data):
    v["played"] = data["verdicts"][1]["played"]


def an_illegal_preferred_move(v, data):
    v["preferred"] = [{"type": "place", "row": 5, "col": 9, "viking_on_tile": True}]


def no_plan(v, data):
    v["preferred"] = []


def nan_cost(v, data):
    v["cost"] = math.nan


def infinite_cost(v, data):
    v["cost"] = math.inf


def huge_cost(v, data):
    v["cost"] = 1e300


def negative_spread(v, data):
    v["spread"] = -1.0


def text_cost(v, data):
    v["cost"] = "4.25"


def a_duplicated_index(v, data):
    data["verdicts"].append(copy.deepcopy(v))


def a_million_reasons(v, data):
    v["reasons"] = [["feeding", 1.0]] * 1_000_000


def a_long_reason(v, data):
    v["reasons"] = [["x" * 5000, 1.0]]


def a_reason_twice(v, data):
    v["reasons"] = [["feeding", 1.0], ["feeding", 2.0]]


def a_verdict_that_is_a_list(v, data):
    data["verdicts"][0] = [1, 2, 3]


def seed_text(v, data):
    data["seed"] = "7"


def complete_text(v, data):
    data["complete"] = "yes"


@pytest.mark.parametrize("damage", [
    wrong_index, negative_index, wrong_seat, seat_outside_the_game, analysed_seat_outside,
    wrong_round, not_the_move_played, an_illegal_preferred_move, no_plan, nan_cost,
    infinite_cost, huge_cost, negative_spread, text_cost, a_duplicated_index,
    a_million_reasons, a_long_reason, a_reason_twice, a_verdict_that_is_a_list, seed_text,
    complete_text], ids=lambda f: f.__name__)
def test_a_matching_digest_with_wrong_content_is_refused(kept, damage):
    data = stored_json(kept)
    damage(data["verdicts"][0], data)
    text = json.dumps(data)                      # NaN and Infinity as JSON writes them
    store_path(kept).write_text(text, encoding="utf-8")
    assert read_analysis(kept) is None


# --- property: random fields of a real analysis file -----------------------------------
def leaves(data, path=()):
    """Every place in the JSON: (path, value)."""
    yield path, data
    if isinstance(data, dict):
        for key, value in data.items():
            yield from leaves(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from leaves(value, (*path, index))


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(picks=st.lists(st.tuples(st.integers(0, 10**6), JSON_VALUES), min_size=1, max_size=3))
def test_random_damage_to_an_analysis_file_never_breaks_reading(kept, picks):
    """Any field replaced by any JSON value: read back whole and fitting the game, or
    refused; never an exception, and the file and the save are not written."""
    write_analysis(kept, analysis_of(1, 30))         # each example from the real file
    data = stored_json(kept)
    for where, value in picks:
        places = [p for p, _ in leaves(data) if p and p[0] != "save_sha256"]
        path = places[where % len(places)]
        target = data
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value
    rewrite(kept, data)
    before = (kept.read_bytes(), store_path(kept).read_bytes())
    result = read_analysis(kept)
    assert (kept.read_bytes(), store_path(kept).read_bytes()) == before
    if result is None:
        return
    _, actions, positions = play(1, 30)
    for verdict in result.verdicts:
        assert 0 <= verdict.index < len(actions)
        assert verdict.played[0] == actions[verdict.index]
        assert verdict.seat == positions[verdict.index].current
        assert positions[verdict.index].problem(verdict.preferred[0]) is None
        assert all(math.isfinite(x) and abs(x) <= 1000 for x in (verdict.cost, verdict.spread))
    assert len({v.index for v in result.verdicts}) == len(result.verdicts)
    assert all(0 <= seat < 2 for seat in result.seats)


def test_an_analysis_written_is_exactly_what_fits(kept):
    """The real file's verdicts as written: the played moves are the game's own."""
    _, actions, _ = play(1, 30)
    for verdict in stored_json(kept)["verdicts"]:
        assert verdict["played"][0] == action_to_json(actions[verdict["index"]])


# --- property: the damage a wrong analysis carries, at random places ---------------------
GAME = play(1, 30)                    # the game of ``kept``: (setup, actions, positions)
OUT_OF_FAME = (st.sampled_from([math.nan, math.inf, -math.inf])
               | st.floats(min_value=1000.001, allow_infinity=False)
               | st.floats(max_value=-1000.001, allow_infinity=False)
               | st.integers(min_value=1001) | st.integers(min_value=10**400))


def index_outside(data, v, draw):
    v["index"] = draw(st.integers(max_value=-1) | st.integers(min_value=len(GAME[1]))
                      | st.booleans() | st.floats() | st.text(max_size=3))


def seat_not_deciding(data, v, draw):
    v["seat"] = draw(st.integers().filter(lambda seat: seat != v["seat"]))


def analysed_seat_outside(data, v, draw):
    data["seats"].insert(draw(st.integers(0, len(data["seats"]))),
                         draw(st.integers().filter(lambda seat: not 0 <= seat < 2)))


def another_move_played(data, v, draw):
    """A move legal there, or one played elsewhere in the game, but not the one played."""
    index = v["index"]
    if type(index) is not int or not 0 <= index < len(GAME[1]):
        return                          # moved out of the game by another wrong already
    played = GAME[1][index]
    others = [a for a in GAME[2][index].legal_actions() + GAME[1] if a != played]
    v["played"][0] = action_to_json(draw(st.sampled_from(others)))


def cost_out_of_a_game(data, v, draw):
    v[draw(st.sampled_from(["cost", "spread"]))] = draw(OUT_OF_FAME)


def reason_out_of_a_game(data, v, draw):
    v["reasons"][draw(st.integers(0, len(v["reasons"]) - 1))][1] = draw(OUT_OF_FAME)


def an_index_twice(data, v, draw):
    twin = copy.deepcopy(v)
    if draw(st.booleans()):
        twin["cost"], twin["reasons"] = 0.0, []       # a different verdict, the same decision
    data["verdicts"].insert(draw(st.integers(0, len(data["verdicts"]))), twin)


def many_reasons(data, v, draw):
    v["reasons"] = [[f"part {n}", 0.5] for n in range(draw(st.integers(65, 5000)))]


WRONG = [index_outside, seat_not_deciding, analysed_seat_outside, another_move_played,
         cost_out_of_a_game, reason_out_of_a_game, an_index_twice, many_reasons]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_an_analysis_with_any_of_the_wrongs_is_refused_and_left_alone(kept, data):
    """One to three of the wrongs, each at a random verdict: the analysis is refused as a
    whole (the game is analysed again), nothing raises, nothing is written."""
    write_analysis(kept, analysis_of(1, 30))         # each example from the real file
    stored = stored_json(kept)
    wrongs = data.draw(st.lists(st.sampled_from(WRONG), min_size=1, max_size=3), label="wrongs")
    # each wrong at a verdict of its own, so that no wrong undoes another
    where = data.draw(st.lists(st.integers(0, len(stored["verdicts"]) - 1), min_size=len(wrongs),
                               max_size=len(wrongs), unique=True), label="verdicts")
    for wrong, verdict in zip(wrongs, [stored["verdicts"][i] for i in where], strict=True):
        wrong(stored, verdict, data.draw)
    store_path(kept).write_text(json.dumps(stored), encoding="utf-8")
    before = (kept.read_bytes(), store_path(kept).read_bytes())
    assert read_analysis(kept) is None
    assert (kept.read_bytes(), store_path(kept).read_bytes()) == before
