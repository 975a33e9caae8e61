"""The one set-up type: Qt-free, one validation with a plain message per
problem, used alike by the new-game dialog, the window's loader and the CLI."""

from __future__ import annotations

import subprocess
import sys

import pytest

from vikings_desktop.game_setup import (
    COMPUTER,
    HUMAN,
    MAX_NAME_LENGTH,
    GameSetup,
    Seat,
    computer_setup,
    default_setup,
)

ANN, BO = Seat("Ann", HUMAN, None, "crimson"), Seat("Bo", COMPUTER, "random", "forest")


def problems(*seats: Seat, **fields) -> list[str]:
    return GameSetup(tuple(seats), **fields).validate()


def test_a_good_set_up_has_no_problem():
    assert problems(ANN, BO) == [] and GameSetup((ANN, BO)).problem() is None
    assert default_setup(4, humans=2).problem() is None
    assert computer_setup(["random", "greedy", "normal"], seed=1).problem() is None


@pytest.mark.parametrize("seats, fields, message", [
    ((ANN,), {}, "Vikings is for 2 to 4 players"),
    ((ANN, BO, Seat("C", colour="teal"), Seat("D", colour="amber"), Seat("E", colour="purple")),
     {}, "Vikings is for 2 to 4 players"),
    ((Seat("", colour="teal"), BO), {}, "seat 1: every player needs a name"),
    ((Seat("  ", colour="teal"), BO), {}, "seat 1: every player needs a name"),
    ((Seat("x" * (MAX_NAME_LENGTH + 1)), BO), {}, "at most 40 characters"),
    ((ANN, Seat("ANN", colour="teal")), {}, "two players have the same name (ann)"),
    ((ANN, Seat(" ann ", colour="teal")), {}, "two players have the same name (ann)"),
    ((Seat("Ann\ud800"), BO), {}, "seat 1: the name holds a character that cannot be used "
                                  "(U+D800)"),
    ((Seat("Ann\x1b[31m"), BO), {}, "cannot be used (U+001B)"),
    ((Seat("Ann\u2029"), BO), {}, "cannot be used (U+2029)"),
    ((ANN, Seat("Bo", "alien", None, "teal")), {}, "seat 2 (Bo): a player is human or computer"),
    ((ANN, Seat("Bo", COMPUTER, "grandmaster", "teal")), {},
     "seat 2 (Bo): unknown computer level 'grandmaster'"),
    ((ANN, Seat("Bo", COMPUTER, None, "teal")), {}, "seat 2 (Bo): a computer player needs a level"),
    ((ANN, Seat("Bo", colour="red")), {}, "seat 2 (Bo): unknown colour 'red'"),
    ((ANN, Seat("Bo", colour="crimson")), {}, "two players have the same colour (crimson)"),
    ((ANN, BO), {"seed": -1}, "the seed must be a whole number"),
    ((ANN, BO), {"seed": True}, "the seed must be a whole number"),
    ((ANN, BO), {"rules": "advanced"}, "the rule options are not valid"),
])
def test_each_problem_has_its_own_message(seats, fields, message):
    found = problems(*seats, **fields)
    assert any(message in text for text in found), found


def test_every_problem_is_listed_not_only_the_first():
    found = problems(Seat(""), Seat("Bo", "alien", None, "red"))
    assert len(found) >= 3


def test_a_dealt_set_up_is_reproducible_and_keeps_its_deal():
    setup = GameSetup((ANN, BO), seed=5)
    assert setup.dealt() == setup.dealt() and setup.dealt().deal is not None
    assert setup.dealt().new_state() == setup.dealt().new_state()
    unseeded = GameSetup((ANN, BO)).dealt()
    assert unseeded.seed is not None                       # the deal can be made again
    assert GameSetup((ANN, BO), seed=unseeded.seed).dealt(unseeded.deal.start_player) == unseeded
    with pytest.raises(ValueError, match="not been dealt"):
        setup.new_state()


def test_a_deal_whose_start_player_is_not_a_seat_is_refused():
    three = GameSetup((ANN, BO, Seat("Cy", colour="teal")), seed=5).dealt(start_player=2)
    two = GameSetup((ANN, BO), deal=three.deal)
    assert "start player 2 is not a seat" in two.problem()


@pytest.mark.parametrize("module", ["vikings_desktop.game_setup", "vikings_desktop.persistence",
                                    "vikings_desktop.persistence.summary",
                                    "vikings_desktop.engine"])
def test_no_qt_and_no_window_below_the_ui(module):
    code = (f"import sys, {module}; bad = sorted(m for m in sys.modules if m.startswith("
            "('PySide6', 'vikings_desktop.ui'))); print(bad); sys.exit(bool(bad))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
