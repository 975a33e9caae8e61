"""The game state and its rules of play: set-up (R-U), the offer and wheel (R-O, R-B5),
buying (R-B), placing (R-P), the round's phases and scorings (R-O4, R-K, R-F).

The round is a sequence of explicit phases (``Phase``); each phase has one home for its
legal actions and one for applying them, so the advanced game (RULES.md §10: auction,
colour draft, special tiles) slots in as further phases.

API in the shape of OpenSpiel: ``legal_actions()``, ``apply(action)``, ``clone()``,
``is_over()``, ``current_player()``, ``observation(player)``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from . import auction, draft, scoring, specials
from . import boatsman as boat
from .actions import (
    Action,
    Buy,
    Discard,
    Done,
    Exchange,
    FerryViking,
    MoveViking,
    PlaceStart,
    PlaceTile,
    UseBoat,
    UseBoatsman,
)
from .components import (
    BOATSMAN,
    BUILDING_TILES,
    LEFT_END,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROUNDS,
    ROW_OF_VIKING,
    SPECIAL_TILE_COUNTS,
    STACK_TILE_COUNTS,
    START_FAME,
    START_GOLD,
    START_TILES,
    TILE_FROM_TOKEN,
    TILE_TOKEN,
    TILES_PER_ROUND,
    VIKING_FROM_LETTER,
    VIKING_LETTER,
    VIKING_OF_ROW,
    VIKINGS,
    VIKINGS_PER_COLOUR,
    WHEEL_SPACES,
    is_ship,
)
from .display import (
    Player,
    legal_cells,
    legal_cells_with_viking,
    place_bought_tile,
    place_start_tile,
    placement_problem,
    start_rows,
)
from .offer import sorted_offer
from .refusals import Code, Refusal
from .rules import BASE, RuleOptions


class Phase(StrEnum):
    AUCTION = "auction"              # R-A1: bid or pass for start player (auction.py)
    REMOVE_VIKING = "remove_viking"  # R-A2: the winner removes 1 of 13 Vikings (draft.py)
    DRAFT = "draft"                  # R-A2: colours onto the highest free spaces (draft.py)
    BUY = "buy"                      # R-B: the current player buys a group
    SPECIAL = "special"              # R-A4: take a face-up special tile or none (specials.py)
    BUILDING = "building"            # R-S: which tile a building replaces (specials.py)
    PLACE = "place"                  # R-P: the buyer places the tile (and start tile)
    BOATSMAN = "boatsman"            # R-K2.1: choose a Boatsman use, or done
    BOATSMAN_MOVE = "boatsman_move"  # R-K2.1: move the selected Vikings
    OVER = "over"


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""


@dataclass(frozen=True)
class Deal:
    """Everything chance decides, fixed at set-up (R-U1): the hidden order of the six
    stacks and of the bag, the first start player and, with special tiles, the hidden
    order of their stack (R-A4; its end is the top). Saves store it."""
    stacks: tuple[tuple[int, ...], ...]
    bag: tuple[int, ...]
    start_player: int
    specials: tuple[str, ...] = ()

    @staticmethod
    def shuffled(players: int, seed: int | None, start_player: int | None = None,
                 special_tiles: bool = False) -> Deal:
        """A random deal; the same seed deals the same stacks, bag and start player with
        or without special tiles (they are shuffled last)."""
        rng = random.Random(seed)
        tiles = [t for t, n in sorted(STACK_TILE_COUNTS.items()) for _ in range(n)]
        rng.shuffle(tiles)
        bag = [v for v in VIKINGS for _ in range(VIKINGS_PER_COLOUR)]
        rng.shuffle(bag)
        if start_player is None:
            start_player = rng.randrange(players)
        stacks = tuple(tuple(tiles[i * TILES_PER_ROUND:(i + 1) * TILES_PER_ROUND])
                       for i in range(ROUNDS))
        return Deal(stacks, tuple(bag), start_player,
                    specials.shuffled_stack(rng) if special_tiles else ())

    def to_json(self) -> dict:
        data = {"stacks": [[TILE_TOKEN[t] for t in s] for s in self.stacks],
                "bag": [VIKING_LETTER[v] for v in self.bag],
                "start_player": self.start_player}
        if self.specials:
            data["specials"] = list(self.specials)
        return data

    @staticmethod
    def from_json(data: dict) -> Deal:
        try:
            stacks = tuple(tuple(TILE_FROM_TOKEN[t] for t in s) for s in data["stacks"])
            bag = tuple(VIKING_FROM_LETTER[v] for v in data["bag"])
            start = data["start_player"]
            special_stack = tuple(data.get("specials", ()))
        except (KeyError, TypeError) as exc:
            raise ValueError(f"malformed deal: {exc!r}") from None
        if special_stack and sorted(special_stack) != sorted(
                s for s, n in SPECIAL_TILE_COUNTS.items() for _ in range(n)):
            raise ValueError("a deal's special tiles must be exactly the game's 25")
        if len(stacks) != ROUNDS or any(len(s) != TILES_PER_ROUND for s in stacks):
            raise ValueError("a deal has 6 stacks of 12 tiles")
        counts: dict[int, int] = {}
        for s in stacks:
            for t in s:
                counts[t] = counts.get(t, 0) + 1
        if counts != STACK_TILE_COUNTS or sorted(bag) != sorted(
                v for v in VIKINGS for _ in range(VIKINGS_PER_COLOUR)):
            raise ValueError("a deal must hold exactly the game's tiles and Vikings")
        if type(start) is not int:
            raise ValueError("start_player must be an integer")
        return Deal(stacks, bag, start, special_stack)


@dataclass
class ScoringRecord:
    """What one scoring paid, per player in seat order (for logs, views and tests)."""
    round: int
    kind: str                                   # small | large | final
    breakdowns: list[dict] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)


class GameState:
    """A whole game, base or advanced (``rules``). Mutable; ``clone()`` is cheap (a few
    list copies)."""

    __slots__ = ("players", "round", "start_player", "current", "phase", "wheel", "stacks",
                 "bag", "removed_tiles", "removed_vikings", "pending", "purchases", "turn",
                 "boat_queue", "boat_selection", "boat_moved", "boat_colour", "scorings",
                 "rules", "drawn", "bid", "leader", "passed", "auction_turns",
                 "special_offer", "special_stack", "removed_specials")

    # Annotations only (no values: the slots stay the only storage). Wheel spaces, stacks,
    # bag and ``pending`` hold packed groups or tiles (tile * 8 + viking), Vikings codes.
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

    # --- set-up (R-U1) ---------------------------------------------------------------
    @classmethod
    def new_game(cls, names: list[str], seed: int | None = None,
                 start_player: int | None = None, rules: RuleOptions = BASE) -> GameState:
        """A new game with these rule options (the base game by default, RULES.md §10)."""
        if not isinstance(rules, RuleOptions):
            raise ValueError("rules must be RuleOptions")
        deal = Deal.shuffled(len(names), seed, start_player, rules.special_tiles)
        return cls.from_deal(names, deal, rules)

    @classmethod
    def from_deal(cls, names: list[str], deal: Deal, rules: RuleOptions = BASE) -> GameState:
        n = len(names)
        problem = rules.problem() if isinstance(rules, RuleOptions) else "rules must be RuleOptions"
        if problem:
            raise ValueError(problem)
        if rules.special_tiles != bool(deal.specials):
            raise ValueError("the deal must hold the special tiles exactly when they are played")
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"Vikings is for 2 to 4 players, not {n}")
        if len(set(names)) != n:
            raise ValueError("player names must differ")
        if not 0 <= deal.start_player < n:
            raise ValueError(f"start player {deal.start_player} is not a seat")
        state = cls._blank()
        state.players = [Player(name, START_GOLD[n], START_FAME) for name in names]
        state.stacks = [list(s) for s in deal.stacks]
        state.bag = list(deal.bag)
        state.removed_tiles = [LEFT_END] * (START_TILES - n)   # unused start tiles (R-C4)
        state.start_player = deal.start_player
        state.rules = rules
        state.special_stack = list(deal.specials)
        state._begin_round()
        return state

    @classmethod
    def _blank(cls) -> GameState:
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

    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
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
        return isinstance(other, GameState) and all(
            getattr(self, s) == getattr(other, s) for s in GameState.__slots__)

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
        return [(price, g >> 3, g & 7) for price, g in enumerate(self.wheel) if g]

    def pending_group(self) -> tuple[int, int] | None:
        """(tile, viking) bought and not yet placed, or None. Tile 0 = already placed."""
        return (self.pending >> 3, self.pending & 7) if self.phase is Phase.PLACE else None

    def legal_cells(self, seat: int, tile: int, viking: int) -> list[tuple[int, int, bool]]:
        """R-P7: every cell where ``seat`` may put ``tile`` and whether ``viking`` could
        stand on it (green) or not (orange). The window highlights exactly these."""
        return legal_cells_with_viking(self.players[seat], tile, viking)

    # --- buying (R-B) ----------------------------------------------------------------
    def buy_problem(self, seat: int, space: int, fame: int | None = None) -> Refusal | None:
        """Why ``seat`` may not buy the group at ``space`` now (None = allowed).

        ``fame`` is what the player would exchange (R-B4); None = as much as needed."""
        wheel = self.wheel
        if not 0 <= space < WHEEL_SPACES or not wheel[space]:
            return Refusal(Code.NO_GROUP, space)
        player = self.players[seat]
        need = max(0, space - player.gold)
        if fame is None:
            fame = need
        if fame < need:
            return Refusal(Code.TOO_LITTLE_FAME_EXCHANGED, space, player.gold, need)
        if fame > player.fame:
            return Refusal(Code.CANNOT_AFFORD, space, player.gold, player.fame)
        if space == 0 and not self._zero_allowed(player):
            return Refusal(Code.ZERO_NOT_LAST, wheel[0] & 7)
        return None

    def _forced_zero(self, player: Player) -> bool:
        """R-B3: gold less than the cheapest other group forces the group at 0."""
        wheel = self.wheel
        for price in range(1, WHEEL_SPACES):
            if wheel[price]:
                return player.gold < price
        return True

    def _zero_allowed(self, player: Player) -> bool:
        """R-B2 (last Viking of its colour on the wheel) or R-B3 (forced)."""
        wheel = self.wheel
        viking = wheel[0] & 7
        return not any(g & 7 == viking for g in wheel[1:]) or self._forced_zero(player)

    def _buy_actions(self) -> list[Action]:
        player = self.players[self.current]
        gold, fame, wheel = player.gold, player.fame, self.wheel
        actions: list[Action] = []
        if self._zero_allowed(player):
            actions.append(_BUY[0][0])
        budget = gold + fame
        for price in range(1, WHEEL_SPACES):
            if price > budget:
                break
            if wheel[price]:
                actions.append(_BUY[price][price - gold if price > gold else 0])
        return actions

    def _apply_buy(self, action: Buy) -> None:
        player = self.players[self.current]
        space = action.space
        player.fame -= action.fame
        player.gold += action.fame - space
        self.phase = Phase.SPECIAL if specials.brings_special(self, space) else Phase.PLACE
        self.pending = self.wheel[space]
        self.wheel[space] = 0
        if space == 0:
            self._turn_wheel()
        self.purchases += 1

    def wheel_turn(self) -> int:
        """R-B5: by how many spaces the wheel turns once the group at price 0 is bought
        (to the next group; 0 when no other group is left)."""
        return next((shift for shift in range(1, WHEEL_SPACES) if self.wheel[shift]), 0)

    def _turn_wheel(self) -> None:
        """R-B5: turn until a group stands at 0 again; all prices drop by the same amount."""
        shift = self.wheel_turn()
        if shift:
            self.wheel = self.wheel[shift:] + [0] * shift

    # --- placing (R-P) ---------------------------------------------------------------
    def _place_actions(self) -> list[Action]:
        player = self.players[self.current]
        actions: list[Action] = []
        tile, viking = self.pending >> 3, self.pending & 7
        if tile:
            cells = legal_cells_with_viking(player, tile, viking)
            for row, col, green in cells:
                actions.append(_place_action(row, col, False))
                if green:
                    actions.append(_place_action(row, col, True))
            if not cells and player.start_placed and not is_ship(tile):
                actions.append(Discard())
        if not player.start_placed:
            actions.extend(PlaceStart(row) for row in start_rows(player))
        return actions

    def place_problem(self, action: PlaceTile | PlaceStart | Discard) -> Refusal | None:
        """Why this placement is refused now (None = allowed): the reason the window shows."""
        if self.phase is not Phase.PLACE:
            return Refusal(Code.NO_TILE_TO_PLACE)
        player = self.players[self.current]
        tile, viking = self.pending >> 3, self.pending & 7
        if isinstance(action, PlaceStart):
            if player.start_placed:
                return Refusal(Code.START_ALREADY_PLACED)
            if action.row not in start_rows(player):
                return Refusal(Code.START_CELL)
            return None
        if not tile:
            return Refusal(Code.START_FIRST)
        if isinstance(action, Discard):
            if is_ship(tile) or legal_cells(player, tile) or not player.start_placed:
                return Refusal(Code.DISCARD_FITS)
            return None
        problem = placement_problem(player, tile, action.row, action.col)
        if problem and not player.start_placed and not is_ship(tile):
            problem = Refusal(Code.BUILD_AFTER_START, problem)
        if problem:
            return problem
        if action.viking_on_tile:
            if viking == BOATSMAN or is_ship(tile):
                return Refusal(Code.VIKING_TO_MAINLAND, viking)
            if ROW_OF_VIKING[viking] != action.row:
                return Refusal(Code.VIKING_WRONG_ROW, viking, ROW_OF_VIKING[viking])
        return None

    def _apply_place(self, action: Action) -> None:
        player = self.players[self.current]
        # The common action first: a PlaceTile takes one isinstance test (hot path).
        if isinstance(action, PlaceTile):
            place_bought_tile(player, self.pending >> 3, self.pending & 7, action.row,
                              action.col, action.viking_on_tile)
            if player.specials:
                specials.settle_waiting_building(self, player, action.row, action.col)
            self.pending = 0
        elif isinstance(action, Discard):
            self.removed_tiles.append(self.pending >> 3)
            player.mainland[self.pending & 7] += 1
            self.pending = 0
        elif isinstance(action, PlaceStart):
            place_start_tile(player, action.row)
        if not self.pending and player.start_placed:
            self._end_turn()

    # --- the Boatsman step (R-K2.1) --------------------------------------------------
    def _boatsman_actions(self) -> list[Action]:
        player = self.players[self.current]
        if self.rules.advanced_boatsman:
            return self._advanced_boatsman_actions(player)
        if self.round == ROUNDS:
            uses: list[Action] = [UseBoatsman(c) for c in boat.optimal_uses(player)]
            return uses or [Done()]
        uses = [UseBoatsman(c) for c in boat.use_options(boat.movable_counts(player))]
        return [*uses, Done()]

    def _advanced_boatsman_actions(self, player: Player) -> list[Action]:
        """R-A3: one Viking per Boatsman, or a base-game use with a ``boat`` tile."""
        last = self.round == ROUNDS
        actions: list[Action] = []
        for colour in boat.ferry_colours(player, last):
            row = ROW_OF_VIKING[colour]
            actions.extend(FerryViking(row, col) for col in boat.empty_tile_cols(player, row))
        actions.extend(UseBoat(colour) for colour in boat.boat_uses(player, last))
        if not last or not actions:
            actions.append(Done())
        return actions

    def _boatsman_move_actions(self) -> list[Action]:
        player = self.players[self.current]
        actions: list[Action] = []
        for colour in dict.fromkeys(self.boat_selection):
            row = ROW_OF_VIKING[colour]
            actions.extend(MoveViking(row, col) for col in boat.empty_tile_cols(player, row))
        if self.boat_moved and (self.round < ROUNDS or not actions):
            actions.append(Done())
        return actions

    def _apply_boatsman(self, action: Action) -> None:
        player = self.players[self.current]
        if isinstance(action, Done):
            self._next_boatsman_player()
            return
        player.mainland[BOATSMAN] -= 1
        self.removed_vikings.append(BOATSMAN)
        if isinstance(action, FerryViking):                # R-A3: exactly one Viking
            colour = VIKING_OF_ROW[action.row]
            player.mainland[colour] -= 1
            player.put_viking(action.row, action.col, colour)
            if not boat.can_use_boatsman(player):
                self._next_boatsman_player()
            return
        if isinstance(action, UseBoat):                    # the boat tile leaves the game
            player.specials.remove("boat")
            self.removed_specials.append("boat")
        assert isinstance(action, (UseBoatsman, UseBoat))  # the phase's only other actions
        self.boat_colour = action.colour
        self.boat_selection = boat.selection_for(player, action.colour)
        self.boat_moved = 0
        self.phase = Phase.BOATSMAN_MOVE

    def _apply_boatsman_move(self, action: Action) -> None:
        player = self.players[self.current]
        if isinstance(action, MoveViking):
            colour = [v for v, r in ROW_OF_VIKING.items() if r == action.row][0]
            self.boat_selection.remove(colour)
            player.mainland[colour] -= 1
            player.put_viking(action.row, action.col, colour)
            self.boat_moved += 1
            if self.boat_selection and self._boatsman_move_actions() != [Done()]:
                return
        self.boat_selection = []
        self.boat_moved = 0
        self.boat_colour = 0
        if boat.can_use_boatsman(player):
            self.phase = Phase.BOATSMAN
        else:
            self._next_boatsman_player()

    def boatsman_problem(self, action: Action) -> Refusal | None:
        """Why a Boatsman action is refused now (None = allowed)."""
        if action in self.legal_actions():
            return None
        if isinstance(action, UseBoat) and "boat" not in self.players[self.current].specials:
            return Refusal(Code.NO_BOAT_TILE)
        if self.rules.advanced_boatsman and isinstance(action, UseBoatsman | UseBoat):
            return Refusal(Code.ONE_VIKING_PER_BOATSMAN)
        if self.round == ROUNDS:
            return Refusal(Code.LAST_ROUND_BOATSMEN)
        if isinstance(action, MoveViking | FerryViking):
            return Refusal(Code.MOVE_ONTO_OWN_ROW)
        if isinstance(action, Done):
            return Refusal(Code.BOATSMAN_MUST_MOVE)
        return Refusal(Code.BOATSMAN_MOVES_NOTHING)

    # --- the round (R-O) -------------------------------------------------------------
    def _begin_round(self) -> None:
        """The round's offer: special tiles refilled (R-A4), then either the auction and
        colour draft (R-A1, R-A2) or the base game's 12 tiles and sorted Vikings (R-O1, R-O2)."""
        stack = self.stacks[self.round - 1]
        if len(stack) != TILES_PER_ROUND or len(self.bag) < TILES_PER_ROUND:
            raise IllegalAction(Refusal(Code.NOTHING_TO_DEAL))
        rules = self.rules
        if rules.special_tiles:
            specials.refill_offer(self)
        self.turn = 0
        if rules.auction:
            auction.open_auction(self)
            self.phase = Phase.AUCTION
            return
        self.stacks[self.round - 1] = []
        self.wheel = sorted_offer(stack, self.bag[-TILES_PER_ROUND:])
        del self.bag[-TILES_PER_ROUND:]
        self.current = self.start_player
        self.phase = Phase.BUY

    def _end_turn(self) -> None:
        self.turn += 1
        if any(self.wheel):
            self.current = (self.current + 1) % len(self.players)
            self.phase = Phase.BUY
        else:
            self._end_round()

    def _end_round(self) -> None:
        """R-O4: small scoring after odd rounds, large (Boatsmen first) after even ones."""
        if self.round % 2:
            order = self.seat_order_from_start()
            record = ScoringRecord(self.round, "small", [{} for _ in self.players])
            for seat in order:
                record.breakdowns[seat] = scoring.small_scoring(self.players[seat])
            self.scorings.append(record)
            self._next_round()
        else:
            self.boat_queue = self.seat_order_from_start()
            self._next_boatsman_player()

    def _next_boatsman_player(self) -> None:
        while self.boat_queue:
            seat = self.boat_queue.pop(0)
            if boat.can_use_boatsman(self.players[seat]):
                self.current = seat
                self.phase = Phase.BOATSMAN
                return
        self._large_scoring()

    def _large_scoring(self) -> None:
        record = ScoringRecord(self.round, "large", [{} for _ in self.players])
        for seat in self.seat_order_from_start():
            record.breakdowns[seat] = scoring.large_scoring(self.players[seat])
        self.scorings.append(record)
        if self.round == ROUNDS:
            breakdowns, winners = scoring.final_scoring(self.players)
            self.scorings.append(ScoringRecord(self.round, "final", breakdowns, winners))
            self.phase = Phase.OVER
        else:
            self._next_round()

    def _next_round(self) -> None:
        self.round += 1
        if not self.rules.auction:     # R-O4; with the auction the last winner keeps it (R-A1)
            self.start_player = (self.start_player + 1) % len(self.players)
        self._begin_round()

    # --- the API ---------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every legal action for the player to move (empty only when the game is over).

        The R-B4 ``Exchange`` is legal in the buy phase but not listed (see actions.py)."""
        phase = self.phase
        if phase is Phase.BUY:
            return self._buy_actions()
        if phase is Phase.PLACE:
            return self._place_actions()
        if phase is Phase.BOATSMAN:
            return self._boatsman_actions()
        if phase is Phase.BOATSMAN_MOVE:
            return self._boatsman_move_actions()
        advanced = _ADVANCED_PHASES.get(phase)
        return advanced[0](self) if advanced else []

    def problem(self, action: Action) -> Refusal | None:
        """Why ``action`` is illegal now (a Refusal: code, arguments, English text); None if legal."""
        phase = self.phase
        if phase is Phase.OVER:
            return Refusal(Code.GAME_OVER)
        advanced = _ADVANCED_PHASES.get(phase)
        if advanced:
            return advanced[1](self, action)
        if phase is Phase.BUY:
            if isinstance(action, Exchange):
                if not 1 <= action.amount <= self.players[self.current].fame:
                    return Refusal(Code.EXCHANGE_AMOUNT)
                return None
            if isinstance(action, Buy):
                return self.buy_problem(self.current, action.space, action.fame)
            return Refusal(Code.BUY_FIRST)
        if phase is Phase.PLACE:
            if isinstance(action, PlaceTile | PlaceStart | Discard):
                return self.place_problem(action)
            return Refusal(Code.PLACE_FIRST)
        return self.boatsman_problem(action)

    def apply(self, action: Action) -> None:
        """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
        problem = self.problem(action)
        if problem:
            raise IllegalAction(problem)
        self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> None:
        """Apply an action known to be legal (e.g. taken from ``legal_actions()``)."""
        phase = self.phase
        if phase is Phase.BUY:
            if isinstance(action, Buy):
                self._apply_buy(action)
            elif isinstance(action, Exchange):
                player = self.players[self.current]
                player.fame -= action.amount
                player.gold += action.amount
        elif phase is Phase.PLACE:
            self._apply_place(action)
        elif phase is Phase.BOATSMAN:
            self._apply_boatsman(action)
        elif phase is Phase.BOATSMAN_MOVE:
            self._apply_boatsman_move(action)
        else:
            _ADVANCED_PHASES[phase][2](self, action)

    def finish_round(self) -> None:
        """For written positions (tests, tools): the wheel is empty, so the round ends now —
        its scoring runs, starting the Boatsman step after rounds 2, 4 and 6 (R-O4)."""
        if any(self.wheel) or self.phase is not Phase.BUY:
            raise IllegalAction(Refusal(Code.ROUND_NOT_OVER))
        self._end_round()

    # --- what players can see (RULES.md §11) -----------------------------------------
    def observation(self, seat: int | None = None) -> Observation:
        """The public state: everything but the hidden order of the stacks, the bag and
        the special tiles' stack.

        All information in Vikings is open to every player, so ``seat`` changes nothing."""
        return Observation(self)

    def accounting(self) -> tuple[int, int, int]:
        """(tiles, Vikings, special tiles) accounted for anywhere in the game — always
        (76, 78, 25), or (76, 78, 0) without special tiles. A building tile in a display
        is a special tile (the tile it replaced is out of the game)."""
        tiles = sum(len(s) for s in self.stacks) + len(self.removed_tiles)
        tiles += sum(1 for g in self.wheel if g) + (1 if self.pending >> 3 else 0)
        vikings = len(self.bag) + len(self.removed_vikings) + len(self.drawn)
        vikings += sum(1 for g in self.wheel if g & 7) + (1 if self.pending & 7 else 0)
        for p in self.players:
            tiles += sum(1 for r in p.rows for c in r if c and c >> 3 not in BUILDING_TILES)
            tiles += 0 if p.start_placed else 1
            vikings += p.viking_count()
        return tiles, vikings, specials.special_tiles_accounted(self)


# The advanced game's phases, each in its own module: (legal actions, problem, apply).
# An applier takes the one action type its phase allows (Any: the phase fixes the type).
_ADVANCED_PHASES: dict[Phase, tuple[Callable[[GameState], list[Action]],
                                    Callable[[GameState, Action], Refusal | None],
                                    Callable[[GameState, Any], None]]] = {
    Phase.AUCTION: (auction.actions, auction.problem, auction.apply),
    Phase.REMOVE_VIKING: (draft.removal_actions, draft.removal_problem, draft.apply_removal),
    Phase.DRAFT: (draft.draft_actions, draft.draft_problem, draft.apply_draft),
    Phase.SPECIAL: (specials.take_actions, specials.take_problem, specials.apply_take),
    Phase.BUILDING: (specials.building_actions, specials.building_problem,
                     specials.apply_building),
}

# Actions are immutable values: the generators hand out shared instances (hot path).
_BUY = [[Buy(price, fame) for fame in range(price + 1)] for price in range(WHEEL_SPACES)]
_PLACE: dict[tuple[int, int, bool], PlaceTile] = {}


def _place_action(row: int, col: int, on_tile: bool) -> PlaceTile:
    key = (row, col, on_tile)
    action = _PLACE.get(key)
    if action is None:
        action = _PLACE[key] = PlaceTile(row, col, on_tile)
    return action


class Observation:
    """A player's view: a copy of the state whose hidden parts are replaced by their
    contents in a fixed order, so nothing of the true order can leak (RULES.md §11).

    It answers the same questions as a GameState; ``sample(rng)`` deals the unseen tiles
    and Vikings at random into a full GameState, for search (determinization)."""

    def __init__(self, state: GameState):
        public = state.clone()
        # the tiles still face down in the stacks, as a sorted multiset, and how many each
        # stack holds (public: the stacks of the rounds to come, and during the auction
        # this round's)
        self.unseen_tiles: list[int] = sorted(t for s in public.stacks for t in s)
        self.stack_sizes: list[int] = [len(s) for s in public.stacks]
        public.stacks = [[] for _ in public.stacks]      # playing past the round needs sample()
        public.bag = sorted(public.bag)
        self.unseen_specials: list[str] = sorted(public.special_stack)
        public.special_stack = []
        self.state = public

    def __getattr__(self, name: str):
        # Reading methods of the public copy (players, wheel, legal_actions, …). Never for
        # ``state`` itself or special names: unpickling asks before ``state`` exists.
        if name == "state" or name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.state, name)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Observation) and self.state == other.state
                and self.unseen_tiles == other.unseen_tiles
                and self.stack_sizes == other.stack_sizes
                and self.unseen_specials == other.unseen_specials)

    def sample(self, rng: random.Random) -> GameState:
        """A full state consistent with everything public, hidden parts dealt at random."""
        s = self.state.clone()
        tiles = self.unseen_tiles[:]
        rng.shuffle(tiles)
        for i, size in enumerate(self.stack_sizes):
            s.stacks[i] = tiles[:size]
            del tiles[:size]
        rng.shuffle(s.bag)
        s.special_stack = self.unseen_specials[:]
        rng.shuffle(s.special_stack)
        return s
