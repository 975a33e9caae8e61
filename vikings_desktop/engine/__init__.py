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
from .auction import highest_bid, lowest_bid
from .boatsman import selection_for
from .components import *  # noqa: F403
from .display import (
    Player,
    cell_tile,
    cell_viking,
    legal_cells_with_viking,
    packed_cell,
    placement_problem,
    threat_map,
)
from .projection import SeatProjection, if_game_ended_now
from .public_counts import PublicCounts, public_counts
from .queries import SMALL, fame_to_pay, may_exchange, scoring_after_round, start_tile_problem
from .refusals import Code, Refusal
from .rules import ADVANCED, BASE, RuleOptions
from .scoring import (
    CATEGORY_ORDER,
    SPECIAL_CATEGORIES,
    ScoringCategory,
    breakdown_total,
    feeding_balance,
    gold_per_goldsmith,
    ranking,
)
from .state import Deal, GameState, IllegalAction, Observation, Phase, ScoringRecord

__all__ = [
    "ADVANCED", "BASE", "CATEGORY_ORDER", "SMALL", "SPECIAL_CATEGORIES", "Action", "Bid", "Buy",
    "Code", "Deal", "Discard", "Done", "DraftColour",
    "Exchange", "FerryViking", "GameState", "IllegalAction", "MoveViking", "Observation",
    "Pass", "Phase", "PlaceBuilding", "PlaceStart", "PlaceTile", "Player", "PublicCounts",
    "Refusal", "RemoveViking", "RuleOptions", "ScoringCategory", "ScoringRecord", "SeatProjection", "TakeSpecial",
    "UseBoat", "UseBoatsman", "action_from_json", "action_to_json", "breakdown_total", "cell_tile", "cell_viking",
    "describe", "fame_to_pay", "feeding_balance", "gold_per_goldsmith", "highest_bid", "if_game_ended_now", "legal_cells_with_viking",
    "lowest_bid", "may_exchange", "packed_cell", "placement_problem", "public_counts",
    "ranking", "scoring_after_round", "selection_for", "start_tile_problem", "threat_map",
]
