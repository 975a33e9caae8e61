"""Through the replay window: a stored analysis (``*.analysis.json``) whose
digest matches its save but whose content is wrong is refused; the replay opens, shows
the game as not analysed (no findings, Analyse offered) and never crashes."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from replay_games import played_game

from vikings_desktop.engine import BASE
from vikings_desktop.persistence import SavedGame, write_save
from vikings_desktop.persistence.analysis_store import (
    StoredAnalysis,
    StoredVerdict,
    read_analysis,
    store_path,
    write_analysis,
)
from vikings_desktop.ui.replay.replay_window import ReplayWindow
from vikings_desktop.ui.replay.timeline import Timeline


class NeverAsked:
    """A decision process that fails the test if it is asked anything."""

    def new_client(self) -> int:
        return 1

    def request(self, *args, **kwargs) -> None:
        raise AssertionError("the worker was asked while opening the replay")

    def cancel(self, client: int) -> None:
        pass


@pytest.fixture(scope="module")
def game():
    return played_game(BASE, 2, seed=21)


def sound_analysis(setup, actions) -> StoredAnalysis:
    """Two real verdicts on seat 0's decisions, a costly one among them."""
    timeline = Timeline(setup, actions)
    verdicts = []
    for index, action in enumerate(actions):
        state = timeline.peek(index)
        if timeline.seats[index] != 0:
            continue
        other = next((a for a in state.legal_actions() if a != action), None)
        if other is None:
            continue
        verdicts.append(StoredVerdict(index, 0, state.round, (action,), (other,), 6.0, 0.5,
                                      (("feeding", 3.0),)))
        if len(verdicts) == 2:
            break
    return StoredAnalysis((0,), 7, {}, tuple(verdicts), True)


def nan_cost(data: dict, length: int) -> None:
    data["verdicts"][0]["cost"] = float("nan")


def index_outside(data: dict, length: int) -> None:
    data["verdicts"][0]["index"] = length + 5


def negative_index(data: dict, length: int) -> None:
    data["verdicts"][0]["index"] = -1


def seat_outside(data: dict, length: int) -> None:
    data["verdicts"][0]["seat"] = 3
    data["seats"] = [0, 3]


def twice(data: dict, length: int) -> None:
    data["verdicts"][1] = dict(data["verdicts"][0])


def huge_cost(data: dict, length: int) -> None:
    data["verdicts"][0]["cost"] = 1e300


def another_move(data: dict, length: int) -> None:
    data["verdicts"][0]["played"] = data["verdicts"][0]["preferred"]


def many_reasons(data: dict, length: int) -> None:
    data["verdicts"][0]["reasons"] = [[f"part{i}", 1.0] for i in range(100_000)]


def text_cost(data: dict, length: int) -> None:
    data["verdicts"][0]["cost"] = "six"


def verdicts_not_a_list(data: dict, length: int) -> None:
    data["verdicts"] = {"0": data["verdicts"][0]}


@pytest.mark.parametrize("damage", [nan_cost, index_outside, negative_index, seat_outside,
                                    twice, huge_cost, another_move, many_reasons, text_cost,
                                    verdicts_not_a_list])
def test_a_wrong_stored_analysis_with_the_right_digest_opens_as_not_analysed(
        qtbot, game, tmp_path, damage):
    setup, actions = game
    path = tmp_path / "game.vikings.json"
    write_save(path, SavedGame(setup, actions))
    write_analysis(path, sound_analysis(setup, actions))
    assert read_analysis(path) is not None                    # the sound one is taken up
    stored = store_path(path)
    data = json.loads(stored.read_text("utf-8"))
    damage(data, len(actions))
    stored.write_text(json.dumps(data), "utf-8")              # the digest still matches
    assert read_analysis(path) is None

    window = ReplayWindow(Timeline(setup, actions), "test", path, pace_ms=0,
                          process=NeverAsked())
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    assert window.runner.verdicts == {}
    assert "Not analysed" in window.summary_label.text()
    assert window.costly_list.count() == 0
    assert window.analyse_button.isVisible() and window.analyse_button.isEnabled()
    # the player looks around: steps through the game, and it paints
    window.go_to(len(actions) // 2)
    QTest.keyClick(window, Qt.Key.Key_Right)
    assert window.grab().width() > 0
    window.close()
