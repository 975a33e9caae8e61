"""One island-length rule (R-F4, R-F5): display.display_islands, used by the
final scoring and by the AI's evaluation alike."""
from __future__ import annotations

import random

from vikings_desktop.ai.evaluation import Context, project
from vikings_desktop.engine import ADVANCED, BASE, GameState
from vikings_desktop.engine.components import B2, LEFT_END, M1, M3, RIGHT_END
from vikings_desktop.engine.display import display_islands, packed_cell
from vikings_desktop.engine.scoring import completed_islands

L, M, R, B = (packed_cell(t) for t in (LEFT_END, M1, RIGHT_END, B2))


def rows(*island_rows: list[int]) -> list[list[int]]:
    return [[], *island_rows, *([[]] * (5 - len(island_rows)))]


def test_completed_islands_their_longest_and_the_open_ones():
    display = rows([L, M, R, L, R], [L, B, packed_cell(M3, 2), R], [L, M], [M, R, L])
    assert display_islands(display) == (3, 4, 3.0)           # a building is a middle tile
    assert display_islands(display, open_worth=0.4) == (3, 4, 3.0 + 0.4 + 0.4)
    assert display_islands(rows([L, 0, R], [R, L, M])) == (0, 0, 0.0)   # a gap breaks it


def test_scoring_and_the_evaluation_count_islands_alike():
    for seed in range(12):
        state = GameState.new_game(["A", "B", "C"], seed=seed, rules=ADVANCED if seed % 2 else BASE)
        rng = random.Random(seed)
        while not state.is_over():
            state.apply_unchecked(rng.choice(state.legal_actions()))
            context = Context(state)
            for player in state.players:
                count, longest = completed_islands(player)
                projection = project(state, player, context)
                assert projection.longest == longest
                assert count <= projection.islands < count + 0.4 * 5 + 1e-9
