"""The ``hard`` level: an anytime Monte Carlo search over sampled deals that does not
assume how its opponents play.

A decision's candidates are every legal purchase with its three best placements (or every
placement, Boatsman use, or advanced-game choice), in the order Normal's rating puts
them. The search runs in **sweeps**: each sweep deals the hidden stacks, bag and special
tiles at random from what is really left (``Observation.sample`` — never the true order,
RULES.md §11), draws a playing style for every other seat, and plays every open candidate
out on that same deal with those same styles (common random numbers, so two candidates
are compared on equal terms). The styles are a mix — Normal's careful rating, the same
with fame-sized noise, and noisy greedy — so no opponent is expected to play like any one
level, a person included. A playout runs to the end of the round and its scoring (into
the next round when this one is about to end); its end position is rated by
``evaluation.final_fames``, exact once the game is over, else with Hard's own weights
(``hard_context``: a Warrior waiting in its row for a ship valued above Normal's weight in
the base game and with 2 players, a Warrior ashore filling one empty Warrior tile, not
all, or else a column whose Warrior-row tile is still to come, the Warriors still to come
shared out over the columns the ships reach, and feeding forecast as uncertain, an unfed
Viking dearer than its fame) — and Hard's standing there turned into a chance to win
(``win_chance``): what a search far ahead or far behind should weigh is winning, not the
margin.

Progressive widening: the search opens Normal's best few candidates first and one more
every few sweeps, so what Normal rates low is still tried when there is time. A
candidate that is behind the best by more than twice the paired standard error is
dropped. The search stops when one candidate is left and none is waiting, after
``max_sweeps``, on its time limit, or when cancelled — anytime: it returns its best so far.

A playout rated at the round's end sees the tile a purchase brings, not what it gives up
for the rest of the game, so two kinds of purchase are searched only when Normal's rating
puts them clearly ahead of every other: paying fame 1:1 for gold (R-B4), and a ship where
no Warrior stands below it (R-T1: most stay unrepelled and cost their value, R-F1); with
the advanced Boatsman, an island tile placed without its Viking when no Boatsman is left to
ferry it (R-A3) is a third. In the advanced game these filters often left a single
purchase (the gold gone in the auction, every group but the one at 0 costs fame), so the
best of those they drop are still searched after the kept ones (``with_alternatives``).
In the auction a bid must beat passing clearly (``bid_or_pass``): the seat is worth
little against the gold it takes.

``HardStrategy.cancel()`` (or ``choose(obs, should_stop=...)``) stops a search early: the
window calls it when the game is closed or loaded.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable

from vikings_desktop.engine import (
    Action,
    Bid,
    Buy,
    Discard,
    GameState,
    Observation,
    Pass,
    Phase,
    PlaceTile,
    feeding_balance,
)
from vikings_desktop.engine.components import BOATSMAN, ROUNDS, SHIP_ROW, WARRIOR, WARRIOR_ROW
from vikings_desktop.engine.display import Player, cell_tile, cell_viking, safe_vikings, threat_map

from .advanced import start_player_worth
from .base import StopCheck, apply_plan, beyond_base_game
from .evaluation import (
    WARRIOR_WAITING,
    Context,
    evaluate,
    fames_from,
    final_fames,
    project,
    sharpness,
    standing,
)
from .normal import NormalStrategy, RatingMemo, pending_placements, rate_placements
from .simple import GreedyStrategy, log_exponential


class Stopped(Exception):
    """The search was cancelled or ran out of time."""


# The advanced game's decisions Hard plays out instead of taking Normal's heuristic.
SEARCHED_ADVANCED_PHASES = frozenset({Phase.AUCTION, Phase.REMOVE_VIKING, Phase.DRAFT,
                                      Phase.SPECIAL, Phase.BUILDING})

# How the other seats play in a playout, drawn per seat and sweep, each as likely: Normal's
# choice, Normal's rating with noise of this many fame, or noisy greedy.
STYLES = (("normal", 0.0), ("normal", 2.0), ("greedy", 1.5))
PRUNE_Z = 2.0              # drop a candidate this many paired standard errors behind
MIN_PAIRED = 4             # sweeps two candidates share before one may be dropped
# The same in the advanced game's own decisions (SEARCHED_ADVANCED_PHASES): few candidates
# whose playouts run to the round's end; on four shared deals about one search in four
# drops the best bid or colour and ends early. The base game's many placements need the
# early drops to reach the good ones in time (there eight plays worse).
ADVANCED_MIN_PAIRED = 8
WIDEN_EVERY = 3            # sweeps between opening one more candidate
# A purchase that pays fame or puts a ship where no Warrior stands must be rated this much
# better (per fame paid; per such ship, as likely as it is to stay unrepelled) than the
# best one without (without_dear_purchases).
FAME_PAYMENT_PREMIUM = 3.0
PLACEMENTS_PER_PURCHASE = 3       # a purchase is searched with this many of its placements
# Times the chance that no Warrior comes to its column: the playouts end at the round and
# miss how often such a ship stays unrepelled to the end (R-F1).
UNGUARDED_SHIP_PREMIUM = 8.0
# A Warrior waiting in the Warriors' row for a ship, per large scoring, at a playout's end:
# more than Normal's WARRIOR_WAITING, since the wheel often leaves only ships late in a
# round and only Warriors ready in their columns repel them.
HARD_WARRIOR_WAITING = 3.5
# In the advanced game with 3 or 4 players a Warrior waiting is worth what Normal gives
# it: each buys fewer groups a round there, so the wheel leaves fewer ships late. With 2
# players HARD_WARRIOR_WAITING stays.
ADVANCED_WARRIOR_WAITING = WARRIOR_WAITING
# A Warrior ashore fills one empty Warrior tile, not every one, as many as the Boatsmen
# can move there (evaluation.moved_in_columns, warriors_moved_in).
HARD_ALLOT_WAITING = True
# A Warrior ashore no empty Warrior tile takes still repels a ship in a column without a
# Warrior-row tile, once a tile is placed there (evaluation.Context.ashore_tile_chance).
HARD_ASHORE_TILES = True
# The feeding forecast's uncertainty per square root of a purchase to come: a purchase
# brings a Fisherman to a tile with chance ~0.15 (FUTURE_FISHERMEN), 5 places each, so
# 5 × sqrt(0.15 × 0.85) ≈ 1.8 (evaluation.feeding_value).
HARD_FEEDING_SPREAD = 1.8
# An unfed Viking at a playout's end costs Hard this much (R-F6 takes 1 fame): the playout
# stops at the round's end, and from there Vikings are bought faster than Fishermen come.
# In a 2-player advanced game the exact end charges it too (win_chance), so round 6 does
# not weigh hunger least.
HARD_UNFED_COST = 2.0
# A Viking ashore no Boatsman will ferry (R-A3: one Viking a Boatsman) costs Hard this much
# beyond its feeding at a playout's end (evaluation.STRANDED_COST is Normal's 1.0): it
# scores nothing and must still be fed. The advanced Boatsman only.
HARD_STRANDED_COST = 2.0
# The Boatsmen that will ferry leave the game (R-A3) and are not fed at the end (R-F6):
# Hard's end rating does not charge their feeding (Normal's does), so a Boatsman bought
# for a Viking ashore is not rated 2 fame dearer than it is (HARD_UNFED_COST per Viking).
HARD_BOATSMEN_LEAVE = True
# The advanced Boatsman (R-A3): an island tile placed without its Viking (or discarded,
# R-P5) while no Boatsman ashore is left to ferry it strands that Viking. Such a placement
# stays a candidate only when Normal's rating puts it this much (fame) above the best
# purchase that strands none, since playouts ending at the round undercount the cost.
STRANDING_PREMIUM = 2.0
# Warriors a player still gets per purchase to come: ~12 come out of the bag for 72
# purchases, and not every one reaches a ship's column (Context.warrior_supply): late in
# the game three unguarded columns do not each expect their own Warrior.
HARD_WARRIOR_SUPPLY = 0.12
# A ship no Warrior repels at the end costs Hard this much fame beyond its penalty (R-F1),
# in a playout's end rating and in the exact end of the game, for every player alike (so
# a ship left to a rival counts for Hard). The penalty of a gold ship is little fame, so a
# search for wins alone lets such ships stand when another group is a little better; the
# window's players see them as Hard's mistakes.
HARD_UNREPELLED_COST = 1.5
# Purchases that bring an unrepelled ship its Warrior nearer (R-T1: a Warrior for the empty
# Warrior tile under it, a Warrior-row tile under it, the Boatsman that moves a waiting
# Warrior in, R-K2.1) are opened right after the best-rated one, this many at most:
# Normal's one-round rating ranks them low, so the search would seldom reach them.
SHIP_HELPERS_OPENED = 2
# A playout's end is rated as a chance to win, not a fame margin: a logistic of the
# projected standing, as uncertain as the rounds still to play (fame per round left).
WIN_SCALE_END = 2.0
WIN_SCALE_PER_ROUND = 4.0
# In the advanced game the margin keeps a say where the chance to win is as good as
# settled: this share of the rating is a logistic WIN_MARGIN_WIDTH times wider, near linear
# over the margins a game has. Without it, far ahead (or far behind) every candidate rates
# above 0.98 (below 0.02) within noise of the others, and the choice is by noise. The base
# game keeps the chance alone: its strength was measured so.
WIN_MARGIN_SHARE = 0.2
WIN_MARGIN_WIDTH = 8.0
# At a table of 4 in the advanced game a playout's end is rated on weights fitted to
# played games, since the projection promises more than the table's games keep: in 3,000
# 4-player advanced games of Normal and greedy each player's final fame (less the table's
# mean) was fitted by least squares on its standing at a round's start, the fame it has
# counting one for one. What the display promises beyond that counts 0.56 of the
# projection; the majorities' soft shares count more the later the round. The shrunk
# margin is narrower, so the logistic is widened by LEARNT_SPREAD.
LEARNT_TABLE = 4
LEARNT_DISPLAY = 0.56
LEARNT_MAJORITIES = {2: 0.41, 3: 0.49, 4: 0.58, 5: 0.76, 6: 0.69}
LEARNT_SPREAD = 0.6
# The auction (R-A1): a bid beats passing only when its paired playouts put it this many
# standard errors ahead. The seat is worth little against the gold it takes, so the
# playouts of a bid and of passing come out close, and taking the best of noisy means
# would lead Hard into bidding wars that leave it no gold for the round.
AUCTION_BID_Z = 1.0
# In the advanced game the filters above can leave a single purchase (gold spent in the
# auction, so every other group costs fame), and Hard would then play Normal's choice.
# The best of the purchases filtered out are searched after the kept ones, up to this
# many different purchases in all (their playouts see the fame paid and a stranded Viking).
MIN_PURCHASES_SEARCHED = 4
# In a 2-player advanced game Hard's own seat buys in its playouts as Normal does, but
# rates each purchase with Hard's end weights (hard_context: an unfed or stranded Viking
# dearer, the feeding forecast uncertain), the weights its playouts' ends are rated by,
# and drops a stranding one as Hard's own search does (without_stranding). Each player
# buys six groups a round there, so a playout from early in a round is mostly Hard's own
# later purchases: made on Normal's weights they pile Vikings ashore that the end rating
# then charges to the candidate searched. The base game and tables of 3 and 4 keep
# Normal's weights, where this won no more.
OWN_PLAYOUT_HARD_WEIGHTS = True


class Candidate:
    """One candidate's action sequence and its playout results by sweep."""

    __slots__ = ("actions", "results", "dropped")

    def __init__(self, actions: tuple[Action, ...]):
        self.actions = actions
        self.results: dict[int, float] = {}
        self.dropped = False

    @property
    def mean(self) -> float:
        return sum(self.results.values()) / len(self.results)

    def lead_over(self, other: Candidate, min_paired: int = MIN_PAIRED
                  ) -> tuple[float, float] | None:
        """How far this candidate's results are ahead of ``other``'s on the sweeps both
        played, and that mean's standard error; None with fewer than ``min_paired``."""
        shared = [s for s in self.results if s in other.results]
        if len(shared) < min_paired:
            return None
        diffs = [self.results[s] - other.results[s] for s in shared]
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        return mean, math.sqrt(var / len(diffs))

    def behind(self, best: Candidate, min_paired: int = MIN_PAIRED) -> bool:
        """Whether the paired results show this candidate worse than ``best``."""
        lead = self.lead_over(best, min_paired)
        return lead is not None and lead[0] + PRUNE_Z * lead[1] < 0


class HardStrategy:
    """Anytime Monte Carlo search over sampled deals (see the module doc).

    ``width``: candidates opened at first; ``max_sweeps``: the sweep budget (with
    ``time_limit=None`` it alone ends a search, so the choice is repeatable);
    ``time_limit``: seconds per decision read from ``clock`` (tests pass a fake)."""

    def __init__(self, seed: int | None = None, name: str = "hard", *, width: int = 4,
                 max_sweeps: int = 40, time_limit: float | None = 0.85, short_round: int = 1,
                 clock: Callable[[], float] = time.perf_counter):
        self.name = name
        self.width = width
        self.max_sweeps = max_sweeps
        self.time_limit = time_limit
        self.short_round = short_round      # purchases per player below which we cross
        self.clock = clock
        self._rng = random.Random(seed)
        # Normal's ratings in the playouts, remembered for one search (normal.RatingMemo:
        # the same choices, more playouts in the same time).
        self.memo = RatingMemo()
        self._normal = NormalStrategy(self._rng.randrange(2**31), name="normal",
                                      memo=self.memo)
        self._greedy = GreedyStrategy(self._rng.randrange(2**31), name="greedy")
        # its own generator is never drawn on in playouts: the seed keeps Hard's stream
        self._own = NormalStrategy(seed, name="normal", context_of=hard_context,
                                   memo=self.memo)
        self._cancel = threading.Event()
        self._planned: dict[tuple, Action] = {}     # the rest of the chosen sequence

    def cancel(self) -> None:
        """Stop the running search soon; it returns its best candidate so far."""
        self._cancel.set()

    def choose(self, observation: Observation, should_stop: StopCheck | None = None) -> Action:
        self._cancel.clear()
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        state = observation.state
        stop = self._stop_check(should_stop)
        if beyond_base_game(state, legal):
            if state.phase in SEARCHED_ADVANCED_PHASES:
                return self._search(observation, self._advanced_candidates(observation, legal),
                                    stop)[0]
            return self._normal.choose(observation)      # Normal's fallback (base.py)
        planned = self._planned.get(_key(state))
        self._planned = {}
        if planned is not None and planned not in legal:
            planned = None
        found = self._base_plans(observation, legal)
        if found is None:
            return planned if planned is not None else self._normal.choose(observation)
        candidates, boatsman = found
        if planned is not None:
            # The rest of the sequence chosen is searched again, first among its rivals,
            # with the whole clock: the purchase's search shared its time among every
            # purchase's placements, so its pick among one tile's cells was noisy.
            candidates = sorted(candidates, key=lambda plan: plan[0] != planned)
        best = self._search(observation, candidates, stop, to_round_end=boatsman)
        after = state.clone()
        for done, action in zip(best, best[1:], strict=False):
            apply_plan(after, (done,), evaluate)
            self._planned[_key(after)] = action
        return best[0]

    def plans(self, observation: Observation) -> tuple[list[tuple[Action, ...]], bool] | None:
        """What Hard searches for this decision: its candidate plans, best prior first, and
        whether playouts stop at the round's end; None where Hard takes Normal's choice
        (or there is nothing to choose). Reads only the observation (RULES.md §11)."""
        legal = observation.legal_actions()
        if len(legal) < 2:
            return None
        if beyond_base_game(observation.state, legal):
            if observation.state.phase in SEARCHED_ADVANCED_PHASES:
                return self._advanced_candidates(observation, legal), False
            return None
        return self._base_plans(observation, legal)

    def search(self, observation: Observation, plans: list[tuple[Action, ...]],
               to_round_end: bool = False, should_stop: StopCheck | None = None
               ) -> tuple[Action, ...]:
        """The plan Hard's search prefers among ``plans`` (best prior first)."""
        self._cancel.clear()
        return self._search(observation, plans, self._stop_check(should_stop), to_round_end)

    def play_out(self, state: GameState, actions: tuple[Action, ...], seat: int,
                 styles: list[tuple[str, float]], rng: random.Random, extra: int = 0,
                 stop: StopCheck | None = None) -> GameState:
        """One playout as the search makes it (``styles``: one of STYLES per seat)."""
        return self._play_out(state, actions, seat, styles, rng, extra, stop or (lambda: False))

    def _base_plans(self, observation: Observation, legal: list[Action]
                    ) -> tuple[list[tuple[Action, ...]], bool] | None:
        """The base game's candidates (see the module doc) and whether playouts stop at
        the round's end (the Boatsman phase); None where Hard takes Normal's choice."""
        state = observation.state
        boatsman = state.phase in (Phase.BOATSMAN, Phase.BOATSMAN_MOVE)
        if state.phase is Phase.BUY:
            every = with_other_placements(state, self._normal.rate_buys(state))
            rated = without_dear_purchases(state, every)
            if state.rules.advanced_boatsman:
                rated = without_stranding(state, rated)
            if not state.rules.is_base and MIN_PURCHASES_SEARCHED:
                rated = with_alternatives(every, rated, MIN_PURCHASES_SEARCHED)
        elif state.phase is Phase.PLACE and cell_tile(state.pending):
            rated = pending_placements(state)
        elif boatsman:
            # Every Boatsman choice, played out through the round's large scoring (R-K2).
            first = self._normal.choose(observation)
            rated = [(1.0 if action == first else 0.0, (action,)) for action in legal]
        else:
            return None
        rated.sort(key=lambda item: item[0], reverse=True)
        candidates = list(dict.fromkeys(actions for _score, actions in rated))
        if state.phase is Phase.BUY:
            candidates = ship_helpers_first(state, candidates, SHIP_HELPERS_OPENED)
        return candidates, boatsman

    def _advanced_candidates(self, observation: Observation, legal: list[Action]
                             ) -> list[tuple[Action, ...]]:
        """The advanced game's own decisions (RULES.md §10): every special tile, building
        cell, Viking and colour; in the auction the heuristic bid, the least bid, a little
        more, the start player's worth and passing. Normal's choice first."""
        first = self._normal.choose(observation)
        state = observation.state
        if state.phase is Phase.AUCTION:
            amounts = sorted(a.amount for a in legal if isinstance(a, Bid))
            worth = start_player_worth(state, state.current)
            wanted = {amounts[0], amounts[0] + 2, worth} if amounts else set()
            # passing opened from the first sweep: bids are measured against it (bid_or_pass)
            options = [first, *[a for a in legal if isinstance(a, Pass)],
                       *[Bid(x) for x in sorted(wanted) if Bid(x) in legal]]
        else:
            options = [first, *legal]
        return [(action,) for action in dict.fromkeys(options)]

    def _stop_check(self, should_stop: StopCheck | None) -> StopCheck:
        clock = self.clock
        deadline = clock() + self.time_limit if self.time_limit else math.inf

        def stop() -> bool:
            return (self._cancel.is_set() or clock() > deadline
                    or (should_stop is not None and should_stop()))
        return stop

    def _search(self, observation: Observation, ordered: list[tuple[Action, ...]],
                stop: StopCheck, to_round_end: bool = False) -> tuple[Action, ...]:
        """Sweeps over sampled deals with progressive widening (see the module doc).

        ``ordered``: the candidates, best prior first. ``to_round_end``: stop every
        playout at the round's end, even a short one."""
        try:
            return self._sweeps(observation, ordered, stop, to_round_end)
        finally:
            self.memo.clear()      # what it remembers serves this position only

    def _sweeps(self, observation: Observation, ordered: list[tuple[Action, ...]],
                stop: StopCheck, to_round_end: bool) -> tuple[Action, ...]:
        if len(ordered) == 1:
            return ordered[0]
        state = observation.state
        seat = state.current
        n = len(state.players)
        left_in_round = sum(1 for g in state.wheel if g)
        crossing = (not to_round_end and left_in_round < self.short_round * n + 1
                    and state.round < 6)
        extra = n if crossing else 0        # purchases into the next round
        candidates = [Candidate(actions) for actions in ordered]
        opened = min(self.width, len(candidates))
        min_paired = (ADVANCED_MIN_PAIRED if state.phase in SEARCHED_ADVANCED_PHASES
                      else MIN_PAIRED)
        try:
            for sweep in range(self.max_sweeps):
                open_now = [c for c in candidates[:opened] if not c.dropped]
                if len(open_now) == 1 and opened == len(candidates):
                    break
                deal = observation.sample(self._rng)
                styles = [self._rng.choice(STYLES) for _ in range(n)]
                playout_seed = self._rng.randrange(2**31)
                for candidate in open_now:
                    if stop():
                        raise Stopped
                    end = self._play_out(deal.clone(), candidate.actions, seat, styles,
                                         random.Random(playout_seed), extra, stop)
                    candidate.results[sweep] = win_chance(end, seat)
                best = max(open_now, key=lambda c: c.mean)
                for candidate in open_now:
                    if candidate is not best and candidate.behind(best, min_paired):
                        candidate.dropped = True
                if (sweep + 1) % WIDEN_EVERY == 0 and opened < len(candidates):
                    opened += 1
        except Stopped:
            pass
        if not candidates[0].results:
            return ordered[0]
        chosen = self._best(candidates)[0]
        if state.phase is Phase.AUCTION:
            return bid_or_pass(candidates, chosen)
        return chosen

    @staticmethod
    def _best(candidates: list[Candidate]) -> tuple[tuple[Action, ...], float]:
        """The kept candidate with the best mean among the well-sampled ones (a candidate
        opened late with one lucky playout does not win); earlier in Normal's order on ties."""
        tried = [c for c in candidates if c.results and not c.dropped]
        most = max(len(c.results) for c in tried)
        sure = [c for c in tried if 2 * len(c.results) >= most] or tried
        best = max(sure, key=lambda c: (c.mean, -candidates.index(c)))
        return best.actions, best.mean

    def _play_out(self, state: GameState, actions: tuple[Action, ...], seat: int,
                  styles: list[tuple[str, float]], rng: random.Random, extra: int,
                  stop: StopCheck) -> GameState:
        """``actions`` on ``state``, then every seat plays in its style (Hard's own seat
        as Normal, its purchases on Hard's weights in a 2-player advanced game:
        OWN_PLAYOUT_HARD_WEIGHTS) to the end of the round, then ``extra`` purchases more."""
        apply_plan(state, actions, evaluate)
        start_round = state.round
        bought = 0
        normal, greedy = self._normal, self._greedy
        own_on_hard_weights = (OWN_PLAYOUT_HARD_WEIGHTS and not state.rules.is_base
                               and len(state.players) == 2)
        while not state.is_over():
            if state.round != start_round:
                if bought >= extra:
                    break
                if state.phase is Phase.BUY:
                    bought += 1
            if stop():
                raise Stopped
            style, noise = ("normal", 0.0) if state.current == seat else styles[state.current]
            if style == "greedy":
                legal = state.legal_actions()
                greedy.noise = noise
                state.apply_unchecked(legal[0] if len(legal) == 1 else
                                      greedy.choose_in(state, legal, lambda: state))
            elif state.phase is Phase.BUY and noise:
                rated = normal.rate_buys(state)
                plan = max(rated, key=lambda item: item[0] - noise * log_exponential(rng))[1]
                apply_plan(state, plan, evaluate)
            elif state.phase is Phase.BUY and state.current == seat and own_on_hard_weights:
                rated = self._own.rate_buys(state)
                if state.rules.advanced_boatsman:
                    rated = without_stranding(state, rated)
                apply_plan(state, max(rated, key=lambda item: item[0])[1], evaluate)
            elif state.phase is Phase.BUY:
                apply_plan(state, normal.plan_purchase(state), evaluate)
            else:
                state.apply_unchecked(normal.best_action(state))
        return state


def win_chance(end: GameState, seat: int) -> float:
    """How likely ``seat`` wins from a playout's end: its projected standing (Hard's
    weights; at the game's end the exact fame, less HARD_UNREPELLED_COST a ship no Warrior
    repels and, in a 2-player advanced game, HARD_UNFED_COST beyond its fame an unfed
    Viking) through a logistic as wide as the fame the rounds still to play can move.
    Rating margins alone, a search far ahead takes risks it need not, and one behind
    plays safe when only a risk can still win; early on the two agree. In the advanced
    game a wider logistic's share (WIN_MARGIN_SHARE) keeps the margin counting where the
    chance alone is settled."""
    if end.is_over():           # exact fame: no projection, no rounds left
        fames = final_fames(end)
        unfed_extra = (HARD_UNFED_COST - 1.0
                       if not end.rules.is_base and len(end.players) == 2 else 0.0)
        for index, player in enumerate(end.players):
            threatened, _, attacking = threat_map(player)
            fames[index] -= HARD_UNREPELLED_COST * len(attacking)
            if unfed_extra > 0.0:
                fames[index] -= unfed_extra * unfed_vikings(player, threatened)
        margin, rounds_left = standing(fames, seat), 0
    else:
        context = hard_context(end)
        if end.rules.is_base or len(end.players) != LEARNT_TABLE:
            margin = standing(final_fames(end, context=context), seat)
        else:
            margin = standing(learnt_fames(end, context), seat) / LEARNT_SPREAD
        rounds_left = context.scorings
    scale = WIN_SCALE_END + WIN_SCALE_PER_ROUND * rounds_left
    chance = _logistic(margin / scale)
    if end.rules.is_base or not WIN_MARGIN_SHARE:
        return chance
    wide = _logistic(margin / (WIN_MARGIN_WIDTH * scale))
    return (1.0 - WIN_MARGIN_SHARE) * chance + WIN_MARGIN_SHARE * wide


def unfed_vikings(player: Player, threatened: set[tuple[int, int]] | None = None) -> int:
    """The Vikings ``player``'s unthreatened Fishermen do not feed (R-F6), at the end
    (``threatened``: its threatened cells, when known)."""
    if threatened is None:
        threatened = threat_map(player)[0]
    return max(0, -feeding_balance(player, safe_vikings(player, threatened)))


def learnt_fames(end: GameState, context: Context) -> list[float]:
    """Every player's fame as the 4-player table's games predict it from ``end``: the fame
    it has, LEARNT_DISPLAY of what its display promises beyond, and the round's share of
    its soft majorities (LEARNT_MAJORITIES)."""
    projections = [project(end, player, context) for player in end.players]
    full = fames_from(projections, sharpness(end))
    share = LEARNT_MAJORITIES.get(end.round, LEARNT_MAJORITIES[ROUNDS])
    return [player.fame + LEARNT_DISPLAY * (projection.value - player.fame)
            + share * (with_majorities - projection.value)
            for player, projection, with_majorities in zip(end.players, projections, full,
                                                           strict=True)]


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))


def bid_or_pass(candidates: list[Candidate], best: tuple[Action, ...]) -> tuple[Action, ...]:
    """In the auction: ``best`` when its paired playouts put it more than AUCTION_BID_Z
    standard errors ahead of the cheapest choice (passing, or the least bid when the
    opener may not pass), or that was dropped as clearly behind; else the cheapest. With
    too few playouts to tell (a 4-player round's playouts allow ~2 sweeps), the cheapest."""
    passes = [c for c in candidates if isinstance(c.actions[0], Pass)]
    bids = [c for c in candidates if isinstance(c.actions[0], Bid)]
    if not passes and not bids:
        return best
    safe = passes[0] if passes else min(bids, key=lambda c: _bid_amount(c.actions[0]))
    if safe.dropped or safe.actions == best:
        return best
    chosen = next(c for c in candidates if c.actions == best)
    lead = chosen.lead_over(safe)
    if lead is None:
        return safe.actions
    return best if lead[0] > AUCTION_BID_Z * lead[1] else safe.actions


def _bid_amount(action: Action) -> int:
    return action.amount if isinstance(action, Bid) else 0


def hard_context(state: GameState) -> Context:
    """The evaluation's context with Hard's own weights (the module's HARD_* constants;
    ADVANCED_WARRIOR_WAITING in the advanced game with 3 or 4 players)."""
    warrior_waiting = (HARD_WARRIOR_WAITING if state.rules.is_base or len(state.players) == 2
                       else ADVANCED_WARRIOR_WAITING)
    return Context(state, warrior_waiting, allot_waiting=HARD_ALLOT_WAITING,
                   feeding_spread=HARD_FEEDING_SPREAD, unfed_cost=HARD_UNFED_COST,
                   warrior_supply=HARD_WARRIOR_SUPPLY, unrepelled_cost=HARD_UNREPELLED_COST,
                   ashore_tiles=HARD_ASHORE_TILES, stranded_cost=HARD_STRANDED_COST,
                   boatsmen_leave=HARD_BOATSMEN_LEAVE)


def _key(state: GameState) -> tuple:
    """Identifies a moment of a game: the planned placement is replayed only there."""
    player = state.players[state.current]
    return (state.round, state.turn, state.purchases, state.current, state.phase,
            state.pending, tuple(state.wheel), player.start_placed,
            tuple(tuple(row) for row in player.rows))


def with_other_placements(state: GameState, rated: list[tuple[float, tuple[Action, ...]]],
                          per_purchase: int = PLACEMENTS_PER_PURCHASE
                          ) -> list[tuple[float, tuple[Action, ...]]]:
    """Normal's purchases (each with its best placement) and the next best placements of
    each: Normal's one-ply rating of a placement misses what a playout finds (a ship column
    a Warrior will reach, a row left open for the next group), and the best one putting the
    tile into the Warriors' row under a ship with no tile there (ship_helpers_first). An
    other placement is rated as its purchase, less what Normal thinks it gives up against
    the best one."""
    seat = state.current
    context = Context(state)
    projections = [project(state, p, context) for p in state.players]
    sharp = sharpness(state)
    by_cell: dict[int, list[tuple[float, tuple[Action, ...]]]] = {}
    bare = bare_ship_columns(state.players[seat])
    wider = []
    for score, plan in rated:
        cell = state.wheel[plan[0].space] if isinstance(plan[0], Buy) else 0
        if not cell:
            wider.append((score, plan))
            continue
        if cell not in by_cell:
            by_cell[cell] = sorted(rate_placements(state, seat, cell, projections, context,
                                                   sharp), key=lambda item: -item[0])
        placements = by_cell[cell]
        top = placements[0][0]
        chosen = placements[:per_purchase]
        under_ship = next((item for item in placements[per_purchase:] if any(
            isinstance(a, PlaceTile) and a.row == WARRIOR_ROW and a.col in bare
            for a in item[1])), None)
        if under_ship is not None:      # for ship_helpers_first
            chosen = [*chosen, under_ship]
        wider.extend((score if value == top else score - top + value, plan[:1] + actions)
                     for value, actions in chosen)
    return wider


def without_dear_purchases(state: GameState, rated: list[tuple[float, tuple[Action, ...]]]
                           ) -> list[tuple[float, tuple[Action, ...]]]:
    """The purchases worth searching. A rating that ends at the round's end sees the tile a
    purchase brings, not what it gives up for the rest of the game: fame paid 1:1 (R-B4) is
    what 5 gold buy at the end (R-F2), and a ship with no Warrior below it (R-T1) mostly
    stays unrepelled and costs its value at the end (R-F1). Such a purchase stays a
    candidate only when rated clearly better than the best purchase without either.
    A purchase in gold alone always exists (the forced 0 space, R-B3)."""
    player = state.players[state.current]
    warriors = player.rows[WARRIOR_ROW]
    waiting = player.mainland[WARRIOR]
    context = hard_context(state)       # the allotment Hard's end rating uses
    filled, spare = context.allotment(player)

    def premium(plan: tuple[Action, ...]) -> float:
        extra = FAME_PAYMENT_PREMIUM * plan[0].fame if isinstance(plan[0], Buy) else 0.0
        for action in plan:
            if isinstance(action, PlaceTile) and action.row == SHIP_ROW and not (
                    action.col <= len(warriors) and cell_viking(warriors[action.col - 1])):
                comes = max(context.warrior_comes(action.col, warriors, waiting, filled),
                            context.ashore_tile_chance(action.col, warriors, spare))
                extra += UNGUARDED_SHIP_PREMIUM * (1.0 - comes)
        return extra

    premiums = [premium(plan) for _score, plan in rated]
    plain = [score for (score, _plan), extra in zip(rated, premiums, strict=True) if not extra]
    if not plain:
        return rated
    bar = max(plain)
    return [(score, plan) for (score, plan), extra in zip(rated, premiums, strict=True)
            if not extra or score > bar + extra]


def with_alternatives(every: list[tuple[float, tuple[Action, ...]]],
                      kept: list[tuple[float, tuple[Action, ...]]], least: int
                      ) -> list[tuple[float, tuple[Action, ...]]]:
    """``kept`` and, rated below all of it, the best-rated placement of the purchases
    of ``every`` it lacks, best first, until ``least`` different purchases are searched."""
    spaces = {plan[0].space for _score, plan in kept if isinstance(plan[0], Buy)}
    if len(spaces) >= least or not kept:
        return kept
    floor = min(score for score, _plan in kept)
    added: list[tuple[float, tuple[Action, ...]]] = []
    for _score, plan in sorted(every, key=lambda item: -item[0]):
        if len(spaces) >= least:
            break
        if isinstance(plan[0], Buy) and plan[0].space not in spaces:
            spaces.add(plan[0].space)
            added.append((floor - 1.0 - len(added), plan))
    return kept + added


def strands(state: GameState, plan: tuple[Action, ...]) -> bool:
    """Whether a purchase plan leaves its group's Viking (not a Boatsman, not a ship's) on
    the mainland with no Boatsman ashore free to ferry it (R-A3: one Viking a Boatsman)."""
    if not isinstance(plan[0], Buy):
        return False
    viking = cell_viking(state.wheel[plan[0].space])
    if viking == BOATSMAN:
        return False
    placed = [a for a in plan if isinstance(a, (PlaceTile, Discard))]
    if not placed or (isinstance(placed[-1], PlaceTile) and (
            placed[-1].viking_on_tile or placed[-1].row == SHIP_ROW)):
        return False
    player = state.players[state.current]
    waiting = sum(player.mainland) - player.mainland[BOATSMAN]
    return player.mainland[BOATSMAN] <= waiting


def without_stranding(state: GameState, rated: list[tuple[float, tuple[Action, ...]]]
                      ) -> list[tuple[float, tuple[Action, ...]]]:
    """The purchases worth searching in a game with the advanced Boatsman: one that strands
    its Viking (``strands``) only when rated STRANDING_PREMIUM above the best that does not."""
    stranding = [strands(state, plan) for _score, plan in rated]
    plain = [score for (score, _plan), bad in zip(rated, stranding, strict=True) if not bad]
    if not plain:
        return rated
    bar = max(plain) + STRANDING_PREMIUM
    return [(score, plan) for (score, plan), bad in zip(rated, stranding, strict=True)
            if not bad or score > bar]


def bare_ship_columns(player: Player) -> set[int]:
    """The columns of the player's ships with no tile in the Warriors' row below (R-T1)."""
    warriors = player.rows[WARRIOR_ROW]
    return {col for col, cell in enumerate(player.rows[SHIP_ROW], start=1)
            if cell and not (col <= len(warriors) and warriors[col - 1])}


def ship_helpers_first(state: GameState, candidates: list[tuple[Action, ...]], most: int
                       ) -> list[tuple[Action, ...]]:
    """``candidates`` (best rated first) with up to ``most`` purchases that help an
    unrepelled ship (SHIP_HELPERS_OPENED) moved right behind the first: a Warrior-row tile
    under it with a Warrior ashore or coming with the tile, a Warrior for an empty Warrior
    tile under one, or a Boatsman for a Warrior ashore when none is left to move it."""
    player = state.players[state.current]
    unrepelled = threat_map(player)[2]
    if not unrepelled:
        return candidates
    bare = bare_ship_columns(player)
    empty_tile_under = bool(unrepelled - bare)
    ashore = player.mainland[WARRIOR]

    def helps(plan: tuple[Action, ...]) -> bool:
        if not isinstance(plan[0], Buy):
            return False
        viking = cell_viking(state.wheel[plan[0].space])
        if viking == WARRIOR and empty_tile_under:
            return True
        if viking == BOATSMAN and ashore and empty_tile_under and not player.mainland[BOATSMAN]:
            return True
        return (bool(ashore) or viking == WARRIOR) and any(
            isinstance(a, PlaceTile) and a.row == WARRIOR_ROW and a.col in bare for a in plan)

    helpers = [plan for plan in candidates[1:] if helps(plan)][:most]
    return [candidates[0], *helpers, *(plan for plan in candidates[1:] if plan not in helpers)]
