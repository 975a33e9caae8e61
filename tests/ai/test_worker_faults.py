"""The computer players' worker going wrong: a stopped worker
misses its deadline and is replaced, a killed one is replaced and the fresh one asked
again, and closing ends the worker whatever its state."""

from __future__ import annotations

import os
import queue
import signal
import time

import pytest
from late_thinker import LateFactory
from processes import alive

from vikings_desktop.ai.decision_process import DecisionProcess
from vikings_desktop.engine import GameState

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="POSIX signals")


@pytest.fixture
def decisions():
    process = DecisionProcess(deadline=2.0)
    assert process.wait_ready(60)
    yield process
    process.close()


def test_a_stopped_worker_misses_its_deadline_and_a_fresh_one_answers(decisions):
    client = decisions.new_client()
    state = GameState.new_game(["a", "b"], seed=3)
    stopped = decisions.worker_pid
    os.kill(stopped, signal.SIGSTOP)
    answers: queue.Queue = queue.Queue()
    decisions.request(client, (1, 0), "late", None, state.observation(0),
                      lambda action, error: answers.put((action, error)), LateFactory(0.0))
    action, error = answers.get(timeout=60)          # deadline 2 s + a new worker's start
    assert error == "" and action == state.legal_actions()[-1]
    assert decisions.replaced == 1 and decisions.worker_pid != stopped
    deadline = time.monotonic() + 10
    while alive(stopped) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(stopped)                        # killed, not left stopped


def test_closing_ends_a_stopped_worker_at_once():
    process = DecisionProcess()
    assert process.wait_ready(60)
    pid = process.worker_pid
    os.kill(pid, signal.SIGSTOP)
    started = time.monotonic()
    process.close()
    assert time.monotonic() - started < 5
    assert not alive(pid)


def test_a_worker_killed_while_thinking_is_replaced_and_the_fresh_one_asked_again(decisions):
    client = decisions.new_client()
    state = GameState.new_game(["a", "b"], seed=5)
    answers: queue.Queue = queue.Queue()
    decisions.request(client, (1, 0), "late", None, state.observation(0),
                      lambda action, error: answers.put((action, error)), LateFactory(1.0))
    os.kill(decisions.worker_pid, signal.SIGKILL)
    action, error = answers.get(timeout=60)
    assert error == ""                               # no "BrokenProcessPool"
    assert action == state.legal_actions()[-1] != state.legal_actions()[0]
    assert decisions.replaced == 1


def test_a_worker_that_keeps_dying_fails_the_request_in_words(decisions):
    client = decisions.new_client()
    state = GameState.new_game(["a", "b"], seed=5)
    answers: queue.Queue = queue.Queue()
    decisions.request(client, (1, 0), "late", None, state.observation(0),
                      lambda action, error: answers.put((action, error)), LateFactory(30.0))
    for _ in range(3):                               # every attempt's worker is stopped
        pid = decisions.worker_pid
        os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 60
        while decisions.worker_pid == pid and time.monotonic() < deadline:
            time.sleep(0.02)
        if answers.qsize():
            break
        assert decisions.wait_ready(60)
    action, error = answers.get(timeout=60)
    assert action is None and "process" in error and "Broken" not in error
