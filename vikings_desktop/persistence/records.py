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

A damaged row never takes the others with it: every cell is checked as it is read
(``read()`` says how many games were left out), damaged rows are never changed or
removed, and ``start_afresh()`` begins a new file with the sound games, keeping the old
one aside. Nothing but ``RecordsError`` leaves this module (``ValueError`` for a wrong
``summary`` argument).
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import sqlite3
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, cast

from vikings_desktop.engine import Action, GameState, action_from_json, action_to_json
from vikings_desktop.engine.components import MAX_PLAYERS, MIN_PLAYERS, ROUNDS
from vikings_desktop.engine.rules import RuleOptions
from vikings_desktop.engine.scoring import ranking
from vikings_desktop.game_setup import COMPUTER, GameSetup, Seat

from .paths import data_dir

if TYPE_CHECKING:
    from vikings_desktop.engine.state import Player

SCHEMA_VERSION = 2                  # 2: games.from_replay (1 is upgraded in place on write)
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
    rounds_played INTEGER NOT NULL,
    from_replay INTEGER NOT NULL DEFAULT 0 CHECK (from_replay IN (0, 1))  -- played on from a replay
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
    from_replay: bool = False          # played on from a replay ("Play on from here")

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
                state: GameState | None = None, from_replay: bool = False) -> GameRecord:
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
                      len(by_round[0]) if by_round else 0, seats, from_replay=from_replay)


@dataclass(frozen=True)
class RecordsReading:
    """What ``read()`` found: the sound games, newest first, and how many were left out."""
    games: list[GameRecord]
    damaged: int = 0


# --- soundness ---------------------------------------------------------------------------
# What a cell must hold to be read; a game with any cell outside this (in its row or in
# one of its seats' rows) is left out whole and counted, never half shown.
MAX_KEY_CHARS = 128
MAX_ACTIONS = 5_000                    # a game has a few hundred
MAX_FAME = 10_000                      # |fame| and gold: far beyond any game
MAX_BREAKDOWN_PARTS = 64
MAX_JSON_CHARS = 1_000_000             # any JSON cell, checked before it is parsed
_BREAKDOWN_FIELDS = frozenset({"fame", "gold", "count"})
_GAME_COLUMNS = ("id, game_key, start_key, actions, played_at, status, rules, seed, rounds_played,"
                 " from_replay")
# an older record (version 1) has no from_replay column: read as not from a replay
_GAME_COLUMNS_V1 = _GAME_COLUMNS.replace("from_replay", "0 AS from_replay")
_SEAT_COLUMNS = "game_id, seat, name, kind, level, colour, fame, gold, place, breakdown, fame_by_round"


class _Unsound(ValueError):
    """A cell outside what this version writes (caught per game, never leaves)."""


class _Undecodable:
    """A text cell that is not UTF-8 (the text factory's answer instead of an error)."""


_UNDECODABLE = _Undecodable()


def _text_cell(data: bytes) -> str | _Undecodable:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return _UNDECODABLE


def _refuse_constant(name: str) -> object:
    raise _Unsound(f"{name} in JSON")


def _json_cell(value: object, what: str) -> object:
    if type(value) is not str or len(value) > MAX_JSON_CHARS:
        raise _Unsound(f"{what}: not JSON text")
    try:
        return json.loads(value, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as exc:
        raise _Unsound(f"{what}: {exc}") from None


def _integer(value: object, what: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _Unsound(f"{what}: {value!r}")
    return value


def _key(value: object, what: str) -> str:
    if type(value) is not str or not 0 < len(value) <= MAX_KEY_CHARS:
        raise _Unsound(f"{what}: {value!r}")
    return value


def _actions(value: object) -> tuple[dict, ...]:
    data = _json_cell(value, "actions")
    if not isinstance(data, list) or len(data) > MAX_ACTIONS:
        raise _Unsound("actions: not a list")
    for action in data:
        action_from_json(action)       # ValueError (or TypeError) for anything else
    return tuple(data)


def _played_at(value: object) -> str:
    if type(value) is not str or len(value) > 40:
        raise _Unsound(f"played_at: {value!r}")
    datetime.fromisoformat(value)
    return value


def _rules(value: object) -> dict:
    data = _json_cell(value, "rules")
    RuleOptions.from_json(data)
    assert isinstance(data, dict)
    return data


def _breakdown(value: object, finished: bool) -> dict:
    data = _json_cell(value, "breakdown")
    if not isinstance(data, dict) or len(data) > MAX_BREAKDOWN_PARTS or (data and not finished):
        raise _Unsound("breakdown: not a scoring")
    for part, entry in data.items():
        if (not 0 < len(part) <= MAX_KEY_CHARS or not isinstance(entry, dict)
                or not set(entry) <= _BREAKDOWN_FIELDS):
            raise _Unsound(f"breakdown: part {part!r}")
        for amount in entry.values():
            _integer(amount, "breakdown", -MAX_FAME, MAX_FAME)
    return data


def _fame_by_round(value: object, rounds: int) -> tuple[int, ...]:
    data = _json_cell(value, "fame_by_round")
    if not isinstance(data, list) or len(data) != rounds:
        raise _Unsound("fame_by_round: not one number per round played")
    return tuple(_integer(fame, "fame_by_round", -MAX_FAME, MAX_FAME) for fame in data)


def _decode(game: Sequence[object], seats: Sequence[Sequence[object]]) -> GameRecord:
    """The record in a ``games`` row and its ``seats`` rows (in the columns' order), or
    ``_Unsound`` (or the ValueError/TypeError of a parser) when a cell is not sound."""
    game_id, key, start, actions, played_at, status, rules, seed, rounds, from_replay = game
    if from_replay not in (0, 1) or type(from_replay) not in (int, bool):
        raise _Unsound(f"from_replay: {from_replay!r}")
    if status not in (FINISHED, ABANDONED):
        raise _Unsound(f"status: {status!r}")
    finished = status == FINISHED
    rounds = _integer(rounds, "rounds_played", ROUNDS if finished else 0, ROUNDS)
    seed = None if seed is None else _integer(seed, "seed", -2**63, 2**63 - 1)
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise _Unsound(f"{len(seats)} seats")
    kept = []
    for number, row in enumerate(sorted(seats, key=lambda r: r[1] if type(r[1]) is int else -1)):
        _, seat, name, kind, level, colour, fame, gold, place, breakdown, by_round = row
        _integer(seat, "seat", number, number)          # seats 0 … n-1, none twice
        if type(name) is not str or type(kind) is not str or type(colour) is not str \
                or not (level is None or type(level) is str):
            raise _Unsound(f"seat {number}: not text")
        if Seat(name, kind, level, colour).problems(number + 1) or (kind != COMPUTER and level):
            raise _Unsound(f"seat {number}: not a seat")
        fame_ = _integer(fame, "fame", -MAX_FAME, MAX_FAME)
        history = _fame_by_round(by_round, rounds)
        if finished and history[-1] != fame_:
            raise _Unsound(f"seat {number}: fame {fame_} after the last round {history[-1]}")
        kept.append(SeatRecord(name, kind, level, colour, fame_,
                               _integer(gold, "gold", 0, MAX_FAME),
                               _integer(place, "place", 1, len(seats)),
                               _breakdown(breakdown, finished), history))
    if len({s.name.strip().casefold() for s in kept}) < len(kept) \
            or len({s.colour for s in kept}) < len(kept):
        raise _Unsound("two seats alike")
    standings = cast("list[Player]", [_Standing(s.fame, s.gold) for s in kept])
    if [place for place, _ in sorted(ranking(standings), key=lambda p: p[1])] != \
            [s.place for s in kept]:
        raise _Unsound("places that do not follow fame and gold")
    return GameRecord(_key(key, "game_key"), _key(start, "start_key"), _actions(actions),
                      _played_at(played_at), status, _rules(rules), seed, rounds, tuple(kept),
                      _integer(game_id, "id", -2**63, 2**63 - 1), bool(from_replay))


@dataclass
class _Standing:
    """What ``ranking`` reads of a player (fame, then gold)."""
    fame: int
    gold: int


def _rows(record: GameRecord, game_id: int) -> tuple[tuple, list[tuple]]:
    """The cells ``record`` is written as: its ``games`` row and its ``seats`` rows."""
    game = (game_id, record.key, record.start_key,
            json.dumps(list(record.actions), separators=(",", ":")), record.played_at,
            record.status, json.dumps(record.rules, sort_keys=True), record.seed,
            record.rounds_played, int(record.from_replay))
    seats = [(game_id, index, s.name, s.kind, s.level, s.colour, s.fame, s.gold, s.place,
              json.dumps(s.breakdown, sort_keys=True), json.dumps(list(s.fame_by_round)))
             for index, s in enumerate(record.seats)]
    return game, seats


_UNSOUND_ERRORS = (ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError,
                   AttributeError, AssertionError)


def _read_games(db: sqlite3.Connection, where: str = "", arguments: tuple = ()) -> RecordsReading:
    """The sound games of ``games`` rows (``where``: which), newest first."""
    known = {row[1] for row in db.execute("PRAGMA table_info(games)")}
    columns = _GAME_COLUMNS if "from_replay" in known else _GAME_COLUMNS_V1
    rows = db.execute(f"SELECT {columns} FROM games {where}"
                      " ORDER BY played_at DESC, id DESC", arguments).fetchall()
    seats: dict[object, list[tuple]] = {}
    query = f"SELECT {_SEAT_COLUMNS} FROM seats"
    if where:
        query += f" WHERE game_id IN (SELECT id FROM games {where})"
    for row in db.execute(query, arguments):
        seats.setdefault(row[0], []).append(row)
    games, damaged = [], 0
    for row in rows:
        try:
            games.append(_decode(row, seats.get(row[0], [])))
        except _UNSOUND_ERRORS:
            damaged += 1
    return RecordsReading(games, damaged)


class GameRecords:
    """The database at ``path``; opened for each call, so nothing stays locked."""

    def __init__(self, path: Path):
        self.path = Path(path)

    # --- writing --------------------------------------------------------------------------
    def add(self, record: GameRecord) -> bool:
        """Keep a game in one transaction; False if nothing new was kept. One start is one
        game: a record replaces the abandoned records of the same start that it continues
        (a game left unfinished, then opened and played on), and a record that an earlier
        one of the same start continues is not kept (an undo, then a new game). Damaged
        rows are left as they are; ``RecordsError`` when the game cannot be kept (also
        when a damaged row holds this very game)."""
        try:
            _decode(*_rows(record, 0))
        except _UNSOUND_ERRORS as exc:
            raise RecordsError(RecordsProblem.UNAVAILABLE, f"not a sound record: {exc}") from None
        with self._connection(write=True) as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                kept = self._add(db, record)
                db.execute("COMMIT")
            except BaseException:
                with suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
                raise
            return kept

    @staticmethod
    def _add(db: sqlite3.Connection, record: GameRecord) -> bool:
        actions = list(record.actions)
        same = db.execute("SELECT id FROM games WHERE game_key = ?", (record.key,)).fetchone()
        if same is not None:
            if _read_games(db, "WHERE id = ?", (same[0],)).games:
                return False               # this very game is there
            raise RecordsError(RecordsProblem.CORRUPT, "a damaged record holds this game")
        replaced = []
        for earlier in _read_games(db, "WHERE start_key = ?", (record.start_key,)).games:
            played = list(earlier.actions)
            if played[:len(actions)] == actions:
                return False               # a game this record is part of
            if not earlier.finished and actions[:len(played)] == played:
                replaced.append(earlier.id)
        for game_id in replaced:
            db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM games WHERE id = ?", (game_id,))
        GameRecords._insert(db, record)
        return True

    @staticmethod
    def _insert(db: sqlite3.Connection, record: GameRecord) -> None:
        # A new id above every game's and every seat row's: a stray seat row left by
        # damage never joins the new game.
        highest = db.execute(
            "SELECT max(coalesce((SELECT max(id) FROM games), 0),"
            " coalesce((SELECT max(game_id) FROM seats WHERE typeof(game_id) = 'integer'), 0))"
        ).fetchone()[0]
        if type(highest) is not int or highest >= 2**63 - 1:
            raise RecordsError(RecordsProblem.CORRUPT, "no id left for a new game")
        game, seats = _rows(record, highest + 1)
        db.execute(f"INSERT INTO games ({_GAME_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", game)
        db.executemany(f"INSERT INTO seats ({_SEAT_COLUMNS})"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", seats)

    def start_afresh(self, when: datetime | None = None) -> Path | None:
        """A new record holding every sound game of this one, which is kept aside, never
        deleted, as ``records-damaged-<when>.sqlite3`` beside it (returned; None when there
        was nothing to keep aside). ``RecordsError`` when the folder refuses: then
        nothing changed."""
        if not self.path.exists():
            return None
        try:
            sound = self.read().games
        except RecordsError:
            sound = []                      # nothing readable: the new record starts empty
        stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
        fresh = self.path.with_name(f".{self.path.name}.{stamp}.new")
        try:
            fresh.unlink(missing_ok=True)
            for suffix in ("", "-journal"):
                Path(f"{fresh}{suffix}").unlink(missing_ok=True)
        except OSError as exc:
            raise _records_error(exc) from exc
        try:
            with GameRecords(fresh)._connection(write=True) as db:
                db.execute("BEGIN IMMEDIATE")
                for game in reversed(sound):          # oldest first, as they came
                    GameRecords._insert(db, game)
                db.execute("COMMIT")
            aside = _keep_aside(self.path, stamp)
            os.replace(fresh, self.path)
        except OSError as exc:
            with suppress(OSError):
                fresh.unlink()
            raise _records_error(exc) from exc
        except RecordsError:
            with suppress(OSError):
                fresh.unlink()
            raise
        return aside

    # --- reading --------------------------------------------------------------------------
    def read(self) -> RecordsReading:
        """Every sound recorded game, newest first, and how many damaged ones were left
        out; nothing is ever written to the file."""
        if not self.path.exists():
            return RecordsReading([])
        with self._connection(write=False) as db:
            if not db.execute("SELECT 1 FROM sqlite_master WHERE name = 'games'").fetchone():
                return RecordsReading([])     # an empty file: nothing recorded yet
            return _read_games(db)

    def games(self) -> list[GameRecord]:
        """Every sound recorded game, newest first."""
        return self.read().games

    def summary(self, by: str, games: list[GameRecord] | None = None,
                with_replays: bool = False) -> list[SummaryRow]:
        """Per computer level (BY_LEVEL: computer seats) or per player name (BY_NAME: human
        seats): finished games, wins, average and best fame, and abandoned games; sound
        games only. Games played on from a replay are left out unless ``with_replays``."""
        if by not in (BY_LEVEL, BY_NAME):
            raise ValueError(f"summary by {by!r}: level or name")
        rows: dict[str, list[SeatRecord]] = {}
        abandoned: dict[str, int] = {}
        for game in self.games() if games is None else games:
            if game.from_replay and not with_replays:
                continue
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
        spreadsheet programs read the names right; ``RecordsError`` when it cannot be
        written (the reason in ``detail``)."""
        try:
            with open(path, "w", newline="", encoding="utf-8-sig") as out:
                writer = csv.writer(out)
                writer.writerow(header)
                writer.writerows(rows)
        except (OSError, UnicodeError, csv.Error) as exc:
            detail = (exc.strerror if isinstance(exc, OSError) else None) or type(exc).__name__
            problem = (RecordsProblem.READ_ONLY if isinstance(exc, PermissionError)
                       else RecordsProblem.UNAVAILABLE)
            raise RecordsError(problem, detail) from exc

    # --- the connection -------------------------------------------------------------------
    @contextmanager
    def _connection(self, write: bool) -> Iterator[sqlite3.Connection]:
        try:
            if write:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            # A journal left by a killed write must be rolled back before anything can be
            # read, which a read-only connection cannot do.
            mode = "rwc" if write else "rw" if Path(f"{self.path}-journal").exists() else "ro"
            uri = f"{self.path.resolve().as_uri()}?mode={mode}"
            db = sqlite3.connect(uri, uri=True, timeout=LOCK_TIMEOUT_S, isolation_level=None)
        except (sqlite3.Error, OSError, ValueError) as exc:
            raise _records_error(exc) from exc
        db.text_factory = _text_cell
        newer = False
        try:
            newer = self._check_schema(db, write)
            yield db
        except sqlite3.Error as exc:
            # what a newer version changed is not ours to call damaged
            raise (RecordsError(RecordsProblem.NEWER, str(exc)) if newer
                   else _records_error(exc)) from exc
        except (OSError, MemoryError) as exc:
            raise _records_error(exc) from exc
        finally:
            db.close()

    def _check_schema(self, db: sqlite3.Connection, write: bool) -> bool:
        """Create the tables in a new database; True if it is a newer version's (read
        only as far as this version understands it)."""
        # One read transaction: another window creating the tables meanwhile must not be
        # seen half way (its tables without its version).
        db.execute("BEGIN")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            tables = {row[0] for row in
                      db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        except BaseException:
            with suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
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
        if version == 1 and {"games", "seats"} <= tables:
            if write:
                self._upgrade_from_1(db)
            return False
        if version != SCHEMA_VERSION or not {"games", "seats"} <= tables:
            raise RecordsError(RecordsProblem.CORRUPT, f"unknown layout (version {version})")
        return False

    @staticmethod
    def _upgrade_from_1(db: sqlite3.Connection) -> None:
        """Version 1 → 2 in place, in one transaction: games gain ``from_replay`` (0 for
        every game already there). Another window may have upgraded it meanwhile."""
        db.execute("BEGIN IMMEDIATE")
        try:
            if db.execute("PRAGMA user_version").fetchone()[0] == 1:
                db.execute("ALTER TABLE games ADD COLUMN from_replay INTEGER NOT NULL"
                           " DEFAULT 0 CHECK (from_replay IN (0, 1))")
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("COMMIT")
        except BaseException:
            with suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise


def _keep_aside(path: Path, stamp: str) -> Path:
    """Move ``path`` (and a journal it may have) to a name of its own beside it, never
    over another file."""
    for number in range(1, 1000):
        suffix = "" if number == 1 else f"-{number}"
        aside = path.with_name(f"{path.stem}-damaged-{stamp}{suffix}{path.suffix}")
        try:
            _move_new(path, aside)
        except FileExistsError:
            continue
        journal = Path(f"{path}-journal")
        if journal.exists():
            with suppress(OSError):
                _move_new(journal, Path(f"{aside}-journal"))
        return aside
    raise FileExistsError(f"no free name beside {path.name}")


def _move_new(source: Path, target: Path) -> None:
    """Rename ``source`` to ``target``; FileExistsError rather than replace a file."""
    if sys.platform == "win32":
        os.rename(source, target)          # refuses an existing target there
        return
    try:
        os.link(source, target)            # refuses an existing target
    except FileExistsError:
        raise
    except OSError:                        # a file system without hard links
        if os.path.lexists(target):
            raise FileExistsError(target) from None
        os.rename(source, target)
        return
    os.unlink(source)


def _records_error(exc: BaseException) -> RecordsError:
    text = str(exc).lower()
    if isinstance(exc, RecordsError):
        return exc
    if "locked" in text or "busy" in text:
        return RecordsError(RecordsProblem.LOCKED, str(exc))
    if ("not a database" in text or "malformed" in text or "corrupt" in text
            or "no such" in text):             # a table or column of ours is missing
        return RecordsError(RecordsProblem.CORRUPT, str(exc))
    if "readonly" in text or "read-only" in text or isinstance(exc, PermissionError):
        return RecordsError(RecordsProblem.READ_ONLY, str(exc))
    return RecordsError(RecordsProblem.UNAVAILABLE, str(exc))
