"""Small helpers shared by the server tests."""

from __future__ import annotations

import time
from urllib.parse import parse_qs, urlparse


def token(link: str) -> str:
    return parse_qs(urlparse(link).query)["t"][0]


def create(client, game="sealed-bids-board", players=2, seats=None, options=None) -> dict:
    body = {"game": game, "players": players,
            "seats": seats or [{"kind": "human"}] * players}
    if options is not None:
        body["options"] = options
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    created = response.json()
    created["tokens"] = [token(s["link"]) if s["link"] else None for s in created["seats"]]
    created["spectator_token"] = token(created["spectator"])
    return created


def state(client, game_id: str, tokens) -> dict:
    if isinstance(tokens, list):
        tokens = ",".join(t for t in tokens if t)
    response = client.get(f"/api/games/{game_id}", params={"t": tokens})
    assert response.status_code == 200, response.text
    return response.json()


def act(client, game_id, tok, seat, action, revision):
    return client.post(f"/api/games/{game_id}/act",
                       json={"t": tok, "seat": seat, "action": action, "revision": revision})


def wait_until(check, what: str, limit: float = 20.0):
    """Poll `check` until it returns something true (bots move in the background)."""
    deadline = time.monotonic() + limit
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up waiting for {what}")
        time.sleep(0.01)
