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
