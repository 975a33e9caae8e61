"""Network benchmark (a script, not a test): run it with nothing else heavy running.

    .venv/bin/python tests/network/bench_network.py [--rtt-games 5] [--games 50]

1. Per-move round trip on loopback: a `vikings-cli host` process, two clients here; for
   each move the time from sending the action until both clients have the host's update
   decoded into a position and its observation (what a window redraws from). p95 target:
   30 ms.
2. One host process with ``--games`` concurrent games, two random-bot clients each (all
   in this process): every game must finish and no honest message may be refused.

Prints one JSON object with the figures and the machine's load.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from vikings_desktop.network import protocol as p
from vikings_desktop.network.client import SeatClient


# --- the host side of part 2: one process, many games ------------------------------------
async def serve_games(count: int) -> None:
    from vikings_desktop.network.host import HostedGame, NetworkHost, parse_seat_plans
    games = [HostedGame(parse_seat_plans("remote,remote"), seed=number)
             for number in range(count)]
    server = await NetworkHost(games).serve("127.0.0.1", 0)
    print(server.sockets[0].getsockname()[1], flush=True)
    print(" ".join(game.code for game in games), flush=True)
    for game in games:
        await game.done.wait()
    server.close()
    await server.wait_closed()


# --- part 1 ------------------------------------------------------------------------------
async def round_trips(url: str, code: str) -> list[float]:
    """Every move's round trip of one game (the ``code``'s) played to its end."""
    from websockets.asyncio.client import connect
    sockets = [await connect(url, proxy=None, compression=None, max_size=p.MAX_HOST_MESSAGE_BYTES)
               for _ in range(2)]
    latest: list[dict] = []
    for number, websocket in enumerate(sockets):
        await websocket.send(p.encode(p.hello_message(code, f"Bench {number}")))
    for websocket in sockets:
        while True:
            message = json.loads(await websocket.recv())
            if message["type"] == "welcome":
                break
    for websocket in sockets:
        while True:
            message = json.loads(await websocket.recv())
            if message["type"] == "game":
                latest.append(message)
                break
    rng = random.Random(1)
    times: list[float] = []

    async def next_update(websocket) -> dict:
        while True:
            message = json.loads(await websocket.recv())
            if message["type"] == "update":
                state = p.decode_public_state(message["state"])
                state.observation()
                return message

    state = p.decode_public_state(latest[0]["state"])
    move = latest[0]["move"]
    while not state.is_over():
        seat = state.current
        action = rng.choice(state.observation().legal_actions())
        started = time.perf_counter()
        await sockets[seat].send(p.encode(p.action_message(seat, move, action)))
        updates = await asyncio.gather(*(next_update(ws) for ws in sockets))
        times.append(time.perf_counter() - started)
        state = p.decode_public_state(updates[0]["state"])
        move = updates[0]["move"]
    for websocket in sockets:
        await websocket.close()
    return times


def start_cli_host(seed: int) -> tuple[subprocess.Popen, str, str]:
    process = subprocess.Popen([sys.executable, "-m", "vikings_desktop.cli", "host", "--port", "0",
                                "--bind", "127.0.0.1", "--seats", "remote,remote",
                                "--seed", str(seed), "--save",
                                str(Path(os.environ["BENCH_DIR"]) / f"g{seed}.json")],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    url = code = ""
    while not (url and code):
        line = process.stdout.readline()
        if not line:
            raise SystemExit("the host did not start")
        if "ws://" in line:
            url = line[line.index("ws://"):].split()[0]
        if line.startswith("code: "):
            code = line.split()[1]
    return process, url, code


# --- part 2 ------------------------------------------------------------------------------
async def many_games(port: int, codes: list[str]) -> dict:
    url = f"ws://127.0.0.1:{port}"
    waits: list[float] = []       # each action decided until its update came back

    def seat_client(code: str, seat: int, seed: int) -> SeatClient:
        rng = random.Random(seed)
        decided = [0.0]

        def decide(observation):
            action = rng.choice(observation.legal_actions())
            decided[0] = time.perf_counter()
            return action

        def on_message(message: dict) -> None:
            if message["type"] == "update" and message["seat"] == seat and decided[0]:
                waits.append(time.perf_counter() - decided[0])
                decided[0] = 0.0
        return SeatClient(url, code, name=f"Bot {seat}", decide=decide, on_message=on_message)

    clients = [seat_client(code, seat, number * 2 + seat)
               for number, code in enumerate(codes) for seat in range(2)]
    started = time.perf_counter()
    finished = await asyncio.gather(*(client.run() for client in clients))
    seconds = time.perf_counter() - started
    moves = sum(message["move"] for message in finished[::2])
    return {"games": len(codes), "clients": len(clients), "seconds": round(seconds, 2),
            "moves": moves, "moves_per_second": round(moves / seconds, 1),
            "move_round_trip_ms_p95": round(percentile(waits, 0.95) * 1000, 2),
            "refused_honest_messages": sum(len(c.refused) for c in clients),
            "games_finished": sum(1 for m in finished[::2] if m["type"] == "game_over")}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rtt-games", type=int, default=5)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--serve-games", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_games:
        asyncio.run(serve_games(args.serve_games))
        return
    import tempfile
    load_before = os.getloadavg()
    result: dict = {"cpus": os.cpu_count(), "load_average_before": load_before}
    with tempfile.TemporaryDirectory() as folder:
        os.environ["BENCH_DIR"] = folder
        os.environ["VIKINGS_DESKTOP_DATA_DIR"] = folder
        times: list[float] = []
        for seed in range(args.rtt_games):
            process, url, code = start_cli_host(seed)
            times += asyncio.run(round_trips(url, code))
            process.wait(60)
        result["round_trip_ms"] = {
            "moves": len(times), "p50": round(percentile(times, 0.5) * 1000, 2),
            "p95": round(percentile(times, 0.95) * 1000, 2),
            "max": round(max(times) * 1000, 2), "mean": round(statistics.mean(times) * 1000, 2)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    host = subprocess.Popen([sys.executable, str(Path(__file__)), "--serve-games", str(args.games)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert host.stdout is not None
    port = int(host.stdout.readline())
    codes = host.stdout.readline().split()
    result["concurrent"] = asyncio.run(many_games(port, codes))
    host.wait(120)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    result["concurrent"]["host_cpu_seconds"] = round(
        after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, 2)
    result["load_average_after"] = os.getloadavg()
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
