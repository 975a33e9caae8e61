"""`vikings-cli analyse SAVE`: the replay window's analysis from the command line — the
decisions counted, the findings as the window shows them (same test, same words), the
progress on stderr and bad input refused in one line."""

from __future__ import annotations

import json
import re

import pytest

from vikings_desktop.cli import main


@pytest.fixture(scope="module")
def short_game(tmp_path_factory):
    path = tmp_path_factory.mktemp("analyse") / "short.vikings.json"
    assert main(["selfplay", "--players", "greedy,normal", "--seed", "3", "--stop-after",
                 "14", "--save", str(path)]) == 0
    return path


def test_the_findings_of_a_saved_game_as_json(short_game, capsys):
    capsys.readouterr()
    assert main(["analyse", str(short_game), "--seats", "0"]) == 0
    out, err = capsys.readouterr()
    result = json.loads(out)
    assert result["decisions"] >= 3
    assert re.search(rf"^{result['decisions']}/{result['decisions']} decisions$", err, re.M)
    assert result["findings"], "greedy's opening purchases cost fame surely"
    for finding in result["findings"]:
        assert set(finding) >= {"seat", "index", "round", "fame_lost", "interval", "played",
                                "better"}
        assert finding["seat"] == 0
        low, high = finding["interval"]
        assert 0 < low <= finding["fame_lost"] <= high     # surely more than nothing
        assert finding["fame_lost"] > 3                    # the window's default threshold
        assert finding["played"].startswith("Astrid ")
        assert not re.search(r"\bM\d|\bS\d|[a-z]+\+\d|R-[A-Z]", finding["played"] + finding["better"])
    costs = [f["fame_lost"] for f in result["findings"]]
    assert costs == sorted(costs, reverse=True)            # the biggest first, as the window


def test_the_same_save_and_seed_give_the_same_findings(short_game, capsys):
    runs = []
    for _ in range(2):
        capsys.readouterr()
        assert main(["analyse", str(short_game), "--seats", "0", "--seed", "9"]) == 0
        runs.append(json.loads(capsys.readouterr().out))
    assert runs[0] == runs[1]


@pytest.mark.parametrize("seats", ["2", "x", "0,5", ""])
def test_seats_the_game_does_not_have_are_refused_in_one_line(short_game, capsys, seats):
    assert main(["analyse", str(short_game), "--seats", seats]) == 2
    err = capsys.readouterr().err
    assert err.startswith("vikings-cli: --seats") and err.count("\n") == 1


def test_a_file_that_is_not_a_save_is_refused(tmp_path, capsys):
    bad = tmp_path / "bad.vikings.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["analyse", str(bad)]) == 2
    assert capsys.readouterr().err.startswith("vikings-cli: ")
