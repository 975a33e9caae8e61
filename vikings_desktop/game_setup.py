"""The set-up a game starts from, without Qt: who sits at the table (name, colour, human or
computer and its level), the seed, the rule options and, once shuffled, the deal (R-U1).

One type with one validation for every way into a game: the new-game dialog, the window's
loader, ``vikings-cli check-save`` and ``selfplay`` all ask ``GameSetup.validate()``, so a
save one of them accepts the others accept too.

    setup = GameSetup((Seat("Astrid"), Seat("Bjorn", COMPUTER, "hard", "forest")), seed=7)
    setup.problem()              # None, or the first problem in plain words
    state = setup.dealt().new_state()
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from vikings_desktop.engine import Deal, GameState
from vikings_desktop.engine.components import MAX_PLAYERS, MIN_PLAYERS
from vikings_desktop.engine.rules import RuleOptions
from vikings_desktop.safe_files import unwritable_character

HUMAN, COMPUTER = "human", "computer"
SEAT_KINDS = (HUMAN, COMPUTER)
# Seat colours: the player's marker colour in the window (not a Viking colour); the
# window draws each (ui/seat_shades.py holds the shades).
SEAT_COLOURS = ("crimson", "royal blue", "forest", "amber", "purple", "teal")
DEFAULT_NAMES = ("Astrid", "Bjorn", "Sigrid", "Leif")
DEFAULT_COLOURS = ("crimson", "royal blue", "forest", "amber")
DEFAULT_LEVEL = "normal"
MAX_NAME_LENGTH = 40
MAX_SEED = 2**63 - 1


def strategy_names() -> tuple[str, ...]:
    """The computer levels this installation has (none if the AI package is missing)."""
    try:
        from vikings_desktop.ai import STRATEGY_NAMES
    except ImportError:
        return ()
    return tuple(STRATEGY_NAMES)


@dataclass(frozen=True)
class Seat:
    """One player at the table: who sits there and who decides for them."""
    name: str
    kind: str = HUMAN                    # HUMAN or COMPUTER
    level: str | None = DEFAULT_LEVEL    # a computer's strategy name; humans ignore it
    colour: str = DEFAULT_COLOURS[0]     # one of SEAT_COLOURS

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}

    def problems(self, number: int) -> list[str]:
        """What is wrong with this seat, one plain sentence each (``number`` from 1)."""
        name = self.name
        if not isinstance(name, str):
            return [f"seat {number}: the name must be a text"]
        where = f"seat {number} ({name.strip()})" if name.strip() else f"seat {number}"
        found = []
        if not name.strip():
            found.append(f"{where}: every player needs a name")
        elif len(name) > MAX_NAME_LENGTH:
            found.append(f"{where}: a name has at most {MAX_NAME_LENGTH} characters")
        bad = unwritable_character(name)
        if bad is not None:
            where = f"seat {number}"                 # the name itself cannot be shown
            found.append(f"{where}: the name holds a character that cannot be used "
                         f"(U+{ord(bad):04X})")
        if self.kind not in SEAT_KINDS:
            found.append(f"{where}: a player is human or computer, not {_short(self.kind)}")
        known = strategy_names()
        if self.kind == COMPUTER and self.level is None:
            found.append(f"{where}: a computer player needs a level")
        elif self.level is not None and (not isinstance(self.level, str)
                                         or (known and self.level not in known)):
            found.append(f"{where}: unknown computer level {_short(self.level)}"
                         + (f" (known: {', '.join(known)})" if known else ""))
        if self.colour not in SEAT_COLOURS:
            found.append(f"{where}: unknown colour {_short(self.colour)} "
                         f"(known: {', '.join(SEAT_COLOURS)})")
        return found


@dataclass(frozen=True)
class GameSetup:
    """Everything fixed before the first action: seats, the deal (None until shuffled;
    ``dealt()`` shuffles it from the seed), the seed and the rule options."""
    seats: tuple[Seat, ...] = ()
    deal: Deal | None = None
    seed: int | None = None
    rules: RuleOptions = field(default_factory=RuleOptions)

    @classmethod
    def shuffled(cls, seats: Iterable[Seat], seed: int | None = None, start_player: int | None = None,
                 rules: RuleOptions | None = None) -> GameSetup:
        """A set-up for these seats with a new deal (the seed makes it reproducible)."""
        setup = cls(tuple(seats), seed=seed, rules=rules if rules is not None else RuleOptions())
        return setup.dealt(start_player)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def human_seats(self) -> frozenset[int]:
        return frozenset(i for i, seat in enumerate(self.seats) if seat.is_human)

    # --- validation ------------------------------------------------------------------------
    def validate(self) -> list[str]:
        """Every reason this set-up cannot start a game, in plain words; [] = it can."""
        found = []
        if not MIN_PLAYERS <= len(self.seats) <= MAX_PLAYERS:
            found.append(f"Vikings is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
        for number, seat in enumerate(self.seats, start=1):
            found += seat.problems(number)
        names = [s.name.strip().casefold() for s in self.seats if isinstance(s.name, str)]
        twice = _first_repeated(names)
        if twice:
            found.append(f"two players have the same name ({twice})")
        colour = _first_repeated([s.colour for s in self.seats])
        if colour:
            found.append(f"two players have the same colour ({colour})")
        if self.seed is not None and (type(self.seed) is not int
                                      or not 0 <= self.seed <= MAX_SEED):
            found.append(f"the seed must be a whole number from 0 to {MAX_SEED}")
        if not isinstance(self.rules, RuleOptions):
            found.append("the rule options are not valid")
        elif rules_problem := self.rules.problem():
            found.append(rules_problem)
        elif self.deal is not None and bool(self.deal.specials) != self.rules.special_tiles:
            found.append("the deal's special tiles do not match the rule options")
        if self.deal is not None and not 0 <= self.deal.start_player < len(self.seats):
            found.append(f"the deal's start player {self.deal.start_player} is not a seat")
        return found

    def problem(self) -> str | None:
        """The first reason this set-up cannot start a game (None = it can)."""
        found = self.validate()
        return found[0] if found else None

    # --- dealing ---------------------------------------------------------------------------
    def with_seed(self) -> GameSetup:
        """This set-up with a fixed seed, so the deal can be recreated from it."""
        if self.seed is not None:
            return self
        return replace(self, seed=random.SystemRandom().randrange(2**31))

    def dealt(self, start_player: int | None = None) -> GameSetup:
        """This set-up with a deal shuffled from its seed (a seed is chosen if none)."""
        setup = self.with_seed()
        return replace(setup, deal=Deal.shuffled(len(setup.seats), setup.seed, start_player,
                                                 setup.rules.special_tiles))

    def new_state(self) -> GameState:
        """The position before the first action (``ValueError`` without a deal)."""
        if self.deal is None:
            raise ValueError("the game has not been dealt yet")
        return GameState.from_deal(self.names, self.deal, self.rules)

    def to_json(self) -> dict:
        """The set-up as a save file stores it (deal included once shuffled)."""
        return {"seats": [s.to_json() for s in self.seats], "rules": self.rules.to_json(),
                "seed": self.seed, "deal": None if self.deal is None else self.deal.to_json()}


def default_setup(players: int = 3, humans: int = 1, seed: int | None = None,
                  level: str = DEFAULT_LEVEL) -> GameSetup:
    """The new-game dialog's first offer: default names and colours, humans first."""
    return GameSetup(tuple(
        Seat(DEFAULT_NAMES[i], HUMAN if i < humans else COMPUTER, level, DEFAULT_COLOURS[i])
        for i in range(players)), seed=seed)


def computer_setup(levels: list[str], seed: int | None = None) -> GameSetup:
    """Computer seats at these levels with the default names and colours (selfplay)."""
    names = DEFAULT_NAMES + tuple(f"Computer {i + 1}" for i in range(4, len(levels)))
    colours = DEFAULT_COLOURS + SEAT_COLOURS[4:] * len(levels)   # too many: validate() says so
    return GameSetup(tuple(Seat(names[i], COMPUTER, level, colours[i])
                           for i, level in enumerate(levels)), seed=seed)


def _first_repeated(values: list) -> object | None:
    seen = set()
    for value in values:
        if value in seen:
            return value
        seen.add(value)
    return None


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
