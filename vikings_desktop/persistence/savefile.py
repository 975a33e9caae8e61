"""Save files: the set-up, the deal, the action log and a snapshot, as JSON.

Format version 4 (documented in docs/persistence.md, "The save format")::

    {"format": "vikings-desktop-save", "version": 4,
     "app_version": "0.1.0", "saved_at": "2026-01-31T20:15:00+00:00",
     "setup": {"seats": [{"name": "Astrid", "kind": "human", "level": null,
                          "colour": "crimson"}, …],
               "rules": RuleOptions.to_json(), "seed": 7, "deal": Deal.to_json()},
     "actions": [action_to_json(a), …],
     "snapshot": state_snapshot(position after the actions)}

Version 1 had ``"rules": {"rules": "base"}``: it loads as the base game. Version 2 games
with the auction were played under the first R-A1 Decision (the auction's winner kept the
start player figure; a single-bid opening pass was no bid): they load with
``first_auction_rules`` on, replay and play on exactly as they were played; a version-3
save of such a game says so in its rules. Version 4 adds ``"from_replay": true`` to a game
played on from a replay (written only then), so its record still says so after a
save and a resume. The set-up is
checked by ``GameSetup.validate()`` (game_setup.py), the one validation the new-game
dialog, the window and ``vikings-cli check-save`` share.

Loading never trusts the file: it is read as bytes (at most 10 MB), decoded as strict
UTF-8, parsed as plain JSON (no NaN, no duplicate keys), every field is checked, the log
is replayed from the deal with the engine's legality checks, and the replayed position
must equal the snapshot. Any problem raises ``SaveError`` naming it; nothing is ever
evaluated, unpickled or executed.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from enum import StrEnum
from functools import lru_cache
from pathlib import Path

from vikings_desktop.engine import (
    Action,
    Deal,
    GameState,
    action_from_json,
    action_to_json,
    describe,
)
from vikings_desktop.engine.components import MAX_PLAYERS, MIN_PLAYERS
from vikings_desktop.engine.rules import RuleOptions
from vikings_desktop.game_setup import DEFAULT_COLOURS, GameSetup, Seat
from vikings_desktop.safe_files import (
    UnreadableFile,
    describe_os_error,
    read_regular_file,
    too_large,
)

from .atomic import atomic_write_bytes
from .snapshot import snapshot_difference, state_snapshot

FORMAT_NAME = "vikings-desktop-save"
FORMAT_VERSION = 4
MAX_FILE_BYTES = 10 * 1024 * 1024
VERSION_1_RULES = {"rules": "base"}     # the only rule options a version-1 save has

_TOP_FIELDS = {"format", "version", "app_version", "saved_at", "setup", "actions", "snapshot",
               "file", "from_replay"}
_SETUP_FIELDS = {"seats", "rules", "seed", "deal"}
_SEAT_FIELDS = {"name", "kind", "level", "colour"}
_DEAL_FIELDS = {"stacks", "bag", "start_player"}
_DEAL_OPTIONAL = {"specials"}          # the special tiles' stack, in games with them


class SaveProblem(StrEnum):
    """What kind of problem a ``SaveError`` is: the window says it in the player's
    language (the message itself is the exact detail, in English, for a bug report)."""
    DAMAGED = "damaged"            # not JSON, cut off, a wrong field, a log that does not replay
    NOT_A_SAVE = "not-a-save"      # some other JSON or file
    NEWER = "newer"                # saved by a newer version
    UNREADABLE = "unreadable"      # not a regular file, too large, not allowed
    CANNOT_WRITE = "cannot-write"  # the disk or folder refused the save


class SaveError(ValueError):
    """A save file that cannot be read or written; the message names the problem."""

    def __init__(self, problem: str, path: str | os.PathLike | None = None,
                 kind: SaveProblem = SaveProblem.DAMAGED):
        self.problem = problem
        self.path = None if path is None else Path(path)
        self.kind = kind
        super().__init__(f"{self.path}: {problem}" if path is not None else problem)

    def with_path(self, path: str | os.PathLike) -> SaveError:
        return SaveError(self.problem, path, self.kind)



@lru_cache(maxsize=8192)
def _action_json(action: Action) -> dict:
    """An action's JSON, made once: the autosave writes every action of the game again
    after each move (on its own thread, but holding Python's lock the window needs)."""
    return action_to_json(action)

@dataclass
class SavedGame:
    """A game as a set-up plus the actions taken so far; the position is their replay."""
    setup: GameSetup
    actions: list[Action] = field(default_factory=list)
    # The save file the game was last saved to or opened from: only autosaves carry it,
    # so a resumed game keeps its file (and its name in the title).
    file: str | None = None
    # Played on from a moment of a replay ("Play on from here"): its record says so.
    from_replay: bool = False

    def replay(self, positions: list[GameState] | None = None) -> GameState:
        """The position after the log, every action checked (``SaveError`` if one fails);
        ``positions``, if given, receives a copy of every position on the way (the start
        and one after each action), for a game session to take without replaying."""
        return replay_actions(self.setup, self.actions, positions)

    def to_json(self, state: GameState | None = None) -> dict:
        """The save-file object; ``state`` is the current position if the caller has it."""
        if state is None:
            state = self.replay()
        return {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "app_version": _app_version(),
            "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "setup": self.setup.to_json(),
            "actions": [dict(_action_json(a)) for a in self.actions],   # copies: callers may edit
            "snapshot": state_snapshot(state),
        } | ({"file": self.file} if self.file is not None else {}) \
          | ({"from_replay": True} if self.from_replay else {})


@dataclass
class LoadedGame:
    """A save file read back: the game and the position its log replays to; with
    ``read_save(path, keep_positions=True)`` also every position of the replay
    (``positions[i]``: after i actions), so opening it in a session replays nothing more."""
    game: SavedGame
    state: GameState
    app_version: str | None = None
    saved_at: str | None = None
    positions: list[GameState] | None = None


def _app_version() -> str:
    from vikings_desktop import __version__
    return __version__


# --- replay ------------------------------------------------------------------------------
def replay_actions(setup: GameSetup, actions: list[Action],
                   positions: list[GameState] | None = None) -> GameState:
    """The checked replay of ``actions``; ``positions`` (if given) receives a copy of the
    start and of the position after each action."""
    try:
        state = setup.new_state()
    except ValueError as exc:
        raise SaveError(f"the set-up cannot start a game: {exc}") from None
    if positions is not None:
        positions.append(state.clone())
    for number, action in enumerate(actions, start=1):
        problem = _replay_problem(state, action)
        if problem:
            who = state.players[state.current].name if not state.is_over() else "nobody"
            raise SaveError(f"the action log does not replay: action {number} of "
                            f"{len(actions)} ({who} {_describe(action)}) is not legal: {problem}")
        if positions is not None:
            positions.append(state.clone())
    return state


def _describe(action: Action) -> str:
    try:
        return describe(action)
    except (IndexError, KeyError):        # coordinates outside the board
        return json.dumps(action_to_json(action))


def _replay_problem(state: GameState, action: Action) -> str | None:
    try:
        problem = state.problem(action)
        if problem is None:
            state.apply_unchecked(action)
        return problem
    # A hand-edited log can carry coordinates the engine never produces (row 99):
    # whatever the engine raises on them is reported as an illegal action.
    except Exception as exc:
        return f"the engine refused it ({exc.__class__.__name__}: {exc})"


# --- encoding ----------------------------------------------------------------------------
def dumps_save(game: SavedGame, state: GameState | None = None) -> str:
    # Compact: ``indent`` makes json fall back to its slow pure-Python encoder.
    return json.dumps(game.to_json(state), ensure_ascii=False, separators=(",", ":")) + "\n"


def write_save(path: str | os.PathLike, game: SavedGame, state: GameState | None = None) -> None:
    """Write atomically; ``SaveError`` names the path and why (read-only, disk full, …)."""
    text = dumps_save(game, state)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:      # a lone surrogate: say so, the old file stays
        raise SaveError(f"cannot save: the text {_short(exc.object[exc.start:exc.end])} "
                        "cannot be written as UTF-8 (a broken character in a name?)",
                        path, SaveProblem.CANNOT_WRITE) from None
    try:
        atomic_write_bytes(path, data)
    except OSError as exc:
        raise SaveError(f"cannot save: {describe_os_error(exc)}", path,
                        SaveProblem.CANNOT_WRITE) from None


# --- decoding ----------------------------------------------------------------------------
def read_save(path: str | os.PathLike, keep_positions: bool = False) -> LoadedGame:
    """Read, check and replay a save file; ``SaveError`` names the path and the problem.
    ``keep_positions``: the loaded game also holds every position of its replay."""
    try:
        return loads_save(read_limited(path), keep_positions)
    except SaveError as exc:
        raise exc.with_path(path) from None


def read_limited(path: str | os.PathLike, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (a FIFO, device or folder
    is refused before anything is read)."""
    try:
        return read_regular_file(path, limit, "save file")
    except UnreadableFile as exc:
        raise SaveError(str(exc), kind=SaveProblem.UNREADABLE) from None


def loads_save(data: bytes | str, keep_positions: bool = False) -> LoadedGame:
    if isinstance(data, bytes):
        if len(data) > MAX_FILE_BYTES:
            raise SaveError(too_large(len(data), MAX_FILE_BYTES, "save file"),
                            kind=SaveProblem.UNREADABLE)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SaveError(f"the file is not UTF-8 text (byte 0x{data[exc.start]:02x} at "
                            f"offset {exc.start} is invalid)") from None
    else:
        text = data
    return decode_save(parse_json(text), keep_positions)


def parse_json(text: str) -> object:
    if text.startswith("\ufeff"):
        text = text[1:]                      # a byte-order mark some editors add
    if not text.strip():
        raise SaveError("the file is empty")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys,
                          parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        # Cut off mid-file: the parser ran out of text (possibly inside a string).
        if _cut_off(text, exc):
            raise SaveError("the file is truncated: the JSON ends in the middle "
                            f"(line {exc.lineno}, column {exc.colno})") from None
        raise SaveError(f"the file is not valid JSON: {exc.msg} at line {exc.lineno}, "
                        f"column {exc.colno}") from None
    except RecursionError:
        raise SaveError("the file is not a save: its JSON is nested too deeply",
                        kind=SaveProblem.NOT_A_SAVE) from None
    except ValueError as exc:                 # our hooks, or an absurdly long number
        raise SaveError(f"the file is not valid JSON: {exc}") from None


def _cut_off(text: str, exc: json.JSONDecodeError) -> bool:
    """Did the parser fail only because the text stops (in a string, after ``nu``…)?"""
    rest = text[exc.pos:].rstrip()
    return (not rest or exc.msg.startswith("Unterminated string")
            or any(word.startswith(rest) for word in ("true", "false", "null")))


def _no_duplicate_keys(pairs: list[tuple[str, object]]) -> dict:
    result: dict = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"the key {key!r} appears twice in one object")
        result[key] = value
    return result


def _no_constants(name: str) -> object:
    raise ValueError(f"{name} is not a number in a save file")


def decode_save(data: object, keep_positions: bool = False) -> LoadedGame:
    """Check a parsed save object field by field, replay it, compare the snapshot."""
    if not isinstance(data, dict):
        raise SaveError(f"not a Vikings Desktop save: the file holds a JSON "
                        f"{_json_type(data)}, not an object", kind=SaveProblem.NOT_A_SAVE)
    if "format" not in data:
        raise SaveError("not a Vikings Desktop save: it has no 'format' field",
                        kind=SaveProblem.NOT_A_SAVE)
    if data["format"] != FORMAT_NAME:
        raise SaveError(f"not a Vikings Desktop save: the format is {_short(data['format'])}, "
                        f"expected {FORMAT_NAME!r}", kind=SaveProblem.NOT_A_SAVE)
    version = data.get("version")
    if type(version) is not int:
        raise SaveError(f"the save format version must be a whole number, not {_short(version)}")
    if version > FORMAT_VERSION:
        raise SaveError(f"the file was saved by a newer Vikings Desktop (save format version "
                        f"{version}); this version reads version {FORMAT_VERSION}: please update",
                        kind=SaveProblem.NEWER)
    if version < 1:
        raise SaveError(f"unknown save format version {version}")
    _check_fields(data, _TOP_FIELDS, {"setup", "actions", "snapshot"}, "the save")
    app_version = _optional_str(data, "app_version", "the save")
    saved_at = _optional_str(data, "saved_at", "the save")
    setup = decode_setup(data["setup"], version)
    actions = decode_actions(data["actions"])
    from_replay = data.get("from_replay", False)
    if type(from_replay) is not bool:
        raise SaveError("the save: 'from_replay' must be true or false")
    game = SavedGame(setup, actions, _optional_str(data, "file", "the save"), from_replay)
    positions: list[GameState] | None = [] if keep_positions else None
    state = game.replay(positions)
    if not isinstance(data["snapshot"], dict):
        raise SaveError("the snapshot must be a JSON object")
    saved = data["snapshot"]
    if version < 3 and setup.rules.first_auction_rules and isinstance(saved.get("rules"), dict):
        # a version-2 snapshot predates the option that names the rules it was played by
        saved = {**saved, "rules": {**saved["rules"], "first_auction_rules": True}}
    difference = snapshot_difference(saved, state_snapshot(state))
    if difference:
        raise SaveError("the action log does not reproduce the saved position "
                        f"({difference})")
    return LoadedGame(game, state, app_version, saved_at, positions)


def decode_setup(data: object, version: int = FORMAT_VERSION) -> GameSetup:
    """The set-up of a save, its JSON shape checked here and its meaning by
    ``GameSetup.validate()`` (the window's and the new-game dialog's validation)."""
    if not isinstance(data, dict):
        raise SaveError("the set-up must be a JSON object")
    _check_fields(data, _SETUP_FIELDS, _SETUP_FIELDS, "the set-up")
    seats_data = data["seats"]
    if not isinstance(seats_data, list) or not MIN_PLAYERS <= len(seats_data) <= MAX_PLAYERS:
        raise SaveError(f"the set-up must list {MIN_PLAYERS} to {MAX_PLAYERS} seats")
    seats = tuple(decode_seat(s, i + 1) for i, s in enumerate(seats_data))
    rules = decode_rules(data["rules"], version)
    seed = data["seed"]
    if seed is not None and type(seed) is not int:
        raise SaveError(f"the seed must be a whole number or null, not {_short(seed)}")
    deal = data["deal"]
    if not isinstance(deal, dict):
        raise SaveError("the deal must be a JSON object")
    _check_fields(deal, _DEAL_FIELDS | _DEAL_OPTIONAL, _DEAL_FIELDS, "the deal")
    if not all(isinstance(deal[key], list) for key in ("stacks", "bag")):
        raise SaveError("the deal's stacks and bag must be JSON lists")
    if not isinstance(deal.get("specials", []), list) or not all(
            isinstance(s, str) for s in deal.get("specials", [])):
        raise SaveError("the deal's special tiles must be a JSON list of special tile ids")
    try:
        deal = Deal.from_json(deal)
    except ValueError as exc:
        raise SaveError(f"the deal is not valid: {exc}") from None
    setup = GameSetup(seats, deal, seed, rules)
    problem = setup.problem()
    if problem:
        raise SaveError(problem)
    return setup


def decode_rules(data: object, version: int) -> RuleOptions:
    """Version 1 knew only the base game; versions 2 and 3 store ``RuleOptions.to_json()``.
    A version-2 game with the auction was played under the first auction rules (R-A1's
    withdrawn Decision): it keeps them, so it replays and plays on as it was played."""
    if version == 1:
        if data != VERSION_1_RULES:
            raise SaveError("the rules options must be an object like {\"rules\": \"base\"}")
        return RuleOptions()
    if not isinstance(data, dict):
        raise SaveError("the rule options must be a JSON object")
    if version < 3 and "first_auction_rules" in data:
        raise SaveError("the rule options are not valid: unknown rule option(s) "
                        "'first_auction_rules'")
    try:
        rules = RuleOptions.from_json(data)
    except (ValueError, TypeError, KeyError) as exc:
        raise SaveError(f"the rule options are not valid: {exc}") from None
    if version < 3 and rules.auction:
        rules = replace(rules, first_auction_rules=True)
    return rules


def decode_seat(data: object, number: int) -> Seat:
    """A seat's JSON shape (the names of its fields, their types); its meaning is
    checked with the whole set-up."""
    where = f"seat {number}"
    if not isinstance(data, dict):
        raise SaveError(f"{where} must be a JSON object")
    _check_fields(data, _SEAT_FIELDS, {"name", "kind"}, where)
    for key in _SEAT_FIELDS:
        value = data.get(key)
        if not (isinstance(value, str) or (value is None and key in ("level", "colour"))):
            raise SaveError(f"{where}: the {key} must be a text, not {_short(value)}")
    colour = data.get("colour")
    if colour is None:                # version 1 allowed none: the window's default
        colour = DEFAULT_COLOURS[number - 1]
    return Seat(data["name"], data["kind"], data.get("level"), colour)


def decode_actions(data: object) -> list[Action]:
    if not isinstance(data, list):
        raise SaveError("the action log must be a JSON list")
    actions = []
    for number, item in enumerate(data, start=1):
        try:
            actions.append(action_from_json(item))
        except (ValueError, TypeError) as exc:
            raise SaveError(f"action {number} of the log is malformed: {exc}") from None
    return actions


def _check_fields(data: dict, allowed: set[str], required: set[str], where: str) -> None:
    missing = sorted(required - set(data))
    if missing:
        raise SaveError(f"{where} lacks the field(s) {', '.join(map(repr, missing))}")
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise SaveError(f"{where} has unknown field(s) {', '.join(map(repr, unknown))}")


def _optional_str(data: dict, key: str, where: str) -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise SaveError(f"{where}: {key!r} must be a text")
    return value


def _json_type(value: object) -> str:
    return {list: "list", str: "string", int: "number", float: "number", bool: "boolean",
            type(None): "null"}.get(type(value), type(value).__name__)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
