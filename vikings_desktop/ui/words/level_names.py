"""The computer levels by the names players see, translated (the strategies' ids stay
in code and saves)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def level_name(level: str | None) -> str:
    names = {"random": QCoreApplication.translate("Levels", "Random"),
             "greedy": QCoreApplication.translate("Levels", "Greedy"),
             "easy": QCoreApplication.translate("Levels", "Easy"),
             "normal": QCoreApplication.translate("Levels", "Normal"),
             "hard": QCoreApplication.translate("Levels", "Hard"),
             "mc": QCoreApplication.translate("Levels", "Monte Carlo")}
    return names.get(level or "", (level or "").capitalize())
