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
    # R-A1 as first decided, kept only for games saved under it (save format 2): the
    # auction's winner keeps the start player figure after a scoring, and a single-bid
    # opening pass is no bid at all. Never offered for a new game.
    first_auction_rules: bool = False

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
        if self.first_auction_rules and not self.auction:
            return "the first auction rules need the auction"
        return None

    @property
    def figure_passes_after_scoring(self) -> bool:
        """R-A1 Decision (revised): the start player figure passes to the left after
        every scoring, with the auction too; only the first auction rules kept it."""
        return not self.first_auction_rules

    def to_json(self) -> dict:
        """The options; ``first_auction_rules`` only when set, so a game under today's
        rules reads as it did before that option existed."""
        data = asdict(self)
        if not self.first_auction_rules:
            del data["first_auction_rules"]
        return data

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
