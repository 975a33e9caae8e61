"""A hint for a human player: what the ``hard`` level would do in their place."""

from __future__ import annotations

from vikings_desktop.engine import Action, Observation, describe

from .base import StopCheck, Strategy


def hint(observation: Observation, strategy: Strategy | None = None, seed: int = 0,
         should_stop: StopCheck | None = None) -> Action:
    """The action ``strategy`` (default: a fresh ``hard``) would take for the player to
    move. Run it off the GUI thread like any decision (see jobs.py)."""
    if strategy is None:
        from . import make_strategy
        strategy = make_strategy("hard", seed=seed)
    return strategy.choose(observation, should_stop=should_stop)


def hint_text(observation: Observation, **kwargs) -> str:
    """The hint in words, e.g. "buys the group at 3" (engine.describe)."""
    return describe(hint(observation, **kwargs))
