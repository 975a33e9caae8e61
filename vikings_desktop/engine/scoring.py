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

from .components import (
    B1,
    B2,
    B3,
    B4,
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    ISLAND_ROWS,
    LEFT_END,
    MIDDLES,
    NOBLE,
    RIGHT_END,
    SCOUT,
    SHIPS,
)
from .display import Player, cell_tile, safe_vikings, threat_map

Breakdown = dict[str, dict[str, int]]

# Every category a scoring can report, in the rule book's order (R-K1, R-K2 steps 2–6,
# R-F1–R-F6, and the special tiles right after the category they add to), so that every
# table of a scoring lists its rows in one order and scorings can be compared.
CATEGORY_ORDER: dict[str, tuple[str, ...]] = {
    "small": ("goldsmiths", "goldsmith+1", "goldsmith+2"),
    "large": ("ships", "nobles", "noble+1", "scouts", "scout+1", "goldsmiths", "goldsmith+1",
              "goldsmith+2", "fisherman+1"),
    "final": ("ships", "gold", "treasury", "boatsmen", "islands", "longest island", "feeding",
              "feast", "buildings"),
}
# The categories that only special tiles bring (shown only where a tile brought them).
SPECIAL_CATEGORIES = frozenset({"goldsmith+1", "goldsmith+2", "noble+1", "scout+1",
                                "fisherman+1", "treasury", "feast", "buildings"})


def _add(breakdown: Breakdown, key: str, fame: int = 0, gold: int = 0, count: int = 0) -> None:
    if fame or gold:
        entry = breakdown.setdefault(key, {})
        for part, amount in (("fame", fame), ("gold", gold), ("count", count)):
            if amount:
                entry[part] = entry.get(part, 0) + amount


def _apply(player: Player, breakdown: Breakdown) -> None:
    for entry in breakdown.values():
        player.fame += entry.get("fame", 0)
        player.gold += entry.get("gold", 0)


GOLDSMITH_SPECIALS = (("goldsmith+1", 1), ("goldsmith+2", 2))


def gold_per_goldsmith(player: Player) -> int:
    """R-K1, R-K2.5, R-S: the gold each unthreatened Goldsmith of ``player`` earns in a
    small or large scoring: 3, plus 1 or 2 for each goldsmith special tile held."""
    return 3 + sum(per * player.specials.count(special) for special, per in GOLDSMITH_SPECIALS)


def _goldsmiths(player: Player, safe: dict, breakdown: Breakdown) -> None:
    """3 gold per unthreatened Goldsmith, plus the goldsmith+1/+2 special tiles (R-S)."""
    goldsmiths = len(safe[GOLDSMITH])
    _add(breakdown, "goldsmiths", gold=3 * goldsmiths, count=goldsmiths)
    for special, per in GOLDSMITH_SPECIALS:
        _add(breakdown, special, gold=per * player.specials.count(special) * goldsmiths,
             count=goldsmiths)


def small_scoring(player: Player) -> Breakdown:
    """R-K1: 3 gold for every unthreatened Goldsmith on an island tile."""
    threatened, _, _ = threat_map(player)
    breakdown: Breakdown = {}
    _goldsmiths(player, safe_vikings(player, threatened), breakdown)
    _apply(player, breakdown)
    return breakdown


def large_scoring(player: Player) -> Breakdown:
    """R-K2 steps 2–6 (the Boatsman step has already happened)."""
    threatened, repelled, _ = threat_map(player)
    safe = safe_vikings(player, threatened)
    breakdown: Breakdown = {}
    for col in sorted(repelled):                                   # 2. ships / warriors
        ship = SHIPS[player.tile_at(0, col)]
        _add(breakdown, "ships", fame=ship.fame, gold=ship.gold, count=1)
    nobles = len(safe[NOBLE])                                      # 3. nobles
    _add(breakdown, "nobles", fame=2 * nobles, count=nobles)
    _add(breakdown, "noble+1", fame=player.specials.count("noble+1") * nobles, count=nobles)
    scout_fame = 0                                                 # 4. scouts
    for _row, col in safe[SCOUT]:
        scout_fame += 1
        for below in (4, 5):
            if player.viking_at(below, col):
                scout_fame += 1
    scouts = len(safe[SCOUT])
    _add(breakdown, "scouts", fame=scout_fame, count=scouts)
    _add(breakdown, "scout+1", fame=player.specials.count("scout+1") * scouts, count=scouts)
    _goldsmiths(player, safe, breakdown)                           # 5. goldsmiths
    # 6. Fishermen score nothing here, except with the fisherman+1 special tile (R-S).
    fishermen = len(safe[FISHERMAN])
    _add(breakdown, "fisherman+1", fame=player.specials.count("fisherman+1") * fishermen,
         count=fishermen)
    _apply(player, breakdown)
    return breakdown


def completed_islands(player: Player) -> list[int]:
    """R-F4: the lengths of every completed island (a row's contiguous ``L M… R`` run)."""
    lengths = []
    for row in ISLAND_ROWS:
        run = 0                                  # tiles in the open island, 0 = none open
        for cell in player.rows[row]:
            tile = cell_tile(cell)
            if tile == LEFT_END:
                run = 1
            elif run and tile in MIDDLES:
                run += 1
            elif run and tile == RIGHT_END:
                lengths.append(run + 1)
                run = 0
            else:
                run = 0
    return lengths


def boatsmen_for_majority(player: Player) -> int:
    """R-F3: Boatsmen on the mainland plus boatsman-token special tiles (R-S)."""
    return player.mainland[BOATSMAN] + player.specials.count("boatsman-token")


def _lose_fame(player: Player, breakdown: Breakdown, key: str, amount: int) -> None:
    """A fame penalty that stops at 0 (R-F8)."""
    lost = min(amount, player.fame)
    if lost:
        _add(breakdown, key, fame=-lost)
        player.fame -= lost


def final_scoring(players: list[Player]) -> tuple[list[Breakdown], list[int]]:
    """R-F1…R-F7 for all players; returns the breakdowns and the winners' seat indexes."""
    breakdowns: list[Breakdown] = [{} for _ in players]
    for player, bd in zip(players, breakdowns, strict=True):
        # R-F1: every ship not repelled costs its value; missing gold is paid in fame.
        _, _, attacking = threat_map(player)
        for col in sorted(attacking):
            ship = SHIPS[player.tile_at(0, col)]
            paid = min(ship.gold, player.gold)
            if paid:
                _add(bd, "ships", gold=-paid)
                player.gold -= paid
            _lose_fame(player, bd, "ships", ship.gold - paid + ship.fame)
            if "ships" in bd:
                bd["ships"]["count"] = bd["ships"].get("count", 0) + 1
        # R-F2: every 5 gold → 1 fame (the treasury special tile: every 3, shown as its own).
        treasury = "treasury" in player.specials
        rate = 3 if treasury else 5
        fame = player.gold // rate
        if fame:
            _add(bd, "treasury" if treasury else "gold", fame=fame, gold=-fame * rate)
            player.gold -= fame * rate
            player.fame += fame
    # R-F3: most Boatsmen → 10 fame, all tied leaders; 0 Boatsmen never wins it.
    _majority(players, breakdowns, [boatsmen_for_majority(p) for p in players], "boatsmen", 10)
    # R-F4: most completed islands → 7 fame; 0 islands never win it.
    islands = [completed_islands(p) for p in players]
    _majority(players, breakdowns, [len(i) for i in islands], "islands", 7)
    # R-F5: longest completed island → 5 fame to everyone who has one that long.
    _majority(players, breakdowns, [max(i, default=0) for i in islands], "longest island", 5)
    for player, bd in zip(players, breakdowns, strict=True):
        threatened, _, _ = threat_map(player)
        safe = safe_vikings(player, threatened)
        # R-F6: each unthreatened Fisherman feeds 5; spare +2 (feast: +3), unfed −1.
        fed = 5 * len(safe[FISHERMAN]) - player.viking_count()
        if fed > 0:                                  # count: spare places
            _add(bd, "feeding", fame=2 * fed, count=fed)
            if "feast" in player.specials:           # R-S feast: 3 per spare place, not 2
                _add(bd, "feast", fame=fed, count=fed)
            player.fame += fed * (3 if "feast" in player.specials else 2)
        elif fed < 0:                                # count: unfed Vikings
            _lose_fame(player, bd, "feeding", -fed)
            if "feeding" in bd:
                bd["feeding"]["count"] = -fed
        # R-S building tiles: 1 fame per Viking on and around it, if it is unthreatened.
        building_fame = 0
        for row in ISLAND_ROWS:
            for col, cell in enumerate(player.rows[row], start=1):
                if cell_tile(cell) in (B1, B2, B3, B4) and (row, col) not in threatened:
                    building_fame += sum(
                        1 for r in range(max(1, row - 1), min(5, row + 1) + 1)
                        for c in range(max(1, col - 1), col + 2) if player.viking_at(r, c))
        if building_fame:
            _add(bd, "buildings", fame=building_fame)
            player.fame += building_fame
    return breakdowns, winners(players)


def _majority(players: list[Player], breakdowns: list[Breakdown], values: list[int],
              key: str, fame: int) -> None:
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
