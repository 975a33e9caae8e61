"""Games to save: random play that also uses the R-B4 free exchange."""

from __future__ import annotations

import random

from vikings_desktop.engine import Exchange, GameState, Phase
from vikings_desktop.engine.rules import ADVANCED, BASE, RuleOptions
from vikings_desktop.game_setup import GameSetup, Seat

SEATS = (Seat("Astrid", "human", None, "crimson"),
         Seat("Bjorn", "computer", "greedy", "royal blue"),
         Seat("Sigrid", "computer", "greedy", "forest"))


# Every rule set a save must carry: the base game, the boxed advanced game, and the
# auction's single bid with special tiles but the base game's Boatsman.
RULE_SETS = (BASE, ADVANCED, RuleOptions(auction=True, single_bid=True, special_tiles=True))


def setup_for(seed: int, seats=SEATS, rules: RuleOptions = BASE) -> GameSetup:
    return GameSetup(tuple(seats), seed=seed, rules=rules).dealt()


def random_action(state: GameState, rng: random.Random):
    player = state.players[state.current]
    if state.phase is Phase.BUY and player.fame and rng.random() < 0.05:
        return Exchange(rng.randint(1, min(3, player.fame)))
    return rng.choice(state.legal_actions())


def play(setup: GameSetup, seed: int, stop_after: int | None = None):
    """(actions, state) of a random game from ``setup``, stopped after ``stop_after``."""
    rng = random.Random(seed)
    state = setup.new_state()
    actions = []
    while not state.is_over() and (stop_after is None or len(actions) < stop_after):
        action = random_action(state, rng)
        state.apply(action)
        actions.append(action)
    return actions, state
