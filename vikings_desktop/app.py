"""`vikings-desktop`: until the window exists, print a text summary of a computer game."""

from __future__ import annotations

import random
import sys

from vikings_desktop.engine import GameState


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    seed = int(argv[0]) if argv and argv[0].isdigit() else None
    state = GameState.new_game(["Astrid", "Bjorn", "Sigrid"], seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        if state.scorings and state.phase.value == "buy" and state.turn == 0:
            record = state.scorings[-1]
            print(f"Round {record.round} {record.kind} scoring: " + ", ".join(
                f"{p.name} {p.fame} fame {p.gold} gold" for p in state.players))
    names = " and ".join(state.players[i].name for i in state.winners())
    print(f"Winner: {names}")
    return 0
