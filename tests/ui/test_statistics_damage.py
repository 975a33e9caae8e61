"""Through the window: one damaged row of a real record of games (not a damaged
file) is left out and said once; the sound games are listed, counted and exported; the
player can open the record's folder and start a fresh record with real clicks."""

from __future__ import annotations

import csv
import random
import sqlite3
from datetime import datetime

import pytest
from message_boxes import click_when_asked
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from vikings_desktop.game_setup import COMPUTER, HUMAN, GameSetup, Seat
from vikings_desktop.persistence.records import GameRecords, game_record
from vikings_desktop.ui.views.statistics_dialog import StatisticsDialog
from vikings_desktop.ui.words.records_text import damaged_records_text


def played(seed: int):
    seats = (Seat("Ann", HUMAN, None, "crimson"), Seat("Bo", COMPUTER, "hard", "forest"))
    setup = GameSetup.shuffled(seats, seed=seed)
    state = setup.new_state()
    rng = random.Random(seed)
    actions = []
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return setup, actions, state


@pytest.fixture
def damaged(tmp_path, request):
    """Three sound games and one whose row is damaged in one cell."""
    path = tmp_path / "records.sqlite3"
    db = GameRecords(path)
    for seed in (1, 2, 3, 4):
        setup, actions, _ = played(seed)
        db.add(game_record(setup, actions, datetime(2026, 11, seed, 20, 0)))
    with sqlite3.connect(path) as raw:
        victim = raw.execute("SELECT id FROM games ORDER BY played_at LIMIT 1 OFFSET 1"
                             ).fetchone()[0]
        if request.param == "actions":
            raw.execute("UPDATE games SET actions = '[{not json' WHERE id = ?", (victim,))
        else:
            raw.execute("UPDATE seats SET fame = 'lots' WHERE game_id = ? AND seat = 1",
                        (victim,))
    raw.close()
    return db


def open_dialog(qtbot, db):
    dialog = StatisticsDialog(db)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=5000):
        dialog.show()
    return dialog


@pytest.mark.parametrize("damaged", ["actions", "fame"], indirect=True)
def test_one_damaged_row_is_left_out_and_the_sound_games_shown_and_exported(
        qtbot, damaged, tmp_path):
    dialog = open_dialog(qtbot, damaged)
    assert dialog.problem.isVisible()
    assert damaged_records_text(1) in dialog.problem.text()
    assert "1 damaged record was left out" in dialog.problem.text()
    assert dialog.games_model.rowCount() == 3
    assert [g.played_at[:10] for g in dialog.games] == ["2026-11-04", "2026-11-03",
                                                        "2026-11-01"]
    header, rows = dialog.table()
    assert rows[0][0] == "Hard" and rows[0][1] == "3"          # three sound games counted
    assert dialog.open_folder_button.isVisible() and dialog.fresh_button.isVisible()
    assert dialog.export_button.isEnabled()
    out = tmp_path / "out.csv"
    dialog.export(out)
    with open(out, newline="", encoding="utf-8-sig") as back:
        assert len(list(csv.reader(back))) > 1


@pytest.mark.parametrize("damaged", ["actions"], indirect=True)
def test_open_the_folder_shows_the_records_folder(qtbot, damaged, monkeypatch):
    opened = []
    monkeypatch.setattr("vikings_desktop.ui.views.statistics_dialog.QDesktopServices.openUrl",
                        lambda url: opened.append(url) or True)
    dialog = open_dialog(qtbot, damaged)
    QTest.mouseClick(dialog.open_folder_button, Qt.MouseButton.LeftButton)
    assert len(opened) == 1
    assert opened[0].isLocalFile()
    assert opened[0].toLocalFile().rstrip("/") == str(damaged.path.parent)


@pytest.mark.parametrize("damaged", ["fame"], indirect=True)
def test_start_a_fresh_record_with_a_click_keeps_the_old_file_and_the_sound_games(
        qtbot, damaged):
    old = damaged.path.read_bytes()
    dialog = open_dialog(qtbot, damaged)
    seen: list = []
    click_when_asked("Yes", seen)
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        QTest.mouseClick(dialog.fresh_button, Qt.MouseButton.LeftButton)
    assert seen and seen[0][0] == "Start a fresh record?"
    kept = list(damaged.path.parent.glob("records-damaged-*.sqlite3"))
    assert len(kept) == 1 and kept[0].read_bytes() == old
    assert damaged.read().damaged == 0 and len(damaged.games()) == 3
    assert dialog.games_model.rowCount() == 3
    assert "damaged record" not in dialog.problem.text()
    assert kept[0].name in dialog.problem.text()              # where the old file went
    assert not dialog.fresh_button.isVisible()


@pytest.mark.parametrize("damaged", ["fame"], indirect=True)
def test_answering_no_leaves_the_record_as_it_was(qtbot, damaged):
    old = damaged.path.read_bytes()
    dialog = open_dialog(qtbot, damaged)
    click_when_asked("No")
    QTest.mouseClick(dialog.fresh_button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert damaged.path.read_bytes() == old
    assert not list(damaged.path.parent.glob("records-damaged-*"))
