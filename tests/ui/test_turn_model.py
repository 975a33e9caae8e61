"""The turn model (Model/View for real): the banner, the wheel's hub, the hand
and the action panel read what they show from it by role, never the game's state; after
a change it names exactly the roles whose values changed; what is legal it asks of the
engine."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from vikings_desktop.engine import Done, Phase, UseBoat, UseBoatsman
from vikings_desktop.engine.components import BOATSMAN
from vikings_desktop.engine.queries import may_exchange, scoring_after_round
from vikings_desktop.game_setup import default_setup
from vikings_desktop.ui.models.roles import Role
from vikings_desktop.ui.models.turn_model import BOATSMAN_PAGE, HAND, TURN_ROLES, TurnModel
from vikings_desktop.ui.session.game_table import START, TILE, GameTable
from vikings_desktop.ui.views import (
    action_panel,
    advanced_panel,
    board,
    display_panel,
    hand,
    turn_banner,
    wheel,
)


@pytest.fixture
def table(qapp):
    c = GameTable(pace_ms=0)
    yield c
    c.shutdown()


def changes(model: TurnModel) -> list[set[int]]:
    found: list[set[int]] = []
    model.dataChanged.connect(lambda top, bottom, roles: found.append(set(roles)))
    return found


def buy_something(table: GameTable) -> None:
    state = table.session.state
    seat = state.current
    price = max(p for p, _, _ in state.groups()
                if state.buy_problem(seat, p) is None and 0 < p <= state.players[seat].gold)
    assert table.request_buy(price)


def test_no_row_before_a_game_and_one_row_with_its_facts_after(table):
    model = TurnModel(table)
    assert model.rowCount() == 0 and model.value(Role.BANNER)
    table.session.new_game(default_setup(players=2, humans=2, seed=4))
    assert model.rowCount() == 1
    state = table.session.state
    index = model.index(0)
    assert index.data(Role.ROUND) == state.round == 1
    assert index.data(Role.GOLD) == state.players[state.current].gold
    assert index.data(Role.NEXT_SCORING) == scoring_after_round(1)
    assert index.data(Role.MAY_EXCHANGE) == may_exchange(state)
    assert index.data(Role.PAGE) == HAND and index.data(Role.HAND) == ()
    assert set(model.roleNames()) == {int(role) for role in TURN_ROLES}


def test_a_gesture_names_only_the_roles_it_changed(table):
    table.session.new_game(default_setup(players=2, humans=2, seed=4))
    model = TurnModel(table)
    found = changes(model)
    table.state_changed.emit()                  # nothing changed: nothing reported
    assert found == []
    buy_something(table)
    assert found and Role.HAND in found[-1] and Role.GOLD in found[-1]
    assert Role.ROUND not in found[-1] and Role.COLOUR not in found[-1]
    held = model.value(Role.HELD)
    found.clear()
    table.hold(TILE if held == START else START)
    assert found and found[-1] <= {Role.HELD, Role.BANNER}       # only what the hand shows
    assert model.value(Role.HELD) != held


def test_the_hand_lists_what_lies_in_it_while_placing_R_P2(table):
    table.session.new_game(default_setup(players=2, humans=2, seed=4))
    model = TurnModel(table)
    buy_something(table)
    state = table.session.state
    assert state.phase is Phase.PLACE
    tile, viking = state.pending_group()
    items = [item for item, _, _ in model.value(Role.HAND)]
    assert items == [TILE, START]                    # the first purchase: start tile too
    assert model.value(Role.HAND)[0][1:] == (tile, viking)
    assert model.value(Role.MAY_EXCHANGE) is False   # fame for gold only while buying


def test_the_boatsman_page_comes_with_the_human_boatsman_phase_R_K2_1(table):
    table.session.new_game(default_setup(players=2, humans=2, seed=4))
    rng, state, actions = random.Random(1), table.session.setup.new_state(), []
    while state.phase is not Phase.BOATSMAN:
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    table.session.load(table.session.setup, actions)
    model = TurnModel(table)
    choices = model.value(Role.BOATSMAN)
    assert model.value(Role.PAGE) == BOATSMAN_PAGE and choices is not None
    assert choices.options and not choices.moving
    assert choices.boatsmen == state.players[state.current].mainland[BOATSMAN]
    assert [action for action, _ in choices.options] == [
        action for action in state.legal_actions()
        if isinstance(action, UseBoatsman | UseBoat | Done)]
    assert all(text for _, text in choices.options)


# What the turn model shows that views once asked the table for (the advanced panel
# asked for the rules, the phase and whether a human acts).
TURN_FACTS = {"state", "rules", "current_phase", "human_to_act"}


@pytest.mark.parametrize("module", [wheel, action_panel, hand, turn_banner, display_panel, board,
                                    advanced_panel])
def test_the_views_never_read_the_game_state(module):
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    reads = [(node.lineno, node.attr) for node in ast.walk(tree)
             if isinstance(node, ast.Attribute) and node.attr in TURN_FACTS
             and "table" in ast.unparse(node.value)]
    assert reads == [], f"{module.__name__} asks the table for {reads}"


def test_the_turn_model_gives_the_phase_and_the_rules(table):
    model = TurnModel(table)
    assert model.value(Role.PHASE) is None and model.value(Role.RULES) is None
    table.session.new_game(default_setup(players=2, humans=2, seed=4))
    assert model.value(Role.PHASE) is table.session.state.phase
    assert model.value(Role.RULES) == table.session.state.rules
