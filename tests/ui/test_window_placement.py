"""Every window opens sized to the screen it is on and remembers its place: the main
window, the replay window and the New-game dialog (centred on the window, whole on
screen), on screens of 1024×700, 1366×768 and 1920×1080 — each a real window in its own
process on an offscreen screen of that size (``screen_probe.py``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize

from vikings_desktop.ui.views.window_placement import centred, inside, opening_size

PROBE = Path(__file__).with_name("screen_probe.py")
ROOT = Path(__file__).resolve().parents[2]
SCREENS = [(1024, 700), (1366, 768), (1920, 1080)]


def probe(tmp_path: Path, size: tuple[int, int], settings: Path, move: str = "") -> dict:
    width, height = size
    config = tmp_path / f"screen-{width}x{height}.json"
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [
        {"name": "screen", "x": 0, "y": 0, "width": width, "height": height,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "VIKINGS_DESKTOP_DATA_DIR": str(tmp_path / "data"),
           "PYTHONPATH": str(ROOT), "PROBE_MOVE": move}
    done = subprocess.run([sys.executable, str(PROBE), str(settings)], env=env,
                          capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def whole_inside(rect: list[int], area: list[int]) -> bool:
    return QRect(*area).contains(QRect(*rect))


@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_window_opens_whole_on_a_screen_of_this_size(tmp_path, size):
    seen = probe(tmp_path, size, tmp_path / "settings.ini")
    screen = seen["screen"]
    for name in ("window", "dialog", "replay"):
        assert whole_inside(seen[name], screen), (name, seen)
    width, height = size
    for name in ("window", "replay"):
        used = seen[name][2] * seen[name][3] / (screen[2] * screen[3])
        # most of the screen: all of a small one, at least 3/4 of a large one
        assert used >= (0.75 if width > 1400 else 0.9), (name, used)
    window, dialog = QRect(*seen["window"]), QRect(*seen["dialog"])
    assert abs(window.center().x() - dialog.center().x()) <= 2       # centred on the window
    assert abs(window.center().y() - dialog.center().y()) <= 2 or dialog.top() == screen[1] \
        or dialog.bottom() == screen[1] + screen[3] - 1


def test_the_windows_remember_their_place_and_come_back_whole_on_a_smaller_screen(tmp_path):
    settings = tmp_path / "settings.ini"
    probe(tmp_path, (1920, 1080), settings, move="200,150,1500,850")
    again = probe(tmp_path, (1920, 1080), settings)
    for name in ("window", "replay"):
        x, y, w, h = again[name]
        # (the frame's own margins around the place set)
        assert abs(w - 1500) <= 10 and abs(h - 850) <= 40, again
        assert abs(x - 200) <= 10 and abs(y - 150) <= 40, again
    smaller = probe(tmp_path, (1024, 700), settings)
    for name in ("window", "dialog", "replay"):
        assert whole_inside(smaller[name], smaller["screen"]), (name, smaller)


def test_the_opening_size_uses_most_of_a_large_screen_and_all_of_a_small_one():
    wanted = QSize(1340, 740)
    small = opening_size(wanted, QRect(0, 0, 1024, 700))
    assert small.width() <= 1024 and small.height() <= 700 and small.width() >= 1000
    large = opening_size(wanted, QRect(0, 0, 1920, 1040))
    assert 1700 <= large.width() <= 1920 and 900 <= large.height() <= 1040
    assert inside(QRect(1500, 900, 800, 600), QRect(0, 0, 1024, 700)) == QRect(224, 100, 800, 600)
    assert centred(QSize(400, 300), QRect(0, 0, 1000, 800), QRect(0, 0, 1000, 800)).center() \
        == QRect(0, 0, 1000, 800).center()
