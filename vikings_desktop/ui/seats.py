"""The window's side of the set-up: the shade each seat colour is drawn in.

The set-up itself is ``vikings_desktop.game_setup`` (Qt-free, one validation for the
new-game dialog, the window's loader and the CLI). ``GameSetup`` here is the seats and seed
the window's controller still keeps apart from the deal; its ``problem()`` is the one
validation, and it goes once the controller holds the one set-up type."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from vikings_desktop import game_setup
from vikings_desktop.engine.rules import BASE, RuleOptions
from vikings_desktop.game_setup import (  # noqa: F401 - the window's names for them
    COMPUTER,
    DEFAULT_COLOURS,
    DEFAULT_NAMES,
    HUMAN,
    Seat,
)

# The player's marker colour in the window (not a Viking colour), by colour name.
SEAT_COLOURS = dict(zip(game_setup.SEAT_COLOURS, (
    "#b3262e",   # crimson
    "#2f58b5",   # royal blue
    "#2e7d32",   # forest
    "#d68a00",   # amber
    "#7b3fa0",   # purple
    "#00838f",   # teal
), strict=True))


@dataclass(frozen=True)
class GameSetup:
    seats: tuple[Seat, ...] = field(default_factory=tuple)
    seed: int | None = None
    rules: RuleOptions = BASE          # base or advanced game (RULES.md §10)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def problem(self) -> str | None:
        """Why this set-up cannot start a game (None = it can): the one validation."""
        return game_setup.GameSetup(self.seats, seed=self.seed, rules=self.rules).problem()

    def with_seed(self) -> GameSetup:
        """This set-up with a fixed seed, so the deal can be recreated from it."""
        if self.seed is not None:
            return self
        return replace(self, seed=random.SystemRandom().randrange(2**31))


def default_setup(players: int = 3, humans: int = 1, seed: int | None = None,
                  level: str = game_setup.DEFAULT_LEVEL) -> GameSetup:
    setup = game_setup.default_setup(players, humans, seed, level)
    return GameSetup(setup.seats, setup.seed)
