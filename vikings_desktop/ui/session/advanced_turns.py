"""The advanced game's gestures (RULES.md §10) for the controller: bid or pass in the
auction, remove a Viking, draft a colour, take a special tile or none, and the advanced
Boatsman's single moves and boat uses. Legality stays with the engine: each gesture
becomes an action and ``state.problem`` answers for it (see GameController._apply)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vikings_desktop.engine import (
    Action,
    Bid,
    DraftColour,
    FerryViking,
    Pass,
    Phase,
    PlaceBuilding,
    RemoveViking,
    TakeSpecial,
    UseBoat,
)
from vikings_desktop.engine.auction import highest_bid, lowest_bid
from vikings_desktop.engine.queries import fame_to_pay

from .mixin_base import QObjectMixin

if TYPE_CHECKING:
    from vikings_desktop.engine import GameState, RuleOptions
    from vikings_desktop.game_setup import GameSetup

ADVANCED_PHASES = (Phase.AUCTION, Phase.REMOVE_VIKING, Phase.DRAFT, Phase.SPECIAL,
                   Phase.BUILDING)


if TYPE_CHECKING:
    class _Host(QObjectMixin):
        """What GameController gives AdvancedGestures (for mypy only)."""

        state: GameState | None
        setup: GameSetup | None

        def human_to_act(self) -> bool: ...
        def _may_act(self) -> bool: ...
        def _apply(self, action: Action) -> bool: ...
else:
    _Host = QObjectMixin


class AdvancedGestures(_Host):
    """Mixed into GameController (it provides ``state``, ``_may_act`` and ``_apply``)."""

    # --- reading ------------------------------------------------------------------------
    def current_phase(self) -> Phase | None:
        return None if self.state is None else self.state.phase

    def rules(self) -> RuleOptions | None:
        """The game's rule options (RULES.md §10), None before the first game."""
        return None if self.setup is None else self.setup.rules

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
        return self._may_act() and self._apply(Bid(amount))

    def pass_auction(self) -> bool:
        return self._may_act() and self._apply(Pass())

    def remove_viking(self, viking: int) -> bool:
        return self._may_act() and self._apply(RemoveViking(viking))

    def draft_colour(self, viking: int) -> bool:
        return self._may_act() and self._apply(DraftColour(viking))

    def choose_drawn_viking(self, viking: int) -> bool:
        """A click on one of the drawn Vikings: remove it, or draft its colour (R-A2)."""
        state = self.state
        if state is not None and state.phase is Phase.REMOVE_VIKING:
            return self.remove_viking(viking)
        if state is not None and state.phase is Phase.DRAFT:
            return self.draft_colour(viking)
        return False

    def take_special(self, special: str | None) -> bool:
        return self._may_act() and self._apply(TakeSpecial(special))

    def use_boat(self, colour: int) -> bool:
        return self._may_act() and self._apply(UseBoat(colour))

    def advanced_drop(self, row: int, col: int) -> bool | None:
        """A click on one's own display in an advanced phase; None if it means nothing
        special here (the base game's handling goes on)."""
        state = self.state
        assert state is not None            # drop() asked _may_act() first
        if state.phase is Phase.BUILDING:
            return self._apply(PlaceBuilding(row, col))
        if state.phase is Phase.BOATSMAN and state.rules.advanced_boatsman:
            return self._apply(FerryViking(row, col))
        return None
