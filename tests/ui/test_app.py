"""The `vikings-desktop` entry point: --version, and --selftest (a whole computer game in
the real window, models checked after every action) exiting 0 within 60 seconds."""

import os
import subprocess
import sys
import time

import pytest

from vikings_desktop import __version__
from vikings_desktop.app import main


def test_version_prints_the_package_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"vikings-desktop {__version__}"


def test_selftest_plays_a_whole_game_offscreen_and_exits_0(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               VIKINGS_DESKTOP_DATA_DIR=str(tmp_path / "data"), HOME=str(tmp_path))
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "vikings_desktop", "--selftest", "--seed", "7"],
                            env=env, capture_output=True, text=True, timeout=120)
    elapsed = time.monotonic() - started
    assert result.returncode == 0, result.stdout + result.stderr
    assert "selftest passed" in result.stdout
    assert elapsed < 60
    assert not (tmp_path / "data" / "autosave.json").exists()   # the player's autosave is untouched


@pytest.mark.slow
def test_selftest_plays_a_whole_advanced_game(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               VIKINGS_DESKTOP_DATA_DIR=str(tmp_path / "data"), HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "vikings_desktop", "--selftest", "--seed", "3",
                             "--rules", "advanced"],
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "selftest passed" in result.stdout


def test_selftest_fails_with_a_message_when_a_model_breaks(qapp, monkeypatch, tmp_path):
    from vikings_desktop.ui.models import players_model
    from vikings_desktop.ui.selftest import run_selftest

    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path))
    real = players_model.PlayersModel.data

    def broken(self, index, role=0):
        if index.column() == 1 and role == 0 and self.table.session.actions:
            return -1                      # gold shown wrong after the first action
        return real(self, index, role)

    monkeypatch.setattr(players_model.PlayersModel, "data", broken)
    lines = []
    assert run_selftest(seed=3, out=lines.append) == 1
    assert "FAILED" in lines[0] and "players model" in lines[0]


def test_selftest_fails_when_a_slot_raises(qapp, monkeypatch, tmp_path):
    from vikings_desktop.ui.models import log_model
    from vikings_desktop.ui.selftest import run_selftest

    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path))

    def explode(self, seat, action):
        raise RuntimeError("the log broke")

    monkeypatch.setattr(log_model.LogModel, "_on_action", explode)
    lines = []
    assert run_selftest(seed=3, out=lines.append) == 1
    assert "RuntimeError: the log broke" in lines[0]
