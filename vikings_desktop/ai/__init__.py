"""Computer players. They see only the public observation (RULES.md §11).

    from vikings_desktop.ai import make_strategy, STRATEGY_NAMES
    bot = make_strategy("normal", seed=1)
    action = bot.choose(state.observation(seat))     # any decision of the game

A new bot is one class with a ``name`` and ``choose(observation, should_stop=None)``
returning one of ``observation.legal_actions()``; register it in ``_FACTORIES`` and its
name in ``game_setup.COMPUTER_LEVELS``.
"""

from __future__ import annotations

from collections.abc import Callable

from vikings_desktop.game_setup import COMPUTER_LEVELS

from .base import Strategy
from .hard import HardStrategy
from .jobs import DecisionJob
from .mc import MonteCarloStrategy
from .normal import NormalStrategy
from .simple import GreedyStrategy, RandomStrategy

EASY_NOISE = 1.5      # fame-sized slips: sensible moves, but often not the best one

_FACTORIES: dict[str, Callable[[int | None], Strategy]] = {
    "random": lambda seed: RandomStrategy(seed),
    "greedy": lambda seed: GreedyStrategy(seed),
    "easy": lambda seed: GreedyStrategy(seed, name="easy", noise=EASY_NOISE),
    "normal": lambda seed: NormalStrategy(seed),
    "hard": lambda seed: HardStrategy(seed),
    "mc": lambda seed: MonteCarloStrategy(seed),     # the yardstick: flat Monte Carlo
}

STRATEGY_NAMES: tuple[str, ...] = COMPUTER_LEVELS     # one factory each (tests/ai/test_registry.py)


def make_strategy(name: str, seed: int | None = None) -> Strategy:
    """A fresh strategy of the level ``name`` (one of STRATEGY_NAMES); ValueError otherwise."""
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(f"unknown strategy {name!r}; choose from {', '.join(STRATEGY_NAMES)}") from None
    return factory(seed)


__all__ = ["STRATEGY_NAMES", "DecisionJob", "Strategy", "make_strategy"]
