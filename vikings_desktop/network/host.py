"""The host of network games, without Qt: the only authority over each game.

A ``HostedGame`` holds the one ``GameSession`` (and with it the hidden order of the stacks,
the bag and the special stack), the seats, the join code and the seat tokens; every
client's intended action is checked there with the engine. ``NetworkHost`` serves one
or many games on one WebSocket port; the join code picks the game.

    game = HostedGame(parse_seat_plans("remote,remote,normal"), rules=BASE, seed=7,
                      save_path=Path("game.json"), autosave_path=Path("game.json.autosave"))
    host = NetworkHost([game])
    server = await host.serve("127.0.0.1", 0)        # port 0: a free port
    await game.done.wait()                           # over, the save written

A seat's token is known to its player only; the host keeps its SHA-256 (in the seats file
beside the autosave, so a host started again ``from_save`` takes the same tokens and
code). While a seat is away nobody moves for it, unless the host hands it to a computer
level (``hand_to_computer``). There is no undo in a network game.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import secrets
from base64 import urlsafe_b64encode
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from vikings_desktop.engine import Action, GameState, Refusal
from vikings_desktop.engine.rules import BASE, RuleOptions
from vikings_desktop.game_setup import (
    COMPUTER,
    COMPUTER_LEVELS,
    DEFAULT_COLOURS,
    HUMAN,
    GameSetup,
    Seat,
)
from vikings_desktop.persistence import AutosaveWriter, SavedGame, SaveError, write_save
from vikings_desktop.persistence.atomic import atomic_write_bytes
from vikings_desktop.persistence.records import GameRecords, RecordsError, game_record
from vikings_desktop.session import GameSession

from .protocol import (
    CLOSE_GAME_OVER,
    CLOSE_POLICY,
    FLOOD_CLOSE_AFTER,
    MAX_CLIENT_MESSAGE_BYTES,
    TOKEN_BYTES,
    WRONG_CODES_CLOSE_AFTER,
    ErrorCode,
    Hello,
    Ping,
    PlayAction,
    ProtocolError,
    RateLimit,
    encode,
    error_message,
    game_message,
    game_over_message,
    new_join_code,
    normal_join_code,
    parse_client_message,
    pong_message,
    refused_message,
    same_secret,
    seats_message,
    update_message,
    welcome_message,
)

log = logging.getLogger("vikings_desktop.network")

REMOTE, LOCAL, COMPUTER_SEAT = "remote", "local", "computer"
SEATS_FILE_FORMAT = "vikings-desktop-network-seats"
MAX_WRITE_BUFFER = 4 * 1024 * 1024    # a client that stops reading is let go beyond this
SEAT_WITHIN_S = 60                    # a connection without a seat by then is closed


@dataclass(frozen=True)
class SeatPlan:
    """How a seat is played: by a remote player, at the host (hot-seat), or by a level."""
    kind: str                       # REMOTE, LOCAL or COMPUTER_SEAT
    level: str | None = None        # COMPUTER_SEAT only
    name: str | None = None         # LOCAL and COMPUTER_SEAT; a remote player brings one


def parse_seat_plans(text: str) -> list[SeatPlan]:
    """``remote,remote,normal``: each seat ``remote``, ``local`` or a computer level;
    ValueError names a wrong one."""
    levels = COMPUTER_LEVELS
    plans = []
    for word in (part.strip() for part in text.split(",")):
        if word in (REMOTE, LOCAL):
            plans.append(SeatPlan(word))
        elif word in levels:
            plans.append(SeatPlan(COMPUTER_SEAT, word))
        else:
            raise ValueError(f"unknown seat {word!r}: remote, local or a computer level "
                             f"({', '.join(levels)})")
    return plans


class Connection(Protocol):
    """What a game needs of one client's connection (a WebSocket, or a test's stand-in)."""
    peer: str
    seat: int | None
    game: HostedGame | None

    def send(self, text: str) -> None: ...

    def close(self, code: int, reason: str) -> None: ...


@dataclass
class _SeatSlot:
    plan: SeatPlan
    name: str | None = None
    token_hash: str | None = None
    connection: Connection | None = None
    stand_in: str | None = None      # a computer level playing an away seat for now

    @property
    def bot_level(self) -> str | None:
        return self.plan.level if self.plan.kind == COMPUTER_SEAT else self.stand_in


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def seats_file_for(autosave: Path) -> Path:
    """The join code and token hashes kept beside an autosave (the save format holds no
    tokens, so a host started again from it finds them here)."""
    return autosave.with_name(autosave.name + ".seats")


@dataclass
class SeatsFile:
    code: str
    names: list[str | None]
    token_hashes: list[str | None] = field(default_factory=list)

    def to_bytes(self) -> bytes:
        return (json.dumps({"format": SEATS_FILE_FORMAT, "version": 1, "code": self.code,
                            "seats": [{"name": n, "token_sha256": t} for n, t
                                      in zip(self.names, self.token_hashes, strict=True)]})
                + "\n").encode("utf-8")

    @staticmethod
    def read(path: Path) -> SeatsFile:
        """ValueError (or OSError) when it is not a seats file as written here."""
        data = json.loads(path.read_bytes()[:64 * 1024])
        if not isinstance(data, dict) or data.get("format") != SEATS_FILE_FORMAT:
            raise ValueError(f"{path}: not a seats file")
        seats = data["seats"]
        names = [s["name"] for s in seats]
        hashes = [s["token_sha256"] for s in seats]
        if not isinstance(data["code"], str) or not all(
                v is None or isinstance(v, str) for v in names + hashes):
            raise ValueError(f"{path}: malformed seats file")
        return SeatsFile(data["code"], names, hashes)


def _new_token(random_bytes: Callable[[int], bytes]) -> str:
    return urlsafe_b64encode(random_bytes(TOKEN_BYTES)).decode("ascii")


class HostedGame:
    """One network game: its session, seats, code and tokens; see the module's doc."""

    def __init__(self, plans: list[SeatPlan], *, rules: RuleOptions = BASE,
                 seed: int | None = None, saved: SavedGame | None = None,
                 seats_file: SeatsFile | None = None, save_path: Path | None = None,
                 autosave_path: Path | None = None,
                 random_bytes: Callable[[int], bytes] = secrets.token_bytes,
                 bot_seed: int | None = None, records: GameRecords | None = None):
        self.plans = plans
        self.rules, self.seed = rules, seed
        self.save_path, self.autosave_path = save_path, autosave_path
        self.records = records                 # the host's statistics, if kept
        self._random_bytes = random_bytes
        self.session = GameSession()
        self.seats = [_SeatSlot(plan, plan.name) for plan in plans]
        self.code = seats_file.code if seats_file else new_join_code(random_bytes)
        self.started = False
        self.done = asyncio.Event()          # set once the game is over and saved
        self.save_error: SaveError | None = None
        self._bot_seed = bot_seed if bot_seed is not None else seed
        self._bots: dict[tuple[int, str], Any] = {}
        self._thinking = False
        self._autosave: AutosaveWriter | None = None
        # the host's own window: called with every message broadcast, on the host's loop
        self.watchers: list[Callable[[str], None]] = []
        for number, slot in enumerate(self.seats, start=1):
            if slot.plan.kind == COMPUTER_SEAT and slot.name is None:
                slot.name = f"{str(slot.plan.level).capitalize()} {number}"
            elif slot.plan.kind == LOCAL and slot.name is None:
                slot.name = f"Player {number}"
        if saved is not None:
            self._resume(saved, seats_file)
        elif len(plans) < 2 or len(plans) > 4:
            raise ValueError("Vikings is for 2 to 4 players")
        if autosave_path is not None:        # only now: a refused game leaves no thread
            self._autosave = AutosaveWriter(self._autosave_failed, path=autosave_path)
            self._write_seats_file()
            self._submit_autosave()

    # --- hosting from a save ------------------------------------------------------------
    def _resume(self, saved: SavedGame, seats_file: SeatsFile | None) -> None:
        setup = saved.setup
        if len(setup.seats) != len(self.plans):
            raise ValueError(f"the save has {len(setup.seats)} seats, not {len(self.plans)}")
        seats = []
        for slot, seat in zip(self.seats, setup.seats, strict=True):
            slot.name = seat.name
            level = slot.plan.level
            seats.append(replace(seat, kind=COMPUTER, level=level) if level
                         else replace(seat, kind=HUMAN))
        self.session.load(replace(setup, seats=tuple(seats)), saved.actions,
                          from_replay=saved.from_replay)
        state = self._state
        if state.is_over():
            raise ValueError("that game is over: nothing to host")
        if seats_file is not None and seats_file.names == [s.name for s in setup.seats]:
            for slot, kept in zip(self.seats, seats_file.token_hashes, strict=False):
                if slot.plan.kind == REMOTE:
                    slot.token_hash = kept
        elif seats_file is not None:
            log.warning("the seats file is of another game: its tokens are not used")
        self.rules, self.started = setup.rules, True

    # --- reading ------------------------------------------------------------------------
    @property
    def _state(self) -> GameState:
        state = self.session.state
        assert state is not None, "read only once the game is dealt"
        return state

    @property
    def over(self) -> bool:
        return self.started and self._state.is_over()

    def seat_views(self) -> list[dict]:
        return [{"name": slot.name, "kind": slot.plan.kind, "level": slot.plan.level,
                 "connected": slot.connection is not None or slot.plan.kind != REMOTE,
                 "stand_in": slot.stand_in} for slot in self.seats]

    def waiting_for(self) -> int | None:
        """The away remote seat the game waits for, if it does."""
        if not self.started or self.over:
            return None
        slot = self.seats[self._state.current]
        away = slot.plan.kind == REMOTE and slot.connection is None and slot.stand_in is None
        return self._state.current if away else None

    # --- joining ------------------------------------------------------------------------
    def hello(self, connection: Connection, hello: Hello) -> None:
        """Seat a connection: by its token (rejoin) or on a free remote seat."""
        if hello.token is not None:
            self._rejoin(connection, hello.token)
            return
        index = self._free_seat(hello.name)
        if index is None:
            refuse(connection, ErrorCode.NO_FREE_SEAT, "every seat of this game is taken")
            return
        slot = self.seats[index]
        if not self.started:
            name = self._checked_name(connection, hello.name, index)
            if name is None:
                return
            slot.name = name
        token = _new_token(self._random_bytes)
        slot.token_hash = token_hash(token)
        self._seat(connection, index, token)
        log.info("%s took seat %d (%s)", connection.peer, index, slot.name)
        self._write_seats_file()
        self._start_when_full()

    def _rejoin(self, connection: Connection, token: str) -> None:
        hashed = token_hash(token)
        index = next((i for i, slot in enumerate(self.seats)
                      if slot.token_hash and same_secret(hashed, slot.token_hash)), None)
        if index is None:
            refuse(connection, ErrorCode.BAD_TOKEN, "no seat of this game has that token")
            return
        if self.seats[index].connection is not None:
            refuse(connection, ErrorCode.SEAT_CONNECTED,
                   f"seat {index} is connected already: its token is in use")
            return
        self._seat(connection, index, None)
        log.info("%s rejoined seat %d (%s)", connection.peer, index, self.seats[index].name)

    def _free_seat(self, name: str | None) -> int | None:
        free = [i for i, slot in enumerate(self.seats)
                if slot.plan.kind == REMOTE and slot.token_hash is None]
        by_name = [i for i in free if name is not None and self.seats[i].name == name]
        chosen = by_name or free
        return chosen[0] if chosen else None

    def _checked_name(self, connection: Connection, name: str | None, index: int) -> str | None:
        taken = {slot.name.casefold() for i, slot in enumerate(self.seats)
                 if slot.name and i != index}
        if name is None:
            number = index + 1
            while f"player {number}" in taken:
                number += 1
            return f"Player {number}"
        problems = Seat(name).problems(index + 1)
        if problems:
            refuse(connection, ErrorCode.BAD_NAME, str(problems[0]))
            return None
        if name.strip().casefold() in taken:
            refuse(connection, ErrorCode.NAME_TAKEN, f"another player is called {name.strip()}")
            return None
        return name.strip()

    def _seat(self, connection: Connection, index: int, token: str | None) -> None:
        slot = self.seats[index]
        slot.connection = connection
        connection.seat, connection.game = index, self
        connection.send(encode(welcome_message(index, token)))
        self._broadcast_seats()
        if self.started:
            connection.send(self._game_text())
            if self.over:
                connection.send(self._game_over_text())
            # a game hosted again from a save may stand at a computer's turn: it plays on
            self._wake_computers()

    def disconnected(self, connection: Connection) -> None:
        index = connection.seat
        if index is not None and self.seats[index].connection is connection:
            self.seats[index].connection = None
            log.info("seat %d (%s) is away", index, self.seats[index].name)
            if not self.done.is_set():
                self._broadcast_seats()

    # --- playing ------------------------------------------------------------------------
    def play(self, connection: Connection, message: PlayAction) -> bool:
        """A remote seat's intended action: True when the host played it."""
        seat = connection.seat
        assert seat is not None
        problem = self._not_playable(seat, message)
        if problem is not None:
            refuse(connection, *problem)
            return False
        return self._apply(connection, seat, message.action)

    def play_local(self, seat: int, action: Action) -> Refusal | ErrorCode | None:
        """A hot-seat player at the host: the engine's refusal, an error code, or None."""
        if self.seats[seat].plan.kind != LOCAL:
            return ErrorCode.NOT_YOUR_SEAT
        problem = self._not_playable(seat, PlayAction(seat, self.session.move_count, action))
        if problem is not None:
            return problem[0]
        return self._apply_checked(seat, action)

    def _not_playable(self, seat: int, message: PlayAction) -> tuple[ErrorCode, str] | None:
        if not self.started:
            return ErrorCode.NOT_STARTED, "the game starts once every seat is taken"
        if self.over:
            return ErrorCode.GAME_OVER, "the game is over"
        if message.seat != seat:
            return ErrorCode.NOT_YOUR_SEAT, (f"this connection plays seat {seat}, "
                                             f"not {message.seat}")
        if message.move != self.session.move_count:
            return ErrorCode.STALE_MOVE, (f"move {message.move} is not the game's "
                                          f"(it is at move {self.session.move_count})")
        if self._state.current != seat or self.seats[seat].stand_in is not None:
            return ErrorCode.NOT_YOUR_TURN, f"it is seat {self._state.current}'s turn"
        return None

    def _apply(self, connection: Connection, seat: int, action: Action) -> bool:
        refusal = self._apply_checked(seat, action)
        if refusal is None:
            return True
        if isinstance(refusal, ErrorCode):
            refuse(connection, refusal, "the engine cannot judge that action")
            return False
        log.warning("%s: seat %d refused: %s", connection.peer, seat, refusal)
        connection.send(encode(refused_message(self.session.move_count, refusal.code.value,
                                               str(refusal), refusal.args)))
        return False

    def _apply_checked(self, seat: int, action: Action) -> Refusal | ErrorCode | None:
        try:
            refusal = self.session.apply(action)
        except Exception as exc:    # noqa: BLE001 - the check comes first: nothing changed
            log.error("seat %d: the engine failed on %r: %s", seat, action, exc)
            return ErrorCode.BAD_ACTION
        if refusal is not None:
            return refusal
        self._played(seat, action)
        return None

    def _played(self, seat: int, action: Action) -> None:
        state = self._state
        self._broadcast(encode(update_message(self.session.move_count, seat, action, state)))
        self._submit_autosave()
        if state.is_over():
            self._finish()
        else:
            self._wake_computers()

    # --- computer seats -----------------------------------------------------------------
    def hand_to_computer(self, seat: int, level: str | None) -> None:
        """Let a computer level play an away seat for now (None: hand it back)."""
        if self.seats[seat].plan.kind == COMPUTER_SEAT:
            raise ValueError("that seat is a computer player already")
        if level is not None and level not in COMPUTER_LEVELS:
            raise ValueError(f"unknown computer level {level!r}")
        self.seats[seat].stand_in = level
        self._broadcast_seats()
        self._wake_computers()

    def make_computer_seat(self, seat: int, level: str) -> None:
        """In the lobby: a remote seat nobody took becomes a computer player for good
        (the game starts at once if every other remote seat is taken)."""
        slot = self.seats[seat]
        if self.started or slot.plan.kind != REMOTE or slot.token_hash is not None:
            raise ValueError("only a free remote seat in the lobby can become a computer")
        if level not in COMPUTER_LEVELS:
            raise ValueError(f"unknown computer level {level!r}")
        slot.plan = SeatPlan(COMPUTER_SEAT, level)
        slot.name = f"{level.capitalize()} {seat + 1}"
        self.plans[seat] = slot.plan
        self._broadcast_seats()
        self._start_when_full()

    def _start_when_full(self) -> None:
        if not self.started and all(s.token_hash for s in self.seats if s.plan.kind == REMOTE):
            self._start()

    def _wake_computers(self) -> None:
        if self.started and not self.over and not self._thinking \
                and self.seats[self._state.current].bot_level is not None:
            self._thinking = True
            asyncio.get_running_loop().create_task(self._computers_play())

    async def _computers_play(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while not self.over:
                seat = self._state.current
                level = self.seats[seat].bot_level
                if level is None:
                    return
                move = self.session.move_count
                bot = self._bot(seat, level)
                observation = self._state.observation(seat)
                # a strong level thinks for seconds: off the loop, the other games go on
                action = await loop.run_in_executor(None, bot.choose, observation)
                if self.session.move_count != move or self.seats[seat].bot_level != level:
                    continue                 # handed back meanwhile: decide afresh
                if self._apply_checked(seat, action) is not None:
                    log.error("computer seat %d chose a refused action %r", seat, action)
                    self._apply_checked(seat, self._state.legal_actions()[0])
        except Exception:      # noqa: BLE001 - logged; the seat then waits, the host lives
            log.exception("a computer seat failed")
        finally:
            self._thinking = False

    def _bot(self, seat: int, level: str) -> Any:
        from vikings_desktop.ai import make_strategy
        key = (seat, level)
        if key not in self._bots:
            seed = None if self._bot_seed is None else self._bot_seed * 8 + seat
            self._bots[key] = make_strategy(level, seed)
        return self._bots[key]

    # --- the game's course --------------------------------------------------------------
    def _start(self) -> None:
        seats = tuple(Seat(str(slot.name), COMPUTER if slot.plan.level else HUMAN,
                           slot.plan.level, DEFAULT_COLOURS[i])
                      for i, slot in enumerate(self.seats))
        self.session.new_game(GameSetup(seats, seed=self.seed, rules=self.rules))
        self.started = True
        log.info("game %s started: %s", self.code, ", ".join(str(s.name) for s in self.seats))
        self._write_seats_file()
        self._broadcast_seats()
        self._broadcast(self._game_text())
        self._submit_autosave()
        self._wake_computers()

    def _finish(self) -> None:
        game = self._saved_game()
        if self.save_path is not None:
            try:
                write_save(self.save_path, game, self._state)
            except SaveError as exc:
                self.save_error = exc
                log.error("the finished game could not be saved: %s", exc)
        if self.records is not None:
            try:
                self.records.add(game_record(game.setup, game.actions, datetime.now(),
                                             self._state))
            except RecordsError as exc:     # the statistics never hold up the game
                log.error("the game could not be kept in the statistics: %s", exc)
        if self._autosave is not None:
            self._autosave.close()
        self._broadcast(self._game_over_text())
        for slot in self.seats:
            if slot.connection is not None:
                slot.connection.close(CLOSE_GAME_OVER, "game over")
        log.info("game %s is over", self.code)
        self.done.set()

    def _saved_game(self) -> SavedGame:
        assert self.session.setup is not None
        return SavedGame(self.session.setup, self.session.actions,
                         from_replay=self.session.from_replay)

    def _game_text(self) -> str:
        return encode(game_message(self.session.move_count, self._state,
                                   [slot.plan.kind for slot in self.seats]))

    def _game_over_text(self) -> str:
        state = self._state
        return encode(game_over_message(self.session.move_count, state.winners(),
                                        self._saved_game().to_json(state)))

    def _broadcast(self, text: str) -> None:
        for watcher in list(self.watchers):
            watcher(text)
        for slot in self.seats:
            if slot.connection is not None:
                slot.connection.send(text)

    def _broadcast_seats(self) -> None:
        self._broadcast(encode(seats_message(self.seat_views(), self.started)))

    # --- files --------------------------------------------------------------------------
    def _submit_autosave(self) -> None:
        if self._autosave is not None and self.started and not self.done.is_set():
            self._autosave.submit(self._saved_game(), self._state)

    def _autosave_failed(self, error: SaveError) -> None:
        log.error("autosave failed: %s", error)

    def _write_seats_file(self) -> None:
        if self.autosave_path is None:
            return
        kept = SeatsFile(self.code, [slot.name for slot in self.seats],
                         [slot.token_hash for slot in self.seats])
        try:
            self.autosave_path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(seats_file_for(self.autosave_path), kept.to_bytes())
        except OSError as exc:
            log.error("the seats file could not be written: %s", exc)

    def close(self) -> None:
        """Stop the autosave writer (what was submitted is written)."""
        if self._autosave is not None:
            self._autosave.close()


def refuse(connection: Connection, code: ErrorCode, message: str) -> None:
    """Tell one connection why its message did nothing, and log it."""
    log.warning("%s: %s: %s", connection.peer, code.value, message)
    connection.send(encode(error_message(code, message)))


# --- the WebSocket server ------------------------------------------------------------------
class _WebSocketConnection:
    """One client's WebSocket as the games see it: sends never wait (they queue in order
    on the socket), so one slow client holds up nobody."""

    def __init__(self, websocket: Any):
        self.websocket = websocket
        address = websocket.remote_address
        self.peer = f"{address[0]}:{address[1]}" if address else "?"
        self.seat: int | None = None
        self.game: HostedGame | None = None
        self.limit = RateLimit()
        self.wrong_codes = 0

    def send(self, text: str) -> None:
        from websockets.asyncio.server import broadcast
        transport = self.websocket.transport
        if transport is not None and transport.get_write_buffer_size() > MAX_WRITE_BUFFER:
            log.warning("%s reads too slowly: closed", self.peer)
            self.close(CLOSE_POLICY, "reads too slowly")
            return
        broadcast([self.websocket], text)

    def close(self, code: int, reason: str) -> None:
        asyncio.get_running_loop().create_task(self.websocket.close(code, reason))


class NetworkHost:
    """Serves games on one port; a client's hello names its game by the join code."""

    def __init__(self, games: Iterable[HostedGame] = ()):
        self.games: dict[str, HostedGame] = {}
        for game in games:
            self.add(game)

    def add(self, game: HostedGame) -> None:
        self.games[normal_join_code(game.code)] = game

    async def serve(self, bind: str, port: int) -> Any:
        """Start listening; the returned server's ``sockets`` tell the port taken."""
        from websockets.asyncio.server import serve
        return await serve(self._handle, bind, port, max_size=MAX_CLIENT_MESSAGE_BYTES,
                           compression=None, max_queue=8)

    async def _handle(self, websocket: Any) -> None:
        from websockets.exceptions import ConnectionClosed
        connection = _WebSocketConnection(websocket)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + SEAT_WITHIN_S
        try:
            while True:
                waiting = None if connection.game is not None else deadline - loop.time()
                try:
                    text = await asyncio.wait_for(websocket.recv(), waiting)
                except TimeoutError:
                    log.warning("%s took no seat within %d s: closed", connection.peer,
                                SEAT_WITHIN_S)
                    await websocket.close(CLOSE_POLICY, "no seat taken in time")
                    return
                try:
                    self.receive(connection, text)
                except Exception:   # noqa: BLE001 - a bug must not drop the others' game
                    log.exception("%s: a message could not be handled", connection.peer)
        except ConnectionClosed as exc:
            if exc.sent is not None and exc.sent.code == 1009:
                log.warning("%s: a message over %d bytes: connection closed",
                            connection.peer, MAX_CLIENT_MESSAGE_BYTES)
        finally:
            if connection.game is not None:
                connection.game.disconnected(connection)

    def receive(self, connection: _WebSocketConnection, text: str | bytes) -> None:
        """One message of a client, whatever it holds: refused with a reason, or done."""
        if not connection.limit.allow():
            if connection.limit.dropped == 1:
                refuse(connection, ErrorCode.RATE_LIMITED, "too many messages: slow down")
            if connection.limit.dropped >= FLOOD_CLOSE_AFTER:
                log.warning("%s floods: connection closed", connection.peer)
                connection.close(CLOSE_POLICY, "flood")
            return
        try:
            message = parse_client_message(text)
        except ProtocolError as exc:
            refuse(connection, exc.code, str(exc))
            if exc.code is ErrorCode.PROTOCOL_VERSION:
                connection.close(CLOSE_POLICY, "protocol version")
            return
        if isinstance(message, Ping):
            connection.send(encode(pong_message(message.id)))
        elif isinstance(message, Hello):
            self._hello(connection, message)
        elif connection.game is None:
            refuse(connection, ErrorCode.NOT_SEATED, "say hello with the join code first")
        elif connection.game.play(connection, message):
            connection.limit.give_back()

    def _hello(self, connection: _WebSocketConnection, hello: Hello) -> None:
        if connection.game is not None:
            refuse(connection, ErrorCode.ALREADY_SEATED, "this connection has a seat already")
            return
        code = normal_join_code(hello.code)
        game = next((g for c, g in self.games.items() if same_secret(code, c)), None)
        if game is None:
            connection.wrong_codes += 1
            refuse(connection, ErrorCode.WRONG_CODE, "no game has that join code")
            if connection.wrong_codes >= WRONG_CODES_CLOSE_AFTER:
                connection.close(CLOSE_POLICY, "too many wrong codes")
            return
        game.hello(connection, hello)
        if connection.game is not None:
            connection.limit.give_back()
