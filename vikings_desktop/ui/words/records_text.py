"""The record of games in the player's language: why it cannot be read or written."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.persistence.records import RecordsError, RecordsProblem


def records_problem_text(exc: RecordsError) -> str:
    """One sentence per kind of problem; the game itself is never affected."""
    translate = QCoreApplication.translate
    return {
        RecordsProblem.LOCKED: translate(
            "RecordsProblem", "The record of your games is in use by another program. "
            "Try again in a moment."),
        RecordsProblem.CORRUPT: translate(
            "RecordsProblem", "The record of your games is damaged. It was left as it is; "
            "games are still played and saved as usual, but not recorded."),
        RecordsProblem.READ_ONLY: translate(
            "RecordsProblem", "The record of your games cannot be written (the file or its "
            "folder is read-only). Games are still played and saved as usual."),
        RecordsProblem.NEWER: translate(
            "RecordsProblem", "The record of your games was written by a newer version of "
            "Vikings Desktop. It is not changed by this one; update the game to add to it."),
        RecordsProblem.UNAVAILABLE: translate(
            "RecordsProblem", "The record of your games cannot be used here. Games are still "
            "played and saved as usual."),
    }[exc.problem]
