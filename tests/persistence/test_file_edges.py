"""Saves at the edges of the file system: only regular files are read, with a
size cap (a FIFO or /dev/zero must not hang `check-save`); new saves respect the umask;
what a killed write left behind is cleaned up at start; a text that cannot be written as
UTF-8 gives a message and the old file stays."""

from __future__ import annotations

import os
import time
from dataclasses import replace

import pytest
from save_games import play, setup_for

from vikings_desktop.cli import main
from vikings_desktop.persistence import (
    SavedGame,
    SaveError,
    read_save,
    write_save,
)
from vikings_desktop.persistence.atomic import current_umask, remove_stale_temporaries

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


@pytest.fixture
def game() -> SavedGame:
    setup = setup_for(6)
    actions, _ = play(setup, 6, stop_after=20)
    return SavedGame(setup, actions)


# --- only regular files, with a size cap ----------------------------------------------------
@needs_fifo
def test_check_save_refuses_a_fifo_at_once(tmp_path, capsys, no_hang):
    fifo = tmp_path / "game.vikings.json"
    os.mkfifo(fifo)
    assert main(["check-save", str(fifo)]) == 2
    assert "pipe (FIFO), not a regular file" in capsys.readouterr().err


@needs_fifo
def test_the_loader_refuses_a_fifo_at_once(tmp_path, no_hang):
    fifo = tmp_path / "game.vikings.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="pipe"):
        read_save(fifo)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_check_save_refuses_a_device(capsys, no_hang):
    assert main(["check-save", "/dev/zero"]) == 2
    assert "a device, not a regular file" in capsys.readouterr().err


def test_a_symlink_to_a_save_is_read(tmp_path, game):
    path = tmp_path / "real.vikings.json"
    write_save(path, game)
    link = tmp_path / "link.vikings.json"
    link.symlink_to(path)
    assert len(read_save(link).game.actions) == 20


def test_a_folder_is_refused_with_a_message(tmp_path):
    with pytest.raises(SaveError, match="a folder, not a file"):
        read_save(tmp_path)


# --- the umask -------------------------------------------------------------------------------
@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
@pytest.mark.parametrize("mask, mode", [(0o077, 0o600), (0o022, 0o644), (0o002, 0o664)])
def test_a_new_save_respects_the_umask(tmp_path, game, mask, mode):
    previous = os.umask(mask)
    try:
        assert current_umask() == mask
        write_save(tmp_path / "new.vikings.json", game)
    finally:
        os.umask(previous)
    assert (tmp_path / "new.vikings.json").stat().st_mode & 0o777 == mode


# --- what a killed write left behind ---------------------------------------------------------
def age(path, seconds: float = 3600) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_stale_temporaries_of_saves_are_removed_at_start(tmp_path):
    stale = [tmp_path / ".autosave.json.k2j_x9aq.tmp",
             tmp_path / ".Astrid-Bjorn 2026-01-01.vikings.json.abcd1234.tmp"]
    young = tmp_path / ".autosave.json.young123.tmp"          # maybe another window writing
    not_ours = [tmp_path / ".notes.txt.abcd1234.tmp", tmp_path / "autosave.json.abcd1234.tmp",
                tmp_path / "game.vikings.json", tmp_path / ".game.vikings.json.ab cd.tmp"]
    for path in stale + [young] + not_ours:
        path.write_bytes(b"{half a save")
        age(path)
    age(young, 5)
    folder = tmp_path / ".x.json.abcd1234.tmp"                 # our name, but a folder
    folder.mkdir()
    age(folder)
    remove_stale_temporaries(tmp_path)
    assert not any(path.exists() for path in stale)
    assert young.exists() and folder.is_dir()
    assert all(path.exists() for path in not_ours)


def test_start_cleanup_of_a_missing_folder_is_quiet(tmp_path):
    remove_stale_temporaries(tmp_path / "nowhere")


# --- texts that cannot be written ------------------------------------------------------------
def test_a_lone_surrogate_on_save_is_a_message_and_the_old_file_stays(tmp_path, game):
    path = tmp_path / "game.vikings.json"
    write_save(path, game)
    old = path.read_bytes()
    seats = (replace(game.setup.seats[0], name="Ann\ud800"), *game.setup.seats[1:])
    broken = SavedGame(replace(game.setup, seats=seats), game.actions)
    with pytest.raises(SaveError, match="cannot be written as UTF-8") as caught:
        write_save(path, broken)
    assert str(path) in str(caught.value)
    assert path.read_bytes() == old
    assert os.listdir(tmp_path) == [path.name]
