"""Garbage is collected on the GUI thread only: a worker thread's allocations must never
destroy a QObject (the autosave thread once deadlocked the window that way)."""

from __future__ import annotations

import gc
import threading
import weakref

from game_play import finished_game

from vikings_desktop.game_setup import default_setup


class Cycle:
    def __init__(self):
        self.me = self


def _one_move_before_the_end(table):
    """A 2-player game loaded one move before its end; that last move."""
    setup = default_setup(2, 2, seed=5).dealt()
    actions = finished_game(setup, seed=5)
    table.session.load(setup, actions[:-1])
    return actions[-1]


def _play_the_last_move(qtbot, table, move) -> None:
    with qtbot.waitSignal(table.game_over, timeout=5000):
        assert table.session.apply(move) is None


def test_automatic_collection_is_off_and_the_gui_thread_collects(qtbot, window):
    assert not gc.isenabled()
    collected_in: list[str] = []
    cycle = Cycle()
    weakref.finalize(cycle, lambda: collected_in.append(threading.current_thread().name))
    ref = weakref.ref(cycle)
    del cycle
    worker = threading.Thread(target=lambda: [[] for _ in range(200_000)], name="busy-worker")
    worker.start()                  # allocates far past the collector's thresholds
    worker.join()
    assert ref() is not None and collected_in == []        # not collected off the GUI thread
    qtbot.waitUntil(lambda: ref() is None, timeout=5000)    # the GUI thread's timer does it
    assert collected_in == [threading.main_thread().name]


def test_the_timer_s_collections_leave_the_frozen_objects_for_a_quiet_moment(qtbot, window):
    from vikings_desktop.ui import gc_on_gui_thread

    assert gc.get_freeze_count() > 0                     # the built window is frozen
    cycle = Cycle()
    ref = weakref.ref(cycle)
    del cycle
    gc_on_gui_thread.freeze_what_lives()                 # as a game over leaves it
    for generation in (0, 1, 2):                         # what the timer runs
        gc.collect(generation)
    assert ref() is not None                             # skipped: no full scan in play
    gc_on_gui_thread.collect_everything()
    assert ref() is None
    assert gc.get_freeze_count() > 0                     # the survivors frozen again


def test_collect_everything_collects_before_it_gives_the_heap_back(monkeypatch, window):
    from vikings_desktop.ui import gc_on_gui_thread

    cycle = Cycle()
    ref = weakref.ref(cycle)
    del cycle
    gc.freeze()
    alive_at_trim: list[bool] = []
    monkeypatch.setattr(gc_on_gui_thread, "give_back_free_memory",
                        lambda: alive_at_trim.append(ref() is not None) or True)
    assert gc_on_gui_thread.collect_everything() is True
    assert alive_at_trim == [False]


def test_a_game_over_collects_the_game_and_gives_its_memory_back_not_during_play(
        monkeypatch, qtbot, window):
    """The full collection holds the GUI thread tens of milliseconds: it comes once the
    results are up, never while the game is loaded or played."""
    from vikings_desktop.ui import gc_on_gui_thread

    table = window.table
    everything_while: list[bool] = []        # was the game over when all was collected?
    real_unfreeze = gc.unfreeze
    monkeypatch.setattr(gc, "unfreeze", lambda: everything_while.append(
        table.session.state is not None and table.session.state.is_over()) or real_unfreeze())
    cycle_alive_at_trim: list[bool] = []
    last_move = _one_move_before_the_end(table)
    qtbot.wait(50)
    cycle = Cycle()                             # the game's garbage, caught in a cycle
    ref = weakref.ref(cycle)
    del cycle
    monkeypatch.setattr(gc_on_gui_thread, "give_back_free_memory",
                        lambda: cycle_alive_at_trim.append(ref() is not None) or True)
    assert everything_while == []               # not while the game was loaded
    _play_the_last_move(qtbot, table, last_move)
    assert everything_while == []               # not within the last move itself
    scoring = window.scoring_dialog              # round 6's large scoring is read first
    if scoring is not None and scoring.isVisible():
        qtbot.wait(50)
        assert everything_while == []           # not while it is read
        scoring.accept()
    qtbot.waitUntil(lambda: cycle_alive_at_trim != [], timeout=5000)
    assert everything_while == [True]
    assert cycle_alive_at_trim == [False]        # collected, then the heap trimmed
    assert window.end_dialog is not None and window.end_dialog.isVisible()
    window.end_dialog.reject()


def _collections_in(monkeypatch, window) -> list[bool]:
    """Each full collection from now on, as whether the game on was over at that moment."""
    collected: list[bool] = []
    state = lambda: window.table.session.state            # noqa: E731
    monkeypatch.setattr("vikings_desktop.ui.main_window.collect_everything",
                        lambda: collected.append(state() is not None and state().is_over()))
    return collected


def test_opening_a_finished_game_shows_it_first_and_collects_while_its_results_are_read(
        monkeypatch, qtbot, window, tmp_path):
    from PySide6.QtWidgets import QApplication

    from vikings_desktop.persistence import SavedGame, write_save

    setup = default_setup(2, 2, seed=5).dealt()
    path = tmp_path / "finished.vkp"
    write_save(path, SavedGame(setup, finished_game(setup, seed=5)))
    collected = _collections_in(monkeypatch, window)
    assert window.files.saves.open_file(path)
    QApplication.processEvents()
    assert collected == []                      # the table and its results come first
    assert window.end_dialog is not None and window.end_dialog.isVisible()
    qtbot.waitUntil(lambda: collected != [], timeout=3000)
    assert collected == [True]
    window.end_dialog.reject()


def test_a_finished_game_left_at_once_is_collected_as_the_next_one_is_set_out(
        monkeypatch, qtbot, window):
    from PySide6.QtWidgets import QApplication

    table = window.table
    last_move = _one_move_before_the_end(table)
    collected = _collections_in(monkeypatch, window)
    _play_the_last_move(qtbot, table, last_move)
    QApplication.processEvents()
    if window.scoring_dialog is not None and window.scoring_dialog.isVisible():
        window.scoring_dialog.accept()          # round 6's large scoring, then the results
        QApplication.processEvents()
    assert collected == []
    table.session.new_game(default_setup(2, 2, seed=6))   # before the results were read
    assert collected == [False]                 # at the new game's start, not in its play
    qtbot.wait(400)
    assert collected == [False]                 # once


def test_an_undo_from_the_results_plays_on_without_a_collection(monkeypatch, qtbot, window):
    table = window.table
    last_move = _one_move_before_the_end(table)
    collected = _collections_in(monkeypatch, window)
    _play_the_last_move(qtbot, table, last_move)
    assert table.session.undo()
    qtbot.wait(400)
    assert collected == []
