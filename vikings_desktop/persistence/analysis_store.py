"""An analysis kept beside its save, so that a game is analysed once (issue 44).

    store_path(save)                 # "<save>.analysis.json" beside it
    write_analysis(save, analysis)   # atomic; stamped with the save's digest
    read_analysis(save)              # the analysis, or None if missing, foreign or stale

The file holds the SHA-256 of the save's bytes: a save changed since (played on, saved
over) or another game's file under the same name never gets a stale analysis. JSON with a
format version, like the saves; nothing in it is ever executed.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from vikings_desktop.engine import Action, action_from_json, action_to_json

from .atomic import atomic_write_bytes
from .savefile import MAX_FILE_BYTES, read_limited

FORMAT_NAME = "vikings-desktop-analysis"
FORMAT_VERSION = 1
SUFFIX = ".analysis.json"


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
    made for other bytes (a changed or another save), or when it cannot be read."""
    path = store_path(save)
    try:
        data = json.loads(read_limited(path, MAX_FILE_BYTES))
        if (data.get("format") != FORMAT_NAME or data.get("version") != FORMAT_VERSION
                or data.get("save_sha256") != save_digest(save)):
            return None
        verdicts = tuple(
            StoredVerdict(int(v["index"]), int(v["seat"]), int(v["round"]),
                          tuple(action_from_json(a) for a in v["played"]),
                          tuple(action_from_json(a) for a in v["preferred"]),
                          float(v["cost"]), float(v["spread"]),
                          tuple((str(p), float(f)) for p, f in v["reasons"]))
            for v in data["verdicts"])
        return StoredAnalysis(tuple(int(s) for s in data["seats"]), int(data["seed"]),
                              dict(data.get("settings") or {}), verdicts,
                              bool(data.get("complete", True)))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None              # missing or unreadable: analysed again, nothing lost
