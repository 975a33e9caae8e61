"""Every game goes into the record: a game that ends in the window as finished,
a game left unfinished for another as abandoned, a finished game only opened not at all;
a damaged record is said in words and the game goes on."""

from __future__ import annotations

import random
import sqlite3
from datetime import datetime

from vikings_desktop.game_setup import COMPUTER, HUMAN, GameSetup, Seat
from vikings_desktop.persistence import records
from vikings_desktop.persistence.records import (
    ABANDONED,
    FINISHED,
    GameRecords,
    game_record,
    records_path,
)

HOT_SEAT = (Seat("Astrid", HUMAN, None, "crimson"), Seat("Bjorn", HUMAN, None, "forest"))
COMPUTERS = (Seat("Astrid", COMPUTER, "random", "crimson"),
             Seat("Bjorn", COMPUTER, "random", "forest"))


def moves(setup: GameSetup, count: int | None) -> list:
    state, actions, rng = setup.new_state(), [], random.Random(setup.seed)
    while not state.is_over() and (count is None or len(actions) < count):
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    return actions


def test_a_game_that_ends_in_the_window_is_recorded_finished(qtbot, window):
    window.table.computers.pace_ms = 0
    with qtbot.waitSignal(window.recorder.recorded, timeout=60000) as kept:
        window.table.session.new_game(GameSetup(COMPUTERS, seed=3))
    assert kept.args == [True]
    [game] = GameRecords(records_path()).games()
    state = window.table.session.state
    assert game.status == FINISHED and [s.fame for s in game.seats] == [p.fame for p in state.players]
    assert [s.level for s in game.seats] == ["random", "random"]


def test_a_game_left_for_another_is_recorded_abandoned(qtbot, window):
    setup = GameSetup.shuffled(HOT_SEAT, seed=4)
    window.table.session.load(setup, moves(setup, 40), setup.deal)
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000):
        window.table.session.new_game(GameSetup(HOT_SEAT, seed=5))
    [game] = GameRecords(records_path()).games()
    assert game.status == ABANDONED and game.key and len(game.actions) == 40


def test_an_undo_or_a_reload_of_the_same_game_is_not_leaving_it(qtbot, window):
    setup = GameSetup.shuffled(HOT_SEAT, seed=6)
    actions = moves(setup, 30)
    window.table.session.load(setup, actions, setup.deal)
    window.table.session.load(setup, actions[:20], setup.deal)      # back in the same game
    window.table.session.across_turns = True
    with qtbot.waitSignal(window.table.position_reset) as undone:
        assert window.files.undo_redo.undo()                          # Reset.UNDO
    assert undone.args[0].same_game
    with qtbot.waitSignal(window.table.position_reset):
        assert window.files.undo_redo.redo()
    qtbot.wait(100)
    assert GameRecords(records_path()).games() == []


def test_a_game_finished_after_an_undo_is_recorded_once(qtbot, window):
    setup = GameSetup.shuffled(HOT_SEAT, seed=11)
    actions = moves(setup, None)
    window.table.session.load(setup, actions[:-1], setup.deal)
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000):
        assert window.table.session.apply(actions[-1]) is None   # ends in the window
    window.table.session.across_turns = True
    window.files.undo_redo.undo()
    assert window.table.session.apply(actions[-1]) is None       # and ends again
    qtbot.wait(100)
    assert [game.status for game in GameRecords(records_path()).games()] == [FINISHED]


def test_a_finished_game_only_opened_is_not_recorded(qtbot, window):
    setup = GameSetup.shuffled(HOT_SEAT, seed=7)
    window.table.session.load(setup, moves(setup, None), setup.deal)
    assert window.table.session.state.is_over()
    qtbot.wait(100)
    assert GameRecords(records_path()).games() == []


def test_a_damaged_record_is_said_once_and_the_game_goes_on(qtbot, window):
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"damaged" * 100)
    for seed in (8, 9):
        setup = GameSetup.shuffled(HOT_SEAT, seed=seed)
        window.table.session.load(setup, moves(setup, 10), setup.deal)
    with qtbot.waitSignal(window.recorder.failed, timeout=10000):
        window.table.session.new_game(GameSetup(HOT_SEAT, seed=10))
    qtbot.waitUntil(lambda: "damaged" in window.status.text())
    assert "sqlite" not in window.status.text().lower()
    assert window.table.session.state is not None and not window.table.session.state.is_over()
    assert path.read_bytes() == b"damaged" * 100


def test_a_record_locked_by_another_program_is_one_short_line_said_once(qtbot, window,
                                                                       monkeypatch):
    """Games left while another program holds the record: each write waits a moment,
    then the window says so once, in one short sentence; the games go on."""
    monkeypatch.setattr(records, "LOCK_TIMEOUT_S", 0.3)
    path = records_path()
    setup = GameSetup.shuffled(HOT_SEAT, seed=12)
    GameRecords(path).add(game_record(setup, moves(setup, 5), datetime.now()))
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    shown = []
    window.recorder.failed.connect(shown.append)
    try:
        for seed in (13, 14, 15):
            setup = GameSetup.shuffled(HOT_SEAT, seed=seed)
            window.table.session.load(setup, moves(setup, 10), setup.deal)
        with qtbot.waitSignal(window.recorder.failed, timeout=10000):
            window.table.session.new_game(GameSetup(HOT_SEAT, seed=16))
        qtbot.waitUntil(lambda: len(shown) == 3, timeout=10000)   # each game tried, each refused
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    text = window.status.text()
    assert text == shown[0] and "in use by another program" in text
    assert "\n" not in text and len(text) <= 100 and "sqlite" not in text.lower()
    assert window.table.session.state is not None and not window.table.session.state.is_over()
    assert len(GameRecords(path).games()) == 1


def test_a_game_played_on_from_a_replay_is_recorded_as_such_and_a_new_game_is_not(
        qtbot, window, tmp_path):
    """"Play on from here" (a real click in the replay) marks the game
    in the record; the next game is a game of its own again."""
    from PySide6.QtCore import Qt
    from replay_games import played_game

    from vikings_desktop.engine import BASE
    from vikings_desktop.persistence import SavedGame, write_save
    setup, actions = played_game(BASE, 2, seed=4, humans=0)     # computers play it on
    path = tmp_path / "finished.vikings.json"
    write_save(path, SavedGame(setup, actions))
    window.table.computers.pace_ms = 0
    replay = window.replays.open_file(path)
    assert replay is not None
    replay.go_to(len(actions) - 8)
    with qtbot.waitSignal(window.recorder.recorded, timeout=60000) as kept:
        qtbot.mouseClick(replay.play_on_button, Qt.MouseButton.LeftButton)
    assert kept.args == [True]
    [game] = GameRecords(records_path()).games()
    assert game.status == FINISHED and game.from_replay
    window.replays.close_all()
    with qtbot.waitSignal(window.recorder.recorded, timeout=60000):
        window.table.session.new_game(GameSetup(COMPUTERS, seed=3))
    newest = GameRecords(records_path()).games()
    assert len(newest) == 2 and not any(g.from_replay for g in newest if g.key != game.key)
    assert not window.table.session.from_replay


def test_a_game_played_on_from_a_replay_keeps_its_mark_through_a_save_and_an_open(
        qtbot, window, tmp_path):
    """Saved, left for another game and opened again, a game played on from a replay is
    still recorded as one, when left and when it ends."""
    from PySide6.QtCore import Qt
    from replay_games import played_game

    from vikings_desktop.engine import BASE
    from vikings_desktop.persistence import SavedGame, read_save, write_save
    setup, actions = played_game(BASE, 2, seed=4, humans=2)     # the window waits for us
    finished = tmp_path / "finished.vikings.json"
    write_save(finished, SavedGame(setup, actions))
    replay = window.replays.open_file(finished)
    assert replay is not None
    replay.go_to(len(actions) - 8)
    qtbot.mouseClick(replay.play_on_button, Qt.MouseButton.LeftButton)
    window.replays.close_all()
    assert window.table.session.from_replay and window.table.session.move_count == len(actions) - 8
    mine = tmp_path / "mine.vikings.json"
    assert window.files.saves.write(mine)
    assert read_save(mine).game.from_replay
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000):
        window.table.session.new_game(GameSetup(HOT_SEAT, seed=16))   # leaves it unfinished
    assert not window.table.session.from_replay
    assert [(g.status, g.from_replay) for g in GameRecords(records_path()).games()] == [
        (ABANDONED, True)]
    assert window.files.saves.open_file(mine) and window.table.session.from_replay
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000):
        session = window.table.session
        while session.move_count < len(actions):     # forced moves the table plays itself
            assert session.apply(actions[session.move_count]) is None
    # the same game, now finished, takes the place of its unfinished record
    assert [(g.status, g.from_replay) for g in GameRecords(records_path()).games()] == [
        (FINISHED, True)]
