"""The record of games written by real processes: killed with SIGKILL in the middle of a
write again and again, and four at once as four windows ending their games together. Each
finished write stays, no game is kept twice, and a lock that cannot be had is one short
line after a short wait."""

from __future__ import annotations

import contextlib
import itertools
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections import Counter
from pathlib import Path

import pytest
from records_writer import dump, sequence
from test_records import WHEN, played

from vikings_desktop.persistence import records
from vikings_desktop.persistence.records import (
    FINISHED,
    GameRecords,
    RecordsError,
    RecordsProblem,
    game_record,
)

WRITER = str(Path(__file__).with_name("records_writer.py"))
KILLS = 50


@pytest.fixture(scope="module")
def bases(tmp_path_factory) -> Path:
    """One real game, left unfinished half way and finished: what the writers record."""
    setup, actions, state = played(61)
    assert state.is_over()
    path = tmp_path_factory.mktemp("bases") / "bases.json"
    dump(game_record(setup, actions[:len(actions) // 2], WHEN), game_record(setup, actions, WHEN),
         path)
    return path


def writer(db: Path, bases: Path, games: str, wait: bool = False) -> subprocess.Popen:
    process = subprocess.Popen(
        [sys.executable, WRITER, str(db), str(bases), games] + (["--wait"] if wait else []),
        stdin=subprocess.PIPE if wait else subprocess.DEVNULL, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, bufsize=0)
    # unbuffered: communicate() reads the pipe itself, so nothing may be read ahead here
    assert process.stdout is not None and process.stdout.readline() == b"ready\n"
    return process


def finished_writes(out: bytes) -> list[tuple[str, bool]]:
    """The lines a writer printed whole: (game, kept) per finished ``add``."""
    return [(line.split()[0], line.split()[1] == "1")
            for line in out.decode().splitlines(keepends=True) if line.endswith("\n")]


def raw_games(path: Path) -> tuple[list[tuple[str, str]], Counter]:
    """(key, start) of every ``games`` row and the seat rows per game, read with plain
    SQLite: what is on disk, not what the module makes of it."""
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        games = raw.execute("SELECT game_key, start_key FROM games").fetchall()
        seats = Counter(dict(raw.execute(
            "SELECT (SELECT game_key FROM games WHERE id = game_id), count(*)"
            " FROM seats GROUP BY game_id").fetchall()))
    return games, seats


def test_kill_9_in_the_middle_of_writes_fifty_times_keeps_every_finished_write_once(
        tmp_path, bases):
    """A writer records game after game (an unfinished one, then its finished one that
    replaces it) and is killed at a random moment, 50 times; each new writer goes on from
    the first game not confirmed, so a game the kill left written is written again."""
    path = tmp_path / "records.sqlite3"
    rng = random.Random(50)
    confirmed: dict[str, bool] = {}        # game -> kept, for every add that returned
    first = 0                              # the next writer's first game
    mid_write = again = 0
    for _ in range(KILLS):
        process = writer(path, bases, f"seq:{first}")
        time.sleep(rng.uniform(0.0, 0.04))
        process.send_signal(signal.SIGKILL)
        out, err = process.communicate(timeout=30)
        assert process.returncode == -signal.SIGKILL, err       # killed, never failed
        mid_write += Path(f"{path}-journal").exists()             # a transaction was open
        done = finished_writes(out)
        if done and not done[0][1]:
            again += 1                     # the last kill came after the commit, before the line
        assert all(kept for _, kept in done[1:])                 # only the retried one was there
        confirmed.update(done)
        first += len(done)
        if not path.exists():
            continue
        games, seats = raw_games(path)
        keys = [key for key, _ in games]
        tried = set(itertools.islice(sequence(0), first + 1))
        assert set(keys) <= tried                                 # nothing invented
        assert max(Counter(start for _, start in games).values(), default=1) == 1   # no game twice
        assert len(set(keys)) == len(keys)
        for name in confirmed:
            finished_too = f"f{name[1:]}"
            assert name in keys or (name[0] == "a" and finished_too in keys), name
            if name[0] == "f":
                assert f"a{name[1:]}" not in keys                 # replaced, not both
        assert all(seats[key] == 2 for key in keys) and sum(seats.values()) == 2 * len(keys)
    reading = GameRecords(path).read()
    assert reading.damaged == 0
    assert sorted(g.key for g in reading.games) == sorted(key for key, _ in raw_games(path)[0])
    # the kills did land inside transactions, and the test saw real work
    assert mid_write >= 5 and len(confirmed) >= KILLS
    setup, actions, _ = played(62, stop_after=10)
    assert GameRecords(path).add(game_record(setup, actions, WHEN))    # still writable
    print(f"{KILLS} kills: {len(confirmed)} writes confirmed, {mid_write} inside a transaction,"
          f" {again} written but not confirmed")


def test_four_windows_ending_games_at_once_record_each_game_once(tmp_path, bases):
    """Four processes start at one moment: each records a game of its own (unfinished,
    then finished), all four the same game, and two of them the unfinished and two the
    finished record of one start. Every game is there once; nobody fails. Each round
    starts without a record, so that the four also create it together."""
    for round_ in range(4):
        path = tmp_path / f"records-{round_}.sqlite3"
        base = 100 * round_
        own, same, split = (f"{base + p}" for p in range(4)), base + 9, base + 8
        plans = [f"a{o},f{same},f{o},{'a' if p % 2 == 0 else 'f'}{split}"
                 for p, o in enumerate(own)]
        processes = [writer(path, bases, plan, wait=True) for plan in plans]
        for process in processes:
            assert process.stdin is not None
            process.stdin.write(b"go\n")
        results: list[tuple[str, bool]] = []
        for process in processes:
            out, err = process.communicate(timeout=60)
            assert process.returncode == 0 and not err, err
            results += finished_writes(out)
        assert len(results) == 16                            # every add returned
        kept = [name for name, was_kept in results if was_kept]
        assert kept.count(f"f{same}") == 1 and kept.count(f"f{split}") == 1
        games, seats = raw_games(path)
        assert sorted(key for key, _ in games) == sorted([f"f{base + p}" for p in range(4)] + [f"f{same}", f"f{split}"])
        assert max(Counter(start for _, start in games).values()) == 1
        assert all(count == 2 for count in seats.values())
        reading = GameRecords(path).read()
        assert reading.damaged == 0 and len(reading.games) == 6
        assert all(g.status == FINISHED for g in reading.games)


HOLDER = textwrap.dedent("""
    import sqlite3, sys, time
    db = sqlite3.connect(sys.argv[1], isolation_level=None)
    db.execute("BEGIN EXCLUSIVE")
    print("held", flush=True)
    if sys.argv[2] == "until-told":
        sys.stdin.readline()
    else:
        time.sleep(float(sys.argv[2]))
    db.execute("ROLLBACK")
""")


def hold(path: Path, how: str) -> subprocess.Popen:
    """Another program holding the record's lock (``how``: seconds, or until told)."""
    process = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), how],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stdout.readline() == "held\n"
    return process


@pytest.fixture
def recorded(tmp_path) -> GameRecords:
    db = GameRecords(tmp_path / "records.sqlite3")
    setup, actions, _ = played(63, stop_after=10)
    assert db.add(game_record(setup, actions, WHEN))
    return db


def test_a_lock_held_for_a_moment_is_waited_for(recorded):
    holder = hold(recorded.path, "0.5")
    started = time.monotonic()
    setup, actions, _ = played(64, stop_after=10)
    assert recorded.add(game_record(setup, actions, WHEN))
    assert time.monotonic() - started >= 0.3                 # it waited, then wrote
    holder.wait(timeout=10)
    assert len(recorded.games()) == 2


def test_a_lock_never_given_is_one_short_line_after_a_short_wait(recorded, monkeypatch):
    monkeypatch.setattr(records, "LOCK_TIMEOUT_S", 0.4)
    before = recorded.path.read_bytes()
    holder = hold(recorded.path, "until-told")
    try:
        setup, actions, _ = played(65, stop_after=10)
        for attempt in (lambda: recorded.add(game_record(setup, actions, WHEN)), recorded.read):
            started = time.monotonic()
            with pytest.raises(RecordsError) as refused:
                attempt()
            waited = time.monotonic() - started
            assert 0.3 <= waited < 3
            assert refused.value.problem == RecordsProblem.LOCKED
            text = str(refused.value)
            assert "\n" not in text and len(text) <= 80, text
    finally:
        assert holder.stdin is not None
        holder.stdin.write("go\n")
        holder.stdin.close()
        holder.wait(timeout=10)
    assert recorded.path.read_bytes() == before
    assert recorded.add(game_record(setup, actions, WHEN))       # free again: kept now


def test_a_record_another_window_creates_meanwhile_is_not_taken_for_damaged(
        tmp_path, monkeypatch):
    """The moment four windows rarely hit: another window creates the record just between
    this one's look at its version and at its tables. Made to happen here by running the
    other window's write as that look begins."""
    monkeypatch.setattr(records, "LOCK_TIMEOUT_S", 0.2)
    path = tmp_path / "records.sqlite3"
    path.touch()                                   # an empty file: no record yet
    (setup, actions, _), (other, other_actions, _) = played(66, stop_after=10), \
        played(67, stop_after=10)
    connect, interposed = sqlite3.connect, []

    def connecting(*args, **kwargs):
        db = connect(*args, **kwargs)
        if not interposed:
            def between(statement: str) -> None:
                if statement.startswith("SELECT name FROM sqlite_master") and not interposed:
                    interposed.append(statement)
                    with contextlib.suppress(RecordsError):      # it may have to wait its turn
                        GameRecords(path).add(game_record(other, other_actions, WHEN))
            db.set_trace_callback(between)
        return db
    monkeypatch.setattr(sqlite3, "connect", connecting)
    assert GameRecords(path).add(game_record(setup, actions, WHEN))
    assert interposed
    monkeypatch.undo()
    assert GameRecords(path).read().damaged == 0
