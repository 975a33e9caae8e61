"""File names built from player names: one path component that Linux,
macOS and Windows all accept, whatever the names are; and any name the new-game dialog's
validation accepts can be saved, loaded and used in every file name the app builds."""

from __future__ import annotations

import os
import tempfile
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from vikings_desktop.game_setup import COMPUTER, HUMAN, MAX_NAME_LENGTH, GameSetup, Seat
from vikings_desktop.persistence import SavedGame, read_save, write_save
from vikings_desktop.persistence.paths import (
    SAVE_SUFFIX,
    game_file_name,
    interrupted_game_name,
    proposed_save_name,
    unfinished_game_name,
)
from vikings_desktop.safe_files import FORBIDDEN_CHARACTERS, RESERVED_NAMES, safe_file_name

AWKWARD_NAMES = ["AC/DC", "CON", "con", "Com1", "LPT9.txt", "nul.", "a:b", "..", ".", "...",
                 'back\\slash', 'q"uote', "st*r?", "<pipe|>", "trailing. . ", "  spaces  ",
                 "tab\there", "new\nline", "\x00null", "bell\x07", "\u202ertl", "Þórr",
                 "Ægir", "名前", "🛶" * 40, "x" * 300, "é" * 200, "/", "\\", "~", "-rf",
                 "a/../../etc/passwd", "Ann\ud800"]


def windows_acceptable(name: str) -> bool:
    stem = name.split(".", 1)[0].rstrip(" ").upper()
    return (bool(name) and name not in (".", "..") and not name.endswith((".", " "))
            and not any(c in FORBIDDEN_CHARACTERS or ord(c) < 32 for c in name)
            and stem not in RESERVED_NAMES and len(name.encode("utf-8")) <= 255)


@pytest.mark.parametrize("name", AWKWARD_NAMES)
def test_safe_file_name_gives_one_acceptable_component(tmp_path, name):
    safe = safe_file_name(name)
    assert windows_acceptable(safe), safe
    assert os.path.basename(safe) == safe
    (tmp_path / safe).write_bytes(b"x")                  # this system accepts it too
    assert os.listdir(tmp_path) == [safe]


@pytest.mark.parametrize("name", AWKWARD_NAMES)
def test_game_file_names_from_player_names(tmp_path, name):
    file_name = game_file_name(f"Unfinished game {name}-Bo", "2026-01-31 20.15.00")
    assert windows_acceptable(file_name), file_name
    assert file_name.endswith(" 2026-01-31 20.15.00" + SAVE_SUFFIX)
    (tmp_path / file_name).write_bytes(b"x")
    assert os.listdir(tmp_path) == [file_name]


def test_four_long_names_keep_the_stamp_and_the_suffix():
    names = "-".join(["名" * 40] * 4)
    file_name = game_file_name(f"Unfinished game {names}", "2026-01-31 20.15.00")
    assert len(file_name.encode("utf-8")) <= 200
    assert file_name.startswith("Unfinished game 名名")
    assert file_name.endswith(" 2026-01-31 20.15.00" + SAVE_SUFFIX)


@pytest.mark.parametrize("stamp", ["../../x", "2026:01:31T20:15:00", "CON", "a/b" * 10_000])
def test_a_stamp_from_a_file_is_made_safe_too(stamp):
    file_name = game_file_name("Interrupted game", stamp)
    assert windows_acceptable(file_name) and file_name.startswith("Interrupted game")


def test_reserved_names_are_changed_and_ordinary_ones_kept():
    assert safe_file_name("CON") == "_CON" and safe_file_name("com1.json") == "_com1.json"
    assert safe_file_name("Astrid-Bjorn 2026-01-31 20.15") == "Astrid-Bjorn 2026-01-31 20.15"
    assert safe_file_name("AC/DC") == "AC_DC" and safe_file_name("..") == "game"


# --- any name the set-up's validation (the new-game dialog's) accepts ----------------------
@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(name=st.text(st.characters(exclude_categories=()), min_size=1, max_size=MAX_NAME_LENGTH))
def test_any_accepted_name_saves_loads_and_makes_safe_file_names(name):
    setup = GameSetup((Seat(name, HUMAN, None, "crimson"),
                       Seat("Zed-9", COMPUTER, "random", "forest")), seed=1)
    assume(setup.problem() is None)
    game = SavedGame(setup.dealt(), [])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.vikings.json"
        write_save(path, game)
        loaded = read_save(path)
        assert loaded.game.setup == game.setup
        when = datetime(2026, 1, 31, 20, 15, 7)
        file_names = [proposed_save_name(loaded.game.setup.names, when),
                      unfinished_game_name(loaded.game.setup.names, when),
                      interrupted_game_name(loaded.saved_at, when)]
        for file_name in file_names:
            assert windows_acceptable(file_name), file_name
            write_save(Path(folder) / file_name, game)
            assert read_save(Path(folder) / file_name).game.setup.names[0] == name
        assert len(os.listdir(folder)) == 4
