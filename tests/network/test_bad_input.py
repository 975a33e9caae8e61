"""Bad input never harms the host's game: each kind gets a clear error (or a closed
connection), is logged, and the game goes on to a save that checks. The host runs in the
test's own event loop on loopback; the clients are raw WebSocket connections."""

from __future__ import annotations

import asyncio
import json
import logging
import random

import pytest
from netutil import RawClient
from websockets.exceptions import ConnectionClosed

from vikings_desktop.engine import PlaceTile
from vikings_desktop.network import protocol as p
from vikings_desktop.network.host import HostedGame, NetworkHost, parse_seat_plans
from vikings_desktop.persistence import read_save


async def serve(game: HostedGame) -> tuple[object, str]:
    server = await NetworkHost([game]).serve("127.0.0.1", 0)
    return server, f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"


async def play_moves(game: HostedGame, clients: list[RawClient], rng: random.Random,
                     count: int | None = None) -> None:
    """Honest play: the seat to move sends a legal action; every client sees the update."""
    played = 0
    while not game.over and (count is None or played < count):
        state = game.session.state
        assert state is not None
        seat, move = state.current, game.session.move_count
        await clients[seat].send(p.action_message(seat, move, rng.choice(state.legal_actions())))
        for client in clients:
            update = await client.expect("update")
            assert update["move"] == move + 1
        played += 1


async def error_code(client: RawClient) -> str:
    message = await client.expect("error")
    assert message["message"]
    return message["code"]


async def closed(client: RawClient) -> int | None:
    """Read until the host closes the connection; its close code."""
    try:
        while True:
            await client.receive(timeout=10)
    except ConnectionClosed as exc:
        return exc.rcvd.code if exc.rcvd else None


def unchanged(game: HostedGame, before: tuple[int, object]) -> bool:
    return (game.session.move_count, game.session.state) == before


def test_every_bad_input_is_refused_and_the_game_goes_on(tmp_path, caplog):
    caplog.set_level(logging.WARNING, "vikings_desktop.network")

    async def scenario() -> None:
        game = HostedGame(parse_seat_plans("remote,remote"), seed=11,
                          save_path=tmp_path / "g.json", autosave_path=tmp_path / "g.auto")
        server, url = await serve(game)
        a, b = await RawClient.open(url), await RawClient.open(url)
        token_a = (await a.hello(game.code, "Astrid"))["token"]
        await b.hello(game.code.lower(), "Bjorn")        # case forgiven
        rng = random.Random(3)
        await play_moves(game, [a, b], rng, 12)

        def snapshot() -> tuple[int, object]:
            state = game.session.state
            assert state is not None
            return game.session.move_count, state.clone()
        before = snapshot()

        # an unseated stranger: malformed, unknown, binary, no hello, wrong code, version
        x = await RawClient.open(url)
        await x.send("this is not JSON {")
        assert await error_code(x) == "malformed"
        await x.send({"type": "become_host"})
        assert await error_code(x) == "unknown_type"
        await x.send(b"\x00\x01binary")
        assert await error_code(x) == "malformed"
        await x.send(p.action_message(0, before[0], PlaceTile(1, 1)))
        assert await error_code(x) == "not_seated"
        await x.send(p.hello_message("WRONG1", "Mallory"))
        assert await error_code(x) == "wrong_code"
        await x.send({"type": "hello", "protocol": p.PROTOCOL_VERSION + 1, "code": game.code})
        message = await x.expect("error")
        assert message["code"] == "protocol_version"
        assert f"protocol {p.PROTOCOL_VERSION}" in message["message"]
        assert await closed(x) == p.CLOSE_POLICY

        # tokens: stolen while its seat is connected, made up; no free seat by code
        y = await RawClient.open(url)
        await y.send(p.hello_message(game.code, token=token_a))
        assert await error_code(y) == "seat_connected"
        await y.send(p.hello_message(game.code, token="made-up-token"))
        assert await error_code(y) == "bad_token"
        await y.send(p.hello_message(game.code, "Mallory"))
        assert await error_code(y) == "no_free_seat"
        assert game.seats[0].connection is not None and game.seats[0].connection.seat == 0

        # guessing codes: closed after a few
        g = await RawClient.open(url)
        for _ in range(p.WRONG_CODES_CLOSE_AFTER):
            await g.send(p.hello_message("ZZZZZZ"))
        assert await closed(g) == p.CLOSE_POLICY

        # an oversized message: the connection is closed (1009, RFC 6455)
        z = await RawClient.open(url)
        await z.send(json.dumps({"type": "ping", "id": "x" * p.MAX_CLIENT_MESSAGE_BYTES}))
        assert await closed(z) == 1009

        # a flood: refused with rate_limited, then closed
        f = await RawClient.open(url)
        for number in range(p.RATE_BURST + p.FLOOD_CLOSE_AFTER + 10):
            await f.send(p.ping_message(str(number)))
        assert await error_code(f) == "rate_limited"
        assert await closed(f) == p.CLOSE_POLICY
        assert unchanged(game, before)

        # the seated players themselves: out of turn, for another seat, a replay, illegal
        state = game.session.state
        assert state is not None
        seat, move = state.current, game.session.move_count
        mover, waiter = (a, b) if seat == 0 else (b, a)
        legal = state.legal_actions()[0]
        await waiter.send(p.action_message(1 - seat, move, legal))
        assert await error_code(waiter) == "not_your_turn"
        await mover.send(p.action_message(1 - seat, move, legal))
        assert await error_code(mover) == "not_your_seat"
        last = game.session.entries[-1]
        await mover.send(p.action_message(seat, move - 1, last.action))
        assert await error_code(mover) == "stale_move"
        await mover.send(p.action_message(seat, move, PlaceTile(5, 40)))
        refused = await mover.expect("refused")
        assert refused["code"] and refused["message"] and refused["move"] == move
        await mover.send(p.hello_message(game.code))
        assert await error_code(mover) == "already_seated"
        assert unchanged(game, snapshot())

        await play_moves(game, [a, b], rng)            # and the game goes on to its end
        assert (await a.expect("game_over"))["save"]["actions"]
        await game.done.wait()
        server.close()
        await server.wait_closed()

    asyncio.run(asyncio.wait_for(scenario(), 60))
    loaded = read_save(tmp_path / "g.json")
    assert loaded.state.is_over()
    logged = caplog.text
    for code in ("malformed", "unknown_type", "not_seated", "wrong_code", "protocol_version",
                 "seat_connected", "bad_token", "no_free_seat", "rate_limited", "floods",
                 "not_your_turn", "not_your_seat", "stale_move", "refused", "already_seated",
                 "over 8192 bytes"):
        assert code in logged, code


def test_names_are_checked_before_a_seat_is_given(tmp_path):
    async def scenario() -> None:
        game = HostedGame(parse_seat_plans("remote,remote,random"), seed=2)
        server, url = await serve(game)
        a, b = await RawClient.open(url), await RawClient.open(url)
        await a.hello(game.code, "Astrid")
        await b.send(p.hello_message(game.code, " astrid "))
        assert await error_code(b) == "name_taken"
        await b.send(p.hello_message(game.code, "Random 3"))     # the computer's name
        assert await error_code(b) == "name_taken"
        await b.send(p.hello_message(game.code, "Bad\x00name"))
        assert await error_code(b) == "bad_name"
        assert not game.started
        await b.hello(game.code)                          # no name: one is given
        start = await b.expect("game")
        assert [pl["name"] for pl in start["state"]["players"]] == ["Astrid", "Player 2",
                                                                     "Random 3"]
        server.close()
        await server.wait_closed()
        game.close()

    asyncio.run(asyncio.wait_for(scenario(), 30))


@pytest.mark.parametrize("seats", ["remote", "remote,remote,remote,remote,remote", "remote,chess"])
def test_wrong_seat_lists_are_refused(seats):
    with pytest.raises(ValueError):
        HostedGame(parse_seat_plans(seats))
