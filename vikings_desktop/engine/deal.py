"""What chance decides at set-up (R-U1): the ``Deal`` — the hidden order of the six stacks
and of the bag, the first start player and, with special tiles, their stack (R-A4)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from . import specials
from .components import (
    ROUNDS,
    SPECIAL_TILE_COUNTS,
    STACK_TILE_COUNTS,
    TILE_FROM_TOKEN,
    TILE_TOKEN,
    TILES_PER_ROUND,
    VIKING_FROM_LETTER,
    VIKING_LETTER,
    VIKINGS,
    VIKINGS_PER_COLOUR,
)


def shuffle(rng: random.Random, items: list) -> None:
    """``rng.shuffle(items)``: the same permutation, drawing the same bits from ``rng``
    (Python's own Fisher-Yates over ``getrandbits``, test_deal_shuffle.py holds it to
    ``random.shuffle``), with the draw of each index inlined: shuffling is most of the
    time a new game takes."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1                    # an index below n, by rejection over k bits
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


@dataclass(frozen=True)
class Deal:
    """Everything chance decides, fixed at set-up (R-U1): the hidden order of the six
    stacks and of the bag, the first start player and, with special tiles, the hidden
    order of their stack (R-A4; its end is the top). Saves store it."""
    stacks: tuple[tuple[int, ...], ...]
    bag: tuple[int, ...]
    start_player: int
    specials: tuple[str, ...] = ()

    @staticmethod
    def shuffled(players: int, seed: int | None, start_player: int | None = None,
                 special_tiles: bool = False) -> Deal:
        """A random deal; the same seed deals the same stacks, bag and start player with
        or without special tiles (they are shuffled last)."""
        rng = random.Random(seed)
        tiles = [t for t, n in sorted(STACK_TILE_COUNTS.items()) for _ in range(n)]
        shuffle(rng, tiles)
        bag = [v for v in VIKINGS for _ in range(VIKINGS_PER_COLOUR)]
        shuffle(rng, bag)
        if start_player is None:
            start_player = rng.randrange(players)
        stacks = tuple(tuple(tiles[i * TILES_PER_ROUND:(i + 1) * TILES_PER_ROUND])
                       for i in range(ROUNDS))
        return Deal(stacks, tuple(bag), start_player,
                    specials.shuffled_stack(rng) if special_tiles else ())

    def to_json(self) -> dict:
        data = {"stacks": [[TILE_TOKEN[t] for t in s] for s in self.stacks],
                "bag": [VIKING_LETTER[v] for v in self.bag],
                "start_player": self.start_player}
        if self.specials:
            data["specials"] = list(self.specials)
        return data

    @staticmethod
    def from_json(data: dict) -> Deal:
        try:
            stacks = tuple(tuple(TILE_FROM_TOKEN[t] for t in s) for s in data["stacks"])
            bag = tuple(VIKING_FROM_LETTER[v] for v in data["bag"])
            start = data["start_player"]
            special_stack = tuple(data.get("specials", ()))
        except (KeyError, TypeError) as exc:
            raise ValueError(f"malformed deal: {exc!r}") from None
        if special_stack and sorted(special_stack) != sorted(
                s for s, n in SPECIAL_TILE_COUNTS.items() for _ in range(n)):
            raise ValueError("a deal's special tiles must be exactly the game's 25")
        if len(stacks) != ROUNDS or any(len(s) != TILES_PER_ROUND for s in stacks):
            raise ValueError("a deal has 6 stacks of 12 tiles")
        counts: dict[int, int] = {}
        for s in stacks:
            for t in s:
                counts[t] = counts.get(t, 0) + 1
        if counts != STACK_TILE_COUNTS or sorted(bag) != sorted(
                v for v in VIKINGS for _ in range(VIKINGS_PER_COLOUR)):
            raise ValueError("a deal must hold exactly the game's tiles and Vikings")
        if type(start) is not int:
            raise ValueError("start_player must be an integer")
        return Deal(stacks, bag, start, special_stack)

