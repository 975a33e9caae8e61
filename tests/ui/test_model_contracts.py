"""Every model keeps Qt's model contract (pytest-qt's ``qtmodeltester``) while a game is
played, and the wheel model reports only the spaces that changed."""

from __future__ import annotations

import random

import pytest

from vikings_desktop.engine import ADVANCED, BASE, Buy
from vikings_desktop.game_setup import HUMAN, GameSetup, Seat
from vikings_desktop.session import automatic_move
from vikings_desktop.ui.models.advanced_models import (
    AuctionModel,
    DrawnVikingsModel,
    HeldSpecialsModel,
    SpecialOfferModel,
)
from vikings_desktop.ui.models.display_model import DisplayModel
from vikings_desktop.ui.models.log_model import LogModel
from vikings_desktop.ui.models.players_model import PlayersModel
from vikings_desktop.ui.models.scoring_model import ScoringModel
from vikings_desktop.ui.models.turn_model import TurnModel
from vikings_desktop.ui.models.wheel_model import WheelModel
from vikings_desktop.ui.session.game_table import GameTable


@pytest.fixture
def table(qapp):
    c = GameTable(pace_ms=0)
    yield c
    c.shutdown()


def humans(rules, seed=5) -> GameSetup:
    return GameSetup(tuple(Seat(name, HUMAN, None, colour) for name, colour in
                           (("Ann", "crimson"), ("Bo", "forest"), ("Cy", "amber"))),
                     seed=seed, rules=rules)


@pytest.mark.parametrize("rules", [BASE, ADVANCED], ids=["base", "advanced"])
def test_every_model_passes_the_model_tester_through_a_game(qtmodeltester, table, rules):
    models = [WheelModel(table), TurnModel(table), PlayersModel(table),
              LogModel(table), DisplayModel(table, 0), HeldSpecialsModel(table, 1),
              SpecialOfferModel(table), DrawnVikingsModel(table),
              AuctionModel(table)]
    for model in models:                       # before the first game, too
        qtmodeltester.check(model)
    table.session.new_game(humans(rules))
    rng = random.Random(3)
    moves = 0
    while moves < 120 and not table.session.state.is_over():
        table.session.apply(rng.choice(table.session.state.legal_actions()))
        moves += 1
        if moves % 30 == 0:
            for model in models:
                qtmodeltester.check(model)
    assert table.session.state.scorings                    # a scoring was played
    record = table.session.state.scorings[-1]
    qtmodeltester.check(ScoringModel(record, table.session.setup.names))
    table.session.undo() or table.session.load(table.session.setup, [])
    for model in models:
        qtmodeltester.check(model)


def test_the_wheel_model_reports_only_the_spaces_that_changed(table):
    model = WheelModel(table)
    table.session.new_game(humans(BASE))
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda first, last, *_: changed.append((first.row(), last.row())))
    state = table.session.state
    space = next(p for p in range(1, 12) if state.wheel[p] and state.buy_problem(state.current, p)
                 is None)
    assert table.session.apply(Buy(space, 0)) is None
    rows = {row for first, last in changed for row in range(first, last + 1)}
    assert space in rows                                # its group left the wheel
    changed.clear()
    table.set_viking_to_mainland(not table.viking_to_mainland)
    assert changed == []                                # a gesture: the wheel is as it was
    table.hints.changed.emit()                     # (state_changed, nothing new)
    assert changed == []


def test_the_log_follows_undo_and_redo_without_replaying(table, qapp, monkeypatch):
    rng = random.Random(8)
    setup = humans(BASE).dealt()
    state, actions = setup.new_state(), []
    while len(actions) < 150:            # as the window plays: its automatic moves included
        actions.append(automatic_move(state) or rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    log = LogModel(table)
    table.session.load(setup, actions)
    full = list(log.lines)
    table.session.across_turns = True
    starts = []
    real_new_state = GameSetup.new_state
    monkeypatch.setattr(GameSetup, "new_state", lambda s: starts.append(1) or real_new_state(s))
    while table.session.undo():
        if table.session.move_count == 40:
            at_40 = list(log.lines)
    while table.session.redo():
        pass
    assert log.lines == full and starts == []            # the same lines, nothing replayed
    fresh = GameTable(pace_ms=0)
    fresh_log = LogModel(fresh)
    fresh.session.load(setup, actions[:40])
    assert at_40 == fresh_log.lines
    fresh.shutdown()
