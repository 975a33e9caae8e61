"""Questions asked of a written position (the `vikings-cli score` and `legal` tools).

Both answer with JSON-ready dicts in the shapes NOTATION.md specifies, and both use the
same engine functions as the game: scoring.py for totals, the display's legal cells for
the window's green/orange highlighting (R-P7).
"""

from __future__ import annotations

from . import scoring
from .components import ISLAND_TILES, SHIP_TILES, SHIPS, TILE_FROM_TOKEN, VIKING_FROM_LETTER
from .display import legal_cells_with_viking
from .state import GameState

SCORING_KINDS = ("small", "large", "final")


def score_position(position: GameState, kind: str) -> dict:
    """Apply one scoring to a copy of the position: small (R-K1), large (R-K2 steps 2–6,
    no Boatsman moves) or final (R-F1–R-F7)."""
    if kind not in SCORING_KINDS:
        raise ValueError(f"unknown scoring kind {kind!r} (small, large or final)")
    state = position.clone()
    players = state.players
    result: dict = {"kind": kind}
    if kind == "final":
        breakdowns, winners = scoring.final_scoring(players)
        result["winners"] = [players[i].name for i in winners]
    else:
        score = scoring.small_scoring if kind == "small" else scoring.large_scoring
        breakdowns = [score(p) for p in players]
    result["players"] = [{"name": p.name, "fame": p.fame, "gold": p.gold, "breakdown": b}
                         for p, b in zip(players, breakdowns, strict=True)]
    return result


def legal_cells_json(position: GameState, name: str, tile_token: str, viking_letter: str) -> dict:
    """Where ``name`` may put a bought tile whose group has that Viking (R-P3, R-P4, R-P7)."""
    seats = [p.name for p in position.players]
    if name not in seats:
        raise ValueError(f"no player named {name!r} (players: {', '.join(seats)})")
    sails = {SHIPS[t].sail: t for t in SHIP_TILES}
    tile = sails.get(tile_token) or TILE_FROM_TOKEN.get(tile_token)
    if tile is None or tile not in ISLAND_TILES[:6] + SHIP_TILES:
        raise ValueError(f"unknown tile {tile_token!r} (L M1 M2 M3 M4 R red green yellow blue)")
    if viking_letter not in VIKING_FROM_LETTER:
        raise ValueError(f"unknown Viking {viking_letter!r} (W N S G F B)")
    player = position.players[seats.index(name)]
    if not player.start_placed:
        raise ValueError(f"{name} has not placed the start tile yet (R-P2)")
    cells = legal_cells_with_viking(player, tile, VIKING_FROM_LETTER[viking_letter])
    return {"cells": [{"row": r, "col": c, "viking_may_stand": green} for r, c, green in cells]}
