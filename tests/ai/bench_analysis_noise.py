"""How often the analysis blames Hard for its own moves, and how long it takes.

Not a unit test (pytest does not collect it). It plays seeded 2-player games of Hard
against Hard (``vikings-cli selfplay``'s code, Hard's 0.85 s per decision counted in its
own CPU time, so it searches as on a quiet machine however loaded this one is), then
analyses every decision of both seats with the replay window's analysis
(``analysis.analyse_game``, the default seed and sweeps) and counts the findings of at
least ``--fame`` fame per player and game. A finding on Hard's own move is noise or a
real slip of a 0.85 s search; either way a player should rarely see one.

    .venv/bin/python tests/ai/bench_analysis_noise.py --games 4              # base + advanced
    .venv/bin/python tests/ai/bench_analysis_noise.py --games 4 --rules advanced   # one core each
    .venv/bin/python tests/ai/bench_analysis_noise.py --saves DIR/*.vikings.json
    .venv/bin/python tests/ai/bench_analysis_noise.py --keep DIR     # saves the games played

Targets: findings of 3 fame or more average at most 1 per player and game, in the base
and in the advanced game; analysing every decision of a game at most 90 s on one core
(CPU time). Exit code 1 when one is missed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

from vikings_desktop.ai import Strategy, make_strategy
from vikings_desktop.ai.analysis import DEFAULT_SEED, analyse_game, is_finding
from vikings_desktop.ai.hard import HardStrategy
from vikings_desktop.engine.rules import ADVANCED, BASE
from vikings_desktop.game_setup import computer_setup
from vikings_desktop.persistence import read_save, write_save
from vikings_desktop.selfplay import selfplay

MAX_FINDINGS_PER_PLAYER = 1.0
MAX_SECONDS_PER_GAME = 90.0


def on_cpu_clock(level: str, seed: int | None) -> Strategy:
    """The level's strategy; Hard with its time limit read from its thread's CPU time."""
    if level == "hard":
        return HardStrategy(seed, clock=time.thread_time)
    return make_strategy(level, seed)


def measure(setup, actions, fame: float) -> dict:
    if setup.deal is None:
        setup = setup.dealt()
    seats = set(range(len(setup.names)))
    started = time.process_time()
    found, verdicts = analyse_game(setup.new_state(), actions, seats, DEFAULT_SEED)
    seconds = time.process_time() - started
    # at least ``fame`` (the window lists more than its threshold) and surely some
    findings = [v for v in verdicts if v.cost >= fame and is_finding(v.cost, v.spread, 0)]
    return {"rules": "base" if setup.rules == BASE else "advanced",
            "decisions": len(found), "seconds": round(seconds, 1),
            "findings": [{"seat": v.seat, "index": v.index, "fame_lost": v.cost,
                          "spread": v.spread} for v in findings],
            "per_player": round(len(findings) / len(seats), 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per rule set")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fame", type=float, default=3.0, help="a finding is this big")
    parser.add_argument("--rules", choices=("base", "advanced", "both"), default="both",
                        help="which rule set's games to play (one per core: run two)")
    parser.add_argument("--saves", nargs="*", type=Path,
                        help="analyse these saves instead of playing new games")
    parser.add_argument("--keep", type=Path, help="write each game played to this folder")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    games = []
    if args.saves:
        for path in args.saves:
            loaded = read_save(path)
            games.append((str(path), loaded.game.setup, loaded.game.actions))
    else:
        chosen_rules = {"base": (BASE,), "advanced": (ADVANCED,)}.get(args.rules,
                                                                       (BASE, ADVANCED))
        for rules in chosen_rules:
            for seed in range(args.seed, args.seed + args.games):
                setup = replace(computer_setup(["hard", "hard"], seed), rules=rules)
                game, _state = selfplay(setup, make=on_cpu_clock)
                if args.keep:
                    args.keep.mkdir(parents=True, exist_ok=True)
                    name = "base" if rules == BASE else "advanced"
                    write_save(args.keep / f"{name}-seed{seed}.vikings.json", game)
                games.append((f"seed {seed}", game.setup, game.actions))
    results = []
    for label, setup, actions in games:
        result = {"game": label, **measure(setup, actions, args.fame)}
        results.append(result)
        print(json.dumps(result), file=sys.stderr, flush=True)
    summary: dict = {"games": results, "by_rules": {}}
    missed = False
    for rules in ("base", "advanced"):
        chosen = [r for r in results if r["rules"] == rules]
        if not chosen:
            continue
        per_player = sum(r["per_player"] for r in chosen) / len(chosen)
        slowest = max(r["seconds"] for r in chosen)
        summary["by_rules"][rules] = {"games": len(chosen),
                                      "findings_per_player_and_game": round(per_player, 2),
                                      "slowest_game_seconds": slowest,
                                      "decisions_per_game": round(sum(
                                          r["decisions"] for r in chosen) / len(chosen), 1)}
        missed |= per_player > MAX_FINDINGS_PER_PLAYER or slowest > MAX_SECONDS_PER_GAME
    print(json.dumps(summary["by_rules"], indent=1))
    if args.json:
        args.json.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
