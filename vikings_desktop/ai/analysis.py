"""Looking back at a game: for each decision, the move Hard prefers and what the move played
cost, in fame.

    for decision in decisions(setup.new_state(), actions, seats={0}):
        verdict = analyse(decision, seed=7)
        verdict.cost            # fame Hard's move is better by (≤ 0: the move played is as good)

A decision is a moment where a chosen player had more than one legal action. Hard's search
(``HardStrategy.plans`` and ``search``) picks its preferred plan from the position's
``Observation`` only; then the preferred plan and the plan played are each played out on
the same sampled deals with the same opponents' styles and random draws (common random
numbers, as the search compares its candidates; the noisy greedy rivals' draws too), and
the verdict is the mean difference of the seat's standing in fame at the playouts' ends
(its fame against a blend of the best and the mean rival, ``evaluation.standing``). A
purchase played is played out with the placement Hard's search prefers among that
purchase's own: its placement is a decision of its own, and Normal's first placement, often
one Hard's search drops at once, would blame the purchase for it. The reasons are the parts
of the final scoring, applied at the playouts' ends, where the two plans differ most.

In the auction a bid is judged only against the cheapest choice (passing, or the least bid
where the opener may not pass), the choice Hard's own auction measures every bid against
(``hard.bid_or_pass``). The playouts' rivals bid back only up to Normal's fixed worth of
the start player's seat (``advanced.start_player_worth``, a few gold) and then concede, so
the playouts are optimistic about any bid: a verdict that a bid beat passing would rest on
rivals who concede; one that passing beat the bid played holds despite them.

A finding must be true beyond noise. A difference whose interval (``Z`` standard errors
either side of the mean) does not exclude 0 is not one. One that does, and is worth at
least ``RECHECK_FROM`` fame, is checked again: a deeper search from another seed chooses
Hard's plan anew (agreeing with the move played ends it, cost 0), and the two plans are
played out on fresh deals, more of them; the verdict holds that second measurement. So a
verdict over the window's smallest threshold is a finding only when its rechecked interval
excludes 0 (``is_finding``). Selecting the best of noisy candidates and then measuring it
on the same deals would flatter it. A comparison that can no longer become one (its mean at
most 0, or its interval below ``RECHECK_FROM``) stops at the next look (``_hopeless``):
that only drops candidates and saves most of the time.

Honest and reproducible: only the observation is read, never the hidden order of the
stacks, bag or special tiles (RULES.md §11), so any reshuffle of them gives the same
verdict; a fixed seed (no clock) gives the same numbers.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from vikings_desktop.engine import Action, Bid, GameState, Observation, Phase
from vikings_desktop.engine.projection import if_game_ended_now

from .base import StopCheck
from .evaluation import final_fames, standing
from .hard import STYLES, HardStrategy, hard_context

SEARCH_SWEEPS = 24          # Hard's search per decision (no clock: repeatable)
COMPARE_SWEEPS = 32         # common deals the two plans are played out on
RECHECK_SEARCH_SWEEPS = 40  # the deeper search of a recheck
RECHECK_COMPARE_SWEEPS = 48  # the fresh deals of a recheck
RECHECK_FROM = 1.0          # fame: a significant difference this big is checked again
# Sequential early stop of a comparison: from FIRST_LOOK deals on and every LOOK_EVERY
# deals, a comparison whose mean is at most 0 or whose interval lies below RECHECK_FROM
# stops there (it can no longer become a finding: stopping only ever drops candidates).
FIRST_LOOK = 12
LOOK_EVERY = 4
Z = 1.96                    # standard errors either side: a 95 % interval
COSTLY = 3.0                # fame: a decision that cost more is marked by default
DEFAULT_SEED = 44           # one seed for every analysis: the same game, the same verdicts
# Where the fame at a playout's end came from beyond the final scoring's parts.
BEFORE_FINAL = "fame so far"


@dataclass(frozen=True)
class Decision:
    """A chosen player's decision in a game: the action's index in the log, the public
    position before it and the action played."""
    index: int
    seat: int
    round: int
    observation: Observation
    played: Action


@dataclass(frozen=True)
class Verdict:
    index: int
    seat: int
    played: tuple[Action, ...]       # the plan played (its first action is the one played)
    preferred: tuple[Action, ...]    # Hard's plan
    cost: float                      # fame Hard's plan is better by (mean over the deals)
    spread: float                    # the standard error of that mean
    reasons: tuple[tuple[str, float], ...] = field(default=())   # (part, fame) biggest first

    @property
    def agrees(self) -> bool:
        return self.preferred[0] == self.played[0]

    @property
    def interval(self) -> tuple[float, float]:
        return cost_interval(self.cost, self.spread)


def cost_interval(cost: float, spread: float) -> tuple[float, float]:
    """The fame a move cost, as an interval: ``Z`` standard errors either side."""
    return round(cost - Z * spread, 2), round(cost + Z * spread, 2)


def is_finding(cost: float, spread: float, threshold: float = COSTLY) -> bool:
    """Whether a verdict is shown as a mistake: it cost more than ``threshold`` (at least
    ``RECHECK_FROM``, so it was rechecked) and its interval excludes 0."""
    return cost > max(threshold, RECHECK_FROM) and cost_interval(cost, spread)[0] > 0


def decisions(start: GameState, actions: list[Action], seats: set[int]) -> Iterator[Decision]:
    """Every decision of ``seats`` in the game ``actions`` plays from ``start`` (a copy is
    replayed: the caller's state is not changed)."""
    state = start.clone()
    for index, action in enumerate(actions):
        seat = state.current
        if seat in seats and not state.is_over() and len(state.legal_actions()) > 1:
            yield Decision(index, seat, state.round, state.observation(), action)
        state.apply_unchecked(action)


def analyse(decision: Decision, seed: int, should_stop: StopCheck | None = None,
            search_sweeps: int = SEARCH_SWEEPS, compare_sweeps: int = COMPARE_SWEEPS,
            recheck_search_sweeps: int = RECHECK_SEARCH_SWEEPS,
            recheck_compare_sweeps: int = RECHECK_COMPARE_SWEEPS) -> Verdict:
    """Hard's verdict on one decision (see the module doc)."""
    first = _measure(decision, seed, search_sweeps, compare_sweeps, should_stop)
    low = first.cost - Z * first.spread
    if first.agrees or low <= 0 or first.cost < RECHECK_FROM or recheck_compare_sweeps <= 0:
        return first
    return _measure(decision, seed * 7919 + 2, recheck_search_sweeps, recheck_compare_sweeps,
                    should_stop)


def _measure(decision: Decision, seed: int, search_sweeps: int, compare_sweeps: int,
             should_stop: StopCheck | None) -> Verdict:
    """Hard's search from ``seed`` and, when it disagrees, its plan and the plan played
    compared on ``compare_sweeps`` common deals."""
    observation, played = decision.observation, decision.played
    hard = HardStrategy(seed, time_limit=None, max_sweeps=search_sweeps)
    found: tuple[list[tuple[Action, ...]], bool] | None = hard.plans(observation)
    if found is None:            # Hard would take Normal's choice: every legal action
        found = [(action,) for action in observation.legal_actions()], True
    plans, to_round_end = found
    if observation.state.phase is Phase.AUCTION:
        cheapest = min(observation.legal_actions(), key=_price)
        if played == cheapest:
            return Verdict(decision.index, decision.seat, (played,), (played,), 0.0, 0.0)
        plans = [(cheapest,), (played,)]
    preferred = hard.search(observation, plans, to_round_end, should_stop)
    if preferred[0] == played:
        return Verdict(decision.index, decision.seat, preferred, preferred, 0.0, 0.0)
    # The purchase played with the placement Hard's search prefers among its own (the
    # placement is a decision of its own): with Normal's first one, often a placement
    # Hard drops at once, the purchase would be blamed for the placement.
    own = [plan for plan in plans if plan[0] == played]
    played_plan = (hard.search(observation, own, to_round_end, should_stop) if len(own) > 1
                   else own[0] if own else (played,))
    seat = observation.state.current
    n = len(observation.state.players)
    rng = random.Random(seed * 7919 + 1)
    differences: list[float] = []
    parts: dict[str, float] = {}
    for _ in range(compare_sweeps):
        if should_stop is not None and should_stop():
            break
        deal = observation.sample(rng)
        styles = [rng.choice(STYLES) for _ in range(n)]
        playout_seed = rng.randrange(2**31)
        ends = [_play_out(hard, deal, plan, seat, styles, playout_seed,
                          0 if to_round_end else n) for plan in (preferred, played_plan)]
        better, worse = (_standing(end, seat) for end in ends)
        differences.append(better - worse)
        for part, fame in _parts(ends[0], seat).items():
            parts[part] = parts.get(part, 0.0) + fame
        for part, fame in _parts(ends[1], seat).items():
            parts[part] = parts.get(part, 0.0) - fame
        if _hopeless(differences):
            break
    if len(differences) < 2:     # stopped at once: nothing measured
        return Verdict(decision.index, decision.seat, played_plan, preferred, 0.0, 0.0)
    count = len(differences)
    mean = sum(differences) / count
    variance = sum((d - mean) ** 2 for d in differences) / (count - 1)
    reasons = sorted(((part, total / count) for part, total in parts.items()
                      if abs(total / count) >= 0.5), key=lambda item: -item[1])
    return Verdict(decision.index, decision.seat, played_plan, preferred, round(mean, 2),
                   round((variance / count) ** 0.5, 2), tuple((p, round(f, 1)) for p, f in reasons))


def _price(action: Action) -> int:
    """What an auction choice may cost: passing nothing, a bid its amount (R-A1)."""
    return action.amount if isinstance(action, Bid) else -1


def _play_out(hard: HardStrategy, deal: GameState, plan: tuple[Action, ...], seat: int,
              styles: list[tuple[str, float]], playout_seed: int, extra: int) -> GameState:
    """One plan's playout on a copy of ``deal``. Every random draw of the playout comes
    from ``playout_seed``, the noisy greedy rivals' too (their own generator is reseeded),
    so the two plans compared meet the same rivals' choices wherever their positions
    agree: common random numbers."""
    hard._greedy._rng = random.Random(playout_seed ^ 0x5EED)
    return hard.play_out(deal.clone(), plan, seat, styles, random.Random(playout_seed), extra)


def _hopeless(differences: list[float]) -> bool:
    """Whether a comparison so far can stop: at a look (``FIRST_LOOK`` deals, then every
    ``LOOK_EVERY``), its mean is at most 0 or its whole interval is below ``RECHECK_FROM``,
    so it would not become a finding. Deterministic: it depends on the results only."""
    count = len(differences)
    if count < FIRST_LOOK or (count - FIRST_LOOK) % LOOK_EVERY:
        return False
    mean = sum(differences) / count
    variance = sum((d - mean) ** 2 for d in differences) / (count - 1)
    return mean <= 0 or mean + Z * (variance / count) ** 0.5 < RECHECK_FROM


def analyse_game(start: GameState, actions: list[Action], seats: set[int], seed: int,
                 progress: Callable[[int, int], None] | None = None, *,
                 search_sweeps: int = SEARCH_SWEEPS, compare_sweeps: int = COMPARE_SWEEPS,
                 recheck_search_sweeps: int = RECHECK_SEARCH_SWEEPS,
                 recheck_compare_sweeps: int = RECHECK_COMPARE_SWEEPS,
                 ) -> tuple[list[Decision], list[Verdict]]:
    """Every decision of ``seats`` in a game and Hard's verdict on each, in order; each
    decision's seed is ``seed`` plus its index (as the window's worker gets it), so a
    verdict is the same whichever decisions are analysed with it. ``progress(done,
    total)`` after each one."""
    found = list(decisions(start, actions, seats))
    verdicts = []
    for done, decision in enumerate(found, start=1):
        verdicts.append(analyse(decision, seed + decision.index, None, search_sweeps,
                                compare_sweeps, recheck_search_sweeps, recheck_compare_sweeps))
        if progress is not None:
            progress(done, len(found))
    return found, verdicts


def _standing(end: GameState, seat: int) -> float:
    """The seat's standing in fame at a playout's end (exact once the game is over)."""
    context = None if end.is_over() else hard_context(end)
    return standing(final_fames(end, context=context), seat)


def _parts(end: GameState, seat: int) -> dict[str, float]:
    """The seat's fame at a playout's end by where it comes from: what it has so far and
    each part of the final scoring applied there."""
    projection = if_game_ended_now(end)[seat]
    parts: dict[str, float] = {part: float(entry.get("fame", 0))
                               for part, entry in projection.breakdown.items()}
    parts[BEFORE_FINAL] = float(projection.fame - projection.fame_gained)
    return parts


@dataclass(frozen=True)
class Analyst:
    """One decision's analysis shaped as a strategy, so the computer players' worker
    process runs it like a decision (``DecisionProcess.request(..., factory=analyst)``):
    ``choose`` answers with the Verdict instead of an action."""
    decision_index: int
    seat: int
    round: int
    played: Action
    seed: int
    search_sweeps: int = SEARCH_SWEEPS
    compare_sweeps: int = COMPARE_SWEEPS
    recheck_search_sweeps: int = RECHECK_SEARCH_SWEEPS
    recheck_compare_sweeps: int = RECHECK_COMPARE_SWEEPS
    name: str = "analysis"

    def choose(self, observation: Observation, should_stop: StopCheck | None = None) -> Verdict:
        decision = Decision(self.decision_index, self.seat, self.round, observation, self.played)
        return analyse(decision, self.seed, should_stop, self.search_sweeps, self.compare_sweeps,
                       self.recheck_search_sweeps, self.recheck_compare_sweeps)


def analyst_factory(decision: Decision, seed: int, search_sweeps: int = SEARCH_SWEEPS,
                    compare_sweeps: int = COMPARE_SWEEPS,
                    recheck_search_sweeps: int = RECHECK_SEARCH_SWEEPS,
                    recheck_compare_sweeps: int = RECHECK_COMPARE_SWEEPS,
                    ) -> Callable[[str, int | None], Analyst]:
    """A picklable factory for the worker process: it makes the Analyst of ``decision``
    (its seed per decision, so every verdict is repeatable on its own)."""
    return functools.partial(_make_analyst, decision.index, decision.seat, decision.round,
                             decision.played, seed + decision.index, search_sweeps,
                             compare_sweeps, recheck_search_sweeps, recheck_compare_sweeps)


def _make_analyst(index: int, seat: int, round_: int, played: Action, seed: int,
                  search_sweeps: int, compare_sweeps: int, recheck_search_sweeps: int,
                  recheck_compare_sweeps: int, _level: str = "",
                  _seed: int | None = None) -> Analyst:
    return Analyst(index, seat, round_, played, seed, search_sweeps, compare_sweeps,
                   recheck_search_sweeps, recheck_compare_sweeps)
