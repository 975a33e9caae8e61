"""The new-game dialog's words for what is wrong with a set-up, in the player's language.

``vikings_desktop.game_setup`` (Qt-free, shared with the CLI) gives each problem as a code
with arguments (``SetupProblem``) and words it in English; here the same codes are worded
through ``QCoreApplication.translate``, from the arguments, never by parsing English."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vikings_desktop.game_setup import Problem, SetupProblem


def setup_problem_text(problem: SetupProblem) -> str:
    """``problem`` in the player's language, as a sentence."""
    code, a = problem.code, problem.args
    if code.seat_problem:
        number, name = a[0], a[1]
        where = (QCoreApplication.translate("SetupProblem", "Seat {number} ({name})").format(number=number, name=name) if name
                 else QCoreApplication.translate("SetupProblem", "Seat {number}").format(number=number))
        return f"{where}: {_seat_text(code, a[2:])}"
    match code:
        case Problem.PLAYER_COUNT:
            return QCoreApplication.translate("SetupProblem", "Vikings is for {fewest} to {most} players").format(fewest=a[0], most=a[1])
        case Problem.SAME_NAME:
            return QCoreApplication.translate("SetupProblem", "Two players have the same name ({value})").format(value=a[0])
        case Problem.SAME_COLOUR:
            return QCoreApplication.translate("SetupProblem", "Two players have the same colour")
        case Problem.SEED:
            return QCoreApplication.translate("SetupProblem", "The game number must be a whole number from 0 to {most}").format(
                most=a[0])
        case Problem.SINGLE_BID_NEEDS_AUCTION:
            return QCoreApplication.translate("SetupProblem", "The single bid needs the auction")
        case Problem.FIRST_AUCTION_NEEDS_AUCTION:
            return QCoreApplication.translate("SetupProblem", "The first auction rules need the auction")
    # not made in the dialog (a save or a tool's set-up): its English, as a sentence
    return problem[:1].upper() + problem[1:]


def _seat_text(code: Problem, a: tuple) -> str:
    match code:
        case Problem.NAME_MISSING:
            return QCoreApplication.translate("SetupProblem", "every player needs a name")
        case Problem.NAME_TOO_LONG:
            return QCoreApplication.translate("SetupProblem", "a name has at most {count} characters").format(count=a[0])
        case Problem.NAME_CHARACTER:
            return QCoreApplication.translate("SetupProblem", "the name holds a character that cannot be used")
        case Problem.LEVEL_MISSING:
            return QCoreApplication.translate("SetupProblem", "a computer player needs a level")
        case Problem.LEVEL_UNKNOWN:
            return QCoreApplication.translate("SetupProblem", "unknown computer level {level}").format(level=a[0])
        case Problem.COLOUR_UNKNOWN:
            return QCoreApplication.translate("SetupProblem", "unknown colour {colour}").format(colour=a[0])
        case Problem.SEAT_KIND:
            return QCoreApplication.translate("SetupProblem", "a player is human or computer")
    return QCoreApplication.translate("SetupProblem", "the name must be a text")
