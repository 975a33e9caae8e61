"""An analysis kept beside its save, so that a game is analysed once.

    store_path(save)                 # "<save>.analysis.json" beside it
    write_analysis(save, analysis)   # atomic; stamped with the save's digest
    read_analysis(save)              # the analysis, or None if missing, foreign or stale

The file holds the SHA-256 of the save's bytes: a save changed since (played on, saved
over) or another game's file under the same name never gets a stale analysis. JSON with a
format version, like the saves; nothing in it is ever executed.

A file whose digest matches is still checked against the game in the save: every
verdict's index, seat and round are those of a decision of that game, the move it names
as played is the one played there and Hard's move is legal there, each decision once;
costs are finite and within a game's fame, reasons few and short. Anything else is
refused as a whole (the game is analysed again), so the window never reads a wrong one.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass, field
from pathlib import Path

from vikings_desktop.engine import Action, GameState, action_from_json, action_to_json

from .atomic import atomic_write_bytes
from .savefile import MAX_FILE_BYTES, SaveError, loads_save, parse_json, read_limited

FORMAT_NAME = "vikings-desktop-analysis"
FORMAT_VERSION = 1
SUFFIX = ".analysis.json"
MAX_FAME = 1_000.0            # |cost|, spread and a reason's fame: far beyond any game
MAX_PLAN = 64                 # actions in a plan (a turn's, to the round's end at most)
MAX_REASONS = 64              # parts of the scoring a difference comes from
MAX_PART_CHARS = 40
MAX_SETTINGS = 16


@dataclass(frozen=True)
class StoredVerdict:
    """One decision's verdict as kept: what was played, what Hard prefers, what it cost."""
    index: int
    seat: int
    round: int
    played: tuple[Action, ...]
    preferred: tuple[Action, ...]
    cost: float
    spread: float
    reasons: tuple[tuple[str, float], ...] = ()


@dataclass(frozen=True)
class StoredAnalysis:
    seats: tuple[int, ...]                 # the seats analysed
    seed: int
    settings: dict = field(default_factory=dict)   # sweeps etc.: a changed method re-runs
    verdicts: tuple[StoredVerdict, ...] = ()
    complete: bool = True                  # False: cancelled part way (kept, resumable)


def store_path(save: Path) -> Path:
    name = save.name[:-len(".vikings.json")] if save.name.endswith(".vikings.json") else save.name
    return save.with_name(name + SUFFIX)


def save_digest(save: Path) -> str:
    return hashlib.sha256(read_limited(save, MAX_FILE_BYTES)).hexdigest()


def write_analysis(save: Path, analysis: StoredAnalysis) -> Path:
    data = {
        "format": FORMAT_NAME, "version": FORMAT_VERSION, "save_sha256": save_digest(save),
        "seats": list(analysis.seats), "seed": analysis.seed, "settings": analysis.settings,
        "complete": analysis.complete,
        "verdicts": [{"index": v.index, "seat": v.seat, "round": v.round,
                      "played": [action_to_json(a) for a in v.played],
                      "preferred": [action_to_json(a) for a in v.preferred],
                      "cost": v.cost, "spread": v.spread,
                      "reasons": [[part, fame] for part, fame in v.reasons]}
                     for v in analysis.verdicts],
    }
    path = store_path(save)
    atomic_write_bytes(path, json.dumps(data, indent=1).encode("utf-8"))
    return path


def read_analysis(save: Path) -> StoredAnalysis | None:
    """The analysis kept for ``save`` as it is now; None when there is none, when it was
    made for other bytes (a changed or another save), when it cannot be read, or when it
    does not fit the game in the save."""
    try:
        saved = read_limited(save, MAX_FILE_BYTES)
        data = parse_json(read_limited(store_path(save), MAX_FILE_BYTES).decode("utf-8"))
        if (not isinstance(data, dict) or data.get("format") != FORMAT_NAME
                or data.get("version") != FORMAT_VERSION
                or data.get("save_sha256") != hashlib.sha256(saved).hexdigest()):
            return None
        loaded = loads_save(saved, keep_positions=True)
        assert loaded.positions is not None
        return _decode(data, loaded.positions, loaded.game.actions)
    except (OSError, SaveError, ValueError, KeyError, TypeError, AttributeError,
            IndexError, OverflowError, RecursionError, AssertionError, MemoryError):
        return None              # missing, unreadable or wrong: analysed again, nothing lost


def _decode(data: dict, positions: list[GameState], actions: list[Action]) -> StoredAnalysis:
    """The analysis in ``data`` if it fits the game (``positions[i]``: before action i);
    ValueError naming what does not."""
    seats = tuple(_integer(s, 0, len(positions[0].players) - 1) for s in _list(data["seats"]))
    if len(set(seats)) != len(seats):
        raise ValueError("a seat twice")
    settings = data.get("settings") or {}
    if (not isinstance(settings, dict) or len(settings) > MAX_SETTINGS
            or not all(type(v) in (int, float, bool, str) for v in settings.values())):
        raise ValueError("settings")
    complete = data.get("complete", True)
    if type(complete) is not bool:
        raise ValueError("complete")
    verdicts = tuple(_verdict(v, positions, actions) for v in _list(data["verdicts"]))
    indexes = [v.index for v in verdicts]
    if len(set(indexes)) != len(indexes):
        raise ValueError("a decision twice")
    return StoredAnalysis(seats, _integer(data["seed"], -2**63, 2**63 - 1), dict(settings),
                          verdicts, complete)


def _list(value: object) -> list:
    if not isinstance(value, list):
        raise ValueError("not a list")
    return value


def _integer(value: object, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{value!r} out of {low}…{high}")
    return value


def _fame(value: object, low: float = -MAX_FAME) -> float:
    if type(value) not in (int, float):
        raise ValueError(f"fame {value!r}")
    fame = float(value)                                  # type: ignore[arg-type]
    if not math.isfinite(fame) or not low <= fame <= MAX_FAME:
        raise ValueError(f"fame {value!r}")
    return fame


def _plan(value: object) -> tuple[Action, ...]:
    plan = _list(value)
    if not 0 < len(plan) <= MAX_PLAN:
        raise ValueError("a plan of no or too many actions")
    return tuple(action_from_json(a) for a in plan)


def _verdict(v: object, positions: list[GameState], actions: list[Action]) -> StoredVerdict:
    if not isinstance(v, dict):
        raise ValueError("a verdict that is not an object")
    index = _integer(v["index"], 0, len(actions) - 1)
    before = positions[index]
    seat, round_ = _integer(v["seat"], 0, 3), _integer(v["round"], 0, 99)
    if seat != before.current or round_ != before.round:
        raise ValueError(f"verdict {index}: not that decision's seat or round")
    played, preferred = _plan(v["played"]), _plan(v["preferred"])
    if played[0] != actions[index]:
        raise ValueError(f"verdict {index}: not the move played there")
    if before.problem(preferred[0]):
        raise ValueError(f"verdict {index}: Hard's move is not legal there")
    reasons = _list(v.get("reasons", []))
    if len(reasons) > MAX_REASONS:
        raise ValueError("too many reasons")
    parts = []
    for reason in reasons:
        part, fame = _list(reason)
        if type(part) is not str or not 0 < len(part) <= MAX_PART_CHARS \
                or not part.isprintable():
            raise ValueError(f"reason {part!r}")
        parts.append((part, _fame(fame)))
    if len({part for part, _ in parts}) != len(parts):
        raise ValueError("a reason twice")
    return StoredVerdict(index, seat, round_, played, preferred, _fame(v["cost"]),
                         _fame(v["spread"], 0.0), tuple(parts))
