"""Speed of the engine: full games (base or advanced) with uniformly random legal actions,
one core."""

from __future__ import annotations

import random
import time

from .actions import Action
from .game_loop import play_out
from .rules import BASE, RuleOptions
from .state import LEGAL_ACTIONS, GameState


def play_random_game(players: int, seed: int, rules: RuleOptions = BASE) -> GameState:
    state = GameState.new_game([f"P{i + 1}" for i in range(players)], seed=seed, rules=rules)
    uniform = random.Random(seed).random
    legal_actions = LEGAL_ACTIONS          # s.legal_actions() without its method call

    def choose(s: GameState) -> Action:
        # A uniformly random legal action. Picked as floor(random() * n), as random.choice
        # itself did before Python 3.2: a third of the cost of today's choice (rejection
        # sampling over getrandbits), which is not part of playing the game.
        actions = legal_actions[s.phase](s)
        return actions[int(uniform() * len(actions))]

    return play_out(state, choose, checked=False)


def random_games_per_second(players: int, seconds: float = 3.0, seed: int = 1,
                            rules: RuleOptions = BASE) -> float:
    """Play games for about ``seconds`` (at least one) and return games per second."""
    games = 0
    start = time.process_time()   # CPU time of this one core: fair on a busy machine
    while True:
        play_random_game(players, seed + games, rules)
        games += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return games / elapsed
