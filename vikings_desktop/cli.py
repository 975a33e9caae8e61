"""`vikings-cli`: score and legal-cell queries on positions, benchmarks, arena, saves.

Each subcommand is a module-level ``add_*`` function in ``SUBCOMMANDS``: it adds its
parser and sets ``func``. A command raises ``CliError`` for bad input; ``main`` turns
that (and any ValueError/OSError from parsing files) into one line on stderr, exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


class CliError(Exception):
    """Bad input: printed as one line on stderr, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # argparse would print usage; we want one line
        raise CliError(message)


def _print_json(data: object) -> None:
    print(json.dumps(data, indent=None))


# --- score / legal --------------------------------------------------------------------
def _read_position(path: str):
    from vikings_desktop.engine.notation import parse_file
    return parse_file(path)


def cmd_score(args: argparse.Namespace) -> int:
    from vikings_desktop.engine.positions import score_position
    _print_json(score_position(_read_position(args.file), args.kind))
    return 0


def add_score(sub) -> None:
    p = sub.add_parser("score", help="apply one scoring to a .vkp position, print JSON")
    p.add_argument("file")
    p.add_argument("--kind", required=True, choices=["small", "large", "final"])
    p.set_defaults(func=cmd_score)


def cmd_legal(args: argparse.Namespace) -> int:
    from vikings_desktop.engine.positions import legal_cells_json
    _print_json(legal_cells_json(_read_position(args.file), args.player, args.tile, args.viking))
    return 0


def add_legal(sub) -> None:
    p = sub.add_parser("legal", help="legal cells (green/orange) for a tile in a .vkp position")
    p.add_argument("file")
    p.add_argument("--player", required=True)
    p.add_argument("--tile", required=True)
    p.add_argument("--viking", required=True)
    p.set_defaults(func=cmd_legal)


# --- bench ----------------------------------------------------------------------------
def cmd_bench(args: argparse.Namespace) -> int:
    from vikings_desktop.engine.bench import random_games_per_second
    from vikings_desktop.engine.rules import ADVANCED, BASE
    result = {"random_games_per_second": {
        str(n): round(random_games_per_second(n, seconds=args.seconds, seed=args.seed,
                                              rules=BASE), 1) for n in (2, 3, 4)},
              "advanced_games_per_second": {
        str(n): round(random_games_per_second(n, seconds=args.seconds, seed=args.seed,
                                              rules=ADVANCED), 1) for n in (2, 3, 4)}}
    rules = _rules_from(args)
    if rules not in (BASE, ADVANCED):
        result["chosen_rules_games_per_second"] = {
            str(n): round(random_games_per_second(n, seconds=args.seconds, seed=args.seed,
                                                  rules=rules), 1) for n in (2, 3, 4)}
        result["chosen_rules"] = rules.to_json()
    _print_json(result)
    return 0


def add_rule_flags(parser) -> None:
    """--rules base|advanced and the advanced game's options one by one (RULES.md §10)."""
    group = parser.add_argument_group("rules")
    group.add_argument("--rules", choices=["base", "advanced"], default="base",
                       help="base game (default) or the advanced game: auction, advanced "
                            "Boatsman and special tiles, each of which the flags below turn off")
    group.add_argument("--no-auction", action="store_true", help="advanced game without the auction")
    group.add_argument("--single-bid", action="store_true",
                       help="the auction's single-bid variant (one turn each)")
    group.add_argument("--no-specials", action="store_true", help="advanced game without special tiles")
    group.add_argument("--base-boatsman", action="store_true",
                       help="advanced game with the base game's Boatsman")


def _rules_from(args: argparse.Namespace):
    from vikings_desktop.engine.rules import RuleOptions
    if args.rules == "base":
        given = [flag for flag, on in (("--no-auction", args.no_auction), ("--single-bid",
                 args.single_bid), ("--no-specials", args.no_specials),
                 ("--base-boatsman", args.base_boatsman)) if on]
        if given:
            raise CliError(f"{given[0]} is an option of the advanced game: add --rules advanced")
        return RuleOptions()
    rules = RuleOptions(auction=not args.no_auction, single_bid=args.single_bid,
                        advanced_boatsman=not args.base_boatsman,
                        special_tiles=not args.no_specials)
    if rules.problem():
        raise CliError(f"--single-bid: {rules.problem()}")
    return rules


def add_bench(sub) -> None:
    p = sub.add_parser("bench", help="random full games per second on one core, as JSON")
    p.add_argument("--seconds", type=float, default=3.0, help="time per player count")
    p.add_argument("--seed", type=int, default=1)
    add_rule_flags(p)
    p.set_defaults(func=cmd_bench)


# --- saves ----------------------------------------------------------------------------
def cmd_selfplay(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from vikings_desktop.game_setup import computer_setup
    from vikings_desktop.persistence import write_save
    from vikings_desktop.persistence.summary import game_summary
    from vikings_desktop.selfplay import selfplay
    levels = [name.strip() for name in args.players.split(",")]
    setup = replace(computer_setup(levels, args.seed), rules=_rules_from(args))
    problem = setup.problem()              # the window's own validation of a set-up
    if problem:
        raise CliError(f"--players {args.players}: {problem}")
    if args.stop_after is not None and args.stop_after < 0:
        raise CliError("--stop-after must be 0 or more")
    game, state = selfplay(setup, args.stop_after)
    write_save(args.save, game, state)
    _print_json({"saved": args.save, **game_summary(game, state)})
    return 0


def add_selfplay(sub) -> None:
    p = sub.add_parser("selfplay", help="computer players play (N actions or to the end); save")
    p.add_argument("--players", required=True, help="levels, comma-separated: greedy,greedy")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--stop-after", type=int, default=None, metavar="N")
    p.add_argument("--save", required=True, metavar="FILE")
    add_rule_flags(p)
    p.set_defaults(func=cmd_selfplay)


def cmd_check_save(args: argparse.Namespace) -> int:
    from vikings_desktop.persistence import read_save
    from vikings_desktop.persistence.summary import game_summary
    loaded = read_save(args.file)          # SaveError (a ValueError) names the problem
    _print_json({"file": args.file, **game_summary(loaded.game, loaded.state)})
    return 0


def add_check_save(sub) -> None:
    p = sub.add_parser("check-save", help="load, replay and validate a save file; JSON summary")
    p.add_argument("file")
    p.set_defaults(func=cmd_check_save)


# --- arena (computer players, vikings_desktop/ai) ------------------------------------
def cmd_arena(args: argparse.Namespace) -> int:
    from vikings_desktop.ai.arena import check_players, machine_clock_scale, run_arena
    players = [name.strip() for name in args.players.split(",")]
    try:
        check_players(players)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if args.games < 1 or args.jobs < 1:
        raise CliError("--games and --jobs must be at least 1")
    clock_scale = machine_clock_scale() if args.clock_scale == "auto" else args.clock_scale

    def progress(done: int, total: int) -> None:
        if args.progress:
            print(f"{done}/{total} games", file=sys.stderr, flush=True)

    try:
        result = run_arena(players, args.games, seed=args.seed, jobs=args.jobs,
                           progress=progress, rules=_rules_from(args), log=args.log,
                           clock_scale=clock_scale, every_order=args.every_order)
    except (ValueError, OSError) as exc:   # a log of another run, a damaged or unreadable one
        raise CliError(str(exc)) from None
    if args.json_out:
        with open(args.json_out, "w", encoding="utf-8") as out:
            json.dump(result, out, indent=2)
            out.write("\n")
    _print_json(result)
    return 1 if result["illegal_actions"] or result["exceptions"] else 0


def add_arena(sub) -> None:
    p = sub.add_parser("arena", help="seeded games between computer players, stats as JSON")
    p.add_argument("--players", required=True, help="2-4 strategy names, e.g. hard,normal")
    p.add_argument("--games", type=int, required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--json-out", help="also write the JSON to this file")
    p.add_argument("--progress", action="store_true", help="report finished games on stderr")
    p.add_argument("--log", type=Path,
                   help="keep each finished game in this file; run again to go on where it stopped")
    p.add_argument("--clock-scale", type=clock_scale_value, default=1.0, metavar="F|auto",
                   help="stretch every time limit (Hard's) by F; auto: the suites' reference "
                        "machine's speed over this one's (measure with nothing else running)")
    p.add_argument("--every-order", action="store_true",
                   help="seat the deals in every order round the table in turn, not only "
                        "rotated (3 or 4 players: who sits after whom weighs there)")
    add_rule_flags(p)
    p.set_defaults(func=cmd_arena)


def clock_scale_value(text: str) -> float | str:
    """--clock-scale: ``auto`` or a factor above 0."""
    if text == "auto":
        return text
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"not a factor above 0 or auto: {text!r}")
    return value


# --- analyse (the replay window's analysis, vikings_desktop/ai/analysis) --------------
def cmd_analyse(args: argparse.Namespace) -> int:
    from vikings_desktop.ai.analysis import COSTLY, analyse_game, is_finding
    from vikings_desktop.persistence import read_save
    from vikings_desktop.ui.replay.analysis_runner import stored_verdict
    from vikings_desktop.ui.words.action_text import action_text
    from vikings_desktop.ui.words.analysis_text import preferred_words, verdict_sentence
    loaded = read_save(args.file)
    setup = loaded.game.setup if loaded.game.setup.deal is not None else loaded.game.setup.dealt()
    players = len(setup.names)
    if args.seats is None:
        seats = set(range(players))
    else:
        try:
            seats = {int(seat) for seat in args.seats.split(",")}
        except ValueError:
            raise CliError(f"--seats {args.seats}: seat numbers, comma-separated") from None
        if not seats or not seats <= set(range(players)):
            raise CliError(f"--seats {args.seats}: this game has seats 0 to {players - 1}")

    def progress(done: int, total: int) -> None:
        print(f"{done}/{total} decisions", file=sys.stderr, flush=True)

    start = setup.new_state()
    found, verdicts = analyse_game(start, loaded.game.actions, seats, args.seed, progress)
    positions = [start.clone()]
    for action in loaded.game.actions:
        positions.append(positions[-1].clone())
        positions[-1].apply_unchecked(action)
    findings: list[dict] = []
    for decision, verdict in zip(found, verdicts, strict=True):
        if not is_finding(verdict.cost, verdict.spread, COSTLY):
            continue
        before, after = positions[decision.index], positions[decision.index + 1]
        name = setup.names[verdict.seat]
        findings.append({
            "seat": verdict.seat, "index": verdict.index, "round": decision.round,
            "fame_lost": verdict.cost, "interval": list(verdict.interval),
            "played": action_text(name, verdict.played[0], after, verdict.seat),
            "better": preferred_words(verdict.preferred[0], before, verdict.seat, name),
            "text": verdict_sentence(stored_verdict(verdict, decision.round), setup.names,
                                     before, after)})
    findings.sort(key=lambda finding: (-finding["fame_lost"], finding["index"]))
    _print_json({"decisions": len(found), "findings": findings})
    return 0


def add_analyse(sub) -> None:
    from vikings_desktop.ai.analysis import DEFAULT_SEED
    p = sub.add_parser("analyse", help="the decisions of a saved game that cost fame, as JSON")
    p.add_argument("file")
    p.add_argument("--seats", default=None, help="seats to analyse, e.g. 0,1 (default: all)")
    p.add_argument("--seed", type=int, default=DEFAULT_SEED,
                   help="the analysis seed (the window uses the default)")
    p.set_defaults(func=cmd_analyse)


# --- network games (vikings_desktop/network, docs/network.md) ------------------------
def cmd_host(args: argparse.Namespace) -> int:
    import asyncio
    import logging
    from datetime import datetime

    from vikings_desktop.network.host import (
        LOCAL,
        HostedGame,
        SeatsFile,
        parse_seat_plans,
        seats_file_for,
    )
    from vikings_desktop.persistence import game_file_name, read_save, saves_dir
    from vikings_desktop.persistence.records import GameRecords, records_path
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s host: %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)   # not every connection
    if not 0 <= args.port <= 65535:
        raise CliError("--port must be from 0 to 65535 (0: any free port)")
    plans = parse_seat_plans(args.seats)
    if any(plan.kind == LOCAL for plan in plans):
        raise CliError("--seats: a headless host has no local players (remote or a level)")
    saved, kept = None, None
    rules = _rules_from(args)
    if args.from_save:
        if args.seed is not None or not rules.is_base:
            raise CliError("--from-save: the rules and the seed are the save's own")
        saved = read_save(args.from_save).game        # SaveError names the problem
        seats_path = seats_file_for(Path(args.from_save))
        if seats_path.is_file():
            try:
                kept = SeatsFile.read(seats_path)
            except (ValueError, KeyError, TypeError, OSError) as exc:
                print(f"vikings-cli: seat tokens not used: {exc}", file=sys.stderr)
    save_path = Path(args.save) if args.save else saves_dir() / game_file_name(
        "Network game", f"{datetime.now():%Y-%m-%d %H.%M.%S}")
    autosave_path = save_path.with_name(save_path.name + ".autosave")
    game = HostedGame(plans, rules=rules, seed=args.seed, saved=saved,
                      seats_file=kept, save_path=save_path, autosave_path=autosave_path,
                      records=GameRecords(records_path()))   # the host's statistics
    try:
        return asyncio.run(_host(game, args.bind, args.port))
    finally:
        game.close()


async def _host(game, bind: str, port: int) -> int:
    from vikings_desktop.network.host import NetworkHost
    server = await NetworkHost([game]).serve(bind, port)
    port = server.sockets[0].getsockname()[1]
    for address in _addresses_to_give(bind):
        shown = f"[{address}]" if ":" in address else address
        print(f"address: ws://{shown}:{port}", flush=True)
    print(f"code: {game.code}", flush=True)
    print(f"save: {game.save_path}", flush=True)
    print(f"autosave: {game.autosave_path}", flush=True)
    await game.done.wait()
    server.close()
    await server.wait_closed()
    if game.save_error is not None:
        print(f"vikings-cli: {game.save_error}", file=sys.stderr)
        return 1
    return 0


def _addresses_to_give(bind: str) -> list[str]:
    """The addresses friends can use: ``bind`` itself, or for every address (0.0.0.0)
    this machine's own (loopback last, for a game on this very machine)."""
    import socket
    if bind not in ("0.0.0.0", "", "::"):
        return [bind]
    found: list[str] = []
    try:
        found += socket.gethostbyname_ex(socket.gethostname())[2]
    except OSError:
        pass
    try:   # the address of the route out; a UDP "connect" sends nothing
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            found.insert(0, probe.getsockname()[0])
    except OSError:
        pass
    shared = [a for a in dict.fromkeys(found) if not a.startswith("127.")]
    return shared + ["127.0.0.1"]


def add_host(sub) -> None:
    p = sub.add_parser("host", help="host a network game until it is over (docs/network.md)")
    p.add_argument("--port", type=int, required=True, help="0: any free port")
    p.add_argument("--bind", default="0.0.0.0",
                   help="address to listen on (default every one; 127.0.0.1 behind a proxy)")
    p.add_argument("--seats", required=True,
                   help="comma-separated: remote, or a computer level (random, normal, hard …)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--save", metavar="FILE", help="where the finished game is saved")
    p.add_argument("--from-save", metavar="FILE",
                   help="host this saved game (or autosave) on; its players rejoin")
    add_rule_flags(p)
    p.set_defaults(func=cmd_host)


def cmd_join(args: argparse.Namespace) -> int:
    import asyncio
    import logging

    from vikings_desktop.ai import STRATEGY_NAMES, make_strategy
    from vikings_desktop.network.client import HostGone, JoinRefused, SeatClient
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s join: %(message)s")
    if args.level not in STRATEGY_NAMES:
        raise CliError(f"--as {args.level}: choose from {', '.join(STRATEGY_NAMES)}")
    bot = make_strategy(args.level)
    client = SeatClient(args.url, args.code, name=args.name, token=args.token,
                        decide=bot.choose,
                        on_seated=lambda token: print(f"token: {token}", flush=True))
    try:
        finished = asyncio.run(client.run())
    except JoinRefused as exc:
        raise CliError(f"the host refused: {exc}") from None
    except HostGone as exc:
        print(f"vikings-cli: the host is gone: {exc}", file=sys.stderr)
        return 3
    _print_json({"seat": client.seat, "moves": finished["move"],
                 "winners": finished["winners"]})
    return 0


def add_join(sub) -> None:
    p = sub.add_parser("join", help="play one seat of a network game with a computer level")
    p.add_argument("url", help="ws://HOST:PORT or wss://HOST/PATH")
    p.add_argument("--code", required=True, help="the join code the host printed")
    p.add_argument("--name", help="the player's name at the table")
    p.add_argument("--as", dest="level", required=True, metavar="LEVEL",
                   help="the computer level that plays the seat")
    p.add_argument("--token", help="rejoin the seat this token was given for")
    p.set_defaults(func=cmd_join)


SUBCOMMANDS = [add_score, add_legal, add_bench, add_selfplay, add_check_save, add_arena,
               add_analyse, add_host, add_join]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="vikings-cli", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for add in SUBCOMMANDS:
        add(sub)
    return parser


def _stdout_closed() -> int:
    """A reader that stopped early (``| head``) is no error: leave quietly with the
    shell's code for SIGPIPE. Stdout goes to /dev/null so that the interpreter's last
    flush at exit does not report the broken pipe all over again."""
    import os
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):   # no real file behind stdout (a test's capture)
        pass
    return 141


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        code = args.func(args)
        sys.stdout.flush()           # a closed pipe shows here, not in the exit's flush
        return code
    except BrokenPipeError:          # before OSError: not a problem to report
        return _stdout_closed()
    except (CliError, ValueError, OSError) as exc:
        message = str(exc) or exc.__class__.__name__
        if isinstance(exc, OSError) and exc.filename:
            message = f"{exc.filename}: {exc.strerror}"
        print(f"vikings-cli: {message}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
