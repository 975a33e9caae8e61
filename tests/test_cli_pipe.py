"""`vikings-cli` leaves quietly when the reader of its stdout has gone (`| head`): no
traceback, no error line, the shell's SIGPIPE code 141, and its work done all the same."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCENARIOS = Path(__file__).resolve().parent / "scenarios"


def run_into_closed_pipe(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    """Run the real command with its stdout a pipe whose reading end is closed before
    the command writes, as ``| head -0`` would leave it; return it with its stderr."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run([sys.executable, "-m", "vikings_desktop.cli", *args],
                              stdout=write_end, stderr=subprocess.PIPE, text=True,
                              cwd=cwd, timeout=120)
    finally:
        os.close(write_end)


def assert_quiet(done: subprocess.CompletedProcess) -> None:
    assert "Traceback" not in done.stderr
    assert "Broken pipe" not in done.stderr and "BrokenPipeError" not in done.stderr
    assert done.stderr == ""
    assert done.returncode in (0, 141)


def test_selfplay_into_a_closed_pipe_saves_and_leaves_quietly(tmp_path):
    save = tmp_path / "game.vkg"
    done = run_into_closed_pipe("selfplay", "--players", "random,random", "--seed", "3",
                                "--rules", "advanced", "--save", str(save), cwd=tmp_path)
    assert_quiet(done)
    assert save.is_file()                   # the save is written before the JSON line


@pytest.mark.parametrize("args", [
    ("bench", "--seconds", "0.05"),
    ("score", str(SCENARIOS / "notation-example.vkp"), "--kind", "large"),
], ids=["bench", "score"])
def test_other_commands_into_a_closed_pipe_leave_quietly(tmp_path, args):
    assert_quiet(run_into_closed_pipe(*args, cwd=tmp_path))


def test_head_reads_the_first_line_and_the_command_ends_quietly(tmp_path):
    """Through a real shell pipe: ``head -1`` has its line, the command no traceback."""
    save = tmp_path / "game.vkg"
    cli = f"{sys.executable} -m vikings_desktop.cli"
    script = (f"{cli} selfplay --players random,random --seed 4 --save {save} | head -1; "
              f"{cli} check-save {save} | head -c 1 >/dev/null")
    done = subprocess.run(["sh", "-c", script], capture_output=True, text=True,
                          cwd=tmp_path, timeout=120)
    assert done.returncode == 0
    assert done.stdout.startswith('{"saved": ')
    assert "Traceback" not in done.stderr and done.stderr == ""


def test_a_broken_pipe_is_told_apart_from_a_real_error(tmp_path):
    """The broken pipe is not a failure: a missing file still is (exit 2, one line)."""
    done = run_into_closed_pipe("score", "missing.vkp", "--kind", "small", cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.startswith("vikings-cli: ")
    assert "Traceback" not in done.stderr
