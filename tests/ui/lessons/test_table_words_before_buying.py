"""A click on a display before the buying of the advanced game says what to do first, in
the rule book's words (R-A1 auction, R-A2 removing a Viking and choosing the colours), not
the Boatsman's sentence of the large scoring."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from vikings_desktop import i18n
from vikings_desktop.engine import ADVANCED, Bid, Pass, Phase, RemoveViking
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.ui.session.game_table import GameTable


@pytest.fixture
def table(qapp):
    table = GameTable(pace_ms=0)
    seats = (Seat("Astrid", HUMAN, None, "crimson"), Seat("Bjorn", HUMAN, None, "forest"))
    table.session.new_game(GameSetup.shuffled(seats, seed=12, start_player=0, rules=ADVANCED))
    yield table
    table.shutdown()


def to_draft(table) -> None:
    table.act(Bid(3))
    table.act(Pass())
    assert table.session.state.phase is Phase.REMOVE_VIKING
    viking = next(a for a in table.session.state.legal_actions() if isinstance(a, RemoveViking))
    table.act(viking)
    assert table.session.state.phase is Phase.DRAFT


def drop(table) -> str | None:
    return table.drop(table.session.state.current, 2, 1)


def test_each_step_before_the_buying_has_its_own_sentence(table):
    said = {table.session.state.phase: drop(table)}
    table.act(Bid(3))
    table.act(Pass())
    said[table.session.state.phase] = drop(table)
    table.act(next(a for a in table.session.state.legal_actions() if isinstance(a, RemoveViking)))
    said[table.session.state.phase] = drop(table)
    assert said == {
        Phase.AUCTION: "First bid for the start player figure, or pass",
        Phase.REMOVE_VIKING: "First remove one of the drawn Vikings",
        Phase.DRAFT: "First choose a colour: its Vikings go onto the most expensive free "
                     "spaces of the wheel"}
    assert all("Boatsman" not in text for text in said.values())


def test_the_draft_sentence_in_german(qapp, table):
    installed = i18n.install_translators(qapp, "de")
    try:
        to_draft(table)
        refused: list[str] = []
        table.refused.connect(refused.append)
        text = drop(table)
        assert text == ("Wähle zuerst eine Farbe: Ihre Wikinger kommen auf die teuersten "
                        "freien Felder des Drehrads")
        assert refused == [text]
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.English))
