"""Scoring: small (R-K1), large steps 2–6 (R-K2), final (R-F1…R-F8) and the winner (R-F7).

Each function changes the players and returns a breakdown per player:
``{category: {"fame": n, "gold": n, "count": n}}`` with only the non-zero parts, in
scoring order; ``count`` is how many Vikings, ships or places the amount is for.
Special tiles (R-S) that act in a scoring are applied here too, so the whole of scoring
has one home; what a special tile adds is its own category, named by the tile's id
(``goldsmith+1``, ``noble+1``, ``feast``, ``treasury`` …), so every contribution can be
shown. The Boatsman step (R-K2.1) is a player decision and lives in boatsman.py.
"""

from __future__ import annotations

from collections.abc import Collection
from enum import StrEnum

from .components import (
    BOATSMAN,
    BUILDING_TILES,
    FISHERMAN,
    FISHERMAN_ROW,
    GOLDSMITH_ROW,
    ISLAND_ROWS,
    NOBLE_ROW,
    SCOUT_ROW,
    SHIP_ROW,
    SHIPS,
)
from .display import (
    Player,
    cell_tile,
    cell_viking,
    display_islands,
    safe_cols,
    safe_vikings,
    threat_map,
    threat_reach,
    tile_cols,
)


class ScoringCategory(StrEnum):
    """What a scoring's amount is for. The values are the keys saves, ``vikings-cli score``
    JSON and notation have always used (a ``StrEnum``: it is equal to, hashes and
    serialises as its value). A special tile's category is named by the tile's id (R-S)."""
    SHIPS = "ships"                          # R-K2.2 repelled (reward), R-F1 not (cost)
    NOBLES = "nobles"                        # R-K2.3
    NOBLE_PLUS_1 = "noble+1"
    SCOUTS = "scouts"                        # R-K2.4
    SCOUT_PLUS_1 = "scout+1"
    GOLDSMITHS = "goldsmiths"                # R-K1, R-K2.5
    GOLDSMITH_PLUS_1 = "goldsmith+1"
    GOLDSMITH_PLUS_2 = "goldsmith+2"
    FISHERMAN_PLUS_1 = "fisherman+1"         # R-K2.6: fishermen score only with this tile
    GOLD = "gold"                            # R-F2
    TREASURY = "treasury"
    BOATSMEN = "boatsmen"                    # R-F3
    ISLANDS = "islands"                      # R-F4
    LONGEST_ISLAND = "longest island"        # R-F5
    FEEDING = "feeding"                      # R-F6
    FEAST = "feast"
    BUILDINGS = "buildings"


_C = ScoringCategory
Breakdown = dict[ScoringCategory, dict[str, int]]

# Every category a scoring can report, in the rule book's order (R-K1, R-K2 steps 2–6,
# R-F1–R-F6, and the special tiles right after the category they add to), so that every
# table of a scoring lists its rows in one order and scorings can be compared.
CATEGORY_ORDER: dict[str, tuple[ScoringCategory, ...]] = {
    "small": (_C.GOLDSMITHS, _C.GOLDSMITH_PLUS_1, _C.GOLDSMITH_PLUS_2),
    "large": (_C.SHIPS, _C.NOBLES, _C.NOBLE_PLUS_1, _C.SCOUTS, _C.SCOUT_PLUS_1, _C.GOLDSMITHS,
              _C.GOLDSMITH_PLUS_1, _C.GOLDSMITH_PLUS_2, _C.FISHERMAN_PLUS_1),
    "final": (_C.SHIPS, _C.GOLD, _C.TREASURY, _C.BOATSMEN, _C.ISLANDS, _C.LONGEST_ISLAND,
              _C.FEEDING, _C.FEAST, _C.BUILDINGS),
}
# The categories that only special tiles bring (shown only where a tile brought them).
SPECIAL_CATEGORIES = frozenset({_C.GOLDSMITH_PLUS_1, _C.GOLDSMITH_PLUS_2, _C.NOBLE_PLUS_1,
                                _C.SCOUT_PLUS_1, _C.FISHERMAN_PLUS_1, _C.TREASURY, _C.FEAST,
                                _C.BUILDINGS})


def _add(breakdown: Breakdown, key: ScoringCategory, fame: int = 0, gold: int = 0, count: int = 0) -> None:
    if fame or gold:               # the parts in this order (unrolled: every scoring)
        entry = breakdown.setdefault(key, {})
        if fame:
            entry["fame"] = entry.get("fame", 0) + fame
        if gold:
            entry["gold"] = entry.get("gold", 0) + gold
        if count:
            entry["count"] = entry.get("count", 0) + count


def _apply(player: Player, breakdown: Breakdown) -> None:
    # breakdown_total of fame and of gold, in one pass (every scoring of every player)
    for entry in breakdown.values():
        player.fame += entry.get("fame", 0)
        player.gold += entry.get("gold", 0)


def breakdown_total(breakdown: Breakdown, part: str,
                    categories: Collection[str] | None = None) -> int:
    """What a breakdown pays in ``part`` (``"fame"`` or ``"gold"``; fame lost counts
    negative), over ``categories`` or over all of them."""
    return sum(entry.get(part, 0) for category, entry in breakdown.items()
               if categories is None or category in categories)


GOLDSMITH_SPECIALS = ((_C.GOLDSMITH_PLUS_1, 1), (_C.GOLDSMITH_PLUS_2, 2))


def gold_per_goldsmith(player: Player) -> int:
    """R-K1, R-K2.5, R-S: the gold each unthreatened Goldsmith of ``player`` earns in a
    small or large scoring: 3, plus 1 or 2 for each goldsmith special tile held."""
    return 3 + sum(per * player.specials.count(special) for special, per in GOLDSMITH_SPECIALS)


def _goldsmiths(player: Player, goldsmiths: int, breakdown: Breakdown) -> None:
    """3 gold per unthreatened Goldsmith, plus the goldsmith+1/+2 special tiles (R-S)."""
    _add(breakdown, _C.GOLDSMITHS, gold=3 * goldsmiths, count=goldsmiths)
    if not player.specials:
        return                      # nothing more to add (most players, every base game)
    for special, per in GOLDSMITH_SPECIALS:
        _add(breakdown, special, gold=per * player.specials.count(special) * goldsmiths,
             count=goldsmiths)


def small_scoring(player: Player) -> Breakdown:
    """R-K1: 3 gold for every unthreatened Goldsmith on an island tile."""
    breakdown: Breakdown = {}
    _goldsmiths(player, len(safe_cols(player, GOLDSMITH_ROW, threat_reach(player))), breakdown)
    _apply(player, breakdown)
    return breakdown


def large_scoring(player: Player) -> Breakdown:
    """R-K2 steps 2–6 (the Boatsman step has already happened)."""
    reach = threat_reach(player)
    breakdown: Breakdown = {}
    for col, cell in enumerate(player.rows[SHIP_ROW], start=1):    # 2. ships / warriors
        if cell and not reach[col - 1]:                            # repelled (threat_map)
            ship = SHIPS[cell_tile(cell)]
            _add(breakdown, _C.SHIPS, fame=ship.fame, gold=ship.gold, count=1)
    specials = player.specials     # the special tiles' parts add nothing without them
    nobles = len(safe_cols(player, NOBLE_ROW, reach))              # 3. nobles
    _add(breakdown, _C.NOBLES, fame=2 * nobles, count=nobles)
    if specials:
        _add(breakdown, _C.NOBLE_PLUS_1, fame=specials.count(_C.NOBLE_PLUS_1) * nobles,
             count=nobles)
    scout_cols = safe_cols(player, SCOUT_ROW, reach)               # 4. scouts
    scout_fame = 0
    below_rows = (player.rows[GOLDSMITH_ROW], player.rows[FISHERMAN_ROW])
    for col in scout_cols:
        scout_fame += 1
        for below in below_rows:                                   # a Viking below it
            if col <= len(below) and cell_viking(below[col - 1]):
                scout_fame += 1
    scouts = len(scout_cols)
    _add(breakdown, _C.SCOUTS, fame=scout_fame, count=scouts)
    if specials:
        _add(breakdown, _C.SCOUT_PLUS_1, fame=specials.count(_C.SCOUT_PLUS_1) * scouts,
             count=scouts)
    _goldsmiths(player, len(safe_cols(player, GOLDSMITH_ROW, reach)), breakdown)  # 5.
    # 6. Fishermen score nothing here, except with the fisherman+1 special tile (R-S).
    if specials:
        fishermen = len(safe_cols(player, FISHERMAN_ROW, reach))
        _add(breakdown, _C.FISHERMAN_PLUS_1,
             fame=specials.count(_C.FISHERMAN_PLUS_1) * fishermen, count=fishermen)
    _apply(player, breakdown)
    return breakdown


def completed_islands(player: Player) -> tuple[int, int]:
    """R-F4, R-F5: how many completed islands (a row's contiguous ``L M… R`` run) the
    player has, and the longest one's length (0: none), by ``display.display_islands``."""
    count, longest, _worth = display_islands(player.rows)
    return count, longest


def boatsmen_for_majority(player: Player) -> int:
    """R-F3: Boatsmen on the mainland plus boatsman-token special tiles (R-S)."""
    return player.mainland[BOATSMAN] + player.specials.count("boatsman-token")


def _lose_fame(player: Player, breakdown: Breakdown, key: ScoringCategory, amount: int) -> None:
    """A fame penalty that stops at 0 (R-F8)."""
    lost = min(amount, player.fame)
    if lost:
        _add(breakdown, key, fame=-lost)
        player.fame -= lost


def feeding_balance(player: Player, safe: dict[int, list[tuple[int, int]]]) -> int:
    """R-F6: the spare places ``player`` has (negative: its unfed Vikings), with ``safe``
    its unthreatened Vikings on tiles (``display.safe_vikings``): each Fisherman there
    feeds 5, and every Viking the player owns eats."""
    return 5 * len(safe[FISHERMAN]) - player.viking_count()


def final_scoring(players: list[Player]) -> tuple[list[Breakdown], list[int]]:
    """R-F1…R-F7 for all players; returns the breakdowns and the winners' seat indexes."""
    breakdowns: list[Breakdown] = [{} for _ in players]
    threats = [threat_map(player) for player in players]   # no tile moves while scoring
    for player, bd, (_, _, attacking) in zip(players, breakdowns, threats, strict=True):
        # R-F1: every ship not repelled costs its value; missing gold is paid in fame.
        for col in sorted(attacking):
            ship = SHIPS[player.tile_at(0, col)]
            paid = min(ship.gold, player.gold)
            if paid:
                _add(bd, _C.SHIPS, gold=-paid)
                player.gold -= paid
            _lose_fame(player, bd, _C.SHIPS, ship.gold - paid + ship.fame)
            if _C.SHIPS in bd:
                bd[_C.SHIPS]["count"] = bd[_C.SHIPS].get("count", 0) + 1
        # R-F2: every 5 gold → 1 fame (the treasury special tile: every 3, shown as its own).
        treasury = _C.TREASURY in player.specials
        rate = 3 if treasury else 5
        fame = player.gold // rate
        if fame:
            _add(bd, _C.TREASURY if treasury else _C.GOLD, fame=fame, gold=-fame * rate)
            player.gold -= fame * rate
            player.fame += fame
    # R-F3: most Boatsmen → 10 fame, all tied leaders; 0 Boatsmen never wins it.
    _majority(players, breakdowns, [boatsmen_for_majority(p) for p in players], _C.BOATSMEN, 10)
    # R-F4: most completed islands → 7 fame; 0 islands never win it.
    islands = [completed_islands(p) for p in players]
    _majority(players, breakdowns, [count for count, _ in islands], _C.ISLANDS, 7)
    # R-F5: longest completed island → 5 fame to everyone who has one that long.
    _majority(players, breakdowns, [longest for _, longest in islands], _C.LONGEST_ISLAND, 5)
    for player, bd, (threatened, _, _) in zip(players, breakdowns, threats, strict=True):
        safe = safe_vikings(player, threatened)
        # R-F6: each unthreatened Fisherman feeds 5; spare +2 (feast: +3), unfed −1.
        fed = feeding_balance(player, safe)
        if fed > 0:                                  # count: spare places
            _add(bd, _C.FEEDING, fame=2 * fed, count=fed)
            if _C.FEAST in player.specials:           # R-S feast: 3 per spare place, not 2
                _add(bd, _C.FEAST, fame=fed, count=fed)
            player.fame += fed * (3 if _C.FEAST in player.specials else 2)
        elif fed < 0:                                # count: unfed Vikings
            _lose_fame(player, bd, _C.FEEDING, -fed)
            if _C.FEEDING in bd:
                bd[_C.FEEDING]["count"] = -fed
        # R-S building tiles: 1 fame per Viking on and around it, if it is unthreatened.
        building_fame = 0
        for row in ISLAND_ROWS:
            cells = player.rows[row]
            if not cells or max(cells) < _FIRST_BUILDING_CELL:
                continue                 # no building in this row (most rows, every base game)
            for col in tile_cols(cells, BUILDING_TILES):
                if (row, col) not in threatened:
                    building_fame += sum(
                        1 for r in range(max(1, row - 1), min(5, row + 1) + 1)
                        for c in range(max(1, col - 1), col + 2) if player.viking_at(r, c))
        if building_fame:
            _add(bd, _C.BUILDINGS, fame=building_fame)
            player.fame += building_fame
    return breakdowns, winners(players)


# A row holding a building tile has a packed cell at least this large (the building codes
# are above every other island tile's), so one max() passes over the rows without one.
_FIRST_BUILDING_CELL = min(BUILDING_TILES) << 3


def _majority(players: list[Player], breakdowns: list[Breakdown], values: list[int],
              key: ScoringCategory, fame: int) -> None:
    best = max(values)
    if best <= 0:
        return
    for player, bd, value in zip(players, breakdowns, values, strict=True):
        if value == best:
            _add(bd, key, fame=fame)
            player.fame += fame


def winners(players: list[Player]) -> list[int]:
    """R-F7: most fame; tie → most gold; still tied → shared victory."""
    return [seat for rank, seat in ranking(players) if rank == 1]


def ranking(players: list[Player]) -> list[tuple[int, int]]:
    """R-F7 as places: (rank, seat) best first, by fame, then gold; players tied on both
    share a rank (the next rank skips, as in 1, 1, 3), tied seats in seat order."""
    order = sorted(range(len(players)), key=lambda s: (players[s].fame, players[s].gold),
                   reverse=True)
    places: list[tuple[int, int]] = []
    for index, seat in enumerate(order):
        tied = index and (players[seat].fame, players[seat].gold) == (
            players[order[index - 1]].fame, players[order[index - 1]].gold)
        places.append((places[-1][0] if tied else index + 1, seat))
    return places
