"""File names built from player names (issue 15 point 2): one path component that Linux,
macOS and Windows all accept, whatever the names are."""

from __future__ import annotations

import os

import pytest

from vikings_desktop.persistence.paths import SAVE_SUFFIX, game_file_name
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
