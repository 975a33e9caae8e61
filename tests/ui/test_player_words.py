"""Player-facing text is for players: the log names the tile, the
Viking, the price and the cell; no visible text carries a rule id (R-P2) or an engine token
(M4, B2); the log follows the newest entry."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from vikings_desktop.engine import ADVANCED, Deal, GameState
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat

RULE_ID = re.compile(r"R-[A-Z]\d")
ENGINE_TOKEN = re.compile(r"\b(M[1-4]|B[1-4])\b|\bgoldsmith\+|\bnoble\+|\bbuilding[1-4]\b")
NAMES = ("Astrid", "Bjorn", "Sigrid")
COLOURS = ("crimson", "royal blue", "forest")



def played(window, actions_wanted: int, rules=None, seed: int = 4) -> None:
    """A hot-seat game loaded after ``actions_wanted`` seeded random actions."""
    from vikings_desktop.engine import BASE
    rules = rules or BASE
    deal = Deal.shuffled(3, seed, special_tiles=rules.special_tiles)
    state = GameState.from_deal(list(NAMES), deal, rules)
    rng = random.Random(seed)
    actions = []
    while len(actions) < actions_wanted and not state.is_over():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    seats = tuple(Seat(n, HUMAN, None, c) for n, c in zip(NAMES, COLOURS, strict=True))
    window.table.session.load(GameSetup(seats, seed=seed, rules=rules), actions, deal)


def visible_texts(window) -> list[str]:
    """Every text the window shows or offers on hover: labels, buttons, tool tips, and the
    display/tool-tip text of every item of its models."""
    texts = []
    for widget in window.findChildren(QWidget):
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        texts.append(widget.toolTip())
    models = [window.wheel_model, window.players_model, window.log_model,
              window.advanced_panel.offer_model, window.advanced_panel.drawn_model,
              window.advanced_panel.auction_model]
    models += [panel.board.model() for panel in window.panels]
    for model in models:
        columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
        for row in range(model.rowCount()):
            for column in range(columns):
                index = model.index(row, column)
                for role in (Qt.DisplayRole, Qt.ToolTipRole):
                    value = index.data(role)
                    if isinstance(value, str):
                        texts.append(value)
    return texts


@pytest.mark.parametrize("rules", [None, ADVANCED], ids=["base", "advanced"])
def test_no_visible_text_holds_a_rule_id_or_an_engine_token(window, rules):
    for actions in (5, 60, 140):
        played(window, actions, rules)
        for text in visible_texts(window):
            assert not RULE_ID.search(text), text
            assert not ENGINE_TOKEN.search(text), text


def test_the_log_names_the_group_its_price_and_the_cell(window):
    played(window, 0)
    table = window.table
    state = table.session.state
    price = next(p for p in range(12) if state.wheel[p] and state.buy_problem(state.current, p) is None
                 and p <= state.players[state.current].gold)
    table.buy(price, 0)
    line = window.log_model.lines[-1]
    assert f"for {price} gold" in line and "buys the" in line and " with a " in line
    start = next(a for a in table.session.state.legal_actions() if type(a).__name__ == "PlaceStart")
    table.hold("start")
    table.drop(table.session.state.current, start.row, 1)
    assert "start tile" in window.log_model.lines[-1]


def test_the_log_follows_the_newest_entry(qtbot, window):
    played(window, 120)
    window.tabs.setCurrentWidget(window.log_view)
    qtbot.wait(20)
    bar = window.log_view.verticalScrollBar()
    assert bar.maximum() > 0
    table = window.table
    table.session.apply(table.session.state.legal_actions()[0])
    qtbot.wait(20)
    assert bar.value() == bar.maximum()


# --- error paths -------------------------------------------------------
ENGINE_ENGLISH = re.compile(r"ValueError|Traceback|failed:|not legal|\bbuy\(|space \d+ is")


def computer_game(qtbot, window, monkeypatch, exception: Exception | None):
    """Astrid (computer) to move with a strategy that fails (raises ``exception``, or
    chooses an illegal action when None), through the worker; returns once the window
    played a legal move for her instead. Computers are held back after that first move."""
    from failing_thinker import FailingFactory

    from vikings_desktop.game_setup import COMPUTER
    from vikings_desktop.ui.session import computer_turns
    monkeypatch.setattr(computer_turns, "make_strategy", FailingFactory(exception))
    table = window.table
    table.computers.failed.connect(lambda _text: table.computers.pause(True))
    seats = (Seat("Astrid", COMPUTER, "greedy", "crimson"), Seat("Bjorn", HUMAN, None, "forest"))
    deal = Deal.shuffled(2, 9, start_player=0)
    with qtbot.waitSignal(table.action_applied, timeout=30000):
        table.session.load(GameSetup(seats, seed=9), [], deal)
    return table


@pytest.mark.parametrize("exception", [
    ValueError("the strategy broke on R-B2 (space 3 is not legal)"),     # it raised
    None,                                                               # it chose badly
], ids=["raises", "illegal-action"])
def test_a_failing_computer_player_shows_no_rule_id_or_engine_english(qtbot, window, monkeypatch,
                                                                      exception):
    table = computer_game(qtbot, window, monkeypatch, exception)
    shown = [window.status.text(), window.log_model.lines[-2]]   # the bar clears on the move
    assert shown[1].startswith("Astrid's computer player got stuck")
    for text in shown + visible_texts(window):
        assert not RULE_ID.search(text), text
        assert not ENGINE_ENGLISH.search(text), text
    assert len(table.session.actions) == 1           # the game went on with an allowed move


def test_a_refused_save_shows_a_sentence_and_keeps_the_detail_behind_a_button(window,
                                                                              tmp_path):
    from PySide6.QtWidgets import QMessageBox, QPushButton
    played(window, 3)
    bad = tmp_path / "bad.vikings.json"
    good = window.table.session
    import json

    from vikings_desktop.persistence import SavedGame, dumps_save
    data = json.loads(dumps_save(SavedGame(good.setup, list(good.actions))))
    data["actions"][0], data["actions"][1] = data["actions"][1], data["actions"][0]
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert not window.files.saves.open_file(bad)
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1
    box = boxes[0]
    assert box.text() == "The file is damaged or was changed outside the game."
    assert "does not replay" in box.detailedText() and str(bad) in box.detailedText()
    texts = [box.text(), box.windowTitle()] + visible_texts(window)
    for text in texts:
        assert not RULE_ID.search(text), text
        assert "does not replay" not in text
    details = [b for b in box.findChildren(QPushButton) if "Details" in b.text()]
    assert details, [b.text() for b in box.findChildren(QPushButton)]   # Qt's "Show Details…"
    box.close()
