"""`vikings-cli score`, `legal` and `bench` as NOTATION.md and the engine issue specify."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from vikings_desktop.cli import main

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_score_prints_totals_and_breakdown(capsys):
    code, out, err = run(capsys, "score", str(SCENARIOS / "notation-example.vkp"), "--kind", "large")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["kind"] == "large"
    freydis = data["players"][0]
    assert (freydis["name"], freydis["fame"], freydis["gold"]) == ("Freydis", 34, 16)
    assert freydis["breakdown"] == {                  # counts: what the amounts are for
        "ships": {"fame": 3, "gold": 3, "count": 2}, "nobles": {"fame": 6, "count": 3},
        "noble+1": {"fame": 3, "count": 3},             # the special tile's part on its own
        "scouts": {"fame": 10, "count": 4}, "goldsmiths": {"gold": 9, "count": 3}}


def test_score_final_has_winners(capsys):
    code, out, _ = run(capsys, "score", str(SCENARIOS / "shared-victory.vkp"), "--kind", "final")
    assert code == 0 and json.loads(out)["winners"] == ["Dag", "Eir"]


def test_legal_lists_green_and_orange_cells(tmp_path, capsys):
    path = tmp_path / "p.vkp"
    path.write_text("player Ann\n  nobles L\n  scouts L\n")
    code, out, _ = run(capsys, "legal", str(path), "--player", "Ann", "--tile", "M1",
                       "--viking", "S")
    assert code == 0
    assert json.loads(out) == {"cells": [{"row": 2, "col": 2, "viking_may_stand": False},
                                         {"row": 3, "col": 2, "viking_may_stand": True}]}
    code, out, _ = run(capsys, "legal", str(path), "--player", "Ann", "--tile", "red",
                       "--viking", "S")
    assert [c["col"] for c in json.loads(out)["cells"]] == [1, 2, 3]
    assert not any(c["viking_may_stand"] for c in json.loads(out)["cells"])


def test_legal_empty_list_when_the_tile_fits_nowhere(tmp_path, capsys):
    path = tmp_path / "p.vkp"
    path.write_text("player Ann\n" + "".join(f"  {r} L R\n" for r in
                    ("warriors", "nobles", "scouts", "goldsmiths", "fishermen")))
    code, out, _ = run(capsys, "legal", str(path), "--player", "Ann", "--tile", "M2",
                       "--viking", "N")
    assert code == 0 and json.loads(out) == {"cells": []}


@pytest.mark.parametrize(("args", "words"), [
    (["score", "/nonexistent/x.vkp", "--kind", "small"], "cannot read the file: no such file"),
    (["score", "{bad}", "--kind", "small"], "line 1: unknown keyword"),
    (["score", "{good}", "--kind", "huge"], "invalid choice"),
    (["score", "{good}"], "--kind"),
    (["legal", "{good}", "--player", "Nobody", "--tile", "L", "--viking", "F"], "no player"),
    (["legal", "{good}", "--player", "Tester", "--tile", "Q", "--viking", "F"], "unknown tile"),
    (["legal", "{good}", "--player", "Tester", "--tile", "L", "--viking", "Z"], "unknown Viking"),
    (["frobnicate"], "invalid choice"),
])
def test_errors_are_one_line_exit_2(tmp_path, capsys, args, words):
    bad = tmp_path / "bad.vkp"
    bad.write_text("hello world\n")
    good = SCENARIOS / "notation-example.vkp"
    args = [a.format(bad=bad, good=good) for a in args]
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and words in err and "Traceback" not in err


def test_non_utf8_file_is_refused(tmp_path, capsys):
    path = tmp_path / "latin.vkp"
    path.write_bytes(b"player \xe9ric\n")
    code, _, err = run(capsys, "score", str(path), "--kind", "small")
    assert code == 2 and "UTF-8" in err


def test_bench_prints_games_per_second(capsys):
    code, out, _ = run(capsys, "bench", "--seconds", "0.05")
    data = json.loads(out)
    assert code == 0 and set(data["random_games_per_second"]) == {"2", "3", "4"}
    assert all(v > 0 for v in data["random_games_per_second"].values())


def test_bench_reports_advanced_games_per_second_too(capsys):
    code, out, _ = run(capsys, "bench", "--seconds", "0.05")
    data = json.loads(out)
    assert code == 0 and set(data["advanced_games_per_second"]) == {"2", "3", "4"}
    assert all(v > 0 for v in data["advanced_games_per_second"].values())
    code, out, _ = run(capsys, "bench", "--seconds", "0.02", "--rules", "advanced", "--single-bid")
    assert json.loads(out)["chosen_rules"]["single_bid"] is True


@pytest.mark.parametrize(("flags", "options"), [
    ([], {"auction": False, "single_bid": False, "advanced_boatsman": False,
          "special_tiles": False}),
    (["--rules", "advanced"], {"auction": True, "single_bid": False, "advanced_boatsman": True,
                               "special_tiles": True}),
    (["--rules", "advanced", "--no-auction", "--base-boatsman"],
     {"auction": False, "single_bid": False, "advanced_boatsman": False, "special_tiles": True}),
    (["--rules", "advanced", "--single-bid", "--no-specials"],
     {"auction": True, "single_bid": True, "advanced_boatsman": True, "special_tiles": False}),
])
def test_selfplay_saves_the_rule_options_and_check_save_replays_them(tmp_path, capsys, flags,
                                                                      options):
    save = tmp_path / "game.json"
    code, out, err = run(capsys, "selfplay", "--players", "greedy,random", "--seed", "3",
                         "--save", str(save), *flags)
    assert code == 0, err
    assert json.loads(save.read_text())["setup"]["rules"] == options
    code, out, err = run(capsys, "check-save", str(save))
    assert code == 0 and json.loads(out)["over"] is True


@pytest.mark.parametrize(("flags", "words"), [
    (["--single-bid"], "--single-bid is an option of the advanced game"),
    (["--rules", "advanced", "--no-auction", "--single-bid"], "needs the auction"),
    (["--rules", "expert"], "invalid choice"),
])
def test_bad_rule_flags_are_one_line_errors(tmp_path, capsys, flags, words):
    code, _, err = run(capsys, "selfplay", "--players", "greedy,random", "--save",
                       str(tmp_path / "x.json"), *flags)
    assert code == 2 and words in err and err.count("\n") == 1
    assert not (tmp_path / "x.json").exists()


def test_arena_plays_the_advanced_game(capsys):
    code, out, _ = run(capsys, "arena", "--players", "greedy,random", "--games", "2",
                       "--rules", "advanced", "--single-bid")
    data = json.loads(out)
    assert code == 0 and data["rules"]["single_bid"] is True and data["illegal_actions"] == 0


def test_console_script_runs_as_a_module():
    done = subprocess.run([sys.executable, "-m", "vikings_desktop.cli", "score", "nope.vkp",
                           "--kind", "small"], capture_output=True, text=True)
    assert done.returncode == 2 and done.stderr.startswith("vikings-cli: ")


GOLDEN = Path(__file__).with_name("cli_score_golden.json")   # made before ScoringCategory


@pytest.mark.parametrize("scenario, kind", [
    (path.stem, kind) for path in sorted(SCENARIOS.glob("*.vkp")) for kind in ("small", "large", "final")])
def test_score_json_is_byte_identical_with_scoring_categories_as_an_enum(capsys, scenario, kind):
    """ScoringCategory (a StrEnum) keeps `vikings-cli score` output byte for byte
    what it was with bare string keys, on every scenario and kind of scoring."""
    code, out, err = run(capsys, "score", str(SCENARIOS / f"{scenario}.vkp"), "--kind", kind)
    assert out == json.loads(GOLDEN.read_text(encoding="utf-8"))[f"{scenario}.{kind}"]
