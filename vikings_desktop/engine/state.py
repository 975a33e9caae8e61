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
from dataclasses import dataclass, field
from enum import StrEnum

from . import boatsman as boat
from . import scoring
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
)
from .components import (
    BOATSMAN,
    LEFT_END,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROUNDS,
    ROW_OF_VIKING,
    STACK_TILE_COUNTS,
    START_FAME,
    START_GOLD,
    START_TILES,
    TILE_FROM_TOKEN,
    TILE_TOKEN,
    TILES_PER_ROUND,
    VIKING_FROM_LETTER,
    VIKING_LETTER,
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
from .refusals import Code, Refusal
from .rules import BASE, RuleOptions


class Phase(StrEnum):
    BUY = "buy"                      # R-B: the current player buys a group
    PLACE = "place"                  # R-P: the buyer places the tile (and start tile)
    BOATSMAN = "boatsman"            # R-K2.1: choose a Boatsman use, or done
    BOATSMAN_MOVE = "boatsman_move"  # R-K2.1: move the selected Vikings
    OVER = "over"


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""


@dataclass(frozen=True)
class Deal:
    """Everything chance decides, fixed at set-up (R-U1): the hidden order of the six
    stacks and of the bag, and the first start player. Saves store it."""
    stacks: tuple[tuple[int, ...], ...]
    bag: tuple[int, ...]
    start_player: int

    @staticmethod
    def shuffled(players: int, seed: int | None, start_player: int | None = None) -> Deal:
        rng = random.Random(seed)
        tiles = [t for t, n in sorted(STACK_TILE_COUNTS.items()) for _ in range(n)]
        rng.shuffle(tiles)
        bag = [v for v in VIKINGS for _ in range(VIKINGS_PER_COLOUR)]
        rng.shuffle(bag)
        if start_player is None:
            start_player = rng.randrange(players)
        stacks = tuple(tuple(tiles[i * TILES_PER_ROUND:(i + 1) * TILES_PER_ROUND])
                       for i in range(ROUNDS))
        return Deal(stacks, tuple(bag), start_player)

    def to_json(self) -> dict:
        return {"stacks": [[TILE_TOKEN[t] for t in s] for s in self.stacks],
                "bag": [VIKING_LETTER[v] for v in self.bag],
                "start_player": self.start_player}

    @staticmethod
    def from_json(data: dict) -> Deal:
        try:
            stacks = tuple(tuple(TILE_FROM_TOKEN[t] for t in s) for s in data["stacks"])
            bag = tuple(VIKING_FROM_LETTER[v] for v in data["bag"])
            start = data["start_player"]
        except (KeyError, TypeError) as exc:
            raise ValueError(f"malformed deal: {exc!r}") from None
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
        return Deal(stacks, bag, start)


@dataclass
class ScoringRecord:
    """What one scoring paid, per player in seat order (for logs, views and tests)."""
    round: int
    kind: str                                   # small | large | final
    breakdowns: list[dict] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)


class GameState:
    """A whole base game. Mutable; ``clone()`` is cheap (a few list copies)."""

    __slots__ = ("players", "round", "start_player", "current", "phase", "wheel", "stacks",
                 "bag", "removed_tiles", "removed_vikings", "pending", "purchases", "turn",
                 "boat_queue", "boat_selection", "boat_moved", "boat_colour", "scorings",
                 "rules")

    # --- set-up (R-U1) ---------------------------------------------------------------
    @classmethod
    def new_game(cls, names: list[str], seed: int | None = None,
                 start_player: int | None = None, rules: RuleOptions = BASE) -> GameState:
        """A new game; ``rules`` other than the base game are refused with a ValueError
        until the engine plays the advanced game's phases (issue 9)."""
        problem = rules.problem() if isinstance(rules, RuleOptions) else "rules must be RuleOptions"
        if problem is None and not rules.is_base:
            problem = "the engine plays only the base game so far (advanced game: issue 9)"
        if problem:
            raise ValueError(problem)
        return cls.from_deal(names, Deal.shuffled(len(names), seed, start_player))

    @classmethod
    def from_deal(cls, names: list[str], deal: Deal) -> GameState:
        n = len(names)
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
        s.rules = "base"
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
        self.pending = self.wheel[space]
        self.wheel[space] = 0
        if space == 0:
            self._turn_wheel()
        self.purchases += 1
        self.phase = Phase.PLACE

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
        if isinstance(action, PlaceStart):
            place_start_tile(player, action.row)
        else:
            tile, viking = self.pending >> 3, self.pending & 7
            if isinstance(action, Discard):
                self.removed_tiles.append(tile)
                player.mainland[viking] += 1
            else:
                place_bought_tile(player, tile, viking, action.row, action.col,
                                  action.viking_on_tile)
            self.pending = 0
        if not self.pending and player.start_placed:
            self._end_turn()

    # --- the Boatsman step (R-K2.1) --------------------------------------------------
    def _boatsman_actions(self) -> list[Action]:
        player = self.players[self.current]
        if self.round == ROUNDS:
            uses = boat.optimal_uses(player)
            return [UseBoatsman(c) for c in uses] or [Done()]
        return [UseBoatsman(c) for c in boat.use_options(boat.movable_counts(player))] + [Done()]

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
        if self.round == ROUNDS:
            return Refusal(Code.LAST_ROUND_BOATSMEN)
        if isinstance(action, MoveViking):
            return Refusal(Code.MOVE_ONTO_OWN_ROW)
        if isinstance(action, Done):
            return Refusal(Code.BOATSMAN_MUST_MOVE)
        return Refusal(Code.BOATSMAN_MOVES_NOTHING)

    # --- the round (R-O) -------------------------------------------------------------
    def _begin_round(self) -> None:
        """R-O1/R-O2: lay out the round's 12 tiles and 12 sorted Vikings on the wheel."""
        stack = self.stacks[self.round - 1]
        if len(stack) != TILES_PER_ROUND or len(self.bag) < TILES_PER_ROUND:
            raise IllegalAction(Refusal(Code.NOTHING_TO_DEAL))
        self.stacks[self.round - 1] = []
        tiles = [0] * WHEEL_SPACES
        low, high = 0, WHEEL_SPACES - 1
        for tile in stack:
            if is_ship(tile):
                tiles[high] = tile
                high -= 1
            else:
                tiles[low] = tile
                low += 1
        vikings = sorted(self.bag[-TILES_PER_ROUND:])
        del self.bag[-TILES_PER_ROUND:]
        self.wheel = [t << 3 | v for t, v in zip(tiles, vikings, strict=True)]
        self.current = self.start_player
        self.turn = 0
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
        self.start_player = (self.start_player + 1) % len(self.players)   # R-O4
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
        return []

    def problem(self, action: Action) -> Refusal | None:
        """Why ``action`` is illegal now (a Refusal: code, arguments, English text); None if legal."""
        phase = self.phase
        if phase is Phase.OVER:
            return Refusal(Code.GAME_OVER)
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
            if isinstance(action, Exchange):
                player = self.players[self.current]
                player.fame -= action.amount
                player.gold += action.amount
            else:
                self._apply_buy(action)
        elif phase is Phase.PLACE:
            self._apply_place(action)
        elif phase is Phase.BOATSMAN:
            self._apply_boatsman(action)
        elif phase is Phase.BOATSMAN_MOVE:
            self._apply_boatsman_move(action)

    def finish_round(self) -> None:
        """For written positions (tests, tools): the wheel is empty, so the round ends now —
        its scoring runs, starting the Boatsman step after rounds 2, 4 and 6 (R-O4)."""
        if any(self.wheel) or self.phase is not Phase.BUY:
            raise IllegalAction(Refusal(Code.ROUND_NOT_OVER))
        self._end_round()

    def child(self, action: Action) -> GameState:
        s = self.clone()
        s.apply(action)
        return s

    # --- what players can see (RULES.md §11) -----------------------------------------
    def observation(self, seat: int | None = None) -> Observation:
        """The public state: everything but the hidden order of the stacks and the bag.

        All information in Vikings is open to every player, so ``seat`` changes nothing."""
        return Observation(self)

    def accounting(self) -> tuple[int, int]:
        """(tiles, Vikings) accounted for anywhere in the game — always (76, 78)."""
        tiles = sum(len(s) for s in self.stacks) + len(self.removed_tiles)
        tiles += sum(1 for g in self.wheel if g) + (1 if self.pending >> 3 else 0)
        vikings = len(self.bag) + len(self.removed_vikings) + sum(1 for g in self.wheel if g)
        vikings += 1 if self.phase is Phase.PLACE and self.pending else 0
        for p in self.players:
            tiles += sum(1 for r in p.rows for c in r if c) + (0 if p.start_placed else 1)
            vikings += p.viking_count()
        return tiles, vikings


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
        # the tiles still face down in the stacks of later rounds, as a sorted multiset
        self.unseen_tiles: list[int] = sorted(t for s in public.stacks for t in s)
        public.stacks = [[] for _ in public.stacks]      # playing past the round needs sample()
        public.bag = sorted(public.bag)
        self.state = public

    @property
    def bag_contents(self) -> list[int]:
        return self.state.bag

    def __getattr__(self, name: str):
        # Reading methods of the public copy (players, wheel, legal_actions, …). Never for
        # ``state`` itself or special names: unpickling asks before ``state`` exists.
        if name == "state" or name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.state, name)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Observation) and self.state == other.state
                and self.unseen_tiles == other.unseen_tiles)

    def sample(self, rng: random.Random) -> GameState:
        """A full state consistent with everything public, hidden parts dealt at random."""
        s = self.state.clone()
        tiles = self.unseen_tiles[:]
        rng.shuffle(tiles)
        for i in range(s.round, ROUNDS):      # stacks of the rounds after the current one
            s.stacks[i] = tiles[:TILES_PER_ROUND]
            del tiles[:TILES_PER_ROUND]
        rng.shuffle(s.bag)
        return s
