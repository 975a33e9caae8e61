"""The game's data: ``GameData`` holds everything on the table (the players' displays, the
wheel, the stacks, the bag, whose turn and which phase) and answers the questions that only
read it (whose turn, the wheel's groups, the legal cells).

The phase modules (buying.py, placing.py, boatsman_step.py, rounds.py, auction.py,
draft.py, specials.py) are functions over this data; state.py's ``GameState`` adds the
rules' API on top and dispatches to them. Keeping the data here lets the phase modules
depend on it without depending on the state module that calls them.
"""

from __future__ import annotations

from typing import Self

from .components import ROUNDS, WHEEL_SPACES
from .display import Player, cell_tile, cell_viking, legal_cells_with_viking
from .phase import Phase, ScoringRecord
from .rules import BASE, RuleOptions


class GameData:
    """A whole game's data, base or advanced (``rules``). Mutable; ``clone()`` is cheap (a
    few list copies) and keeps the class, so a clone of a ``GameState`` is a ``GameState``."""

    __slots__ = ("players", "round", "start_player", "current", "phase", "wheel", "stacks",
                 "bag", "removed_tiles", "removed_vikings", "pending", "purchases", "turn",
                 "boat_queue", "boat_selection", "boat_moved", "boat_colour", "scorings",
                 "rules", "drawn", "bid", "leader", "passed", "auction_turns",
                 "special_offer", "special_stack", "removed_specials")

    # Annotations only (no values: the slots stay the only storage). Wheel spaces and
    # ``pending`` hold packed groups (display.packed_cell), stacks tile codes, the bag
    # Viking codes.
    players: list[Player]
    round: int
    start_player: int
    current: int
    phase: Phase
    wheel: list[int]
    stacks: list[list[int]]
    bag: list[int]
    removed_tiles: list[int]
    removed_vikings: list[int]
    pending: int
    purchases: int
    turn: int
    boat_queue: list[int]
    boat_selection: list[int]
    boat_moved: int
    boat_colour: int
    scorings: list[ScoringRecord]
    rules: RuleOptions
    drawn: list[int]
    bid: int
    leader: int
    passed: list[int]
    auction_turns: int
    special_offer: list[str]
    special_stack: list[str]
    removed_specials: list[str]

    @classmethod
    def _blank(cls) -> Self:
        s = cls.__new__(cls)
        s.players = []
        s.round = 1
        s.start_player = 0
        s.current = 0
        s.phase = Phase.BUY
        s.wheel = [0] * WHEEL_SPACES
        s.stacks = [[] for _ in range(ROUNDS)]
        s.bag = []
        s.removed_tiles = []
        s.removed_vikings = []
        s.pending = 0
        s.purchases = 0
        s.turn = 0
        s.boat_queue = []
        s.boat_selection = []
        s.boat_moved = 0
        s.boat_colour = 0
        s.scorings = []
        s.rules = BASE
        s.drawn = []
        s.bid = -1
        s.leader = -1
        s.passed = []
        s.auction_turns = 0
        s.special_offer = []
        s.special_stack = []
        s.removed_specials = []
        return s

    def clone(self) -> Self:
        cls = type(self)
        s = cls.__new__(cls)
        s.players = [p.clone() for p in self.players]
        s.round = self.round
        s.start_player = self.start_player
        s.current = self.current
        s.phase = self.phase
        s.wheel = self.wheel[:]
        s.stacks = [st[:] for st in self.stacks]
        s.bag = self.bag[:]
        s.removed_tiles = self.removed_tiles[:]
        s.removed_vikings = self.removed_vikings[:]
        s.pending = self.pending
        s.purchases = self.purchases
        s.turn = self.turn
        s.boat_queue = self.boat_queue[:]
        s.boat_selection = self.boat_selection[:]
        s.boat_moved = self.boat_moved
        s.boat_colour = self.boat_colour
        s.scorings = self.scorings[:]          # records are never changed after creation
        s.rules = self.rules
        s.drawn = self.drawn[:]
        s.bid = self.bid
        s.leader = self.leader
        s.passed = self.passed[:]
        s.auction_turns = self.auction_turns
        s.special_offer = self.special_offer[:]
        s.special_stack = self.special_stack[:]
        s.removed_specials = self.removed_specials[:]
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameData) and all(
            getattr(self, s) == getattr(other, s) for s in GameData.__slots__)

    # --- reading ---------------------------------------------------------------------
    def current_player(self) -> int:
        """The seat to act, or -1 when the game is over."""
        return -1 if self.phase is Phase.OVER else self.current

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def is_last_round(self) -> bool:
        """Round 6, the last (R-U): its large scoring is the final one."""
        return self.round == ROUNDS

    def winners(self) -> list[int]:
        return self.scorings[-1].winners if self.is_over() else []

    @property
    def num_players(self) -> int:
        return len(self.players)

    def seat_order_from_start(self) -> list[int]:
        n = len(self.players)
        return [(self.start_player + i) % n for i in range(n)]

    def groups(self) -> list[tuple[int, int, int]]:
        """The wheel's groups as (price, tile, viking), cheapest first."""
        return [(price, cell_tile(g), cell_viking(g)) for price, g in enumerate(self.wheel) if g]

    def pending_group(self) -> tuple[int, int] | None:
        """(tile, viking) bought and not yet placed, or None. Tile 0 = already placed."""
        pending = self.pending
        return (cell_tile(pending), cell_viking(pending)) if self.phase is Phase.PLACE else None

    def legal_cells(self, seat: int, tile: int, viking: int) -> list[tuple[int, int, bool]]:
        """R-P7: every cell where ``seat`` may put ``tile`` and whether ``viking`` could
        stand on it (green) or not (orange). The window highlights exactly these."""
        return legal_cells_with_viking(self.players[seat], tile, viking)
