"""The window's settings in QSettings (organisation "VikingsDesktop", app
"vikings-desktop"): which side the wheel is on, the computer players' pace, geometry."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

ORGANISATION, APPLICATION = "VikingsDesktop", "vikings-desktop"
PACES = {"Fast": 150, "Normal": 700, "Slow": 1600}     # ms per computer action
LEFT, RIGHT = "left", "right"


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
        try:
            return max(0, int(self.store.value("play/pace_ms", PACES["Normal"])))
        except (TypeError, ValueError):
            return PACES["Normal"]

    @pace_ms.setter
    def pace_ms(self, ms: int) -> None:
        self.store.setValue("play/pace_ms", int(ms))

    @property
    def compact_displays(self) -> bool:
        return str(self.store.value("view/compact_displays", "false")).lower() == "true"

    @compact_displays.setter
    def compact_displays(self, on: bool) -> None:
        self.store.setValue("view/compact_displays", "true" if on else "false")

    @property
    def geometry(self) -> QByteArray | None:
        value = self.store.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.store.setValue("window/geometry", value)
