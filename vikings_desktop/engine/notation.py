"""The position notation `.vkp` (NOTATION.md): ``parse`` text into a GameState, ``to_text``
back. ``parse(to_text(s)) == s`` for every parsed position. Malformed input raises
``NotationError`` naming the line and the problem; nothing is guessed.

A position has no hidden parts (no stacks, no bag) and no pending purchase: it starts in
the buy phase of the ``turn`` player. Playing past the end of its round is refused.
"""

from __future__ import annotations

import re
from pathlib import Path

from vikings_desktop.safe_files import read_regular_file

from .components import (
    BOATSMAN,
    FISHERMAN,
    GOLDSMITH,
    ISLAND_TILES,
    MAX_PLAYERS,
    NOBLE,
    ROUNDS,
    ROW_NAMES,
    ROW_OF_VIKING,
    SCOUT,
    SHIP_TILES,
    SHIPS,
    SPECIAL_OF_BUILDING_TILE,
    SPECIAL_OFFER_SIZE,
    SPECIAL_TILE_COUNTS,
    SPECIAL_TILE_IDS,
    STACK_TILE_COUNTS,
    START_TILES,
    TILE_FROM_TOKEN,
    TILE_TOKEN,
    VIKING_FROM_LETTER,
    VIKING_LETTER,
    VIKING_ROLE,
    VIKING_ROLE_PLURAL,
    VIKINGS,
    VIKINGS_PER_COLOUR,
    WARRIOR,
    WHEEL_SPACES,
    is_ship,
)
from .display import Player, cell_tile, cell_viking, packed_cell
from .rules import ADVANCED, BASE, RuleOptions
from .state import GameState, Phase

SAIL_TILE = {SHIPS[t].sail: t for t in SHIP_TILES}
ISLAND_TOKEN = re.compile(r"^(L|M[1-4]|R|B[1-4])(?:\+([A-Z]))?$")
MAINLAND_ORDER = (WARRIOR, NOBLE, SCOUT, GOLDSMITH, FISHERMAN, BOATSMAN)   # as the rows, then B
MAX_POSITION_BYTES = 1024 * 1024      # a real position is under 2 KB
MAX_DIGITS = 18                       # no count, price or amount in a position comes close


class NotationError(ValueError):
    """A malformed position: the message starts with ``line N:``."""

    def __init__(self, line: int, problem: str):
        super().__init__(f"line {line}: {problem}")
        self.line = line
        self.problem = problem


def parse_file(path: str | Path) -> GameState:
    """Parse a .vkp file (only a regular file of at most ``MAX_POSITION_BYTES``); errors
    name the file as well as the line."""
    try:
        data = read_regular_file(path, MAX_POSITION_BYTES, "position file")
    except ValueError as exc:
        raise ValueError(f"{path}: {exc}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    try:
        return parse(text)
    except NotationError as exc:
        raise ValueError(f"{path}: {exc}") from None


def _int(line: int, text: str, what: str) -> int:
    if not re.fullmatch(r"-?\d+", text):
        raise NotationError(line, f"{what} must be a whole number, not {text!r}")
    if len(text.lstrip("-").lstrip("0")) > MAX_DIGITS:   # Python refuses over 4,300 anyway
        raise NotationError(line, f"{what} is far too large ({len(text)} digits)")
    return int(text)


def _need(number: int, args: list[str], count: int, usage: str) -> None:
    if len(args) != count:
        raise NotationError(number, f"expected `{usage}`")


def parse(text: str) -> GameState:
    state = GameState._blank()
    start_name = turn_name = None
    player: Player | None = None
    seen_rows: set[str] = set()
    start_tile: dict[str, bool] = {}
    section = "header"                         # header | player | wheel
    wheel_seen: set[int] = set()

    text = text.removeprefix("\ufeff")           # a byte-order mark some editors add
    for number, raw in enumerate(text.splitlines(), start=1):
        tokens = raw.split("#", 1)[0].split()
        if not tokens:
            continue
        key, args = tokens[0], tokens[1:]

        if key == "round":
            _need(number, args, 1, "round N")
            state.round = _int(number, args[0], "the round")
            if not 1 <= state.round <= ROUNDS:
                raise NotationError(number, f"the round must be 1 to {ROUNDS}")
        elif key == "start":
            _need(number, args, 1, "start NAME")
            start_name = (number, args[0])
        elif key == "turn":
            _need(number, args, 1, "turn NAME")
            turn_name = (number, args[0])
        elif key == "rules":
            state.rules = _parse_rules(number, args)
        elif key == "special-offer":
            if len(args) > SPECIAL_OFFER_SIZE:
                raise NotationError(number, f"at most {SPECIAL_OFFER_SIZE} special tiles lie face up")
            for special in args:
                if special not in SPECIAL_TILE_IDS:
                    raise NotationError(number, f"unknown special tile {special!r}")
            state.special_offer = list(args)
        elif key == "player":
            if not args:
                raise NotationError(number, "expected `player NAME gold=G fame=F`")
            name = args[0]
            if "=" in name:
                raise NotationError(number, "the player's name comes first")
            if any(p.name == name for p in state.players):
                raise NotationError(number, f"duplicate player {name!r}")
            if len(state.players) == MAX_PLAYERS:
                raise NotationError(number, f"at most {MAX_PLAYERS} players")
            player = Player(name)
            for arg in args[1:]:
                field, _, value = arg.partition("=")
                if field not in ("gold", "fame") or not value:
                    raise NotationError(number, f"unknown player field {arg!r} (gold=G fame=F)")
                amount = _int(number, value, field)
                if amount < 0:
                    raise NotationError(number, f"negative {field} ({amount})")
                setattr(player, field, amount)
            state.players.append(player)
            seen_rows = set()
            section = "player"
        elif key in ROW_NAMES or key in ("mainland", "specials", "start-tile"):
            if section != "player" or player is None:
                raise NotationError(number, f"`{key}` must follow a `player` line")
            if key in seen_rows:
                raise NotationError(number, f"{player.name} has two `{key}` lines")
            seen_rows.add(key)
            if key in ROW_NAMES:
                _parse_row(number, player, ROW_NAMES.index(key), args)
            elif key == "mainland":
                for letter in args:
                    if letter not in VIKING_FROM_LETTER:
                        raise NotationError(number, f"unknown Viking {letter!r} (W N S G F B)")
                    player.mainland[VIKING_FROM_LETTER[letter]] += 1
            elif key == "specials":
                for special in args:
                    if special not in SPECIAL_TILE_IDS:
                        raise NotationError(number, f"unknown special tile {special!r}")
                    player.specials.append(special)
            else:
                _need(number, args, 1, "start-tile placed|unplaced")
                if args[0] not in ("placed", "unplaced"):
                    raise NotationError(number, "expected `start-tile placed|unplaced`")
                start_tile[player.name] = args[0] == "placed"
        elif key == "wheel":
            _need(number, args, 0, "wheel")
            section = "wheel"
        elif section == "wheel" and re.fullmatch(r"-?\d+", key):
            _need(number, args, 2, "PRICE TILE VIKING")
            price = _int(number, key, "a wheel price")
            if not 0 <= price < WHEEL_SPACES:
                raise NotationError(number, f"a wheel price is 0 to {WHEEL_SPACES - 1}, not {price}")
            if price in wheel_seen:
                raise NotationError(number, f"two groups at price {price}")
            wheel_seen.add(price)
            tile = SAIL_TILE.get(args[0]) or TILE_FROM_TOKEN.get(args[0])
            if tile is None or tile not in ISLAND_TILES[:6] + SHIP_TILES:
                raise NotationError(number, f"unknown tile {args[0]!r} (L M1…M4 R or a sail colour)")
            if args[1] not in VIKING_FROM_LETTER and args[1] != ".":
                raise NotationError(number, f"unknown Viking {args[1]!r} (F G S N W B, "
                                            "or . while the colour draft is on)")
            state.wheel[price] = packed_cell(tile, VIKING_FROM_LETTER.get(args[1], 0))
        else:
            raise NotationError(number, f"unknown keyword {key!r}")

    if not state.players:
        raise NotationError(1, "a position needs at least one `player` line")
    names = [p.name for p in state.players]
    for ref in (start_name, turn_name):
        if ref and ref[1] not in names:
            raise NotationError(ref[0], f"no player named {ref[1]!r}")
    state.start_player = names.index(start_name[1]) if start_name else 0
    state.current = names.index(turn_name[1]) if turn_name else state.start_player
    for p in state.players:
        p.start_placed = start_tile.get(p.name, p.has_any_tile())
    _check_components(state)
    state.phase = Phase.BUY
    return state


# The rule options by their words in a `rules` line (RULES.md §10).
OPTION_WORDS = {"auction": "auction", "single-bid": "single_bid",
                "advanced-boatsman": "advanced_boatsman", "special-tiles": "special_tiles"}
RULES_USAGE = "rules base|advanced|OPTION… (auction single-bid advanced-boatsman special-tiles)"


def _parse_rules(number: int, args: list[str]) -> RuleOptions:
    """`rules base`, `rules advanced` (the boxed advanced game) or the options one by one."""
    if args in (["base"], ["advanced"]):
        return BASE if args[0] == "base" else ADVANCED
    if not args:
        raise NotationError(number, f"expected `{RULES_USAGE}`")
    chosen = {}
    for word in args:
        if word not in OPTION_WORDS:
            raise NotationError(number, f"unknown rule option {word!r} (base, advanced, "
                                        + ", ".join(OPTION_WORDS) + ")")
        if OPTION_WORDS[word] in chosen:
            raise NotationError(number, f"the option {word!r} is given twice")
        chosen[OPTION_WORDS[word]] = True
    options = RuleOptions(**chosen)
    problem = options.problem()
    if problem:
        raise NotationError(number, problem)
    return options


def _rules_text(rules: RuleOptions) -> str | None:
    if rules.is_base:
        return None
    if rules == ADVANCED:
        return "advanced"
    return " ".join(word for word, name in OPTION_WORDS.items() if getattr(rules, name))


def _parse_row(number: int, player: Player, row: int, tokens: list[str]) -> None:
    for col, token in enumerate(tokens, start=1):
        if token == ".":
            continue
        if row == 0:
            if token not in SAIL_TILE:
                raise NotationError(number, f"unknown ship {token!r} (red green yellow blue)")
            player.put(0, col, SAIL_TILE[token])
            continue
        match = ISLAND_TOKEN.match(token)
        if not match:
            if "+" in token and token.count("+") > 1:
                raise NotationError(number, f"two Vikings on one tile: {token!r}")
            raise NotationError(number, f"unknown island token {token!r} (L M1…M4 R B1…B4, "
                                        "optionally +W +N +S +G +F)")
        tile, letter = TILE_FROM_TOKEN[match.group(1)], match.group(2)
        viking = 0
        if letter:
            viking = VIKING_FROM_LETTER.get(letter, -1)
            if viking < 0:
                raise NotationError(number, f"unknown Viking {letter!r} in {token!r}")
            if viking == BOATSMAN or ROW_OF_VIKING[viking] != row:
                raise NotationError(number, f"a {VIKING_ROLE[viking]} cannot stand in the "
                                            f"{ROW_NAMES[row]} row ({token!r})")
        player.put(row, col, tile, viking)


def _check_components(state: GameState) -> None:
    """A position may not use more components than the game has (R-C)."""
    vikings = [0] * 7
    tiles: dict[int, int] = {}
    for p in state.players:
        for v in VIKINGS:
            vikings[v] += p.mainland[v]
        for r in p.rows:
            for c in r:
                if c:
                    vikings[cell_viking(c)] += 1 if cell_viking(c) else 0
                    tiles[cell_tile(c)] = tiles.get(cell_tile(c), 0) + 1
    for g in state.wheel:
        if g:
            vikings[cell_viking(g)] += 1
            tiles[cell_tile(g)] = tiles.get(cell_tile(g), 0) + 1
    for v in VIKINGS:
        if vikings[v] > VIKINGS_PER_COLOUR:
            raise NotationError(1, f"the position has {vikings[v]} {VIKING_ROLE_PLURAL[v]}; the game "
                                   f"has {VIKINGS_PER_COLOUR}")
    used = {special: state.special_offer.count(special) for special in SPECIAL_TILE_COUNTS}
    for p in state.players:
        for special in p.specials:
            used[special] += 1
        for r in p.rows:
            for c in r:
                if cell_tile(c) in SPECIAL_OF_BUILDING_TILE:
                    used[SPECIAL_OF_BUILDING_TILE[cell_tile(c)]] += 1
    for special, n in used.items():
        if n > SPECIAL_TILE_COUNTS[special]:
            raise NotationError(1, f"the position has {n} {special} special tiles; the game has "
                                   f"{SPECIAL_TILE_COUNTS[special]}")
    limits = dict(STACK_TILE_COUNTS)
    limits[ISLAND_TILES[0]] += START_TILES
    for t, n in tiles.items():
        if n > limits.get(t, 1):
            raise NotationError(1, f"the position has {n} {TILE_TOKEN[t]} tiles; the game has "
                                   f"{limits.get(t, 1)}")


def _cell_token(row: int, cell: int) -> str:
    if not cell:
        return "."
    tile, viking = cell_tile(cell), cell_viking(cell)
    if row == 0:
        return SHIPS[tile].sail
    return TILE_TOKEN[tile] + (f"+{VIKING_LETTER[viking]}" if viking else "")


def to_text(state: GameState) -> str:
    """Print the public position in canonical notation (hidden parts are not part of it)."""
    names = [p.name for p in state.players]
    lines = [f"round {state.round}", f"start {names[state.start_player]}",
             f"turn {names[state.current]}"]
    rules = _rules_text(state.rules)
    if rules:
        lines.append(f"rules {rules}")
    if state.special_offer:
        lines.append("special-offer " + " ".join(state.special_offer))
    for p in state.players:
        lines += ["", f"player {p.name} gold={p.gold} fame={p.fame}"]
        for row, cells in enumerate(p.rows):
            if cells:
                tokens = [_cell_token(row, c) for c in cells]
                lines.append(f"  {ROW_NAMES[row]:<11} " + " ".join(f"{t:<5}" for t in tokens).rstrip())
        mainland = [VIKING_LETTER[v] for v in MAINLAND_ORDER for _ in range(p.mainland[v])]
        if mainland:
            lines.append("  mainland    " + " ".join(mainland))
        if p.specials:
            lines.append("  specials    " + " ".join(p.specials))
        if p.start_placed != p.has_any_tile():
            lines.append(f"  start-tile  {'placed' if p.start_placed else 'unplaced'}")
    if any(state.wheel):
        lines += ["", "wheel"]
        for price, g in enumerate(state.wheel):
            if g:
                tile = cell_tile(g)
                token = SHIPS[tile].sail if is_ship(tile) else TILE_TOKEN[tile]
                lines.append(f"  {price:<2} {token:<6} {VIKING_LETTER.get(cell_viking(g), '.')}")
    return "\n".join(lines) + "\n"
