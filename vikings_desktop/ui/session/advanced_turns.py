"""The advanced game's gestures (RULES.md §10) for the table: bid or pass in the
auction, remove a Viking, draft a colour, take a special tile or none, and the advanced
Boatsman's single moves and boat uses. Legality stays with the engine: each gesture
becomes an action and ``state.problem`` answers for it (see GameTable._apply)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from vikings_desktop.engine import (
    Bid,
    DraftColour,
    FerryViking,
    Pass,
    Phase,
    PlaceBuilding,
    RemoveViking,
    TakeSpecial,
    UseBoat,
    fame_to_pay,
    highest_bid,
    lowest_bid,
)

if TYPE_CHECKING:
    from vikings_desktop.engine import Action, GameState


class AdvancedGestures:
    """The advanced game's gestures of one table (``table.advanced``): each
    becomes an action the table plays for the human to act. It is given the
    table's position and its ``act`` rather than the table, so the table
    can own it without the two modules importing each other."""

    def __init__(self, position: Callable[[], GameState | None], act: Callable[[Action], bool]):
        self._position = position
        self._act = act

    @property
    def state(self) -> GameState | None:
        return self._position()

    # --- reading ------------------------------------------------------------------------
    def bid_fame_cost(self, amount: int) -> int:
        """The fame a bid of ``amount`` would cost the player to act if it wins (R-B4)."""
        state = self.state
        return 0 if state is None else fame_to_pay(state, amount)

    def bid_range(self) -> tuple[int, int] | None:
        """(lowest, highest) bid the player to act may name now, or None outside the
        auction; the highest counts fame, paid 1:1 only by the winner (R-A1, R-B4)."""
        state = self.state
        if state is None or state.phase is not Phase.AUCTION:
            return None
        return lowest_bid(state), highest_bid(state, state.current)

    def may_pass_auction(self) -> bool:
        state = self.state
        return state is not None and Pass() in state.legal_actions()

    def building_cells(self) -> list[tuple[int, int]]:
        """Cells the held building may replace (R-S), while its owner chooses."""
        state = self.state
        if state is None or state.phase is not Phase.BUILDING:
            return []
        return [(a.row, a.col) for a in state.legal_actions() if isinstance(a, PlaceBuilding)]

    def ferry_cells(self) -> list[tuple[int, int]]:
        """Empty tiles one Boatsman may move a single Viking onto (R-A3)."""
        state = self.state
        if state is None or state.phase is not Phase.BOATSMAN:
            return []
        return [(a.row, a.col) for a in state.legal_actions() if isinstance(a, FerryViking)]

    # --- gestures -----------------------------------------------------------------------
    def bid(self, amount: int) -> bool:
        return self._act(Bid(amount))

    def pass_auction(self) -> bool:
        return self._act(Pass())

    def remove_viking(self, viking: int) -> bool:
        return self._act(RemoveViking(viking))

    def draft_colour(self, viking: int) -> bool:
        return self._act(DraftColour(viking))

    def choose_drawn_viking(self, viking: int) -> bool:
        """A click on one of the drawn Vikings: remove it, or draft its colour (R-A2)."""
        state = self.state
        if state is not None and state.phase is Phase.REMOVE_VIKING:
            return self.remove_viking(viking)
        if state is not None and state.phase is Phase.DRAFT:
            return self.draft_colour(viking)
        return False

    def take_special(self, special: str | None) -> bool:
        return self._act(TakeSpecial(special))

    def use_boat(self, colour: int) -> bool:
        return self._act(UseBoat(colour))

    def drop_action(self, row: int, col: int) -> Action | None:
        """What a click on one's own display means in an advanced phase; None if nothing
        special here (the base game's handling goes on)."""
        state = self.state
        assert state is not None            # drop() asked may_act() first
        if state.phase is Phase.BUILDING:
            return PlaceBuilding(row, col)
        if state.phase is Phase.BOATSMAN and state.rules.advanced_boatsman:
            return FerryViking(row, col)
        return None
