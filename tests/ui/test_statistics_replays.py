"""In the Statistics window: an empty view says why; games played on
from a replay are marked in the list and left out of the results unless the player ticks
"Count games played on from a replay"; Export as CSV writes every game and every seat."""

from __future__ import annotations

import csv
import random
from datetime import datetime

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from vikings_desktop.game_setup import COMPUTER, HUMAN, GameSetup, Seat
from vikings_desktop.persistence.records import GameRecords, game_record
from vikings_desktop.ui.views.statistics_dialog import StatisticsDialog

MIXED = (Seat("Ann", HUMAN, None, "crimson"), Seat("Bo", COMPUTER, "hard", "forest"))
COMPUTERS = (Seat("Cy", COMPUTER, "easy", "crimson"), Seat("Di", COMPUTER, "hard", "forest"),
             Seat("Ed", COMPUTER, "normal", "amber"))


def record(seats, seed: int, from_replay: bool = False):
    setup = GameSetup.shuffled(seats, seed=seed)
    state, actions, rng = setup.new_state(), [], random.Random(seed)
    while not state.is_over():
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    return game_record(setup, actions, datetime(2026, 11, seed, 20, 0), state, from_replay)


def open_dialog(qtbot, db):
    dialog = StatisticsDialog(db)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=5000):
        dialog.show()
    return dialog


def tick(checkbox) -> None:
    QTest.mouseClick(checkbox, Qt.MouseButton.LeftButton, pos=QPoint(8, checkbox.height() // 2))


def test_nothing_recorded_yet_says_so(qtbot, tmp_path):
    dialog = open_dialog(qtbot, GameRecords(tmp_path / "none.sqlite3"))
    assert dialog.empty_note.isVisible()
    assert "No game recorded yet" in dialog.empty_note.text()
    assert not dialog.export_button.isEnabled()


def test_by_player_with_only_computer_players_says_why_it_is_empty(qtbot, tmp_path):
    db = GameRecords(tmp_path / "records.sqlite3")
    db.add(record(COMPUTERS, 1))
    dialog = open_dialog(qtbot, db)
    assert dialog.summary_model.rowCount() == 3 and not dialog.empty_note.isVisible()
    dialog.by.setCurrentIndex(1)                                  # By player
    assert dialog.summary_model.rowCount() == 0
    assert dialog.empty_note.isVisible()
    assert "human players" in dialog.empty_note.text()
    assert "computer players" in dialog.empty_note.text()


@pytest.fixture
def with_a_replay(tmp_path):
    db = GameRecords(tmp_path / "records.sqlite3")
    db.add(record(MIXED, 1))
    db.add(record(MIXED, 2, from_replay=True))
    db.add(record(MIXED, 3))
    return db


def test_games_played_on_from_a_replay_are_marked_and_counted_only_when_ticked(
        qtbot, with_a_replay):
    dialog = open_dialog(qtbot, with_a_replay)
    results = [dialog.games_model.index(row, 2).data() for row in range(3)]
    assert results[1].endswith("(played on from a replay)")       # November 2nd
    assert not results[0].endswith(")") and not results[2].endswith(")")
    assert not dialog.with_replays.isChecked()
    assert dialog.table()[1][0][1] == "2"                         # two games counted
    tick(dialog.with_replays)
    assert dialog.with_replays.isChecked()
    assert dialog.table()[1][0][1] == "3"
    tick(dialog.with_replays)
    assert dialog.table()[1][0][1] == "2"


def test_only_games_from_a_replay_say_how_to_count_them(qtbot, tmp_path):
    db = GameRecords(tmp_path / "records.sqlite3")
    db.add(record(MIXED, 1, from_replay=True))
    dialog = open_dialog(qtbot, db)
    assert dialog.summary_model.rowCount() == 0
    assert "Count games played on from a replay" in dialog.empty_note.text()
    tick(dialog.with_replays)
    assert dialog.summary_model.rowCount() == 1 and not dialog.empty_note.isVisible()


def test_export_writes_every_game_and_every_seat(qtbot, with_a_replay, tmp_path):
    dialog = open_dialog(qtbot, with_a_replay)
    path = tmp_path / "games.csv"
    dialog.export(path)
    with open(path, newline="", encoding="utf-8-sig") as back:
        header, *rows = list(csv.reader(back))
    assert header[:12] == ["Played", "Game", "Rules", "Status", "From a replay", "Seat",
                           "Name", "Kind", "Level", "Fame", "Gold", "Place"]
    assert len(rows) == 3 * 2                                     # every seat of every game
    games = with_a_replay.games()
    for number, game in enumerate(games):
        for index, seat in enumerate(game.seats):
            row = rows[2 * number + index]
            assert row[0] == game.played_at and row[1] == str(game.id)
            assert row[3] == "finished" and row[4] == ("yes" if game.from_replay else "no")
            assert row[5:12] == [str(index + 1), seat.name, seat.kind, seat.level or "",
                                 str(seat.fame), str(seat.gold), str(seat.place)]
            for part, entry in seat.breakdown.items():
                if "fame" in entry:
                    assert row[header.index(f"{part}: fame")] == str(entry["fame"])
    summary = tmp_path / "results.csv"
    dialog.export_summary(summary)
    with open(summary, newline="", encoding="utf-8-sig") as back:
        assert list(csv.reader(back)) == [dialog.table()[0], *dialog.table()[1]]


def test_the_reasons_and_the_export_header_read_in_german(qapp, qtbot, tmp_path):
    from PySide6.QtCore import QLocale

    from vikings_desktop import i18n
    db = GameRecords(tmp_path / "records.sqlite3")
    db.add(record(COMPUTERS, 1))
    installed = i18n.install_translators(qapp, "de")
    try:
        dialog = open_dialog(qtbot, db)
        dialog.by.setCurrentIndex(1)
        note = dialog.empty_note.text()
        header = dialog.every_seat()[0]
        box = dialog.with_replays.text()
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English))
    assert note.startswith("„Nach Spieler“ zählt die Partien menschlicher Spieler")
    assert header[9] == "Siegpunkte" and header[1] == "Partie"
    assert box == "Aus Wiederholungen weitergespielte Partien mitzählen"
