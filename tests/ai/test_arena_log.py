"""The arena's game log: a stopped run goes on where it stopped (ai/arena_log.py)."""

from __future__ import annotations

import json

import pytest

from vikings_desktop.ai.arena import run_arena
from vikings_desktop.cli import main

PLAYERS = ["greedy", "random"]


def _same_games(a: dict, b: dict) -> bool:
    """Two summaries of the same games: everything but the clock."""
    def strip(summary: dict) -> dict:
        stats = {name: {k: v for k, v in s.items() if not k.startswith(("decision_ms", "reference_ms"))}
                 for name, s in summary["strategies"].items()}
        return {**summary, "strategies": stats, "seconds": None}
    return strip(a) == strip(b)


def test_a_run_in_two_sittings_sums_up_as_one(tmp_path):
    log = tmp_path / "run.jsonl"
    whole = run_arena(PLAYERS, 6, seed=3)
    first = run_arena(PLAYERS, 3, seed=3, log=log)
    assert first["games"] == 3
    played = []
    second = run_arena(PLAYERS, 6, seed=3, log=log,
                       progress=lambda done, total: played.append(done))
    assert played == [4, 5, 6]          # only the games the log lacked
    assert _same_games(second, whole)
    lines = log.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 + 6 and json.loads(lines[0])["players"] == PLAYERS
    assert {json.loads(line)["part"] for line in lines[1:]} == {1, 2}


def test_a_finished_log_plays_nothing_again(tmp_path):
    log = tmp_path / "run.jsonl"
    run_arena(PLAYERS, 4, seed=5, log=log)
    before = log.read_bytes()
    played = []
    again = run_arena(PLAYERS, 4, seed=5, log=log, progress=lambda d, t: played.append(d))
    assert played == [] and again["games"] == 4 and log.read_bytes() == before


def test_a_game_cut_short_in_mid_write_is_played_again(tmp_path):
    log = tmp_path / "run.jsonl"
    run_arena(PLAYERS, 4, seed=7, log=log)
    text = log.read_text(encoding="utf-8")
    log.write_text(text[:len(text) - 40], encoding="utf-8")     # the last game half written
    resumed = run_arena(PLAYERS, 4, seed=7, log=log)
    assert _same_games(resumed, run_arena(PLAYERS, 4, seed=7))
    lines = log.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 5 and all(json.loads(line) for line in lines)


@pytest.mark.parametrize("other", [{"seed": 8}, {"players": ["random", "greedy"]}])
def test_the_log_of_another_run_is_refused_and_left_as_it_is(tmp_path, other):
    log = tmp_path / "run.jsonl"
    run_arena(PLAYERS, 2, seed=7, log=log)
    before = log.read_bytes()
    with pytest.raises(ValueError, match="line 1: the log of another run"):
        run_arena(other.get("players", PLAYERS), 2, seed=other.get("seed", 7), log=log)
    assert log.read_bytes() == before


def test_a_log_seated_in_one_way_is_refused_for_the_other(tmp_path):
    log = tmp_path / "run.jsonl"
    run_arena(PLAYERS, 2, seed=7, log=log)
    before = log.read_bytes()
    with pytest.raises(ValueError, match="line 1: the log of another run"):
        run_arena(PLAYERS, 2, seed=7, log=log, every_order=True)
    assert log.read_bytes() == before
    ordered = tmp_path / "ordered.jsonl"
    run_arena(PLAYERS, 2, seed=7, log=ordered, every_order=True)
    with pytest.raises(ValueError, match="every order round the table\\), not of"):
        run_arena(PLAYERS, 2, seed=7, log=ordered)
    assert run_arena(PLAYERS, 2, seed=7, log=ordered, every_order=True)["games"] == 2


@pytest.mark.parametrize("damage", ["{not json", "[1, 2]", '{"game": {"fame": [1]}, "part": 1}',
                                    '{"game": {"index": 1}, "part": 1, "seconds": "soon"}'])
def test_a_damaged_line_inside_the_log_is_named_and_nothing_is_written(tmp_path, damage):
    log = tmp_path / "run.jsonl"
    run_arena(PLAYERS, 3, seed=7, log=log)
    lines = log.read_text(encoding="utf-8").splitlines()
    lines[2] = damage
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = log.read_bytes()
    with pytest.raises(ValueError, match="line 3: not a game of the log"):
        run_arena(PLAYERS, 3, seed=7, log=log)
    assert log.read_bytes() == before


def test_a_damaged_last_line_with_its_line_end_is_named_too(tmp_path):
    """Only a line without its end was cut short by a stop; a whole line that is not a
    game is damage, at the end as anywhere."""
    log = tmp_path / "run.jsonl"
    run_arena(PLAYERS, 2, seed=7, log=log)
    with open(log, "a", encoding="utf-8") as out:
        out.write("{not json\n")
    before = log.read_bytes()
    with pytest.raises(ValueError, match="line 4: not a game of the log"):
        run_arena(PLAYERS, 3, seed=7, log=log)
    assert log.read_bytes() == before


def test_games_of_an_unknown_shape_are_refused(tmp_path):
    log = tmp_path / "run.jsonl"
    run_arena(PLAYERS, 2, seed=7, log=log)
    lines = log.read_text(encoding="utf-8").splitlines()
    entry = json.loads(lines[1])
    entry["game"]["colour"] = "red"
    lines[1] = json.dumps(entry)
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match="games the arena cannot read"):
        run_arena(PLAYERS, 2, seed=7, log=log)


def test_cli_arena_goes_on_with_its_log_and_refuses_another_runs(tmp_path, capsys):
    log = tmp_path / "run.jsonl"
    args = ["arena", "--players", "greedy,random", "--games", "2", "--log", str(log)]
    assert main([*args, "--seed", "4"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2
    assert main([*args, "--seed", "9"]) == 2
    err = capsys.readouterr().err
    assert "the log of another run" in err and "Traceback" not in err


def test_each_game_keeps_the_clock_scale_it_was_played_with(tmp_path):
    log = tmp_path / "run.jsonl"
    run_arena(PLAYERS, 2, seed=3, log=log)                      # an earlier sitting, 1.0
    lines = log.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines[1:], start=1):          # as a log made before the field
        entry = json.loads(line)
        del entry["game"]["clock_scale"]
        lines[number] = json.dumps(entry)
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    resumed = run_arena(PLAYERS, 4, seed=3, log=log, clock_scale=3.0)
    assert resumed["games"] == 4 and resumed["clock_scale"] == [2.0, 1.0, 3.0]
