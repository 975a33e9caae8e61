"""What is still to come: the counts tab and the wheel hub's tooltip follow every
action and say only what every player at the table can count."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QPoint, QPointF
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from vikings_desktop.engine import ADVANCED, public_counts
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat

SEATS = (Seat("Astrid", HUMAN, None, "crimson"), Seat("Bjorn", HUMAN, None, "forest"))


def numbers(html: str) -> dict[str, int]:
    return {name: int(count) for name, count in
            re.findall(r"<td>([^<]+)</td><td align='right'>&nbsp;(\d+)</td>", html)}


def test_the_counts_tab_follows_the_game(qtbot, window):
    window.table.session.new_game(GameSetup(SEATS, seed=3))
    tab = window.counts_view
    window.tabs.setCurrentWidget(tab)             # the player opens the tab
    counts = public_counts(window.table.session.state)
    shown = numbers(tab.label.text())
    assert shown["Warriors"] == counts.bag[5] and shown["Fishermen"] == counts.bag[1]
    assert sum(shown[k] for k in ("Warriors", "Nobles", "Scouts", "Goldsmiths", "Fishermen",
                                  "Boatsmen")) == 78 - 12          # the wheel's twelve drawn
    assert "Special tiles" not in tab.label.text()                  # the base game has none
    before = tab.label.text()
    setup = window.table.session.setup
    state, actions = setup.new_state(), []
    while state.round == 1:                                       # to the next round's deal
        actions.append(state.legal_actions()[0])
        state.apply(actions[-1])
    window.table.session.load(setup, actions)
    assert tab.label.text() != before
    assert numbers(tab.label.text())["Warriors"] == public_counts(state).bag[5]


def test_the_advanced_game_counts_the_special_tiles_left(qtbot, window):
    window.table.session.new_game(GameSetup(SEATS, seed=4, rules=ADVANCED))
    window.tabs.setCurrentWidget(window.counts_view)
    text = window.counts_view.label.text()
    assert "Special tiles in their stack: 21" in text        # 25 less the 4 face up


def test_the_wheel_hub_says_what_is_still_to_come(qtbot, window):
    window.table.session.new_game(GameSetup(SEATS, seed=3))
    wheel = window.wheel
    center = QPoint(wheel.width() // 2, wheel.height() // 2)
    assert wheel.on_hub(QPointF(center))
    QApplication.sendEvent(wheel, QHelpEvent(QEvent.Type.ToolTip, center, wheel.mapToGlobal(center)))
    assert "In the bag: 66 Vikings" in QToolTip.text()
    QToolTip.hideText()
