"""Nothing lost even when everything dies at once: windows
killed together, New game three times in a second, a saves folder that refuses the game,
a read-only data folder, lock files that cannot lock, an impossible Recent games entry."""

from __future__ import annotations

import builtins
import contextlib
import errno
import io
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import textwrap
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QInputDialog, QMessageBox

from vikings_desktop.engine import GameState
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.persistence import (
    SavedGame,
    data_dir,
    dumps_save,
    read_save,
    saves_dir,
    write_save,
)
from vikings_desktop.persistence.autosave_slots import interrupted_games
from vikings_desktop.ui.main_window import MainWindow
from vikings_desktop.ui.settings import RECENT_KEY, Settings

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="POSIX processes and modes")


def unfinished_game(seed: int, moves: int) -> SavedGame:
    setup = GameSetup((Seat("Ann", HUMAN, None, "crimson"), Seat("Bo", HUMAN, None, "forest")),
                      seed=seed).dealt()
    state: GameState = setup.new_state()
    rng = random.Random(seed)
    actions = []
    for _ in range(moves):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return SavedGame(setup, actions)


@pytest.fixture
def warnings(monkeypatch):
    """(title, text) of every warning: plain ones, and save problems with their detail."""
    from vikings_desktop.ui.session import save_files
    from vikings_desktop.ui.words.save_problem_text import save_problem_details, save_problem_text
    record: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: record.append((title, text)))
    monkeypatch.setattr(save_files, "show_save_problem", lambda parent, title, exc: record.append(
        (title, save_problem_text(exc) + "\n" + save_problem_details(exc))))
    return record


@pytest.fixture
def window(qtbot, tmp_path, warnings):
    w = MainWindow(settings=Settings(QSettings(str(tmp_path / "s.ini"),
                                               QSettings.Format.IniFormat)))
    qtbot.addWidget(w)
    yield w
    w.close()


# --- windows killed together, one start -------------------------------------------
WINDOW = textwrap.dedent("""
    import os, sys, time
    from vikings_desktop.persistence.atomic import atomic_write_bytes
    from vikings_desktop.persistence.autosave_slots import AutosaveSlot
    slots = [AutosaveSlot.claim() for _ in sys.argv[1:]]      # one per window it stands for
    for slot, game in zip(slots, sys.argv[1:]):
        atomic_write_bytes(slot.path, open(game, "rb").read())
    print("ready", flush=True)
    time.sleep(120)
""")


@pytest.mark.slow
@POSIX
def test_windows_killed_together_keep_every_game_at_the_next_start(window, tmp_path,
                                                                   monkeypatch):
    """20 starts, each after 2–4 window processes (with 1–2 games each, time stamps from
    two seconds) were killed at once: every game is resumed or kept, none lost."""
    monkeypatch.setattr(QInputDialog, "getItem",
                        lambda parent, title, label, items, *a, **k: (items[-1], True))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.No)
    rng = random.Random(43)
    expected: list[list] = []
    for round_ in range(20):
        games: list[list[Path]] = []
        for process in range(rng.randint(2, 4)):
            files = []
            for n in range(rng.randint(1, 2)):
                game = unfinished_game(1000 * round_ + 10 * process + n, 3 + n + process)
                data = json.loads(dumps_save(game))
                data["saved_at"] = f"2024-05-0{rng.randint(1, 2)}T21:14:07+00:00"
                files.append(tmp_path / f"game-{round_}-{process}-{n}.json")
                files[-1].write_text(json.dumps(data))
                expected.append(game.actions)
            games.append(files)
        windows = [subprocess.Popen([sys.executable, "-c", WINDOW, *map(str, files)],
                                    stdout=subprocess.PIPE, text=True, env=dict(os.environ))
                   for files in games]
        try:
            for child in windows:
                assert child.stdout.readline().strip() == "ready"
        finally:
            for child in windows:                      # a logout: all at once
                child.send_signal(signal.SIGKILL)
            for child in windows:
                child.wait(timeout=30)
                child.stdout.close()
        window.files.autosave.offer_resume()                    # one start: keep them all
        kept = [read_save(p).game.actions for p in saves_dir().glob("*.vikings.json")]
        left = [g.loaded.game.actions for g in interrupted_games(window.files.autosave.autosave_slot)
                if g.loaded is not None]
        for game in interrupted_games(window.files.autosave.autosave_slot):
            game.release()
        assert sorted(map(repr, kept + left)) == sorted(map(repr, expected)), round_


# --- New game three times in one second -------------------------------------------
class _OneSecond(datetime):
    @classmethod
    def now(cls, tz=None):
        return datetime(2024, 5, 1, 21, 14, 7)


def test_three_new_games_in_one_second_keep_all_three(window, warnings, monkeypatch):
    import vikings_desktop.ui.session.autosave_driver as driver
    monkeypatch.setattr(driver, "datetime", _OneSecond)
    table = window.table
    played = []
    for seed in (4, 5, 6, 7):
        game = unfinished_game(seed, 2)
        table.session.load(game.setup, game.actions)   # a new game: the last one is kept
        played.append(list(table.session.actions))
    kept = sorted(saves_dir().glob("Unfinished game*"))
    assert warnings == []
    assert len(kept) == 3
    assert sorted(map(repr, (read_save(k).game.actions for k in kept))) == sorted(
        map(repr, played[:3]))


# --- a saves folder that refuses the game ----------------------------------------
def test_a_saves_folder_that_is_a_file_keeps_the_game_as_interrupted(window, warnings):
    saves = data_dir() / "saves"
    saves.parent.mkdir(parents=True, exist_ok=True)
    saves.write_text("not a folder")
    table = window.table
    old, new = unfinished_game(4, 3), unfinished_game(5, 0)
    table.session.load(old.setup, old.actions)
    window.files.autosave.autosave_writer.flush(10)
    table.session.load(new.setup, new.actions)
    window.files.autosave.autosave_writer.flush(10)
    assert len(warnings) == 1
    title, text = warnings[0]
    assert "damaged" not in text and "stays as it was" not in text
    assert "a file, not a folder" in text
    found = interrupted_games(window.files.autosave.autosave_slot)       # the next start offers it
    try:
        assert [g.loaded.game.actions for g in found if g.loaded] == [old.actions]
    finally:
        for game in found:
            game.release()


def test_with_nowhere_to_keep_the_game_the_new_game_does_not_start(qtbot, tmp_path, warnings,
                                                                  monkeypatch):
    saves = data_dir() / "saves"
    saves.parent.mkdir(parents=True, exist_ok=True)
    saves.write_text("not a folder")
    monkeypatch.setattr("vikings_desktop.persistence.autosave_slots.MAX_SLOTS", 1)
    w = MainWindow(settings=Settings(QSettings(str(tmp_path / "s.ini"),
                                               QSettings.Format.IniFormat)))
    qtbot.addWidget(w)
    old, new = unfinished_game(4, 3), unfinished_game(5, 0)
    w.table.session.load(old.setup, old.actions)
    w.table.session.load(new.setup, new.actions)
    qtbot.waitUntil(lambda: w.table.session.setup == old.setup, timeout=10_000)
    assert w.table.session.actions == old.actions
    assert "not started" in warnings[0][1]
    w.files.autosave.autosave_writer.flush(10)
    assert read_save(w.files.autosave.autosave_slot.path).game.actions == old.actions
    w.close()


# --- folders that refuse new files --------------------------------------
def refuses_new_files(folder: Path) -> bool:
    try:
        open(folder / ".probe", "x").close()
    except PermissionError:
        return True
    os.remove(folder / ".probe")
    return False


@contextlib.contextmanager
def read_only(folder: Path, monkeypatch):
    """``folder`` refuses new files (and removals and renames), its files stay writable,
    like a folder without write permission. Not root: the permission bits. Root ignores
    them: the immutable attribute (``chattr +i``) where the file system has it, else the
    refusal at the operating-system boundary (every call that makes, removes or renames
    an entry there raises EACCES). ``how`` says which."""
    how = None
    forced = os.environ.get("VIKINGS_TEST_READ_ONLY")     # "boundary": try the fallback
    if forced == "boundary":
        how = "refused at the OS boundary"
        _refuse_entries(folder, monkeypatch)
    elif os.name == "posix" and os.geteuid() != 0:
        folder.chmod(0o555)
        how = "permission bits"
    elif shutil.which("chattr") and subprocess.run(
            ["chattr", "+i", str(folder)], capture_output=True).returncode == 0:
        how = "immutable attribute"
    else:
        how = "refused at the OS boundary"
        _refuse_entries(folder, monkeypatch)
    try:
        assert refuses_new_files(folder), how
        yield how
    finally:
        if how == "permission bits":
            folder.chmod(0o755)
        elif how == "immutable attribute":
            subprocess.run(["chattr", "-i", str(folder)], check=True)


def _refuse_entries(folder: Path, monkeypatch) -> None:
    real = folder.resolve()

    def inside(path) -> bool:
        try:
            return Path(os.fsdecode(path)).absolute().parent.resolve() == real
        except (TypeError, ValueError, OSError):
            return False

    def refuse(path):
        raise PermissionError(errno.EACCES, "Permission denied", os.fsdecode(path))

    def guard(function, *checked):
        def guarded(*args, **kwargs):
            for index in checked:
                if index < len(args) and inside(args[index]):
                    refuse(args[index])
            return function(*args, **kwargs)
        return guarded

    real_open, real_os_open = builtins.open, os.open

    def creating_open(file, mode="r", *args, **kwargs):
        if (isinstance(file, (str, bytes, os.PathLike)) and any(c in mode for c in "wax+")
                and inside(file) and not os.path.exists(file)):
            refuse(file)
        return real_open(file, mode, *args, **kwargs)

    def creating_os_open(path, flags, *args, **kwargs):
        if flags & os.O_CREAT and inside(path) and (flags & os.O_EXCL
                                                     or not os.path.exists(path)):
            refuse(path)
        return real_os_open(path, flags, *args, **kwargs)
    monkeypatch.setattr(builtins, "open", creating_open)
    monkeypatch.setattr(io, "open", creating_open)
    monkeypatch.setattr(os, "open", creating_os_open)
    for name, checked in (("link", (1,)), ("replace", (0, 1)), ("rename", (0, 1)),
                          ("unlink", (0,)), ("remove", (0,)), ("mkdir", (0,)),
                          ("rmdir", (0,)), ("symlink", (1,))):
        monkeypatch.setattr(os, name, guard(getattr(os, name), *checked))


def test_a_read_only_saves_folder_keeps_the_game_left_for_a_new_one(window, warnings,
                                                                   monkeypatch):
    saves = data_dir() / "saves"
    saves.mkdir(parents=True)
    table = window.table
    old, new = unfinished_game(4, 3), unfinished_game(5, 0)
    table.session.load(old.setup, old.actions)
    window.files.autosave.autosave_writer.flush(10)
    with read_only(saves, monkeypatch):
        table.session.load(new.setup, new.actions)
        window.files.autosave.autosave_writer.flush(10)
        kept = [read_save(p).game.actions for p in saves.glob("*.json")]
    found = interrupted_games(window.files.autosave.autosave_slot)    # what the next start offers
    try:
        left = [g.loaded.game.actions for g in found if g.loaded is not None]
    finally:
        for game in found:
            game.release()
    assert old.actions in kept + left                          # the old game is not lost
    assert len(warnings) == 1
    assert "stays as it was" not in warnings[0][1]             # there is no saved copy
    assert "permission denied" in warnings[0][1]


def test_a_read_only_data_folder_says_why_and_still_offers_its_game(qtbot, tmp_path,
                                                                   warnings, monkeypatch):
    game = unfinished_game(8, 5)
    data_dir().mkdir(parents=True, exist_ok=True)
    write_save(data_dir() / "autosave.json", game)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    with read_only(data_dir(), monkeypatch):
        w = MainWindow(settings=Settings(QSettings(str(tmp_path / "s.ini"),
                                                   QSettings.Format.IniFormat)))
        qtbot.addWidget(w)
        assert w.files.autosave.autosave_slot is None
        reason = str(w.files.autosave._no_slot)
        assert "windows are autosaving" not in reason and "permission denied" in reason
        assert w.files.autosave.offer_resume()                 # offered all the same
        assert w.table.session.actions == game.actions
        w.files.autosave.autosave_writer.flush(10)
        w.close()
    assert [t for t, _ in warnings] == ["Autosave failed"]
    assert "permission denied" in warnings[0][1]


# --- a lock file that cannot lock -------------------------------------------------
@pytest.mark.parametrize("kind", ["folder", "dangling link"])
def test_a_lock_file_that_cannot_lock_still_offers_its_game(qtbot, tmp_path, warnings,
                                                            monkeypatch, kind):
    if kind == "dangling link" and not hasattr(os, "symlink"):
        pytest.skip("no symbolic links")
    game = unfinished_game(9, 4)
    data_dir().mkdir(parents=True, exist_ok=True)
    write_save(data_dir() / "autosave.json", game)
    lock = data_dir() / "autosave.json.lock"
    if kind == "folder":
        lock.mkdir()
    else:
        lock.symlink_to(tmp_path / "nowhere" / "lock")
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    w = MainWindow(settings=Settings(QSettings(str(tmp_path / "s.ini"),
                                               QSettings.Format.IniFormat)))
    qtbot.addWidget(w)
    assert w.files.autosave.autosave_slot is not None         # the next slot serves this window
    assert w.files.autosave.offer_resume()
    assert w.table.session.actions == game.actions
    w.close()


# --- an impossible Recent games entry ---------------------------------------------
def test_an_over_long_recent_entry_is_pruned_and_save_works(window, warnings, tmp_path):
    too_long = str(tmp_path / ("x" * 300 + ".vikings.json"))
    good = tmp_path / "good.vikings.json"
    write_save(good, unfinished_game(3, 2))
    window.files.settings.setValue(RECENT_KEY, [too_long, str(good)])
    window.files.recent.menu.aboutToShow.emit()             # as when the menu opens
    names = [a.text() for a in window.files.recent.menu.actions()]
    assert names == ["good.vikings.json"]
    assert window.files.saves.open_file(good)
    assert window.files.saves.save()                       # no OSError after writing
    assert window.files.settings.value(RECENT_KEY) == [str(good)]    # pruned for good
    assert warnings == []
