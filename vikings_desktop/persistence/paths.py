"""Where saves and the autosave live: the platformdirs user data directory.

Settings (recent games, the undo option) go through QSettings in the window.

``VIKINGS_DESKTOP_DATA_DIR`` overrides the whole location (tests point it at a temporary
directory so they never touch the player's real saves).
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import platformdirs

from vikings_desktop.safe_files import MAX_NAME_BYTES, safe_file_name

APP_NAME = "vikings-desktop"
DATA_DIR_ENV = "VIKINGS_DESKTOP_DATA_DIR"
SAVE_SUFFIX = ".vikings.json"
MAX_STAMP_BYTES = 40


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


def game_file_name(title: str, stamp: str = "") -> str:
    """A save's file name built from a title with player names (``Unfinished game
    AC/DC-Bo``) and a time stamp: one path component every common file system accepts
    (see ``safe_file_name``), the title shortened so the stamp and the suffix always fit.
    Every file name the app makes up goes through here."""
    stamp = safe_file_name(stamp, fallback="", max_bytes=MAX_STAMP_BYTES) if stamp else ""
    budget = MAX_NAME_BYTES - len(SAVE_SUFFIX) - len(stamp.encode("utf-8")) - 1
    stem = safe_file_name(title, max_bytes=budget)
    return f"{stem} {stamp}{SAVE_SUFFIX}" if stamp else f"{stem}{SAVE_SUFFIX}"


def proposed_save_name(names: list[str], when: datetime) -> str:
    """What Save As… proposes: the players and the minute."""
    return game_file_name("-".join(names), f"{when:%Y-%m-%d %H.%M}")


def unfinished_game_name(names: list[str], when: datetime, title: str = "Unfinished game") -> str:
    """Where a game left unsaved for a new one is kept (``title``: in the player's
    language, given by the window)."""
    return game_file_name(f"{title} {'-'.join(names)}", f"{when:%Y-%m-%d %H.%M.%S}")


def interrupted_game_name(saved_at: str | None, when: datetime,
                          title: str = "Interrupted game") -> str:
    """Where a declined autosave is kept: stamped with its own save time (read from the
    file, so made safe like the rest) or else now."""
    stamp = (saved_at or when.isoformat())[:19].replace(":", ".")
    return game_file_name(title, stamp)


