""""If the game ended now" on the table: a column of the players' table on demand
and the display header's tooltip, equal to the engine's final scoring applied now."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from vikings_desktop.engine import ADVANCED, if_game_ended_now
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat

SEATS = (Seat("Astrid", HUMAN, None, "crimson"), Seat("Bjorn", HUMAN, None, "forest"),
         Seat("Sigrid", HUMAN, None, "amber"))


def play(window, rules, moves: int, seed: int = 4):
    setup = GameSetup.shuffled(SEATS, seed=seed, rules=rules)
    state, actions, rng = setup.new_state(), [], random.Random(seed)
    for _ in range(moves):
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    window.table.session.load(setup, actions, setup.deal)
    return state


def column(window) -> list:
    model = window.players_model
    return [model.index(row, model.IF_ENDED_COLUMN).data() for row in range(model.rowCount())]


def test_the_column_is_shown_on_demand_and_remembered(qtbot, window):
    play(window, None, 10)
    view, model = window.players_view, window.players_model
    assert view.isColumnHidden(model.IF_ENDED_COLUMN)
    assert not view.isColumnHidden(model.PLAYS_COLUMN)
    window.projection_action.setChecked(True)
    assert not view.isColumnHidden(model.IF_ENDED_COLUMN)
    assert view.isColumnHidden(model.PLAYS_COLUMN)           # who plays: the name's tooltip
    assert model.index(1, 0).data(Qt.ItemDataRole.ToolTipRole) == "human"
    play(window, ADVANCED, 20, seed=5)                       # a new table keeps it shown
    assert not view.isColumnHidden(model.IF_ENDED_COLUMN)
    assert window.settings.store.value("view/if_game_ended_now") in (True, "true")


def test_it_follows_the_game_and_equals_the_final_scoring_applied_now(qtbot, window):
    window.projection_action.setChecked(True)
    for moves in (0, 25, 70, 140):
        state = play(window, ADVANCED, moves)
        assert column(window) == [p.fame for p in if_game_ended_now(state)]


def test_the_display_header_says_where_the_fame_would_come_from(qtbot, window):
    state = play(window, None, 90)
    projection = if_game_ended_now(state)[1]
    title = window.panels[1].title
    point = title.rect().center()
    QApplication.sendEvent(title, QHelpEvent(QEvent.Type.ToolTip, point, title.mapToGlobal(point)))
    QToolTip.hideText()
    tip = title.toolTip()
    assert f"If the game ended now: {projection.fame} fame" in tip
    if "feeding" in projection.breakdown:
        assert "Feeding" in tip
    if "ships" in projection.breakdown:
        assert "Ships not repelled" in tip
