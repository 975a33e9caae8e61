"""What a player sees (RULES.md §11): the ``Observation`` — the state with its hidden
orders (stacks, bag, special tiles' stack) replaced by sorted contents — and ``sample``,
which deals those unseen parts at random into a full state for search (determinization)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import GameState


class Observation:
    """A player's view: a copy of the state whose hidden parts are replaced by their
    contents in a fixed order, so nothing of the true order can leak (RULES.md §11).

    It answers the same questions as a GameState; ``sample(rng)`` deals the unseen tiles
    and Vikings at random into a full GameState, for search (determinization)."""

    def __init__(self, state: GameState):
        public = state.clone()
        # the tiles still face down in the stacks, as a sorted multiset, and how many each
        # stack holds (public: the stacks of the rounds to come, and during the auction
        # this round's)
        self.unseen_tiles: list[int] = sorted(t for s in public.stacks for t in s)
        self.stack_sizes: list[int] = [len(s) for s in public.stacks]
        public.stacks = [[] for _ in public.stacks]      # playing past the round needs sample()
        public.bag = sorted(public.bag)
        self.unseen_specials: list[str] = sorted(public.special_stack)
        public.special_stack = []
        self.state = public

    def __getattr__(self, name: str) -> Any:
        # Reading methods of the public copy (players, wheel, legal_actions, …). Never for
        # ``state`` itself or special names: unpickling asks before ``state`` exists.
        if name == "state" or name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.state, name)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Observation) and self.state == other.state
                and self.unseen_tiles == other.unseen_tiles
                and self.stack_sizes == other.stack_sizes
                and self.unseen_specials == other.unseen_specials)

    def sample(self, rng: random.Random) -> GameState:
        """A full state consistent with everything public, hidden parts dealt at random."""
        s = self.state.clone()
        tiles = self.unseen_tiles[:]
        rng.shuffle(tiles)
        for i, size in enumerate(self.stack_sizes):
            s.stacks[i] = tiles[:size]
            del tiles[:size]
        rng.shuffle(s.bag)
        s.special_stack = self.unseen_specials[:]
        rng.shuffle(s.special_stack)
        return s
