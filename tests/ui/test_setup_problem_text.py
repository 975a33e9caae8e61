"""Set-up problems are codes with arguments: the English comes from one function
in game_setup, and the window words every code in German from its arguments, not by
parsing the English."""
from __future__ import annotations

import pytest

from vikings_desktop.game_setup import (
    MAX_SEED,
    GameSetup,
    Problem,
    Seat,
    SetupProblem,
    english,
)
from vikings_desktop.ui.words.setup_problem_text import setup_problem_text

SEAT_ARGS = (2, "Bo")
SAMPLE_ARGS: dict[Problem, tuple] = {
    Problem.PLAYER_COUNT: (2, 4),
    Problem.NAME_NOT_TEXT: (2, None),
    Problem.NAME_MISSING: (2, None),
    Problem.NAME_TOO_LONG: (*SEAT_ARGS, 40),
    Problem.NAME_CHARACTER: (2, None, 0x1B),
    Problem.SEAT_KIND: (*SEAT_ARGS, "alien"),
    Problem.LEVEL_MISSING: SEAT_ARGS,
    Problem.LEVEL_UNKNOWN: (*SEAT_ARGS, "grandmaster", ("normal", "hard")),
    Problem.COLOUR_UNKNOWN: (*SEAT_ARGS, "red", ("crimson", "teal")),
    Problem.SAME_NAME: ("bo",),
    Problem.SAME_COLOUR: ("teal",),
    Problem.SEED: (MAX_SEED,),
    Problem.DEAL_START_PLAYER: (3,),
}
NOT_MADE_IN_THE_DIALOG = {Problem.RULES_NOT_VALID, Problem.DEAL_SPECIALS,
                          Problem.DEAL_START_PLAYER}


@pytest.mark.parametrize("code", list(Problem))
def test_every_set_up_problem_has_one_english_sentence_and_a_german_one(code, german):
    problem = SetupProblem(code, *SAMPLE_ARGS.get(code, ()))
    assert str(problem) == english(code, problem.args) and "{" not in problem
    sentence = setup_problem_text(problem)
    assert sentence and "{" not in sentence
    if code not in NOT_MADE_IN_THE_DIALOG:
        assert sentence != str(problem), sentence                 # worded, not the English


def test_the_dialog_words_come_from_the_arguments_not_the_english(german):
    same = GameSetup((Seat("Ann", colour="teal"), Seat("ann", colour="crimson"))).problem()
    assert same is not None and same.code is Problem.SAME_NAME and same.args == ("ann",)
    assert same == "two players have the same name (ann)"          # CLI and logs unchanged
    assert setup_problem_text(same) == "Zwei Spieler haben denselben Namen (ann)"
    # an English sentence of the same shape with other arguments: worded from the args
    fake = SetupProblem(Problem.NAME_TOO_LONG, 1, "Ann (the) bold", 12)
    assert setup_problem_text(fake) == "Platz 1 (Ann (the) bold): ein Name hat höchstens 12 Zeichen"


def test_validate_gives_codes_with_arguments():
    found = GameSetup((Seat("", colour="teal"), Seat("Bo", "alien", None, "red"))).validate()
    assert [p.code for p in found] == [Problem.NAME_MISSING, Problem.SEAT_KIND,
                                      Problem.COLOUR_UNKNOWN]
    assert found[1].args == (2, "Bo", "alien")
