"""Two windows, two games, nothing lost: each window autosaves into
its own file; after both were killed, the next start offers both games, resumes the one
chosen and keeps the other in the saves folder."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest
from PySide6.QtWidgets import QInputDialog
from test_game_files import dialogs  # noqa: F401 - the scripted dialogs fixture

from vikings_desktop.engine import action_from_json
from vikings_desktop.persistence import read_save, saves_dir
from vikings_desktop.ui.main_window import MainWindow

PLAYER = textwrap.dedent("""
    import json, os, random, sys, time
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, {tests!r})
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from test_game_files import human_move
    from vikings_desktop.engine import action_to_json
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.game_setup import default_setup
    from vikings_desktop.ui.settings import Settings
    window = MainWindow(settings=Settings(QSettings({ini!r}, QSettings.IniFormat)))
    window.table.session.new_game(default_setup(players=2, humans=2, seed={seed}))
    rng = random.Random({seed})
    for _ in range({moves}):
        human_move(window.table, rng)
    print(json.dumps([action_to_json(a) for a in window.table.session.actions]), flush=True)
    time.sleep(60)
""")


def start_player(tmp_path, seed: int, moves: int) -> subprocess.Popen:
    script = PLAYER.format(tests=os.path.dirname(__file__), ini=str(tmp_path / f"{seed}.ini"),
                           seed=seed, moves=moves)
    return subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE,
                            env=dict(os.environ), text=True)


@pytest.mark.slow
def test_two_windows_keep_two_games_and_both_are_offered_after_a_crash(
        qtbot, dialogs, tmp_path, monkeypatch):  # noqa: F811 - the fixture above
    players = [start_player(tmp_path, 31, 9), start_player(tmp_path, 32, 12)]
    try:
        played = [[action_from_json(a) for a in json.loads(p.stdout.readline())]
                  for p in players]
        time.sleep(1.0)                  # the autosave thread has them on disk by now
    finally:
        for p in players:
            p.send_signal(signal.SIGKILL)
            p.wait(timeout=30)
            p.stdout.close()
    assert [len(p) for p in played] == [9, 12]

    offered = []

    def choose(parent, title, label, items, current=0, editable=False):
        offered.extend(items)
        return next(i for i in items if "12 actions" in i), True
    monkeypatch.setattr(QInputDialog, "getItem", choose)
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.files.autosave.offer_resume()
    assert len(offered) == 3                          # both games and "keep them all"
    assert window.table.session.actions == played[1]
    kept = sorted(saves_dir().glob("Interrupted game*"))
    assert [read_save(k).game.actions for k in kept] == [played[0]]
    window.close()

    # Next start: only the game that went on (closed unfinished) is offered, alone.
    offered.clear()
    second = MainWindow()
    qtbot.addWidget(second)
    assert second.files.autosave.offer_resume()
    assert offered == [] and second.table.session.actions == played[1]
    second.close()
