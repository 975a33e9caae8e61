"""An autosave remembers the file its game was saved to or opened from, so a resumed game
keeps its file; the field is checked like every other."""

from __future__ import annotations

import json

import pytest

from vikings_desktop.game_setup import default_setup
from vikings_desktop.persistence import SavedGame, SaveError, read_save, write_save


def test_the_file_field_is_written_only_when_known_and_read_back(tmp_path):
    setup = default_setup(players=2, seed=3).dealt()
    plain, remembering = tmp_path / "plain.vikings.json", tmp_path / "auto.vikings.json"
    write_save(plain, SavedGame(setup, []))
    write_save(remembering, SavedGame(setup, [], file="/home/a/Evening.vikings.json"))
    assert "file" not in json.loads(plain.read_text())
    assert read_save(plain).game.file is None
    assert read_save(remembering).game.file == "/home/a/Evening.vikings.json"


@pytest.mark.parametrize("bad", [3, ["a"], {"path": "x"}])
def test_a_file_field_that_is_not_text_is_refused(tmp_path, bad):
    path = tmp_path / "auto.vikings.json"
    write_save(path, SavedGame(default_setup(players=2, seed=3).dealt(), [], file="x"))
    data = json.loads(path.read_text())
    data["file"] = bad
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="file"):
        read_save(path)
