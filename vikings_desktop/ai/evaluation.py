"""A fast rating of a position: every player's projected final fame, and one seat's
standing against the others. The ``normal`` level decides with it, ``hard`` cuts its
playouts with it.

The projection asks, for each display, "what will this earn by the end of the game if
it stays as it is", counting the scorings still to come (R-K1, R-K2, R-F):

* Nobles 2 fame and Scouts 1 + 1 per Goldsmith/Fisherman below them, per large scoring;
  Goldsmiths 3 gold per scoring; repelled ships their reward per large scoring, ships
  not repelled their final penalty (R-C3, R-F1); threatened Vikings nothing (R-T2);
  a Warrior with no ship above it yet, the reward of a ship it will repel, if the ships
  still to come reach its column (all 14 are bought and fill the ship row from column 1);
* a column those ships will reach with no Warrior in it, about a ship's penalty unless a
  Warrior still comes (a gap between two sea edges never gets one, R-P4b);
* feeding (R-F6) with the Vikings the player will still buy;
* gold at a value that falls from ~0.5 fame (it buys groups) to 0.2 (R-F2 at the end);
* mainland Vikings a Boatsman could still move onto empty tiles of their row (R-K2.1);
* the majorities — Boatsmen 10, completed islands 7, longest island 5 (R-F3…R-F5) —
  as a soft share that sharpens as the end comes near.

This is the search's hot loop: cells are unpacked inline (``cell >> 3`` the tile,
``cell & 7`` the Viking — ``display.cell_tile``/``cell_viking`` elsewhere).
"""

from __future__ import annotations

import math
from functools import lru_cache

from vikings_desktop.engine import GameState, Observation
from vikings_desktop.engine.boatsman import MOVABLE_COLOURS, after_use, movable_counts, use_options
from vikings_desktop.engine.components import (
    B1,
    B4,
    BOATSMAN,
    FISHERMAN,
    FISHERMAN_ROW,
    GOLDSMITH,
    GOLDSMITH_ROW,
    ISLAND_ROWS,
    LEFT_END,
    NOBLE,
    NOBLE_ROW,
    RIGHT_END,
    ROUNDS,
    SCOUT,
    SCOUT_ROW,
    SHIP_ROW,
    SHIPS,
    TILES_PER_ROUND,
    WARRIOR,
    WARRIOR_ROW,
)
from vikings_desktop.engine.display import Player, display_islands

THREATENED_SHARE = 0.0       # a threatened Viking scores nothing (R-T2) unless a Warrior comes
MOVE_SHARE = 0.55            # a mainland Viking with a free tile and a Boatsman to move it
FUTURE_FISHERMEN = 0.15      # unthreatened fishermen on a tile per purchase still to come
                             # (0.16 in Normal's own games): 5 × 0.15 feeds less than the
                             # Viking each purchase brings, so hunger is forecast (R-F6)
# With the advanced Boatsman (R-A3) fewer Fishermen reach a tile: 3.1 per player at the end
# of 30 advanced games of Normal against Normal, 3.9 in the base game.
FUTURE_FISHERMEN_ADVANCED = 0.12
# R-A3: a Viking ashore that no Boatsman will ferry (none left for it, or no empty tile in
# its row) scores nothing and must be fed to the end (R-F6): beyond its place at the
# table, this much fame in the advanced game, so that a group whose Viking stays ashore,
# and a tile discarded (R-P5), are bought only when worth it.
STRANDED_COST = 1.0
WARRIOR_WAITING = 2.0        # per large scoring: a Warrior waiting for a ship to repel (R-T1)
# The chance a Warrior still comes to an unrepelled ship's column (R-T1), measured over
# 200 games of Normal against Normal or greedy (arena):
WARRIOR_PER_PURCHASE = 0.06  # per own purchase left, to a column without a Warrior-row tile
WARRIOR_CHANCE_MAX = 0.7
WARRIOR_MOVED_IN = 0.9       # onto the column's empty Warrior tile, a Warrior waiting ashore
WARRIOR_ON_TILE_LATE = 0.35  # the same without one (bought later), at the game's end …
WARRIOR_ON_TILE_EARLY = 0.8  # … and with 12 or more purchases left
# A column the ships will reach (R-P3 fills the ship row from column 1, and every ship is
# bought, R-C3 × R-O3) with no Warrior in the Warriors' row: the ship that comes there
# stays unrepelled unless a Warrior still comes; its penalty and threats, in fame.
WARRIOR_GAP_COST = 3.0
# A Warrior ashore beyond the empty Warrior tiles it fills (Context.allotment) still
# repels a ship in a column the Warriors' row does not reach yet once an island tile is
# placed there (any island tile may go into row 1, R-P4) and a Boatsman moves it in: per
# own purchase left, this much more likely, up to the cap (Hard's playouts only).
ASHORE_TILE_PER_PURCHASE = 0.25
ASHORE_TILE_MAX = 0.8
TOTAL_SHIPS = sum(ship.copies for ship in SHIPS.values())
# R-S: a cell around a building tile still without a Viking gets one by the end this
# likely, with a dozen purchases or more left.
BUILDING_CELL_LATER = 0.3
# R-A3 with a ``boat`` tile: one Boatsman makes a base-game use (all of one colour), about
# this many Vikings more than its one.
ADVANCED_BOAT_EXTRA = 2
END_GOLD_VALUE = 0.2         # R-F2: 5 gold → 1 fame
EARLY_GOLD_BONUS = 0.3       # gold buys groups: worth more while many purchases remain


class Projection:
    """One player's projected final fame without the majorities, and the counts the
    majorities compare."""

    __slots__ = ("value", "boatsmen", "islands", "longest")

    def __init__(self, value: float, boatsmen: float, islands: float, longest: int):
        self.value = value
        self.boatsmen = boatsmen
        self.islands = islands
        self.longest = longest


def large_scorings_left(state: GameState) -> int:
    """Large scorings (R-K2) still to come, this round's included."""
    return sum(1 for r in range(state.round, ROUNDS + 1) if r % 2 == 0)


def purchases_left(state: GameState) -> float:
    """Groups each player will still buy, on average, this round's included."""
    on_wheel = sum(1 for g in state.wheel if g)
    return (on_wheel + (ROUNDS - state.round) * TILES_PER_ROUND) / len(state.players)


def gold_value(state: GameState) -> float:
    """What one gold is worth in fame now: it buys groups early, and 1/5 fame at the end."""
    share = purchases_left(state) / (ROUNDS * TILES_PER_ROUND / len(state.players))
    return END_GOLD_VALUE + EARLY_GOLD_BONUS * share


class Context:
    """The game-wide numbers a projection needs; the same for every player of a state."""

    __slots__ = ("large", "scorings", "future", "gv", "income_gv", "warrior_chance",
                 "warrior_waiting", "ships_each", "ship_slope", "gap_decay",
                 "allot_waiting", "feeding_sigma", "unfed_cost", "warrior_budget",
                 "unrepelled_cost", "one_viking_a_use", "last_moves", "ashore_tile",
                 "future_fishermen", "stranded_cost", "boatsmen_leave", "_signature")

    def __init__(self, state: GameState, warrior_waiting: float = WARRIOR_WAITING, *,
                 allot_waiting: bool = False, feeding_spread: float = 0.0,
                 unfed_cost: float = 1.0, warrior_supply: float = 0.0,
                 unrepelled_cost: float = 0.0, ashore_tiles: bool = False,
                 stranded_cost: float = STRANDED_COST, boatsmen_leave: bool = False):
        """``warrior_waiting``: see WARRIOR_WAITING. ``allot_waiting``: a Warrior ashore
        fills one empty Warrior tile, the leftmost first (moved_in_columns), instead of
        making every one likely filled. ``feeding_spread``: how uncertain the feeding
        forecast is, in places per square root of a purchase to come (0: a sure forecast;
        see feeding_value). ``unfed_cost``: fame per unfed Viking (R-F6: 1).
        ``warrior_supply``: Warriors a player still gets per purchase to come; the chances
        that Warriors still come to the columns a player's ships reach then add up to no more
        than that many (0: each column's chance stands alone). ``unrepelled_cost``: fame
        an unrepelled ship, or a column the ships reach with no Warrior to come, costs beyond
        its penalty (R-F1; 0: the penalty alone). ``ashore_tiles``: with ``allot_waiting``,
        the Warriors ashore no empty tile takes may still repel a ship in a column without
        a Warrior-row tile (ashore_tile_chance). ``stranded_cost``: see STRANDED_COST
        (the advanced Boatsman only; nothing in the base game). ``boatsmen_leave``: with
        the advanced Boatsman, the Boatsmen projected to ferry are not fed at the end
        (R-A3: a used Boatsman leaves the game; R-F6 counts the Vikings left). Normal and the
        mc yardstick keep the defaults; Hard's playouts end on its own (hard.hard_context)."""
        self.warrior_waiting = warrior_waiting
        self.allot_waiting = allot_waiting
        # The Boatsman use that moves the Warriors ashore: R-A3's one Viking a use, or the
        # round-6 scoring's most Vikings in total (R-K2.1), when it is the next large one.
        self.one_viking_a_use = state.rules.advanced_boatsman
        self.future_fishermen = (FUTURE_FISHERMEN_ADVANCED if self.one_viking_a_use
                                 else FUTURE_FISHERMEN)
        self.stranded_cost = stranded_cost if self.one_viking_a_use else 0.0
        self.boatsmen_leave = boatsmen_leave and self.one_viking_a_use
        self.last_moves = state.round >= ROUNDS - 1
        self.unfed_cost = unfed_cost
        self.unrepelled_cost = unrepelled_cost
        self.large = large_scorings_left(state)
        self.scorings = ROUNDS + 1 - state.round
        self.future = purchases_left(state)
        self.gv = gold_value(state)
        self.income_gv = (self.gv + END_GOLD_VALUE) / 2
        self.warrior_chance = min(WARRIOR_CHANCE_MAX, WARRIOR_PER_PURCHASE * self.future)
        # Every ship is bought by the end: those still to come, shared out evenly.
        placed = sum(1 for p in state.players for cell in p.rows[SHIP_ROW] if cell)
        self.ships_each = max(0, TOTAL_SHIPS - placed) / len(state.players)
        # How fast the chance falls per column: over a ramp as wide as the purchases still
        # to come make the ship count uncertain (1 + future / 6 columns).
        self.ship_slope = 1.0 / (1.0 + self.future / 6)
        # Late on, each more tile the Warriors' row lacks halves the chance (warrior_comes).
        self.gap_decay = 0.5 ** max(0.0, 1.0 - self.future / 18)
        self.feeding_sigma = feeding_spread * math.sqrt(self.future)
        self.warrior_budget = warrior_supply * self.future if warrior_supply else math.inf
        self.ashore_tile = (min(ASHORE_TILE_MAX, ASHORE_TILE_PER_PURCHASE * self.future)
                            if ashore_tiles and allot_waiting else 0.0)
        self._signature: tuple | None = None

    def signature(self) -> tuple:
        """Every number of the context a projection reads (the rules' Boatsman included):
        two contexts with the same signature project any display alike, so it keys a memo
        of Normal's ratings (normal.RatingMemo)."""
        if self._signature is None:
            self._signature = tuple(getattr(self, name) for name in Context.__slots__
                                    if name != "_signature")
        return self._signature

    def ship_reaches(self, col: int, ships: int) -> float:
        """The chance a player with ``ships`` ships now has one in column ``col`` by the
        end (R-P3: the ship row fills from column 1): sure below the ships expected, none
        beyond, in between falling by ``ship_slope`` a column."""
        return min(1.0, max(0.0, self.ship_ramp(ships) - col * self.ship_slope))

    def ship_ramp(self, ships: int) -> float:
        """``ship_reaches`` before the column's share is taken off and the clamp: the hot
        loop in ``project`` steps it down by ``ship_slope`` a column."""
        return (ships + self.ships_each + 0.5) * self.ship_slope + 0.5

    def allotment(self, player: Player) -> tuple[set[int] | None, int]:
        """With ``allot_waiting``: the empty Warrior tiles the player's Warriors ashore fill
        (moved_in_columns), as many as its Boatsmen move in (warriors_moved_in), and the
        Warriors so moved beyond those tiles (spare; 0 without ``ashore_tiles``).
        (None, 0): every empty tile counts them (warrior_comes)."""
        if not self.allot_waiting:
            return None, 0
        moved = warriors_moved_in(player, self.one_viking_a_use, self.last_moves)
        filled = moved_in_columns(player.rows[WARRIOR_ROW], moved)
        return filled, moved - len(filled) if self.ashore_tile else 0

    def ashore_tile_chance(self, col: int, warriors: list[int], spare: int) -> float:
        """The chance one of ``spare`` Warriors ashore (allotment) comes to column ``col``:
        none where the column has a Warrior-row tile (warrior_comes counts it) or is a dead
        gap; else a tile must still be placed there (and one more for each column the row
        lacks before it, as in warrior_comes), then a Boatsman moves it in."""
        if not spare or (col <= len(warriors) and warriors[col - 1]) or dead_gap(warriors, col):
            return 0.0
        return self.ashore_tile * self.gap_decay ** (max(1, col - len(warriors)) - 1)

    def warrior_comes(self, col: int, warriors: list[int], waiting: int,
                      filled: set[int] | None = None) -> float:
        """The chance a Warrior still stands in a ship's column by the end (R-T1), the
        column's Warrior-row cell (if any) without one. An empty tile there takes a Warrior
        a Boatsman moves ashore (R-K2.1; ``waiting`` Warriors ashore, for the tiles in
        ``filled`` only when given: moved_in_columns) or a later group;
        otherwise a Warrior tile must still be bought, less likely the fewer purchases are
        left and, late in the game, the more tiles the Warriors' row lacks to reach it."""
        if dead_gap(warriors, col):
            return 0.0
        if col <= len(warriors) and warriors[col - 1]:
            if moved_in(col, waiting, filled):
                return WARRIOR_MOVED_IN
            return WARRIOR_ON_TILE_LATE + (WARRIOR_ON_TILE_EARLY - WARRIOR_ON_TILE_LATE) * min(
                1.0, self.future / 12)
        gap = max(1, col - len(warriors))
        return self.warrior_chance * self.gap_decay ** (gap - 1)


def moved_in(col: int, waiting: int, filled: set[int] | None) -> bool:
    """Whether a Warrior ashore fills the empty Warrior tile in column ``col``
    (``filled``: Context.allotment)."""
    return bool(waiting) and (filled is None or col in filled)


def moved_in_columns(warriors: list[int], waiting: int) -> set[int]:
    """The empty Warrior tiles the ``waiting`` Warriors ashore fill when a Boatsman moves
    them (R-K2.1): one each, the leftmost first, since the ships fill their row from
    column 1 (R-P3) and reach those columns first."""
    if not waiting:
        return set()
    empty = [col for col, cell in enumerate(warriors, start=1) if cell and not cell & 7]
    return set(empty[:waiting])


def warriors_moved_in(player: Player, one_viking_a_use: bool, last_moves: bool) -> int:
    """How many of the player's Warriors ashore its Boatsmen move onto empty Warrior tiles
    (R-K2.1), a Boatsman still to be bought counted when none is ashore. A use may move all
    Vikings of one colour, so one Boatsman takes every Warrior, except: the advanced
    Boatsman moves one Viking a use (R-A3) unless a ``boat`` tile lets it move them all;
    in round 6 the most Vikings in total must move, so when another colour's Vikings, or
    one of each colour, make more, a Boatsman takes one Warrior or none."""
    waiting = player.mainland[WARRIOR]
    if not waiting:
        return 0
    boatsmen = max(1, player.mainland[BOATSMAN])
    if one_viking_a_use and "boat" not in player.specials:
        return min(waiting, boatsmen)
    if not last_moves:
        return waiting
    return warriors_in_a_maximal_plan(movable_counts(player), boatsmen)


_WARRIOR_INDEX = MOVABLE_COLOURS.index(WARRIOR)


@lru_cache(maxsize=65536)
def _maximal_plan(counts: tuple[int, ...], boatsmen: int) -> tuple[int, int, int]:
    """(Vikings moved, −Boatsmen used, Warriors moved) of the round-6 plan (boatsman.best_plan)
    that moves the most Warriors among those the rule allows."""
    best = (0, 0, 0)
    if boatsmen <= 0:
        return best
    for colour in use_options(counts):
        moved, left = after_use(counts, colour)
        total, neg_uses, warriors = _maximal_plan(left, boatsmen - 1)
        if colour == WARRIOR:                       # all Warriors
            warriors += counts[_WARRIOR_INDEX]
        elif colour == 0 and counts[_WARRIOR_INDEX]:  # one Viking of each colour
            warriors += 1
        best = max(best, (moved + total, neg_uses - 1, warriors))
    return best


def warriors_in_a_maximal_plan(counts: tuple[int, ...], boatsmen: int) -> int:
    """The Warriors the round-6 Boatsmen move at most while moving the most Vikings in total
    (R-K2.1 Decision); ``counts``: boatsman.movable_counts."""
    return _maximal_plan(counts, boatsmen)[2]


def feeding_value(fed: float, rate: float, sigma: float, unfed: float = 1.0) -> float:
    """Fame from feeding (R-F6) with ``fed`` spare places forecast (negative: unfed
    Vikings): ``rate`` per spare place, ``unfed`` (R-F6: 1) per unfed Viking. With an
    uncertain forecast (``sigma`` > 0, normal errors) the expectation of that kinked
    payoff: the next Fisherman is worth 5 × (unfed + (rate − unfed) × the chance of ending
    with spare places), not 5 × unfed while the forecast is short and 5 × rate once it is
    not."""
    if sigma <= 0.0:
        return rate * fed if fed > 0 else unfed * fed
    z = fed / sigma
    spare = fed * 0.5 * (1.0 + math.erf(z / math.sqrt(2.0))) \
        + sigma * math.exp(-0.5 * z * z) / math.sqrt(2.0 * math.pi)     # E[max(fed, 0)]
    return unfed * fed + (rate - unfed) * spare


def dead_gap(warriors: list[int], col: int) -> bool:
    """Whether column ``col`` of the Warriors' row is a gap no tile can ever fill: sea on
    both sides (the mainland or a right end to its left, a left end to its right, R-P4b)."""
    if col > len(warriors) or warriors[col - 1] or col >= len(warriors) or not warriors[col]:
        return False
    left = RIGHT_END if col == 1 else warriors[col - 2] >> 3
    return left == RIGHT_END and warriors[col] >> 3 == LEFT_END


def project(state: GameState, player: Player, context: Context | None = None) -> Projection:
    """The player's final fame if the display stays as it is (majorities apart).

    ``context`` may be shared by states of the same moment (e.g. placement trials)."""
    ctx = context or Context(state)
    large, scorings, future = ctx.large, ctx.scorings, ctx.future
    gv, income_gv = ctx.gv, ctx.income_gv
    rows = player.rows
    warriors = rows[WARRIOR_ROW]
    n_warriors = len(warriors)
    # Threats (R-T1): the lowest threatened row of each column with an unrepelled ship.
    reach_of_col: dict[int, int] = {}
    n_ships_cols = len(rows[0])
    # ctx.ship_reaches(col, ships), inline (hot loop)
    ramp_slope = ctx.ship_slope
    ships_ramp = ctx.ship_ramp(sum(1 for cell in rows[0] if cell))
    value = player.fame + gv * player.gold
    waiting = player.mainland[WARRIOR]       # Warriors ashore a Boatsman could move (R-K2.1)
    # With allot_waiting, only the columns those Warriors fill count them (None: every one).
    # The spare ones, beyond those empty tiles, wait for columns still without a tile.
    filled, spare = ctx.allotment(player)
    # Warriors still to come are shared out from the left (where the ships are first),
    # a Warrior already ashore filling its tile aside (Context.warrior_budget).
    budget = ctx.warrior_budget

    def coming(col: int) -> float:
        nonlocal budget, spare
        chance = ctx.warrior_comes(col, warriors, waiting, filled)
        ashore = ctx.ashore_tile_chance(col, warriors, spare)
        if ashore > chance:
            spare -= 1
            return ashore
        if budget == math.inf or (col <= n_warriors and warriors[col - 1]
                                  and moved_in(col, waiting, filled)):
            return chance
        chance = min(chance, budget)
        budget -= chance
        return chance

    for col, cell in enumerate(rows[0], start=1):
        if not cell:
            continue
        ship = SHIPS[cell >> 3]
        if col <= n_warriors and warriors[col - 1] & 7:
            value += large * (ship.fame + income_gv * ship.gold)      # R-K2.2
        else:
            reach_of_col[col] = ship.reach_row
            penalty = ship.fame + 0.35 * ship.gold + ctx.unrepelled_cost  # R-F1
            value -= penalty * (1.0 - coming(col))
    noble = 2.0 * large
    goldsmith = 3.0 * scorings * income_gv
    scout_bonus = fisher_bonus = 0.0
    feeding_rate = 2.0
    boatsmen_counted = player.mainland[BOATSMAN]
    specials = player.specials
    if specials:          # the advanced game's special tiles (R-S) the player holds
        noble += specials.count("noble+1") * large
        goldsmith += (specials.count("goldsmith+1") + 2 * specials.count("goldsmith+2")) \
            * scorings * income_gv
        scout_bonus = specials.count("scout+1") * large
        fisher_bonus = specials.count("fisherman+1") * large
        boatsmen_counted += specials.count("boatsman-token")
        if "feast" in specials:
            feeding_rate = 3.0
        if "treasury" in specials:
            value += player.gold * (1 / 3 - END_GOLD_VALUE) * 0.5
    goldsmith_row, fisher_row = rows[GOLDSMITH_ROW], rows[FISHERMAN_ROW]
    n_gold, n_fish = len(goldsmith_row), len(fisher_row)
    fishermen = 0.0
    on_tiles = 0
    free = [0] * 6               # island tiles without a Viking, per row
    # Completed islands by the engine's one rule (R-F4, R-F5), an island still open at a
    # row's end worth 0.4 while tiles are still to come.
    _count, longest, islands = display_islands(rows, 0.4 if future >= 1 else 0.0)
    buildings: list[tuple[int, int]] = []
    for row in ISLAND_ROWS:
        for col, cell in enumerate(rows[row], start=1):
            if not cell:
                continue
            tile = cell >> 3
            if tile >= B1 and tile <= B4:       # R-S: a building tile (advanced game only)
                buildings.append((row, col))
            if not cell & 7:
                free[row] += 1
                continue
            on_tiles += 1
            reach = reach_of_col.get(col)
            share = 1.0 if reach is None or row > reach else THREATENED_SHARE
            if row == NOBLE_ROW:
                value += share * noble
            elif row == SCOUT_ROW:
                below = 1
                if col <= n_gold and goldsmith_row[col - 1] & 7:
                    below += 1
                if col <= n_fish and fisher_row[col - 1] & 7:
                    below += 1
                value += share * (large * below + scout_bonus)
            elif row == GOLDSMITH_ROW:
                value += share * goldsmith
            elif row == FISHERMAN_ROW:
                fishermen += share
                value += share * fisher_bonus
            elif row == WARRIOR_ROW and col not in reach_of_col and large and \
                    (col > n_ships_cols or not rows[0][col - 1]):
                # a later ship here is repelled, if ships come this far
                value += ctx.warrior_waiting * large * min(1.0, max(
                    0.0, ships_ramp - col * ramp_slope))
    if buildings:
        value += building_value(rows, buildings, reach_of_col, future)
    # Columns a ship will still reach where no Warrior stands yet (R-T1, R-F1): each costs
    # about a ship's penalty, unless a Warrior still comes there.
    gap_cost = WARRIOR_GAP_COST + ctx.unrepelled_cost
    col = 1
    ship_chance = ships_ramp - ramp_slope
    while ship_chance > 0.0 and col <= n_warriors:
        if not warriors[col - 1] & 7 and not (col <= n_ships_cols and rows[0][col - 1]):
            value -= gap_cost * min(1.0, ship_chance) * (1.0 - coming(col))
        col += 1
        ship_chance -= ramp_slope
    chance = ctx.warrior_chance          # warrior_comes beyond the row's end, step by step
    while ship_chance > 0.0:
        if not (col <= n_ships_cols and rows[0][col - 1]):
            ashore = ctx.ashore_tile_chance(col, warriors, spare)
            if ashore > chance:
                spare -= 1
                spent = ashore
            else:
                spent = min(chance, budget)
                budget -= spent
            value -= gap_cost * min(1.0, ship_chance) * (1.0 - spent)
        chance *= ctx.gap_decay
        col += 1
        ship_chance -= ramp_slope
    # Mainland Vikings a Boatsman could still move onto an empty tile of their row.
    mainland = player.mainland
    boatsmen = mainland[BOATSMAN]
    leaving = 0                  # Boatsmen that ferry and leave the game (R-A3)
    if large:
        move = MOVE_SHARE if boatsmen else MOVE_SHARE / 4
        advanced = state.rules.advanced_boatsman
        # R-A3: with the advanced Boatsman each Boatsman moves one Viking and leaves the
        # game (a boat tile: one whole base-game use), once, not once per scoring: the best
        # few movable Vikings only; with none ashore, one for a Boatsman still to come.
        if advanced:
            capacity = (boatsmen + ADVANCED_BOAT_EXTRA * min(specials.count("boat"), boatsmen)
                        if boatsmen else 1)
        else:
            capacity = 1_000
        ferried = 0
        for viking, row, worth in ((NOBLE, NOBLE_ROW, noble), (SCOUT, SCOUT_ROW, large),
                                   (GOLDSMITH, GOLDSMITH_ROW, goldsmith),
                                   (FISHERMAN, FISHERMAN_ROW, 0.0), (WARRIOR, WARRIOR_ROW, 1.0)):
            movable = min(free[row], mainland[viking], max(0, capacity))
            if movable:
                capacity -= movable
                ferried += movable
                value += move * movable * worth
                if viking == FISHERMAN:
                    fishermen += move * movable
        if advanced:
            stranded = sum(mainland[v] for v in (NOBLE, SCOUT, GOLDSMITH, FISHERMAN, WARRIOR))
            value -= ctx.stranded_cost * max(0, stranded - ferried)
        if advanced and boatsmen:
            # The Boatsmen that ferry leave the game: they count no more for the majority
            # (R-F3), and the round-6 scoring makes them move as many Vikings as it can
            # (R-A3, R-K2.1), so a Boatsman kept for the majority is lost to any Viking
            # ashore with an empty tile in its row.
            leaving = min(boatsmen, ferried)
            boatsmen_counted -= leaving
    # Feeding (R-F6): every purchase still to come brings one more Viking to feed.
    vikings = on_tiles + sum(mainland) + future
    if ctx.boatsmen_leave:
        vikings -= leaving
    fed = 5.0 * (fishermen + ctx.future_fishermen * future) - vikings
    value += feeding_value(fed, feeding_rate, ctx.feeding_sigma, ctx.unfed_cost)
    return Projection(value, boatsmen_counted, islands, longest)


def building_value(rows: list[list[int]], buildings: list[tuple[int, int]],
                   reach_of_col: dict[int, int], future: float) -> float:
    """R-S building tiles at the final scoring: 1 fame per Viking on and around each (up to
    9), if the building itself is unthreatened (R-T2); a cell around it still without a
    Viking may get one while purchases are left (BUILDING_CELL_LATER of one each)."""
    later = BUILDING_CELL_LATER * min(1.0, future / 12)
    value = 0.0
    for row, col in buildings:
        reach = reach_of_col.get(col)
        if reach is not None and row <= reach:
            continue
        around = [(r, c) for r in range(max(1, row - 1), min(5, row + 1) + 1)
                  for c in range(max(1, col - 1), col + 2)]
        on = sum(1 for r, c in around if c <= len(rows[r]) and rows[r][c - 1] & 7)
        value += on + later * (len(around) - on)
    return value


def _share(mine: float, best_other: float, sharpness: float) -> float:
    """Soft chance of winning a majority that ties share (R-F3…R-F5 Decisions: 0 never wins)."""
    if mine <= 0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-sharpness * (mine - best_other + 0.5)))


def sharpness(state: GameState) -> float:
    """How sure a majority is: it sharpens as the purchases still to come run out."""
    return 1.0 + 3.0 / (1.0 + purchases_left(state))


def fames_from(projections: list[Projection], sharp: float) -> list[float]:
    """Projected final fames from the projections, with the majorities' soft shares."""
    result = [p.value for p in projections]
    for attr, prize in (("boatsmen", 10), ("islands", 7), ("longest", 5)):
        counts = [getattr(p, attr) for p in projections]
        top, second = sorted(counts, reverse=True)[:2]
        if top <= 0:
            continue
        for i, mine in enumerate(counts):
            if mine > 0:
                best_other = second if mine == top else top
                result[i] += prize * _share(mine, best_other, sharp)
    return result


def final_fames(state: GameState, projections: list[Projection] | None = None,
                context: Context | None = None) -> list[float]:
    """Every player's projected final fame, majorities included (``context``: the state's
    own, e.g. with Hard's weights)."""
    if state.is_over():
        return [p.fame + p.gold / 100.0 for p in state.players]   # R-F7: gold breaks ties
    if projections is None:
        context = context or Context(state)
        projections = [project(state, p, context) for p in state.players]
    return fames_from(projections, sharpness(state))


def standing(fames: list[float], seat: int) -> float:
    """How far ``seat`` is ahead: its fame minus a blend of the best and the mean rival."""
    others = [f for j, f in enumerate(fames) if j != seat]
    return fames[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


def evaluate(position: GameState | Observation, seat: int) -> float:
    """``seat``'s projected final standing against the other players (in fame)."""
    state = position.state if isinstance(position, Observation) else position
    return standing(final_fames(state), seat)


class CachedEvaluator:
    """``evaluate`` for many children of one root that only the root's player changes
    (a purchase and its placement, a Boatsman use): the rivals' projections are kept."""

    def __init__(self, root: GameState):
        self.round = root.round
        self.scorings = len(root.scorings)
        self.projections = [project(root, p) for p in root.players]

    def __call__(self, state: GameState, seat: int) -> float:
        if state.round != self.round or len(state.scorings) != self.scorings or state.is_over():
            return standing(final_fames(state), seat)
        projections = self.projections[:]
        projections[seat] = project(state, state.players[seat])
        return standing(final_fames(state, projections), seat)
