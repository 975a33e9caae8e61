"""Running a game's analysis in the computer players' worker process, off the window's
thread.

    runner = AnalysisRunner(timeline, kept=read_analysis(path))
    runner.verdict_ready.connect(...); runner.progress.connect(...); runner.finished.connect(...)
    runner.start({0})           # the decisions of seat 0 not analysed yet, one at a time
    runner.cancel()             # the worker stops the one under way; its answer is dropped

One decision is asked at a time (``DecisionProcess.request`` with the decision's
``analyst_factory``), so the worker is never flooded and Cancel has at most one request
to stop. The answer comes on a helper thread and reaches the window through a queued
signal. Verdicts are kept by decision (``verdicts``); ``stored()`` is what
``write_analysis`` keeps beside the save, and a kept analysis made the same way (seed,
sweeps) is taken up again: only what is missing is asked.
"""

from __future__ import annotations

import time
from typing import cast

from PySide6.QtCore import QObject, Signal

from vikings_desktop.ai.analysis import (
    COMPARE_SWEEPS,
    DEFAULT_SEED,
    RECHECK_COMPARE_SWEEPS,
    RECHECK_SEARCH_SWEEPS,
    SEARCH_SWEEPS,
    Decision,
    Verdict,
    analyst_factory,
    is_finding,
)
from vikings_desktop.ai.decision_process import DecisionProcess, Done, Factory
from vikings_desktop.persistence.analysis_store import StoredAnalysis, StoredVerdict

from .timeline import Timeline

ANALYSIS_SEED = DEFAULT_SEED


def stored_verdict(verdict: Verdict, round_: int) -> StoredVerdict:
    return StoredVerdict(verdict.index, verdict.seat, round_, verdict.played, verdict.preferred,
                         verdict.cost, verdict.spread, verdict.reasons)


def decisions_of(timeline: Timeline, seats: set[int]) -> list[Decision]:
    """Every decision of ``seats`` in the game: a moment with more than one legal action
    (as ``analysis.decisions``, from the timeline's kept positions)."""
    found = []
    for index, action in enumerate(timeline.actions):
        state = timeline.peek(index)
        if (timeline.seats[index] in seats and not state.is_over()
                and len(state.legal_actions()) > 1):
            found.append(Decision(index, timeline.seats[index], state.round,
                                  state.observation(), action))
    return found


def time_left(taken: list[tuple[int, float]], waiting: list[int]) -> float:
    """The seconds the ``waiting`` decisions (their action indices) will take, from what
    the answered ones took: later decisions take longer (fuller displays to play out and
    score), so a straight line through (index, seconds) is extrapolated, never below half
    the mean so far; the mean itself while fewer than 5 are answered."""
    if not waiting:
        return 0.0
    mean = sum(seconds for _, seconds in taken) / len(taken)
    if len(taken) < 5:
        return mean * len(waiting)
    n = len(taken)
    mean_x = sum(index for index, _ in taken) / n
    spread = sum((index - mean_x) ** 2 for index, _ in taken)
    slope = 0.0 if not spread else sum(
        (index - mean_x) * (seconds - mean) for index, seconds in taken) / spread
    slope = max(0.0, slope)
    return sum(max(mean / 2, mean + slope * (index - mean_x)) for index in waiting)


class AnalysisRunner(QObject):
    """The analysis of one game; one request in the worker at a time."""

    verdict_ready = Signal(object)          # a StoredVerdict just in
    progress = Signal(int, int, object)     # done, total, seconds left (None: not known yet)
    finished = Signal(bool)                 # True: every decision asked is analysed
    _answered = Signal(int, object, str)    # job, Verdict or None, error (queued from a thread)

    def __init__(self, timeline: Timeline, kept: StoredAnalysis | None = None,
                 process: DecisionProcess | None = None, seed: int = ANALYSIS_SEED,
                 search_sweeps: int = SEARCH_SWEEPS, compare_sweeps: int = COMPARE_SWEEPS,
                 recheck_search_sweeps: int = RECHECK_SEARCH_SWEEPS,
                 recheck_compare_sweeps: int = RECHECK_COMPARE_SWEEPS,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.timeline = timeline
        self.seed = seed
        self.settings = {"search_sweeps": search_sweeps, "compare_sweeps": compare_sweeps,
                         "recheck_search_sweeps": recheck_search_sweeps,
                         "recheck_compare_sweeps": recheck_compare_sweeps}
        self._process = process if process is not None else DecisionProcess.shared()
        self._client = self._process.new_client()
        self.verdicts: dict[int, StoredVerdict] = {}
        self.seats: set[int] = set()             # every seat analysed (all its decisions asked)
        self.failed: set[int] = set()            # decisions the worker could not answer
        if kept is not None and self.takes_up(kept):
            self.verdicts = {v.index: v for v in kept.verdicts}
            self.seats = set(kept.seats) if kept.complete else set()
        self._queue: list[Decision] = []
        self._asked: Decision | None = None      # the decision the worker has now
        self._asked_job = -1                     # the job it was asked for
        self._asking: set[int] = set()
        self._job = 0
        self._total = 0
        self._done = 0
        self._started = 0.0
        self._seconds: list[tuple[int, float]] = []   # (action index, seconds) per answer
        self._closed = False
        self._answered.connect(self._on_answer)

    def takes_up(self, kept: StoredAnalysis) -> bool:
        """A kept analysis made the same way (seed, sweeps) is taken up, else redone."""
        return kept.seed == self.seed and kept.settings == self.settings

    # --- reading --------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """An analysis is under way (a cancelled request finishing does not count)."""
        return bool(self._queue) or (self._asked is not None and self._asked_job == self._job)

    @property
    def busy_in_worker(self) -> bool:
        """A request of this analysis is in the worker (a cancelled one until it answers)."""
        return self._asked is not None

    def stored(self) -> StoredAnalysis:
        """What is kept beside the save; complete when every chosen seat is done."""
        seats = self.seats | self._asking
        return StoredAnalysis(tuple(sorted(seats)), self.seed, dict(self.settings),
                              tuple(self.verdicts[i] for i in sorted(self.verdicts)),
                              complete=not self._asking - self.seats)

    def costly(self, threshold: float) -> list[StoredVerdict]:
        """The findings: verdicts surely costing fame, more than ``threshold``, biggest
        first (``analysis.is_finding``)."""
        return sorted((v for v in self.verdicts.values()
                       if is_finding(v.cost, v.spread, threshold)),
                      key=lambda v: (-v.cost, v.index))

    # --- running --------------------------------------------------------------------------
    def start(self, seats: set[int]) -> int:
        """Analyse every decision of ``seats`` not analysed yet; the number to ask (0: all
        known already, ``finished`` comes at once)."""
        self.cancel()
        self._asking = set(seats)
        self._queue = [d for d in decisions_of(self.timeline, set(seats))
                       if d.index not in self.verdicts]
        self._total, self._done = len(self._queue), 0
        self._seconds = []
        self.failed = set()
        self._job += 1
        if not self._queue:
            self.seats |= self._asking
            self.finished.emit(True)
            return 0
        self.progress.emit(0, self._total, None)
        if self._asked is None:
            self._ask_next()
        return self._total

    def cancel(self) -> None:
        """Stop: the request under way stops soon in the worker and its answer is dropped;
        what was analysed is kept (resumed by the next ``start``)."""
        if not self.running:
            return
        self._job += 1
        self._queue = []
        self._process.cancel(self._client)
        self.finished.emit(False)

    def close(self) -> None:
        """The window goes: nothing more is asked and late answers are dropped."""
        self._closed = True
        self.cancel()

    def _ask_next(self) -> None:
        if self._closed or not self._queue:
            return
        decision = self._queue.pop(0)
        self._asked = decision
        self._started = time.monotonic()
        job = self._asked_job = self._job

        def answered(verdict: object, error: str) -> None:
            self._answer_from_thread(job, verdict, error)
        # (an Analyst answers with a Verdict where a strategy answers with an action)
        factory = cast(Factory, analyst_factory(decision, self.seed, **self.settings))
        self._process.request(self._client, None, "analysis", None, decision.observation,
                              cast(Done, answered), factory=factory)

    def _answer_from_thread(self, job: int, verdict: object, error: str) -> None:
        # on a helper thread of the decision process: queued to the window's thread
        try:
            self._answered.emit(job, verdict, error)
        except RuntimeError:
            pass                                  # the window was destroyed meanwhile

    def _on_answer(self, job: int, verdict: object, error: str) -> None:
        asked, self._asked = self._asked, None
        if job != self._job or asked is None:
            # a cancelled request's answer (stopped part way): dropped; a new start waits
            # for it, so that one request at a time is in the worker
            if self._queue:
                self._ask_next()
            return
        self._seconds.append((asked.index, time.monotonic() - self._started))
        self._done += 1
        if isinstance(verdict, Verdict) and not error:
            kept = stored_verdict(verdict, asked.round)
            self.verdicts[kept.index] = kept
            self.verdict_ready.emit(kept)
        else:
            self.failed.add(asked.index)
        self.progress.emit(self._done, self._total,
                           time_left(self._seconds, [d.index for d in self._queue]))
        if self._queue:
            self._ask_next()
        else:
            if not self.failed:
                self.seats |= self._asking
            self.finished.emit(not self.failed)
