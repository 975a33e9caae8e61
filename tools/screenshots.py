"""Screenshots of the real window on real screens, to look at the table as a player would.

    .venv/bin/python tools/screenshots.py [--out /tmp/shots] [--sizes 1024x700,1366x768,1920x1080]
                                          [--languages en,de] [--moves 40]

For each screen size an Xvfb server of that size is started (apt: xvfb), the window opens
as it would for a player (sized and placed by the screen), a 4-player hot-seat game is
played some moves into the base and into the advanced game, and the whole screen is saved
as <out>/<rules>-<size>-<language>.png; then the advanced game's replay (replay-…) and the
New-game dialog (new-game-…). Settings and data go to a temporary folder.
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/shots"))
    parser.add_argument("--sizes", default="1024x700,1366x768,1920x1080")
    parser.add_argument("--languages", default="en,de")
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--inside", help=argparse.SUPPRESS)     # size,language: the child
    args = parser.parse_args()
    if args.inside:
        size, language = args.inside.split(",")
        _one_shot(args.out, size, language, args.moves)
        return 0
    if shutil.which("Xvfb") is None:
        print("Xvfb is needed (apt-get install xvfb)", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    for number, size in enumerate(args.sizes.split(","), start=90):
        server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                                  stderr=subprocess.DEVNULL)
        try:
            time.sleep(1.0)
            for language in args.languages.split(","):
                with tempfile.TemporaryDirectory() as data:
                    env = dict(os.environ, DISPLAY=f":{number}", QT_QPA_PLATFORM="xcb",
                               VIKINGS_DESKTOP_DATA_DIR=data, XDG_CONFIG_HOME=data)
                    subprocess.run([sys.executable, __file__, "--inside", f"{size},{language}",
                                    "--out", str(args.out), "--moves", str(args.moves)],
                                   env=env, check=True)
        finally:
            server.terminate()
            server.wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
