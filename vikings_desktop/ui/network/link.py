"""The window's connection to a network game's host: a ``SeatClient`` that decides
nothing by itself, run in a network thread of its own (a Python thread with an asyncio
loop), talking to the GUI thread through Qt signals only.

    link = NetworkLink(url, code, name="Astrid", token=None)
    link.received.connect(table.on_message)     # every host message, on the GUI thread
    link.seated.connect(store_token)            # the seat token, once seated
    link.failed.connect(show_problem)           # JoinRefused / HostGone, in words
    link.start()
    link.send_action(move, action)              # the local player's intended action
    link.stop()                                 # closes the connection, joins the thread
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from vikings_desktop.engine import Action, Observation
from vikings_desktop.network.client import HostGone, JoinRefused, SeatClient
from vikings_desktop.network.protocol import action_message, encode


def _never(_observation: Observation) -> Action:
    raise AssertionError("a window's seat is played by its player")


class WindowSeatClient(SeatClient):
    """A ``SeatClient`` whose moves come from the window's player: it never decides,
    keeps the connection to send on, and never gives up because of refusals (a player
    may try a refused move many times)."""

    def __init__(self, url: str, code: str, **kwargs: Any):
        super().__init__(url, code, decide=_never, **kwargs)
        self.websocket: Any = None

    async def _handle(self, websocket: Any, message: dict[str, Any]) -> None:
        self.websocket = websocket
        await super()._handle(websocket, message)

    def _refused_again(self) -> None:
        self._asked = None

    async def _maybe_play(self, websocket: Any) -> None:
        self.websocket = websocket

    async def send_action(self, move: int, action: Action) -> None:
        if self.websocket is None or self.seat is None:
            return
        try:
            await self.websocket.send(encode(action_message(self.seat, move, action)))
        except Exception:   # noqa: BLE001 - a dropped line: the client reconnects by itself
            pass


class NetworkLink(QObject):
    """One seat of a hosted game, played from the window; see the module's doc."""

    received = Signal(object)        # a host message (dict), on the GUI thread
    seated = Signal(int, str)        # seat, token (kept to rejoin)
    failed = Signal(str, str)        # code ("host_gone" or the host's error code), message
    finished = Signal(object)        # the game_over message

    def __init__(self, url: str, code: str, *, name: str | None = None,
                 token: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.client = WindowSeatClient(url, code, name=name, token=token,
                                       on_seated=self._on_seated,
                                       on_message=self.received.emit)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()

    @property
    def url(self) -> str:
        return self.client.url

    @property
    def code(self) -> str:
        return self.client.code

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="vikings-network",
                                        daemon=True)
        self._thread.start()
        self._ready.wait(5)

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            self._task = loop.create_task(self._play())
            self._ready.set()
            loop.run_until_complete(self._task)
        except asyncio.CancelledError:
            pass
        finally:
            loop.close()

    async def _play(self) -> None:
        try:
            finished = await self.client.run()
        except JoinRefused as exc:
            self.failed.emit(exc.code, str(exc))
        except HostGone as exc:
            self.failed.emit("host_gone", str(exc))
        except Exception as exc:   # noqa: BLE001 - said to the player, never a hang
            self.failed.emit("host_gone", f"{type(exc).__name__}: {exc}")
        else:
            self.finished.emit(finished)

    def _on_seated(self, token: str) -> None:
        seat = self.client.seat
        self.seated.emit(-1 if seat is None else seat, token)

    def send_action(self, move: int, action: Action) -> None:
        """Send the local player's intended action (from the GUI thread)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            asyncio.run_coroutine_threadsafe(self.client.send_action(move, action), loop)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def stop(self, timeout: float = 5.0) -> None:
        """Close the connection and end the thread (safe to call twice)."""
        loop, task = self._loop, self._task
        if loop is not None and task is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(task.cancel)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(timeout)
