"""The new-game dialog's words for what is wrong with a set-up, in the player's language.

``vikings_desktop.game_setup`` (Qt-free, shared with the CLI) says it in English; the
problems a player can make in the dialog are worded again here through
``QCoreApplication.translate``; anything else is shown as it is."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication


def setup_problem_text(problem: str) -> str:
    match = re.fullmatch(r"seat (\d+)(?: \((.*)\))?: (.*)", problem)
    if match:
        number, name, what = match.groups()
        where = (QCoreApplication.translate("SetupProblem", "Seat {number} ({name})").format(number=number, name=name)
                 if name else QCoreApplication.translate("SetupProblem", "Seat {number}").format(number=number))
        if what == "every player needs a name":
            what = QCoreApplication.translate("SetupProblem", "every player needs a name")
        elif what.startswith("a name has at most"):
            what = QCoreApplication.translate("SetupProblem", "a name has at most {count} characters").format(
                count=re.findall(r"\d+", what)[0])
        elif what.startswith("the name holds a character that cannot be used"):
            what = QCoreApplication.translate("SetupProblem", "the name holds a character that cannot be used")
        elif what == "a computer player needs a level":
            what = QCoreApplication.translate("SetupProblem", "a computer player needs a level")
        return f"{where}: {what}"
    match = re.fullmatch(r"two players have the same (name|colour) \((.*)\)", problem)
    if match:
        kind, value = match.groups()
        text = (QCoreApplication.translate("SetupProblem", "Two players have the same name ({value})") if kind == "name"
                else QCoreApplication.translate("SetupProblem", "Two players have the same colour"))
        return text.format(value=value)
    if problem.startswith("the seed must be a whole number"):
        return QCoreApplication.translate("SetupProblem", "The game number must be a whole number from 0 to {most}").format(
            most=problem.rsplit(" ", 1)[-1])
    if problem == "the single-bid variant needs the auction":
        return QCoreApplication.translate("SetupProblem", "The single bid needs the auction")
    return problem[:1].upper() + problem[1:]
