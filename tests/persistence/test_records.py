"""The record of every game (SQLite): what is kept, the summaries, CSV, and every way the
database can be unusable without the game suffering."""

from __future__ import annotations

import csv
import os
import random
import sqlite3
from datetime import datetime

import pytest

from vikings_desktop.engine import ADVANCED
from vikings_desktop.game_setup import COMPUTER, HUMAN, GameSetup, Seat
from vikings_desktop.persistence import records
from vikings_desktop.persistence.records import (
    ABANDONED,
    BY_LEVEL,
    BY_NAME,
    FINISHED,
    GameRecords,
    RecordsError,
    RecordsProblem,
    game_record,
)

WHEN = datetime(2026, 11, 27, 20, 15, 3)


def played(seed: int, players: int = 2, rules=None, stop_after: int | None = None):
    """A set-up and the actions of a game of random legal moves (to the end, or cut)."""
    seats = [Seat("Ann", HUMAN, None, "crimson"), Seat("Bo", COMPUTER, "hard", "forest"),
             Seat("Cy", COMPUTER, "normal", "amber"), Seat("Di", HUMAN, None, "teal")][:players]
    setup = GameSetup.shuffled(seats, seed=seed, rules=rules)
    state = setup.new_state()
    rng = random.Random(seed)
    actions = []
    while not state.is_over() and (stop_after is None or len(actions) < stop_after):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return setup, actions, state


@pytest.fixture
def db(tmp_path) -> GameRecords:
    return GameRecords(tmp_path / "records.sqlite3")


def test_a_finished_game_is_recorded_with_its_result_and_fame_after_each_round(db):
    setup, actions, state = played(1)
    assert db.add(game_record(setup, actions, WHEN))
    [game] = db.games()
    assert game.status == FINISHED and game.rounds_played == 6 and game.seed == setup.seed
    assert game.played_at == "2026-11-27T20:15:03"
    assert game.rules == setup.rules.to_json()
    for seat, player, recorded in zip(setup.seats, state.players, game.seats, strict=True):
        assert (recorded.name, recorded.kind) == (seat.name, seat.kind)
        assert recorded.level == (seat.level if seat.kind == COMPUTER else None)
        assert (recorded.fame, recorded.gold) == (player.fame, player.gold)
        assert len(recorded.fame_by_round) == 6 and recorded.fame_by_round[-1] == player.fame
    assert [s.won for s in game.seats] == [i in state.winners() for i in range(2)]
    assert [s.breakdown for s in game.seats] == state.scorings[-1].breakdowns


def test_fame_by_round_follows_the_game():
    setup, actions, _ = played(2, players=3, rules=ADVANCED)
    record = game_record(setup, actions, WHEN)
    replay = setup.new_state()
    expected: list[list[int]] = [[], [], []]
    for action in actions:
        before = replay.round
        replay.apply(action)
        if replay.round != before or replay.is_over():
            for seat in range(3):
                expected[seat].append(replay.players[seat].fame)
    assert [list(s.fame_by_round) for s in record.seats] == expected


def test_an_abandoned_game_is_marked_so_with_the_rounds_it_completed(db):
    setup, actions, state = played(3, stop_after=60)
    assert not state.is_over()
    db.add(game_record(setup, actions, WHEN))
    [game] = db.games()
    assert game.status == ABANDONED
    assert game.rounds_played == state.round - 1
    assert all(len(s.fame_by_round) == state.round - 1 for s in game.seats)
    assert all(s.breakdown == {} for s in game.seats)


def test_one_start_is_one_game(db):
    setup, actions, _ = played(4)
    assert db.add(game_record(setup, actions[:50], WHEN))           # left unfinished
    assert not db.add(game_record(setup, actions[:50], WHEN))       # kept once
    assert db.add(game_record(setup, actions, WHEN))                # opened and finished
    assert [g.status for g in db.games()] == [FINISHED]
    assert not db.add(game_record(setup, actions[:80], WHEN))       # undone, then left
    assert [g.status for g in db.games()] == [FINISHED]
    other, other_actions, _ = played(5)
    assert db.add(game_record(other, other_actions, WHEN))
    assert len(db.games()) == 2


def test_summaries_per_level_and_per_name(db):
    results = []
    for seed in (11, 12, 13):
        setup, actions, state = played(seed)
        db.add(game_record(setup, actions, WHEN))
        results.append(state)
    setup, actions, _ = played(14, stop_after=30)
    db.add(game_record(setup, actions, WHEN))
    [hard] = db.summary(BY_LEVEL)
    fames = [s.players[1].fame for s in results]
    assert (hard.key, hard.games, hard.abandoned) == ("hard", 3, 1)
    assert hard.wins == sum(1 in s.winners() for s in results)
    assert hard.best_fame == max(fames) and hard.average_fame == round(sum(fames) / 3, 1)
    [ann] = db.summary(BY_NAME)
    assert (ann.key, ann.games, ann.abandoned) == ("Ann", 3, 1)
    assert ann.wins == sum(0 in s.winners() for s in results)


def test_csv_export_reads_back_as_the_table(db, tmp_path):
    for seed in (21, 22):
        setup, actions, _ = played(seed, players=3)
        db.add(game_record(setup, actions, WHEN))
    header = ["Player", "Games", "Wins", "Average", "Best", "Abandoned"]
    rows = [[r.key, r.games, r.wins, r.average_fame, r.best_fame, r.abandoned]
            for r in db.summary(BY_LEVEL) + db.summary(BY_NAME)]
    path = tmp_path / "Statistik Ærø.csv"
    GameRecords.export_csv(path, header, rows)
    with open(path, newline="", encoding="utf-8-sig") as back:
        read = list(csv.reader(back))
    assert read == [header] + [[str(v) for v in row] for row in rows]


def test_no_database_yet_reads_as_no_games(db):
    assert db.games() == [] and db.summary(BY_NAME) == []
    assert not db.path.exists()                     # reading never creates it


def test_a_corrupt_database_is_refused_and_left_as_it_was(db):
    db.path.write_bytes(b"this is not a database, it is a note" * 100)
    before = db.path.read_bytes()
    setup, actions, _ = played(31, stop_after=10)
    for attempt in (lambda: db.add(game_record(setup, actions, WHEN)), db.games):
        with pytest.raises(RecordsError) as refused:
            attempt()
        assert refused.value.problem == RecordsProblem.CORRUPT
    assert db.path.read_bytes() == before


def test_a_database_of_another_layout_is_refused(db):
    with sqlite3.connect(db.path) as other:
        other.execute("CREATE TABLE notes (text TEXT)")
    setup, actions, _ = played(32, stop_after=10)
    with pytest.raises(RecordsError) as refused:
        db.add(game_record(setup, actions, WHEN))
    assert refused.value.problem == RecordsProblem.CORRUPT


def test_a_newer_version_s_database_is_never_written(db):
    setup, actions, _ = played(33, stop_after=10)
    db.add(game_record(setup, actions, WHEN))
    with sqlite3.connect(db.path) as newer:
        newer.execute(f"PRAGMA user_version = {records.SCHEMA_VERSION + 1}")
    before = db.path.read_bytes()
    other, other_actions, _ = played(34, stop_after=10)
    with pytest.raises(RecordsError) as refused:
        db.add(game_record(other, other_actions, WHEN))
    assert refused.value.problem == RecordsProblem.NEWER
    assert db.path.read_bytes() == before
    assert len(db.games()) == 1                      # still read as far as understood


def test_a_locked_database_is_refused_after_a_short_wait(db, monkeypatch):
    monkeypatch.setattr(records, "LOCK_TIMEOUT_S", 0.2)
    setup, actions, _ = played(35, stop_after=10)
    db.add(game_record(setup, actions, WHEN))
    holder = sqlite3.connect(db.path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        other, other_actions, _ = played(36, stop_after=10)
        with pytest.raises(RecordsError) as refused:
            db.add(game_record(other, other_actions, WHEN))
        assert refused.value.problem == RecordsProblem.LOCKED
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert len(db.games()) == 1


def test_a_read_only_database_is_refused_and_still_read(db, monkeypatch):
    """A database file the system will not let us write. Root ignores permission bits, so
    under root SQLite is made to open it read-only, as it does for such a file."""
    setup, actions, _ = played(37, stop_after=10)
    db.add(game_record(setup, actions, WHEN))
    before = db.path.read_bytes()
    os.chmod(db.path, 0o444)
    if os.geteuid() == 0:
        connect = sqlite3.connect
        monkeypatch.setattr(sqlite3, "connect",
                            lambda target, **kw: connect(target.replace("mode=rwc", "mode=ro"), **kw))
    other, other_actions, _ = played(38, stop_after=10)
    with pytest.raises(RecordsError) as refused:
        db.add(game_record(other, other_actions, WHEN))
    assert refused.value.problem == RecordsProblem.READ_ONLY
    assert db.path.read_bytes() == before
    assert len(db.games()) == 1

