"""The autosave written off the caller's thread: the newest game wins, every
submitted game ends up on disk, failures are reported and do not stop later writes."""

from __future__ import annotations

import threading

from save_games import play, setup_for

from vikings_desktop.persistence import (
    AutosaveWriter,
    SavedGame,
    SaveError,
    autosave_path,
    read_save,
)


def test_a_submitted_game_is_on_disk_after_flush():
    setup = setup_for(2)
    actions, state = play(setup, 2, stop_after=20)
    writer = AutosaveWriter()
    try:
        writer.submit(SavedGame(setup, actions), state)
        assert writer.flush(timeout=10)
        resumed = read_save(autosave_path())
        assert resumed.game.actions == actions
        assert resumed.state == state
    finally:
        writer.close()


def test_games_submitted_while_one_is_written_coalesce_to_the_newest():
    started, release = threading.Event(), threading.Event()
    written: list[int] = []

    def slow_write(game, state):
        started.set()
        release.wait(10)
        written.append(len(game.actions))

    setup = setup_for(3)
    actions, _ = play(setup, 3, stop_after=5)
    writer = AutosaveWriter(write=slow_write)
    try:
        writer.submit(SavedGame(setup, actions[:1]))
        assert started.wait(10)                      # the first write is under way
        for n in range(2, 6):
            writer.submit(SavedGame(setup, actions[:n]))
        assert not writer.flush(timeout=0.05)        # still busy
        release.set()
        assert writer.flush(timeout=10)
        assert written == [1, 5]                     # 2, 3, 4 were overtaken by 5
    finally:
        release.set()
        writer.close()


def test_the_state_is_copied_at_submit_so_the_game_may_go_on():
    setup = setup_for(4)
    actions, state = play(setup, 4, stop_after=10)
    seen = []
    gate = threading.Event()

    def write(game, snapshot):
        gate.wait(10)
        seen.append(snapshot)

    writer = AutosaveWriter(write=write)
    try:
        writer.submit(SavedGame(setup, actions), state)
        state.apply(state.legal_actions()[0])         # the window plays on
        gate.set()
        assert writer.flush(timeout=10)
        assert seen[0] is not state and seen[0] != state
    finally:
        gate.set()
        writer.close()


def test_a_failed_write_is_reported_and_the_next_one_still_written():
    errors: list[SaveError] = []
    calls = []

    def flaky(game, state):
        calls.append(len(game.actions))
        if len(calls) == 1:
            raise SaveError("disk full")

    setup = setup_for(5)
    actions, _ = play(setup, 5, stop_after=3)
    writer = AutosaveWriter(on_error=errors.append, write=flaky)
    try:
        writer.submit(SavedGame(setup, actions[:1]))
        assert writer.flush(timeout=10)
        writer.submit(SavedGame(setup, actions))
        assert writer.flush(timeout=10)
    finally:
        writer.close()
    assert [e.problem for e in errors] == ["disk full"] and calls == [1, 3]


def test_close_writes_what_is_pending():
    setup = setup_for(6)
    actions, state = play(setup, 6, stop_after=12)
    writer = AutosaveWriter()
    writer.submit(SavedGame(setup, actions), state)
    assert writer.close()
    assert read_save(autosave_path()).game.actions == actions


def test_undo_and_redo_held_down_are_written_once_and_a_played_action_at_once():
    """Lazy submissions (undo, redo) wait for a newer one: a burst is written once. A
    played action is not held back, and ends a lazy wait."""
    written: list[int] = []
    wrote = threading.Event()

    def write(game, state):
        written.append(len(game.actions))
        wrote.set()

    setup = setup_for(2)
    actions, _ = play(setup, 2, stop_after=8)
    writer = AutosaveWriter(write=write, settle=30.0)      # only a newer game ends the wait
    try:
        for n in range(7, 2, -1):                           # undo five times, quickly
            writer.submit(SavedGame(setup, actions[:n]), lazy=True)
        assert not wrote.wait(0.2)                          # still settling
        writer.submit(SavedGame(setup, actions[:4]))        # a move played from there
        assert wrote.wait(10)
        assert writer.flush(timeout=10)
        assert written == [4]                               # 7 … 3 were overtaken
        writer.submit(SavedGame(setup, actions[:5]), lazy=True)
        assert writer.flush(timeout=10)                     # closing or flushing: no wait
        assert written == [4, 5]
    finally:
        writer.close()
