"""The record of games in the player's language: why it cannot be read or written, the
damaged games left out, and a fresh record started."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.persistence.records import RecordsError, RecordsProblem

CONTEXT = "RecordsProblem"


def records_problem_text(exc: RecordsError) -> str:
    """One sentence per kind of problem; the game itself is never affected."""
    translate = QCoreApplication.translate
    return {
        RecordsProblem.LOCKED: translate(
            "RecordsProblem", "The record of your games is in use by another program. "
            "Try again in a moment."),
        RecordsProblem.CORRUPT: translate(
            "RecordsProblem", "The record of your games is damaged, so games are not "
            "recorded for now; they are still played and saved as usual. Game → "
            "Statistics… can start a fresh record."),
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


def damaged_records_text(count: int) -> str:
    """Games the record holds but cannot show: left out of every table and the export.
    (Singular and plural are two strings: lupdate finds no plural in translate().)"""
    if count == 1:
        return QCoreApplication.translate(
            "RecordsProblem", "1 damaged record was left out. The other games are shown and "
            "counted as usual; a fresh record keeps them and puts the damaged file aside.")
    return QCoreApplication.translate(
        "RecordsProblem", "{count} damaged records were left out. The other games are shown "
        "and counted as usual; a fresh record keeps them and puts the damaged file aside."
    ).format(count=count)


def fresh_record_text(kept_as: str | None) -> str:
    """A fresh record was started; ``kept_as``: the name the old file was kept under."""
    if kept_as is None:
        return QCoreApplication.translate("RecordsProblem", "A fresh record of your games was started.")
    return QCoreApplication.translate(
        "RecordsProblem", "A fresh record of your games was started with every game that could be "
        "read. The old file was kept as {name} in the same folder.").format(name=kept_as)

