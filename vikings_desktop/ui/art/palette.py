"""The art's colours (a warm Nordic palette) and the icon sizes."""

from __future__ import annotations

from PySide6.QtGui import (
    QColor,
)

from vikings_desktop.engine import (
    BLUE_SHIP,
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    GREEN_SHIP,
    NOBLE,
    RED_SHIP,
    SCOUT,
    WARRIOR,
    YELLOW_SHIP,
)

# --- Palette: warm Nordic -----------------------------------------------------------------
INK = QColor("#2b2420")             # outlines
HALO = QColor(255, 250, 238, 200)   # light rim so dark figures read on dark ground
SEA_DEEP = QColor("#2c6a86")
SEA_MID = QColor("#3f86a0")
SEA_LIGHT = QColor("#86bfcc")
FOAM = QColor("#eef6f2")
SAND = QColor("#e6d29c")
SAND_DARK = QColor("#c8ad6e")
GRASS_LIGHT = QColor("#9dbf6e")
GRASS = QColor("#7ea556")
GRASS_DARK = QColor("#5b8440")
PINE = QColor("#3f6b3a")
ROCK = QColor("#8f8d84")
ROCK_DARK = QColor("#6c6a62")
SNOW = QColor("#f4f4f0")
WOOD_LIGHT = QColor("#b98250")
WOOD = QColor("#8b5a2b")
WOOD_DARK = QColor("#5c3a1e")
THATCH = QColor("#c89a4e")
THATCH_DARK = QColor("#9c7232")
STONE = QColor("#a39d92")
GOLD = QColor("#e6b93c")
GOLD_DARK = QColor("#a17a17")
GOLD_LIGHT = QColor("#f8e08a")
FAME = QColor("#8c2f39")
FAME_DARK = QColor("#5e1b24")
LAUREL = QColor("#e9c65a")
SKIN = QColor("#f0c8a0")
BEARD = QColor("#a8602c")
STEEL = QColor("#a5adb5")
IVORY = QColor("#f1e8d0")
CREAM = QColor("#f5ecd4")
MAINLAND = QColor("#6f8451")
MAINLAND_DARK = QColor("#56683e")

VIKING_QCOLOR: dict[int, QColor] = {
    FISHERMAN: QColor("#2f6fb8"),
    GOLDSMITH: QColor("#e8c030"),
    SCOUT: QColor("#3f9a3f"),
    NOBLE: QColor("#c8392e"),
    WARRIOR: QColor("#2a2a2c"),
    BOATSMAN: QColor("#9a9a9a"),
}
SAIL_QCOLOR: dict[int, QColor] = {
    RED_SHIP: QColor("#c8392e"),
    GREEN_SHIP: QColor("#3f9a3f"),
    YELLOW_SHIP: QColor("#ecc53a"),
    BLUE_SHIP: QColor("#2456b0"),
}
HEAD_BOATSMAN_QCOLOR = QColor("#56707f")
HIGHLIGHT_GREEN = QColor("#37c45a")
HIGHLIGHT_ORANGE = QColor("#f28c1e")
THREAT_RED = QColor("#d42a22")

ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
