"""A record of every game played: a small SQLite database in the user data folder.

    records = GameRecords(records_path())
    records.add(game_record(setup, actions, FINISHED, datetime.now()))
    records.summary(BY_LEVEL)          # games, wins, average and best fame per level
    records.export_csv(path, rows)

Each game is written in one transaction, so a kill in the middle of a write leaves the
database as it was before (SQLite's rollback journal). Every problem — a locked, corrupt
or read-only database, one written by a newer version — raises ``RecordsError`` with a
``RecordsProblem`` the window words for players; the game itself never depends on it.
A database from a newer version is never written to.
"""

from __future__ import annotations

import csv
import hashlib
import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path

from vikings_desktop.engine import Action, GameState, action_to_json
from vikings_desktop.engine.scoring import ranking
from vikings_desktop.game_setup import COMPUTER, GameSetup

from .paths import data_dir

SCHEMA_VERSION = 1
RECORDS_FILE = "records.sqlite3"
FINISHED, ABANDONED = "finished", "abandoned"
BY_LEVEL, BY_NAME = "level", "name"
LOCK_TIMEOUT_S = 2.0

_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game_key TEXT NOT NULL UNIQUE,      -- the set-up and actions' digest: recorded once
    start_key TEXT NOT NULL,            -- the set-up's digest: the same start
    actions TEXT NOT NULL,              -- the actions as saves write them (JSON list)
    played_at TEXT NOT NULL,            -- ISO 8601, local time, to the second
    status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
    rules TEXT NOT NULL,                -- RuleOptions.to_json()
    seed INTEGER,
    rounds_played INTEGER NOT NULL
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    colour TEXT NOT NULL,               -- the seat's colour (game_setup.SEAT_COLOURS)
    fame INTEGER NOT NULL,
    gold INTEGER NOT NULL,
    place INTEGER NOT NULL,             -- 1 = winner (shared places share a number)
    breakdown TEXT NOT NULL,            -- the final scoring's breakdown (JSON)
    fame_by_round TEXT NOT NULL,        -- fame after each completed round (JSON list)
    PRIMARY KEY (game_id, seat)
);
"""


class RecordsProblem(StrEnum):
    LOCKED = "locked"              # another program holds the database
    CORRUPT = "corrupt"            # not a database of ours, or damaged
    READ_ONLY = "read-only"        # the file or its folder cannot be written
    NEWER = "newer"                # written by a newer version: never overwritten
    UNAVAILABLE = "unavailable"    # anything else the system refused (detail says what)


class RecordsError(Exception):
    def __init__(self, problem: RecordsProblem, detail: str = ""):
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = problem
        self.detail = detail


@dataclass(frozen=True)
class SeatRecord:
    name: str
    kind: str
    level: str | None
    colour: str
    fame: int
    gold: int
    place: int
    breakdown: dict
    fame_by_round: tuple[int, ...]

    @property
    def won(self) -> bool:
        return self.place == 1


@dataclass(frozen=True)
class GameRecord:
    key: str
    start_key: str
    actions: tuple[dict, ...]
    played_at: str
    status: str
    rules: dict
    seed: int | None
    rounds_played: int
    seats: tuple[SeatRecord, ...]
    id: int | None = None

    @property
    def finished(self) -> bool:
        return self.status == FINISHED


@dataclass(frozen=True)
class SummaryRow:
    """One line of the statistics table: a computer level or a player's name."""
    key: str            # the level id (BY_LEVEL) or the name (BY_NAME)
    games: int          # finished games
    wins: int
    average_fame: float
    best_fame: int
    abandoned: int


def records_path() -> Path:
    return data_dir() / RECORDS_FILE


def _digest(data: object) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode("utf-8")).hexdigest()


def game_key(setup: GameSetup, actions: Sequence[Action]) -> str:
    """The same game (set-up and actions) always has the same key, so it is kept once."""
    return _digest([setup.to_json(), [action_to_json(a) for a in actions]])


def game_record(setup: GameSetup, actions: Sequence[Action], when: datetime,
                state: GameState | None = None) -> GameRecord:
    """The record of a game from its set-up and actions (one replay, unchecked: the
    actions come from a game the engine already checked). Finished if the game is over,
    else abandoned; fame after each round that was completed."""
    replay = setup.new_state()
    by_round: list[list[int]] = [[] for _ in setup.seats]
    for action in actions:
        before = replay.round
        replay.apply_unchecked(action)
        if replay.round != before or replay.is_over():
            for seat, player in enumerate(replay.players):
                by_round[seat].append(player.fame)
    final = state if state is not None else replay
    over = final.is_over()
    breakdowns = (final.scorings[-1].breakdowns if over and final.scorings
                  and final.scorings[-1].kind == "final" else [{} for _ in setup.seats])
    places = dict((seat, place) for place, seat in ranking(final.players))
    seats = tuple(
        SeatRecord(seat.name, seat.kind, seat.level if seat.kind == COMPUTER else None,
                   seat.colour, player.fame, player.gold, places[index], breakdowns[index],
                   tuple(by_round[index]))
        for index, (seat, player) in enumerate(zip(setup.seats, final.players, strict=True)))
    return GameRecord(game_key(setup, actions), _digest(setup.to_json()),
                      tuple(action_to_json(a) for a in actions), when.isoformat(timespec="seconds"),
                      FINISHED if over else ABANDONED, setup.rules.to_json(), setup.seed,
                      len(by_round[0]) if by_round else 0, seats)


class GameRecords:
    """The database at ``path``; opened for each call, so nothing stays locked."""

    def __init__(self, path: Path):
        self.path = Path(path)

    # --- writing --------------------------------------------------------------------------
    def add(self, record: GameRecord) -> bool:
        """Keep a game in one transaction; False if nothing new was kept. One start is one
        game: a record replaces the abandoned records of the same start that it continues
        (a game left unfinished, then opened and played on), and a record that an earlier
        one of the same start continues is not kept (an undo, then a new game)."""
        with self._connection(write=True) as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                kept = self._add(db, record)
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            return kept

    @staticmethod
    def _add(db: sqlite3.Connection, record: GameRecord) -> bool:
        actions = list(record.actions)
        replaced = []
        for game_id, status, text in db.execute(
                "SELECT id, status, actions FROM games WHERE start_key = ?", (record.start_key,)):
            earlier = json.loads(text)
            if earlier[:len(actions)] == actions:
                return False               # the same game, or one this record is part of
            if status == ABANDONED and actions[:len(earlier)] == earlier:
                replaced.append(game_id)
        for game_id in replaced:
            db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM games WHERE id = ?", (game_id,))
        cursor = db.execute(
            "INSERT INTO games (game_key, start_key, actions, played_at, status, rules, seed,"
            " rounds_played) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (record.key, record.start_key, json.dumps(actions, separators=(",", ":")),
             record.played_at, record.status, json.dumps(record.rules, sort_keys=True),
             record.seed, record.rounds_played))
        db.executemany(
            "INSERT INTO seats (game_id, seat, name, kind, level, colour, fame, gold, place,"
            " breakdown, fame_by_round) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(cursor.lastrowid, index, s.name, s.kind, s.level, s.colour, s.fame, s.gold, s.place,
              json.dumps(s.breakdown, sort_keys=True), json.dumps(list(s.fame_by_round)))
             for index, s in enumerate(record.seats)])
        return True

    # --- reading --------------------------------------------------------------------------
    def games(self) -> list[GameRecord]:
        """Every recorded game, newest first."""
        if not self.path.exists():
            return []
        with self._connection(write=False) as db:
            if not db.execute("SELECT 1 FROM sqlite_master WHERE name = 'games'").fetchone():
                return []                  # an empty file: nothing recorded yet
            games = db.execute("SELECT id, game_key, start_key, actions, played_at, status, rules,"
                               " seed, rounds_played FROM games"
                               " ORDER BY played_at DESC, id DESC").fetchall()
            seats: dict[int, list[SeatRecord]] = {}
            for row in db.execute("SELECT game_id, name, kind, level, colour, fame, gold, place,"
                                  " breakdown, fame_by_round FROM seats ORDER BY game_id, seat"):
                seats.setdefault(row[0], []).append(SeatRecord(
                    row[1], row[2], row[3], row[4], row[5], row[6], row[7], json.loads(row[8]),
                    tuple(json.loads(row[9]))))
        return [GameRecord(key, start, tuple(json.loads(actions)), played_at, status,
                           json.loads(rules), seed, rounds, tuple(seats.get(game_id, ())), game_id)
                for game_id, key, start, actions, played_at, status, rules, seed, rounds in games]

    def summary(self, by: str, games: list[GameRecord] | None = None) -> list[SummaryRow]:
        """Per computer level (BY_LEVEL: computer seats) or per player name (BY_NAME: human
        seats): finished games, wins, average and best fame, and abandoned games."""
        if by not in (BY_LEVEL, BY_NAME):
            raise ValueError(f"summary by {by!r}: level or name")
        rows: dict[str, list[SeatRecord]] = {}
        abandoned: dict[str, int] = {}
        for game in self.games() if games is None else games:
            for seat in game.seats:
                if (seat.kind == COMPUTER) != (by == BY_LEVEL):
                    continue
                key = (seat.level or "") if by == BY_LEVEL else seat.name
                if game.finished:
                    rows.setdefault(key, []).append(seat)
                else:
                    abandoned[key] = abandoned.get(key, 0) + 1
        result = []
        for key in sorted(set(rows) | set(abandoned), key=str.casefold):
            played = rows.get(key, [])
            fame = [s.fame for s in played]
            result.append(SummaryRow(key, len(played), sum(s.won for s in played),
                                     round(sum(fame) / len(fame), 1) if fame else 0.0,
                                     max(fame, default=0), abandoned.get(key, 0)))
        return result

    # --- export ---------------------------------------------------------------------------
    @staticmethod
    def export_csv(path: Path, header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
        """The statistics table as shown (header, then rows), UTF-8 with a BOM so that
        spreadsheet programs read the names right."""
        with open(path, "w", newline="", encoding="utf-8-sig") as out:
            writer = csv.writer(out)
            writer.writerow(header)
            writer.writerows(rows)

    # --- the connection -------------------------------------------------------------------
    @contextmanager
    def _connection(self, write: bool) -> Iterator[sqlite3.Connection]:
        try:
            if write:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            uri = f"{self.path.resolve().as_uri()}?mode={'rwc' if write else 'ro'}"
            db = sqlite3.connect(uri, uri=True, timeout=LOCK_TIMEOUT_S, isolation_level=None)
        except (sqlite3.Error, OSError) as exc:
            raise _records_error(exc) from exc
        newer = False
        try:
            newer = self._check_schema(db, write)
            yield db
        except sqlite3.Error as exc:
            # what a newer version changed is not ours to call damaged
            raise (RecordsError(RecordsProblem.NEWER, str(exc)) if newer
                   else _records_error(exc)) from exc
        finally:
            db.close()

    def _check_schema(self, db: sqlite3.Connection, write: bool) -> bool:
        """Create the tables in a new database; True if it is a newer version's (read
        only as far as this version understands it)."""
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if version > SCHEMA_VERSION:
            if write:
                raise RecordsError(RecordsProblem.NEWER, f"schema {version}, this version knows {SCHEMA_VERSION}")
            return True
        if version == 0 and not tables:
            if not write:
                return False
            db.execute("BEGIN IMMEDIATE")          # another window may be creating it too
            if not db.execute("SELECT 1 FROM sqlite_master WHERE name = 'games'").fetchone():
                for statement in _SCHEMA.split(";"):
                    if statement.strip():
                        db.execute(statement)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("COMMIT")
            return False
        if version != SCHEMA_VERSION or not {"games", "seats"} <= tables:
            raise RecordsError(RecordsProblem.CORRUPT, f"unknown layout (version {version})")
        return False


def _records_error(exc: BaseException) -> RecordsError:
    text = str(exc).lower()
    if isinstance(exc, RecordsError):
        return exc
    if "locked" in text or "busy" in text:
        return RecordsError(RecordsProblem.LOCKED, str(exc))
    if "not a database" in text or "malformed" in text or "corrupt" in text:
        return RecordsError(RecordsProblem.CORRUPT, str(exc))
    if "readonly" in text or "read-only" in text or isinstance(exc, PermissionError):
        return RecordsError(RecordsProblem.READ_ONLY, str(exc))
    return RecordsError(RecordsProblem.UNAVAILABLE, str(exc))
