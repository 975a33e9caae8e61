"""Helpers of the network tests: hosts and joining clients as processes (the CLI, on
loopback only), and raw WebSocket connections that say exactly what a test tells them."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from vikings_desktop.network.protocol import encode, hello_message

CLI = [sys.executable, "-m", "vikings_desktop.cli"]
WAIT_S = 60          # nothing here takes more than a few seconds; this only ends a hang


@dataclass
class HostProcess:
    process: subprocess.Popen
    url: str
    code: str
    lines: list[str] = field(default_factory=list)

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1])


def start_host(*args: str, cwd: Path) -> HostProcess:
    """``vikings-cli host --bind 127.0.0.1 …`` started, its address and code read."""
    process = subprocess.Popen([*CLI, "host", "--bind", "127.0.0.1", *args], cwd=cwd,
                               stdout=subprocess.PIPE, stderr=open(cwd / "host.err", "a"),
                               text=True, env=os.environ.copy())
    assert process.stdout is not None
    lines: list[str] = []
    url = code = None
    while url is None or code is None:
        line = process.stdout.readline()
        assert line, f"the host ended early: {(cwd / 'host.err').read_text()[-2000:]}"
        lines.append(line)
        if "ws://" in line:
            url = line[line.index("ws://"):].split()[0]
        if "code: " in line:
            code = line.split("code: ", 1)[1].strip()
    return HostProcess(process, url, code, lines)


def start_join(url: str, code: str, *args: str, cwd: Path, log: str = "join.err"
               ) -> subprocess.Popen:
    return subprocess.Popen([*CLI, "join", url, "--code", code, *args], cwd=cwd,
                            stdout=subprocess.PIPE, stderr=open(cwd / log, "a"), text=True,
                            env=os.environ.copy())


def read_token(process: subprocess.Popen) -> str:
    assert process.stdout is not None
    while True:
        line = process.stdout.readline()
        assert line, "the client ended before it was seated"
        if "token: " in line:
            return line.split("token: ", 1)[1].strip()


def finish(process: subprocess.Popen, what: str) -> str:
    """Wait for a process to end with exit 0; its remaining output."""
    try:
        out, _ = process.communicate(timeout=WAIT_S)
    except subprocess.TimeoutExpired:
        process.kill()
        raise AssertionError(f"{what} did not end") from None
    assert process.returncode == 0, f"{what} ended with {process.returncode}"
    return out


def check_save(path: Path) -> dict:
    result = subprocess.run([*CLI, "check-save", str(path)], capture_output=True, text=True,
                            timeout=WAIT_S)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def wait_for(condition, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.02)


class RawClient:
    """One WebSocket connection that sends what it is told and keeps every text it gets."""

    def __init__(self, websocket):
        self.websocket = websocket
        self.texts: list[str] = []
        self._read = 0

    @classmethod
    async def open(cls, url: str) -> RawClient:
        from websockets.asyncio.client import connect
        websocket = await connect(url, proxy=None, compression=None, max_size=2**20)
        return cls(websocket)

    async def send(self, message: dict | str | bytes) -> None:
        await self.websocket.send(message if isinstance(message, str | bytes)
                                  else encode(message))

    async def hello(self, code: str, name: str | None = None, token: str | None = None):
        await self.send(hello_message(code, name, token))
        return await self.expect("welcome")

    async def receive(self, timeout: float = 10.0) -> dict:
        text = await asyncio.wait_for(self.websocket.recv(), timeout)
        self.texts.append(text)
        return json.loads(text)

    async def expect(self, kind: str, timeout: float = 10.0) -> dict:
        """The next message of this type (skipping others)."""
        while True:
            message = await self.receive(timeout)
            if message["type"] == kind:
                return message

    async def close(self) -> None:
        await self.websocket.close()
