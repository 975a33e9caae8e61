"""Every setting read from QSettings is checked and clamped: a player
may edit the settings file, and an absurd pace must not stall the computers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QSettings, QTimer

from vikings_desktop.ui.settings import MAX_PACE_MS, MAX_RECENT_ENTRIES, PACES, Settings


@pytest.fixture
def ini(tmp_path):
    """A settings file written by hand, read back through Settings."""
    path = tmp_path / "edited.ini"

    def settings_with(text: str) -> Settings:
        path.write_text(text, encoding="utf-8")
        return Settings(QSettings(str(path), QSettings.IniFormat))
    return settings_with


@pytest.mark.parametrize("stored, expected", [
    (str(2**31 + 5), MAX_PACE_MS), (str(10**40), MAX_PACE_MS), ("9" * 5000, PACES["Normal"]),
    ("-40", 0), ("fast", PACES["Normal"]), ("1e9", PACES["Normal"]), ("", PACES["Normal"]),
    ("1600", 1600)])
def test_pace_is_clamped(ini, stored, expected):
    assert ini(f"[play]\npace_ms={stored}\n").pace_ms == expected


def test_an_absurd_pace_still_fits_a_qt_timer(ini):
    pace = ini(f"[play]\npace_ms={2**40}\n").pace_ms
    QTimer.singleShot(pace, lambda: None)        # OverflowError above 2³¹ - 1 ms


def test_the_pace_written_is_clamped_too(tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    settings.pace_ms = 2**33
    assert settings.store.value("play/pace_ms") in (MAX_PACE_MS, str(MAX_PACE_MS))


@pytest.mark.parametrize("stored, expected", [("right", "right"), ("up", "left"), ("", "left")])
def test_wheel_side(ini, stored, expected):
    assert ini(f"[view]\nwheel_side={stored}\n").wheel_side == expected


@pytest.mark.parametrize("stored, expected", [("true", True), ("false", False),
                                              ("maybe", False), ("1, 2", False)])
def test_flags(ini, stored, expected):
    settings = ini(f"[view]\ncompact_displays={stored}\n[games]\nundo_across_turns={stored}\n")
    assert settings.compact_displays is expected
    assert settings.undo_across_turns is expected


def test_recent_games_are_bounded_plausible_paths(ini):
    paths = ", ".join(f"/saves/game{i}.vikings.json" for i in range(50))
    settings = ini(f"[games]\nrecent={paths}, {'x' * 5000}\n")
    recent = settings.recent_games
    assert len(recent) == MAX_RECENT_ENTRIES and recent[0] == "/saves/game0.vikings.json"
    assert ini("[games]\nrecent=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18)\n").recent_games == []


def test_a_huge_geometry_is_ignored(tmp_path):
    store = QSettings(str(tmp_path / "g.ini"), QSettings.IniFormat)
    store.setValue("window/geometry", QByteArray(b"x" * 100_000))
    assert Settings(store).geometry is None
    store.setValue("window/geometry", QByteArray(b"x" * 66))
    assert Settings(store).geometry is not None
