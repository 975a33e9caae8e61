"""vikings-cli arena: JSON shape, seat rotation, exit codes."""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter

import pytest
from processes import HAS_PROC, alive, descendants

from vikings_desktop.ai import arena, make_strategy
from vikings_desktop.ai.arena import (
    labels_for,
    machine_clock_scale,
    run_arena,
    seat_orders,
    seating_for,
    with_clock_scaled,
)
from vikings_desktop.cli import main

KEYS = {"wins", "win_rate", "mean_fame", "decision_ms_p50", "decision_ms_p95"}


def test_seats_rotate_so_every_strategy_sits_everywhere():
    labels = labels_for(["a", "b", "c"])
    seats = [seating_for(labels, i) for i in range(3)]
    for seat in range(3):
        assert {s[seat] for s in seats} == {"a", "b", "c"}


def test_rotated_only_the_order_round_the_table_never_changes():
    labels = labels_for(["a", "b", "c", "d"])
    for index in range(24):
        seats = seating_for(labels, index)
        start = seats.index("a")
        assert seats[start:] + seats[:start] == labels


def test_every_order_seats_each_strategy_after_every_other_equally_often():
    labels = labels_for(["hard", "mc", "normal", "greedy"])
    assert len(seat_orders(labels)) == 6 and seat_orders(labels)[0] == labels
    games = [seating_for(labels, index, every_order=True) for index in range(24)]
    after = Counter((seats[s], seats[(s + 1) % 4]) for seats in games for s in range(4))
    assert len(after) == 12 and set(after.values()) == {8}      # 4 x 3 neighbours, 96 in all
    for seat in range(4):
        assert Counter(seats[seat] for seats in games) == dict.fromkeys(labels, 6)
    for deal in range(6):           # a deal is played in the 4 rotations of one order
        block = games[4 * deal:4 * deal + 4]
        assert all(seating_for(block[0], r) == block[r] for r in range(4))
    assert len(seat_orders(["a", "b", "c"])) == 2 and len(seat_orders(["a", "b"])) == 1


def test_a_run_in_every_order_counts_wins_and_fame_per_order(capsys):
    result = run_arena(["greedy", "random", "easy"], games=6, seed=2, every_order=True)
    assert result["seating"] == "every order"
    orders = result["by_order"]
    assert list(orders) == ["greedy>random>easy", "greedy>easy>random"]
    assert [o["games"] for o in orders.values()] == [3, 3]
    total = sum(sum(o["win_rate"].values()) * o["games"] for o in orders.values())
    assert total == pytest.approx(6)
    assert "seating" not in run_arena(["greedy", "random"], games=1, seed=2)
    assert main(["arena", "--players", "greedy,random,easy", "--games", "3",
                 "--every-order"]) == 0
    assert json.loads(capsys.readouterr().out)["seating"] == "every order"


def test_a_strategy_named_twice_gets_two_labels():
    assert labels_for(["greedy", "greedy", "random"]) == ["greedy", "greedy-2", "random"]


def test_run_arena_counts_wins_and_no_illegal_action():
    result = run_arena(["greedy", "random", "easy"], games=3, seed=2)
    assert result["games"] == 3 and result["illegal_actions"] == 0 and result["exceptions"] == 0
    stats = result["strategies"]
    assert set(stats) == {"greedy", "random", "easy"}
    assert all(KEYS <= set(s) for s in stats.values())
    assert sum(s["wins"] for s in stats.values()) == pytest.approx(3)


def test_same_seed_same_result():
    one = run_arena(["greedy", "easy"], games=2, seed=5)
    two = run_arena(["greedy", "easy"], games=2, seed=5)
    for result in (one, two):
        for stats in result["strategies"].values():
            for key in ("decision_ms_p50", "decision_ms_p95", "decision_ms_max",
                        "reference_ms_p50", "reference_ms_p95"):
                del stats[key]
        del result["seconds"]
    assert one == two


def test_cli_prints_json_and_writes_json_out(capsys, tmp_path):
    out = tmp_path / "arena.json"
    code = main(["arena", "--players", "greedy,random", "--games", "2", "--seed", "1",
                 "--jobs", "2", "--json-out", str(out)])
    assert code == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == json.loads(out.read_text())
    assert printed["illegal_actions"] == 0
    assert printed["strategies"]["greedy"]["win_rate"] == 1.0


@pytest.mark.parametrize("argv", [
    ["arena", "--players", "greedy,bogus", "--games", "2"],
    ["arena", "--players", "greedy", "--games", "2"],
    ["arena", "--players", "greedy,random,easy,normal,hard", "--games", "2"],
    ["arena", "--players", "greedy,random", "--games", "0"],
    ["arena", "--players", "greedy,random", "--games", "two"],
    ["arena", "--players", "greedy,random", "--games", "2", "--jobs", "0"],
    ["arena", "--games", "2"],
])
def test_bad_input_exits_2_with_one_line(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("vikings-cli:") and err.count("\n") == 1


def test_a_clock_scale_stretches_the_time_limits_only():
    hard = make_strategy("hard")
    limit = hard.time_limit
    assert with_clock_scaled(hard, 2.5).time_limit == pytest.approx(2.5 * limit)
    assert with_clock_scaled(make_strategy("mc"), 2.5).time_limit is None   # fixed playouts
    greedy = make_strategy("greedy")
    assert with_clock_scaled(greedy, 2.5) is greedy


def test_the_summary_gives_decision_times_at_the_reference_speed():
    result = run_arena(["greedy", "random"], games=2, seed=4, clock_scale=2.0)
    assert result["clock_scale"] == [2.0, 2.0, 2.0]
    for stats in result["strategies"].values():
        for q in ("p50", "p95"):
            assert stats[f"reference_ms_{q}"] == pytest.approx(
                stats[f"decision_ms_{q}"] / 2, abs=0.01)
    plain = run_arena(["greedy", "random"], games=2, seed=4)
    assert plain["clock_scale"] == [1.0, 1.0, 1.0]


def test_the_machine_clock_scale_is_the_reference_speed_over_this_ones(monkeypatch):
    monkeypatch.setattr(arena, "random_games_per_second",
                        lambda players, seconds, rules: arena.REFERENCE_GAMES_PER_SECOND / 2.5)
    assert machine_clock_scale() == 2.5


def test_cli_clock_scale_auto_measures_the_machine(monkeypatch, capsys):
    monkeypatch.setattr(arena, "random_games_per_second",
                        lambda players, seconds, rules: arena.REFERENCE_GAMES_PER_SECOND / 2)
    assert main(["arena", "--players", "greedy,random", "--games", "2",
                 "--clock-scale", "auto"]) == 0
    assert json.loads(capsys.readouterr().out)["clock_scale"] == [2.0, 2.0, 2.0]


@pytest.mark.parametrize("scale", ["0", "-1", "fast", "inf", "nan"])
def test_cli_refuses_a_clock_scale_that_is_no_factor(scale, capsys):
    assert main(["arena", "--players", "greedy,random", "--games", "2",
                 "--clock-scale", scale]) == 2
    err = capsys.readouterr().err
    assert err.startswith("vikings-cli:") and "clock-scale" in err and err.count("\n") == 1


def test_arena_reports_behaviour_per_game_and_seat():
    result = run_arena(["greedy", "random"], games=2, seed=3)
    for stats in result["strategies"].values():
        per_game = stats["per_game"]
        assert set(per_game) == {"exchanged_fame", "unrepelled_ships",
                                 "unrepelled_ships_forced", "unrepelled_ships_short",
                                 "feeding_fame", "vikings_ashore", "boatsmen_ashore",
                                 "tiles_discarded", "gold_spent", "auction_paid",
                                 "auctions_won", "specials_taken", "specials_offered",
                                 "scoring_fame", "scoring_gold", "majority_fame",
                                 "boatsmen_majority_fame", "islands_majority_fame",
                                 "longest_island_fame"}
        assert all(len(counts) == 2 for counts in per_game.values())
        assert all(n >= 0 for n in per_game["exchanged_fame"] + per_game["unrepelled_ships"])
        assert all(0 <= forced <= total for forced, total in
                   zip(per_game["unrepelled_ships_forced"], per_game["unrepelled_ships"],
                       strict=True))
        assert all(0 <= short <= total for short, total in
                   zip(per_game["unrepelled_ships_short"], per_game["unrepelled_ships"],
                       strict=True))
        assert all(n >= 0 for n in per_game["vikings_ashore"] + per_game["gold_spent"])
        assert per_game["auction_paid"] == [0, 0]          # no auction in the base game
        assert per_game["auctions_won"] == per_game["specials_taken"] == [0, 0]
        assert per_game["specials_offered"] == [0, 0]      # no special tiles either
        low, high = stats["win_rate_ci95"]
        assert 0.0 <= low <= stats["win_rate"] <= high <= 1.0


def test_arena_counts_the_advanced_games_profile():
    """The start player's price (R-A1), the groups' prices, Vikings ashore at the
    end and tiles discarded, per game and seat."""
    from vikings_desktop.engine.rules import ADVANCED
    result = run_arena(["greedy", "normal"], games=2, seed=3, rules=ADVANCED)
    for stats in result["strategies"].values():
        per_game = stats["per_game"]
        assert all(n >= 0 for key in ("auction_paid", "gold_spent", "vikings_ashore",
                                      "tiles_discarded") for n in per_game[key])
        assert sum(per_game["gold_spent"]) > 0
    assert result["illegal_actions"] == 0 and result["exceptions"] == 0


def test_arena_says_where_fame_comes_from():
    """Auctions won (one a round, R-A1), special tiles taken (R-A4), what the
    rounds' scorings paid and the final majorities (R-F3 to R-F5: 10, 7 and 5 fame)."""
    from vikings_desktop.engine.rules import ADVANCED
    result = run_arena(["greedy", "normal"], games=2, seed=3, rules=ADVANCED)
    per_game = {label: stats["per_game"] for label, stats in result["strategies"].items()}
    for game in range(2):
        assert sum(seat["auctions_won"][game] for seat in per_game.values()) == 6
        taken = sum(seat["specials_taken"][game] for seat in per_game.values())
        assert 0 < taken <= 4 * 6
    sums_of_majorities = {sum(c) for c in itertools.product((0, 10), (0, 7), (0, 5))}
    for seat in per_game.values():
        assert set(seat["majority_fame"]) <= sums_of_majorities
        assert all(n > 0 for n in seat["scoring_fame"] + seat["scoring_gold"])
        # each majority apart: its own prize or nothing, and together the whole
        assert set(seat["boatsmen_majority_fame"]) <= {0, 10}
        assert set(seat["islands_majority_fame"]) <= {0, 7}
        assert set(seat["longest_island_fame"]) <= {0, 5}
        assert [sum(kinds) for kinds in zip(seat["boatsmen_majority_fame"],
                                            seat["islands_majority_fame"],
                                            seat["longest_island_fame"], strict=True)] \
            == seat["majority_fame"]
        # a special tile is taken only where one was offered (the dearest group bought)
        assert all(taken <= offered for taken, offered in
                   zip(seat["specials_taken"], seat["specials_offered"], strict=True))
    assert sum(sum(seat["specials_offered"]) for seat in per_game.values()) > 0


def test_a_game_logged_before_a_field_was_counted_reads_as_not_counted(tmp_path):
    """A run resumed from an older log: its games lack the fields counted since; they are
    reported as None and left out of the means, not as 0 and not as an error."""
    log = tmp_path / "run.jsonl"
    whole = run_arena(["greedy", "random"], games=2, seed=3, log=log)
    lines = log.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[1])
    for name in ("gold_spent", "specials_offered"):   # as if logged before they were counted
        del first["game"][name]
    lines[1] = json.dumps(first)
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run_arena(["greedy", "random"], games=2, seed=3, log=log)
    for label, stats in result["strategies"].items():
        spent = stats["per_game"]["gold_spent"]
        assert spent.count(None) == 1 and stats["per_game"]["specials_offered"].count(None) == 1
        counted = [n for n in spent if n is not None]
        assert counted[0] in whole["strategies"][label]["per_game"]["gold_spent"]
        assert stats["mean_gold_spent"] == counted[0]       # the one game that counted it


def test_ships_beyond_the_warriors_owned_count_as_short_of_warriors():
    """Three ships, one Warrior on a tile and one ashore: one ship stays unrepelled however
    the Warriors are placed; a third Warrior makes none short."""
    from vikings_desktop.ai.arena import warriors_short
    from vikings_desktop.engine.components import (
        LEFT_END,
        RED_SHIP,
        SHIP_ROW,
        WARRIOR,
        WARRIOR_ROW,
    )
    from vikings_desktop.engine.display import Player, packed_cell

    player = Player("p")
    player.rows[SHIP_ROW] = [packed_cell(RED_SHIP)] * 3
    player.rows[WARRIOR_ROW] = [packed_cell(LEFT_END, WARRIOR), packed_cell(LEFT_END)]
    player.mainland[WARRIOR] = 1
    assert warriors_short(player) == 1
    player.mainland[WARRIOR] = 2
    assert warriors_short(player) == 0
    player.rows[SHIP_ROW] = []
    assert warriors_short(player) == 0


def test_exchanged_fame_counts_fame_paid_and_exchanged():
    from vikings_desktop.ai.arena import exchanged_fame
    from vikings_desktop.engine import Buy, Done, Exchange
    assert exchanged_fame(Buy(5, fame=2)) == 2
    assert exchanged_fame(Exchange(3)) == 3
    assert exchanged_fame(Done()) == 0


def test_a_purchase_is_forced_to_a_ship_only_when_every_free_group_holds_one():
    from game_play import position_where

    from vikings_desktop.ai.arena import only_ships_without_fame
    from vikings_desktop.engine import Phase
    from vikings_desktop.engine.components import LEFT_END, RED_SHIP
    from vikings_desktop.engine.display import packed_cell

    state = position_where(lambda s: s.phase is Phase.BUY and s.round == 2, seed=4)
    state.players[state.current].gold = 0          # only the free space can be bought
    state.wheel[0] = packed_cell(RED_SHIP, 1)
    assert only_ships_without_fame(state, state.legal_actions())
    state.wheel[0] = packed_cell(LEFT_END, 1)
    assert not only_ships_without_fame(state, state.legal_actions())
    state.players[state.current].gold = 50          # every group is affordable
    state.wheel = [packed_cell(RED_SHIP, 1) if cell else 0 for cell in state.wheel]
    assert only_ships_without_fame(state, state.legal_actions())
    state.wheel[-1] = packed_cell(LEFT_END, 1)
    assert not only_ships_without_fame(state, state.legal_actions())


@pytest.mark.skipif(not HAS_PROC, reason="Linux /proc")
def test_a_run_stopped_by_sigterm_ends_its_workers_mid_game(tmp_path):
    log = tmp_path / "run.jsonl"
    # Hard thinks up to 0.85 s a decision: its games go on for a minute, far past the wait
    # below, unless the stopped run ends its workers.
    script = ("import sys; from pathlib import Path; from vikings_desktop.ai.arena import run_arena; "
              "run_arena(['hard', 'random'], 100, jobs=2, log=Path(sys.argv[1]))")
    run = subprocess.Popen([sys.executable, "-c", script, str(log)])
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and len(descendants(run.pid)) < 2:
            time.sleep(0.1)
        time.sleep(2.0)                              # the workers are playing
        workers = descendants(run.pid)
        assert len(workers) >= 2 and not run.poll()
        run.send_signal(signal.SIGTERM)
        code = run.wait(timeout=30)
        deadline = time.monotonic() + 10
        while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        run.kill()
        for pid in filter(alive, workers):         # a failed run's orphans, not left behind
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
    assert not any(alive(pid) for pid in workers)
    assert code == 128 + signal.SIGTERM                      # SystemExit, not a bare death
    assert len(log.read_text().splitlines()) == 1             # the run's header, closed whole
