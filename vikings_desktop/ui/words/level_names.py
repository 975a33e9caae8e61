"""The computer levels by the names players see, in players' words and translated (the
strategies' ids ``greedy``, ``mc`` … stay in code and saves and never reach the screen)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def level_name(level: str | None) -> str:
    names = {"random": QCoreApplication.translate("Levels", "Random moves"),
             "greedy": QCoreApplication.translate("Levels", "Short-sighted"),
             "easy": QCoreApplication.translate("Levels", "Easy"),
             "normal": QCoreApplication.translate("Levels", "Normal"),
             "hard": QCoreApplication.translate("Levels", "Hard"),
             "mc": QCoreApplication.translate("Levels", "Thorough")}
    return names.get(level or "", (level or "").capitalize())
