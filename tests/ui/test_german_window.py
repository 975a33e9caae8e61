"""The window started in German shows no English source string in its menus, banner,
dialogs and scoring breakdowns."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QLabel, QMenu

from vikings_desktop import i18n
from vikings_desktop.ui.main_window import MainWindow
from vikings_desktop.ui.session.game_table import GameTable
from vikings_desktop.ui.views.dialogs import ExchangeDialog, NewGameDialog, ScoringDialog
from vikings_desktop.ui.words.banner_text import turn_text


def english_sources() -> set[str]:
    """Source strings whose German differs (a shared word like 'Gold' is no evidence)."""
    found = set()
    for message in ET.parse(i18n.FOLDER / "vikings_de.ts").getroot().iter("message"):
        source = message.findtext("source") or ""
        german = "".join(message.find("translation").itertext())
        if german != source and len(source) > 3:
            found.add(source.replace("&", ""))
    return found


@pytest.fixture
def german(qapp):
    installed = i18n.install_translators(qapp, "de")
    yield english_sources()
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.English))


def menu_texts(menu: QMenu) -> list[str]:
    texts = [menu.title()]
    for action in menu.actions():
        texts.append(action.text())
        if action.menu():
            texts.extend(menu_texts(action.menu()))
    return [t.replace("&", "") for t in texts if t]


def assert_german(texts, english):
    leaked = [t for t in texts if t in english or any(e in t for e in english if len(e) > 12)]
    assert not leaked, f"English left in the German window: {leaked}"


def test_german_window_menus_banner_and_dialogs_show_no_english(qtbot, german):
    window = MainWindow(GameTable(pace_ms=0))
    qtbot.addWidget(window)
    texts = [window.windowTitle(), turn_text(window.table)]
    for menu in window.menuBar().findChildren(QMenu):
        texts.extend(menu_texts(menu))
    assert "Sprache" in texts and "Ansicht" in texts and "Spielanleitung" in texts
    new_game = NewGameDialog(window)
    qtbot.addWidget(new_game)
    exchange = ExchangeDialog(3, 5, 6, window)
    qtbot.addWidget(exchange)
    for dialog in (new_game, exchange):
        texts.append(dialog.windowTitle())
        texts.extend(label.text() for label in dialog.findChildren(QLabel))
    assert "Neues Spiel" in texts and "Siegpunkte gegen Gold" in texts
    assert_german(texts, german)


def test_german_scoring_breakdown_names_its_rows_in_german(qtbot, german):
    record = type("Record", (), {"round": 2, "kind": "large", "breakdowns": [
        {"nobles": {"fame": 4, "count": 2}, "ships": {"fame": 3}},
        {"scouts": {"fame": 2}, "goldsmiths": {"gold": 6, "count": 2}}]})()
    dialog = ScoringDialog(record, ["Astrid", "Bjorn"], None)
    qtbot.addWidget(dialog)
    model = dialog.model
    rows = [model.headerData(r, Qt.Vertical) for r in range(model.rowCount())]
    cells = [model.data(model.index(r, c)) for r in range(model.rowCount()) for c in range(2)]
    assert rows == ["Abgewehrte Schiffe", "Adlige", "Späher", "Goldschmiede", "Summe"]   # the book's order
    assert "+4 Siegpunkte für 2" in cells
    assert "+6 Gold für 2" in cells                 # a noun, as the book writes it
    texts = [dialog.windowTitle(), *rows, *(label.text() for label in dialog.findChildren(QLabel))]
    assert_german(texts, german)


def test_german_table_log_tooltips_and_advanced_panel_show_no_english(qtbot, german, tmp_path,
                                                                      monkeypatch):
    import random

    from PySide6.QtCore import QAbstractListModel, QModelIndex
    from PySide6.QtWidgets import QAbstractButton

    from vikings_desktop.engine import ADVANCED, Deal, GameState
    from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(tmp_path))
    window = MainWindow(GameTable(pace_ms=0))
    qtbot.addWidget(window)
    names = ["Astrid", "Bjorn", "Sigrid"]
    deal = Deal.shuffled(3, 6, special_tiles=True)
    state = GameState.from_deal(names, deal, ADVANCED)
    rng = random.Random(6)
    actions = []
    for _ in range(90):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    seats = tuple(Seat(n, HUMAN, None, c) for n, c in zip(names, ("crimson", "forest", "amber"),
                                                          strict=True))
    window.table.session.load(GameSetup(seats, seed=6, rules=ADVANCED), actions, deal)
    texts = list(window.log_model.lines) + [turn_text(window.table)]
    models = [window.wheel_model, window.advanced_panel.offer_model,
              window.advanced_panel.drawn_model] + [p.board.model() for p in window.panels]
    for model in models:
        columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
        for row in range(model.rowCount()):
            for column in range(columns):
                value = model.index(row, column).data(Qt.ToolTipRole)
                if isinstance(value, str):
                    texts.append(value)
    texts += [b.text() for b in window.findChildren(QAbstractButton) if b.text()]
    texts += [label.text() for label in window.findChildren(QLabel) if label.text()]
    assert any("kauft die Kombination" in t for t in texts)
    assert_german(texts, german)


def test_german_new_game_dialog_says_what_is_wrong_in_german(qtbot, german):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.rows[1][1].setText(dialog.rows[0][1].text())          # two players, one name
    assert dialog.problem.text().startswith("Zwei Spieler haben denselben Namen")
    dialog.rows[1][1].setText("")
    assert "Platz 2" in dialog.problem.text() and "Namen" in dialog.problem.text()
    assert_german([dialog.problem.text()], german)


def test_the_tables_own_refusals_and_boatsman_choices_are_german(german):
    from vikings_desktop.engine import Phase
    from vikings_desktop.game_setup import COMPUTER, HUMAN, GameSetup, Seat
    from vikings_desktop.ui.words.boatsman_text import boatsman_choices
    table = GameTable(pace_ms=0)
    try:
        refusals: list[str] = []
        table.refused.connect(refusals.append)
        table.request_buy(0)                                  # no game yet
        seats = (Seat("Ann", COMPUTER, "random", "crimson"), Seat("Bo", HUMAN, None, "forest"))
        table.session.load(GameSetup(seats, seed=3).dealt(start_player=0), [])
        table.request_buy(0)                                  # the computer's turn
        assert refusals[0] == "Starte zuerst ein neues Spiel"
        assert refusals[1] == "Warte: Ann ist am Zug"
        state = table.session.setup.new_state()
        while state.phase is not Phase.BOATSMAN:
            state.apply(state.legal_actions()[0])
        texts = [text for _, text in boatsman_choices(state)]
        assert texts and any("Bootsm" in text for text in texts), texts
        assert_german(texts, german)
    finally:
        table.shutdown()
