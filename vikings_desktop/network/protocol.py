"""The network protocol of Vikings Desktop, without Qt: every message, the version
handshake, the limits and the checks (docs/network.md describes the same in words).

JSON text messages over WebSocket. A client sends ``hello``, ``action`` and ``ping``;
the host answers with ``welcome``, ``seats``, ``game``, ``update``, ``refused``,
``error``, ``game_over`` and ``pong``. The host is the only authority: a client sends
the action it intends and the host checks it with the engine.

    message = parse_client_message(text)        # Hello | PlayAction | Ping, or ProtocolError
    text = encode(update_message(...))          # compact, deterministic JSON
    state = decode_public_state(data["state"])  # the position a client may know

A client only ever learns the public observation (RULES.md §11): the stacks, the bag and
the special tiles' stack travel as sorted contents and sizes, so two games that differ
only in a reshuffle of that hidden order send the very same bytes until the next draw.
"""

from __future__ import annotations

import hmac
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from vikings_desktop.engine import Action, GameState, Phase, action_from_json, action_to_json
from vikings_desktop.engine.components import ROUNDS
from vikings_desktop.engine.display import Player
from vikings_desktop.engine.rounds import ScoringRecord
from vikings_desktop.engine.rules import RuleOptions
from vikings_desktop.engine.scoring import ScoringCategory

PROTOCOL_VERSION = 1
# What the host reads from a client: a hello or an action is under 300 bytes.
MAX_CLIENT_MESSAGE_BYTES = 8 * 1024
# What a client reads from the host: a position is about 3 kB; the finished game's save,
# sent once at the end, stays well under this.
MAX_HOST_MESSAGE_BYTES = 1024 * 1024
# Flood control per connection: a bucket of RATE_BURST messages, refilled RATE_PER_SECOND
# a second. A move the host plays gives its message back, so play itself never runs dry.
RATE_BURST = 40
RATE_PER_SECOND = 20.0
FLOOD_CLOSE_AFTER = 200       # dropped messages in a row before the connection is closed
WRONG_CODES_CLOSE_AFTER = 5   # wrong join codes on one connection before it is closed
MAX_NAME_CHARS = 40
MAX_TOKEN_CHARS = 64
MAX_PING_ID_CHARS = 64

JOIN_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # no 0/O or 1/I to misread
JOIN_CODE_LENGTH = 6
TOKEN_BYTES = 18              # 144 random bits, 24 characters in URL-safe base64

# Close codes (RFC 6455 §7.4): the library's own 1009 closes an oversized message.
CLOSE_POLICY = 1008           # floods, repeated wrong codes, a protocol version mismatch
CLOSE_GAME_OVER = 1000


class ErrorCode(StrEnum):
    """Why the host refused a message (``error``); the engine's refusals of a legal-looking
    action travel as ``refused`` with the engine's own code instead."""
    MALFORMED = "malformed"                 # not JSON, not an object, a wrong field
    UNKNOWN_TYPE = "unknown_type"
    PROTOCOL_VERSION = "protocol_version"   # the client speaks another protocol version
    WRONG_CODE = "wrong_code"
    NO_FREE_SEAT = "no_free_seat"
    BAD_TOKEN = "bad_token"                 # no seat has this token
    SEAT_CONNECTED = "seat_connected"       # the token's seat is connected elsewhere
    NAME_TAKEN = "name_taken"
    BAD_NAME = "bad_name"
    ALREADY_SEATED = "already_seated"
    NOT_SEATED = "not_seated"
    NOT_STARTED = "not_started"
    GAME_OVER = "game_over"
    NOT_YOUR_SEAT = "not_your_seat"         # an action for another player's seat
    NOT_YOUR_TURN = "not_your_turn"
    STALE_MOVE = "stale_move"               # the move number is not the game's: a replay
    BAD_ACTION = "bad_action"               # not an action of the game
    RATE_LIMITED = "rate_limited"


# Errors after which a joining client cannot go on as it is (the others are one message's).
FATAL_JOIN_ERRORS = frozenset({ErrorCode.PROTOCOL_VERSION, ErrorCode.WRONG_CODE,
                               ErrorCode.NO_FREE_SEAT, ErrorCode.BAD_TOKEN,
                               ErrorCode.SEAT_CONNECTED, ErrorCode.NAME_TAKEN,
                               ErrorCode.BAD_NAME})


class ProtocolError(ValueError):
    """A message that breaks the protocol: ``code`` says what kind, the text says how."""

    def __init__(self, code: ErrorCode, message: str):
        super().__init__(message)
        self.code = code


# --- client messages -----------------------------------------------------------------------
@dataclass(frozen=True)
class Hello:
    """Take a seat: by the join code (a free seat) or by a seat token (rejoin)."""
    protocol: int
    code: str
    name: str | None = None
    token: str | None = None


@dataclass(frozen=True)
class PlayAction:
    """The action ``seat`` intends as move number ``move`` (the actions played before it)."""
    seat: int
    move: int
    action: Action


@dataclass(frozen=True)
class Ping:
    id: str


ClientMessage = Hello | PlayAction | Ping


def parse_json_object(text: str | bytes, limit: int) -> dict[str, Any]:
    """One JSON object from a message: strict (no NaN, no key twice), at most ``limit``
    bytes, never anything but plain data."""
    if isinstance(text, bytes):
        raise ProtocolError(ErrorCode.MALFORMED, "messages are JSON text, not binary")
    if len(text) > limit or len(text.encode("utf-8", "surrogatepass")) > limit:
        raise ProtocolError(ErrorCode.MALFORMED, f"a message has at most {limit} bytes")
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicate_keys,
                          parse_constant=_no_constants)
    except RecursionError:
        raise ProtocolError(ErrorCode.MALFORMED, "the JSON is nested too deeply") from None
    except ValueError as exc:       # JSONDecodeError, our hooks, an absurdly long number
        raise ProtocolError(ErrorCode.MALFORMED, f"not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise ProtocolError(ErrorCode.MALFORMED, "a message is a JSON object")
    return data


def parse_client_message(text: str | bytes) -> ClientMessage:
    """A client's message checked field by field; ``ProtocolError`` says what is wrong.
    A hello of another protocol version is refused before its other fields are read, so
    any version learns why it cannot join."""
    data = parse_json_object(text, MAX_CLIENT_MESSAGE_BYTES)
    kind = data.get("type")
    if kind == "hello":
        protocol = data.get("protocol")
        if type(protocol) is not int or protocol != PROTOCOL_VERSION:
            raise ProtocolError(ErrorCode.PROTOCOL_VERSION, version_mismatch(protocol))
        _fields(data, {"type", "protocol", "code"}, {"name", "token"})
        return Hello(protocol, _text(data, "code", 32),
                     _optional_text(data, "name", MAX_NAME_CHARS),
                     _optional_text(data, "token", MAX_TOKEN_CHARS))
    if kind == "action":
        _fields(data, {"type", "seat", "move", "action"}, set())
        seat, move = _count(data, "seat"), _count(data, "move")
        try:
            action = action_from_json(data["action"])
        except (ValueError, TypeError) as exc:
            raise ProtocolError(ErrorCode.BAD_ACTION, f"not an action: {exc}") from None
        return PlayAction(seat, move, action)
    if kind == "ping":
        _fields(data, {"type", "id"}, set())
        return Ping(_text(data, "id", MAX_PING_ID_CHARS))
    if not isinstance(kind, str):
        raise ProtocolError(ErrorCode.MALFORMED, "a message needs a text 'type'")
    raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"unknown message type {_short(kind)}")


def version_mismatch(theirs: object) -> str:
    return (f"this host speaks Vikings network protocol {PROTOCOL_VERSION}, the client "
            f"{_short(theirs)}: host and players need Vikings Desktop versions with the "
            "same protocol")


def hello_message(code: str, name: str | None = None, token: str | None = None) -> dict:
    message: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION, "code": code}
    if name is not None:
        message["name"] = name
    if token is not None:
        message["token"] = token
    return message


def action_message(seat: int, move: int, action: Action) -> dict:
    return {"type": "action", "seat": seat, "move": move, "action": action_to_json(action)}


def ping_message(ping_id: str) -> dict:
    return {"type": "ping", "id": ping_id}


# --- host messages -------------------------------------------------------------------------
HOST_MESSAGE_TYPES = frozenset({"welcome", "seats", "game", "update", "refused", "error",
                                "game_over", "pong"})


def welcome_message(seat: int, token: str | None) -> dict:
    """Seated at ``seat``; ``token`` is new (keep it to rejoin), None on a rejoin."""
    return {"type": "welcome", "protocol": PROTOCOL_VERSION, "seat": seat, "token": token}


def seats_message(seats: list[dict], started: bool) -> dict:
    """Who sits where and who is connected (the lobby, the waiting banner). Each seat:
    ``{"name", "kind": remote|local|computer, "level", "connected", "stand_in"}``."""
    return {"type": "seats", "started": started, "seats": seats}


def game_message(move: int, state: GameState, seat_kinds: list[str]) -> dict:
    """The whole public picture: sent when the game starts and to a seat that (re)joins."""
    return {"type": "game", "move": move, "rules": state.rules.to_json(),
            "kinds": seat_kinds, "state": encode_public_state(state)}


def update_message(move: int, seat: int, action: Action, state: GameState) -> dict:
    """``seat`` played ``action``; ``move`` actions are played now; the position after."""
    return {"type": "update", "move": move, "seat": seat, "action": action_to_json(action),
            "state": encode_public_state(state)}


def refused_message(move: int, code: str, message: str, args: tuple = ()) -> dict:
    """The engine refused the action (nothing changed): its code, the refusal's arguments
    (so that a client words it in its own language) and the English reason."""
    return {"type": "refused", "move": move, "code": code, "message": message,
            "args": [arg if isinstance(arg, str | int | float | bool) or arg is None
                     else str(arg) for arg in args]}


def error_message(code: ErrorCode, message: str) -> dict:
    return {"type": "error", "code": code.value, "message": message}


def game_over_message(move: int, winners: list[int], save: dict) -> dict:
    """The game is over; ``save`` is the finished game as a save file holds it (nothing
    is hidden any more), for the client's own replay."""
    return {"type": "game_over", "move": move, "winners": winners, "save": save}


def pong_message(ping_id: str) -> dict:
    return {"type": "pong", "id": ping_id}


def encode(message: dict) -> str:
    """Compact JSON; the same message always gives the same text."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def parse_host_message(text: str | bytes) -> dict[str, Any]:
    """A host's message, its type checked (fields are read where they are used, and a
    broken one raises ``ProtocolError`` there: see ``decode_public_state``)."""
    data = parse_json_object(text, MAX_HOST_MESSAGE_BYTES)
    if data.get("type") not in HOST_MESSAGE_TYPES:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE,
                            f"unknown message type {_short(data.get('type'))}")
    return data


# --- the public position -------------------------------------------------------------------
def encode_public_state(state: GameState) -> dict:
    """The position as every player may know it: exactly the AI's ``Observation`` — the
    stacks as sorted unseen tiles and sizes, the bag sorted, the special stack sorted."""
    return {
        "players": [{"name": p.name, "gold": p.gold, "fame": p.fame, "rows": p.rows,
                     "mainland": p.mainland, "specials": p.specials,
                     "start_placed": p.start_placed} for p in state.players],
        "round": state.round, "start_player": state.start_player, "current": state.current,
        "phase": state.phase.value, "wheel": state.wheel, "pending": state.pending,
        "purchases": state.purchases, "turn": state.turn,
        "stack_sizes": [len(stack) for stack in state.stacks],
        "unseen_tiles": sorted(tile for stack in state.stacks for tile in stack),
        "bag": sorted(state.bag),
        "removed_tiles": state.removed_tiles, "removed_vikings": state.removed_vikings,
        "boat_queue": state.boat_queue, "boat_selection": state.boat_selection,
        "boat_moved": state.boat_moved, "boat_colour": state.boat_colour,
        "scorings": [{"round": r.round, "kind": r.kind, "breakdowns": r.breakdowns,
                      "winners": r.winners} for r in state.scorings],
        "rules": state.rules.to_json(), "drawn": state.drawn, "bid": state.bid,
        "leader": state.leader, "passed": state.passed, "auction_turns": state.auction_turns,
        "special_offer": state.special_offer,
        "unseen_specials": sorted(state.special_stack),
        "removed_specials": state.removed_specials,
    }


_STATE_FIELDS = {"players", "round", "start_player", "current", "phase", "wheel", "pending",
                 "purchases", "turn", "stack_sizes", "unseen_tiles", "bag", "removed_tiles",
                 "removed_vikings", "boat_queue", "boat_selection", "boat_moved",
                 "boat_colour", "scorings", "rules", "drawn", "bid", "leader", "passed",
                 "auction_turns", "special_offer", "unseen_specials", "removed_specials"}
_PLAYER_FIELDS = {"name", "gold", "fame", "rows", "mainland", "specials", "start_placed"}


def decode_public_state(data: object) -> GameState:
    """A position from ``encode_public_state``: its stacks hold the unseen tiles in sorted
    order, so its ``observation()`` equals the host's. ``ProtocolError`` if malformed."""
    try:
        return _decode_state(data)
    except ProtocolError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise ProtocolError(ErrorCode.MALFORMED, f"malformed position: {exc!r}") from None


def _decode_state(data: object) -> GameState:
    if not isinstance(data, dict) or set(data) != _STATE_FIELDS:
        raise ValueError("a position has exactly the documented fields")
    state = GameState.__new__(GameState)
    state.players = [_decode_player(p) for p in _list(data["players"])]
    if not 2 <= len(state.players) <= 4:
        raise ValueError("2 to 4 players")
    for name in ("round", "start_player", "current", "pending", "purchases", "turn",
                 "boat_moved", "boat_colour", "bid", "leader", "auction_turns"):
        setattr(state, name, _int(data[name]))
    state.phase = Phase(data["phase"])
    for name in ("wheel", "bag", "removed_tiles", "removed_vikings", "boat_queue",
                 "boat_selection", "drawn", "passed"):
        setattr(state, name, _ints(data[name]))
    sizes, tiles = _ints(data["stack_sizes"]), sorted(_ints(data["unseen_tiles"]))
    if len(sizes) != ROUNDS or sum(sizes) != len(tiles) or min(sizes) < 0:
        raise ValueError("the stack sizes do not match the unseen tiles")
    state.stacks = []
    for size in sizes:
        state.stacks.append(tiles[:size])
        del tiles[:size]
    state.scorings = [_decode_scoring(r) for r in _list(data["scorings"])]
    state.rules = RuleOptions.from_json(data["rules"])
    state.special_offer = _texts(data["special_offer"])
    state.special_stack = sorted(_texts(data["unseen_specials"]))
    state.removed_specials = _texts(data["removed_specials"])
    return state


def _decode_player(data: object) -> Player:
    if not isinstance(data, dict) or set(data) != _PLAYER_FIELDS:
        raise ValueError("a player has exactly the documented fields")
    name = data["name"]
    if not isinstance(name, str) or type(data["start_placed"]) is not bool:
        raise ValueError("a player's name is text, start_placed true or false")
    player = Player(name, _int(data["gold"]), _int(data["fame"]))
    rows = _list(data["rows"])
    if len(rows) != 6:
        raise ValueError("a display has 6 rows")
    player.rows = [_ints(row) for row in rows]
    player.mainland = _ints(data["mainland"])
    if len(player.mainland) != 7:
        raise ValueError("a mainland counts 7 entries")
    player.specials = _texts(data["specials"])
    player.start_placed = data["start_placed"]
    return player


def _decode_scoring(data: object) -> ScoringRecord:
    if not isinstance(data, dict) or set(data) != {"round", "kind", "breakdowns", "winners"}:
        raise ValueError("a scoring has exactly the documented fields")
    if not isinstance(data["kind"], str):
        raise ValueError("a scoring's kind is text")
    breakdowns = []
    for breakdown in _list(data["breakdowns"]):
        if not isinstance(breakdown, dict):
            raise ValueError("a breakdown is an object")
        breakdowns.append({_category(key): _amounts(value) for key, value in breakdown.items()})
    return ScoringRecord(_int(data["round"]), data["kind"], breakdowns, _ints(data["winners"]))


def _category(key: str) -> ScoringCategory | str:
    # A special tile's category is its tile id (R-S), not a ScoringCategory member.
    try:
        return ScoringCategory(key)
    except ValueError:
        return key


def _amounts(value: object) -> dict[str, int]:
    if not isinstance(value, dict):
        raise ValueError("a breakdown entry is an object")
    return {str(key): _int(amount) for key, amount in value.items()}


# --- join codes, tokens, flood control -----------------------------------------------------
def new_join_code(random_bytes: Callable[[int], bytes]) -> str:
    """A short code to read out to friends (``random_bytes``: secrets.token_bytes)."""
    return "".join(JOIN_CODE_ALPHABET[b % len(JOIN_CODE_ALPHABET)]
                   for b in random_bytes(JOIN_CODE_LENGTH))


def normal_join_code(text: str) -> str:
    """The code as typed, with case, spaces and dashes forgiven."""
    return "".join(ch for ch in text.upper() if ch not in " -")


def same_secret(given: str, kept: str) -> bool:
    """Compare a code or token hash in constant time (no timing hints to a guesser)."""
    return hmac.compare_digest(given.encode("utf-8", "surrogatepass"),
                               kept.encode("utf-8", "surrogatepass"))


class RateLimit:
    """A token bucket per connection: ``allow()`` takes one message from it, ``give_back()``
    returns one (a move the host played). ``dropped`` counts refusals in a row."""

    def __init__(self, burst: int = RATE_BURST, per_second: float = RATE_PER_SECOND,
                 clock: Callable[[], float] = time.monotonic):
        self.burst, self.per_second, self._clock = burst, per_second, clock
        self._tokens = float(burst)
        self._at = clock()
        self.dropped = 0

    def allow(self) -> bool:
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.per_second)
        self._at = now
        if self._tokens >= 1:
            self._tokens -= 1
            self.dropped = 0
            return True
        self.dropped += 1
        return False

    def give_back(self) -> None:
        self._tokens = min(self.burst, self._tokens + 1)


# --- field checks --------------------------------------------------------------------------
def _fields(data: dict, required: set[str], optional: set[str]) -> None:
    missing = required - set(data)
    if missing:
        raise ProtocolError(ErrorCode.MALFORMED, f"missing field(s) {sorted(missing)}")
    unknown = set(data) - required - optional
    if unknown:
        raise ProtocolError(ErrorCode.MALFORMED,
                            f"unknown field(s) {sorted(map(_short, unknown))}")


def _text(data: dict, key: str, most: int) -> str:
    value = data[key]
    if not isinstance(value, str) or len(value) > most:
        raise ProtocolError(ErrorCode.MALFORMED, f"'{key}' must be a text of at most {most} "
                                                 "characters")
    return value


def _optional_text(data: dict, key: str, most: int) -> str | None:
    return None if data.get(key) is None else _text(data, key, most)


def _count(data: dict, key: str) -> int:
    value = data[key]
    if type(value) is not int or not 0 <= value < 1_000_000:
        raise ProtocolError(ErrorCode.MALFORMED, f"'{key}' must be a whole number from 0")
    return value


def _int(value: object) -> int:
    if type(value) is not int:
        raise ValueError(f"expected a whole number, not {_short(value)}")
    return value


def _ints(value: object) -> list[int]:
    return [_int(v) for v in _list(value)]


def _texts(value: object) -> list[str]:
    items = _list(value)
    if not all(isinstance(v, str) for v in items):
        raise ValueError("expected a list of texts")
    return list(items)


def _list(value: object) -> list:
    if not isinstance(value, list):
        raise ValueError(f"expected a list, not {_short(value)}")
    return value


def _no_duplicate_keys(pairs: list[tuple[str, object]]) -> dict:
    result: dict = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"the key {key!r} appears twice in one object")
        result[key] = value
    return result


def _no_constants(name: str) -> object:
    raise ValueError(f"{name} is not a number")


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
