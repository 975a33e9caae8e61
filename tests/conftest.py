"""Shared by every test folder: no test may touch the player's real data directory."""

import pytest


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    # Saves, the autosave and settings go to a fresh folder per test (persistence/paths.py).
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path_factory.mktemp("user-data")))
