"""Every model says what its items are (flags): shown and selectable, never editable; the
wheel enables only the spaces a group lies on. Roles nobody reads are gone."""

import pytest
from PySide6.QtCore import QModelIndex, Qt

from vikings_desktop.game_setup import default_setup
from vikings_desktop.ui.models.display_model import DisplayModel
from vikings_desktop.ui.models.log_model import LogModel
from vikings_desktop.ui.models.players_model import PlayersModel
from vikings_desktop.ui.models.roles import Role
from vikings_desktop.ui.models.turn_model import TurnModel
from vikings_desktop.ui.models.wheel_model import WheelModel
from vikings_desktop.ui.session.game_table import GameTable

SHOWN = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


@pytest.fixture
def table(qapp):
    c = GameTable(pace_ms=0)
    c.session.new_game(default_setup())
    yield c
    c.shutdown()


def test_display_players_and_log_items_are_shown_and_never_editable(table):
    for model in (DisplayModel(table, 0), PlayersModel(table), LogModel(table),
                  TurnModel(table)):
        if model.rowCount() == 0:
            continue
        flags = model.flags(model.index(0, 0))
        assert flags == SHOWN, type(model).__name__
        assert not flags & Qt.ItemFlag.ItemIsEditable
        assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags


def test_the_wheel_enables_exactly_the_spaces_holding_a_group(table):
    model = WheelModel(table)
    wheel = table.session.state.wheel
    wheel[5] = 0                       # as after a purchase at price 5
    assert any(wheel)
    for price in range(model.rowCount()):
        expected = SHOWN if wheel[price] else Qt.ItemFlag.NoItemFlags
        assert model.flags(model.index(price)) == expected, price


def test_only_roles_a_view_reads_remain():
    assert not {"PRICE", "REASON", "KIND", "HEAD", "LAST"} & set(Role.__members__)
