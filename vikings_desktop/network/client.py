"""A client of a network game, without Qt: it takes one seat and plays it.

    client = SeatClient("ws://192.168.1.5:4100", "K7MP2Q", name="Astrid",
                        decide=make_strategy("normal").choose,
                        on_seated=lambda token: print("token:", token))
    finished = await client.run()          # the host's game_over message

``decide`` gets the public ``Observation`` (exactly what a computer player sees) whenever
it is this seat's turn and returns the intended action; the host checks it. A dropped
connection is taken up again with the seat token (a few tries, waiting longer each time);
``token=`` rejoins a seat taken before. The window runs the same client in a thread of
its own and passes ``on_message`` on to the table through signals.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from vikings_desktop.engine import Action, GameState, Observation

from .protocol import (
    FATAL_JOIN_ERRORS,
    MAX_HOST_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    ErrorCode,
    ProtocolError,
    action_message,
    decode_public_state,
    encode,
    hello_message,
    parse_host_message,
)

log = logging.getLogger("vikings_desktop.network")

RECONNECT_TRIES = 6
MAX_REFUSALS_IN_A_ROW = 3       # a decider the host keeps refusing is a bug: stop
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})


class JoinRefused(Exception):
    """The host will not seat this client (wrong code, protocol version, no seat …)."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


class HostGone(Exception):
    """The host cannot be reached (any more) and the game did not end."""


def check_url(url: str) -> str:
    """A ws:// or wss:// address (ValueError otherwise)."""
    parts = urlsplit(url)
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise ValueError(f"not a ws:// or wss:// address: {url!r}")
    return url


class SeatClient:
    """Plays one seat of a hosted game; see the module's doc."""

    def __init__(self, url: str, code: str, *, decide: Callable[[Observation], Action],
                 name: str | None = None, token: str | None = None,
                 on_seated: Callable[[str], None] | None = None,
                 on_message: Callable[[dict], None] | None = None,
                 reconnect_tries: int = RECONNECT_TRIES):
        self.url, self.code, self.name = check_url(url), code, name
        self.token = token
        self.decide = decide
        self.on_seated, self.on_message = on_seated, on_message
        self.reconnect_tries = reconnect_tries
        self.seat: int | None = None
        self.state: GameState | None = None
        self.move = 0
        self.seats: list[dict] = []
        self.refused: list[dict] = []        # every refused or error message (tests, logs)
        self._asked: int | None = None       # the move last decided for
        self._refusals_in_a_row = 0

    async def run(self) -> dict[str, Any]:
        """Play until the game is over: the host's game_over message. ``JoinRefused`` or
        ``HostGone`` when that cannot be."""
        from websockets.exceptions import ConnectionClosed, InvalidHandshake
        tries = 0
        while True:
            try:
                finished = await self._session()
                if finished is not None:
                    return finished
                problem = "the host closed the connection"
            except JoinRefused as exc:
                if exc.code != ErrorCode.SEAT_CONNECTED or tries >= self.reconnect_tries:
                    raise
                problem = str(exc)           # the host has not yet seen our old line drop
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError,
                    ProtocolError) as exc:
                problem = f"{type(exc).__name__}: {exc}"
            tries += 1
            if self.token is None or tries > self.reconnect_tries:
                raise HostGone(f"{self.url}: {problem}")
            delay = min(0.25 * 2 ** tries, 5.0)
            log.warning("%s; trying again in %.1f s", problem, delay)
            await asyncio.sleep(delay)

    async def _session(self) -> dict[str, Any] | None:
        from websockets.asyncio.client import connect
        loopback = urlsplit(self.url).hostname in LOOPBACK_HOSTS
        async with connect(self.url, max_size=MAX_HOST_MESSAGE_BYTES, compression=None,
                           proxy=None if loopback else True, open_timeout=10) as websocket:
            self._asked = None
            await websocket.send(encode(hello_message(self.code, self.name, self.token)))
            async for text in websocket:
                message = parse_host_message(text)
                if self.on_message is not None:
                    self.on_message(message)
                if message["type"] == "game_over":
                    return message
                await self._handle(websocket, message)
        return None

    async def _handle(self, websocket: Any, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "welcome":
            if message["protocol"] != PROTOCOL_VERSION:
                raise JoinRefused(ErrorCode.PROTOCOL_VERSION,
                                  f"this client speaks Vikings network protocol "
                                  f"{PROTOCOL_VERSION}, the host {message['protocol']!r}")
            self.seat = message["seat"]
            if message["token"] is not None:
                self.token = message["token"]
            if self.on_seated is not None and self.token is not None:
                self.on_seated(self.token)
        elif kind == "error":
            self.refused.append(message)
            if message["code"] in FATAL_JOIN_ERRORS:
                raise JoinRefused(message["code"], message["message"])
            log.warning("the host refused a message: %s", message["message"])
            self._refused_again()
        elif kind == "refused":
            self.refused.append(message)
            log.warning("the host refused the action: %s", message["message"])
            self._refused_again()
            await self._maybe_play(websocket)
        elif kind == "seats":
            self.seats = message["seats"]
        elif kind in ("game", "update"):
            self.state = decode_public_state(message["state"])
            self.move = message["move"]
            self._refusals_in_a_row = 0
            await self._maybe_play(websocket)

    def _refused_again(self) -> None:
        self._asked = None                   # decide again
        self._refusals_in_a_row += 1
        if self._refusals_in_a_row > MAX_REFUSALS_IN_A_ROW:
            raise JoinRefused("refused", "the host keeps refusing this client's actions")

    async def _maybe_play(self, websocket: Any) -> None:
        state = self.state
        if (state is None or state.is_over() or state.current != self.seat
                or self._asked == self.move):
            return
        self._asked = self.move
        observation = state.observation(self.seat)
        # a strong level thinks for seconds: off the loop, so the connection stays answered
        action = await asyncio.get_running_loop().run_in_executor(None, self.decide,
                                                                  observation)
        assert self.seat is not None
        await websocket.send(encode(action_message(self.seat, self.move, action)))
