"""The Vikings rules engine: pure Python, no Qt. A small flat API:

    state = GameState.new_game(["Astrid", "Bjorn"], seed=7)
    while not state.is_over():
        state.apply(state.legal_actions()[0])

Rule ids (R-…) refer to RULES.md; see each module for the rules it owns.
"""

from .actions import (
    Action,
    Buy,
    Discard,
    Done,
    Exchange,
    MoveViking,
    PlaceStart,
    PlaceTile,
    UseBoatsman,
    action_from_json,
    action_to_json,
    describe,
)
from .components import *  # noqa: F403
from .display import Player, legal_cells_with_viking, placement_problem, threat_map
from .state import Deal, GameState, IllegalAction, Observation, Phase, ScoringRecord

__all__ = [
    "Action", "Buy", "Deal", "Discard", "Done", "Exchange", "GameState", "IllegalAction",
    "MoveViking", "Observation", "Phase", "PlaceStart", "PlaceTile", "Player",
    "ScoringRecord", "UseBoatsman", "action_from_json", "action_to_json", "describe",
    "legal_cells_with_viking", "placement_problem", "threat_map",
]
