"""Load benchmark for `hustings serve` (figures, not a test).

Starts a server on loopback with a fresh SQLite file, opens many games at once, each
with one seat played by a client over its websocket (choosing at random) and the other
seats by the server's random bot, and reports the action-to-update latency (median and
p99), the throughput in committed actions per second and the server's memory per live
game.

    python -m hustings.server.loadbench --game convention --games 20 --actions 40
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx2
from websockets.asyncio.client import connect


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def play(base: str, ws_base: str, game: str, players: int, actions: int, seed: int,
               latencies: list[float]) -> int:
    """One game: seat 0 is played over the websocket; returns the actions it took."""
    async with httpx2.AsyncClient(base_url=base, timeout=30) as client:
        created = (await client.post("/api/games", json={
            "game": game, "players": players,
            "seats": [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (players - 1),
        })).json()
    token = created["seats"][0]["link"].split("t=")[1]
    rng = random.Random(seed)
    taken = 0
    sent_at = None
    sent_revision = -1
    async with connect(f"{ws_base}/ws/games/{created['id']}?t={token}") as ws:
        async for text in ws:
            message = json.loads(text)
            if message["type"] == "error":
                sent_at = None  # stale: the bots moved first; choose again on the next update
                continue
            if message["type"] != "update":
                continue
            if sent_at is not None and message["revision"] > sent_revision:
                latencies.append(time.perf_counter() - sent_at)
                sent_at = None
            if message["finished"] or taken >= actions:
                return taken
            mine = message["perspectives"][0]
            deciding = message["decision"] and 0 in message["decision"]["seats"]
            if sent_at is None and deciding and mine["actions"]:
                sent_revision = message["revision"]
                sent_at = time.perf_counter()
                await ws.send(json.dumps({"type": "act", "seat": 0,
                                          "action": rng.choice(mine["actions"])["id"],
                                          "revision": sent_revision}))
                taken += 1
    return taken


async def run(base: str, ws_base: str, args) -> tuple[list[float], int, float]:
    latencies: list[float] = []
    started = time.perf_counter()
    taken = await asyncio.gather(*(
        play(base, ws_base, args.game, args.players, args.actions, seed, latencies)
        for seed in range(args.games)))
    return latencies, sum(taken), time.perf_counter() - started


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="convention")
    parser.add_argument("--players", type=int, default=0, help="default: the game's minimum")
    parser.add_argument("--games", type=int, default=20, help="concurrent games")
    parser.add_argument("--actions", type=int, default=40, help="client actions per game")
    args = parser.parse_args(argv)
    if not args.players:
        from hustings.engine import load_game

        args.players = load_game(args.game).min_players
    port = free_port()
    base, ws_base = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        server = subprocess.Popen(
            [sys.executable, "-c",
             "import sys; from hustings.server import serve; "
             "serve('127.0.0.1', int(sys.argv[1]), sys.argv[2], bot_delay=0.0)",
             str(port), f"sqlite:///{tmp}/bench.sqlite3"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(300):
                try:
                    if httpx2.get(f"{base}/api/available", timeout=1).status_code == 200:
                        break
                except httpx2.TransportError:
                    time.sleep(0.1)
            idle = rss_kib(server.pid)
            latencies, total, seconds = asyncio.run(run(base, ws_base, args))
            loaded = rss_kib(server.pid)
        finally:
            server.terminate()
            server.wait(30)
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] if latencies else 0.0
    report = {
        "game": args.game, "players": args.players, "games": args.games,
        "client_actions": total, "seconds": round(seconds, 2),
        "client_actions_per_second": round(total / seconds, 1) if seconds else 0,
        "latency_ms_median": round(statistics.median(latencies) * 1000, 2) if latencies else None,
        "latency_ms_p99": round(p99 * 1000, 2),
        "server_rss_mib_idle": round(idle / 1024, 1),
        "memory_kib_per_game": round((loaded - idle) / args.games, 1),
        "cpus": os.cpu_count(),
    }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
