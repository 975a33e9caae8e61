"""The packed helpers behind the engine's hot paths give what the plain rules give:
legal_cells (R-P4) against island_fits cell by cell, threat_reach/safe_cols (R-T) against
threat_map/safe_vikings, viking_home_row (R-P6), the shared action tables."""
from __future__ import annotations

import random

import pytest

from vikings_desktop.engine import MoveViking, PlaceTile
from vikings_desktop.engine.actions import CellActions, FerryViking
from vikings_desktop.engine.boatsman import empty_tile_cols, empty_tile_count
from vikings_desktop.engine.components import (
    BOATSMAN,
    BUILDING_TILES,
    ISLAND_ROWS,
    ISLAND_TILES,
    ROW_OF_VIKING,
    SHIP_TILES,
    VIKINGS,
)
from vikings_desktop.engine.display import (
    Player,
    cell_tile,
    cell_viking,
    has_viking,
    island_fits,
    legal_cells,
    safe_cols,
    safe_vikings,
    threat_map,
    threat_reach,
    tile_cols,
    viking_home_row,
)
from vikings_desktop.engine.placing import place_pair


def random_display(rng: random.Random) -> Player:
    """Rows of random tiles with holes (and sometimes a trailing empty cell), Vikings on
    some: more shapes than games make, to test the helpers against the plain rules."""
    player = Player("P")
    player.rows[0] = [rng.choice([0, rng.choice(SHIP_TILES) << 3]) for _ in range(rng.randint(0, 7))]
    for row in ISLAND_ROWS:
        player.rows[row] = [rng.choice([0, rng.choice(ISLAND_TILES) << 3 | rng.randint(0, 6)])
                            for _ in range(rng.randint(0, 7))]
    return player


@pytest.mark.parametrize("seed", range(5))
def test_r_p4_legal_cells_is_island_fits_over_every_cell(seed):
    rng = random.Random(seed)
    for _ in range(300):
        player = random_display(rng)
        width = max(len(r) for r in player.rows) + 2
        for tile in (1, 2, 3, 4, 5, 6):
            expected = [(row, col) for row in ISLAND_ROWS for col in range(1, width + 1)
                        if island_fits(player, tile, row, col)]
            assert legal_cells(player, tile) == expected


@pytest.mark.parametrize("seed", range(5))
def test_r_t1_threat_reach_and_safe_cols_agree_with_threat_map(seed):
    rng = random.Random(seed)
    for _ in range(300):
        player = random_display(rng)
        threatened, repelled, attacking = threat_map(player)
        reach = threat_reach(player)
        assert len(reach) == len(player.rows[0])
        for col, lowest in enumerate(reach, start=1):
            assert {row for row in ISLAND_ROWS if (row, col) in threatened} == set(range(1, lowest + 1))
            assert (col in attacking) == (lowest > 0)
        safe = safe_vikings(player, threatened)
        for row in ISLAND_ROWS:
            viking = next(v for v, r in ROW_OF_VIKING.items() if r == row)
            assert [(row, col) for col in safe_cols(player, row, reach)] == safe[viking]
            assert empty_tile_count(player.rows[row]) == len(empty_tile_cols(player, row))
        assert repelled | attacking == {c for c, cell in enumerate(player.rows[0], 1) if cell}


def test_bulk_cell_readers_match_cell_by_cell():
    rng = random.Random(9)
    for _ in range(500):
        cells = [rng.choice([0, rng.randint(1, 14) << 3 | rng.randint(0, 6)]) for _ in range(12)]
        for viking in range(7):
            assert has_viking(cells, viking, start=1) == any(
                cell_viking(c) == viking for c in cells[1:])
        assert tile_cols(cells, BUILDING_TILES) == [
            col for col, c in enumerate(cells, 1) if cell_tile(c) in BUILDING_TILES]
        assert empty_tile_count(cells) == sum(1 for c in cells if c and not cell_viking(c))


def test_r_p6_viking_home_row():
    for viking in VIKINGS:
        assert viking_home_row(viking) == (-1 if viking == BOATSMAN else ROW_OF_VIKING[viking])
    assert viking_home_row(0) == -1


def test_shared_actions_are_equal_values_handed_out_once():
    table = CellActions(MoveViking)
    assert table.at(3, 7) == MoveViking(3, 7) and table.at(3, 7) is table.at(3, 7)
    assert table.at(3, 2) == MoveViking(3, 2) and CellActions(FerryViking).at(1, 1) == FerryViking(1, 1)
    off, on = place_pair(4, 30)          # past any width seen so far: grown on demand
    assert (off, on) == (PlaceTile(4, 30, False), PlaceTile(4, 30, True))
    assert place_pair(4, 30)[0] is off
