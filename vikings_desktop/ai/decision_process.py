"""Computer decisions in a separate process, without Qt.

A search holds Python's GIL while it thinks; on a thread of the window's process it
starves painting. ``DecisionProcess`` runs every decision in one worker process
(``spawn``: a Qt process must never be forked) and hands the answer to a callback.

- The strategies live in the worker, one per (client, game, seat), so a level keeps its
  own state (its random generator) from one decision to the next, as on a thread.
- Cancelling is a counter per client in shared memory: a request carries the counter's
  value when it was made, and the search's ``should_stop`` compares it with the current
  one, so a stale search stops soon and its answer is dropped by the caller anyway.
- One worker serves every window of the process; it is started on the first request.

    process = DecisionProcess.shared()
    client = process.new_client()
    process.request(client, key=(game, seat), level="hard", seed=7,
                    observation=state.observation(seat), done=callback)

The strategy is made in the worker by ``factory(level, seed)`` (``make_strategy`` unless
the caller passes another picklable factory, as tests do for synthetic thinkers).
    process.cancel(client)          # a new game, a load, closing the window
"""

from __future__ import annotations

import atexit
import multiprocessing
import multiprocessing.connection
import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from vikings_desktop.engine import Action, Observation

from . import make_strategy
from .base import Strategy

CLIENT_SLOTS = 256          # cancellation counters; clients reuse them round-robin

# --- the worker process's side -----------------------------------------------------------
_generations: Sequence[int] = ()                # the shared counters, set by _start_worker
_strategies: dict[tuple, Strategy] = {}          # (client, game, seat) -> its strategy
_games: dict[int, object] = {}                   # client -> the game its strategies are for


def _start_worker(generations: Sequence[int]) -> None:
    global _generations
    _generations = generations
    # A window killed outright cannot shut its worker down: the worker goes with it.
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent.sentinel,), daemon=True,
                         name="exit-with-window").start()


def _exit_with(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


def _ready() -> bool:
    """A no-op a new worker runs first, so its start-up is not paid by a decision."""
    return True


Factory = Callable[[str, int | None], Strategy]


def _decide(client: int, key: tuple | None, factory: Factory, level: str, seed: int | None,
            observation: Observation, generation: int) -> Action | None:
    """One decision in the worker; None when cancelled before it started."""
    slot = client % CLIENT_SLOTS

    def should_stop() -> bool:
        return _generations[slot] != generation

    if should_stop():
        return None
    if key is None:                                     # a one-off (a hint): a fresh strategy
        strategy = factory(level, seed)
    else:
        game = key[0]
        if _games.get(client) != game:                  # the client moved on to a new game
            for old in [k for k in _strategies if k[0] == client]:
                del _strategies[old]
            _games[client] = game
        kept = _strategies.get((client, *key))
        if kept is None:
            kept = _strategies[(client, *key)] = factory(level, seed)
        strategy = kept
    return strategy.choose(observation, should_stop=should_stop)


# --- the caller's side -------------------------------------------------------------------
Done = Callable[[Action | None, str], None]     # (action or None, error text or "")


class DecisionProcess:
    """One worker process deciding for computer players; thread-safe to call."""

    _shared: DecisionProcess | None = None
    _shared_lock = threading.Lock()

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._generations = self._context.Array("q", CLIENT_SLOTS, lock=False)
        self._lock = threading.Lock()
        self._executor: ProcessPoolExecutor | None = None
        self._clients = 0

    @classmethod
    def shared(cls) -> DecisionProcess:
        """The process-wide instance (closed at exit)."""
        with cls._shared_lock:
            if cls._shared is None:
                cls._shared = cls()
                atexit.register(cls._shared.close)
            return cls._shared

    def new_client(self) -> int:
        with self._lock:
            self._clients += 1
            return self._clients

    def start(self) -> None:
        """Start the worker now (it takes a moment) instead of at the first request."""
        with self._lock:
            self._ensure_executor()

    def _ensure_executor(self) -> ProcessPoolExecutor:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                max_workers=1, mp_context=self._context,
                initializer=_start_worker, initargs=(self._generations,))
            self._executor.submit(_ready)
        return self._executor

    def request(self, client: int, key: tuple | None, level: str, seed: int | None,
                observation: Observation, done: Done,
                factory: Factory = make_strategy) -> None:
        """Decide in the worker; ``done(action, error)`` is called on a helper thread of
        this process when the answer is in (a GUI passes it on through a queued signal)."""
        generation = self._generations[client % CLIENT_SLOTS]
        with self._lock:
            executor = self._ensure_executor()
            try:
                future = executor.submit(_decide, client, key, factory, level, seed,
                                         observation, generation)
            except (BrokenProcessPool, RuntimeError):
                # the worker died (killed, out of memory): start a new one and go on
                self._executor = None
                future = self._ensure_executor().submit(
                    _decide, client, key, factory, level, seed, observation, generation)
        future.add_done_callback(lambda f: _report(f, done))

    def cancel(self, client: int) -> None:
        """Stop the client's searches soon; their answers come as None."""
        self._generations[client % CLIENT_SLOTS] += 1

    def close(self) -> None:
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            for slot in range(CLIENT_SLOTS):
                self._generations[slot] += 1
            executor.shutdown(wait=True, cancel_futures=True)


def _report(future: Future, done: Done) -> None:
    if future.cancelled():
        done(None, "")
        return
    error = future.exception()
    if error is not None:
        done(None, f"{type(error).__name__}: {error}")
    else:
        done(future.result(), "")
