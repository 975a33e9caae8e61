"""Leaving a game with moves not saved asks first, as desktop programs do: Quit (Ctrl+Q),
the window's close button and Open… (Ctrl+O) offer Save / Don't save / Cancel, in
English and German; a saved game leaves without a question."""

from __future__ import annotations

import random

import pytest
from message_boxes import click_when_asked
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from vikings_desktop.game_setup import default_setup
from vikings_desktop.persistence import read_save


def play_some(window, moves: int = 4) -> None:
    table = window.table
    table.session.new_game(default_setup(players=2, humans=2, seed=4))
    rng = random.Random(4)
    for _ in range(moves):
        table.session.apply(rng.choice(table.session.state.legal_actions()))
    assert window.isWindowModified()


def press(window, key) -> None:
    window.activateWindow()           # back from a message box, as the player comes back
    QTest.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_q_asks_and_cancel_keeps_the_window(qtbot, window):
    play_some(window)
    seen: list = []
    click_when_asked("Cancel", seen)
    press(window, Qt.Key.Key_Q)
    assert seen and seen[0][0] == "Save the game?"
    assert sorted(seen[0][2]) == ["Cancel", "Don't save", "Save"]
    assert window.isVisible() and window.table.session.has_game


def test_ctrl_q_don_t_save_closes(qtbot, window):
    play_some(window)
    click_when_asked("Don't save")
    press(window, Qt.Key.Key_Q)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)


def test_ctrl_q_save_writes_the_game_then_closes(qtbot, window, tmp_path, monkeypatch):
    play_some(window, moves=6)
    path = tmp_path / "kept.vikings.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    click_when_asked("Save")
    press(window, Qt.Key.Key_Q)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)
    assert len(read_save(path).game.actions) == 6


def test_ctrl_q_save_cancelled_in_the_file_dialog_keeps_the_window(qtbot, window, monkeypatch):
    play_some(window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    click_when_asked("Save")
    press(window, Qt.Key.Key_Q)
    assert window.isVisible()


def close_button(window) -> None:
    """What the window system sends for the title bar's close button: a close event to
    the native window, which the widget gets as a spontaneous one."""
    QCoreApplication.sendEvent(window.windowHandle(), QCloseEvent())


def test_the_close_button_asks_too(qtbot, window):
    """The title bar's close button: the window system's close, which asks; Cancel
    keeps the window, Don't save closes it."""
    play_some(window)
    seen: list = []
    click_when_asked("Cancel", seen)
    close_button(window)
    assert seen and window.isVisible()
    click_when_asked("Don't save")
    close_button(window)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)


def test_ctrl_o_asks_before_the_file_dialog(qtbot, window, monkeypatch):
    play_some(window)
    asked_for_file: list = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: asked_for_file.append(1) or ("", ""))
    click_when_asked("Cancel")
    press(window, Qt.Key.Key_O)
    assert asked_for_file == [] and window.table.session.has_game
    click_when_asked("Don't save")
    window.files.saves.open_action.trigger()        # Game → Open… this time
    assert asked_for_file == [1]


def test_a_saved_game_leaves_without_a_question(qtbot, window, tmp_path, monkeypatch):
    play_some(window)
    path = tmp_path / "g.vikings.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert window.files.saves.save()
    assert not window.isWindowModified()
    press(window, Qt.Key.Key_Q)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)


@pytest.fixture
def german(qapp):
    from PySide6.QtCore import QLocale

    from vikings_desktop import i18n
    installed = i18n.install_translators(qapp, "de")
    yield
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.English))


def test_the_question_in_german(qtbot, window, german):
    play_some(window)
    seen: list = []
    click_when_asked("Abbrechen", seen)
    window.files.saves.confirm_leaving()
    title, text, buttons = seen[0]
    assert title == "Partie speichern?"
    assert "nicht gespeichert" in text
    assert sorted(buttons) == ["Abbrechen", "Nicht speichern", "Speichern"]
