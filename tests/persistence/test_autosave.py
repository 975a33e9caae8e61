"""The autosave and the data directory (pointed at a temporary folder by tests/conftest.py)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from save_games import play, setup_for

from vikings_desktop.persistence import (
    SavedGame,
    SaveError,
    add_recent,
    autosave_path,
    data_dir,
    existing_recent,
    read_save,
    saves_dir,
    write_autosave,
)
from vikings_desktop.persistence.autosave_slots import interrupted_games


def interrupted() -> list:
    """The loaded games the next start offers for resuming (their slots released)."""
    found = interrupted_games()
    for game in found:
        game.release()
    return [game.loaded for game in found]


def test_tests_never_touch_the_real_data_directory():
    assert "user-data" in str(data_dir())
    assert saves_dir() == data_dir() / "saves" and saves_dir().is_dir()
    assert autosave_path().parent == data_dir()


def test_default_location_is_the_platformdirs_user_data_dir(monkeypatch):
    import platformdirs
    monkeypatch.delenv("VIKINGS_DESKTOP_DATA_DIR")
    expected = Path(platformdirs.user_data_dir("vikings-desktop", appauthor=False))
    assert data_dir() == expected
    assert saves_dir(create=False) == expected / "saves"


def test_an_unfinished_game_is_offered_for_resuming():
    assert interrupted() == []
    setup = setup_for(1)
    actions, state = play(setup, 1, stop_after=33)
    write_autosave(SavedGame(setup, actions), state)
    (resumed,) = interrupted()
    assert resumed is not None and resumed.state == state


def test_finished_or_untouched_games_are_not_offered():
    setup = setup_for(1)
    write_autosave(SavedGame(setup, []))
    assert read_save(autosave_path()).game.actions == [] and interrupted() == []
    actions, state = play(setup, 1)
    write_autosave(SavedGame(setup, actions), state)
    assert interrupted() == []


def test_a_damaged_autosave_is_reported_and_left_alone():
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_bytes(b'{"format": "vikings-desktop-save", "vers')
    (damaged,) = interrupted_games()
    damaged.release()
    assert damaged.loaded is None and "truncated" in str(damaged.problem)
    assert autosave_path().read_bytes() == b'{"format": "vikings-desktop-save", "vers'


def test_autosave_into_an_unusable_data_directory(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(blocker / "data"))
    with pytest.raises(SaveError, match="cannot create the data folder"):
        write_autosave(SavedGame(setup_for(1), []))


def test_recent_list(tmp_path):
    files = []
    for i in range(10):
        files.append(tmp_path / f"g{i}.json")
        files[-1].write_text("{}")
    recent: list[str] = []
    for f in files:
        recent = add_recent(recent, f)
    assert recent == [str(f) for f in files[::-1][:8]]
    recent = add_recent(recent, files[5])
    assert recent[0] == str(files[5]) and len(recent) == 8 and len(set(recent)) == 8
    os.remove(files[9])
    assert str(files[9]) not in existing_recent(recent)
