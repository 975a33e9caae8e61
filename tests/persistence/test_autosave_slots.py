"""Each window its own autosave: two windows never share a file, a
held slot is never offered, a dead window's slot is offered and then free again."""

from __future__ import annotations

import errno
import subprocess
import sys
import textwrap
import time

import pytest
from save_games import play, setup_for

from vikings_desktop.persistence import SavedGame, SaveError, write_autosave
from vikings_desktop.persistence.autosave_slots import (
    MAX_SLOTS,
    AutosaveSlot,
    interrupted_games,
    slot_path,
)


def unfinished(seed: int, path):
    setup = setup_for(seed)
    actions, state = play(setup, seed, stop_after=15 + seed)
    write_autosave(SavedGame(setup, actions), state, path=path)
    return actions


def test_two_windows_get_two_slots_and_a_released_one_is_reused():
    first, second = AutosaveSlot.claim(), AutosaveSlot.claim()
    try:
        assert (first.number, second.number) == (1, 2)
        assert first.path != second.path
        first.release()
        third = AutosaveSlot.claim()
        assert third.number == 1
        third.release()
    finally:
        first.release()
        second.release()


def test_every_slot_taken_is_a_clear_error():
    slots = [AutosaveSlot.claim() for _ in range(MAX_SLOTS)]
    try:
        with pytest.raises(SaveError, match="windows are autosaving"):
            AutosaveSlot.claim()
    finally:
        for slot in slots:
            slot.release()


def test_a_slot_held_by_a_running_window_is_not_offered_but_its_own_and_dead_ones_are():
    mine = AutosaveSlot.claim()
    busy = AutosaveSlot.claim()            # stands for another window still playing
    try:
        own_game = unfinished(1, mine.path)
        unfinished(2, busy.path)
        dead_game = unfinished(3, slot_path(5))          # nobody holds slot 5
        found = interrupted_games(own=mine)
        try:
            assert {f.path: f.loaded.game.actions for f in found} == {
                mine.path: own_game, slot_path(5): dead_game}
            # while offered, a dead slot's game is held: another window does not offer it
            assert [f.path for f in interrupted_games()] == []
        finally:
            for f in found:
                f.release()
        again = interrupted_games()                      # released: slot 5 is offered again
        try:
            assert [f.path for f in again] == [slot_path(5)]
        finally:
            for f in again:
                f.release()
    finally:
        mine.release()
        busy.release()


def test_a_slot_held_by_another_process_is_left_alone(tmp_path):
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent("""
            import sys, time
            from vikings_desktop.persistence.autosave_slots import AutosaveSlot
            slot = AutosaveSlot.claim()
            print(slot.number, flush=True)
            time.sleep(60)
        """)], stdout=subprocess.PIPE, text=True)
    try:
        number = int(holder.stdout.readline())
        unfinished(4, slot_path(number))
        assert interrupted_games() == []               # that window is still playing
        mine = AutosaveSlot.claim()
        assert mine.number != number
        mine.release()
    finally:
        holder.kill()
        holder.wait(timeout=30)
        holder.stdout.close()
    found = interrupted_games()                        # its process died: offered now
    try:
        assert [f.path for f in found] == [slot_path(number)]
    finally:
        for f in found:
            f.release()


# --- a lock that cannot be had: waited for a moment, then said in one short line -------
def test_lock_files_that_cannot_serve_are_said_once_not_once_per_slot():
    for number in range(1, MAX_SLOTS + 1):
        (slot_path(number).parent / f"{slot_path(number).name}.lock").mkdir(parents=True)
    with pytest.raises(SaveError) as refused:
        AutosaveSlot.claim()
    problem = refused.value.problem
    assert "\n" not in problem and len(problem) <= 160, problem
    assert problem.count("is a folder") == 1 and f"{MAX_SLOTS - 1} more" in problem


@pytest.mark.skipif(sys.platform == "win32", reason="flock")
def test_a_lock_the_system_refuses_for_a_moment_is_tried_again(monkeypatch):
    import fcntl
    real, refusals = fcntl.flock, []

    def flaky(fd, operation):
        if len(refusals) < 2 * MAX_SLOTS:          # twice round every slot, then it works
            refusals.append(fd)
            raise OSError(errno.ENOLCK, "No locks available")
        return real(fd, operation)
    monkeypatch.setattr(fcntl, "flock", flaky)
    slot = AutosaveSlot.claim()
    try:
        assert slot.number == 1 and len(refusals) == 2 * MAX_SLOTS
    finally:
        slot.release()


@pytest.mark.skipif(sys.platform == "win32", reason="flock")
def test_a_lock_the_system_always_refuses_is_one_short_line_after_a_short_wait(monkeypatch):
    import fcntl

    from vikings_desktop.persistence import autosave_slots

    def refused(fd, operation):
        raise OSError(errno.ENOLCK, "No locks available")
    monkeypatch.setattr(fcntl, "flock", refused)
    monkeypatch.setattr(autosave_slots, "LOCK_WAIT_S", 0.3)
    started = time.monotonic()
    with pytest.raises(SaveError) as failed:
        AutosaveSlot.claim()
    assert 0.3 <= time.monotonic() - started < 3
    problem = failed.value.problem
    assert "\n" not in problem and len(problem) <= 160, problem
    assert problem.count("No locks available") == 1 and f"{MAX_SLOTS - 1} more" in problem
