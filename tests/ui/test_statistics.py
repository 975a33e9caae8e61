"""Game → Statistics: the results per level and per player, the recorded games
with a chart of fame by round, CSV export, and a damaged record said in words."""

from __future__ import annotations

import csv
import random
from datetime import datetime

import pytest

from vikings_desktop.game_setup import COMPUTER, HUMAN, GameSetup, Seat
from vikings_desktop.persistence.records import GameRecords, game_record
from vikings_desktop.ui.views.statistics_dialog import StatisticsDialog


def played(seed: int, stop_after: int | None = None):
    seats = (Seat("Ann", HUMAN, None, "crimson"), Seat("Bo", COMPUTER, "hard", "forest"))
    setup = GameSetup.shuffled(seats, seed=seed)
    state = setup.new_state()
    rng = random.Random(seed)
    actions = []
    while not state.is_over() and (stop_after is None or len(actions) < stop_after):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return setup, actions, state


@pytest.fixture
def records(tmp_path):
    db = GameRecords(tmp_path / "records.sqlite3")
    finished = []
    for seed in (1, 2, 3):
        setup, actions, state = played(seed)
        db.add(game_record(setup, actions, datetime(2026, 11, seed, 20, 0)))
        finished.append(state)
    setup, actions, _ = played(4, stop_after=40)
    db.add(game_record(setup, actions, datetime(2026, 11, 4, 20, 0)))
    return db, finished


def open_dialog(qtbot, db):
    dialog = StatisticsDialog(db)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=5000):
        dialog.show()
    return dialog


def test_results_per_level_and_per_player(qtbot, records):
    db, finished = records
    dialog = open_dialog(qtbot, db)
    header, rows = dialog.table()
    assert header[0] == "Computer level"
    wins = sum(1 in s.winners() for s in finished)
    fames = [s.players[1].fame for s in finished]
    assert rows == [["Hard", "3", str(wins), f"{100 * wins / 3:.0f} %",
                     f"{round(sum(fames) / 3, 1):.1f}", str(max(fames)), "1"]]
    dialog.by.setCurrentIndex(1)
    header, rows = dialog.table()
    assert header[0] == "Player" and rows[0][:3] == ["Ann", "3", str(sum(0 in s.winners() for s in finished))]


def test_the_games_are_listed_newest_first_with_a_chart_of_the_chosen_one(qtbot, records):
    db, finished = records
    dialog = open_dialog(qtbot, db)
    model = dialog.games_model
    assert model.rowCount() == 4
    left = dialog.games[0]                              # November 4th: left unfinished
    assert not left.finished and left.rounds_played >= 1
    assert model.index(0, 2).data() == f"Left after round {left.rounds_played}"
    dialog.games_view.selectRow(1)                      # the game of November 3rd
    game = dialog.games[1]
    assert dialog.chart.game is game
    last = finished[2]
    assert [s.fame_by_round[-1] for s in game.seats] == [p.fame for p in last.players]
    assert "Ann:" in dialog.chart.accessibleDescription()
    assert dialog.chart.grab().width() > 0              # it paints


def test_the_table_exports_as_csv_and_reads_back(qtbot, records, tmp_path):
    db, _ = records
    dialog = open_dialog(qtbot, db)
    path = tmp_path / "results.csv"
    dialog.export_summary(path)
    with open(path, newline="", encoding="utf-8-sig") as back:
        read = list(csv.reader(back))
    header, rows = dialog.table()
    assert read == [header, *rows]


def test_a_damaged_record_is_said_in_words_and_left_alone(qtbot, tmp_path):
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"not a database" * 200)
    dialog = open_dialog(qtbot, GameRecords(path))
    assert dialog.problem.isVisible() and "damaged" in dialog.problem.text()
    assert "sqlite" not in dialog.problem.text().lower()
    assert dialog.games_model.rowCount() == 0 and not dialog.export_button.isEnabled()
    assert path.read_bytes() == b"not a database" * 200


def test_no_record_yet_shows_an_empty_table(qtbot, tmp_path):
    dialog = open_dialog(qtbot, GameRecords(tmp_path / "none.sqlite3"))
    assert dialog.summary_model.rowCount() == 0 and not dialog.problem.isVisible()
    assert dialog.chart.game is None
    assert dialog.summary.horizontalHeader().count() == 7
