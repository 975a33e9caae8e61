"""Soak: many seeded random games per player count, every action checked, every invariant
asserted after every action. Not a unit test (it takes minutes): `make soak`.

    python tests/soak.py --games 2000                      # the base game
    python tests/soak.py --games 2000 --rules advanced     # the boxed advanced game
    python tests/soak.py --games 2000 --rules all          # base, advanced and each option alone
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from vikings_desktop.engine import Buy, GameState
from vikings_desktop.engine.rules import ADVANCED, BASE, RuleOptions

RULE_SETS = {
    "base": BASE, "advanced": ADVANCED, "auction": RuleOptions(auction=True),
    "single-bid": RuleOptions(auction=True, single_bid=True),
    "advanced-boatsman": RuleOptions(advanced_boatsman=True),
    "special-tiles": RuleOptions(special_tiles=True),
}


def soak_game(players: int, seed: int, rules: RuleOptions = BASE) -> None:
    state = GameState.new_game([f"P{i + 1}" for i in range(players)], seed=seed, rules=rules)
    components = (76, 78, 25 if rules.special_tiles else 0)
    rng = random.Random(seed * 7919 + players)
    purchases = 0
    while not state.is_over():
        actions = state.legal_actions()
        if not actions:
            raise AssertionError("no legal action before the end")
        action = rng.choice(actions)
        state.apply(action)                      # checked: raises if legal_actions lied
        purchases += isinstance(action, Buy)
        if state.accounting() != components:
            raise AssertionError(f"components lost: {state.accounting()}")
        if any(p.gold < 0 or p.fame < 0 for p in state.players):
            raise AssertionError("negative gold or fame")
    scorings = [r.kind for r in state.scorings]
    if purchases != 72 or scorings.count("small") != 3 or scorings.count("large") != 3:
        raise AssertionError(f"game shape: {purchases} purchases, scorings {scorings}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per player count")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rules", choices=[*RULE_SETS, "all"], default="base")
    args = parser.parse_args()
    report = {}
    for name in RULE_SETS if args.rules == "all" else [args.rules]:
        for players in (2, 3, 4):
            start = time.perf_counter()
            failures = []
            for i in range(args.games):
                seed = args.seed + i
                try:
                    soak_game(players, seed, RULE_SETS[name])
                except Exception as exc:  # report every failing seed, keep going
                    failures.append({"seed": seed, "error": repr(exc)})
            report[f"{name} {players}p"] = {"games": args.games, "failures": failures,
                                            "seconds": round(time.perf_counter() - start, 1)}
    print(json.dumps(report, indent=1))
    return 1 if any(r["failures"] for r in report.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
