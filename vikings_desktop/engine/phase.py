"""The phases a round goes through (``Phase``), the error an illegal action raises and the
record a scoring leaves (``ScoringRecord``).

Shared by the game's data, ``GameState`` and the modules that hold each phase's rules
(buying, placing, boatsman_step, rounds, auction, draft, specials), so none of them needs
the state module.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Phase(StrEnum):
    AUCTION = "auction"              # R-A1: bid or pass for start player (auction.py)
    REMOVE_VIKING = "remove_viking"  # R-A2: the winner removes 1 of 13 Vikings (draft.py)
    DRAFT = "draft"                  # R-A2: colours onto the highest free spaces (draft.py)
    BUY = "buy"                      # R-B: the current player buys a group (buying.py)
    SPECIAL = "special"              # R-A4: take a face-up special tile or none (specials.py)
    BUILDING = "building"            # R-S: which tile a building replaces (specials.py)
    PLACE = "place"                  # R-P: the buyer places the tile and start tile (placing.py)
    BOATSMAN = "boatsman"            # R-K2.1: choose a Boatsman use, or done (boatsman_step.py)
    BOATSMAN_MOVE = "boatsman_move"  # R-K2.1: move the selected Vikings (boatsman_step.py)
    OVER = "over"


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""


@dataclass
class ScoringRecord:
    """What one scoring paid, per player in seat order (for logs, views and tests)."""
    round: int
    kind: str                                   # small | large | final
    breakdowns: list[dict] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
