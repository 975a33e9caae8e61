"""Help → Rules: the whole rule set in English and German, illustrated with the
game's art, opened with F1 at the section of the current phase."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings, QUrl
from PySide6.QtGui import QKeySequence, QTextDocument

from vikings_desktop.engine import Phase
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.ui.main_window import MainWindow
from vikings_desktop.ui.session.game_table import GameTable
from vikings_desktop.ui.settings import Settings
from vikings_desktop.ui.views.rules_dialog import SECTION_OF_PHASE, RulesDialog, rules_html

SECTIONS = ("setup", "offer", "buying", "placing", "ships", "small-scoring", "large-scoring",
            "final", "advanced", "auction", "draft", "advanced-boatsman", "special-tiles",
            "network")


@pytest.mark.parametrize("language", ["en", "de"])
def test_both_languages_hold_every_section_for_players(language):
    html = rules_html(language)
    for anchor in SECTIONS:
        assert f'<a name="{anchor}">' in html, anchor
    assert set(SECTION_OF_PHASE.values()) <= set(SECTIONS)
    text = re.sub(r"<[^>]+>", " ", html)
    assert not re.search(r"R-[A-Z]\d", text)                 # no rule ids
    assert not re.search(r"\b(M[1-4]|B[1-4])\b", text)        # no engine tokens


def test_the_german_rules_use_the_games_german_terms():
    text = rules_html("de")
    for term in ("Festland", "Bootsmann", "Kämpfer", "Adlige", "Späher", "Goldschmied",
                 "Fischer", "Siegpunkte", "Drehrad", "Kombination", "Sonderplättchen",
                 "Durchgang", "Stoffsack", "Startspielerfigur", "fertige"):
        assert term in text, term


def test_the_rules_are_illustrated_with_the_games_art(qapp):
    dialog = RulesDialog(language="en")
    document = dialog.browser.document()
    for name in ("art:vikings", "art:island", "art:ships", "art:specials"):
        image = document.resource(QTextDocument.ImageResource, QUrl(name))
        assert image is not None and not image.isNull(), name


def test_f1_opens_the_rules_at_the_section_of_the_current_phase(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    window = MainWindow(GameTable(pace_ms=0),
                        Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)))
    qtbot.addWidget(window)
    window.show()
    window.table.session.new_game(GameSetup((Seat("Ann", HUMAN, None, "crimson"),
                                          Seat("Bo", HUMAN, None, "forest")), seed=3))
    assert window.rules_action.shortcut() == QKeySequence(QKeySequence.HelpContents)
    assert QKeySequence(QKeySequence.HelpContents).toString() == "F1"
    window.rules_action.trigger()
    dialog = window.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.section_for(window.table.session.phase) == "buying"
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() > 0                          # scrolled down to "Buying a group"
    assert dialog.section_for(Phase.AUCTION) == "auction"


@pytest.mark.parametrize("language, menu, no_undo", [
    ("en", "Game → Host a network game…", "there is no undo in a network game"),
    ("de", "Spiel → Netzwerkpartie ausrichten…", "gibt es kein Rückgängig")])
def test_the_rules_tell_how_to_play_with_friends_and_that_a_network_game_has_no_undo(
        language, menu, no_undo):
    html = rules_html(language)
    section = html[html.index('<a name="network">'):]
    assert menu in section and no_undo in section
