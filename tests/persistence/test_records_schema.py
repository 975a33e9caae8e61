"""The record's schema version 2 (games played on from a replay are
marked): an older record (version 1) is still read as it is, upgraded in place on the
first write with every game kept; a newer one is read as far as understood and never
written; the summary leaves games played on from a replay out unless asked."""

from __future__ import annotations

import random
import sqlite3
from datetime import datetime

import pytest

from vikings_desktop.game_setup import COMPUTER, HUMAN, GameSetup, Seat
from vikings_desktop.persistence import records
from vikings_desktop.persistence.records import (
    BY_LEVEL,
    BY_NAME,
    SCHEMA_VERSION,
    GameRecords,
    RecordsError,
    RecordsProblem,
    game_record,
)

SEATS = (Seat("Ann", HUMAN, None, "crimson"), Seat("Bo", COMPUTER, "hard", "forest"))


def record(seed: int, from_replay: bool = False):
    setup = GameSetup.shuffled(SEATS, seed=seed)
    state, actions, rng = setup.new_state(), [], random.Random(seed)
    while not state.is_over():
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    return game_record(setup, actions, datetime(2026, 11, seed, 20, 0), state, from_replay)


def version_1_record(path, games) -> None:
    """A record as version 1 wrote it: no from_replay column, user_version 1."""
    schema = "\n".join(line for line in records._SCHEMA.splitlines()
                       if "from_replay" not in line).replace(
        "rounds_played INTEGER NOT NULL,\n);", "rounds_played INTEGER NOT NULL\n);")
    db = sqlite3.connect(path, isolation_level=None)
    for statement in schema.split(";"):
        if statement.strip():
            db.execute(statement)
    db.execute("PRAGMA user_version = 1")
    for number, game in enumerate(games, 1):
        row, seats = records._rows(game, number)
        db.execute("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", row[:-1])
        db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", seats)
    db.close()


def test_the_version_is_2():
    assert SCHEMA_VERSION == 2


def test_an_older_record_is_read_as_it_is_and_never_changed_by_reading(tmp_path):
    path = tmp_path / "records.sqlite3"
    version_1_record(path, [record(1), record(2)])
    before = path.read_bytes()
    reading = GameRecords(path).read()
    assert reading.damaged == 0 and len(reading.games) == 2
    assert not any(g.from_replay for g in reading.games)
    assert GameRecords(path).summary(BY_LEVEL)[0].games == 2
    assert path.read_bytes() == before


def test_an_older_record_is_upgraded_in_place_on_write_keeping_every_game(tmp_path):
    path = tmp_path / "records.sqlite3"
    version_1_record(path, [record(1), record(2)])
    db = GameRecords(path)
    assert db.add(record(3, from_replay=True))
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 2
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    raw.close()
    games = db.games()
    assert [g.from_replay for g in games] == [True, False, False]
    assert db.add(record(4))                           # the upgraded record takes more
    assert len(db.games()) == 4


def test_a_newer_record_is_read_but_never_written(tmp_path):
    path = tmp_path / "records.sqlite3"
    GameRecords(path).add(record(1, from_replay=True))
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA user_version = 3")
    raw.close()
    before = path.read_bytes()
    assert [g.from_replay for g in GameRecords(path).games()] == [True]
    with pytest.raises(RecordsError) as refused:
        GameRecords(path).add(record(2))
    assert refused.value.problem is RecordsProblem.NEWER
    assert path.read_bytes() == before


def test_the_mark_is_kept_and_read_back(tmp_path):
    db = GameRecords(tmp_path / "records.sqlite3")
    db.add(record(1, from_replay=True))
    db.add(record(2))
    assert {g.played_at[:10]: g.from_replay for g in db.games()} == {
        "2026-11-01": True, "2026-11-02": False}


def test_the_summary_leaves_games_played_on_from_a_replay_out_unless_asked(tmp_path):
    db = GameRecords(tmp_path / "records.sqlite3")
    db.add(record(1, from_replay=True))
    db.add(record(2))
    db.add(record(3))
    for by in (BY_LEVEL, BY_NAME):
        assert db.summary(by)[0].games == 2
        assert db.summary(by, with_replays=True)[0].games == 3


def test_a_damaged_mark_leaves_that_game_out(tmp_path):
    path = tmp_path / "records.sqlite3"
    db = GameRecords(path)
    db.add(record(1))
    db.add(record(2))
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA ignore_check_constraints = 1")
        raw.execute("UPDATE games SET from_replay = 'yes' WHERE id = 1")
    raw.close()
    reading = db.read()
    assert reading.damaged == 1 and len(reading.games) == 1
