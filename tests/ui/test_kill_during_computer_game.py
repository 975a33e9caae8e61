"""A computer game killed at a random moment resumes at its last or one-before-last
action: the autosave thread writes each action within moments, atomically.

The moment is counted in actions, not seconds: the child says "ready" once its game is on,
then the test kills it after a random number of actions (a busy machine only slows it)."""

from __future__ import annotations

import os
import random
import selectors
import signal
import subprocess
import sys
import textwrap
import time

import pytest
from test_game_files import dialogs  # noqa: F401 - the scripted dialogs fixture

from vikings_desktop.ui.main_window import MainWindow

GAME = textwrap.dedent("""
    import os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.game_setup import COMPUTER, GameSetup, Seat
    from vikings_desktop.ui.settings import Settings
    window = MainWindow(settings=Settings(QSettings({ini!r}, QSettings.IniFormat)))
    window.table.computers.pace_ms = 40
    window.table.action_applied.connect(
        lambda *_: print(len(window.table.session.actions), flush=True))
    window.table.session.new_game(GameSetup((
        Seat("Astrid", COMPUTER, "normal", "crimson"), Seat("Bjorn", COMPUTER, "greedy", "forest"),
        Seat("Sigrid", COMPUTER, "easy", "amber")), seed={seed}))
    print("ready", flush=True)
    app.exec()
""")


@pytest.mark.parametrize("trial", range(3))
def test_a_computer_game_killed_at_a_random_moment_resumes_at_its_last_actions(
        qtbot, dialogs, tmp_path, trial):  # noqa: F811 - the fixture above
    rng = random.Random(trial)
    script = GAME.format(ini=str(tmp_path / "s.ini"), seed=40 + trial)
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE,
                             env=dict(os.environ), text=True)
    applied = 0
    kill_after = rng.randint(3, 40)            # actions once the game is on
    ready = False
    try:
        selector = selectors.DefaultSelector()
        selector.register(child.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + 120      # only a stuck child takes this long
        while time.monotonic() < deadline and applied < kill_after:
            if selector.select(timeout=0.05):
                line = child.stdout.readline()
                if not line:
                    break
                if line.strip() == "ready":
                    ready = True
                else:
                    applied = int(line)
        time.sleep(rng.random() * 0.05)        # anywhere in the next action's writing
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        for line in child.stdout:          # what it printed before it died
            if line.strip() != "ready":
                applied = int(line)
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()
    assert ready and applied > 0, "the game never got going"

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.files.autosave.offer_resume()
    assert len(window.table.session.actions) in (applied, applied - 1)
    window.close()
