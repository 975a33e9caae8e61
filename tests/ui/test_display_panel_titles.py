"""The displays' headers keep the widths of their texts for the game on the table only."""

from __future__ import annotations

import random

import pytest

from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.ui.views.display_panel import title_widths_kept


def _seats(names):
    colours = ("crimson", "royal blue", "forest", "amber")
    return tuple(Seat(name, HUMAN, None, colours[i]) for i, name in enumerate(names))


@pytest.mark.parametrize("names", [("Astrid", "Bjorn", "Sigrid", "Leif"),
                                   ("Ragna", "Ulf", "Gunnhild", "Erik")])
def test_a_new_game_forgets_the_last_game_s_header_texts(qtbot, window, names):
    session = window.table.session
    session.new_game(GameSetup(_seats(("Astrid", "Bjorn", "Sigrid", "Leif")), seed=5))
    rng = random.Random(2)
    for _ in range(60):                   # gold and fame change: new header texts
        session.apply(rng.choice(session.state.legal_actions()))
    qtbot.wait(20)
    played = title_widths_kept()
    session.new_game(GameSetup(_seats(names), seed=6))     # the same table, or another
    qtbot.wait(20)
    assert 0 < title_widths_kept() < played
    assert any(panel.title.text() for panel in window.panels)
