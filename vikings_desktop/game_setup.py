"""The set-up a game starts from, without Qt: who sits at the table (name, colour, human or
computer and its level), the seed, the rule options and, once shuffled, the deal (R-U1).

One type with one validation for every way into a game: the new-game dialog, the window's
loader, ``vikings-cli check-save`` and ``selfplay`` all ask ``GameSetup.validate()``, so a
save one of them accepts the others accept too.

    setup = GameSetup((Seat("Astrid"), Seat("Bjorn", COMPUTER, "hard", "forest")), seed=7)
    setup.problem()              # None, or the first SetupProblem (code, args, English)
    state = setup.dealt().new_state()
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

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


# The computer levels a seat may have, in the order the window offers them. The names live
# here, below the computer players, because a set-up (and so every save file) is checked
# against them without loading the players; ai/ makes one strategy per name.
COMPUTER_LEVELS: tuple[str, ...] = ("random", "greedy", "easy", "normal", "hard", "mc")


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

    def problems(self, number: int) -> list[SetupProblem]:
        """What is wrong with this seat (``number`` from 1); each problem's arguments
        start with the seat number and its name as shown (stripped; None: unusable)."""
        name = self.name
        if not isinstance(name, str):
            return [SetupProblem(Problem.NAME_NOT_TEXT, number, None)]
        shown: str | None = name.strip() or None
        found = []
        if not name.strip():
            found.append(SetupProblem(Problem.NAME_MISSING, number, None))
        elif len(name) > MAX_NAME_LENGTH:
            found.append(SetupProblem(Problem.NAME_TOO_LONG, number, shown, MAX_NAME_LENGTH))
        bad = unwritable_character(name)
        if bad is not None:
            shown = None                              # the name itself cannot be shown
            found.append(SetupProblem(Problem.NAME_CHARACTER, number, None, ord(bad)))
        if self.kind not in SEAT_KINDS:
            found.append(SetupProblem(Problem.SEAT_KIND, number, shown, self.kind))
        known = COMPUTER_LEVELS
        if self.kind == COMPUTER and self.level is None:
            found.append(SetupProblem(Problem.LEVEL_MISSING, number, shown))
        elif self.level is not None and (not isinstance(self.level, str)
                                         or (known and self.level not in known)):
            found.append(SetupProblem(Problem.LEVEL_UNKNOWN, number, shown, self.level, known))
        if self.colour not in SEAT_COLOURS:
            found.append(SetupProblem(Problem.COLOUR_UNKNOWN, number, shown, self.colour,
                                      SEAT_COLOURS))
        return found


class Problem(Enum):
    """Why a set-up cannot start a game; the arguments each code carries in its comment
    (seat problems start with the seat number and its shown name, None if it has none)."""
    PLAYER_COUNT = "player_count"          # fewest, most
    NAME_NOT_TEXT = "name_not_text"        # seat, None
    NAME_MISSING = "name_missing"          # seat, None
    NAME_TOO_LONG = "name_too_long"        # seat, name, most characters
    NAME_CHARACTER = "name_character"      # seat, None, the character's code point
    SEAT_KIND = "seat_kind"                # seat, name, the kind given
    LEVEL_MISSING = "level_missing"        # seat, name
    LEVEL_UNKNOWN = "level_unknown"        # seat, name, the level given, known levels
    COLOUR_UNKNOWN = "colour_unknown"      # seat, name, the colour given, known colours
    SAME_NAME = "same_name"                # the name (case-folded)
    SAME_COLOUR = "same_colour"            # the colour
    SEED = "seed"                          # the largest seed
    RULES_NOT_VALID = "rules_not_valid"    # -
    SINGLE_BID_NEEDS_AUCTION = "single_bid_needs_auction"          # -
    FIRST_AUCTION_NEEDS_AUCTION = "first_auction_needs_auction"    # -
    DEAL_SPECIALS = "deal_specials"        # -
    DEAL_START_PLAYER = "deal_start_player"  # the deal's start player

    @property
    def seat_problem(self) -> bool:
        """The problem is one seat's (its first two arguments: seat number, shown name)."""
        return self in _SEAT_PROBLEMS


_SEAT_PROBLEMS = frozenset({Problem.NAME_NOT_TEXT, Problem.NAME_MISSING, Problem.NAME_TOO_LONG,
                            Problem.NAME_CHARACTER, Problem.SEAT_KIND, Problem.LEVEL_MISSING,
                            Problem.LEVEL_UNKNOWN, Problem.COLOUR_UNKNOWN})
# RuleOptions.problem()'s sentences (engine/rules.py) as codes.
_RULES_PROBLEMS = {"the single-bid variant needs the auction": Problem.SINGLE_BID_NEEDS_AUCTION,
                   "the first auction rules need the auction":
                       Problem.FIRST_AUCTION_NEEDS_AUCTION}


def english(code: Problem, args: tuple[Any, ...]) -> str:
    """The one English wording of a set-up problem (logs, the CLI, save-loading errors);
    the window words the same code in the player's language
    (``ui/words/setup_problem_text.py``)."""
    a = args
    if code.seat_problem:
        where = f"seat {a[0]} ({a[1]})" if a[1] else f"seat {a[0]}"
        return f"{where}: {_english_seat(code, a[2:])}"
    match code:
        case Problem.PLAYER_COUNT:
            return f"Vikings is for {a[0]} to {a[1]} players"
        case Problem.SAME_NAME:
            return f"two players have the same name ({a[0]})"
        case Problem.SAME_COLOUR:
            return f"two players have the same colour ({a[0]})"
        case Problem.SEED:
            return f"the seed must be a whole number from 0 to {a[0]}"
        case Problem.RULES_NOT_VALID:
            return "the rule options are not valid"
        case Problem.SINGLE_BID_NEEDS_AUCTION:
            return "the single-bid variant needs the auction"
        case Problem.FIRST_AUCTION_NEEDS_AUCTION:
            return "the first auction rules need the auction"
        case Problem.DEAL_SPECIALS:
            return "the deal's special tiles do not match the rule options"
        case Problem.DEAL_START_PLAYER:
            return f"the deal's start player {a[0]} is not a seat"
    raise ValueError(f"no English sentence for {code}")


def _english_seat(code: Problem, a: tuple[Any, ...]) -> str:
    match code:
        case Problem.NAME_NOT_TEXT:
            return "the name must be a text"
        case Problem.NAME_MISSING:
            return "every player needs a name"
        case Problem.NAME_TOO_LONG:
            return f"a name has at most {a[0]} characters"
        case Problem.NAME_CHARACTER:
            return f"the name holds a character that cannot be used (U+{a[0]:04X})"
        case Problem.SEAT_KIND:
            return f"a player is human or computer, not {_short(a[0])}"
        case Problem.LEVEL_MISSING:
            return "a computer player needs a level"
        case Problem.LEVEL_UNKNOWN:
            return (f"unknown computer level {_short(a[0])}"
                    + (f" (known: {', '.join(a[1])})" if a[1] else ""))
        case Problem.COLOUR_UNKNOWN:
            return f"unknown colour {_short(a[0])} (known: {', '.join(a[1])})"
    raise ValueError(f"no English sentence for {code}")


class SetupProblem(str):
    """A set-up problem: its English sentence as the ``str`` value (``english()``), plus
    ``code`` and ``args`` for the window to word it (as the engine's ``Refusal``)."""
    code: Problem
    args: tuple[Any, ...]

    def __new__(cls, code: Problem, *args: Any) -> SetupProblem:
        self = super().__new__(cls, english(code, args))
        self.code = code
        self.args = args
        return self

    def __reduce__(self) -> tuple[object, ...]:
        return (SetupProblem, (self.code, *self.args))

    def __repr__(self) -> str:
        return f"SetupProblem({self.code.name}, {', '.join(map(repr, self.args))})"


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
    def validate(self) -> list[SetupProblem]:
        """Every reason this set-up cannot start a game; [] = it can."""
        found = []
        if not MIN_PLAYERS <= len(self.seats) <= MAX_PLAYERS:
            found.append(SetupProblem(Problem.PLAYER_COUNT, MIN_PLAYERS, MAX_PLAYERS))
        for number, seat in enumerate(self.seats, start=1):
            found += seat.problems(number)
        names = [s.name.strip().casefold() for s in self.seats if isinstance(s.name, str)]
        twice = _first_repeated(names)
        if twice:
            found.append(SetupProblem(Problem.SAME_NAME, twice))
        colour = _first_repeated([s.colour for s in self.seats])
        if colour:
            found.append(SetupProblem(Problem.SAME_COLOUR, colour))
        if self.seed is not None and (type(self.seed) is not int
                                      or not 0 <= self.seed <= MAX_SEED):
            found.append(SetupProblem(Problem.SEED, MAX_SEED))
        if not isinstance(self.rules, RuleOptions):
            found.append(SetupProblem(Problem.RULES_NOT_VALID))
        elif rules_problem := self.rules.problem():
            found.append(SetupProblem(_RULES_PROBLEMS[rules_problem]))
        elif self.deal is not None and bool(self.deal.specials) != self.rules.special_tiles:
            found.append(SetupProblem(Problem.DEAL_SPECIALS))
        if self.deal is not None and not 0 <= self.deal.start_player < len(self.seats):
            found.append(SetupProblem(Problem.DEAL_START_PLAYER, self.deal.start_player))
        return found

    def problem(self) -> SetupProblem | None:
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
