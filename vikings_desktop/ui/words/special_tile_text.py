"""The special tiles of the advanced game (RULES.md R-S) in the player's words: a short
name and what the tile does, translated. The engine knows them by ids (``gold5``,
``building2`` …); ids never reach the screen."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def special_tile_name(special: str) -> str:
    """A short name for the special tile with this id."""
    names = {
        "gold5": QCoreApplication.translate("SpecialTile", "Five gold"),
        "goldsmith+1": QCoreApplication.translate("SpecialTile", "Goldsmiths +1 gold"),
        "goldsmith+2": QCoreApplication.translate("SpecialTile", "Goldsmiths +2 gold"),
        "boat": QCoreApplication.translate("SpecialTile", "Boat"),
        "noble+1": QCoreApplication.translate("SpecialTile", "Nobles +1 fame"),
        "scout+1": QCoreApplication.translate("SpecialTile", "Scouts +1 fame"),
        "fisherman+1": QCoreApplication.translate("SpecialTile", "Fishermen +1 fame"),
        "boatsman-token": QCoreApplication.translate("SpecialTile", "Boatsman"),
        "feast": QCoreApplication.translate("SpecialTile", "Feast"),
        "treasury": QCoreApplication.translate("SpecialTile", "Treasury"),
        "building1": QCoreApplication.translate("SpecialTile", "Longhouse"),
        "building2": QCoreApplication.translate("SpecialTile", "Stave church"),
        "building3": QCoreApplication.translate("SpecialTile", "Watchtower"),
        "building4": QCoreApplication.translate("SpecialTile", "Market"),
    }
    return names[special]


def special_tile_effect(special: str) -> str:
    """One sentence: what the special tile does and when."""
    if special.startswith("building"):
        return QCoreApplication.translate("SpecialTile", "Replaces one of your island tiles showing the same building (the Viking "
                   "on it stays). At the end: 1 fame for each Viking on it and on the tiles "
                   "around it, if the building is not threatened.")
    effects = {
        "gold5": QCoreApplication.translate("SpecialTile", "5 gold at once."),
        "goldsmith+1": QCoreApplication.translate("SpecialTile", "In every small and large scoring: 1 more gold for each "
                           "unthreatened Goldsmith."),
        "goldsmith+2": QCoreApplication.translate("SpecialTile", "In every small and large scoring: 2 more gold for each "
                           "unthreatened Goldsmith."),
        "boat": QCoreApplication.translate("SpecialTile", "In a large scoring one Boatsman may move all Vikings of one colour or "
                    "one of each colour, as in the base game."),
        "noble+1": QCoreApplication.translate("SpecialTile", "In every large scoring: 1 more fame for each unthreatened Noble."),
        "scout+1": QCoreApplication.translate("SpecialTile", "In every large scoring: 1 more fame for each unthreatened Scout."),
        "fisherman+1": QCoreApplication.translate("SpecialTile", "In every large scoring: 1 fame for each unthreatened Fisherman."),
        "boatsman-token": QCoreApplication.translate("SpecialTile", "Counts as one more Boatsman for the most Boatsmen at the end."),
        "feast": QCoreApplication.translate("SpecialTile", "At the end each spare place at your table gives 3 fame instead of 2."),
        "treasury": QCoreApplication.translate("SpecialTile", "At the end every 3 gold give 1 fame instead of every 5."),
    }
    return effects[special]
