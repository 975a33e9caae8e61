"""The arena's game log: a long run kept game by game, so it can stop and go on later.

A 200-game suite at a 4-player table takes over an hour, more on a slow machine; with a
log (one JSON line per finished game, after a first line naming the run) an interrupted
run, or one split over several sittings, plays only the games the log lacks, and the
summary is made from all of them, as if the run had never stopped. Each game is still
played once. A log of another run (other players, seed, rules or seating) is refused and left as it
is; a last line cut short by a stop in mid-write is dropped and its game played again.
"""

from __future__ import annotations

import dataclasses
import json
import time
from pathlib import Path
from typing import IO

from vikings_desktop.engine.rules import RuleOptions

FORMAT = 1


class GameLog:
    """The log of one arena run (``players``, ``seed``, ``rules``, ``every_order``) in
    ``path``."""

    def __init__(self, path: Path, players: list[str], seed: int, rules: RuleOptions,
                 every_order: bool = False):
        self.path = Path(path)
        self.run = {"arena_log": FORMAT, "players": list(players), "seed": seed,
                    "rules": rules.to_json()}
        if every_order:         # named only when on: the logs written before it still match
            self.run["every_order"] = True
        self._out: IO[str] | None = None
        self._complete: int | None = None     # set by read
        self._part = 0
        self._started = 0.0

    def read(self) -> tuple[dict[int, dict], float]:
        """The games the log holds (by index, as GameResult fields) and the seconds the
        earlier sittings took; ValueError, naming the line, for a log that is not this
        run's or that is damaged. A last line without its line end was cut short by a stop
        in mid-write: it is left out, and dropped from the file when the run goes on."""
        data = self.path.read_bytes() if self.path.exists() else b""
        self._complete = data.rfind(b"\n") + 1       # the bytes of the whole lines
        lines = data[:self._complete].decode("utf-8", errors="replace").splitlines()
        games: dict[int, dict] = {}
        seconds: dict[int, float] = {}
        for number, line in enumerate(lines, start=1):
            try:
                entry = json.loads(line)
            except ValueError:
                entry = None
            if not isinstance(entry, dict):
                raise ValueError(f"{self.path}, line {number}: not a game of the log")
            if number == 1:
                if entry != self.run:
                    raise ValueError(f"{self.path}, line 1: the log of another run "
                                     f"({_describe(entry)}), not of {_describe(self.run)}")
                continue
            game = entry.get("game")
            if not (isinstance(game, dict) and isinstance(game.get("index"), int)
                    and isinstance(entry.get("part"), int)
                    and isinstance(entry.get("seconds"), (int, float))):
                raise ValueError(f"{self.path}, line {number}: not a game of the log")
            games[game["index"]] = game
            part = entry["part"]
            seconds[part] = max(seconds.get(part, 0.0), entry["seconds"])
            self._part = max(self._part, part)
        return games, sum(seconds.values())

    def __enter__(self) -> GameLog:
        if self._complete is None:
            self.read()                 # refuses another run's log before anything is written
        complete = self._complete or 0
        if self.path.exists() and self.path.stat().st_size > complete:
            with open(self.path, "r+b") as cut_short:       # see read
                cut_short.truncate(complete)
        self._out = open(self.path, "a", encoding="utf-8")
        if not complete:
            self._out.write(json.dumps(self.run) + "\n")
            self._out.flush()
        self._part += 1
        self._started = time.perf_counter()
        return self

    def __exit__(self, *exc) -> None:
        if self._out is not None:
            self._out.close()
            self._out = None

    def write(self, result) -> None:
        """One finished game (a GameResult), at once on disk."""
        assert self._out is not None, "write inside `with log:`"
        entry = {"game": dataclasses.asdict(result), "part": self._part,
                 "seconds": round(time.perf_counter() - self._started, 3)}
        self._out.write(json.dumps(entry) + "\n")
        self._out.flush()


def _describe(run: dict) -> str:
    players = run.get("players")
    names = ",".join(map(str, players)) if isinstance(players, list) else "?"
    seating = ", every order round the table" if run.get("every_order") else ""
    return f"players {names}, seed {run.get('seed')}{seating}"
