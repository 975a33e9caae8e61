"""Where saves and the autosave live: the platformdirs user data directory.

Settings (recent games, the undo option) go through QSettings in the window.

``VIKINGS_DESKTOP_DATA_DIR`` overrides the whole location (tests point it at a temporary
directory so they never touch the player's real saves).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "vikings-desktop"
DATA_DIR_ENV = "VIKINGS_DESKTOP_DATA_DIR"
SAVE_SUFFIX = ".vikings.json"


def data_dir() -> Path:
    """The per-user data directory (not created here)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir(create: bool = True) -> Path:
    """``…/vikings-desktop/saves``: where save dialogs start."""
    path = data_dir() / "saves"
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The autosave, written after every action; it lives beside the saves folder."""
    return data_dir() / "autosave.json"
