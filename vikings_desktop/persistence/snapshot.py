"""A JSON picture of a whole position, in the engine's token names (NOTATION.md).

Saves carry it so that loading can check the replayed action log arrives at exactly
the position that was saved; ``snapshot_difference`` names the first field that differs.
Two states have equal snapshots exactly when they are equal.
"""

from __future__ import annotations

from collections.abc import Iterable

from vikings_desktop.engine import GameState, Phase, Player
from vikings_desktop.engine.components import TILE_TOKEN, VIKING_LETTER
from vikings_desktop.engine.display import cell_tile, cell_viking


def cell_token(cell: int) -> str:
    """A display or wheel cell as in NOTATION.md: ``.``, ``M2``, ``L+F``, ``red+B``."""
    if not cell:
        return "."
    tile, viking = cell_tile(cell), cell_viking(cell)
    text = TILE_TOKEN[tile] if tile else "-"          # "-": Viking without a tile
    return f"{text}+{VIKING_LETTER[viking]}" if viking else text


def _letters(vikings: Iterable[int]) -> str:
    return "".join(VIKING_LETTER[v] for v in vikings)


def _player_snapshot(player: Player) -> dict:
    return {
        "name": player.name,
        "gold": player.gold,
        "fame": player.fame,
        "rows": [[cell_token(c) for c in row] for row in player.rows],
        "mainland": {VIKING_LETTER[v]: n for v, n in enumerate(player.mainland) if v and n},
        "specials": list(player.specials),
        "start_placed": player.start_placed,
    }


def state_snapshot(state: GameState) -> dict:
    """Every field of the position, JSON-ready (lists and dicts only)."""
    boat_colour = None
    if state.phase is Phase.BOATSMAN_MOVE:
        boat_colour = VIKING_LETTER[state.boat_colour] if state.boat_colour else "each"
    snapshot = {
        "rules": "base" if state.rules.is_base else state.rules.to_json(),
        "round": state.round,
        "phase": state.phase.value,
        "start_player": state.start_player,
        "current": state.current,
        "turn": state.turn,
        "purchases": state.purchases,
        "players": [_player_snapshot(p) for p in state.players],
        "wheel": [cell_token(c) for c in state.wheel],
        "pending": cell_token(state.pending) if state.pending else None,
        "stacks": [[TILE_TOKEN[t] for t in stack] for stack in state.stacks],
        "bag": _letters(state.bag),
        "removed_tiles": [TILE_TOKEN[t] for t in state.removed_tiles],
        "removed_vikings": _letters(state.removed_vikings),
        "boat_queue": list(state.boat_queue),
        "boat_selection": _letters(state.boat_selection),
        "boat_moved": state.boat_moved,
        "boat_colour": boat_colour,
        "scorings": [{"round": r.round, "kind": r.kind,
                      "breakdowns": [dict(b) for b in r.breakdowns],
                      "winners": list(r.winners)} for r in state.scorings],
    }
    if not state.rules.is_base:        # base snapshots stay as version 1 wrote them
        snapshot.update({
            "drawn": _letters(state.drawn),
            "bid": state.bid,
            "leader": state.leader,
            "passed": list(state.passed),
            "auction_turns": state.auction_turns,
            "special_offer": list(state.special_offer),
            "special_stack": list(state.special_stack),
            "removed_specials": list(state.removed_specials),
        })
    return snapshot


def snapshot_difference(saved: object, replayed: object, path: str = "snapshot") -> str | None:
    """Where two snapshots first differ, e.g. ``snapshot.players[1].gold: saved 12,
    replayed 14``; None when they are equal."""
    if type(saved) is not type(replayed):
        return f"{path}: saved {_short(saved)}, replayed {_short(replayed)}"
    if isinstance(saved, dict) and isinstance(replayed, dict):   # same type here: narrows both
        for key in list(saved) + [k for k in replayed if k not in saved]:
            if key not in replayed:
                return f"{path}.{key}: not expected in a snapshot"
            if key not in saved:
                return f"{path}.{key}: missing"
            found = snapshot_difference(saved[key], replayed[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(saved, list) and isinstance(replayed, list):
        for i, (a, b) in enumerate(zip(saved, replayed, strict=False)):
            found = snapshot_difference(a, b, f"{path}[{i}]")
            if found:
                return found
        if len(saved) != len(replayed):
            return f"{path}: saved {len(saved)} entries, replayed {len(replayed)}"
        return None
    if saved != replayed:
        return f"{path}: saved {_short(saved)}, replayed {_short(replayed)}"
    return None


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
