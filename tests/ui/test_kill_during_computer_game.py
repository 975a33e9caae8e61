"""A computer game killed at a random moment resumes at its last or one-before-last
action (issue 12): the autosave thread writes each action within moments, atomically."""

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
    window.controller.computers.pace_ms = 40
    window.controller.action_applied.connect(
        lambda *_: print(len(window.controller.actions), flush=True))
    window.controller.new_game(GameSetup((
        Seat("Astrid", COMPUTER, "normal", "crimson"), Seat("Bjorn", COMPUTER, "greedy", "forest"),
        Seat("Sigrid", COMPUTER, "easy", "amber")), seed={seed}))
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
    try:
        selector = selectors.DefaultSelector()
        selector.register(child.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + 3.0 + rng.random() * 3.0   # after the start-up
        while time.monotonic() < deadline:
            if selector.select(timeout=0.01):
                line = child.stdout.readline()
                if not line:
                    break
                applied = int(line)
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        for line in child.stdout:          # what it printed before it died
            applied = int(line)
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()
    assert applied > 0, "the game never got going"

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.files.autosave.offer_resume()
    assert len(window.controller.actions) in (applied, applied - 1)
    window.close()
