"""`vikings-cli selfplay … --save FILE` and `vikings-cli check-save FILE`."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from vikings_desktop.cli import main
from vikings_desktop.persistence import read_save


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_selfplay_stops_after_n_actions_and_check_save_agrees(tmp_path, capsys):
    path = str(tmp_path / "g.json")
    code, out, _ = run(capsys, "selfplay", "--players", "greedy,greedy,greedy", "--seed", "3",
                       "--stop-after", "25", "--save", path)
    assert code == 0
    played = json.loads(out)
    assert played["actions"] == 25 and played["saved"] == path
    code, out, err = run(capsys, "check-save", path)
    assert code == 0 and err == ""
    summary = json.loads(out)
    assert {k: v for k, v in summary.items() if k != "file"} == {
        k: v for k, v in played.items() if k != "saved"}
    assert summary["round"] >= 1 and len(summary["players"]) == 3
    assert set(summary["players"][0]) == {"name", "kind", "level", "fame", "gold"}
    loaded = read_save(path)
    assert loaded.state.players[0].fame == summary["players"][0]["fame"]


def test_selfplay_to_the_end_is_reproducible(tmp_path, capsys):
    outs = []
    for name in ("a.json", "b.json"):
        code, out, _ = run(capsys, "selfplay", "--players", "greedy,random", "--seed", "8",
                           "--save", str(tmp_path / name))
        assert code == 0
        outs.append(json.loads(out))
    assert outs[0]["over"] and outs[0]["winners"]
    assert outs[0]["players"] == outs[1]["players"]
    assert read_save(tmp_path / "a.json").game.actions == read_save(tmp_path / "b.json").game.actions


@pytest.mark.parametrize("content, words", [
    (b'{"format": "vikings-desktop-save", "version": 1, "setup": {"se', "truncated"),
    (b"{not json}", "not valid JSON"),
    (b'{"format": "chess", "version": 1}', "not a Vikings Desktop save"),
    (b'{"format": "vikings-desktop-save", "version": 9}', "newer Vikings Desktop"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
])
def test_check_save_refuses_bad_files_in_one_line(tmp_path, capsys, content, words):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = run(capsys, "check-save", str(path))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("vikings-cli: ") and str(path) in err
    assert words in err


def test_check_save_of_a_log_that_does_not_replay(tmp_path, capsys):
    path = tmp_path / "g.json"
    run(capsys, "selfplay", "--players", "greedy,greedy", "--seed", "1", "--stop-after", "10",
        "--save", str(path))
    data = json.loads(path.read_text())
    data["actions"][2] = {"type": "move", "row": 2, "col": 1}
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "check-save", str(path))
    assert code == 2 and "does not replay" in err and "action 3 of 10" in err


@pytest.mark.parametrize("argv, words", [
    (["--players", "greedy,wizard"], "unknown computer level 'wizard'"),
    (["--players", "greedy"], "2 to 4"),
    (["--players", "greedy,greedy,greedy,greedy,greedy"], "2 to 4"),
    (["--players", "greedy,greedy", "--stop-after", "-1"], "--stop-after"),
])
def test_selfplay_bad_arguments(tmp_path, capsys, argv, words):
    code, _, err = run(capsys, "selfplay", *argv, "--save", str(tmp_path / "x.json"))
    assert code == 2 and words in err
    assert not (tmp_path / "x.json").exists()


def test_selfplay_into_a_missing_folder_is_a_message(tmp_path, capsys):
    code, _, err = run(capsys, "selfplay", "--players", "random,random", "--seed", "1",
                       "--stop-after", "3", "--save", str(tmp_path / "no" / "g.json"))
    assert code == 2 and "cannot save" in err and "no such file" in err


def test_the_installed_command_prints_no_traceback(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(b"\x00" * 100)
    result = subprocess.run([sys.executable, "-m", "vikings_desktop.cli", "check-save", str(path)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1
