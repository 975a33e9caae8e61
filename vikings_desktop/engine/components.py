"""Components as data (RULES.md section 1, R-C; rows of R-D1).

Everything is a small int so a whole game state clones with a few list copies:
tiles and Vikings are codes, a display cell is ``tile * 8 + viking``.
"""

from __future__ import annotations

from typing import NamedTuple

# --- Vikings (R-C1) --------------------------------------------------------------------
FISHERMAN, GOLDSMITH, SCOUT, NOBLE, WARRIOR, BOATSMAN = 1, 2, 3, 4, 5, 6   # 0: no Viking
VIKINGS = (FISHERMAN, GOLDSMITH, SCOUT, NOBLE, WARRIOR, BOATSMAN)  # also R-O2 sort order
VIKINGS_PER_COLOUR = 13
VIKING_LETTER = {FISHERMAN: "F", GOLDSMITH: "G", SCOUT: "S", NOBLE: "N", WARRIOR: "W", BOATSMAN: "B"}
VIKING_FROM_LETTER = {v: k for k, v in VIKING_LETTER.items()}
VIKING_ROLE = {FISHERMAN: "Fisherman", GOLDSMITH: "Goldsmith", SCOUT: "Scout", NOBLE: "Noble",
               WARRIOR: "Warrior", BOATSMAN: "Boatsman"}
VIKING_ROLE_PLURAL = {FISHERMAN: "Fishermen", GOLDSMITH: "Goldsmiths", SCOUT: "Scouts",
                      NOBLE: "Nobles", WARRIOR: "Warriors", BOATSMAN: "Boatsmen"}

# --- Rows (R-D1) -----------------------------------------------------------------------
SHIP_ROW = 0
WARRIOR_ROW, NOBLE_ROW, SCOUT_ROW, GOLDSMITH_ROW, FISHERMAN_ROW = 1, 2, 3, 4, 5
ISLAND_ROWS = (1, 2, 3, 4, 5)
ROWS = (0, 1, 2, 3, 4, 5)
ROW_NAMES = ("ships", "warriors", "nobles", "scouts", "goldsmiths", "fishermen")
ROW_OF_VIKING = {WARRIOR: 1, NOBLE: 2, SCOUT: 3, GOLDSMITH: 4, FISHERMAN: 5}
VIKING_OF_ROW = {row: viking for viking, row in ROW_OF_VIKING.items()}

# --- Tiles (R-C2, R-C3) ----------------------------------------------------------------
EMPTY = 0
LEFT_END, M1, M2, M3, M4, RIGHT_END = 1, 2, 3, 4, 5, 6
B1, B2, B3, B4 = 7, 8, 9, 10  # special building tiles that replaced a middle (R-S)
RED_SHIP, GREEN_SHIP, YELLOW_SHIP, BLUE_SHIP = 11, 12, 13, 14
ISLAND_TILES = (LEFT_END, M1, M2, M3, M4, RIGHT_END, B1, B2, B3, B4)
SHIP_TILES = (RED_SHIP, GREEN_SHIP, YELLOW_SHIP, BLUE_SHIP)
MIDDLES = (M1, M2, M3, M4, B1, B2, B3, B4)
TILE_TOKEN = {LEFT_END: "L", M1: "M1", M2: "M2", M3: "M3", M4: "M4", RIGHT_END: "R",
              B1: "B1", B2: "B2", B3: "B3", B4: "B4",
              RED_SHIP: "red", GREEN_SHIP: "green", YELLOW_SHIP: "yellow", BLUE_SHIP: "blue"}
TILE_FROM_TOKEN = {v: k for k, v in TILE_TOKEN.items()}
BUILDING_OF_TILE = {M1: 1, M2: 2, M3: 3, M4: 4, B1: 1, B2: 2, B3: 3, B4: 4}

SEA, LAND = 0, 1
# Edges (left, right) of island tiles; the mainland's edge is sea (R-P4b). Index = tile code.
LEFT_EDGE: list[int | None] = [None] * 15      # None: not an island tile
RIGHT_EDGE: list[int | None] = [None] * 15
for _t in ISLAND_TILES:
    LEFT_EDGE[_t] = SEA if _t == LEFT_END else LAND
    RIGHT_EDGE[_t] = SEA if _t == RIGHT_END else LAND


def is_ship(tile: int) -> bool:
    return tile >= RED_SHIP


class ShipKind(NamedTuple):
    """One row of the R-C3 table: keep every ship fact here and nowhere else."""
    tile: int
    sail: str
    reach_row: int      # lowest row the threat reaches (R-T1)
    gold: int           # reward when repelled / penalty when not (R-K2.2, R-F1)
    fame: int
    copies: int         # how many the game has (R-C3)


SHIPS = {
    RED_SHIP: ShipKind(RED_SHIP, "red", NOBLE_ROW, gold=3, fame=0, copies=3),
    GREEN_SHIP: ShipKind(GREEN_SHIP, "green", SCOUT_ROW, gold=5, fame=0, copies=4),
    YELLOW_SHIP: ShipKind(YELLOW_SHIP, "yellow", GOLDSMITH_ROW, gold=0, fame=2, copies=4),
    BLUE_SHIP: ShipKind(BLUE_SHIP, "blue", FISHERMAN_ROW, gold=0, fame=3, copies=3),
}

START_TILES = 4             # R-C4: four L tiles, one per player
TILES_PER_ROUND = 12
ROUNDS = 6
WHEEL_SPACES = 12

# The 72 tiles dealt into the six stacks (R-C2 minus the 4 start tiles, R-C4).
STACK_TILE_COUNTS = {LEFT_END: 21 - START_TILES, M1: 5, M2: 5, M3: 5, M4: 5, RIGHT_END: 21,
                     **{t: s.copies for t, s in SHIPS.items()}}
TOTAL_TILES = sum(STACK_TILE_COUNTS.values()) + START_TILES          # 76
TOTAL_VIKINGS = VIKINGS_PER_COLOUR * len(VIKINGS)                     # 78

START_GOLD = {2: 30, 3: 25, 4: 20}   # R-C5
START_FAME = 10
MIN_PLAYERS, MAX_PLAYERS = 2, 4

# --- The advanced game (RULES.md §10) ---------------------------------------------------
# Special tiles (R-S): id -> how many the game has (25 in all).
SPECIAL_TILE_COUNTS = {
    "gold5": 1, "goldsmith+1": 2, "goldsmith+2": 1, "boat": 6, "noble+1": 3, "scout+1": 1,
    "fisherman+1": 1, "boatsman-token": 4, "feast": 1, "treasury": 1,
    "building1": 1, "building2": 1, "building3": 1, "building4": 1,
}
SPECIAL_TILE_IDS = tuple(SPECIAL_TILE_COUNTS)
TOTAL_SPECIAL_TILES = sum(SPECIAL_TILE_COUNTS.values())              # 25
SPECIAL_OFFER_SIZE = 4          # R-A4: face-up special tiles
# A building special tile -> the middle tile it replaces and the tile it becomes (R-S).
BUILDING_SPECIALS = {"building1": (M1, B1), "building2": (M2, B2), "building3": (M3, B3),
                     "building4": (M4, B4)}
BUILDING_TILES = (B1, B2, B3, B4)
SPECIAL_OF_BUILDING_TILE = {b: special for special, (_, b) in BUILDING_SPECIALS.items()}
AUCTION_VIKINGS = 13            # R-A1: Vikings drawn for a round of the advanced game

assert TOTAL_TILES == 76 and TOTAL_VIKINGS == 78 and TOTAL_SPECIAL_TILES == 25
assert sum(STACK_TILE_COUNTS.values()) == ROUNDS * TILES_PER_ROUND
