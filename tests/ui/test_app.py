"""The `vikings-desktop` entry point: --version, and --selftest (a whole computer game in
the real window, models checked after every action) exiting 0 within 60 seconds."""

import os
import subprocess
import sys
import time

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
