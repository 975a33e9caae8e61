"""The rule options chosen at set-up (RULES.md §10): each part of the advanced game is a
separate option; all off is the base game. A plain value: saves store ``to_json()``.

    RuleOptions()               # the base game
    RuleOptions.advanced()      # "advanced game": auction, advanced Boatsman, special tiles
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields


@dataclass(frozen=True, slots=True)
class RuleOptions:
    auction: bool = False             # R-A1/R-A2: auction for start player, colour draft
    single_bid: bool = False          # R-A1 variant: one bid per player (needs the auction)
    advanced_boatsman: bool = False   # R-A3: a Boatsman moves exactly one Viking
    special_tiles: bool = False       # R-A4, R-S: the 25 special tiles

    @classmethod
    def advanced(cls) -> RuleOptions:
        """The boxed advanced game: all three parts on, single bid off (RULES.md §10)."""
        return cls(auction=True, advanced_boatsman=True, special_tiles=True)

    @property
    def is_base(self) -> bool:
        return self == RuleOptions()

    def problem(self) -> str | None:
        """Why these options do not make a game (None = they do)."""
        if self.single_bid and not self.auction:
            return "the single-bid variant needs the auction"
        return None

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> RuleOptions:
        """Options from ``to_json()``; ValueError naming an unknown or non-true/false
        option (a missing one is off, so options added later keep older saves valid)."""
        if not isinstance(data, dict):
            raise ValueError("the rule options must be an object")
        names = [f.name for f in fields(cls)]
        unknown = sorted(set(data) - set(names))
        if unknown:
            raise ValueError(f"unknown rule option(s) {', '.join(map(repr, unknown))}")
        wrong = [name for name in names if name in data and type(data[name]) is not bool]
        if wrong:
            raise ValueError(f"the rule option {wrong[0]!r} must be true or false")
        options = cls(**data)          # an option the data lacks is off, as in the base game
        problem = options.problem()
        if problem:
            raise ValueError(problem)
        return options


BASE = RuleOptions()                   # the base game (the default everywhere)
ADVANCED = RuleOptions.advanced()      # the boxed advanced game
