"""Qt tests run offscreen, with settings in a temporary INI file (never the user's)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path):
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path))
    # QSettings(organisation, application) ignores the default format and uses the
    # native one, whose path must be redirected as well.
    QSettings.setPath(QSettings.NativeFormat, QSettings.UserScope, str(tmp_path))
    yield


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """The real main window at 1366×768, shown, with its own data folder and settings file
    (a test module may define its own ``window`` instead)."""
    from vikings_desktop.ui.main_window import MainWindow
    from vikings_desktop.ui.session.game_table import GameTable
    from vikings_desktop.ui.settings import Settings
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    w = MainWindow(GameTable(pace_ms=0), Settings(store))
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()
