"""The Boatsman step of the large scoring (R-K2.1), including the round-6 maximum rule.

A use moves mainland Vikings onto empty island tiles of their own rows: either all
Vikings of one colour, or one Viking of each colour present (as many as there are empty
tiles for). Outside round 6 a use may stop after its first Viking; in round 6 the player
must move as many Vikings as possible in total, with as few Boatsmen as that needs.
"""

from __future__ import annotations

from functools import lru_cache

from .components import BOATSMAN, ROW_OF_VIKING
from .display import Player, empty_tile_count
from .display import empty_tile_cols as display_empty_tile_cols

MOVABLE_COLOURS = tuple(sorted(ROW_OF_VIKING))    # F G S N W (the Boatsman has no row)


def empty_tile_cols(player: Player, row: int) -> list[int]:
    """Columns of island tiles in ``row`` with no Viking on them."""
    return display_empty_tile_cols(player.rows[row])


def movable_counts(player: Player) -> tuple[int, ...]:
    """Per colour in MOVABLE_COLOURS: how many mainland Vikings could find an empty tile."""
    mainland, rows = player.mainland, player.rows
    counts = []                    # a plain loop: every Boatsman turn asks it (hot path)
    for v, row in _COLOUR_ROWS:
        n = mainland[v]
        counts.append(min(n, empty_tile_count(rows[row])) if n else 0)
    return tuple(counts)


_COLOUR_ROWS = tuple((v, ROW_OF_VIKING[v]) for v in MOVABLE_COLOURS)


def selection_for(player: Player, colour: int) -> list[int]:
    """The Vikings a use selects: ``colour`` = a Viking code (all of it) or 0 (one of each)."""
    counts = movable_counts(player)
    if colour:
        return [colour] * counts[MOVABLE_COLOURS.index(colour)]
    return [v for v, n in zip(MOVABLE_COLOURS, counts, strict=True) if n]


def after_use(counts: tuple[int, ...], colour: int) -> tuple[int, tuple[int, ...]]:
    """(Vikings moved, counts left) when a use moves everything it selected."""
    if colour:
        i = MOVABLE_COLOURS.index(colour)
        return counts[i], counts[:i] + (0,) + counts[i + 1:]
    return sum(1 for n in counts if n), tuple(max(0, n - 1) for n in counts)


def use_options(counts: tuple[int, ...]) -> list[int]:
    """The uses that move at least one Viking: each movable colour, and 0 = one of each."""
    colours = [v for v, n in zip(MOVABLE_COLOURS, counts, strict=True) if n]
    return colours + [0] if colours else []


@lru_cache(maxsize=65536)
def best_plan(counts: tuple[int, ...], boatsmen: int) -> tuple[int, int]:
    """(most Vikings movable in total, −fewest Boatsmen needed for that) — compare as a tuple."""
    best = (0, 0)
    if boatsmen <= 0:
        return best
    for colour in use_options(counts):
        moved, left = after_use(counts, colour)
        total, neg_uses = best_plan(left, boatsmen - 1)
        best = max(best, (moved + total, neg_uses - 1))
    return best


def optimal_uses(player: Player) -> list[int]:
    """Round 6: the uses that keep the player on a maximal plan (R-K2.1 Decision)."""
    counts = movable_counts(player)
    boatsmen = player.mainland[BOATSMAN]
    target = best_plan(counts, boatsmen)
    result = []
    for colour in use_options(counts):
        moved, left = after_use(counts, colour)
        total, neg_uses = best_plan(left, boatsmen - 1)
        if (moved + total, neg_uses - 1) == target:
            result.append(colour)
    return result


def can_use_boatsman(player: Player) -> bool:
    """A Boatsman on the mainland and a Viking it could move (``any(movable_counts)``,
    stopping at the first colour that can move)."""
    mainland, rows = player.mainland, player.rows
    if mainland[BOATSMAN] <= 0:
        return False
    for v, row in _COLOUR_ROWS:    # a plain loop: after every Boatsman move (hot path)
        if mainland[v] and empty_tile_count(rows[row]):
            return True
    return False


# --- the advanced Boatsman (R-A3) --------------------------------------------------------
# A Boatsman moves exactly one Viking; with a ``boat`` special tile it may make one
# base-game use instead (tile and Boatsman leave the game). Round 6 still demands the
# most Vikings moved in total, with as few Boatsmen as that needs.

def _after_single(counts: tuple[int, ...], index: int) -> tuple[int, ...]:
    return counts[:index] + (counts[index] - 1,) + counts[index + 1:]


@lru_cache(maxsize=65536)
def best_advanced_plan(counts: tuple[int, ...], boatsmen: int, boats: int) -> tuple[int, int]:
    """(most Vikings movable in total, −fewest Boatsmen needed) with single moves and up to
    ``boats`` base-game uses."""
    best = (0, 0)
    if boatsmen <= 0:
        return best
    if not boats:
        # Single moves only: each Boatsman moves one Viking while any can move, so the
        # search below would find min(boatsmen, movable) whichever colours go first.
        moved = min(boatsmen, sum(counts))
        return moved, -moved
    for i, n in enumerate(counts):
        if n:
            total, neg_uses = best_advanced_plan(_after_single(counts, i), boatsmen - 1, boats)
            best = max(best, (1 + total, neg_uses - 1))
    if boats:
        for colour in use_options(counts):
            moved, left = after_use(counts, colour)
            total, neg_uses = best_advanced_plan(left, boatsmen - 1, boats - 1)
            best = max(best, (moved + total, neg_uses - 1))
    return best


def ferry_colours(player: Player, last_round: bool) -> list[int]:
    """Colours one Boatsman may move a single Viking of (round 6: only on a maximal plan)."""
    counts = movable_counts(player)
    colours = [v for v, n in zip(MOVABLE_COLOURS, counts, strict=True) if n]
    if not last_round or not colours:
        return colours
    boatsmen, boats = player.mainland[BOATSMAN], player.specials.count("boat")
    if boatsmen > 0 and not boats:
        return colours             # single moves only: every colour keeps a maximal plan
    target = best_advanced_plan(counts, boatsmen, boats)
    return [v for v in colours
            if _plus_one(best_advanced_plan(_after_single(counts, MOVABLE_COLOURS.index(v)),
                                            boatsmen - 1, boats)) == target]


def ferry_targets(player: Player) -> list[tuple[int, list[int]]]:
    """Outside round 6: for each colour of ``ferry_colours(player, False)``, its row and
    the row's empty tiles, the cells one Boatsman may move a single Viking to (read in
    one pass: every advanced Boatsman turn asks it)."""
    mainland, rows = player.mainland, player.rows
    targets = []
    for v, row in _COLOUR_ROWS:
        if mainland[v]:
            cols = display_empty_tile_cols(rows[row])
            if cols:
                targets.append((row, cols))
    return targets


def boat_uses(player: Player, last_round: bool) -> list[int]:
    """Base-game uses a ``boat`` tile allows now (round 6: only on a maximal plan)."""
    boats = player.specials.count("boat")
    if not boats:
        return []
    counts = movable_counts(player)
    uses = use_options(counts)
    if not last_round:
        return uses
    boatsmen = player.mainland[BOATSMAN]
    target = best_advanced_plan(counts, boatsmen, boats)
    result = []
    for colour in uses:
        moved, left = after_use(counts, colour)
        total, neg_uses = best_advanced_plan(left, boatsmen - 1, boats - 1)
        if (moved + total, neg_uses - 1) == target:
            result.append(colour)
    return result


def _plus_one(plan: tuple[int, int]) -> tuple[int, int]:
    return plan[0] + 1, plan[1] - 1
