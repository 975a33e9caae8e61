"""The record of games with damaged rows: a damaged game is left out and counted, never
taking the others with it; reading never writes; a new game is still kept; a fresh record
keeps the sound games and puts the old file aside, never deleting it."""

from __future__ import annotations

import json
import shutil
import sqlite3
from datetime import datetime

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from test_records import WHEN, played

from vikings_desktop.persistence.records import (
    BY_LEVEL,
    BY_NAME,
    GameRecords,
    RecordsError,
    RecordsProblem,
    game_record,
)

GAMES = [(41, 2, None), (42, 3, None), (43, 4, None), (44, 2, 40), (45, 3, 70)]


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    """A real record of five games (two to four seats, finished and abandoned), built once."""
    path = tmp_path_factory.mktemp("records") / "records.sqlite3"
    db = GameRecords(path)
    for number, (seed, players, stop) in enumerate(GAMES):
        setup, actions, _ = played(seed, players=players, stop_after=stop)
        assert db.add(game_record(setup, actions, datetime(2026, 11, 1 + number, 20, 0)))
    return path


@pytest.fixture
def db(template, tmp_path):
    path = tmp_path / "records.sqlite3"
    shutil.copyfile(template, path)
    return GameRecords(path)


def loosen(path) -> None:
    """Drop the NOT NULL and CHECK constraints from the stored schema (the layout on disk
    is the same), so that damage can put anything in any cell."""
    with sqlite3.connect(path, isolation_level=None) as raw:
        raw.execute("PRAGMA writable_schema = ON")
        raw.execute("UPDATE sqlite_master SET sql = replace(replace(sql, 'NOT NULL', ''),"
                    " 'CHECK (status IN (''finished'', ''abandoned''))', '') WHERE type = 'table'")
        raw.execute("PRAGMA writable_schema = OFF")
    sqlite3.connect(path).close()


def damage(path, table: str, column: str, value, where: str = "", arguments=()) -> None:
    loosen(path)
    with sqlite3.connect(path, isolation_level=None) as raw:
        raw.execute(f"UPDATE {table} SET {column} = ? {where}", (value, *arguments))


def game_ids(path) -> list[int]:
    with sqlite3.connect(path) as raw:
        return [row[0] for row in raw.execute("SELECT id FROM games ORDER BY id")]


BAD_CELLS = [
    ("games", "actions", "not json"), ("games", "actions", 12), ("games", "actions", "{}"),
    ("games", "actions", '[{"type": "fly"}]'), ("games", "actions", "[" * 100_000),
    ("games", "actions", '[{"type": "buy", "space": NaN, "fame": 0}]'),
    ("games", "actions", b"\xff\xfe"), ("games", "rules", "not json"), ("games", "rules", 3),
    ("games", "rules", '{"auction": "yes"}'), ("games", "rules", '{"teleports": true}'),
    ("games", "status", "won"), ("games", "status", None), ("games", "played_at", "yesterday"),
    ("games", "played_at", "2026-13-45T25:00:00"), ("games", "seed", "seven"), ("games", "seed", 1.5),
    ("games", "rounds_played", 99), ("games", "rounds_played", -1), ("games", "rounds_played", "six"),
    ("games", "game_key", None), ("games", "game_key", "x" * 1000), ("games", "start_key", ""),
    ("seats", "breakdown", "not json"), ("seats", "breakdown", "[]"),
    ("seats", "breakdown", '{"ships": {"fame": "lots"}}'), ("seats", "breakdown", "Infinity"),
    ("seats", "fame_by_round", "not json"), ("seats", "fame_by_round", "[1, 2]"),
    ("seats", "fame_by_round", '["a", "b", "c", "d", "e", "f"]'), ("seats", "fame_by_round", 5),
    ("seats", "fame", "a lot"), ("seats", "fame", 10**12), ("seats", "fame", 2.5),
    ("seats", "gold", -4), ("seats", "place", 0), ("seats", "place", 9), ("seats", "name", ""),
    ("seats", "name", "x" * 41), ("seats", "name", b"Ann"), ("seats", "name", b"\xc3\x28"),
    ("seats", "name", "Bo\x00"), ("seats", "kind", "alien"), ("seats", "level", "godlike"),
    ("seats", "colour", "plaid"), ("seats", "colour", None), ("seats", "seat", 7),
    ("seats", "seat", "first"), ("seats", "game_id", 999),
]


@pytest.mark.parametrize(("table", "column", "value"), BAD_CELLS,
                         ids=[f"{t}.{c}={v!r:.20}" for t, c, v in BAD_CELLS])
def test_one_damaged_cell_leaves_out_its_game_only(db, table, column, value):
    before = db.games()
    victim = before[2].id                           # a 4-seat finished game
    key = "id" if table == "games" else "game_id"
    where = f"WHERE {key} = ?" + (" AND seat = 1" if table == "seats" else "")
    damage(db.path, table, column, value, where, (victim,))
    damaged_bytes = db.path.read_bytes()
    reading = db.read()
    assert reading.damaged == 1
    assert reading.games == [g for g in before if g.id != victim]
    assert db.path.read_bytes() == damaged_bytes               # reading writes nothing
    sound = [g for g in before if g.id != victim]
    assert db.summary(BY_LEVEL) == db.summary(BY_LEVEL, sound)
    assert db.summary(BY_NAME) == db.summary(BY_NAME, sound)
    setup, actions, _ = played(50, stop_after=20)
    assert db.add(game_record(setup, actions, WHEN))           # a new game is still kept
    after = db.read()
    assert after.damaged == 1 and len(after.games) == len(sound) + 1


def test_a_game_without_its_seats_or_with_a_seat_too_many_is_damaged(db):
    first, second = db.games()[-1].id, db.games()[-2].id
    with sqlite3.connect(db.path, isolation_level=None) as raw:
        raw.execute("DELETE FROM seats WHERE game_id = ?", (first,))
        raw.execute("INSERT INTO seats SELECT ?, 9, name || 'x', kind, level, 'teal', fame,"
                    " gold, place, breakdown, fame_by_round FROM seats WHERE game_id = ?"
                    " AND seat = 0", (second, second))
    assert db.read().damaged == 2 and len(db.games()) == 3


def test_a_stray_seat_row_never_joins_a_new_game(db):
    with sqlite3.connect(db.path, isolation_level=None) as raw:
        top = raw.execute("SELECT max(id) FROM games").fetchone()[0]
        raw.execute("UPDATE seats SET game_id = ? WHERE game_id = ?", (top + 1, top))
    setup, actions, _ = played(51, stop_after=30)
    assert db.add(game_record(setup, actions, WHEN))
    reading = db.read()
    assert reading.damaged == 1                                # the game whose seats went
    assert game_record(setup, actions, WHEN).key in {g.key for g in reading.games}


def test_a_damaged_row_holding_the_very_game_refuses_it_in_words(db):
    game = db.games()[0]
    damage(db.path, "games", "rules", "garbage", "WHERE id = ?", (game.id,))
    before = db.path.read_bytes()
    setup, actions, _ = played(45, players=3, stop_after=70)   # that same game again
    with pytest.raises(RecordsError) as refused:
        db.add(game_record(setup, actions, datetime(2026, 11, 5, 20, 0)))
    assert refused.value.problem == RecordsProblem.CORRUPT
    assert db.path.read_bytes() == before


def test_a_damaged_abandoned_game_of_the_same_start_is_left_as_it_is(db):
    abandoned = [g for g in db.games() if not g.finished][0]
    damage(db.path, "seats", "fame", "x", "WHERE game_id = ?", (abandoned.id,))
    setup, actions, _ = played(44, players=2)                  # played on to the end
    assert db.add(game_record(setup, actions, WHEN))
    with sqlite3.connect(db.path) as raw:
        assert raw.execute("SELECT count(*) FROM games WHERE id = ?", (abandoned.id,)).fetchone() == (1,)
    assert db.read().damaged == 1


def test_a_fresh_record_keeps_the_sound_games_and_the_old_file_aside(db):
    before = db.games()
    victim = before[1].id
    damage(db.path, "games", "actions", "oops", "WHERE id = ?", (victim,))
    old = db.path.read_bytes()
    aside = db.start_afresh(datetime(2026, 12, 1, 9, 30, 0))
    assert aside is not None and aside.name == "records-damaged-20261201-093000.sqlite3"
    assert aside.read_bytes() == old                           # kept, never deleted
    fresh = db.read()
    assert fresh.damaged == 0
    assert [(g.key, g.played_at, g.seats) for g in fresh.games] == \
        [(g.key, g.played_at, g.seats) for g in before if g.id != victim]
    again = db.start_afresh(datetime(2026, 12, 1, 9, 30, 0))   # the same second: no overwrite
    assert again is not None and again != aside and aside.read_bytes() == old


def test_a_fresh_record_instead_of_a_file_that_is_no_database(tmp_path):
    db = GameRecords(tmp_path / "records.sqlite3")
    db.path.write_bytes(b"garbage" * 1000)
    with pytest.raises(RecordsError) as refused:
        db.read()
    assert refused.value.problem == RecordsProblem.CORRUPT
    aside = db.start_afresh(datetime(2026, 12, 1, 9, 30, 0))
    assert aside is not None and aside.read_bytes() == b"garbage" * 1000
    assert db.read().games == []
    setup, actions, _ = played(52, stop_after=10)
    assert db.add(game_record(setup, actions, WHEN))


def test_no_record_yet_needs_no_fresh_start(tmp_path):
    assert GameRecords(tmp_path / "none.sqlite3").start_afresh() is None


def test_a_record_missing_a_column_is_damaged_not_a_crash(db):
    with sqlite3.connect(db.path, isolation_level=None) as raw:
        raw.execute("ALTER TABLE seats DROP COLUMN fame_by_round")
    with pytest.raises(RecordsError) as refused:
        db.read()
    assert refused.value.problem == RecordsProblem.CORRUPT


def test_the_csv_export_refused_in_words(tmp_path):
    with pytest.raises(RecordsError) as refused:
        GameRecords.export_csv(tmp_path / "missing" / "t.csv", ["a"], [["1"]])
    assert refused.value.problem == RecordsProblem.UNAVAILABLE and refused.value.detail


# --- property: random cells of a real records database ---------------------------------
CELLS = {
    "games": ["game_key", "start_key", "actions", "played_at", "status", "rules", "seed",
              "rounds_played"],
    "seats": ["game_id", "seat", "name", "kind", "level", "colour", "fame", "gold", "place",
              "breakdown", "fame_by_round"],
}
ANY_CELL = (st.none() | st.integers(-2**63, 2**63 - 1) | st.floats(allow_nan=False)
            | st.text(max_size=30) | st.binary(max_size=12)
            | st.sampled_from(["[]", "{}", "null", "1", '"x"', "[1, 2, 3, 4, 5, 6]", "NaN",
                               '{"ships": {"fame": 1}}', "finished", "abandoned", "hard",
                               "human", "computer", "crimson", "2026-11-01T20:00:00", "[[[",
                               '[{"type": "done"}]']))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(hits=st.lists(st.tuples(st.sampled_from(sorted(CELLS)), st.integers(0, 10**6),
                               st.integers(0, 10**6), ANY_CELL), min_size=1, max_size=4))
def test_random_damage_loses_no_sound_game_and_raises_nothing_undocumented(template, tmp_path, hits):
    path = tmp_path / "damaged.sqlite3"
    shutil.copyfile(template, path)
    db = GameRecords(path)
    before = {g.id: g for g in db.games()}
    loosen(path)
    touched: set[object] = set()
    with sqlite3.connect(path, isolation_level=None) as raw:
        for table, row_pick, column_pick, value in hits:
            rowids = [r[0] for r in raw.execute(f"SELECT rowid FROM {table} ORDER BY rowid")]
            rowid = rowids[row_pick % len(rowids)]
            column = CELLS[table][column_pick % len(CELLS[table])]
            owner = raw.execute(f"SELECT {'id' if table == 'games' else 'game_id'} FROM {table}"
                                " WHERE rowid = ?", (rowid,)).fetchone()[0]
            try:
                raw.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = ?", (value, rowid))
            except sqlite3.IntegrityError:
                assume(False)                     # a unique key taken: not this damage
            touched.add(owner)
            if column == "game_id":
                touched.add(value)               # the seat went to that game
    damaged_bytes = path.read_bytes()
    try:
        reading = db.read()
    except RecordsError as exc:                   # only a documented problem
        assert exc.problem in set(RecordsProblem)
        return
    assert path.read_bytes() == damaged_bytes     # reading writes nothing
    by_id = {g.id: g for g in reading.games}
    for game_id, game in before.items():          # no sound game lost, none changed
        if game_id not in touched:
            assert by_id.get(game_id) == game
    assert len(reading.games) + reading.damaged == len(game_ids(path))
    for by in (BY_LEVEL, BY_NAME):
        assert db.summary(by) == db.summary(by, reading.games)
    raw_rows = _rows_of(path, [g for g in game_ids(path) if g not in by_id])
    setup, actions, _ = played(53, stop_after=12)
    try:
        db.add(game_record(setup, actions, WHEN))
    except RecordsError as exc:
        assert exc.problem in set(RecordsProblem)
        assert path.read_bytes() == damaged_bytes  # refused: nothing written
        return
    after = db.read()
    assert {g.id for g in reading.games} <= {g.id for g in after.games}
    assert _rows_of(path, [g for g in game_ids(path) if g not in by_id and g in raw_rows]) == raw_rows


def _rows_of(path, ids) -> dict:
    """The raw cells of the games ``ids`` and of their seats (to see they stay as found)."""
    with sqlite3.connect(path) as raw:
        raw.text_factory = bytes
        return {game_id: (raw.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchall(),
                          raw.execute("SELECT * FROM seats WHERE game_id = ? ORDER BY rowid",
                                      (game_id,)).fetchall())
                for game_id in ids}


def test_every_game_written_reads_back_sound(db):
    """What this version writes is sound by its own checks: all five games, none left out."""
    reading = db.read()
    assert reading.damaged == 0 and len(reading.games) == len(GAMES)
    assert all(json.loads(json.dumps(g.rules)) == g.rules for g in reading.games)
