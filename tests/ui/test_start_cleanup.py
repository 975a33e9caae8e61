"""At start the app removes the temporary files that saves killed mid-write left in its
own folders: only our own names, only ones older than a minute."""

from __future__ import annotations

import os
import time

from PySide6.QtWidgets import QApplication

from vikings_desktop import app
from vikings_desktop.persistence import data_dir, saves_dir
from vikings_desktop.ui import main_window


class QuietWindow:
    """Stands in for the main window: the test is about what happens before it."""

    def __init__(self, *args, **kwargs):     # (the app hands it the checked settings)
        self.files = self
        self.autosave = self

    def show(self) -> None:
        pass

    def offer_resume(self) -> bool:
        return True


def test_the_start_removes_what_killed_saves_left_behind(qapp, monkeypatch):
    saves = saves_dir()
    stale = [data_dir() / ".autosave.json.k2j_x9aq.tmp",
             saves / ".Ann-Bo 2026-01-01.vikings.json.abcd1234.tmp"]
    young = data_dir() / ".autosave.json.young123.tmp"     # another window writing now
    foreign = saves / ".notes.txt.abcd1234.tmp"
    then = time.time() - 3600
    for path in [*stale, young, foreign]:
        path.write_bytes(b"{half")
        os.utime(path, (then, then))
    os.utime(young, None)
    monkeypatch.setattr(main_window, "MainWindow", QuietWindow)
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    assert app.main([]) == 0
    assert not any(path.exists() for path in stale)
    assert young.exists() and foreign.exists()
