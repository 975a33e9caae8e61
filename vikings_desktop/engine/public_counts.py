"""What players of the boxed game count in their heads (RULES.md §11: public information only).

    counts = public_counts(state.observation())
    counts.bag[WARRIOR]          # Warriors still in the cloth bag
    counts.stacks[RIGHT_END]     # right ends still face down in the unopened stacks
    counts.specials["boat"]      # boat tiles still in the special tiles' stack

Every number is a count of a multiset, never of an order: the bag holds 13 Vikings of
each colour less every one drawn (R-C1), the stacks the 72 dealt tiles less every one
laid out (R-C2, R-C4), the special stack the 25 special tiles less every one turned up
(R-S). The Observation already holds exactly these multisets (sorted), so the counts are
read from it and are the same for any reshuffle of the hidden orders.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .components import SPECIAL_TILE_IDS, STACK_TILE_COUNTS, VIKINGS
from .state import GameState, Observation


@dataclass(frozen=True)
class PublicCounts:
    """Counts a player may keep by hand; every mapping lists every kind (0 included)."""
    bag: dict[int, int] = field(default_factory=dict)        # Viking code -> in the bag
    stacks: dict[int, int] = field(default_factory=dict)     # tile code -> face down
    specials: dict[str, int] = field(default_factory=dict)   # special id -> in its stack
    stack_sizes: tuple[int, ...] = ()                        # tiles per round's stack

    @property
    def bag_total(self) -> int:
        return sum(self.bag.values())

    @property
    def stack_total(self) -> int:
        return sum(self.stacks.values())

    @property
    def specials_total(self) -> int:
        return sum(self.specials.values())


def public_counts(seen: Observation | GameState) -> PublicCounts:
    """The counts of a position, from what every player at the table sees."""
    observation = seen if isinstance(seen, Observation) else seen.observation()
    bag = Counter(observation.state.bag)
    tiles = Counter(observation.unseen_tiles)
    specials = Counter(observation.unseen_specials)
    return PublicCounts(
        bag={viking: bag[viking] for viking in VIKINGS},
        stacks={tile: tiles[tile] for tile in STACK_TILE_COUNTS},
        specials={special: specials[special] for special in SPECIAL_TILE_IDS},
        stack_sizes=tuple(observation.stack_sizes),
    )
