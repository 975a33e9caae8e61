"""The arena: seeded games between strategies, to measure strength, speed and legality.

Games come in blocks of one deal per rotation of the seats, so every strategy sits in
every seat equally often and meets the same deals (``--games`` a multiple of the player
count makes the rotation complete). Rotating keeps the players' order round the table: at
a table of 3 or 4 each sits always after the same neighbour, and who buys and bids right
after whom weighs heavily there (at the advanced 4-player table, sitting right after a
rival or right before it moves the margin between the two by many fame a game).
``every_order`` (``--every-order``) seats successive deals in each order round the table
in turn (``seat_orders``: 2 with 3 players, 6 with 4), every deal still in all its
rotations, so each strategy sits after every other equally often over full cycles.

Each decision is timed, and checked with ``state.problem`` before it is applied: an
illegal action is counted and replaced by the first legal one, so one bad decision never
hides the rest of the measurement.

A player that thinks to a clock (Hard) finds less in its time on a slower machine, while
one with a fixed budget (mc's playouts) does not: ``clock_scale`` stretches every time
limit by a factor (``machine_clock_scale``: the reference machine's speed over this
one's), so a run on a slow day plays as the suites' runs on the reference machine did.
Each game keeps its factor, and the summary gives the decision times at the reference
speed beside the measured ones.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import random
import signal
import statistics
import threading
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from vikings_desktop.engine import (
    Action,
    Buy,
    Deal,
    Discard,
    Exchange,
    GameState,
    Phase,
    PlaceTile,
    ScoringCategory,
    TakeSpecial,
    action_to_json,
    breakdown_total,
)
from vikings_desktop.engine.bench import random_games_per_second
from vikings_desktop.engine.components import BOATSMAN, SHIP_ROW, WARRIOR, WARRIOR_ROW, is_ship
from vikings_desktop.engine.display import Player, cell_tile, cell_viking, threat_map
from vikings_desktop.engine.game_loop import play_out
from vikings_desktop.engine.rules import ADVANCED, BASE, RuleOptions

from . import STRATEGY_NAMES, make_strategy
from .arena_log import GameLog

MIN_PLAYERS, MAX_PLAYERS = 2, 4
# GameResult's behaviour fields, reported per game and as a mean per strategy
BEHAVIOUR_COUNTS = ("exchanged_fame", "unrepelled_ships", "unrepelled_ships_forced",
                    "unrepelled_ships_short", "feeding_fame", "vikings_ashore", "boatsmen_ashore",
                    "tiles_discarded", "gold_spent", "auction_paid", "auctions_won",
                    "specials_taken", "specials_offered", "scoring_fame", "scoring_gold",
                    "majority_fame", "boatsmen_majority_fame", "islands_majority_fame",
                    "longest_island_fame")
# The final scoring's majorities (R-F3 to R-F5): fame a player wins against the table, in
# all and each apart (the GameResult field of each)
MAJORITY_FIELDS = {ScoringCategory.BOATSMEN: "boatsmen_majority_fame",
                   ScoringCategory.ISLANDS: "islands_majority_fame",
                   ScoringCategory.LONGEST_ISLAND: "longest_island_fame"}
MAJORITIES = tuple(MAJORITY_FIELDS)
# `vikings-cli bench`'s random 2-player advanced games a second (one core) on the machine the
# suites of docs/ai-bench were run on.
REFERENCE_GAMES_PER_SECOND = 650.0


@dataclass
class GameResult:
    index: int
    seating: list[str]                    # strategy label per seat
    fame: list[int]
    winners: list[int]
    decision_seconds: list[list[float]]   # per seat, decisions with a real choice only
    illegal: list[dict] = field(default_factory=list)
    exceptions: list[str] = field(default_factory=list)
    # behaviour per seat: fame turned into gold (R-B4), ships no Warrior
    # repels at the end (R-T1), of those the ones bought when every group the player could
    # buy without paying fame held a ship, of those too the ones no Warrior the player
    # owns could have repelled (more ships than Warriors: warriors_short), and the final
    # feeding's fame (R-F6, negative = hungry)
    exchanged_fame: list[int] = field(default_factory=list)
    unrepelled_ships: list[int] = field(default_factory=list)
    unrepelled_ships_forced: list[int] = field(default_factory=list)
    unrepelled_ships_short: list[int] = field(default_factory=list)
    feeding_fame: list[int] = field(default_factory=list)
    # Vikings left on the mainland at the end, Boatsmen included and alone (the
    # advanced Boatsman moves one a use, R-A3, and each must be fed, R-F6), island tiles
    # discarded (R-P5), the prices paid for groups (R-B2, fame exchanged included) and for
    # the start player (R-A1)
    vikings_ashore: list[int] = field(default_factory=list)
    boatsmen_ashore: list[int] = field(default_factory=list)     # of those, Boatsmen
    tiles_discarded: list[int] = field(default_factory=list)
    gold_spent: list[int] = field(default_factory=list)
    auction_paid: list[int] = field(default_factory=list)
    # where fame comes from (why a level falls behind at a table): auctions won
    # (R-A1) and special tiles taken (R-A4), the fame and gold the rounds' small and large
    # scorings paid (R-K1, R-K2, special tiles' shares included), the final majorities.
    # specials_offered: the times the player bought the dearest group and so could take a
    # special tile (R-A4), taken or not; the majorities also each apart (MAJORITY_FIELDS).
    # A game logged before a field was counted has it empty (summarise: None).
    auctions_won: list[int] = field(default_factory=list)
    specials_taken: list[int] = field(default_factory=list)
    specials_offered: list[int] = field(default_factory=list)
    scoring_fame: list[int] = field(default_factory=list)
    scoring_gold: list[int] = field(default_factory=list)
    majority_fame: list[int] = field(default_factory=list)
    boatsmen_majority_fame: list[int] = field(default_factory=list)
    islands_majority_fame: list[int] = field(default_factory=list)
    longest_island_fame: list[int] = field(default_factory=list)
    clock_scale: float = 1.0              # the time limits' factor the game was played with


def labels_for(players: list[str]) -> list[str]:
    """Unique labels: a strategy named twice becomes ``greedy`` and ``greedy-2``."""
    labels = []
    for name in players:
        label, k = name, 2
        while label in labels:
            label, k = f"{name}-{k}", k + 1
        labels.append(label)
    return labels


def seat_orders(labels: list[str]) -> list[list[str]]:
    """Every order of ``labels`` round the table (the first label fixed, since a rotation
    is the same order), the given order first."""
    first, *rest = labels
    return [[first, *others] for others in itertools.permutations(rest)]


def seating_for(labels: list[str], index: int, every_order: bool = False) -> list[str]:
    """Game ``index``'s labels by seat: rotation ``index % n`` of the order round the table,
    which is ``labels``' own or, with ``every_order``, the next of ``seat_orders`` for
    every deal (``index // n``)."""
    n = len(labels)
    order = labels
    if every_order:
        orders = seat_orders(labels)
        order = orders[(index // n) % len(orders)]
    rotation = index % n
    return order[rotation:] + order[:rotation]


def play_game(players: list[str], seed: int, index: int, rules: RuleOptions = BASE,
              clock_scale: float = 1.0, every_order: bool = False) -> GameResult:
    """Game ``index`` of an arena run: deal ``index // n`` with the seats rotated (and,
    with ``every_order``, in the deal's order round the table), every time limit
    stretched by ``clock_scale``."""
    labels = labels_for(players)
    name_of = dict(zip(labels, players, strict=True))
    n = len(players)
    seating = seating_for(labels, index, every_order)
    deal = Deal.shuffled(n, seed * 1_000_003 + index // n, start_player=(index // n) % n,
                         special_tiles=rules.special_tiles)
    state = GameState.from_deal([f"{label}@{seat}" for seat, label in enumerate(seating)], deal,
                                rules)
    bots = [with_clock_scaled(make_strategy(name_of[label], seed=bot_seed(seed, index, seat)),
                              clock_scale) for seat, label in enumerate(seating)]
    result = GameResult(index, seating, [], [], [[] for _ in range(n)], exchanged_fame=[0] * n,
                        tiles_discarded=[0] * n, gold_spent=[0] * n, auction_paid=[0] * n,
                        auctions_won=[0] * n, specials_taken=[0] * n, specials_offered=[0] * n,
                        clock_scale=clock_scale)
    ship_only_purchase = False      # the purchase being placed (R-P1): only ships were free
    forced_ship_cols: list[set[int]] = [set() for _ in range(n)]

    wealth: list[int] = []          # gold and fame at an auction's bid, for its price

    def choose(state: GameState) -> Action:     # timed, checked, and what it shows noted
        nonlocal ship_only_purchase, wealth
        seat = state.current
        legal = state.legal_actions()
        if state.phase is Phase.BUY:
            ship_only_purchase = only_ships_without_fame(state, legal)
        elif state.phase is Phase.SPECIAL:
            result.specials_offered[seat] += 1
        started = time.perf_counter()
        try:
            action = bots[seat].choose(state.observation(seat))
        except Exception:       # noqa: BLE001 - reported in the JSON, the game goes on
            result.exceptions.append(f"{seating[seat]}: {traceback.format_exc(limit=3)}")
            action = None
        elapsed = time.perf_counter() - started
        if len(legal) > 1:
            result.decision_seconds[seat].append(elapsed)
        problem = None if action is None else state.problem(action)
        if action is None or problem:       # an exception (reported above) or illegal
            if action is not None:
                result.illegal.append({"strategy": seating[seat], "game": index,
                                       "action": action_to_json(action), "problem": problem})
            action = legal[0]
        result.exchanged_fame[seat] += exchanged_fame(action)
        if isinstance(action, Buy):
            result.gold_spent[seat] += action.space
        elif isinstance(action, Discard):
            result.tiles_discarded[seat] += 1
        elif isinstance(action, TakeSpecial) and action.tile is not None:
            result.specials_taken[seat] += 1
        wealth = [p.gold + p.fame for p in state.players] if state.phase is Phase.AUCTION else []
        if (isinstance(action, PlaceTile) and action.row == SHIP_ROW
                and state.phase is Phase.PLACE and ship_only_purchase):
            forced_ship_cols[seat].add(action.col)
        return action

    def played(state: GameState, _action: Action) -> None:
        if wealth and state.phase is not Phase.AUCTION:      # the auction's price (R-A1)
            for other, p in enumerate(state.players):
                result.auction_paid[other] += wealth[other] - p.gold - p.fame
            result.auctions_won[state.start_player] += 1       # the winner takes the figure
    play_out(state, choose, played)
    unrepelled = [threat_map(p)[2] for p in state.players]
    result.unrepelled_ships = [len(cols) for cols in unrepelled]
    result.unrepelled_ships_forced = [len(cols & forced)
                                      for cols, forced in zip(unrepelled, forced_ship_cols,
                                                              strict=True)]
    result.unrepelled_ships_short = [min(len(cols), warriors_short(p))
                                     for cols, p in zip(unrepelled, state.players, strict=True)]
    final = state.scorings[-1].breakdowns
    result.feeding_fame = [breakdown_total(bd, "fame", (ScoringCategory.FEEDING,)) for bd in final]
    result.vikings_ashore = [sum(p.mainland) for p in state.players]
    result.boatsmen_ashore = [p.mainland[BOATSMAN] for p in state.players]
    rounds = [record for record in state.scorings if record.kind != "final"]
    result.scoring_fame = [sum(breakdown_total(r.breakdowns[seat], "fame") for r in rounds)
                           for seat in range(n)]
    result.scoring_gold = [sum(breakdown_total(r.breakdowns[seat], "gold") for r in rounds)
                           for seat in range(n)]
    result.majority_fame = [breakdown_total(bd, "fame", MAJORITIES) for bd in final]
    for category, name in MAJORITY_FIELDS.items():
        setattr(result, name, [breakdown_total(bd, "fame", (category,)) for bd in final])
    result.fame = [p.fame for p in state.players]
    result.winners = state.winners()
    return result


def with_clock_scaled(bot, clock_scale: float):
    """``bot`` with its time limit per decision (Hard's, mc's if set) ``clock_scale`` times
    as long; a bot without one as it is."""
    if getattr(bot, "time_limit", None) is not None:
        bot.time_limit *= clock_scale
    return bot


def machine_clock_scale(seconds: float = 3.0) -> float:
    """The reference machine's speed over this one's (REFERENCE_GAMES_PER_SECOND, measured
    as `vikings-cli bench` does): 2.0 on a machine half as fast. Measure with nothing else
    running."""
    speed = random_games_per_second(2, seconds=seconds, rules=ADVANCED)
    return round(REFERENCE_GAMES_PER_SECOND / speed, 2)


def warriors_short(player: Player) -> int:
    """How many more ships the player has than Warriors, on their tiles or ashore (R-T1:
    one Warrior repels the ship in its column): so many stay unrepelled however well the
    Warriors are placed and moved."""
    ships = sum(1 for cell in player.rows[SHIP_ROW] if cell)
    warriors = sum(1 for cell in player.rows[WARRIOR_ROW] if cell_viking(cell) == WARRIOR)
    return max(0, ships - warriors - player.mainland[WARRIOR])


def bot_seed(seed: int, index: int, seat: int) -> int:
    """A bot's seed, drawn apart from the deal's (a string-seeded generator is hashed with
    SHA-512), so no bot can relate its random numbers to the hidden order."""
    return random.Random(f"bot {seed} {index} {seat}").randrange(2**63)


def only_ships_without_fame(state: GameState, legal: list) -> bool:
    """Whether every group the player can buy without paying fame (R-B4) holds a ship."""
    tiles = [cell_tile(state.wheel[a.space]) for a in legal if isinstance(a, Buy) and not a.fame]
    return bool(tiles) and all(tile and is_ship(tile) for tile in tiles)


def exchanged_fame(action) -> int:
    """Fame an action turns into gold (R-B4): paying with fame, or an exchange."""
    if isinstance(action, Buy):
        return action.fame
    if isinstance(action, Exchange):
        return action.amount
    return 0


Task = tuple[list[str], int, int, RuleOptions, float, bool]     # play_game's arguments


def _play(args: Task) -> GameResult:
    return play_game(*args)


def _played(tasks: list[Task], jobs: int) -> Iterator[GameResult]:
    """The games of ``tasks`` as they finish, in ``jobs`` processes."""
    if jobs == 1 or len(tasks) < 2:
        yield from map(_play, tasks)
        return
    with stopped_by_sigterm(), multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(_play, tasks)


@contextlib.contextmanager
def stopped_by_sigterm() -> Iterator[None]:
    """While the workers play: SIGTERM (``kill``, a job runner's stop) raises SystemExit,
    so leaving the pool's ``with`` terminates its worker processes and the game log is
    closed with every finished game. Without it Python dies at once and the workers go
    on playing with nobody to hear them. Only the main thread may set a handler."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _exit_on_sigterm)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _exit_on_sigterm(signum: int, _frame) -> None:
    raise SystemExit(128 + signum)


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _mean(values: list[int | None]) -> float:
    """The mean of the games that counted it (a game logged before a field was counted
    has None)."""
    counted = [v for v in values if v is not None]
    return round(statistics.fmean(counted), 3) if counted else 0.0


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate (shared wins count as fractions)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * ((p * (1 - p) + z * z / (4 * games)) / games) ** 0.5
    scale = 1 + z * z / games
    return (round((centre - spread) / scale, 4), round((centre + spread) / scale, 4))


def check_players(players: list[str]) -> None:
    """ValueError naming the problem with a --players list."""
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ValueError(f"an arena game has 2 to 4 players, not {len(players)}")
    for name in players:
        if name not in STRATEGY_NAMES:
            raise ValueError(f"unknown strategy {name!r}; choose from {', '.join(STRATEGY_NAMES)}")


def run_arena(players: list[str], games: int, seed: int = 1, jobs: int = 1,
              progress=None, rules: RuleOptions = BASE, log: Path | None = None,
              clock_scale: float = 1.0, every_order: bool = False) -> dict:
    """Play ``games`` games and summarise them as the JSON-ready dict of the CLI.

    ``log``: a file that keeps every finished game (arena_log.GameLog); the games it
    already holds for this run are not played again, so a stopped run goes on where it
    stopped. ValueError for a log of another run, which is left as it is.
    ``clock_scale``: the factor of every time limit (see the module doc); the games a log
    already holds keep theirs. ``every_order``: seat the deals in every order round the
    table (see the module doc); the summary then counts wins and fame per order too."""
    check_players(players)
    if games < 1:
        raise ValueError("--games must be at least 1")
    if jobs < 1:
        raise ValueError("--jobs must be at least 1")
    if not clock_scale > 0:
        raise ValueError("--clock-scale must be above 0")
    started = time.perf_counter()
    game_log = GameLog(log, players, seed, rules, every_order) if log is not None else None
    earlier, earlier_seconds = game_log.read() if game_log else ({}, 0.0)
    try:
        results = [GameResult(**earlier[index]) for index in sorted(earlier) if index < games]
    except TypeError:           # fields GameResult does not have: not this arena's log
        raise ValueError(f"{log}: games the arena cannot read") from None
    tasks = [(players, seed, index, rules, clock_scale, every_order) for index in range(games)
             if index not in earlier]
    with game_log or contextlib.nullcontext():
        for result in _played(tasks, jobs):
            results.append(result)
            if game_log:
                game_log.write(result)
            if progress:
                progress(len(results), games)
    results.sort(key=lambda r: r.index)
    summary = summarise(players, seed, jobs, results,
                        time.perf_counter() - started + earlier_seconds)
    summary["rules"] = rules.to_json()
    if every_order:
        summary["seating"] = "every order"
        summary["by_order"] = by_order(players, results)
    return summary


def by_order(players: list[str], results: list[GameResult]) -> dict[str, dict]:
    """Games, wins and mean fame per strategy for each order round the table (seat_orders),
    keyed by the order from the first label on, e.g. ``hard>mc>normal>greedy``: where one
    neighbour weighs, the orders tell it apart. Each order's games are summed up as a run
    of their own (summarise)."""
    labels = labels_for(players)
    groups: dict[str, list[GameResult]] = {">".join(order): [] for order in seat_orders(labels)}
    for r in results:
        start = r.seating.index(labels[0])
        groups[">".join(r.seating[start:] + r.seating[:start])].append(r)
    out = {}
    for key, games in groups.items():
        if games:
            stats = summarise(players, 0, 1, games, 0.0)["strategies"]
            out[key] = {"games": len(games),
                        "win_rate": {label: s["win_rate"] for label, s in stats.items()},
                        "mean_fame": {label: s["mean_fame"] for label, s in stats.items()}}
    return out


def summarise(players: list[str], seed: int, jobs: int, results: list[GameResult],
              seconds: float) -> dict:
    labels = labels_for(players)
    wins = dict.fromkeys(labels, 0.0)
    fames: dict[str, list[int]] = {label: [] for label in labels}
    times: dict[str, list[float]] = {label: [] for label in labels}
    reference_times: dict[str, list[float]] = {label: [] for label in labels}  # / clock_scale
    behaviour: dict[str, dict[str, list[int | None]]] = {
        label: {key: [] for key in BEHAVIOUR_COUNTS} for label in labels}
    illegal: list[dict] = []
    exceptions: list[str] = []
    for r in results:
        for seat, label in enumerate(r.seating):
            fames[label].append(r.fame[seat])
            times[label].extend(r.decision_seconds[seat])
            reference_times[label].extend(t / r.clock_scale for t in r.decision_seconds[seat])
            for key, counts in behaviour[label].items():
                values = getattr(r, key)
                counts.append(values[seat] if values else None)     # None: not counted yet
            if seat in r.winners:
                wins[label] += 1 / len(r.winners)        # shared wins count as a fraction
        illegal.extend(r.illegal)
        exceptions.extend(r.exceptions)
    games = len(results)
    scales = [r.clock_scale for r in results] or [1.0]
    strategies = {}
    for label in labels:
        strategies[label] = {
            "wins": round(wins[label], 3),
            "win_rate": round(wins[label] / games, 4) if games else 0.0,
            "mean_fame": round(statistics.fmean(fames[label]), 2) if fames[label] else 0.0,
            "decision_ms_p50": round(1000 * _percentile(times[label], 0.50), 2),
            "decision_ms_p95": round(1000 * _percentile(times[label], 0.95), 2),
            "decision_ms_max": round(1000 * max(times[label], default=0.0), 2),
            # the same at the reference machine's speed (clock_scale)
            "reference_ms_p50": round(1000 * _percentile(reference_times[label], 0.50), 2),
            "reference_ms_p95": round(1000 * _percentile(reference_times[label], 0.95), 2),
            "decisions": len(times[label]),
            "win_rate_ci95": list(wilson_interval(wins[label], games)),
            "per_game": behaviour[label],
            **{f"mean_{key}": _mean(counts) for key, counts in behaviour[label].items()},
        }
    return {
        "players": players,
        "games": games,
        "seed": seed,
        "jobs": jobs,
        "strategies": strategies,
        "illegal_actions": len(illegal),
        "illegal_examples": illegal[:5],
        "exceptions": len(exceptions),
        "exception_examples": exceptions[:3],
        # the time limits' factor: the games' mean, and its least and greatest
        "clock_scale": [round(statistics.fmean(scales), 3), min(scales), max(scales)],
        "seconds": round(seconds, 1),
    }
