"""The game state: one ``GameState`` holds a whole game, base or advanced, and answers
in the shape of OpenSpiel: ``legal_actions()``, ``problem(action)``, ``apply(action)``,
``clone()``, ``is_over()``, ``current_player()``, ``observation(player)``.

The round is a sequence of explicit phases (``Phase``); each phase's rules live in a
module of their own, as functions over the state: buying.py (R-B), placing.py (R-P),
boatsman_step.py (R-K2.1), rounds.py (dealing, turns, scorings: R-O, R-K, R-F) and the
advanced game's auction.py, draft.py and specials.py (RULES.md §10). This module only
dispatches to them; the data they work on is game_data.py, set-up's chance deal.py. What
players see, the ``Observation``, lives here too: it wraps a state and samples new ones.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from . import auction, buying, draft, placing, rounds, specials
from .actions import Action, Discard, PlaceStart, PlaceTile
from .boatsman_step import (
    apply_boatsman,
    apply_boatsman_move,
    boatsman_actions,
    boatsman_move_actions,
    boatsman_problem,
)
from .buying import apply_buy, buy_actions, buy_phase_problem
from .components import (
    BUILDING_TILES,
    LEFT_END,
    MAX_PLAYERS,
    MIN_PLAYERS,
    START_FAME,
    START_GOLD,
    START_TILES,
)
from .deal import Deal
from .display import Player, cell_tile, cell_viking
from .game_data import GameData
from .phase import IllegalAction, Phase, ScoringRecord
from .placing import apply_place, place_actions, place_phase_problem
from .refusals import Code, Refusal
from .rounds import begin_round
from .rules import BASE, RuleOptions

__all__ = ["Deal", "GameState", "IllegalAction", "Observation", "Phase", "ScoringRecord"]


class GameState(GameData):
    """A whole game, base or advanced (``rules``): its data (game_data.py) and the rules'
    API over it. Mutable; ``clone()`` is cheap (a few list copies)."""

    __slots__ = ()

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
        begin_round(state)
        return state

    # --- the phases' questions, answered by their modules --------------------------------
    def buy_problem(self, seat: int, space: int, fame: int | None = None) -> Refusal | None:
        """Why ``seat`` may not buy the group at ``space`` now (None = allowed); ``fame``
        is what the player would exchange (R-B4), None = as much as needed."""
        return buying.buy_problem(self, seat, space, fame)

    def wheel_turn(self) -> int:
        """R-B5: by how many spaces the wheel turns once the group at price 0 is bought
        (to the next group; 0 when no other group is left)."""
        return buying.wheel_turn(self)

    def place_problem(self, action: PlaceTile | PlaceStart | Discard) -> Refusal | None:
        """Why this placement is refused now (None = allowed): the reason the window shows."""
        return placing.place_problem(self, action)

    def boatsman_problem(self, action: Action) -> Refusal | None:
        """Why a Boatsman action is refused now (None = allowed)."""
        return boatsman_problem(self, action)

    def finish_round(self) -> None:
        """For written positions (tests, tools): the wheel is empty, so the round ends now —
        its scoring runs, starting the Boatsman step after rounds 2, 4 and 6 (R-O4)."""
        rounds.finish_round(self)

    # --- the API (hot path: one table look-up, then the phase's own function) ----------
    def legal_actions(self) -> list[Action]:
        """Every legal action for the player to move (empty only when the game is over).

        The R-B4 ``Exchange`` is legal in the buy phase but not listed (see actions.py)."""
        return _PHASES[self.phase][0](self)

    def problem(self, action: Action) -> Refusal | None:
        """Why ``action`` is illegal now (a Refusal: code, arguments, English text); None if legal."""
        return _PHASES[self.phase][1](self, action)

    def apply(self, action: Action) -> None:
        """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
        problem = self.problem(action)
        if problem:
            raise IllegalAction(problem)
        self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> None:
        """Apply an action known to be legal (e.g. taken from ``legal_actions()``)."""
        _PHASES[self.phase][2](self, action)

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
        tiles += sum(1 for g in self.wheel if g) + (1 if cell_tile(self.pending) else 0)
        vikings = len(self.bag) + len(self.removed_vikings) + len(self.drawn)
        vikings += sum(1 for g in self.wheel if cell_viking(g)) + (1 if cell_viking(self.pending) else 0)
        for p in self.players:
            tiles += sum(1 for r in p.rows for c in r if c and cell_tile(c) not in BUILDING_TILES)
            tiles += 0 if p.start_placed else 1
            vikings += p.viking_count()
        return tiles, vikings, specials.special_tiles_accounted(self)


def _no_actions(state: GameState) -> list[Action]:
    return []


def _game_over(state: GameState, action: Action) -> Refusal | None:
    return Refusal(Code.GAME_OVER)


def _nothing_to_apply(state: GameState, action: Action) -> None:
    raise IllegalAction(Refusal(Code.GAME_OVER))


# Each phase's rules, in its own module: (legal actions, problem, apply). One dict look-up
# per call: cheaper than comparing with Phase members, whose reading goes through the
# Enum class's slow attribute hook (Python 3.11). An applier takes the one action type its
# phase allows (Any: the phase fixes the type).
_PHASES: dict[Phase, tuple[Callable[[GameState], list[Action]],
                           Callable[[GameState, Action], Refusal | None],
                           Callable[[GameState, Any], None]]] = {
    Phase.BUY: (buy_actions, buy_phase_problem, apply_buy),
    Phase.PLACE: (place_actions, place_phase_problem, apply_place),
    Phase.BOATSMAN: (boatsman_actions, boatsman_problem, apply_boatsman),
    Phase.BOATSMAN_MOVE: (boatsman_move_actions, boatsman_problem, apply_boatsman_move),
    Phase.AUCTION: (auction.actions, auction.problem, auction.apply),
    Phase.REMOVE_VIKING: (draft.removal_actions, draft.removal_problem, draft.apply_removal),
    Phase.DRAFT: (draft.draft_actions, draft.draft_problem, draft.apply_draft),
    Phase.SPECIAL: (specials.take_actions, specials.take_problem, specials.apply_take),
    Phase.BUILDING: (specials.building_actions, specials.building_problem,
                     specials.apply_building),
    Phase.OVER: (_no_actions, _game_over, _nothing_to_apply),
}
# The same functions by phase, for loops that run them once per action without the
# method call around them (game_loop.play_out unchecked, the bench): legal_actions() and
# apply_unchecked() of a state are LEGAL_ACTIONS[state.phase](state) and
# APPLY_UNCHECKED[state.phase](state, action).
LEGAL_ACTIONS: dict[Phase, Callable[[GameState], list[Action]]] = {
    phase: rules[0] for phase, rules in _PHASES.items()}
APPLY_UNCHECKED: dict[Phase, Callable[[GameState, Any], None]] = {
    phase: rules[2] for phase, rules in _PHASES.items()}


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

    def __getattr__(self, name: str) -> Any:
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
