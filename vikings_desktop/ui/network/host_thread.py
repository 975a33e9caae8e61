"""A ``NetworkHost`` serving one ``HostedGame`` in a network thread of its own (a Python
thread running an asyncio loop), for the host's window and for tests.

    hosting = HostThread(lambda: HostedGame(plans, rules=rules, seed=seed))
    port = hosting.start("0.0.0.0", 0)           # the port taken (port 0: any free one)
    hosting.call(lambda game: game.play_local(seat, action))   # on the loop, its answer
    hosting.stop()                               # closes the server and the thread

Everything that touches the game runs on the loop's thread (``call``); the game's own
callbacks (``on_change``) run there too, and the window passes them on by Qt signals.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import socket
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from vikings_desktop.network.host import HostedGame, NetworkHost

T = TypeVar("T")
WAIT_S = 10.0


class HostThread:
    def __init__(self, make_game: Callable[[], HostedGame]):
        self.make_game = make_game
        self.game: HostedGame | None = None
        self.host: NetworkHost | None = None
        self.port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Any = None
        self._thread: threading.Thread | None = None
        self._started = concurrent.futures.Future[int]()
        self._stop: asyncio.Event | None = None

    def start(self, bind: str = "0.0.0.0", port: int = 0) -> int:
        """Serve; the port taken. Raises what hosting failed with (OSError, ValueError)."""
        self._thread = threading.Thread(target=self._run, args=(bind, port),
                                        name="vikings-host", daemon=True)
        self._thread.start()
        self.port = self._started.result(WAIT_S)
        return self.port

    def _run(self, bind: str, port: int) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve(bind, port))
        except BaseException as exc:   # noqa: BLE001 - told to start()
            if not self._started.done():
                self._started.set_exception(exc)
        finally:
            loop.close()

    async def _serve(self, bind: str, port: int) -> None:
        self._stop = asyncio.Event()
        self.game = self.make_game()
        self.host = NetworkHost([self.game])
        try:
            self._server = await self.host.serve(bind, port)
            self._started.set_result(self._server.sockets[0].getsockname()[1])
            self.game._start_when_full()          # a game without remote seats starts now
            self.game._wake_computers()           # a hosted save at a computer's turn
            await self._stop.wait()
        finally:
            if self._server is not None:
                self._server.close()
                try:
                    await asyncio.wait_for(self._server.wait_closed(), 3)
                except TimeoutError:
                    pass
            self.game.close()

    def call(self, work: Callable[[HostedGame], T], timeout: float = WAIT_S) -> T:
        """Run ``work(game)`` on the host's loop and return its result."""
        loop, game = self._loop, self.game
        assert loop is not None and game is not None, "start() first"

        async def run() -> T:
            return work(game)
        return asyncio.run_coroutine_threadsafe(run(), loop).result(timeout)

    def submit(self, work: Callable[[HostedGame], object]) -> None:
        """Run ``work(game)`` on the host's loop, not waiting for it."""
        loop, game = self._loop, self.game
        if loop is not None and game is not None and not loop.is_closed():
            loop.call_soon_threadsafe(work, game)

    def stop(self, timeout: float = 5.0) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(timeout)


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses, loopback last (what friends may reach)."""
    found: list[str] = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found:
                found.append(address)
    except OSError:
        pass
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))         # no packet is sent (UDP, TEST-NET)
            address = probe.getsockname()[0]
            if address not in found:
                found.insert(0, address)
    except OSError:
        pass
    found = [a for a in found if not a.startswith("127.")]
    return [*found, "127.0.0.1"]
