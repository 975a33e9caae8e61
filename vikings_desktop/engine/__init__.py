"""The Vikings rules engine: pure Python, no Qt. A small flat API:

    state = GameState.new_game(["Astrid", "Bjorn"], seed=7)      # or rules=ADVANCED
    while not state.is_over():
        state.apply(state.legal_actions()[0])

Rule ids (R-…) refer to RULES.md; see each module for the rules it owns.
"""

from .actions import (
    Action,
    Bid,
    Buy,
    Discard,
    Done,
    DraftColour,
    Exchange,
    FerryViking,
    MoveViking,
    Pass,
    PlaceBuilding,
    PlaceStart,
    PlaceTile,
    RemoveViking,
    TakeSpecial,
    UseBoat,
    UseBoatsman,
    action_from_json,
    action_to_json,
    describe,
)
from .components import *  # noqa: F403
from .display import Player, legal_cells_with_viking, placement_problem, threat_map
from .rules import ADVANCED, BASE, RuleOptions
from .scoring import CATEGORY_ORDER, SPECIAL_CATEGORIES
from .state import Deal, GameState, IllegalAction, Observation, Phase, ScoringRecord

__all__ = [
    "ADVANCED", "BASE", "CATEGORY_ORDER", "SPECIAL_CATEGORIES", "Action", "Bid", "Buy", "Deal", "Discard", "Done", "DraftColour",
    "Exchange", "FerryViking", "GameState", "IllegalAction", "MoveViking", "Observation",
    "Pass", "Phase", "PlaceBuilding", "PlaceStart", "PlaceTile", "Player", "RemoveViking",
    "RuleOptions", "ScoringRecord", "TakeSpecial", "UseBoat", "UseBoatsman",
    "action_from_json", "action_to_json", "describe", "legal_cells_with_viking",
    "placement_problem", "threat_map",
]
