"""An analysis kept beside its save (issue 44): reused for the same save, never for a
changed or another one, and a damaged file only means analysing again."""

from __future__ import annotations

import random

from vikings_desktop.engine import Buy, PlaceTile
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.persistence import SavedGame, write_save
from vikings_desktop.persistence.analysis_store import (
    StoredAnalysis,
    StoredVerdict,
    read_analysis,
    store_path,
    write_analysis,
)


def save(tmp_path, name: str, seed: int, moves: int):
    setup = GameSetup.shuffled((Seat("Ann", HUMAN, None, "crimson"), Seat("Bo", HUMAN, None, "forest")),
                               seed=seed)
    state, actions, rng = setup.new_state(), [], random.Random(seed)
    for _ in range(moves):
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    path = tmp_path / f"{name}.vikings.json"
    write_save(path, SavedGame(setup, actions))
    return path


ANALYSIS = StoredAnalysis(
    seats=(0,), seed=7, settings={"search_sweeps": 24},
    verdicts=(StoredVerdict(4, 0, 1, (Buy(3, 0), PlaceTile(2, 1, True)), (Buy(5, 0),), 4.25, 1.5,
                            (("feeding", 3.0), ("islands", 1.5))),
              StoredVerdict(6, 0, 1, (Buy(0, 0),), (Buy(0, 0),), 0.0, 0.0)))


def test_the_analysis_of_an_unchanged_save_is_read_back(tmp_path):
    path = save(tmp_path, "game", 1, 30)
    kept = write_analysis(path, ANALYSIS)
    assert kept == store_path(path) and kept.name == "game.analysis.json"
    assert read_analysis(path) == ANALYSIS


def test_a_changed_save_gets_no_stale_analysis(tmp_path):
    path = save(tmp_path, "game", 1, 30)
    write_analysis(path, ANALYSIS)
    save(tmp_path, "game", 1, 31)                     # played on and saved over
    assert read_analysis(path) is None


def test_another_game_under_the_same_name_gets_no_analysis(tmp_path):
    path = save(tmp_path, "game", 1, 30)
    write_analysis(path, ANALYSIS)
    other = tmp_path / "other"
    other.mkdir()
    moved = save(other, "game", 2, 30)
    store_path(path).replace(store_path(moved))       # the analysis file beside another save
    assert read_analysis(moved) is None


def test_a_damaged_or_missing_analysis_means_analysing_again(tmp_path):
    path = save(tmp_path, "game", 1, 30)
    assert read_analysis(path) is None
    store_path(path).write_text("{not json", encoding="utf-8")
    assert read_analysis(path) is None
    store_path(path).write_text('{"format": "vikings-desktop-analysis", "version": 99}',
                                encoding="utf-8")
    assert read_analysis(path) is None
