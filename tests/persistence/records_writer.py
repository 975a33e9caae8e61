"""A process that records games, as a window does at the end of a game, for the tests that
kill it or run four at once (test_records_processes.py).

    python records_writer.py DB BASES GAMES [--wait]

BASES: a JSON file of two records of one game, left unfinished and finished (``dump``).
GAMES: ``seq:K`` for games K, K+1, … without end, or names such as ``a3,f3,f7``: game ``a<n>``
is the unfinished record under start ``s<n>``, ``f<n>`` the finished one (it replaces
``a<n>``). ``--wait``: start when a line comes on stdin, so that several start at once.
After each ``add`` has returned it prints ``<name> <1 if kept else 0>`` and flushes; so a
printed line means a finished write.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from vikings_desktop.persistence.records import GameRecord, GameRecords, SeatRecord


def dump(unfinished: GameRecord, finished: GameRecord, path: Path) -> None:
    path.write_text(json.dumps([dataclasses.asdict(unfinished), dataclasses.asdict(finished)]),
                    encoding="utf-8")


def load(path: Path) -> tuple[GameRecord, GameRecord]:
    def record(data: dict) -> GameRecord:
        seats = tuple(SeatRecord(**{**s, "fame_by_round": tuple(s["fame_by_round"])})
                      for s in data["seats"])
        return GameRecord(**{**data, "actions": tuple(data["actions"]), "seats": seats})
    unfinished, finished = json.loads(path.read_text(encoding="utf-8"))
    return record(unfinished), record(finished)


def named(bases: tuple[GameRecord, GameRecord], name: str) -> GameRecord:
    """Game ``a<n>`` or ``f<n>``: the base record under a key and a start of its own."""
    base = bases[0] if name[0] == "a" else bases[1]
    return dataclasses.replace(base, key=name, start_key=f"s{name[1:]}")


def sequence(first: int) -> Iterator[str]:
    """a0 f0 a1 f1 …, from the ``first``-th."""
    names = (f"{kind}{n}" for n in itertools.count() for kind in "af")
    return itertools.islice(names, first, None)


def main() -> None:
    path, bases_file, games = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    bases = load(bases_file)
    names = sequence(int(games[4:])) if games.startswith("seq:") else iter(games.split(","))
    db = GameRecords(path)
    print("ready", flush=True)
    if "--wait" in sys.argv:
        sys.stdin.readline()
    for name in names:
        kept = db.add(named(bases, name))
        print(f"{name} {int(kept)}", flush=True)


if __name__ == "__main__":
    main()
