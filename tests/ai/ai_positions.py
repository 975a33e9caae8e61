"""Positions for the AI tests: seeded random games stopped in every phase of the game."""

from __future__ import annotations

from game_play import position_where

from vikings_desktop.engine import GameState, Phase, PlaceStart

PHASE_PREDICATES = {
    "buy": lambda s: s.phase is Phase.BUY and s.round == 3,
    "place_with_start_tile": lambda s: s.phase is Phase.PLACE and any(
        isinstance(a, PlaceStart) for a in s.legal_actions()),
    "place": lambda s: s.phase is Phase.PLACE and s.round == 4 and len(s.legal_actions()) > 2,
    "boatsman": lambda s: s.phase is Phase.BOATSMAN and s.round < 6,
    "boatsman_move": lambda s: s.phase is Phase.BOATSMAN_MOVE and len(s.legal_actions()) > 1,
    "round6_boatsman": lambda s: s.phase is Phase.BOATSMAN and s.round == 6,
    "last_buy_of_round": lambda s: s.phase is Phase.BUY and len(s.groups()) == 1 and s.round == 5,
}


_CACHE: dict[str, GameState] = {}


def state_in_phase(name: str) -> GameState:
    """A (cached) position for one entry of PHASE_PREDICATES; 2, 3 or 4 players."""
    if name not in _CACHE:
        index = list(PHASE_PREDICATES).index(name)
        _CACHE[name] = position_where(PHASE_PREDICATES[name], players=2 + index % 3, seed=index)
    return _CACHE[name].clone()
