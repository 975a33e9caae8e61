"""The search helpers agree with the engine; Hard can be cancelled; DecisionJob."""

from __future__ import annotations

import threading
import time

import pytest
from ai_positions import state_in_phase
from game_play import position_where

from vikings_desktop.ai import DecisionJob, make_strategy
from vikings_desktop.ai.base import place_plans, player_placements
from vikings_desktop.ai.evaluation import Context, evaluate, final_fames, project, sharpness
from vikings_desktop.ai.hard import HardStrategy
from vikings_desktop.ai.normal import (
    group_gains,
    placement_projections,
    rate_placements,
    rate_projected,
)
from vikings_desktop.engine import Phase


@pytest.mark.parametrize("phase", ["place_with_start_tile", "place"])
def test_fast_placements_mirror_the_engine(phase):
    """player_placements (R-P2…R-P6 on a player copy) == the engine's own placements."""
    state = state_in_phase(phase)
    seat = state.current
    engine = {(plan.actions, repr(plan.state.players[seat].rows),
               tuple(plan.state.players[seat].mainland)) for plan in place_plans(state)}
    fast = {(actions, repr(p.rows), tuple(p.mainland))
            for actions, p in player_placements(state.players[seat], state.pending)}
    assert fast == engine


@pytest.mark.parametrize("players", [2, 4])
def test_placements_projected_once_rate_as_when_projected_anew(players):
    """Normal's purchase rating projects its own placements once, for the purchase's
    standing and for its next pick's gains: the same numbers as projecting each anew."""
    state = position_where(lambda s: s.phase is Phase.BUY and s.round == 2, players=players, seed=4)
    seat, context, sharp = state.current, Context(state), sharpness(state)
    projections = [project(state, p, context) for p in state.players]
    cells = {cell for cell in state.wheel if cell}
    assert cells
    mine = {cell: placement_projections(state, seat, cell, context) for cell in cells}
    for cell in cells:
        assert rate_projected(mine[cell], seat, projections, sharp) == rate_placements(
            state, seat, cell, projections, context, sharp)
    base = projections[seat].value
    anew = {cell: max(project(state, placed, context).value
                      for _actions, placed in player_placements(state.players[seat], cell)) - base
            for cell in cells}
    assert group_gains(mine, base) == anew


def test_evaluation_of_a_finished_game_is_the_real_result():
    state = state_in_phase("buy")
    bots = [make_strategy("greedy", seed=i) for i in range(len(state.players))]
    while not state.is_over():
        state.apply(bots[state.current].choose(state.observation(state.current)))
    fames = final_fames(state)
    assert [int(f) for f in fames] == [p.fame for p in state.players]
    best = max(range(len(fames)), key=lambda s: evaluate(state, s))
    assert best in state.winners()


def busy_position():
    return position_where(lambda s: s.phase is Phase.BUY and s.round == 1
                      and len(s.legal_actions()) > 5, players=2, seed=7)


def test_hard_stops_when_asked():
    state = busy_position()
    bot = HardStrategy(1, width=12, max_sweeps=1000, time_limit=None)
    started = time.perf_counter()
    action = bot.choose(state.observation(state.current), should_stop=lambda: True)
    assert time.perf_counter() - started < 1.0
    assert action in state.legal_actions()


def test_decision_job_cancel_from_another_thread():
    state = busy_position()
    job = DecisionJob(HardStrategy(1, width=12, max_sweeps=1000, time_limit=None),
                      state.observation(state.current), game_id="game-1")
    worker = threading.Thread(target=job.run)
    worker.start()
    job.cancel()
    assert job.wait(2.0)
    worker.join()
    assert job.cancelled and job.result is None and job.error is None


def test_decision_job_returns_the_strategy_choice():
    state = busy_position()
    job = DecisionJob(make_strategy("normal", seed=3), state.observation(state.current))
    assert job.run() == make_strategy("normal", seed=3).choose(state.observation(state.current))
    assert job.finished and job.result in state.legal_actions()


def test_hard_keeps_to_its_time_limit():
    state = position_where(lambda s: s.phase is Phase.BUY and s.round == 1
                       and len(s.legal_actions()) > 6, players=4, seed=3)
    readings = []

    def clock() -> float:          # each reading is 0.1 s later: no real waiting
        readings.append(0.1 * len(readings))
        return readings[-1]

    bot = HardStrategy(4, width=12, max_sweeps=50, time_limit=0.35, clock=clock)
    action = bot.choose(state.observation(state.current))
    assert action in state.legal_actions()
    # the deadline (0.35) is read at 0.0; the search stops at the first reading past it
    assert readings[-1] == pytest.approx(0.4)


def test_hard_searches_the_placement_again_after_its_purchase():
    """After a purchase Hard searches the placement anew with its whole clock, as a
    Hard that meets the position fresh would: the purchase's search shared its time
    among every purchase's placements."""
    state = busy_position()
    readings: list[float] = []

    def clock() -> float:          # each reading is 0.01 s later: no real waiting
        readings.append(0.01 * len(readings))
        return readings[-1]

    bot = HardStrategy(5, width=3, max_sweeps=6, time_limit=10.0, clock=clock)
    state.apply(bot.choose(state.observation(state.current)))
    assert state.phase is Phase.PLACE and len(state.legal_actions()) > 1
    readings.clear()
    action = bot.choose(state.observation(state.current))
    assert len(readings) > 2                     # a search, sweep by sweep, on the clock
    assert state.problem(action) is None
