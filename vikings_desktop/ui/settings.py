"""The window's settings in QSettings (organisation "VikingsDesktop", app
"vikings-desktop"): which side the wheel is on, the computer players' pace, geometry,
recent games, undo across turns.

Every value read is checked and clamped: the settings file is the player's to edit, and a
pace of 2³¹ ms would overflow Qt's timers and stall the computers for good.
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from vikings_desktop.persistence.recent import plausible_path

ORGANISATION, APPLICATION = "VikingsDesktop", "vikings-desktop"
PACES = {"Fast": 150, "Normal": 700, "Slow": 1600}     # ms per computer action
MAX_PACE_MS = 10_000          # slower than any menu choice; far below a timer's 2³¹ ms
MAX_GEOMETRY_BYTES = 4096     # saveGeometry() writes about 66 bytes
MAX_RECENT_ENTRIES = 8
MAX_PATH_CHARACTERS = 4096
LEFT, RIGHT = "left", "right"
RECENT_KEY = "games/recent"
UNDO_ACROSS_TURNS_KEY = "games/undo_across_turns"
LESSONS_FINISHED_KEY = "lessons/finished"     # the lessons played to the end
LESSON_PROGRESS_KEY = "lessons/progress"     # the lesson left unfinished: step and moves


def clamped_int(value: object, default: int, low: int, high: int) -> int:
    """``value`` as a whole number within [low, high]; ``default`` if it is none."""
    try:
        number = int(str(value).strip()) if not isinstance(value, int) else value
    except (TypeError, ValueError):
        return default
    return int(min(max(number, low), high))


def as_bool(value: object, default: bool = False) -> bool:
    """A stored flag: True/False or their text (an INI file stores text)."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    return True if text == "true" else False if text == "false" else default


def as_paths(value: object, limit: int = MAX_RECENT_ENTRIES) -> list[str]:
    """A stored list of file paths: at most ``limit`` plausible entries."""
    if isinstance(value, str):            # an INI file returns a one-entry list as text
        value = [value] if value else []
    if not isinstance(value, (list, tuple)):
        return []
    paths = [v for v in value if isinstance(v, str) and 0 < len(v) <= MAX_PATH_CHARACTERS
             and plausible_path(v)]
    return paths[:limit]


def stored_recent(store: QSettings) -> list[str]:
    """The Recent games list as stored, checked; entries no file system could hold (a
    name over 255 bytes, a NUL …) are pruned from the settings as they are read."""
    raw = store.value(RECENT_KEY, [])
    paths = as_paths(raw)
    if isinstance(raw, str):
        raw = [raw] if raw else []
    if not isinstance(raw, (list, tuple)) or list(raw) != paths:
        store.setValue(RECENT_KEY, paths)
        store.sync()                     # pruned on disk now, not at some later moment
    return paths


MAX_SETTINGS_BYTES = 1024 * 1024     # ours are a few hundred bytes
_PROBE = ("VikingsDesktop-probe-0f3c", "probe")   # a name no settings file has
_fallback_folders: list[tempfile.TemporaryDirectory] = []   # kept while the app runs


def settings_files(organisation: str = ORGANISATION,
                   application: str = APPLICATION) -> list[Path]:
    """The files QSettings(organisation, application) and QSettings() would read (user
    and system scope, the native and the INI format), found without reading any: Qt's
    own paths (``QSettings.setPath`` included) learnt from a probe with a name no file
    has. Empty where the settings are not files (the Windows registry, macOS)."""
    formats = [QSettings.Format.IniFormat]
    if sys.platform != "win32" and sys.platform != "darwin":
        formats.append(QSettings.Format.NativeFormat)
    found: list[Path] = []
    for form in formats:
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            probe = Path(QSettings(form, scope, *_PROBE).fileName())
            if probe.parent.name != _PROBE[0] or not probe.stem == _PROBE[1]:
                continue                         # not a file path of the usual shape
            base, suffix = probe.parent.parent, probe.suffix
            for path in (base / organisation / f"{application}{suffix}",
                         base / f"{organisation}{suffix}"):
                if path not in found:
                    found.append(path)
    return found


def settings_file_problem(path: Path) -> str | None:
    """Why Qt must not read ``path`` as a settings file (it would block on a FIFO or a
    device for good, or read a huge file into memory), or None when it may."""
    try:
        info = os.stat(path)
    except OSError:
        return None                  # missing (Qt starts afresh) or unreadable (Qt skips it)
    if stat.S_ISDIR(info.st_mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(info.st_mode):
        return "it is a pipe (FIFO), not a regular file"
    if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode):
        return "it is a device, not a regular file"
    if not stat.S_ISREG(info.st_mode):
        return "it is not a regular file"
    if info.st_size > MAX_SETTINGS_BYTES:
        return f"it is too large ({info.st_size} bytes)"
    return None


def open_store(organisation: str = ORGANISATION,
               application: str = APPLICATION) -> tuple[QSettings, str | None]:
    """The app's settings, checked the way saves are before Qt reads a byte; with a
    settings file Qt must not read, a blank store in a temporary file (this session's
    changes are not kept) and the problem in plain words."""
    for path in settings_files(organisation, application):
        problem = settings_file_problem(path)
        if problem is not None:
            folder = tempfile.TemporaryDirectory(prefix="vikings-settings-")
            _fallback_folders.append(folder)
            store = QSettings(str(Path(folder.name) / "settings.ini"),
                              QSettings.Format.IniFormat)
            return store, f"{path}: {problem}"
    return QSettings(organisation, application), None


def warn_settings_unusable(parent, problem: str) -> None:
    """Tell the player the settings file was left alone, and why."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox
    QMessageBox.warning(
        parent, QCoreApplication.translate("Settings", "Settings not loaded"),
        QCoreApplication.translate(
            "Settings", "The settings file cannot be read, so the game starts with its "
            "usual settings and does not keep changes this time.\n\nDetails: {problem}"
        ).format(problem=problem))


class Settings:
    def __init__(self, store: QSettings | None = None):
        # ``problem``: why the settings file was not used (then nothing is kept this time)
        self.problem: str | None = None
        if store is None:
            store, self.problem = open_store()
        self.store = store

    @property
    def wheel_side(self) -> str:
        side = self.store.value("view/wheel_side", LEFT)
        return side if side in (LEFT, RIGHT) else LEFT

    @wheel_side.setter
    def wheel_side(self, side: str) -> None:
        self.store.setValue("view/wheel_side", side)

    @property
    def pace_ms(self) -> int:
        return clamped_int(self.store.value("play/pace_ms", PACES["Normal"]), PACES["Normal"],
                           0, MAX_PACE_MS)

    @pace_ms.setter
    def pace_ms(self, ms: int) -> None:
        self.store.setValue("play/pace_ms", clamped_int(ms, PACES["Normal"], 0, MAX_PACE_MS))

    @property
    def compact_displays(self) -> bool:
        return as_bool(self.store.value("view/compact_displays", False))

    @compact_displays.setter
    def compact_displays(self, on: bool) -> None:
        self.store.setValue("view/compact_displays", "true" if on else "false")

    @property
    def colour_blind(self) -> bool:
        """View → Colour-blind mode: shapes besides colours on sails and highlights."""
        return as_bool(self.store.value("view/colour_blind", False))

    @colour_blind.setter
    def colour_blind(self, on: bool) -> None:
        self.store.setValue("view/colour_blind", bool(on))

    @property
    def geometry(self) -> QByteArray | None:
        value = self.store.value("window/geometry")
        return (value if isinstance(value, QByteArray) and value.size() <= MAX_GEOMETRY_BYTES
                else None)

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.store.setValue("window/geometry", value)

    @property
    def replay_geometry(self) -> QByteArray | None:
        """Where the last replay window was (each new one opens there)."""
        value = self.store.value("replay/geometry")
        return (value if isinstance(value, QByteArray) and value.size() <= MAX_GEOMETRY_BYTES
                else None)

    @replay_geometry.setter
    def replay_geometry(self, value: QByteArray) -> None:
        self.store.setValue("replay/geometry", value)

    @property
    def recent_games(self) -> list[str]:
        """The Recent games list as stored (not checked for existing files)."""
        return stored_recent(self.store)

    @recent_games.setter
    def recent_games(self, paths: list[str]) -> None:
        self.store.setValue(RECENT_KEY, as_paths(list(paths)))

    @property
    def undo_across_turns(self) -> bool:
        return as_bool(self.store.value(UNDO_ACROSS_TURNS_KEY, False))

    @undo_across_turns.setter
    def undo_across_turns(self, on: bool) -> None:
        self.store.setValue(UNDO_ACROSS_TURNS_KEY, bool(on))
