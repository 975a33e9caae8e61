"""Laying out a round's offer on the wheel: the tiles (R-O1) and, in the base game, the
Vikings sorted onto them (R-O2). The advanced game puts the Vikings on by auction and
colour draft instead (auction.py, draft.py); the tiles are laid out the same way.

A wheel space holds ``tile * 8 + viking``; a tile with no Viking yet is ``tile * 8``.
"""

from __future__ import annotations

from .components import WHEEL_SPACES, is_ship


def lay_out_tiles(stack: list[int]) -> list[int]:
    """R-O1: island tiles from price 0 upward, ships from 11 downward, in stack order."""
    tiles = [0] * WHEEL_SPACES
    low, high = 0, WHEEL_SPACES - 1
    for tile in stack:
        if is_ship(tile):
            tiles[high] = tile
            high -= 1
        else:
            tiles[low] = tile
            low += 1
    return [tile << 3 for tile in tiles]


def sorted_offer(stack: list[int], vikings: list[int]) -> list[int]:
    """R-O1 + R-O2: the base game's wheel, the 12 Vikings sorted onto the laid-out tiles."""
    return [space | viking
            for space, viking in zip(lay_out_tiles(stack), sorted(vikings), strict=True)]
