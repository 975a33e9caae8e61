"""`vikings-cli`: score and legal-cell queries on positions, benchmarks, arena, saves.

Each subcommand is a module-level ``add_*`` function in ``SUBCOMMANDS``: it adds its
parser and sets ``func``. A command raises ``CliError`` for bad input; ``main`` turns
that (and any ValueError/OSError from parsing files) into one line on stderr, exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys


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
    result = {"random_games_per_second": {
        str(n): round(random_games_per_second(n, seconds=args.seconds, seed=args.seed), 1)
        for n in (2, 3, 4)}}
    _print_json(result)
    return 0


def add_bench(sub) -> None:
    p = sub.add_parser("bench", help="random full games per second on one core, as JSON")
    p.add_argument("--seconds", type=float, default=3.0, help="time per player count")
    p.add_argument("--seed", type=int, default=1)
    p.set_defaults(func=cmd_bench)


SUBCOMMANDS = [add_score, add_legal, add_bench]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="vikings-cli", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for add in SUBCOMMANDS:
        add(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return args.func(args)
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
