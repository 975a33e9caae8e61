"""`vikings-cli host` and `vikings-cli join` as processes on loopback: whole games, a
client killed (SIGKILL) and started again with its token, a host killed and hosted again
from its autosave. Every finished save must pass `vikings-cli check-save`."""

from __future__ import annotations

import asyncio
import json
import random
import time

import pytest
from netutil import check_save, finish, read_token, start_host, start_join

from vikings_desktop.network.client import SeatClient
from vikings_desktop.persistence import SaveError, read_save
from vikings_desktop.persistence.records import GameRecords, records_path


def random_decider(seed: int):
    rng = random.Random(seed)
    return lambda observation: rng.choice(observation.legal_actions())


@pytest.mark.parametrize("rules, seats", [
    ("base", "remote,remote"),
    ("advanced", "remote,remote"),
    ("base", "remote,normal,remote,random"),
    ("advanced", "random,remote,easy"),
], ids=["base", "advanced", "mixed-base", "mixed-advanced"])
def test_a_whole_game_with_remote_seats(tmp_path, rules, seats):
    host = start_host("--port", "0", "--seats", seats, "--rules", rules, "--seed", "5",
                      "--save", "g.json", cwd=tmp_path)
    assert host.url.startswith("ws://127.0.0.1:")
    joins = [start_join(host.url, host.code, "--as", "random", "--name", f"Net {i}",
                        cwd=tmp_path) for i in range(seats.split(",").count("remote"))]
    tokens = {read_token(join) for join in joins}
    assert len(tokens) == len(joins)
    results = [json.loads(finish(join, "a join client").strip().splitlines()[-1])
               for join in joins]
    finish(host.process, "the host")
    summary = check_save(tmp_path / "g.json")
    assert summary["over"] and summary["actions"] == results[0]["moves"]
    names = [player["name"] for player in summary["players"]]
    assert {f"Net {i}" for i in range(len(joins))} <= set(names)
    records = GameRecords(records_path()).games()      # in the host's statistics
    assert len(records) == 1 and records[0].finished
    assert [seat.name for seat in records[0].seats] == names
    assert sorted(result["seat"] for result in results) == [
        i for i, seat in enumerate(seats.split(",")) if seat == "remote"]


def test_a_wrong_code_or_address_is_said_plainly(tmp_path):
    host = start_host("--port", "0", "--seats", "remote,remote", cwd=tmp_path)
    try:
        wrong = start_join(host.url, "NOPE99", "--as", "random", cwd=tmp_path, log="wrong.err")
        assert wrong.wait(30) == 2
        assert "no game has that join code" in (tmp_path / "wrong.err").read_text()
        bad = start_join("http://127.0.0.1:1", host.code, "--as", "random", cwd=tmp_path,
                         log="bad.err")
        assert bad.wait(30) == 2
        assert "not a ws:// or wss:// address" in (tmp_path / "bad.err").read_text()
    finally:
        host.process.kill()
        host.process.wait()


def test_a_client_killed_mid_game_rejoins_with_its_token(tmp_path):
    host = start_host("--port", "0", "--seats", "remote,remote", "--seed", "8",
                      "--save", "g.json", cwd=tmp_path)
    first = start_join(host.url, host.code, "--as", "random", "--name", "Astrid", cwd=tmp_path)
    token = read_token(first)
    seen: dict[str, object] = {"killed_at": None, "away": False}
    again = []

    def on_message(message: dict) -> None:
        if message["type"] == "update" and message["move"] >= 30 and not again:
            first.kill()                                   # SIGKILL mid-game
            first.wait()
            seen["killed_at"] = message["move"]
            again.append(start_join(host.url, host.code, "--as", "random", "--token", token,
                                    cwd=tmp_path))
        if message["type"] == "seats" and again and not message["seats"][0]["connected"]:
            seen["away"] = True

    client = SeatClient(host.url, host.code, name="Bjorn", decide=random_decider(1),
                        on_message=on_message)
    finished = asyncio.run(asyncio.wait_for(client.run(), 60))
    assert seen["killed_at"] is not None and seen["away"]
    out = finish(again[0], "the rejoined client")
    assert f"token: {token}" in out
    assert json.loads(out.strip().splitlines()[-1])["seat"] == 0
    finish(host.process, "the host")
    summary = check_save(tmp_path / "g.json")
    assert summary["over"] and summary["actions"] == finished["move"]
    assert not client.refused


def test_a_killed_host_hosts_again_from_its_autosave(tmp_path):
    first_host = start_host("--port", "0", "--seats", "remote,remote", "--rules", "advanced",
                            "--seed", "4", "--save", "g.json", cwd=tmp_path)
    first = start_join(first_host.url, first_host.code, "--as", "random", "--name", "Astrid",
                       cwd=tmp_path)
    token = read_token(first)
    hosts = [first_host]
    joins = [first]
    resumed_at: list[int] = []
    autosaved: list[int] = []

    def on_message(message: dict) -> None:
        if message["type"] == "update" and message["move"] >= 40 and len(hosts) == 1:
            # the autosave is written on the host's own thread: on a busy machine it may
            # not be on disk yet at move 40; the crash comes once it is
            autosaved.append(last_autosave(tmp_path / "g.json.autosave"))
            first_host.process.kill()                      # SIGKILL: no goodbye, no save
            first_host.process.wait()
            first.kill()
            first.wait()
            assert not (tmp_path / "g.json").exists()
            hosts.append(start_host("--port", str(first_host.port), "--seats", "remote,remote",
                                    "--from-save", "g.json.autosave", "--save", "g.json",
                                    cwd=tmp_path))
            joins.append(start_join(hosts[1].url, hosts[1].code, "--as", "random",
                                    "--token", token, cwd=tmp_path))
        elif message["type"] == "game" and len(hosts) == 2:
            resumed_at.append(message["move"])

    # this seat finds the host again by itself, with the token it was given
    client = SeatClient(first_host.url, first_host.code, name="Bjorn",
                        decide=random_decider(2), on_message=on_message)
    finished = asyncio.run(asyncio.wait_for(client.run(), 90))
    assert hosts[1].code == first_host.code
    assert resumed_at and 1 <= autosaved[0] <= resumed_at[0]   # nothing autosaved is lost
    finish(joins[1], "the rejoined client")
    finish(hosts[1].process, "the host hosted again")
    summary = check_save(tmp_path / "g.json")
    assert summary["over"] and summary["actions"] == finished["move"]
    assert [player["name"] for player in summary["players"]] == ["Astrid", "Bjorn"]


def last_autosave(path, timeout: float = 20.0) -> int:
    """How many actions the autosave holds, once there is one."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return len(read_save(path).game.actions)
        except (SaveError, OSError):
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def test_a_save_hosted_again_at_a_computers_turn_plays_on(tmp_path):
    """The host opens a save that stands at a computer seat's turn: once the remote seat
    is taken, the computer moves without waiting for anyone."""
    from vikings_desktop.game_setup import computer_setup
    from vikings_desktop.persistence import SavedGame, write_save
    setup = computer_setup(["random", "random"], 3).dealt()
    state, actions, rng = setup.new_state(), [], random.Random(3)
    while len(actions) < 30 or state.current != 1:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    write_save(tmp_path / "at-computer.vikings.json", SavedGame(setup, actions))
    host = start_host("--port", "0", "--seats", "remote,random", "--from-save",
                      "at-computer.vikings.json", "--save", "out.json", cwd=tmp_path)
    join = start_join(host.url, host.code, "--as", "random", cwd=tmp_path)
    finish(join, "the client")
    finish(host.process, "the host")
    assert check_save(tmp_path / "out.json")["over"]
