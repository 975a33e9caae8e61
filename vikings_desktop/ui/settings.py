"""The window's settings in QSettings (organisation "VikingsDesktop", app
"vikings-desktop"): which side the wheel is on, the computer players' pace, geometry,
recent games, undo across turns.

Every value read is checked and clamped: the settings file is the player's to edit, and a
pace of 2³¹ ms would overflow Qt's timers and stall the computers for good.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

ORGANISATION, APPLICATION = "VikingsDesktop", "vikings-desktop"
PACES = {"Fast": 150, "Normal": 700, "Slow": 1600}     # ms per computer action
MAX_PACE_MS = 10_000          # slower than any menu choice; far below a timer's 2³¹ ms
MAX_GEOMETRY_BYTES = 4096     # saveGeometry() writes about 66 bytes
MAX_RECENT_ENTRIES = 8
MAX_PATH_CHARACTERS = 4096
LEFT, RIGHT = "left", "right"
RECENT_KEY = "games/recent"
UNDO_ACROSS_TURNS_KEY = "games/undo_across_turns"


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
             and "\0" not in v]
    return paths[:limit]


class Settings:
    def __init__(self, store: QSettings | None = None):
        self.store = store if store is not None else QSettings(ORGANISATION, APPLICATION)

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
    def recent_games(self) -> list[str]:
        """The Recent games list as stored (not checked for existing files)."""
        return as_paths(self.store.value(RECENT_KEY, []))

    @recent_games.setter
    def recent_games(self, paths: list[str]) -> None:
        self.store.setValue(RECENT_KEY, as_paths(list(paths)))

    @property
    def undo_across_turns(self) -> bool:
        return as_bool(self.store.value(UNDO_ACROSS_TURNS_KEY, False))

    @undo_across_turns.setter
    def undo_across_turns(self, on: bool) -> None:
        self.store.setValue(UNDO_ACROSS_TURNS_KEY, bool(on))
