"""The window's file paths at the edges: player names that make awkward file
names, a FIFO behind Open… or Recent games, broken characters in a name or the seed of
the new-game dialog."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.persistence import autosave_path, read_save, saves_dir
from vikings_desktop.safe_files import unwritable_character
from vikings_desktop.ui.main_window import MainWindow
from vikings_desktop.ui.settings import RECENT_KEY
from vikings_desktop.ui.views.dialogs import NewGameDialog

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    return win


@pytest.fixture
def warnings(monkeypatch):
    """Message boxes recorded instead of shown; Open… answers with ``opened[0]``."""
    record: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: record.append((title, text)))
    monkeypatch.setattr(QMessageBox, "open",      # save problems: the detail behind a button
                        lambda box: record.append((box.windowTitle(),
                                                   f"{box.text()}\n\n{box.detailedText()}")))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.No)
    return record


# --- awkward names in file names -----------------------------------------------
@pytest.mark.parametrize("name", ["AC/DC", "CON", "a:b", "..", "x" * 40, "trailing. "])
def test_a_game_left_for_a_new_one_is_kept_whatever_the_names(window, warnings, name):
    table = window.table
    table.session.load(GameSetup((Seat(name, HUMAN, None, "crimson"),
                                    Seat("Bo", HUMAN, None, "forest")), seed=4), [])
    state = table.session.state
    table.session.load(table.session.setup, [state.legal_actions()[0]])
    played = list(table.session.actions)
    table.session.load(GameSetup((Seat("Ann", HUMAN, None, "crimson"),
                                    Seat("Bo", HUMAN, None, "forest")), seed=5), [])
    kept = sorted(saves_dir().glob("Unfinished game*"))
    assert warnings == []
    assert len(kept) == 1 and kept[0].parent == saves_dir()
    assert read_save(kept[0]).game.actions == played
    assert read_save(kept[0]).game.setup.names[0] == name


def test_save_as_proposes_a_safe_name(window, monkeypatch):
    proposed = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, start, *a: proposed.append(start) or ("", ""))
    window.table.session.new_game(GameSetup((Seat("AC/DC", HUMAN, None, "crimson"),
                                          Seat("CON", HUMAN, None, "forest")), seed=4))
    window.files.saves.save_as()
    assert os.path.dirname(proposed[0]) == str(saves_dir())
    assert os.path.basename(proposed[0]).startswith("AC_DC-CON ")


def test_a_declined_autosave_with_a_strange_time_stamp_is_kept_in_the_saves_folder(
        window, warnings):
    import json
    window.table.session.new_game(GameSetup((Seat("Ann", HUMAN, None, "crimson"),
                                          Seat("Bo", HUMAN, None, "forest")), seed=4))
    window.table.session.load(window.table.session.setup,
                                [window.table.session.state.legal_actions()[0]])
    # the autosave is written on its own thread: read it once the game with the action is
    # on disk (reading earlier raced the writer and sometimes saw the game of no action)
    assert window.files.autosave.autosave_writer.flush(5.0)
    data = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert data["actions"]
    data["saved_at"] = "../../x:y/CON"
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    assert not window.files.autosave.offer_resume()
    kept = list(saves_dir().glob("Interrupted game*"))
    assert len(kept) == 1 and not autosave_path().exists() and warnings == []


# --- special files behind Open… and Recent games -------------------------------
@needs_fifo
def test_open_refuses_a_fifo_at_once(window, warnings, tmp_path, monkeypatch, no_hang):
    fifo = tmp_path / "game.vikings.json"
    os.mkfifo(fifo)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(fifo), ""))
    assert not window.files.saves.open()
    assert len(warnings) == 1 and "pipe (FIFO)" in warnings[0][1]


@needs_fifo
def test_recent_games_refuse_a_fifo_at_once(window, warnings, tmp_path, no_hang):
    fifo = tmp_path / "game.vikings.json"
    os.mkfifo(fifo)
    window.files.settings.setValue(RECENT_KEY, [str(fifo)])
    assert window.files.recent.recent_games() == []          # not offered: it is no regular file
    assert not window.files.saves.open_file(fifo)           # and refused if asked anyway
    assert "pipe (FIFO)" in warnings[0][1]


# --- names that cannot be written ----------------------------------------------
@pytest.mark.parametrize("name", ["Ann\ud800", "Ann\x07", "Ann\u2028Bo"])
def test_the_new_game_dialog_refuses_a_broken_character(qtbot, name):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.rows[0][1].setText(name)
    typed = dialog.rows[0][1].text()
    if typed != name:                   # Qt dropped it on the way in: nothing broken is left
        assert unwritable_character(typed) is None
        return
    assert "cannot be used" in dialog.problem.text()
    assert not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()


def test_the_new_game_dialog_refuses_names_differing_in_case(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.rows[0][1].setText("astrid")
    dialog.rows[1][1].setText("ASTRID")
    assert "same name" in dialog.problem.text()
    assert not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()


@pytest.mark.parametrize("seed, accepted", [("42", True), ("²", False), ("٣", False),
                                           ("9" * 30, False), ("-1", False)])
def test_the_new_game_dialog_checks_the_seed_without_crashing(qtbot, seed, accepted):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.seed.setText(seed)
    assert dialog.buttons.button(QDialogButtonBox.Ok).isEnabled() is accepted
    assert bool(dialog.problem.text()) is not accepted
