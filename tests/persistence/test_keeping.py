"""Keeping games without replacing one: numbered names, moves that
never overwrite, the saves folder's problems in the right kind, lock diagnosis."""

from __future__ import annotations

import os
from datetime import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from save_games import play, setup_for

from vikings_desktop.persistence import SavedGame, SaveError, SaveProblem, read_save, write_save
from vikings_desktop.persistence.atomic import create_new_file, numbered_names
from vikings_desktop.persistence.autosave_slots import AutosaveSlot, slot_path, try_lock
from vikings_desktop.persistence.keeping import keep_interrupted_game, keep_unfinished_game
from vikings_desktop.persistence.paths import data_dir, saves_dir
from vikings_desktop.persistence.recent import existing_recent, plausible_path

WHEN = datetime(2024, 5, 1, 21, 14, 7)


def game(seed: int) -> SavedGame:
    setup = setup_for(seed)
    return SavedGame(setup, play(setup, seed, stop_after=4 + seed % 5)[0])


def test_numbered_names_keep_the_suffix():
    names = numbered_names("Game 1.vikings.json", ".vikings.json")
    assert names[:3] == ["Game 1.vikings.json", "Game 1 (2).vikings.json",
                         "Game 1 (3).vikings.json"]


def test_a_new_file_never_replaces_one(tmp_path):
    names = numbered_names("a.json", ".json")
    paths = [create_new_file(tmp_path, names, str(n).encode()) for n in range(4)]
    assert [p.read_text() for p in paths] == ["0", "1", "2", "3"]
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@settings(max_examples=15, deadline=None)
@given(st.lists(st.sampled_from(["2024-05-01T21:14:07+00:00", "2024-05-01T21:14:08+00:00",
                                 None]), min_size=1, max_size=6))
def test_interrupted_games_with_any_time_stamps_are_all_kept(stamps):
    folder = saves_dir()
    before = set(folder.iterdir())
    games = [game(n) for n in range(len(stamps))]
    for number, (saved, stamp) in enumerate(zip(games, stamps, strict=True), start=2):
        path = slot_path(number)
        write_save(path, saved)
        keep_interrupted_game(path, stamp, WHEN)
        assert not path.exists()
    kept = [read_save(p).game.actions for p in set(folder.iterdir()) - before]
    assert sorted(map(repr, kept)) == sorted(map(repr, (g.actions for g in games)))


def test_three_unfinished_games_in_one_second_are_three_files():
    paths = [keep_unfinished_game(game(n), when=WHEN) for n in range(3)]
    assert len(set(paths)) == 3
    assert [read_save(p).game.actions for p in paths] == [game(n).actions for n in range(3)]


def test_a_saves_folder_that_is_a_file_cannot_be_written_not_damaged():
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / "saves").write_text("x")
    with pytest.raises(SaveError) as caught:
        keep_unfinished_game(game(1), when=WHEN)
    assert caught.value.kind is SaveProblem.CANNOT_WRITE
    assert "a file, not a folder" in caught.value.problem


@pytest.mark.parametrize("kind", ["folder", "dangling link"])
def test_a_lock_file_that_cannot_lock_is_told_from_one_held_by_another_window(tmp_path, kind):
    data_dir().mkdir(parents=True, exist_ok=True)
    lock = data_dir() / "autosave.json.lock"
    if kind == "folder":
        lock.mkdir()
    else:
        lock.symlink_to(tmp_path / "nowhere" / "x")
    result = try_lock(slot_path(1))
    assert result.handle is None and not result.held_elsewhere
    assert kind.split()[-1] in result.problem or "nothing" in result.problem
    slot = AutosaveSlot.claim()                  # the next slot serves
    held = try_lock(slot.path)
    assert slot.number == 2 and held.held_elsewhere
    slot.release()


def test_when_no_slot_can_be_locked_the_reason_is_said(tmp_path):
    data_dir().mkdir(parents=True, exist_ok=True)
    for number in range(1, 9):
        (data_dir() / f"{slot_path(number).name}.lock").mkdir()
    with pytest.raises(SaveError) as caught:
        AutosaveSlot.claim()
    assert "windows are autosaving" not in caught.value.problem
    assert "is a folder" in caught.value.problem


def test_leaving_a_game_behind_moves_the_window_to_a_new_slot():
    slot = AutosaveSlot.claim()
    left = game(3)
    successor = slot.leave_behind(left)
    try:
        assert successor.number == 2 and not slot.held
        assert read_save(slot_path(1)).game.actions == left.actions
    finally:
        successor.release()


def test_over_long_recent_entries_are_not_plausible(tmp_path):
    too_long = str(tmp_path / ("x" * 256))
    real = tmp_path / "a.json"
    real.write_text("{}")
    assert not plausible_path(too_long) and not plausible_path("a\0b")
    assert existing_recent([too_long, str(real)]) == [str(real)]
    assert plausible_path(str(real)) and os.path.exists(real)
