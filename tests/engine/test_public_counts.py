"""The counts players keep by hand (bag, stacks, special stack) and "if the game ended now"."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from vikings_desktop import cli
from vikings_desktop.engine import ADVANCED, BASE, GameState
from vikings_desktop.engine.components import (
    SPECIAL_TILE_COUNTS,
    STACK_TILE_COUNTS,
    VIKINGS,
    VIKINGS_PER_COLOUR,
)
from vikings_desktop.engine.display import cell_tile, cell_viking
from vikings_desktop.engine.notation import to_text
from vikings_desktop.engine.projection import if_game_ended_now
from vikings_desktop.engine.public_counts import public_counts


def random_game(players: int, rules, seed: int):
    """Every position of one game of uniformly random legal actions."""
    rng = random.Random(seed)
    state = GameState.new_game(["Ann", "Bo", "Cy", "Di"][:players], seed=seed, rules=rules)
    yield state
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        yield state


def vikings_seen(state: GameState) -> Counter:
    """Every Viking drawn out of the bag, counted from what lies on the table (R-C1)."""
    seen: Counter = Counter(state.removed_vikings)      # taken out, Boatsmen used
    seen.update(state.drawn)                              # drawn for the auction
    seen.update(cell_viking(g) for g in state.wheel if cell_viking(g))
    if cell_viking(state.pending):
        seen[cell_viking(state.pending)] += 1
    for player in state.players:
        seen.update(cell_viking(c) for row in player.rows for c in row if cell_viking(c))
        for viking in VIKINGS:
            seen[viking] += player.mainland[viking]
    return seen


def tiles_laid_out(state: GameState) -> Counter:
    """Every dealt tile no longer face down: on the wheel, in hand, in displays, discarded."""
    out: Counter = Counter(cell_tile(g) for g in state.wheel if g)
    if cell_tile(state.pending):
        out[cell_tile(state.pending)] += 1
    return out


@pytest.mark.parametrize(("players", "rules", "seed"), [(2, BASE, 1), (4, BASE, 2),
                                                        (3, ADVANCED, 3), (4, ADVANCED, 4)])
def test_bag_counts_are_thirteen_a_colour_less_every_viking_on_the_table(players, rules, seed):
    for state in random_game(players, rules, seed):
        counts = public_counts(state)
        seen = vikings_seen(state)
        assert counts.bag == {v: VIKINGS_PER_COLOUR - seen[v] for v in VIKINGS}
        assert counts.bag_total == len(state.bag)


@pytest.mark.parametrize(("players", "rules", "seed"), [(2, BASE, 5), (3, ADVANCED, 6)])
def test_stack_counts_are_what_is_still_face_down(players, rules, seed):
    for state in random_game(players, rules, seed):
        counts = public_counts(state)
        assert counts.stacks == {t: sum(s.count(t) for s in state.stacks) for t in STACK_TILE_COUNTS}
        assert counts.stack_total == sum(counts.stack_sizes) == sum(len(s) for s in state.stacks)
        # never more of a kind than the game has (R-C2, R-C3)
        assert all(0 <= counts.stacks[t] <= n for t, n in STACK_TILE_COUNTS.items())
    assert public_counts(state).stack_total == 0            # all six stacks opened


def test_special_counts_are_the_stack_s_contents():
    for state in random_game(3, ADVANCED, 7):
        counts = public_counts(state)
        assert counts.specials == {s: state.special_stack.count(s) for s in SPECIAL_TILE_COUNTS}
        assert counts.specials_total == len(state.special_stack)


def test_base_game_has_no_special_stack():
    state = GameState.new_game(["Ann", "Bo"], seed=3)
    assert public_counts(state).specials_total == 0


@pytest.mark.parametrize("rules", [BASE, ADVANCED])
def test_counts_are_the_same_for_any_reshuffle_of_the_hidden_orders(rules):
    rng = random.Random(11)
    for index, state in enumerate(random_game(3, rules, 12)):
        if index % 7:
            continue
        reshuffled = state.observation().sample(rng)
        assert public_counts(reshuffled) == public_counts(state)


def test_counts_read_nothing_but_public_information():
    state = GameState.new_game(["Ann", "Bo", "Cy"], seed=9, rules=ADVANCED)
    other = state.clone()
    random.Random(1).shuffle(other.bag)
    for stack in other.stacks:
        random.Random(2).shuffle(stack)
    random.Random(3).shuffle(other.special_stack)
    assert public_counts(other) == public_counts(state)


# --- if the game ended now (R-F1…R-F7) ------------------------------------------------

def cli_final_scoring(tmp_path, state: GameState, capsys) -> dict:
    position = tmp_path / "position.vkp"
    position.write_text(to_text(state), encoding="utf-8")
    assert cli.main(["score", str(position), "--kind", "final"]) == 0
    return json.loads(capsys.readouterr().out)


def test_projection_equals_vikings_cli_score_final_on_200_positions(tmp_path, capsys):
    checked = 0
    for players, rules, seed in [(2, BASE, 21), (3, BASE, 22), (4, BASE, 23),
                                 (2, ADVANCED, 24), (3, ADVANCED, 25), (4, ADVANCED, 26)]:
        for index, state in enumerate(random_game(players, rules, seed)):
            if state.is_over() or index % 5:
                continue
            projected = if_game_ended_now(state)
            printed = cli_final_scoring(tmp_path, state, capsys)
            assert [(p.fame, p.gold) for p in projected] == [
                (seat["fame"], seat["gold"]) for seat in printed["players"]]
            assert [p.breakdown for p in projected] == [seat["breakdown"] for seat in printed["players"]]
            assert [state.players[s].name for s, p in enumerate(projected) if p.winner] == printed["winners"]
            checked += 1
    assert checked >= 200


def test_projection_leaves_the_position_unchanged():
    *_, state = (s.clone() for s in random_game(3, ADVANCED, 31) if s.round == 4)
    before = state.clone()
    if_game_ended_now(state)
    assert state == before


def test_projection_of_a_finished_game_is_its_result():
    *_, state = random_game(2, BASE, 32)
    assert state.is_over()
    projected = if_game_ended_now(state)
    assert [p.fame for p in projected] == [p.fame for p in state.players]
    assert [s for s, p in enumerate(projected) if p.winner] == state.winners()
    assert projected[0].breakdown == state.scorings[-1].breakdowns[0]
