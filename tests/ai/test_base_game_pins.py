"""The base game does not change when the advanced game's play does: Hard's and
Normal's choices (and the mc yardstick's, whose base suites stand too) on fixed base-game positions, with a sweep budget and no clock
(``time_limit=None``, so repeatable), are pinned in ``base_game_pins.json``.

The pins were written by the code that played the base suites (``python tests/ai/test_base_game_pins.py
--write``); a change that moves one of them changes the base game and must not be made
without re-running the base suites (docs/ai-bench/).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from vikings_desktop.ai.hard import HardStrategy
from vikings_desktop.ai.mc import MonteCarloStrategy
from vikings_desktop.ai.normal import NormalStrategy
from vikings_desktop.engine import GameState, Phase, action_from_json, action_to_json

PINS = Path(__file__).with_name("base_game_pins.json")
POSITIONS = 48


def position(index: int) -> GameState:
    """A base-game position with a real choice: a seeded random game stopped after a
    number of actions that walks through every phase and round (every other one at a
    purchase, the decision the base suites turn on most)."""
    players = 2 + index % 3
    state = GameState.new_game([f"P{i}" for i in range(players)], seed=4600 + index)
    rng = random.Random(index)
    steps = 7 + (index * 37) % 260
    taken = 0
    while True:
        legal = state.legal_actions()
        if taken >= steps and len(legal) > 1 and (index % 2 or state.phase is Phase.BUY):
            return state
        state.apply_unchecked(rng.choice(legal))
        taken += 1
        if state.is_over():                  # too far: start over, stop sooner
            state = GameState.new_game([f"P{i}" for i in range(players)], seed=4600 + index)
            steps //= 2
            taken = 0


def hard(seed: int) -> HardStrategy:
    return HardStrategy(seed, width=3, max_sweeps=5, time_limit=None)


def choices(index: int) -> dict:
    state = position(index)
    observation = state.observation(state.current)
    return {"phase": state.phase.value, "round": state.round,
            "hard": action_to_json(hard(index).choose(observation)),
            "normal": action_to_json(NormalStrategy(index).choose(observation)),
            "mc": action_to_json(MonteCarloStrategy(index, playouts=24).choose(observation))}


@pytest.fixture(scope="module")
def pins() -> list[dict]:
    return json.loads(PINS.read_text())


@pytest.mark.parametrize("index", range(POSITIONS))
def test_hard_and_normal_choose_as_before_in_the_base_game(index, pins):
    pinned = pins[index]
    now = choices(index)
    assert now["phase"] == pinned["phase"]
    assert action_from_json(now["normal"]) == action_from_json(pinned["normal"]), "normal"
    assert action_from_json(now["hard"]) == action_from_json(pinned["hard"]), "hard"
    assert action_from_json(now["mc"]) == action_from_json(pinned["mc"]), "mc"


def test_the_pins_cover_every_base_phase(pins):
    assert {p["phase"] for p in pins} >= {"buy", "place", "boatsman"}


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    PINS.write_text(json.dumps([choices(i) for i in range(POSITIONS)], indent=1) + "\n")
