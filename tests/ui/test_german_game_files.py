"""The Game menu's files, undo and autosave speak the player's language: in the German
window its commands, the file dialog's title and filter, the status after saving and the
question to resume an interrupted game are German."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from vikings_desktop import i18n
from vikings_desktop.game_setup import default_setup
from vikings_desktop.persistence import read_save
from vikings_desktop.persistence.autosave_slots import InterruptedGame
from vikings_desktop.persistence.paths import SAVE_SUFFIX
from vikings_desktop.ui.main_window import MainWindow
from vikings_desktop.ui.session.game_table import GameTable


@pytest.fixture
def german_window(qapp, qtbot):
    installed = i18n.install_translators(qapp, "de")
    window = MainWindow(GameTable(pace_ms=0))
    qtbot.addWidget(window)
    yield window
    window.table.shutdown()
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.English))


def test_game_menu_file_and_undo_commands_are_german(german_window):
    files = german_window.files
    texts = [action.text().replace("&", "") for action in (
        files.saves.open_action, files.saves.save_action, files.saves.save_as_action, files.undo_redo.undo_action,
        files.undo_redo.redo_action, files.undo_redo.across_turns_action)]
    assert texts == ["Öffnen…", "Speichern", "Speichern unter…", "Rückgängig", "Wiederholen",
                     "Rückgängig über Züge hinweg erlauben (am selben Bildschirm)"]
    assert files.recent.menu.title().replace("&", "") == "Zuletzt gespielt"


def test_saving_asks_and_answers_in_german(german_window, monkeypatch, tmp_path):
    asked = {}

    def get_save_file_name(parent, title, start, file_filter, *rest):
        asked.update(title=title, file_filter=file_filter)
        return str(tmp_path / f"partie{SAVE_SUFFIX}"), ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", get_save_file_name)
    german_window.table.session.new_game(default_setup(2, humans=2, seed=4))
    assert german_window.files.saves.save_as()
    assert asked["title"] == "Spiel speichern"
    assert asked["file_filter"] == f"Vikings-Spiele (*{SAVE_SUFFIX} *.json);;Alle Dateien (*)"
    assert german_window.statusBar().currentMessage().startswith("Gespeichert unter ")


def test_the_resume_question_is_german(german_window, monkeypatch, tmp_path):
    german_window.table.session.new_game(default_setup(2, humans=2, seed=4))
    path = tmp_path / f"partie{SAVE_SUFFIX}"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(path), ""))
    assert german_window.files.saves.save_as()
    asked = []

    def question(parent, title, text, *rest):
        asked.append((title, text))
        return QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "question", question)
    game = InterruptedGame(path, read_save(path), None)
    assert german_window.files.autosave.choose_interrupted([game]) is None
    [(title, text)] = asked
    assert title == "Spiel fortsetzen?"
    assert text.startswith("Ein Spiel wurde unterbrochen: ") and "Durchgang 1, Züge bisher: 0" in text
    assert text.endswith("Fortsetzen?")


def test_undo_and_redo_name_the_action_in_german_when_the_menu_opens(german_window):
    table, files = german_window.table, german_window.files
    table.session.new_game(default_setup(2, humans=2, seed=4))
    buyer = table.session.seat_name(table.session.state.current)
    buy = next(a for a in table.session.state.legal_actions() if a.space > 0)
    assert table.buy(buy.space, buy.fame)
    assert files.undo_redo.undo_action.text().replace("&", "") == "Rückgängig"     # worded on opening
    game_menu = next(menu for menu in german_window.menuBar().findChildren(QMenu)
                     if files.undo_redo.undo_action in menu.actions())
    game_menu.aboutToShow.emit()
    # the whole sentence as the tooltip, shortened to a menu's width in the menu
    undo = files.undo_redo.undo_action.toolTip()
    assert undo.startswith(f"Rückgängig: {buyer} kauft die Kombination ") and undo.endswith(
        f" für {buy.space} Gold"), undo
    assert files.undo_redo.undo_action.text().replace("&", "").startswith(f"Rückgängig: {buyer} kauft")
    assert files.undo_redo.undo()
    game_menu.aboutToShow.emit()
    assert files.undo_redo.redo_action.toolTip() == undo.replace("Rückgängig", "Wiederholen", 1)


def test_a_file_that_cannot_be_opened_is_refused_in_german(german_window, monkeypatch,
                                                            tmp_path):
    """The refusal's sentence is the player's language; the exact detail follows."""
    shown = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: shown.append(
        (box.windowTitle(), f"{box.text()}\n\n{box.detailedText()}")))
    not_a_save = tmp_path / f"einkauf{SAVE_SUFFIX}"
    not_a_save.write_text('{"milk": 2}', encoding="utf-8")
    newer = tmp_path / f"neu{SAVE_SUFFIX}"
    newer.write_text('{"format": "vikings-desktop-save", "version": 99}', encoding="utf-8")
    cut = tmp_path / f"halb{SAVE_SUFFIX}"
    cut.write_text('{"format": "vikings-desktop-save", "vers', encoding="utf-8")
    for path in (not_a_save, newer, cut):
        assert not german_window.files.saves.open_file(path)
    sentences = [text.split("\n\n")[0] for _title, text in shown]
    assert sentences == [
        "Diese Datei ist kein gespeichertes Wikinger-Spiel.",
        "Dieses Spiel wurde mit einer neueren Version von Vikings Desktop gespeichert. "
        "Bitte aktualisiere das Spiel, um es zu öffnen.",
        "Die Datei ist beschädigt oder wurde außerhalb des Spiels verändert."]
    assert all("\n\nFür eine Fehlermeldung (auf Englisch):\n" in text for _title, text in shown)
    assert "line 1" in shown[2][1]                       # the exact detail is kept


def test_a_game_left_for_a_new_one_is_kept_under_a_german_name(german_window):
    """The file name a game is kept under is the player's language too."""
    from vikings_desktop.persistence import saves_dir
    german_window.table.session.new_game(default_setup(2, humans=2, seed=4))
    state = german_window.table.session.state
    german_window.table.session.load(german_window.table.session.setup, [state.legal_actions()[0]])
    german_window.table.session.new_game(default_setup(2, humans=2, seed=5))
    kept = sorted(path.name for path in saves_dir().glob("*" + SAVE_SUFFIX))
    assert len(kept) == 1 and kept[0].startswith("Unfertige Partie ")
