"""Opens the real windows on the screen this process was given and prints where they are.

Run by test_window_placement.py with ``QT_QPA_PLATFORM=offscreen:configfile=FILE`` (a
screen of a given size) and a settings file: the main window, the New-game dialog and a
replay window each shown, their frames and the screen's available area printed as JSON,
then closed (so the settings keep where they were). With ``PROBE_MOVE=x,y,w,h`` the
main window and the replay are put there before they close, as a player would."""

from __future__ import annotations

import json
import os
import sys

from PySide6.QtCore import QRect, QSettings
from PySide6.QtWidgets import QApplication


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def main(settings_file: str) -> int:
    app = QApplication(sys.argv[:1])
    from vikings_desktop.game_setup import default_setup
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.ui.session.game_table import GameTable
    from vikings_desktop.ui.settings import Settings
    window = MainWindow(GameTable(pace_ms=0),
                        Settings(QSettings(settings_file, QSettings.Format.IniFormat)))
    window.show()
    app.processEvents()
    window.table.session.new_game(default_setup(players=4, humans=4, seed=5))
    window.ask_new_game()
    app.processEvents()
    dialog = window.new_game_dialog
    replay = window.replays.open_table()
    app.processEvents()
    out = {"screen": rect(window.screen().availableGeometry()),
           "window": rect(window.frameGeometry()),
           "dialog": rect(dialog.frameGeometry()),
           "replay": rect(replay.frameGeometry())}
    dialog.reject()
    if os.environ.get("PROBE_MOVE"):
        x, y, w, h = (int(part) for part in os.environ["PROBE_MOVE"].split(","))
        window.setGeometry(x, y, w, h)
        replay.setGeometry(x, y, w, h)
        app.processEvents()
    replay.close()
    window.close()
    app.processEvents()
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
