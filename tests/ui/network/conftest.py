"""Network-window tests: a headless host (``HostedGame`` + ``NetworkHost``) in a thread of
its own on loopback, port 0; bots as ``SeatClient``s on that host's loop. Everything is
stopped in the fixtures, and every wait has a timeout."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtCore import QSettings

from vikings_desktop.ai import make_strategy
from vikings_desktop.network.client import SeatClient
from vikings_desktop.network.host import HostedGame, parse_seat_plans
from vikings_desktop.ui.network.host_thread import HostThread

WAIT_MS = 60_000


class Hosting:
    def __init__(self, thread: HostThread):
        self.thread = thread
        self.bots: list[SeatClient] = []
        self.bot_tasks: list[asyncio.Future] = []

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.thread.port}"

    @property
    def game(self) -> HostedGame:
        assert self.thread.game is not None
        return self.thread.game

    @property
    def code(self) -> str:
        return self.game.code

    def add_bot(self, name: str = "Bot", level: str = "random", seed: int = 3) -> SeatClient:
        bot = SeatClient(self.url, self.code, name=name,
                         decide=make_strategy(level, seed).choose)
        self.bots.append(bot)
        loop = self.thread._loop
        assert loop is not None
        self.bot_tasks.append(asyncio.run_coroutine_threadsafe(bot.run(), loop))
        return bot


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    path = tmp_path / "data"
    monkeypatch.setenv("VIKINGS_DESKTOP_DATA_DIR", str(path))
    return path


@pytest.fixture
def host_game(tmp_path, data_dir):
    """start(seats="remote,remote", rules=..., seed=...): a Hosting; stopped afterwards."""
    started: list[Hosting] = []

    def start(seats: str = "remote,remote", seed: int = 11, **kwargs) -> Hosting:
        thread = HostThread(lambda: HostedGame(parse_seat_plans(seats), seed=seed,
                                               bot_seed=seed, **kwargs))
        thread.start("127.0.0.1", 0)
        hosting = Hosting(thread)
        started.append(hosting)
        return hosting

    yield start
    for hosting in started:
        for task in hosting.bot_tasks:
            task.cancel()
        hosting.thread.stop()


@pytest.fixture
def settings(tmp_path):
    from vikings_desktop.ui.settings import Settings
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))
