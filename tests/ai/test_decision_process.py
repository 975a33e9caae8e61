"""Computer decisions in the AI's worker process: same answers as in-process,
one strategy per seat kept across decisions, cancelling stops a search, a dead worker is
replaced."""

from __future__ import annotations

import os
import queue
import signal
import time

import pytest

from vikings_desktop.ai import make_strategy
from vikings_desktop.ai.decision_process import DecisionProcess
from vikings_desktop.engine import GameState


@pytest.fixture(scope="module")
def process():
    decisions = DecisionProcess()
    yield decisions
    decisions.close()


def ask(process, client, key, level, seed, observation, factory=make_strategy, timeout=30):
    answers: queue.Queue = queue.Queue()
    process.request(client, key, level, seed, observation,
                    lambda action, error: answers.put((action, error)), factory)
    return answers.get(timeout=timeout)


def test_a_seat_decides_in_the_worker_as_it_would_in_process(process):
    client = process.new_client()
    state = GameState.new_game(["a", "b", "c"], seed=6)
    local = make_strategy("normal", seed=11)
    for _ in range(12):        # the worker's strategy keeps its state from move to move
        observation = state.observation(state.current)
        action, error = ask(process, client, (1, 0), "normal", 11, observation)
        assert error == "" and action == local.choose(observation)
        state.apply(action)


def test_cancelling_stops_a_long_search_soon(process):
    from slow_thinker import SlowFactory
    client = process.new_client()
    state = GameState.new_game(["a", "b"], seed=2)
    answers: queue.Queue = queue.Queue()
    started = time.monotonic()
    process.request(client, (1, 0), "slow", None, state.observation(0),
                    lambda action, error: answers.put((action, error)), SlowFactory(20.0))
    time.sleep(0.5)
    process.cancel(client)
    action, error = answers.get(timeout=15)
    assert error == "" and time.monotonic() - started < 10     # not the full 20 s


def test_an_error_in_the_worker_comes_back_as_text(process):
    client = process.new_client()
    state = GameState.new_game(["a", "b"], seed=2)
    action, error = ask(process, client, None, "no-such-level", 1, state.observation(0))
    assert action is None and "unknown strategy" in error


def test_a_killed_worker_is_replaced():
    decisions = DecisionProcess()
    try:
        client = decisions.new_client()
        state = GameState.new_game(["a", "b"], seed=3)
        assert ask(decisions, client, None, "random", 1, state.observation(0))[1] == ""
        os.kill(decisions.worker_pid, signal.SIGKILL)
        action, error = ask(decisions, client, None, "random", 1, state.observation(0))
        assert error == "" and action in state.legal_actions()
    finally:
        decisions.close()
