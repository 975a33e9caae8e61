"""A save problem in the player's language: one sentence per kind of problem, then the
exact detail (the save code's English message, with the path and line, for a bug report)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.persistence import SaveError, SaveProblem


def save_problem_text(exc: SaveError) -> str:
    translate = QCoreApplication.translate
    sentence = {
        SaveProblem.DAMAGED: translate(
            "SaveProblem", "The file is damaged or was changed outside the game."),
        SaveProblem.NOT_A_SAVE: translate("SaveProblem", "This file is not a saved Vikings game."),
        SaveProblem.NEWER: translate(
            "SaveProblem", "This game was saved by a newer version of Vikings Desktop. "
            "Please update the game to open it."),
        SaveProblem.UNREADABLE: translate("SaveProblem", "The file cannot be read."),
        SaveProblem.CANNOT_WRITE: translate(
            "SaveProblem", "The game cannot be written there. The last saved copy stays as "
            "it was."),
    }[exc.kind]
    return translate("SaveProblem", "{sentence}\n\nDetails: {detail}").format(
        sentence=sentence, detail=exc)
