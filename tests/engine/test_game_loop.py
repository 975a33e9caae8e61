"""One game loop: engine.game_loop.play_out plays the engine bench's, the
arena's and selfplay's games; each collects what it needs through its hooks."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from vikings_desktop.engine import Discard, GameState, IllegalAction
from vikings_desktop.engine.bench import play_random_game
from vikings_desktop.engine.game_loop import play_out

PACKAGE = Path(__file__).resolve().parents[2] / "vikings_desktop"
LOOP_USERS = ("engine/bench.py", "ai/arena.py", "selfplay.py")


def test_play_out_plays_to_the_end_and_tells_every_action():
    state = GameState.new_game(["A", "B"], seed=3)
    rng = random.Random(3)
    seen = []
    end = play_out(state, lambda s: rng.choice(s.legal_actions()),
                   played=lambda s, action: seen.append(action))
    assert end is state and state.is_over() and len(seen) > 100
    replay = GameState.new_game(["A", "B"], seed=3)
    for action in seen:
        replay.apply(action)
    assert replay == state


def test_play_out_stops_when_asked_and_checks_unless_told_not_to():
    state = GameState.new_game(["A", "B"], seed=4)
    rng = random.Random(4)
    seen = []
    play_out(state, lambda s: rng.choice(s.legal_actions()),
             played=lambda s, action: seen.append(action), stop=lambda s: len(seen) >= 10)
    assert len(seen) == 10 and not state.is_over()
    with pytest.raises(IllegalAction):
        play_out(state, lambda s: Discard())                  # nothing to discard when buying
    assert play_random_game(2, 5) == play_random_game(2, 5)   # the bench, unchecked


@pytest.mark.parametrize("module", LOOP_USERS)
def test_the_bench_arena_and_selfplay_have_no_game_loop_of_their_own(module):
    tree = ast.parse((PACKAGE / module).read_text(encoding="utf-8"))
    loops = [node for node in ast.walk(tree) if isinstance(node, ast.While)
             and "is_over" in ast.unparse(node.test)]
    assert loops == [], f"{module} plays its own game loop: use engine.game_loop.play_out"
    calls = {node.func.id for node in ast.walk(tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    assert "play_out" in calls
