"""A player's display: the grid, placing tiles (R-P2…R-P7) and threats (R-T).

A row is a list of cells, column c at index c-1; a cell is ``tile * 8 + viking``
(0 = empty). Rows grow to the right as tiles are placed (R-D1).
"""

from __future__ import annotations

from .components import (
    BOATSMAN,
    EMPTY,
    ISLAND_ROWS,
    LEFT_EDGE,
    LEFT_END,
    MIDDLES,
    RED_SHIP,
    RIGHT_EDGE,
    RIGHT_END,
    ROW_OF_VIKING,
    SEA,
    SHIPS,
    VIKING_OF_ROW,
    VIKINGS,
    WARRIOR_ROW,
    is_ship,
)
from .refusals import Code, Refusal


def cell_tile(cell: int) -> int:
    """The tile of a packed cell or group (0 = none). The engine's hot loops inline it."""
    return cell >> 3


def cell_viking(cell: int) -> int:
    """The Viking of a packed cell or group (0 = none)."""
    return cell & 7


def packed_cell(tile: int, viking: int = 0) -> int:
    """A cell or group: ``tile`` with ``viking`` on it (0 = none), as cells are stored."""
    return tile << 3 | viking


class Player:
    """One seat: name, gold, fame, display, mainland (R-D2) and special tiles."""

    __slots__ = ("name", "gold", "fame", "rows", "mainland", "specials", "start_placed")

    def __init__(self, name: str, gold: int = 0, fame: int = 0):
        self.name = name
        self.gold = gold
        self.fame = fame
        self.rows: list[list[int]] = [[] for _ in range(6)]
        self.mainland = [0] * 7          # count per Viking code (index 0 unused)
        self.specials: list[str] = []
        self.start_placed = False

    def clone(self) -> Player:
        p = Player.__new__(Player)
        p.name = self.name
        p.gold = self.gold
        p.fame = self.fame
        p.rows = [r[:] for r in self.rows]
        p.mainland = self.mainland[:]
        p.specials = self.specials[:]
        p.start_placed = self.start_placed
        return p

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Player) and all(
            getattr(self, s) == getattr(other, s) for s in Player.__slots__)

    def __repr__(self) -> str:
        return f"Player({self.name!r}, gold={self.gold}, fame={self.fame})"

    # --- reading the grid ------------------------------------------------------------
    def cell(self, row: int, col: int) -> int:
        r = self.rows[row]
        return r[col - 1] if 0 < col <= len(r) else EMPTY

    def tile_at(self, row: int, col: int) -> int:
        return self.cell(row, col) >> 3

    def viking_at(self, row: int, col: int) -> int:
        return self.cell(row, col) & 7

    def width(self) -> int:
        return max(len(r) for r in self.rows)

    def has_any_tile(self) -> bool:
        return any(c for r in self.rows for c in r)

    def vikings_on_tiles(self) -> int:
        return sum(1 for r in self.rows for c in r if c & 7)

    def viking_count(self) -> int:
        """All Vikings the player owns: on tiles and on the mainland (R-F6)."""
        return self.vikings_on_tiles() + sum(self.mainland)

    # --- changing the grid -----------------------------------------------------------
    def put(self, row: int, col: int, tile: int, viking: int = 0) -> None:
        r = self.rows[row]
        while len(r) < col:
            r.append(EMPTY)
        r[col - 1] = tile << 3 | viking

    def put_viking(self, row: int, col: int, viking: int) -> None:
        r = self.rows[row]
        r[col - 1] = (r[col - 1] & ~7) | viking


# --- packed cells in bulk (plain loops: the phases' hot paths ask these) ---------------
def has_viking(cells: list[int], viking: int, start: int = 0) -> bool:
    """A cell or group from index ``start`` on carries ``viking`` (0: a cell without one)."""
    for i in range(start, len(cells)):
        if cells[i] & 7 == viking:
            return True
    return False


def empty_tile_count(cells: list[int]) -> int:
    """How many of a row's cells are tiles with no Viking on them."""
    count = 0
    for cell in cells:
        if cell and not cell & 7:
            count += 1
    return count


def empty_tile_cols(cells: list[int]) -> list[int]:
    """The columns (from 1) of a row's tiles with no Viking on them."""
    return [col for col, cell in enumerate(cells, start=1) if cell and not cell & 7]


def tile_cols(cells: list[int], tiles: tuple[int, ...]) -> list[int]:
    """The columns (from 1) of a row whose tile is one of ``tiles``."""
    return [col for col, cell in enumerate(cells, start=1) if cell >> 3 in tiles]


# --- placing (R-P) ---------------------------------------------------------------------
def island_fits(player: Player, tile: int, row: int, col: int) -> bool:
    """R-P4: may island ``tile`` go onto the (row, col) cell of this display?"""
    rows = player.rows
    r = rows[row]
    n = len(r)
    if col <= n and r[col - 1]:
        return False
    # (b) edges must match the neighbours left and right; the mainland's edge is sea.
    if col == 1:
        if LEFT_EDGE[tile] != SEA:
            return False
        touches = True                      # (a) touching the mainland
    else:
        left = r[col - 2] if col - 1 <= n else 0
        if left and RIGHT_EDGE[left >> 3] != LEFT_EDGE[tile]:
            return False
        touches = bool(left)
    right = r[col] if col < n else 0
    if right:
        if LEFT_EDGE[right >> 3] != RIGHT_EDGE[tile]:
            return False
        touches = True
    if touches:
        return True
    # (a) orthogonal contact with an island tile above or below; ships never count.
    if row > 1:
        above = rows[row - 1]
        if col <= len(above) and above[col - 1]:
            return True
    if row < 5:
        below = rows[row + 1]
        if col <= len(below) and below[col - 1]:
            return True
    return False


def display_islands(rows: list[list[int]], open_worth: float = 0.0) -> tuple[int, int, float]:
    """R-F4, R-F5: the islands of a display's island rows — how many are completed (a
    row's contiguous ``L M… R`` run; a building is a middle tile), the longest completed
    one's length (0: none), and a worth: 1 per completed island plus ``open_worth`` per
    row whose last island is still open at its end (for a forecast; the AI's evaluation
    counts such an island as 0.4 while tiles are still to come).

    The one island-length rule: final scoring (``scoring.completed_islands``) and the AI's
    evaluation both count with it. A hot loop (the evaluation calls it for every player of
    every position it weighs), so cells are unpacked inline; the worth is summed in the
    order the evaluation always summed it, so its values stay bit for bit the same."""
    count = longest = 0
    worth = 0.0
    for row in ISLAND_ROWS:
        run = 0                  # tiles of the open island, 0 = none open
        for cell in rows[row]:
            tile = cell >> 3
            if tile == LEFT_END:
                run = 1
            elif run and tile in MIDDLES:
                run += 1
            elif run and tile == RIGHT_END:
                count += 1
                worth += 1
                if run >= longest:
                    longest = run + 1
                run = 0
            else:
                run = 0
        if run and open_worth:
            worth += open_worth
    return count, longest, worth


def ship_cells(player: Player) -> list[int]:
    """R-P3: columns where the next ship may go."""
    ships = player.rows[0]
    first = [c for c in (1, 2, 3) if c > len(ships) or not ships[c - 1]]
    if first:
        return first
    n = len(ships)
    return [c for c in range(4, n + 2)
            if (c > n or not ships[c - 1]) and ((c - 1 <= n and ships[c - 2])
                                                  or (c < n and ships[c]))]


def legal_cells(player: Player, tile: int) -> list[tuple[int, int]]:
    """Every (row, col) where the tile may be placed now, sorted by row then column.

    The same test as ``island_fits``, unrolled over each row: this is the engine's hottest
    loop (every placement of every game and every search playout). Each row is read once
    with the rows above and below it carried along; a row without a gap can only take the
    tile at its end, so only rows with gaps are walked cell by cell, carrying the right
    edge of the cell to the left (the mainland's is sea). Columns past the row's end
    touch only through the row's last tile or a tile above or below."""
    if tile >= RED_SHIP:
        return [(0, c) for c in ship_cells(player)]
    rows = player.rows
    want_left, want_right = LEFT_EDGE[tile], RIGHT_EDGE[tile]
    right_edge, left_edge = _CELL_RIGHT_EDGE, _CELL_LEFT_EDGE
    cells = []
    above = _NO_CELLS                    # ships never count (R-P4a)
    na = 0
    r = rows[1]
    n = len(r)
    for row in ISLAND_ROWS:
        if row < 5:
            below = rows[row + 1]
            nb = len(below)
        else:
            below = _NO_CELLS
            nb = 0
        if not n:                        # column 1 touches the mainland, whose edge is sea
            if want_left == SEA:
                cells.append((row, 1))
        elif 0 not in r:                 # no gap: only the column past the end may fit
            if right_edge[r[-1]] == want_left:
                cells.append((row, n + 1))
        else:
            left: int | None = SEA       # the right edge left of the cell; None = nothing
            for i, cell in enumerate(r):
                if cell:
                    left = right_edge[cell]
                    continue
                if left is not None:     # (a) touches on the left
                    if left != want_left:                          # (b) edges must match
                        left = None
                        continue
                    left = None
                    if i + 1 < n:
                        right = r[i + 1]
                        if right and left_edge[right] != want_right:
                            continue
                    cells.append((row, i + 1))
                    continue
                if i + 1 < n:
                    right = r[i + 1]
                    if right:
                        if left_edge[right] == want_right:
                            cells.append((row, i + 1))
                        continue
                if (i < na and above[i]) or (i < nb and below[i]):
                    cells.append((row, i + 1))
            if left is not None:                                   # column n + 1
                if left == want_left:
                    cells.append((row, n + 1))
            elif (n < na and above[n]) or (n < nb and below[n]):
                cells.append((row, n + 1))
        if na > n + 1 or nb > n + 1:     # further: above or below only
            for i in range(n + 1, na if na > nb else nb):
                if (i < na and above[i]) or (i < nb and below[i]):
                    cells.append((row, i + 1))
        above, na, r, n = r, n, below, nb
    return cells


_NO_CELLS: list[int] = []
# The edge a packed cell shows its left and right neighbours (R-P4b), by packed cell (tile
# and Viking), so legal_cells reads it without unpacking; None: empty or not an island tile.
_CELL_LEFT_EDGE = [LEFT_EDGE[cell >> 3] for cell in range(len(LEFT_EDGE) << 3)]
_CELL_RIGHT_EDGE = [RIGHT_EDGE[cell >> 3] for cell in range(len(RIGHT_EDGE) << 3)]


def place_bought_tile(player: Player, tile: int, viking: int, row: int, col: int,
                      on_tile: bool) -> None:
    """R-P6: put the tile at (row, col); its Viking stands on it or goes to the mainland."""
    if on_tile:
        player.put(row, col, tile, viking)
    else:
        player.put(row, col, tile)
        player.mainland[viking] += 1


def place_start_tile(player: Player, row: int) -> None:
    """R-P2: the start tile (an L) in column 1 of ``row``."""
    player.put(row, 1, LEFT_END)
    player.start_placed = True


def viking_home_row(viking: int) -> int:
    """R-P6: the one row a bought group's Viking may stand on its tile in (-1: none, for
    the Boatsman or no Viking; the ships row is never one)."""
    return _HOME_ROW[viking]


_HOME_ROW = tuple(ROW_OF_VIKING.get(v, -1) if v != BOATSMAN else -1 for v in range(8))


def legal_cells_with_viking(player: Player, tile: int, viking: int) -> list[tuple[int, int, bool]]:
    """R-P7: every legal cell and whether the group's Viking may stand there (green) or
    not (orange). The one function behind the window's highlighting and ``vikings-cli legal``."""
    home = viking_home_row(viking)
    return [(row, col, row == home) for row, col in legal_cells(player, tile)]


def start_rows(player: Player) -> list[int]:
    """R-P2: island rows whose column 1 is free for the start tile."""
    return [row for row in ISLAND_ROWS if not player.cell(row, 1)]


# --- threats (R-T) ---------------------------------------------------------------------
def threat_reach(player: Player) -> list[int]:
    """R-T1, packed: per column of the ships row (index col - 1), the lowest island row the
    ship's threat reaches — every row from 1 down to it is threatened — or 0: no ship, or
    a ship repelled by a Viking in the Warriors row below it. The one home of the threat
    rule: ``threat_map`` and the scorings read it."""
    warriors = player.rows[WARRIOR_ROW]
    nw = len(warriors)
    return [_REACH_OF_CELL[cell] if cell and not (i < nw and warriors[i] & 7) else 0
            for i, cell in enumerate(player.rows[0])]


# The reach row of a ship by its packed cell (R-C3's table, SHIPS); 0: not a ship.
_REACH_OF_CELL = [SHIPS[cell >> 3].reach_row if (cell >> 3) in SHIPS else 0
                  for cell in range(len(LEFT_EDGE) << 3)]


def safe_cols(player: Player, row: int, reach: list[int]) -> list[int]:
    """The columns of ``row`` with an unthreatened Viking on a tile (R-T2), ``reach``
    being ``threat_reach(player)``: ``safe_vikings`` for one row, without the sets."""
    nr = len(reach)
    return [i + 1 for i, cell in enumerate(player.rows[row])
            if cell & 7 and (i >= nr or reach[i] < row)]


def threat_map(player: Player) -> tuple[set[tuple[int, int]], set[int], set[int]]:
    """R-T1: (threatened island cells, columns of repelled ships, columns of unrepelled ships).

    A threatened cell is one a ship's threat reaches; the Viking on it scores nothing (R-T2).
    """
    threatened: set[tuple[int, int]] = set()
    repelled: set[int] = set()
    attacking: set[int] = set()
    reach = threat_reach(player)
    for col, cell in enumerate(player.rows[0], start=1):
        if not cell:
            continue
        lowest = reach[col - 1]
        if not lowest:                   # every ship reaches row 2 or lower: 0 = repelled
            repelled.add(col)
            continue
        attacking.add(col)
        for row in range(1, lowest + 1):
            threatened.add((row, col))
    return threatened, repelled, attacking


def safe_vikings(player: Player, threatened: set[tuple[int, int]]) -> dict[int, list[tuple[int, int]]]:
    """Unthreatened Vikings on tiles, by Viking code → list of (row, col)."""
    result: dict[int, list[tuple[int, int]]] = {v: [] for v in VIKINGS}
    for row in ISLAND_ROWS:
        viking = VIKING_OF_ROW[row]
        for col, cell in enumerate(player.rows[row], start=1):
            if cell & 7 and (row, col) not in threatened:
                result[viking].append((row, col))
    return result


def placement_problem(player: Player, tile: int, row: int, col: int) -> Refusal | None:
    """Why ``tile`` may not go onto (row, col) (None = it may): the reason a refused drop shows."""
    if not 0 <= row <= 5 or col < 1:
        return Refusal(Code.NOT_A_CELL)
    if player.cell(row, col):
        return Refusal(Code.CELL_TAKEN)
    if is_ship(tile):
        if row != 0:
            return Refusal(Code.SHIP_ROW)
        if col in ship_cells(player):
            return None
        if col > 3 and any(not player.cell(0, c) for c in (1, 2, 3)):
            return Refusal(Code.FIRST_SHIPS)
        return Refusal(Code.SHIP_NEXT_TO_SHIP)
    if row == 0:
        return Refusal(Code.ISLAND_ROW)
    if island_fits(player, tile, row, col):
        return None
    if col == 1 and LEFT_EDGE[tile] != SEA:
        return Refusal(Code.LEFT_EDGE_MAINLAND, LEFT_EDGE[tile])
    left = player.tile_at(row, col - 1) if col > 1 else EMPTY
    if left and RIGHT_EDGE[left] != LEFT_EDGE[tile]:
        return Refusal(Code.LEFT_EDGE_MISMATCH, LEFT_EDGE[tile], RIGHT_EDGE[left])
    right = player.tile_at(row, col + 1)
    if right and LEFT_EDGE[right] != RIGHT_EDGE[tile]:
        return Refusal(Code.RIGHT_EDGE_MISMATCH, RIGHT_EDGE[tile], LEFT_EDGE[right])
    return Refusal(Code.ISLAND_NOT_CONNECTED)
