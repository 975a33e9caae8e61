"""Atomic writes: a kill or failure between the temporary file and the rename leaves the
previous save byte-identical; an unwritable folder gives a message, not a crash."""

from __future__ import annotations

import errno
import os
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest
from save_games import play, setup_for

from vikings_desktop.persistence import SavedGame, SaveError, read_save, write_save
from vikings_desktop.persistence import atomic as atomic_module


@pytest.fixture
def saved(tmp_path):
    """A save file on disk and its exact bytes."""
    setup = setup_for(6)
    actions, state = play(setup, 6, stop_after=25)
    path = tmp_path / "game.vikings.json"
    write_save(path, SavedGame(setup, actions), state)
    return path, path.read_bytes()


def later_game() -> SavedGame:
    setup = setup_for(6)
    actions, _ = play(setup, 6, stop_after=60)
    return SavedGame(setup, actions)


def test_a_save_replaces_the_old_file_and_leaves_no_temporary(saved):
    path, old = saved
    write_save(path, later_game())
    assert path.read_bytes() != old
    assert len(read_save(path).game.actions) == 60
    assert os.listdir(path.parent) == [path.name]


def test_process_killed_between_temp_file_and_rename(saved):
    """A real SIGKILL of the writing process right before the rename."""
    path, old = saved
    script = textwrap.dedent(f"""
        import os, signal, sys
        sys.path.insert(0, {str(os.path.dirname(__file__))!r})
        from save_games import play, setup_for
        from vikings_desktop.persistence import SavedGame, write_save
        from vikings_desktop.persistence import atomic
        def killed_before_rename(src, dst):
            assert os.path.getsize(src) > 1000      # the new save is complete on disk
            os.kill(os.getpid(), signal.SIGKILL)
        atomic.os.replace = killed_before_rename
        setup = setup_for(6)
        actions, _ = play(setup, 6, stop_after=60)
        write_save({str(path)!r}, SavedGame(setup, actions))
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=60)
    assert result.returncode == -signal.SIGKILL, result.stderr.decode()
    assert path.read_bytes() == old
    assert len(read_save(path).game.actions) == 25
    leftovers = [n for n in os.listdir(path.parent) if n != path.name]
    assert len(leftovers) == 1 and leftovers[0].endswith(".tmp")   # the unrenamed new save


def test_failed_rename_keeps_the_old_file_and_removes_the_temporary(saved, monkeypatch):
    path, old = saved

    def failing_replace(src, dst):
        raise OSError(errno.EIO, "Input/output error")
    monkeypatch.setattr(atomic_module.os, "replace", failing_replace)
    with pytest.raises(SaveError, match="cannot save: Input/output error"):
        write_save(path, later_game())
    assert path.read_bytes() == old
    assert os.listdir(path.parent) == [path.name]


@pytest.mark.parametrize("code, words", [
    (errno.EROFS, "read-only"), (errno.ENOSPC, "disk is full"), (errno.EACCES, "permission")])
def test_unwritable_folder_gives_a_message(saved, monkeypatch, code, words):
    path, old = saved

    def refusing_mkstemp(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(atomic_module.tempfile, "mkstemp", refusing_mkstemp)
    with pytest.raises(SaveError) as caught:
        write_save(path, later_game())
    assert words in str(caught.value) and str(path) in str(caught.value)
    assert path.read_bytes() == old


def test_disk_full_during_the_write_keeps_the_old_file(saved, monkeypatch):
    path, old = saved

    def full_disk(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(atomic_module.os, "fsync", full_disk)
    with pytest.raises(SaveError, match="disk is full"):
        write_save(path, later_game())
    assert path.read_bytes() == old
    assert os.listdir(path.parent) == [path.name]


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root writes into read-only folders anyway")
def test_real_read_only_folder(saved):
    path, old = saved
    path.parent.chmod(0o555)
    try:
        with pytest.raises(SaveError, match="permission denied"):
            write_save(path, later_game())
    finally:
        path.parent.chmod(0o755)
    assert path.read_bytes() == old


def test_overwriting_keeps_the_file_mode(saved):
    path, _ = saved
    path.chmod(0o600)
    write_save(path, later_game())
    assert path.stat().st_mode & 0o777 == 0o600


def test_the_next_save_removes_what_a_killed_write_left_behind(saved):
    path, _ = saved
    stale = path.parent / f".{path.name}.abc123.tmp"
    young = path.parent / f".{path.name}.def456.tmp"   # maybe another window writing now
    other = path.parent / ".other.vikings.json.xyz.tmp"
    for leftover in (stale, young, other):
        leftover.write_bytes(b"{half a save")
    old_time = time.time() - 3600
    os.utime(stale, (old_time, old_time))
    os.utime(other, (old_time, old_time))
    write_save(path, later_game())
    assert not stale.exists()
    assert young.exists() and other.exists()


def test_killed_at_a_random_moment_of_repeated_saves_the_file_is_always_whole(saved):
    """A writer saving two games over and over is killed at random moments: the file on
    disk is always one of the two complete saves."""
    path, first = saved
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(os.path.dirname(__file__))!r})
        from save_games import play, setup_for
        from vikings_desktop.persistence import SavedGame, write_save
        setup = setup_for(6)
        games = [SavedGame(setup, play(setup, 6, stop_after=n)[0]) for n in (25, 60)]
        print("ready", flush=True)
        while True:
            for game in games:
                write_save({str(path)!r}, game)
    """)
    rng = random.Random(1)
    for _ in range(4):
        writer = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE)
        assert writer.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.05, 0.4))
        writer.kill()
        writer.wait(timeout=30)
        writer.stdout.close()
        assert len(read_save(path).game.actions) in (25, 60)
