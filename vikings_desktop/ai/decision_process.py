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
- Nothing hangs and nothing is lost when the worker goes wrong: every request has a
  deadline (``DEADLINE_SECONDS`` of thinking, the worker's start-up not counted); a
  worker that misses it (stopped, stuck) is killed, a worker that dies (killed, out of
  memory) is noticed, and either way a fresh worker is asked the open requests again
  (``MAX_ATTEMPTS`` times in all). ``close`` ends the worker whatever its state.

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
import contextlib
import itertools
import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from vikings_desktop.engine import Action, Observation

from . import make_strategy
from .base import Strategy

CLIENT_SLOTS = 256          # cancellation counters; clients reuse them round-robin
DEADLINE_SECONDS = 20.0     # thinking time before a worker counts as stuck (Hard: < 1 s)
MAX_ATTEMPTS = 3            # workers asked in turn before a request fails
STOP_SECONDS = 1.0          # what a worker gets to end by itself before it is killed
START_SECONDS = 60.0        # a new worker's start-up (a slow disk, a busy machine)

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


def _serve(connection: multiprocessing.connection.Connection,
           generations: Sequence[int]) -> None:
    """The worker's main loop: ("ready",) once started, then one answer per request,
    (number, action, error text), until told to stop (None) or the window is gone."""
    _start_worker(generations)
    connection.send(("ready",))
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        number, args = request
        try:
            answer: tuple = (number, _decide(*args), "")
        except Exception as exc:  # noqa: BLE001 - reported to the window, never lost
            answer = (number, None, f"{type(exc).__name__}: {exc}")
        try:
            connection.send(answer)
        except Exception as exc:  # noqa: BLE001 - an answer that does not pickle
            connection.send((number, None, f"{type(exc).__name__}: {exc}"))


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


@dataclass
class _Request:
    number: int
    args: tuple
    done: Done
    attempts: int = 0


@dataclass
class _Worker:
    """One worker process and the caller's end of its pipe."""
    process: multiprocessing.process.BaseProcess
    connection: multiprocessing.connection.Connection
    started_at: float = field(default_factory=time.monotonic)
    ready_at: float | None = None        # when it said it was ready (start-up done)
    answered_at: float = 0.0             # its last answer
    sent: dict[int, float] = field(default_factory=dict)   # request number -> sent at

    def due(self, deadline: float) -> float | None:
        """When it counts as stuck unless it answers (None: it has nothing to answer):
        ``deadline`` after it began on its oldest open request, or a generous while
        after its start when it never got ready."""
        if not self.sent:
            return None
        if self.ready_at is None:
            return self.started_at + max(START_SECONDS, deadline)
        return max(self.ready_at, self.answered_at, next(iter(self.sent.values()))) + deadline


class DecisionProcess:
    """One worker process deciding for computer players; thread-safe to call."""

    _shared: DecisionProcess | None = None
    _shared_lock = threading.Lock()

    def __init__(self, deadline: float | None = None) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._generations = self._context.Array("q", CLIENT_SLOTS, lock=False)
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._deadline = deadline               # None: DEADLINE_SECONDS (read when used)
        self._worker: _Worker | None = None
        self._requests: dict[int, _Request] = {}
        self._numbers = itertools.count(1)
        self._clients = 0
        self._closed = False
        self._watchdog: threading.Thread | None = None
        self._started: list[_Worker] = []       # every worker, to end them all at close
        self.replaced = 0                       # workers replaced (stuck or dead), for tests

    @classmethod
    def shared(cls) -> DecisionProcess:
        """The process-wide instance (closed at exit)."""
        with cls._shared_lock:
            if cls._shared is None:
                cls._shared = cls()
                atexit.register(cls._shared.close)
            return cls._shared

    @property
    def deadline(self) -> float:
        return DEADLINE_SECONDS if self._deadline is None else self._deadline

    @property
    def worker_pid(self) -> int | None:
        """The worker's process id (None before the first start), for tests."""
        with self._lock:
            return self._worker.process.pid if self._worker is not None else None

    def new_client(self) -> int:
        with self._lock:
            self._clients += 1
            return self._clients

    def start(self) -> None:
        """Start the worker now (it takes a moment) instead of at the first request."""
        with self._lock:
            if not self._closed:
                self._ensure_worker()

    def wait_ready(self, timeout: float = 60.0) -> bool:
        """Wait until the worker has started (for tests and benchmarks)."""
        self.start()
        with self._changed:
            return self._changed.wait_for(
                lambda: self._worker is not None and self._worker.ready_at is not None,
                timeout)

    def request(self, client: int, key: tuple | None, level: str, seed: int | None,
                observation: Observation, done: Done,
                factory: Factory = make_strategy) -> None:
        """Decide in the worker; ``done(action, error)`` is called on a helper thread of
        this process when the answer is in (a GUI passes it on through a queued signal).
        A worker that dies or misses the deadline is replaced and the fresh one asked."""
        generation = self._generations[client % CLIENT_SLOTS]
        args = (client, key, factory, level, seed, observation, generation)
        with self._lock:
            if self._closed:
                closed = True
            else:
                closed = False
                request = _Request(next(self._numbers), args, done)
                self._requests[request.number] = request
                self._send(request)
        if closed:
            done(None, "")

    def cancel(self, client: int) -> None:
        """Stop the client's searches soon; their answers come as None."""
        self._generations[client % CLIENT_SLOTS] += 1

    def close(self) -> None:
        """End the worker whatever its state (thinking, stopped, stuck): it gets a moment
        to stop by itself, then it is killed. Open requests are answered None."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self._worker = None
            workers, self._started = self._started, []
            pending, self._requests = list(self._requests.values()), {}
            self._changed.notify_all()
        for slot in range(CLIENT_SLOTS):
            self._generations[slot] += 1
        for worker in workers:
            _end(worker)
        for request in pending:
            _call(request.done, None, "")

    # --- inside, under self._lock ---------------------------------------------------------
    def _ensure_worker(self) -> _Worker:
        if self._worker is None:
            parent_end, child_end = self._context.Pipe(duplex=True)
            process = self._context.Process(target=_serve, args=(child_end, self._generations),
                                            name="vikings-decisions", daemon=True)
            process.start()
            child_end.close()
            worker = self._worker = _Worker(process, parent_end)
            self._started = [w for w in self._started if w.process.is_alive()] + [worker]
            threading.Thread(target=self._read, args=(worker,), daemon=True,
                             name="decision-answers").start()
            if self._watchdog is None:
                self._watchdog = threading.Thread(target=self._watch, daemon=True,
                                                  name="decision-deadlines")
                self._watchdog.start()
        return self._worker

    def _send(self, request: _Request) -> None:
        """Hand ``request`` to the worker (a fresh one if need be)."""
        request.attempts += 1
        worker = self._ensure_worker()
        worker.sent[request.number] = time.monotonic()
        try:
            worker.connection.send((request.number, request.args))
        except (OSError, ValueError):
            pass                 # the worker is gone: its reader notices and replaces it
        except Exception as exc:  # noqa: BLE001 - a request that does not pickle
            del worker.sent[request.number]
            del self._requests[request.number]
            threading.Thread(target=_call, args=(request.done, None,
                                                 f"{type(exc).__name__}: {exc}"),
                             daemon=True).start()
        self._changed.notify_all()

    def _replace(self, worker: _Worker, reason: str) -> list[tuple[Done, str]]:
        """``worker`` is dead or stuck: end it and ask a fresh one the requests it had
        not answered (in their order); those asked too often fail, returned to be called
        outside the lock."""
        failed: list[tuple[Done, str]] = []
        if self._worker is not worker:
            return failed                        # replaced already
        self._worker = None
        self.replaced += 1
        with contextlib.suppress(Exception):       # dead or stuck: no time for manners
            worker.process.kill()
        threading.Thread(target=_end, args=(worker,), daemon=True,
                         name="end-worker").start()
        for number in worker.sent:
            request = self._requests.get(number)
            if request is None:
                continue
            if request.attempts >= MAX_ATTEMPTS:
                del self._requests[number]
                failed.append((request.done, f"the computer player's process {reason} "
                                             f"{request.attempts} times"))
            else:
                self._send(request)
        return failed

    # --- helper threads ---------------------------------------------------------------------
    def _read(self, worker: _Worker) -> None:
        """Answers from one worker, until it ends; a death gets it replaced."""
        while True:
            try:
                message = worker.connection.recv()
            except (EOFError, OSError):
                break
            except Exception:  # noqa: BLE001 - an answer that does not unpickle
                break
            now = time.monotonic()
            done: Done | None = None
            with self._lock:
                if message[0] == "ready":
                    worker.ready_at = now
                    self._changed.notify_all()
                    continue
                number, action, error = message
                worker.answered_at = now
                worker.sent.pop(number, None)
                request = self._requests.pop(number, None)
                if request is not None:
                    done = request.done
                self._changed.notify_all()
            if done is not None:
                _call(done, action, error)
        with self._lock:
            failed = [] if self._closed else self._replace(worker, "stopped")
        with contextlib.suppress(Exception):
            worker.connection.close()            # only here: no read is under way on it
        for done_, error_ in failed:
            _call(done_, None, error_)

    def _watch(self) -> None:
        """Kill a worker thinking longer than the deadline (stopped with SIGSTOP, stuck
        in a loop): its reader then gets a fresh worker asked."""
        with self._changed:
            while not self._closed:
                worker = self._worker
                due = worker.due(self.deadline) if worker is not None else None
                if worker is None or due is None:
                    self._changed.wait(1.0)
                    continue
                left = due - time.monotonic()
                if left > 0:
                    self._changed.wait(min(left, 1.0))
                    continue
                failed = self._replace(worker, "did not answer in time")
                if failed:
                    threading.Thread(target=_call_all, args=(failed,), daemon=True).start()


def _end(worker: _Worker) -> None:
    """End a worker for good: ask it, wait a moment, then kill it (a stopped process
    ignores everything but SIGKILL); never blocks for long."""
    if worker.process.is_alive():
        # (on a thread: a full pipe to a stopped worker would block the send)
        threading.Thread(target=_say_stop, args=(worker.connection,), daemon=True,
                         name="stop-worker").start()
        worker.process.join(STOP_SECONDS)
    if worker.process.is_alive():
        with contextlib.suppress(Exception):
            worker.process.kill()
    worker.process.join(STOP_SECONDS)


def _say_stop(connection: multiprocessing.connection.Connection) -> None:
    with contextlib.suppress(Exception):
        connection.send(None)


def _call(done: Done, action: Action | None, error: str) -> None:
    with contextlib.suppress(Exception):
        done(action, error)


def _call_all(calls: list[tuple[Done, str]]) -> None:
    for done, error in calls:
        _call(done, None, error)
