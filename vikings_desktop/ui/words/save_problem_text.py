"""A save problem in the player's language: one sentence per kind of problem. The exact
detail (the save code's English message, with the path, line and rule ids, for a bug
report) stays behind the message box's "Show details" button, never in its text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from vikings_desktop.persistence import SaveError, SaveProblem


def save_problem_text(exc: SaveError) -> str:
    """The player's sentence for ``exc`` (no path, no engine English)."""
    translate = QCoreApplication.translate
    return {
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


def save_problem_details(exc: SaveError) -> str:
    """The exact problem for a bug report, behind "Show details"."""
    return QCoreApplication.translate(
        "SaveProblem", "For a bug report (in English):\n{detail}").format(detail=exc)


def save_problem_box(parent: QWidget | None, title: str, exc: SaveError) -> QMessageBox:
    """A warning with the player's sentence; the detail behind Qt's "Show details"."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, save_problem_text(exc),
                      QMessageBox.StandardButton.Ok, parent)
    box.setDetailedText(save_problem_details(exc))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return box


def show_save_problem(parent: QWidget | None, title: str, exc: SaveError) -> QMessageBox:
    """Show the warning without blocking (window-modal); returns the box."""
    box = save_problem_box(parent, title, exc)
    box.open()
    return box
