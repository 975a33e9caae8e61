"""In the window: German error paths (a failed computer player, a refused save,
the unsaved game's title), level names in players' words, How to play for the game on
the table, the scoring dialog's gold per Goldsmith and the exchange dialog's fame needed,
both as the engine says."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

from vikings_desktop import i18n
from vikings_desktop.engine import ADVANCED, BASE, Deal, GameState
from vikings_desktop.engine.phase import ScoringRecord
from vikings_desktop.engine.queries import fame_to_pay
from vikings_desktop.engine.rules import RuleOptions
from vikings_desktop.engine.scoring import gold_per_goldsmith
from vikings_desktop.game_setup import COMPUTER, HUMAN, GameSetup, Seat
from vikings_desktop.persistence import SavedGame, dumps_save
from vikings_desktop.ui.views.dialogs import ExchangeDialog, ScoringDialog, goldsmith_text
from vikings_desktop.ui.words.how_to_play import how_to_play_text
from vikings_desktop.ui.words.level_names import level_name

RULE_ID = re.compile(r"R-[A-Z]\d")


def two_seats(first_kind=HUMAN):
    return (Seat("Astrid", first_kind, "greedy" if first_kind == COMPUTER else None, "crimson"),
            Seat("Bjorn", HUMAN, None, "forest"))


def test_a_german_window_says_a_computer_failure_and_an_unsaved_game_in_german(
        qtbot, window, german, monkeypatch):
    from failing_thinker import FailingFactory

    from vikings_desktop.ui.session import computer_turns
    monkeypatch.setattr(computer_turns, "make_strategy",          # the strategy raises
                        FailingFactory(KeyError("noble+1 in R-S scoring")))
    table = window.table
    table.computers.failed.connect(lambda _text: table.computers.pause(True))
    with qtbot.waitSignal(table.action_applied, timeout=30000):
        table.session.load(GameSetup(two_seats(COMPUTER), seed=9), [],
                             Deal.shuffled(2, 9, start_player=0))
    assert "ungespeichertes Spiel" in window.windowTitle()
    line = window.log_model.lines[-2]
    assert line.startswith("Der Computerspieler von Astrid kam nicht weiter")
    assert not RULE_ID.search(line) and "KeyError" not in line and "noble" not in line


def test_a_german_window_refuses_a_save_in_german_with_a_german_details_button(
        window, german, tmp_path):
    table = window.table
    table.session.load(GameSetup(two_seats(), seed=3), [], Deal.shuffled(2, 3))
    data = json.loads(dumps_save(SavedGame(table.session.setup, [])))
    data["snapshot"]["round"] = 4
    bad = tmp_path / "kaputt.vikings.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert not window.files.saves.open_file(bad)
    box = next(b for b in window.findChildren(QMessageBox) if b.isVisible())
    assert box.text() == "Die Datei ist beschädigt oder wurde außerhalb des Spiels verändert."
    assert box.detailedText().startswith("Für eine Fehlermeldung (auf Englisch):\n")
    assert "snapshot.round" in box.detailedText()
    buttons = [b.text() for b in box.findChildren(QPushButton)]
    assert any("Details" in t for t in buttons) and not any("Show" in t for t in buttons), buttons
    box.close()


@pytest.mark.parametrize("level, english, german_name", [
    ("greedy", "Short-sighted", "Kurzsichtig"), ("mc", "Thorough", "Gründlich"),
    ("random", "Random moves", "Zufallszüge")])
def test_levels_have_players_words_in_both_languages(qapp, level, english, german_name):
    assert level_name(level) == english
    installed = i18n.install_translators(qapp, "de")
    try:
        assert level_name(level) == german_name
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.English))


def test_how_to_play_tells_the_base_game_and_the_advanced_parts_switched_on():
    base = how_to_play_text(BASE)
    assert "costs its value at the end" in base            # the unrepelled ship
    assert "passes to the left" in base and "advanced" not in base.lower()
    assert how_to_play_text(None) == base
    advanced = how_to_play_text(ADVANCED)
    for part in ("Auction for start player", "Advanced Boatsman", "Special tiles"):
        assert part in advanced
    assert "Single bid" not in advanced
    single = how_to_play_text(RuleOptions(auction=True, single_bid=True))
    assert "Single bid" in single and "counts as a bid of at least 0" in single
    assert "Special tiles" not in single


def test_how_to_play_in_german_describes_the_advanced_game(german):
    text = how_to_play_text(ADVANCED)
    assert "Versteigerung des Startspielerrechts" in text and "Sonderplättchen" in text
    assert "Startspielerfigur" in text and "How to play" not in text


def test_the_small_scoring_dialog_asks_the_engine_for_the_gold_per_goldsmith(qtbot):
    state = GameState.new_game(["A", "B"], seed=2, rules=RuleOptions(special_tiles=True))
    state.players[1].specials.extend(["goldsmith+1", "goldsmith+2"])
    assert [gold_per_goldsmith(p) for p in state.players] == [3, 6]
    text = goldsmith_text(["A", "B"], state.players)
    assert "A: 3 gold" in text and "B: 6 gold" in text
    assert goldsmith_text(["A", "B"], [state.players[0]] * 2).endswith("earn 3 gold each.")
    dialog = ScoringDialog(ScoringRecord(1, "small", [{}, {}]), ["A", "B"], state.players)
    qtbot.addWidget(dialog)
    assert any("B: 6 gold" in label.text() for label in dialog.findChildren(QLabel))


def test_the_exchange_dialog_takes_the_fame_needed_from_the_engine(qtbot):
    state = GameState.new_game(["A", "B"], seed=2)
    state.players[state.current].gold = 2
    need = fame_to_pay(state, 7)
    assert need == 5
    dialog = ExchangeDialog(2, 9, 7, need=need)
    qtbot.addWidget(dialog)
    assert dialog.amount.minimum() == need == dialog.amount.value()
    odd = ExchangeDialog(2, 9, 7, need=3)       # whatever the engine says is what it asks
    qtbot.addWidget(odd)
    assert odd.amount.minimum() == 3


def test_clicking_the_wheel_while_placing_is_refused_in_german(window, german):
    table = window.table
    table.session.load(GameSetup(two_seats(), seed=5), [], Deal.shuffled(2, 5))
    state = table.session.state
    space = next(s for s in range(12) if state.wheel[s] and state.buy_problem(state.current, s)
                 is None and s <= state.players[state.current].gold)
    assert table.request_buy(space) or table.buy(space, 0)
    other = next(s for s in range(12) if table.session.state.wheel[s])
    refusals: list[str] = []
    table.refused.connect(refusals.append)
    assert not table.request_buy(other)
    assert refusals == ["Lege zuerst das gekaufte Plättchen."]
