"""Screenshots of the real window on real screens, to look at the table as a player would.

    .venv/bin/python tools/screenshots.py [--out /tmp/shots] [--sizes 1024x700,1366x768,1920x1080]
                                          [--languages en,de] [--moves 40]
                                          [--lesson base|advanced] [--first-display 90]

For each screen size an Xvfb server of that size is started (apt: xvfb), the window opens
as it would for a player (sized and placed by the screen), a 4-player hot-seat game is
played some moves into the base and into the advanced game, and the whole screen is saved
as <out>/<rules>-<size>-<language>.png; then the advanced game's replay (replay-…) and the
New-game dialog (new-game-…). Settings and data go to a temporary folder.

With --lesson the window plays that lesson instead, and each step from the scorings on
(every step of a short lesson) is saved as <out>/lesson-<lesson>-<step>-<size>-<language>.png,
with the scoring's and the end's windows where they are open, and the summary last. Each
screen size gets its own Xvfb display from --first-display on (another number when a
display is in use).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def settle(app) -> None:
    """Animations and deferred layouts finish."""
    deadline = time.monotonic() + 1.5
    while time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)


def save_screen(window, name: Path) -> None:
    """The whole screen ``window`` is on, and where the window is on it."""
    screen = window.screen()
    screen.grabWindow(0).save(str(name))
    geometry, area = window.frameGeometry(), screen.availableGeometry()
    print(f"{name}: window {geometry.width()}x{geometry.height()}+{geometry.x()}+{geometry.y()} "
          f"on {area.width()}x{area.height()}")


def _one_shot(out: Path, size: str, language: str, moves: int) -> None:
    """Runs inside a process whose DISPLAY is the Xvfb screen of ``size``."""
    import random

    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    sys.path.insert(0, str(ROOT))
    from vikings_desktop import i18n
    from vikings_desktop.engine.rules import ADVANCED, BASE
    from vikings_desktop.game_setup import GameSetup, default_setup
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.ui.session.game_table import GameTable
    from vikings_desktop.ui.settings import Settings

    app = QApplication(sys.argv[:1])
    store = QSettings(str(Path(os.environ["VIKINGS_DESKTOP_DATA_DIR"]) / "settings.ini"),
                      QSettings.Format.IniFormat)
    translators = i18n.install_translators(app, language)
    for rules_name, rules in (("base", BASE), ("advanced", ADVANCED)):
        window = MainWindow(GameTable(pace_ms=0), Settings(store))
        window.show()
        seats = default_setup(players=4, humans=4, seed=7).seats
        window.table.session.new_game(GameSetup(seats, seed=7, rules=rules))
        rng = random.Random(7)
        table = window.table
        for _ in range(moves):      # random legal moves, as a player would make them
            state = table.session.state
            if state.is_over():
                break
            table.act(rng.choice(state.legal_actions()))
        settle(app)
        save_screen(window, out / f"{rules_name}-{size}-{language}.png")
        if rules_name == "advanced":     # the replay of this game, and the New-game dialog
            replay = window.replays.open_table()
            settle(app)
            if replay is not None:
                replay.go_to(len(table.session.actions) // 2)
                settle(app)
                save_screen(replay, out / f"replay-{size}-{language}.png")
                replay.close()
            window.ask_new_game()
            settle(app)
            save_screen(window.new_game_dialog, out / f"new-game-{size}-{language}.png")
            window.new_game_dialog.reject()
        window.hide()
        window.deleteLater()
    QTimer.singleShot(0, app.quit)
    app.exec()
    del translators


def _lesson_shots(out: Path, size: str, language: str, lesson_id: str) -> None:
    """The lesson played as a player would (each step's move, the game on in free play),
    a screenshot at each later step."""
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    sys.path.insert(0, str(ROOT))
    from vikings_desktop import i18n
    from vikings_desktop.engine import Exchange, Phase
    from vikings_desktop.ui.lessons.lesson_file import load_lesson
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.ui.session.game_table import GameTable
    from vikings_desktop.ui.settings import Settings

    app = QApplication(sys.argv[:1])
    store = QSettings(str(Path(os.environ["VIKINGS_DESKTOP_DATA_DIR"]) / "settings.ini"),
                      QSettings.Format.IniFormat)
    translators = i18n.install_translators(app, language)
    window = MainWindow(GameTable(pace_ms=0), Settings(store))
    window.table.computers.pace_ms = 0
    window.show()
    settle(app)
    guide, table, lesson = window.lessons, window.table, load_lesson(lesson_id)
    guide.start(lesson_id)
    ids = [step.id for step in lesson.steps]
    first = ids.index("scorings") if "scorings" in ids else 0

    def shot(name: str) -> None:
        settle(app)
        save_screen(window, out / f"lesson-{lesson_id}-{name}-{size}-{language}.png")

    def my_turn() -> bool:
        state = table.session.state
        return state.is_over() or table.session.human_to_act()

    def wait(until, seconds: float = 20) -> None:
        deadline = time.monotonic() + seconds
        while not until() and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.005)

    def scoring_open() -> bool:
        return window.scoring_dialog is not None and window.scoring_dialog.isVisible()

    def my_turn_past_scorings() -> bool:
        if scoring_open():
            window.scoring_dialog.accept()      # read: the computer goes on
        return my_turn()

    hint_shot = False
    while guide.step is not None:
        number, step = guide.index, guide.step
        wait(lambda: my_turn() or scoring_open())
        if number >= first:
            shot(f"{number + 1:02d}-{step.id}")
            if scoring_open():
                wait(my_turn_past_scorings)
                shot(f"{number + 1:02d}-{step.id}-after")
            if window.end_dialog is not None and window.end_dialog.isVisible():
                window.end_dialog.reject()
                shot(f"{number + 1:02d}-{step.id}-closed")
        if step.waits is None:
            guide.next_step()
            continue
        while guide.index == number:
            wait(my_turn_past_scorings)
            state = table.session.state
            if state.is_over():
                wait(lambda n=number: guide.index != n, 2)
                continue
            if step.waits.free_play:
                if not hint_shot and guide.hint and state.phase is Phase.BUY:
                    hint_shot = True
                    shot(f"{number + 1:02d}-{step.id}-hint")
                move = next(a for a in state.legal_actions() if not isinstance(a, Exchange))
            else:
                move = next(a for a in state.legal_actions() if step.waits.matches(a))
            table.act(move)
            # the guide moves on a moment later: a move before then would be another step's
            wait(lambda: False, 0.05)
    shot("summary")
    window.hide()
    window.deleteLater()
    QTimer.singleShot(0, app.quit)
    app.exec()
    del translators


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/shots"))
    parser.add_argument("--sizes", default="1024x700,1366x768,1920x1080")
    parser.add_argument("--languages", default="en,de")
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--lesson", choices=("base", "advanced"),
                        help="play this lesson and save its later steps")
    parser.add_argument("--first-display", type=int, default=90)
    parser.add_argument("--inside", help=argparse.SUPPRESS)     # size,language: the child
    args = parser.parse_args()
    if args.inside:
        size, language = args.inside.split(",")
        if args.lesson:
            _lesson_shots(args.out, size, language, args.lesson)
        else:
            _one_shot(args.out, size, language, args.moves)
        return 0
    if shutil.which("Xvfb") is None:
        print("Xvfb is needed (apt-get install xvfb)", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    for number, size in enumerate(args.sizes.split(","), start=args.first_display):
        server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                                  stderr=subprocess.DEVNULL)
        try:
            time.sleep(1.0)
            for language in args.languages.split(","):
                with tempfile.TemporaryDirectory() as data:
                    env = dict(os.environ, DISPLAY=f":{number}", QT_QPA_PLATFORM="xcb",
                               VIKINGS_DESKTOP_DATA_DIR=data, XDG_CONFIG_HOME=data)
                    lesson = ["--lesson", args.lesson] if args.lesson else []
                    subprocess.run([sys.executable, __file__, "--inside", f"{size},{language}",
                                    "--out", str(args.out), "--moves", str(args.moves),
                                    *lesson], env=env, check=True)
        finally:
            server.terminate()
            server.wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
