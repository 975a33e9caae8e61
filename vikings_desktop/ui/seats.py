"""Who sits at the table: the set-up a new game starts from (names, human or computer,
level, colour, seed). Plain data, JSON-friendly, so saves can store it."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

HUMAN, COMPUTER = "human", "computer"

# Seat colours: the player's marker colour in the window (not a Viking colour).
SEAT_COLOURS = {
    "crimson": "#b3262e",
    "royal blue": "#2f58b5",
    "forest": "#2e7d32",
    "amber": "#d68a00",
    "purple": "#7b3fa0",
    "teal": "#00838f",
}
DEFAULT_NAMES = ("Astrid", "Bjorn", "Sigrid", "Leif")
DEFAULT_COLOURS = ("crimson", "royal blue", "forest", "amber")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN           # HUMAN or COMPUTER
    level: str = "normal"       # an AI strategy name; read only for computer seats
    colour: str = "crimson"     # a key of SEAT_COLOURS

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}

    @staticmethod
    def from_json(data: dict) -> Seat:
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError(f"a seat needs a name: {data!r}")
        kind = data.get("kind", HUMAN)
        if kind not in (HUMAN, COMPUTER):
            raise ValueError(f"a seat is human or computer, not {kind!r}")
        colour = data.get("colour", "crimson")
        if colour not in SEAT_COLOURS:
            raise ValueError(f"unknown seat colour {colour!r}")
        level = data.get("level", "normal")
        if not isinstance(level, str):
            raise ValueError("a seat's level is a strategy name")
        return Seat(data["name"], kind, level, colour)


@dataclass(frozen=True)
class GameSetup:
    seats: tuple[Seat, ...] = field(default_factory=tuple)
    seed: int | None = None

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def problem(self) -> str | None:
        """Why this set-up cannot start a game (None = it can)."""
        if not 2 <= len(self.seats) <= 4:
            return "Vikings is for 2 to 4 players"
        names = [s.name.strip() for s in self.seats]
        if any(not n for n in names):
            return "every player needs a name"
        if len({n.casefold() for n in names}) != len(names):
            return "two players have the same name"
        if len({s.colour for s in self.seats}) != len(self.seats):
            return "two players have the same colour"
        return None

    def with_seed(self) -> GameSetup:
        """This set-up with a fixed seed, so the deal can be recreated from it."""
        if self.seed is not None:
            return self
        return replace(self, seed=random.SystemRandom().randrange(2**31))

    def to_json(self) -> dict:
        return {"seats": [s.to_json() for s in self.seats], "seed": self.seed}

    @staticmethod
    def from_json(data: dict) -> GameSetup:
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise ValueError("a game set-up needs a list of seats")
        seed = data.get("seed")
        if seed is not None and type(seed) is not int:
            raise ValueError("the seed must be an integer")
        return GameSetup(tuple(Seat.from_json(s) for s in data["seats"]), seed)


def default_setup(players: int = 3, humans: int = 1, seed: int | None = None,
                  level: str = "normal") -> GameSetup:
    seats = tuple(
        Seat(DEFAULT_NAMES[i], HUMAN if i < humans else COMPUTER, level, DEFAULT_COLOURS[i])
        for i in range(players))
    return GameSetup(seats, seed)
