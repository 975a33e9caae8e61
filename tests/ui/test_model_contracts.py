"""Every model keeps Qt's model contract (pytest-qt's ``qtmodeltester``) while a game is
played, and the wheel model reports only the spaces that changed (issue 42)."""

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
from vikings_desktop.ui.session.game_controller import GameController


@pytest.fixture
def controller(qapp):
    c = GameController(pace_ms=0)
    yield c
    c.shutdown()


def humans(rules, seed=5) -> GameSetup:
    return GameSetup(tuple(Seat(name, HUMAN, None, colour) for name, colour in
                           (("Ann", "crimson"), ("Bo", "forest"), ("Cy", "amber"))),
                     seed=seed, rules=rules)


@pytest.mark.parametrize("rules", [BASE, ADVANCED], ids=["base", "advanced"])
def test_every_model_passes_the_model_tester_through_a_game(qtmodeltester, controller, rules):
    models = [WheelModel(controller), TurnModel(controller), PlayersModel(controller),
              LogModel(controller), DisplayModel(controller, 0), HeldSpecialsModel(controller, 1),
              SpecialOfferModel(controller), DrawnVikingsModel(controller),
              AuctionModel(controller)]
    for model in models:                       # before the first game, too
        qtmodeltester.check(model)
    controller.new_game(humans(rules))
    rng = random.Random(3)
    moves = 0
    while moves < 120 and not controller.state.is_over():
        controller.session.apply(rng.choice(controller.state.legal_actions()))
        moves += 1
        if moves % 30 == 0:
            for model in models:
                qtmodeltester.check(model)
    assert controller.state.scorings                    # a scoring was played
    record = controller.state.scorings[-1]
    qtmodeltester.check(ScoringModel(record, controller.setup.names))
    controller.session.undo() or controller.session.load(controller.setup, [])
    for model in models:
        qtmodeltester.check(model)


def test_the_wheel_model_reports_only_the_spaces_that_changed(controller):
    model = WheelModel(controller)
    controller.new_game(humans(BASE))
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda first, last, *_: changed.append((first.row(), last.row())))
    state = controller.state
    space = next(p for p in range(1, 12) if state.wheel[p] and state.buy_problem(state.current, p)
                 is None)
    assert controller.session.apply(Buy(space, 0)) is None
    rows = {row for first, last in changed for row in range(first, last + 1)}
    assert space in rows                                # its group left the wheel
    changed.clear()
    controller.set_viking_to_mainland(not controller.viking_to_mainland)
    assert changed == []                                # a gesture: the wheel is as it was
    controller.hints.changed.emit()                     # (state_changed, nothing new)
    assert changed == []


def test_the_log_follows_undo_and_redo_without_replaying(controller, qapp, monkeypatch):
    rng = random.Random(8)
    setup = humans(BASE).dealt()
    state, actions = setup.new_state(), []
    while len(actions) < 150:            # as the window plays: its automatic moves included
        actions.append(automatic_move(state) or rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    log = LogModel(controller)
    controller.load_game(setup, actions)
    full = list(log.lines)
    controller.session.across_turns = True
    starts = []
    real_new_state = GameSetup.new_state
    monkeypatch.setattr(GameSetup, "new_state", lambda s: starts.append(1) or real_new_state(s))
    while controller.session.undo():
        if controller.session.move_count == 40:
            at_40 = list(log.lines)
    while controller.session.redo():
        pass
    assert log.lines == full and starts == []            # the same lines, nothing replayed
    fresh = GameController(pace_ms=0)
    fresh_log = LogModel(fresh)
    fresh.load_game(setup, actions[:40])
    assert at_40 == fresh_log.lines
    fresh.shutdown()
