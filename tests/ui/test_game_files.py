"""The Game menu's files and undo: save from the menu, open (good and bad files), undo and
redo with the keyboard shortcuts, autosave after every action, resume at start."""

from __future__ import annotations

import errno
import json
import random
from pathlib import Path

import pytest
from message_boxes import click_when_asked
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from vikings_desktop.engine import (
    Buy,
    Discard,
    Done,
    MoveViking,
    Phase,
    PlaceStart,
    PlaceTile,
    UseBoatsman,
)
from vikings_desktop.game_setup import default_setup
from vikings_desktop.persistence import (
    FORMAT_VERSION,
    SavedGame,
    autosave_path,
    read_save,
    saves_dir,
    write_save,
)
from vikings_desktop.ui.main_window import MainWindow
from vikings_desktop.ui.models.roles import Role
from vikings_desktop.ui.session.game_table import START, TILE, GameTable


@pytest.fixture
def window(qtbot):
    """The main window, computer players without pauses."""
    win = MainWindow()
    win.table.computers.pace_ms = 0
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    yield win
    win.table.shutdown()


@pytest.fixture
def dialogs(monkeypatch):
    """Scripted file dialogs and recorded message boxes."""
    record = {"save": None, "open": None, "warnings": [], "question": QMessageBox.StandardButton.Yes}

    def warning(parent, title, text, *args):
        record["warnings"].append((title, text))
        return QMessageBox.StandardButton.Ok
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(record["save"]) if record["save"] else "", ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(record["open"]) if record["open"] else "", ""))
    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: record["question"])

    def opened(box):       # a save problem: its sentence, the detail behind "Show details"
        record["warnings"].append((box.windowTitle(), f"{box.text()}\n\n{box.detailedText()}"))
    monkeypatch.setattr(QMessageBox, "open", opened)
    return record


def human_move(table: GameTable, rng: random.Random) -> None:
    """One legal decision for the human to act, made through the table's gestures."""
    state = table.session.state
    seat = state.current
    action = rng.choice(state.legal_actions())
    if isinstance(action, Buy):
        assert table.buy(action.space, action.fame)
    elif isinstance(action, PlaceStart):
        table.hold(START)
        assert table.drop(seat, action.row, 1) is None
    elif isinstance(action, PlaceTile):
        table.hold(TILE)
        table.set_viking_to_mainland(not action.viking_on_tile)
        assert table.drop(seat, action.row, action.col) is None
    elif isinstance(action, UseBoatsman):
        assert table.use_boatsman(action.colour)
    elif isinstance(action, MoveViking):
        assert table.drop(seat, action.row, action.col) is None
    elif isinstance(action, Done):
        assert table.finish()
    else:
        assert isinstance(action, Discard)   # the table discards by itself (R-P5)


def hot_seat(window, moves: int, seed: int = 4) -> None:
    window.table.session.new_game(default_setup(players=2, humans=2, seed=seed))
    rng = random.Random(seed)
    for _ in range(moves):
        human_move(window.table, rng)


def close_dialogs() -> None:
    while QApplication.activeModalWidget() is not None:
        QApplication.activeModalWidget().close()


def key(window, letter, modifiers=Qt.KeyboardModifier.ControlModifier) -> None:
    QTest.keyClick(window, letter, modifiers)


def test_save_from_the_menu_then_open_it_again(window, dialogs, tmp_path):
    hot_seat(window, 9)
    table = window.table
    dialogs["save"] = tmp_path / "evening.vikings.json"
    window.files.saves.save_as_action.trigger()
    assert read_save(dialogs["save"]).state == table.session.state
    saved_state = table.session.state.clone()

    hot_seat(window, 3, seed=8)                      # a different game in the meantime
    dialogs["open"] = dialogs["save"]
    click_when_asked("Don't save")                # the other game is not saved
    key(window, Qt.Key.Key_O)                        # Ctrl+O
    assert table.session.state == saved_state
    assert window.files.saves.path == dialogs["save"]
    assert window.files.recent.recent_games()[0] == str(dialogs["save"])
    assert dialogs["warnings"] == []


def test_the_title_names_the_file_and_marks_unsaved_moves(window, dialogs, tmp_path):
    hot_seat(window, 4)
    assert window.windowTitle() == "Vikings Desktop — unsaved game[*]"
    assert window.isWindowModified()
    dialogs["save"] = tmp_path / "long night.vikings.json"
    key(window, Qt.Key.Key_S)
    assert window.windowTitle() == "Vikings Desktop — long night.vikings.json[*]"
    assert not window.isWindowModified()
    human_move(window.table, random.Random(1))
    assert window.isWindowModified()
    key(window, Qt.Key.Key_Z)                        # back to the saved position
    assert not window.isWindowModified()


def test_ctrl_s_saves_again_to_the_same_file(window, dialogs, tmp_path):
    hot_seat(window, 4)
    dialogs["save"] = tmp_path / "g.vikings.json"
    key(window, Qt.Key.Key_S)
    assert len(read_save(dialogs["save"]).game.actions) == 4
    dialogs["save"] = None                           # no dialog this time
    human_move(window.table, random.Random(1))
    key(window, Qt.Key.Key_S)
    assert len(read_save(tmp_path / "g.vikings.json").game.actions) == 5


def test_save_dialog_starts_in_the_saves_folder(window, monkeypatch):
    hot_seat(window, 2)
    seen = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, caption, start, filt: seen.append(start) or ("", ""))
    assert not window.files.saves.save()
    assert seen and seen[0].startswith(str(saves_dir()))


@pytest.mark.parametrize("content, words", [
    (b'{"format": "vikings-desktop-save", "version": 1, "setup": {', "truncated"),
    (b"{ this is not json", "not valid JSON"),
    (b'{"format": "other-game", "version": 1}', "not a Vikings Desktop save"),
    (b'{"format": "vikings-desktop-save", "version": %d}' % (FORMAT_VERSION + 1),
     "newer Vikings Desktop"),
    (b"\x89PNG\r\n\x1a\n", "not UTF-8"),
])
def test_a_bad_file_is_refused_and_the_game_goes_on(window, dialogs, tmp_path, content, words):
    hot_seat(window, 5)
    before = window.table.session.state.clone()
    bad = tmp_path / "bad.vikings.json"
    bad.write_bytes(content)
    dialogs["open"] = bad
    click_when_asked("Don't save")          # the moves on the table are not saved
    window.files.saves.open_action.trigger()
    assert len(dialogs["warnings"]) == 1
    title, text = dialogs["warnings"][0]
    assert title == "Cannot open the game" and words in text and str(bad) in text
    assert window.table.session.state == before
    assert bad.read_bytes() == content
    human_move(window.table, random.Random(2))  # the window is still usable
    assert len(window.table.session.actions) == 6


def test_a_log_that_does_not_replay_is_refused(window, dialogs, tmp_path):
    hot_seat(window, 6)
    path = tmp_path / "g.vikings.json"
    dialogs["save"] = path
    window.files.saves.save_as()
    data = json.loads(path.read_text())
    data["actions"][0], data["actions"][1] = data["actions"][1], data["actions"][0]
    path.write_text(json.dumps(data))
    dialogs["open"] = path
    assert not window.files.saves.open()
    assert "does not replay" in dialogs["warnings"][0][1]


def test_undo_and_redo_with_the_keyboard_in_hot_seat(window):
    window.table.session.new_game(default_setup(players=2, humans=2, seed=4))
    table = window.table
    rng = random.Random(4)
    human_move(table, rng)                     # the first player buys …
    assert table.session.state.phase is Phase.PLACE
    bought = table.session.state.clone()
    key(window, Qt.Key.Key_Z)                        # Ctrl+Z takes the purchase back
    assert table.session.actions == [] and table.session.state.phase is Phase.BUY
    assert not window.files.undo_redo.undo_action.isEnabled()
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
        | Qt.KeyboardModifier.ShiftModifier)        # Ctrl+Shift+Z redoes it
    assert table.session.state == bought
    assert not window.files.undo_redo.redo_action.isEnabled()


def test_undo_keeps_the_displays_and_they_follow_the_position(window):
    hot_seat(window, moves=2)              # buy, then place the start tile or the bought tile
    table = window.table
    panels = list(window.panels)
    placed = [p.rows for p in table.session.state.players]
    key(window, Qt.Key.Key_Z)
    assert len(table.session.actions) == 1
    assert window.panels == panels                  # same table: views kept, not rebuilt
    assert [p.rows for p in table.session.state.players] != placed
    for seat, player in enumerate(table.session.state.players):
        model = panels[seat].board.model()
        for row in range(6):
            for col in range(1, model.columnCount()):
                assert model.index(row, col).data(Role.TILE) == player.tile_at(row, col)
    window.table.session.new_game(default_setup(players=3, humans=3, seed=5))
    assert len(window.panels) == 3 and not set(window.panels) & set(panels)


def test_hot_seat_undo_stops_at_the_turn_and_the_option_lifts_that(window):
    table = window.table
    table.session.new_game(default_setup(players=2, humans=2, seed=4))
    rng = random.Random(4)
    first = table.session.state.current
    while table.session.state.current == first:
        human_move(table, rng)
    played = list(table.session.actions)
    key(window, Qt.Key.Key_Z)
    assert table.session.actions == played              # the other player's turn is not undone
    window.files.undo_redo.across_turns_action.setChecked(True)
    key(window, Qt.Key.Key_Z)
    assert table.session.actions == played[:-1]


def test_undo_goes_back_through_the_computers_moves(window, qtbot):
    table = window.table
    table.session.new_game(default_setup(players=3, humans=1, seed=6, level="greedy"))
    rng = random.Random(6)
    human = 0                                        # default_setup seats humans first
    while True:
        qtbot.waitUntil(table.session.human_to_act, timeout=10000)
        history = window.table.session
        if len(table.session.actions) > 10 and history.entries[-1].seat != human:
            break                                    # the computers have just moved
        human_move(table, rng)
    full = list(table.session.actions)
    key(window, Qt.Key.Key_Z)
    assert table.session.human_to_act()
    assert len(table.session.actions) < len(full) - 1   # computer moves went back too
    assert table.session.actions == full[:len(table.session.actions)]
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
        | Qt.KeyboardModifier.ShiftModifier)
    assert table.session.actions == full


def autosaved(window):
    """The autosave as the window's writer thread left it once everything is written."""
    assert window.files.autosave.autosave_writer.flush(10)
    return read_save(autosave_path())


def test_every_action_is_autosaved(window):
    hot_seat(window, 3)
    assert len(autosaved(window).game.actions) == 3
    human_move(window.table, random.Random(3))
    assert autosaved(window).state == window.table.session.state
    window.files.undo_redo.undo()
    assert autosaved(window).state == window.table.session.state


def test_resume_an_interrupted_game_at_start(qtbot, dialogs):
    first = MainWindow()
    qtbot.addWidget(first)
    first.table.session.new_game(default_setup(players=2, humans=2, seed=12))
    rng = random.Random(12)
    for _ in range(7):
        human_move(first.table, rng)
    interrupted = first.table.session.state.clone()
    first.close()

    # Next session: a fresh window offers the game and resumes it.
    second = MainWindow()
    qtbot.addWidget(second)
    assert second.files.autosave.offer_resume()
    assert second.table.session.state == interrupted
    assert len(second.table.session.actions) == 7
    second.close()


@pytest.mark.parametrize("file_replaced", [False, True])
def test_a_resumed_game_goes_on_in_its_file_unless_the_file_holds_another_game(
        qtbot, dialogs, tmp_path, file_replaced):
    first = MainWindow()
    qtbot.addWidget(first)
    first.table.session.new_game(default_setup(players=2, humans=2, seed=12))
    rng = random.Random(12)
    for _ in range(4):
        human_move(first.table, rng)
    path = tmp_path / "Evening.vikings.json"
    assert first.files.saves.write(path)
    for _ in range(3):
        human_move(first.table, rng)
    first.close()
    if file_replaced:                       # meanwhile another game was saved over it
        other = SavedGame(default_setup(players=3, seed=99).dealt(), [])
        write_save(path, other)
    before = path.read_bytes()

    second = MainWindow()
    qtbot.addWidget(second)
    assert second.files.autosave.offer_resume()
    assert len(second.table.session.actions) == 7
    if file_replaced:
        assert second.files.saves.path is None
        assert "unsaved game" in second.windowTitle()
    else:
        assert second.files.saves.path == path
        assert "Evening.vikings.json" in second.windowTitle()
        assert second.isWindowModified()          # three moves since it was saved
    assert path.read_bytes() == before            # resuming writes nothing to the file
    second.close()


def test_declining_to_resume_keeps_the_game_in_the_saves_folder(qtbot, dialogs):
    win = MainWindow()
    qtbot.addWidget(win)
    win.table.session.new_game(default_setup(players=2, humans=2, seed=12))
    human_move(win.table, random.Random(1))
    dialogs["question"] = QMessageBox.StandardButton.No
    assert not win.files.autosave.offer_resume()
    kept = list(saves_dir().glob("Interrupted game*"))
    assert len(kept) == 1 and read_save(kept[0]).game.actions == win.table.session.actions
    assert win.files.recent.recent_games() == [str(kept[0])]
    assert not win.files.autosave.offer_resume()              # not offered again
    win.close()


def test_autosave_failure_is_reported_once_and_play_goes_on(window, dialogs, monkeypatch,
                                                            qtbot):
    from vikings_desktop.persistence import SaveError
    from vikings_desktop.persistence import autosave as autosave_module

    def full_disk(*args, **kwargs):
        raise SaveError("cannot save: the disk is full", autosave_path())
    monkeypatch.setattr(autosave_module, "write_autosave", full_disk)
    hot_seat(window, 4)
    assert len(window.table.session.actions) == 4
    assert window.files.autosave.autosave_writer.flush(10)
    qtbot.waitUntil(lambda: bool(dialogs["warnings"]), timeout=5000)   # queued from the writer
    qtbot.wait(50)
    assert [t for t, _ in dialogs["warnings"]] == ["Autosave failed"]
    assert "disk is full" in dialogs["warnings"][0][1]


def test_a_game_saved_by_vikings_cli_selfplay_opens_in_the_window(window, dialogs, tmp_path):
    from vikings_desktop.cli import main
    path = tmp_path / "cli.vikings.json"
    assert main(["selfplay", "--players", "greedy,random,greedy", "--seed", "2",
                 "--stop-after", "30", "--save", str(path)]) == 0
    assert window.files.saves.open_file(path)
    assert dialogs["warnings"] == []
    assert window.table.session.state == read_save(path).state
    assert window.table.session.setup.seats[1].level == "random"


def test_undo_after_a_forced_discard_is_not_stuck_R_P5(window):
    table = window.table
    table.session.new_game(default_setup(players=2, humans=2, seed=8))
    rng = random.Random(8)                           # this game discards in round 2
    while not (table.session.actions and isinstance(table.session.actions[-1], Discard)):
        human_move(table, rng)
    close_dialogs()                                  # the scorings shown meanwhile
    window.files.undo_redo.across_turns_action.setChecked(True)
    played = list(table.session.actions)
    key(window, Qt.Key.Key_Z)
    assert len(table.session.actions) < len(played) - 1          # before the discard's purchase
    assert table.session.actions == played[:len(table.session.actions)]
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
        | Qt.KeyboardModifier.ShiftModifier)
    assert table.session.actions == played


def test_recent_games_menu_opens_a_file(window, dialogs, tmp_path):
    hot_seat(window, 5)
    dialogs["save"] = tmp_path / "recent.vikings.json"
    window.files.saves.save_as()
    saved = window.table.session.state.clone()
    hot_seat(window, 2, seed=9)
    menu = window.files.recent.menu
    menu.aboutToShow.emit()
    entries = [a for a in menu.actions() if a.isEnabled()]
    assert [a.text() for a in entries] == ["recent.vikings.json"]
    click_when_asked("Don't save")                  # the two moves since are not saved
    entries[0].trigger()
    assert window.table.session.state == saved


def test_the_game_menu_lists_the_file_and_undo_commands(window):
    texts = [a.text() for a in window.game_menu.actions() if a.text()]
    for wanted in ("&Open…", "Recent &games", "&Save", "Save &As…", "&Undo", "&Redo"):
        assert wanted in texts
    assert window.files.undo_redo.undo_action.shortcut().toString() == "Ctrl+Z"
    assert window.files.undo_redo.redo_action.shortcut().toString() == "Ctrl+Shift+Z"


@pytest.mark.parametrize("code, words", [(errno.EROFS, "read-only"), (errno.ENOSPC, "disk is full")])
def test_saving_into_a_read_only_or_full_folder_is_a_message(window, dialogs, tmp_path,
                                                             monkeypatch, code, words):
    import os

    from vikings_desktop.persistence import atomic
    hot_seat(window, 3)
    dialogs["save"] = tmp_path / "g.vikings.json"

    def refuse(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)
    assert not window.files.saves.save()
    assert dialogs["warnings"][0][0] == "Cannot save the game"
    assert words in dialogs["warnings"][0][1]
    assert not dialogs["save"].exists()
    human_move(window.table, random.Random(5))  # play goes on
    assert len(window.table.session.actions) == 4


def test_dialogs_open_at_home_when_the_saves_folder_cannot_be_made(window, monkeypatch,
                                                                   tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(blocker / "data"))
    seen = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda parent, caption, start, filt: seen.append(start) or ("", ""))
    assert not window.files.saves.open()
    assert seen == [str(Path.home())]


def unfinished_saves() -> list:
    return sorted(saves_dir().glob("Unfinished game*"))


def test_leaving_an_unsaved_game_for_a_new_one_keeps_it(window):
    hot_seat(window, 3)
    played = list(window.table.session.actions)
    hot_seat(window, 2, seed=9)                      # New game: the autosave follows it
    kept = unfinished_saves()
    assert len(kept) == 1 and read_save(kept[0]).game.actions == played
    assert window.files.recent.recent_games()[0] == str(kept[0])
    assert len(autosaved(window).game.actions) == 2


def test_a_saved_or_finished_game_is_not_kept_twice(window, dialogs, tmp_path):
    hot_seat(window, 3)
    dialogs["save"] = tmp_path / "g.vikings.json"
    window.files.saves.save()
    hot_seat(window, 1, seed=9)
    assert unfinished_saves() == []
    window.files.saves.open_file(dialogs["save"])          # the 1-action game is kept, not this
    assert len(unfinished_saves()) == 1
    assert len(read_save(unfinished_saves()[0]).game.actions) == 1


def test_resume_after_the_program_was_killed(qtbot, dialogs, tmp_path):
    """A window process playing a game is killed (no chance to save or close); the next
    start offers the game exactly as it stood after the last action: the autosave thread
    has it on disk within a second of the action."""
    import os
    import signal
    import subprocess
    import sys
    import textwrap
    import time

    from vikings_desktop.engine import action_from_json
    script = textwrap.dedent(f"""
        import json, os, random, sys, time
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        sys.path.insert(0, {os.path.dirname(__file__)!r})
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from test_game_files import human_move
        from vikings_desktop.engine import action_to_json
        from vikings_desktop.ui.main_window import MainWindow
        from vikings_desktop.game_setup import default_setup
        from vikings_desktop.ui.settings import Settings
        window = MainWindow(settings=Settings(QSettings({str(tmp_path / "s.ini")!r},
                                                        QSettings.IniFormat)))
        window.table.session.new_game(default_setup(players=3, humans=3, seed=21))
        rng = random.Random(21)
        for _ in range(17):
            human_move(window.table, rng)
        print(json.dumps([action_to_json(a) for a in window.table.session.actions]), flush=True)
        time.sleep(60)
    """)
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE,
                             env=dict(os.environ), text=True)
    try:
        played = [action_from_json(a) for a in json.loads(child.stdout.readline())]
        time.sleep(1.0)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
    assert len(played) == 17

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.files.autosave.offer_resume()
    assert window.table.session.actions == played
    assert window.table.session.setup.names == ["Astrid", "Bjorn", "Sigrid"]
    window.close()
