"""The simple levels: ``random`` (a baseline), ``greedy`` (one look ahead with a crude
rating of the own display) and ``easy`` (greedy with noise, so a person can beat it)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from vikings_desktop.engine import Action, Buy, GameState, Observation, Phase, Player
from vikings_desktop.engine.components import (
    BOATSMAN,
    FISHERMAN_ROW,
    GOLDSMITH_ROW,
    NOBLE_ROW,
    ROUNDS,
    SCOUT_ROW,
    WARRIOR_ROW,
)
from vikings_desktop.engine.display import cell_tile, threat_map

from .base import StopCheck, beyond_base_game, fallback_choice, player_placements, rate_actions


def large_scorings_left(round_: int) -> int:
    """Large scorings (R-K2) still to come in rounds ``round_``…6, this round's included."""
    return sum(1 for r in range(round_, ROUNDS + 1) if r % 2 == 0)


def crude_value(state: GameState, seat: int) -> float:
    """A naive rating of one player's display: what its Vikings will score if nothing
    changes, plus gold and fame. It ignores opponents, feeding sums and islands."""
    return crude_player_value(state.players[seat], state.round)


def crude_player_value(player: Player, round_: int) -> float:
    large = large_scorings_left(round_)
    scorings = ROUNDS + 1 - round_
    threatened, repelled, attacking = threat_map(player)
    value = player.fame + 0.3 * player.gold + 1.5 * player.mainland[BOATSMAN]
    rows = player.rows        # hot in playouts: cell & 7 (cell_viking) inline
    for col, cell in enumerate(rows[NOBLE_ROW], start=1):
        if cell & 7 and (NOBLE_ROW, col) not in threatened:
            value += 2 * large
    for col, cell in enumerate(rows[SCOUT_ROW], start=1):
        if cell & 7 and (SCOUT_ROW, col) not in threatened:
            value += large
    for col, cell in enumerate(rows[GOLDSMITH_ROW], start=1):
        if cell & 7 and (GOLDSMITH_ROW, col) not in threatened:
            value += 0.9 * scorings
    for col, cell in enumerate(rows[FISHERMAN_ROW], start=1):
        if cell & 7 and (FISHERMAN_ROW, col) not in threatened:
            value += 4
    value += sum(1 for cell in rows[WARRIOR_ROW] if cell & 7)
    value += 2 * len(repelled) - 2 * len(attacking)
    return value


class RandomStrategy:
    """Uniformly random legal actions: the floor every level must beat."""

    def __init__(self, seed: int | None = None, name: str = "random"):
        self.name = name
        self._rng = random.Random(seed)

    def choose(self, observation: Observation, should_stop: StopCheck | None = None) -> Action:
        return self._rng.choice(observation.legal_actions())


class GreedyStrategy:
    """Takes the action whose immediate outcome ``crude_value`` rates best for itself.

    ``noise`` adds Gumbel noise of that scale (in fame) to every rating: 0 = deterministic
    greedy, about 2 = the ``easy`` level that makes human-like slips."""

    def __init__(self, seed: int | None = None, name: str = "greedy", noise: float = 0.0):
        self.name = name
        self.noise = noise
        self._rng = random.Random(seed)

    def choose(self, observation: Observation, should_stop: StopCheck | None = None) -> Action:
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self.choose_in(observation.state, legal, lambda: observation.sample(self._rng))

    def choose_in(self, state: GameState, legal: list[Action],
                  sampled: Callable[[], GameState]) -> Action:
        """The choice on ``state`` (public or already sampled); ``sampled()`` gives a full
        state to look past the round's end on (a playout passes its own state)."""
        if beyond_base_game(state, legal):
            return fallback_choice(sampled(), legal, crude_value)
        if state.phase is Phase.BUY:
            rated = self._rate_buys(state, legal)
        elif state.phase is Phase.PLACE and cell_tile(state.pending):
            rated = [(crude_player_value(placed, state.round), actions[0])
                     for actions, placed in player_placements(state.players[state.current],
                                                               state.pending)]
        else:
            # The start tile alone or a Boatsman step may run into the round's scoring
            # and the next deal: rate those on a sampled state.
            rated = rate_actions(sampled(), crude_value)
        best_value, best_action = None, legal[0]
        for value, action in rated:
            if self.noise:
                value -= self.noise * log_exponential(self._rng)
            if best_value is None or value > best_value:
                best_value, best_action = value, action
        return best_action


    @staticmethod
    def _rate_buys(state: GameState, legal: list[Action]) -> list[tuple[float, Action]]:
        """Each purchase with its best placement, on copies of the buyer alone."""
        player = state.players[state.current]
        rated: list[tuple[float, Action]] = []
        for action in legal:
            if not isinstance(action, Buy):     # an action type of a later rule set
                child = state.clone()
                child.apply_unchecked(action)
                rated.append((crude_value(child, state.current), action))
                continue
            payer = player.clone()
            payer.fame -= action.fame
            payer.gold += action.fame - action.space
            rated.append((max(crude_player_value(placed, state.round) for _a, placed
                              in player_placements(payer, state.wheel[action.space])), action))
        return rated


def log_exponential(rng: random.Random) -> float:
    """log(E) with E ~ Exp(1): minus a Gumbel sample (Gumbel-max = softmax sampling)."""
    return math.log(rng.expovariate(1.0))
