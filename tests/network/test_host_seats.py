"""The host's seats: hot-seat players at the host, remote players and computer levels in
one game; an away seat handed to a computer and back; hosting saves."""

from __future__ import annotations

import asyncio
import random

import pytest
from netutil import RawClient

from vikings_desktop.engine import Buy
from vikings_desktop.network import protocol as p
from vikings_desktop.network.client import SeatClient
from vikings_desktop.network.host import (
    HostedGame,
    NetworkHost,
    SeatsFile,
    parse_seat_plans,
    seats_file_for,
)
from vikings_desktop.persistence import read_save


async def serve(game: HostedGame) -> tuple[object, str]:
    server = await NetworkHost([game]).serve("127.0.0.1", 0)
    return server, f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"


def random_decider(seed: int):
    rng = random.Random(seed)
    return lambda observation: rng.choice(observation.legal_actions())


def test_hot_seat_remote_and_computer_seats_in_one_game(tmp_path):
    async def scenario() -> int:
        game = HostedGame(parse_seat_plans("local,remote,random,local"), seed=9,
                          save_path=tmp_path / "g.json")
        server, url = await serve(game)
        remote = asyncio.get_running_loop().create_task(SeatClient(
            url, game.code, name="Faraway", decide=random_decider(1)).run())
        rng = random.Random(2)
        local_moves = 0
        while not game.done.is_set():
            state = game.session.state
            if game.started and state is not None and not state.is_over() \
                    and state.current in (0, 3):
                assert game.play_local(1, state.legal_actions()[0]) is p.ErrorCode.NOT_YOUR_SEAT
                assert game.play_local(state.current, rng.choice(state.legal_actions())) is None
                local_moves += 1
            await asyncio.sleep(0)
        finished = await remote
        assert finished["move"] == game.session.move_count
        server.close()
        await server.wait_closed()
        return local_moves

    local_moves = asyncio.run(asyncio.wait_for(scenario(), 60))
    loaded = read_save(tmp_path / "g.json")
    assert loaded.state.is_over() and local_moves > 20
    assert [s.kind for s in loaded.game.setup.seats] == ["human", "human", "computer", "human"]
    assert loaded.game.setup.seats[1].name == "Faraway"


def test_an_away_seat_waits_until_handed_to_a_computer_and_back():
    async def scenario() -> None:
        game = HostedGame(parse_seat_plans("remote,remote"), seed=4)
        server, url = await serve(game)
        stays = asyncio.get_running_loop().create_task(SeatClient(
            url, game.code, name="Stays", decide=random_decider(3)).run())
        leaves = await RawClient.open(url)
        away = (await leaves.hello(game.code, "Leaves"))["seat"]
        await leaves.close()
        for _ in range(200):                  # the game waits for the away seat
            await asyncio.sleep(0.005)
            if game.waiting_for() == away:
                break
        assert game.waiting_for() == away
        moves = game.session.move_count
        await asyncio.sleep(0.1)
        assert game.session.move_count == moves
        game.hand_to_computer(away, "random")
        while game.session.move_count < moves + 20:
            await asyncio.sleep(0.005)
        game.hand_to_computer(away, None)     # back: the seat waits for its player again
        for _ in range(400):
            if game.waiting_for() == away:
                break
            await asyncio.sleep(0.005)
        moves = game.session.move_count
        await asyncio.sleep(0.05)
        assert game.waiting_for() == away and game.session.move_count == moves
        game.hand_to_computer(away, "random")
        await asyncio.wait_for(stays, 30)
        assert game.over
        server.close()
        await server.wait_closed()

    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_host_from_a_save_keeps_its_code_and_tokens(tmp_path):
    async def first_part() -> tuple[str, str]:
        game = HostedGame(parse_seat_plans("remote,normal"), seed=3,
                          autosave_path=tmp_path / "auto.json")
        server, url = await serve(game)
        client = await RawClient.open(url)
        token = (await client.hello(game.code, "Astrid"))["token"]
        state = game.session.state
        while state is not None and state.current != 0:
            await asyncio.sleep(0.005)
        await client.close()
        server.close()
        await server.wait_closed()
        game.close()                          # the autosave is on disk
        return game.code, token

    code, token = asyncio.run(asyncio.wait_for(first_part(), 30))
    kept = SeatsFile.read(seats_file_for(tmp_path / "auto.json"))
    assert kept.code == code and token not in seats_file_for(tmp_path / "auto.json").read_text()
    saved = read_save(tmp_path / "auto.json").game

    async def second_part() -> None:
        game = HostedGame(parse_seat_plans("remote,normal"), saved=saved, seats_file=kept)
        assert game.code == code and game.started
        server, url = await serve(game)
        stranger = await RawClient.open(url)
        await stranger.send(p.hello_message(code, "Astrid"))       # the name is not enough
        assert (await stranger.expect("error"))["code"] == "no_free_seat"
        back = await RawClient.open(url)
        welcome = await back.hello(code, token=token)
        assert welcome["seat"] == 0 and welcome["token"] is None
        picture = await back.expect("game")
        assert picture["move"] == len(saved.actions)
        server.close()
        await server.wait_closed()
        game.close()

    asyncio.run(asyncio.wait_for(second_part(), 30))


def test_a_finished_game_or_another_seat_count_cannot_be_hosted(tmp_path):
    from vikings_desktop.game_setup import computer_setup
    from vikings_desktop.selfplay import selfplay
    game, _state = selfplay(computer_setup(["random", "random"], 1), None)
    with pytest.raises(ValueError, match="over"):
        HostedGame(parse_seat_plans("remote,remote"), saved=game)
    with pytest.raises(ValueError, match="seats"):
        HostedGame(parse_seat_plans("remote,remote,remote"), saved=game)


def test_an_action_before_the_game_starts_is_refused():
    async def scenario() -> None:
        game = HostedGame(parse_seat_plans("remote,remote"))
        server, url = await serve(game)
        early = await RawClient.open(url)
        await early.hello(game.code)
        await early.send(p.action_message(0, 0, Buy(0)))
        assert (await early.expect("error"))["code"] == "not_started"
        await early.close()
        server.close()
        await server.wait_closed()

    asyncio.run(asyncio.wait_for(scenario(), 30))


def test_a_lobby_seat_nobody_takes_becomes_a_computer_player(tmp_path):
    async def scenario() -> None:
        game = HostedGame(parse_seat_plans("remote,remote,remote"), seed=6,
                          save_path=tmp_path / "g.json")
        server, url = await serve(game)
        client = asyncio.get_running_loop().create_task(SeatClient(
            url, game.code, name="Alone", decide=random_decider(5)).run())
        while not any(slot.token_hash for slot in game.seats):
            await asyncio.sleep(0.005)
        taken = next(i for i, slot in enumerate(game.seats) if slot.token_hash)
        with pytest.raises(ValueError):
            game.make_computer_seat(taken, "random")
        free = [i for i in range(3) if i != taken]
        game.make_computer_seat(free[0], "random")
        assert not game.started
        game.make_computer_seat(free[1], "greedy")
        assert game.started
        await asyncio.wait_for(client, 30)
        server.close()
        await server.wait_closed()

    asyncio.run(asyncio.wait_for(scenario(), 60))
    seats = read_save(tmp_path / "g.json").game.setup.seats
    assert sorted(seat.kind for seat in seats) == ["computer", "computer", "human"]


def test_a_connection_that_takes_no_seat_in_time_is_closed(monkeypatch):
    from websockets.exceptions import ConnectionClosed

    from vikings_desktop.network import host
    monkeypatch.setattr(host, "SEAT_WITHIN_S", 0.3)

    async def scenario() -> None:
        game = HostedGame(parse_seat_plans("remote,remote"))
        server, url = await serve(game)
        idle = await RawClient.open(url)
        await idle.send(p.ping_message("still here"))      # talking is not taking a seat
        assert (await idle.expect("pong"))["id"] == "still here"
        with pytest.raises(ConnectionClosed) as caught:
            await idle.receive(timeout=5)
        assert caught.value.rcvd is not None and caught.value.rcvd.code == p.CLOSE_POLICY
        seated = await RawClient.open(url)
        await seated.hello(game.code)
        await asyncio.sleep(0.5)                             # a seated one stays
        await seated.send(p.ping_message("x"))
        assert (await seated.expect("pong"))["id"] == "x"
        server.close()
        await server.wait_closed()

    asyncio.run(asyncio.wait_for(scenario(), 30))
