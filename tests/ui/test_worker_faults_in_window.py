"""Everything dies at once, window side (6 and 8): the computer moves
again after its worker was stopped, the window quits with a stopped worker, a killed
worker's fresh successor plays the move, and a FIFO as the settings file does not hang the
start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from late_thinker import LateFactory
from processes import children
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from vikings_desktop.ai import decision_process
from vikings_desktop.ai.decision_process import DecisionProcess
from vikings_desktop.game_setup import COMPUTER, GameSetup, Seat
from vikings_desktop.ui.main_window import MainWindow
from vikings_desktop.ui.settings import Settings

pytestmark = pytest.mark.skipif(not Path("/proc/self/task").exists(),
                                reason="finds the worker through /proc (Linux)")
DEADLINE = 3.0
SEATS = (Seat("Astrid", COMPUTER, "easy", "crimson"), Seat("Bjorn", COMPUTER, "easy", "forest"))


def workers(pid: int) -> set[int]:
    """The spawned worker processes among ``pid``'s children (not the resource tracker)."""
    found = set()
    for child in children(pid):
        try:
            command = Path(f"/proc/{child}/cmdline").read_bytes()
        except OSError:
            continue
        if b"spawn_main" in command:
            found.add(child)
    return found


def kill_quietly(pid: int) -> None:
    for sig in (signal.SIGKILL, signal.SIGCONT):
        try:
            os.kill(pid, sig)
        except ProcessLookupError:
            pass


@pytest.fixture
def own_worker(monkeypatch):
    """A decision process of the test's own (the shared one is left alone), with a
    short deadline; yields a function giving its worker's pid once started."""
    monkeypatch.setattr(DecisionProcess, "_shared", None)
    monkeypatch.setattr(decision_process, "DEADLINE_SECONDS", DEADLINE, raising=False)
    before = workers(os.getpid())
    started: list[int] = []

    def worker(qtbot) -> int:
        qtbot.waitUntil(lambda: bool(workers(os.getpid()) - before), timeout=60_000)
        started.extend(sorted(workers(os.getpid()) - before))
        process = DecisionProcess._shared
        if hasattr(process, "wait_ready"):
            assert process.wait_ready(60)
        return started[0]
    yield worker
    for pid in set(started) | (workers(os.getpid()) - before):
        kill_quietly(pid)                        # (the old pool would wait for it forever)
    process = DecisionProcess._shared
    if process is not None:
        process.close()


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    failed: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Ok)
    w = MainWindow(settings=Settings(QSettings(str(tmp_path / "s.ini"),
                                               QSettings.Format.IniFormat)))
    w.table.computers.pace_ms = 0
    w.table.computers.failed.connect(failed.append)
    w.failed = failed
    qtbot.addWidget(w)
    yield w
    w.table.shutdown()
    w.close()


@pytest.mark.slow
def test_a_stopped_worker_is_replaced_and_the_computer_moves_within_its_deadline(
        qtbot, own_worker, window):
    window.table.computers.players.start()
    stopped = own_worker(qtbot)
    os.kill(stopped, signal.SIGSTOP)
    started = time.monotonic()
    window.table.session.new_game(GameSetup(SEATS, seed=12))
    qtbot.waitUntil(lambda: len(window.table.session.actions) >= 1, timeout=60_000)
    waited = time.monotonic() - started
    print(f"first move {waited:.1f} s after the request (deadline {DEADLINE} s)")
    assert window.failed == []
    assert waited < DEADLINE + 30                # the deadline, then a fresh worker's start


def test_a_worker_killed_while_thinking_is_asked_again_not_replaced_by_the_first_move(
        qtbot, own_worker, window, monkeypatch):
    import vikings_desktop.ui.session.computer_turns as computer_turns
    monkeypatch.setattr(computer_turns, "make_strategy", LateFactory(1.0))
    window.table.computers.players.start()
    pid = own_worker(qtbot)
    window.table.session.new_game(GameSetup(SEATS, seed=12))
    first = window.table.session.state.clone()
    qtbot.waitUntil(lambda: window.table.computers.thinking_seat != -1, timeout=10_000)
    os.kill(pid, signal.SIGKILL)                     # mid-thought
    qtbot.waitUntil(lambda: len(window.table.session.actions) >= 1, timeout=60_000)
    legal = first.legal_actions()
    assert legal[0] != legal[-1]
    assert window.table.session.actions[0] == legal[-1]     # the fresh worker's answer
    assert window.failed == []
    assert "BrokenProcessPool" not in window.statusBar().currentMessage()


QUITTER = textwrap.dedent("""
    import os, sys, time
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path[:0] = [{here!r}, {tests!r}]
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from test_worker_faults_in_window import SEATS, workers
    from vikings_desktop.game_setup import GameSetup
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.ui.settings import Settings
    window = MainWindow(settings=Settings(QSettings({ini!r}, QSettings.Format.IniFormat)))
    window.table.computers.pace_ms = 0
    window.show()
    window.table.computers.players.start()
    while not workers(os.getpid()):
        app.processEvents()
        time.sleep(0.05)
    print(min(workers(os.getpid())), flush=True)
    sys.stdin.readline()                              # the worker is stopped now
    window.table.session.new_game(GameSetup(SEATS, seed=3))   # a computer is thinking
    app.processEvents()
    window.close()
    app.processEvents()
    sys.exit(0)
""")


def test_the_window_quits_within_5_seconds_with_a_stopped_worker(tmp_path):
    here = Path(__file__).parent
    script = QUITTER.format(here=str(here), tests=str(here.parent), ini=str(tmp_path / "s.ini"))
    child = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, env=dict(os.environ))
    worker = None
    try:
        worker = int(child.stdout.readline())
        os.kill(worker, signal.SIGSTOP)
        started = time.monotonic()
        child.stdin.write("go\n")
        child.stdin.flush()
        try:
            child.wait(timeout=30)
        except subprocess.TimeoutExpired:
            pytest.fail("the window did not quit within 30 s")
        took = time.monotonic() - started
        print(f"quit in {took:.1f} s")
        assert took < 5
        assert child.returncode == 0
    finally:
        if worker is not None:
            kill_quietly(worker)
        if child.poll() is None:
            child.kill()
            child.wait()
        child.stdout.close()
        child.stdin.close()


SETTINGS_READER = textwrap.dedent("""
    import os
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    app.setOrganizationName("VikingsDesktop")
    app.setApplicationName("vikings-desktop")
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, {home!r})
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, {home!r})
    from vikings_desktop import i18n
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.ui.settings import Settings
    settings = Settings()
    i18n.stored_choice(settings.store)
    window = MainWindow(settings=settings)
    settings.pace_ms = 150                       # written somewhere harmless
    print("problem:", getattr(settings, "problem", None), flush=True)
""")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_the_settings_file_does_not_hang_the_start(tmp_path):
    home = tmp_path / "config"
    (home / "VikingsDesktop").mkdir(parents=True)
    fifo = home / "VikingsDesktop" / "vikings-desktop.conf"
    os.mkfifo(fifo)
    script = SETTINGS_READER.format(home=str(home))
    try:
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              env=dict(os.environ), timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("reading the settings hung (a FIFO as the settings file)")
    assert done.returncode == 0, done.stderr
    assert "pipe (FIFO)" in done.stdout
    assert fifo.exists() and not fifo.is_file()      # left as it was
