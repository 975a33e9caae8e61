"""Undo, redo and Open on a finished 4-player game; figures in docs/performance.md.

Not a unit test (pytest does not collect it). For each game (4 human seats, random legal
actions to the end, hot-seat undo across turns) it measures:

- the session alone (``GameSession.undo``/``redo``): back to the first decision and forward
  to the end again, every step timed;
- the same steps in the real ``MainWindow`` (offscreen unless a display is set): the menu
  command, with everything it triggers (models, views, autosave hand-off) and the events
  it posts processed;
- Open of the finished game's save file: ``read_save`` + the session's load, and the
  window's ``open_file`` (reading, checking, one replay, the table rebuilt), a moment
  after the last game's results came up (as a player opens a file, not at once: the
  finished game's collection is due in that moment).

    .venv/bin/python tests/ui/bench_session.py                  # 3 games, base and advanced
    .venv/bin/python tests/ui/bench_session.py --games 5 --json out.json

Targets (this machine): window undo and redo p95 <= 5 ms, window Open <= 50 ms (median).
Exit code 1 when one is missed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

TARGETS = {"p95_undo_redo_ms": 5.0, "open_ms": 50.0}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))] if values else 0.0


def finished_game(seed: int, advanced: bool):
    from vikings_desktop.engine import ADVANCED, BASE
    from vikings_desktop.game_setup import DEFAULT_COLOURS, DEFAULT_NAMES, HUMAN, GameSetup, Seat
    seats = tuple(Seat(DEFAULT_NAMES[i], HUMAN, None, DEFAULT_COLOURS[i]) for i in range(4))
    setup = GameSetup(seats, seed=seed, rules=ADVANCED if advanced else BASE).dealt()
    from vikings_desktop.session import automatic_move
    state = setup.new_state()
    rng = random.Random(seed)
    actions = []
    while not state.is_over():       # as played in the window: its automatic moves included
        action = automatic_move(state) or rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return setup, actions


def settle(app, ms: int) -> None:
    """Run the event loop ``ms`` milliseconds (what is due in that time happens)."""
    from PySide6.QtCore import QEventLoop, QTimer
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def timed(step) -> tuple[bool, float]:
    started = time.perf_counter()
    moved = step()
    return moved, (time.perf_counter() - started) * 1000


def run(games: int, seed: int) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp(prefix="bench-session-")
    os.environ.setdefault("VIKINGS_DESKTOP_DATA_DIR", folder)
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from vikings_desktop.persistence import SavedGame, read_save, write_save
    from vikings_desktop.session import GameSession
    from vikings_desktop.ui.main_window import COLLECT_AFTER_RESULTS_MS, MainWindow
    from vikings_desktop.ui.session.game_table import GameTable
    from vikings_desktop.ui.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv)
    store = QSettings(str(Path(folder) / "bench.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameTable(pace_ms=0), Settings(store))
    window.resize(1366, 768)
    window.show()
    undo_redo = window.files.undo_redo
    undo_redo.across_turns_action.setChecked(True)
    session_steps: list[float] = []
    window_steps: list[float] = []
    session_opens: list[float] = []
    window_opens: list[float] = []
    lengths: list[int] = []
    for game in range(games):
        setup, actions = finished_game(seed + game, advanced=game % 2 == 1)
        lengths.append(len(actions))
        path = Path(folder) / f"game{game}.vkp"
        write_save(path, SavedGame(setup, actions))

        session = GameSession(across_turns=True)
        started = time.perf_counter()
        loaded = read_save(path)
        session.load(loaded.game.setup, loaded.game.actions)
        session_opens.append((time.perf_counter() - started) * 1000)
        for step in (session.undo, session.redo):
            while True:
                moved, ms = timed(step)
                if not moved:
                    break
                session_steps.append(ms)

        settle(app, COLLECT_AFTER_RESULTS_MS + 100)   # the last game's results read a moment
        started = time.perf_counter()
        assert window.files.saves.open_file(path)
        app.processEvents()
        window_opens.append((time.perf_counter() - started) * 1000)
        for step in (undo_redo.undo, undo_redo.redo):
            while True:
                started = time.perf_counter()
                moved = step()
                app.processEvents()
                if not moved:
                    break
                window_steps.append((time.perf_counter() - started) * 1000)
        assert window.table.session.actions == actions
    window.table.shutdown()
    window.files.close()
    return {
        "games": games, "actions_per_game": lengths,
        "session_undo_redo_steps": len(session_steps),
        "session_p95_undo_redo_ms": round(percentile(session_steps, 0.95), 3),
        "session_max_undo_redo_ms": round(max(session_steps), 3),
        "session_open_ms": round(statistics.median(session_opens), 2),
        "window_undo_redo_steps": len(window_steps),
        "p95_undo_redo_ms": round(percentile(window_steps, 0.95), 2),
        "median_undo_redo_ms": round(statistics.median(window_steps), 2),
        "max_undo_redo_ms": round(max(window_steps), 2),
        "open_ms": round(statistics.median(window_opens), 1),
        "max_open_ms": round(max(window_opens), 1),
        "load": os.getloadavg()[0],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    result = run(args.games, args.seed)
    missed = [key for key, target in TARGETS.items() if result[key] > target]
    result["missed"] = missed
    print(json.dumps(result, indent=2))
    if args.json:
        args.json.write_text(json.dumps(result, indent=2) + "\n")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
