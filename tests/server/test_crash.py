"""A real server process killed with SIGKILL in the middle of bot games and of a game
between people, then restarted: every acknowledged action is there, in order, and
every game goes on from exactly where it was."""

from __future__ import annotations

import json
import threading

import httpx2
from websockets.sync.client import connect

from hustings.engine import Record, all_games, replay
from hustings.server.store import Store
from tests.server.helpers import token, wait_until
from tests.server.process import ServerProcess


class Watcher(threading.Thread):
    """A spectator's websocket, keeping every update it was sent."""

    def __init__(self, server: ServerProcess, game_id: str, spectator: str):
        super().__init__(daemon=True)
        self.url = f"ws://127.0.0.1:{server.port}/ws/games/{game_id}?t={spectator}"
        self.updates: list[dict] = []
        self.start()

    def run(self) -> None:
        try:
            with connect(self.url, open_timeout=30) as ws:
                for text in ws:
                    message = json.loads(text)
                    if message["type"] == "update":
                        self.updates.append(message)
        except Exception:  # the server was killed under us: that is the point
            return


def create(server: ServerProcess, body: dict) -> dict:
    response = httpx2.post(f"{server.base}/api/games", json=body, timeout=10)
    assert response.status_code == 201, response.text
    return response.json()


def stored_record(database_url: str, game_id: str) -> Record:
    store = Store(database_url)
    try:
        stored = store.load_game(game_id)
    finally:
        store.close()
    return Record(game=stored.game, version=stored.version, players=stored.players,
                  options=stored.options, seed=stored.seed, actions=stored.actions)


def test_a_killed_server_loses_no_acknowledged_action(database_url, tmp_path):
    log = tmp_path / "server.log"
    server = ServerProcess(database_url, log, bot_delay=0.05)
    try:
        bot_games = [create(server, {"game": "sealed-bids", "players": 4, "options": {"rounds": 5},
                                     "seats": [{"kind": "bot", "bot": "random"}] * 4})
                     for _ in range(3)]
        for slug, game in all_games().items():
            if not slug.startswith("sealed-bids"):
                bot_games.append(create(server, {
                    "game": slug, "players": game.min_players,
                    "seats": [{"kind": "bot", "bot": "random"}] * game.min_players}))
        watchers = [Watcher(server, g["id"], token(g["spectator"])) for g in bot_games]
        people = create(server, {"game": "sealed-bids-board", "players": 2})
        tokens = [token(s["link"]) for s in people["seats"]]
        acknowledged = []
        for _ in range(4):
            for seat in (0, 1):
                view = httpx2.get(f"{server.base}/api/games/{people['id']}",
                                 params={"t": tokens[seat]}, timeout=10).json()
                action = view["perspectives"][0]["actions"][-1]["id"]
                response = httpx2.post(f"{server.base}/api/games/{people['id']}/act", json={
                    "t": tokens[seat], "seat": seat, "action": action,
                    "revision": view["revision"]}, timeout=10)
                assert response.status_code == 200, response.text
                acknowledged.append((seat, action))
        # A short game may be over before its watcher connects: then one update is all.
        wait_until(lambda: all(len(w.updates) >= 3 or (w.updates and w.updates[-1]["finished"])
                               for w in watchers), "bot games under way", limit=60)
        server.kill()
        for watcher in watchers:
            watcher.join(10)
    except BaseException:
        server.stop()
        raise

    assert stored_record(database_url, people["id"]).actions == acknowledged
    before = {}
    for created, watcher in zip(bot_games, watchers, strict=True):
        record = stored_record(database_url, created["id"])
        before[created["id"]] = record
        game = all_games()[record.game]
        for update in watcher.updates:
            seen = update["revision"]
            assert seen <= len(record.actions), "an update was sent for an unsaved action"
            prefix = replay(record.model_copy(update={"actions": record.actions[:seen]})).state
            assert update["perspectives"][0]["board"] == prefix.view(None)["board"], game.slug

    unfinished = [r for r in before.values() if not replay(r).state.is_over()]
    assert unfinished, "the server was meant to be killed in the middle of bot games"
    server = ServerProcess(database_url, log, bot_delay=0.0)
    try:
        for seat in (0, 1):
            view = httpx2.get(f"{server.base}/api/games/{people['id']}",
                             params={"t": tokens[seat]}, timeout=10).json()
            expected = replay(stored_record(database_url, people["id"])).state.view(seat)
            assert view["revision"] == len(acknowledged)
            assert view["perspectives"][0]["board"] == expected["board"]
        for game_id, record in before.items():
            # The bots go on from where they were; what was saved stays the start of the game.
            spectator = token(next(g for g in bot_games if g["id"] == game_id)["spectator"])
            saved = len(record.actions)
            wait_until(lambda gid=game_id, t=spectator, n=saved: httpx2.get(
                f"{server.base}/api/games/{gid}", params={"t": t}, timeout=10).json()["finished"]
                or len(stored_record(database_url, gid).actions) > n + 5,
                "the bots to go on after the restart", limit=60)
            after = stored_record(database_url, game_id)
            assert after.actions[:len(record.actions)] == record.actions
            assert replay(after).state.digest()  # the whole record still replays
    finally:
        server.stop()
