"""The joining side: a host of another protocol version is said plainly, by the client
class and by `vikings-cli join` (against a stand-in host in the test's event loop)."""

from __future__ import annotations

import asyncio

import pytest
from netutil import CLI

from vikings_desktop.network import protocol as p
from vikings_desktop.network.client import JoinRefused, SeatClient, check_url


def stand_in_host(answer: dict):
    """A WebSocket server that answers any hello with ``answer``, then closes."""
    async def handler(websocket) -> None:
        await websocket.recv()
        await websocket.send(p.encode(answer))
        await websocket.close()
    return handler


async def serving(answer: dict):
    from websockets.asyncio.server import serve
    server = await serve(stand_in_host(answer), "127.0.0.1", 0)
    return server, f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"


NEWER_HOST = p.error_message(p.ErrorCode.PROTOCOL_VERSION, p.version_mismatch(1).replace(
    f"protocol {p.PROTOCOL_VERSION}", "protocol 2"))


@pytest.mark.parametrize("answer, words", [
    (NEWER_HOST, "protocol 2"),
    ({"type": "welcome", "protocol": 99, "seat": 0, "token": "t"}, "the host 99"),
], ids=["refused by the host", "welcomed in another version"])
def test_a_client_is_told_of_another_protocol_version(answer, words):
    async def scenario() -> None:
        server, url = await serving(answer)
        client = SeatClient(url, "ABCDEF", decide=lambda observation: None)  # never asked
        with pytest.raises(JoinRefused) as caught:
            await client.run()
        assert caught.value.code == p.ErrorCode.PROTOCOL_VERSION
        assert words in str(caught.value)
        server.close()
        await server.wait_closed()

    asyncio.run(asyncio.wait_for(scenario(), 20))


def test_join_says_the_version_problem_on_one_line():
    async def scenario() -> tuple[int, str]:
        server, url = await serving(NEWER_HOST)
        process = await asyncio.create_subprocess_exec(
            *CLI, "join", url, "--code", "ABCDEF", "--as", "random",
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        _out, err = await process.communicate()
        server.close()
        await server.wait_closed()
        return process.returncode or 0, err.decode()

    code, err = asyncio.run(asyncio.wait_for(scenario(), 30))
    assert code == 2
    assert err.strip().splitlines()[-1].startswith("vikings-cli: the host refused: ")
    assert "protocol 2" in err and "same protocol" in err


@pytest.mark.parametrize("url", ["ws://host:1", "wss://example.org/vikings"])
def test_ws_and_wss_addresses_are_taken(url):
    assert check_url(url) == url


@pytest.mark.parametrize("url", ["http://host", "host:4100", "ws://", "wss:///x"])
def test_other_addresses_are_refused(url):
    with pytest.raises(ValueError):
        check_url(url)


