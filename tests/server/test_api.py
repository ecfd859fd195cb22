"""The HTTP API on SQLite and on a real PostgreSQL server: lobby, actions and their
checks, persistence across a restart, undo, chat, records and replays."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient

from hustings.engine import Record, replay
from hustings.server import create_app
from tests.server.helpers import act, create, state, wait_until


def test_available_games_include_the_test_games_with_option_schema_and_bots(client):
    games = {g["slug"]: g for g in client.get("/api/available").json()["games"]}
    board = games["sealed-bids-board"]
    assert (board["min_players"], board["max_players"]) == (2, 4)
    assert board["options"]["properties"]["rounds"]["maximum"] == 5
    assert "random" in board["bots"]
    assert "heuristic" not in board["bots"]  # the test game has no heuristic bot


def test_creating_a_game_gives_one_secret_link_per_person_and_a_spectator_link(client):
    created = create(client, players=3, seats=[
        {"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}, {"kind": "human"}])
    tokens = [created["tokens"][0], created["tokens"][2], created["spectator_token"]]
    assert created["tokens"][1] is None and created["seats"][1]["bot"] == "random"
    assert len(set(tokens)) == 3 and all(len(t) >= 32 for t in tokens)
    assert created["hotseat"].endswith(f"t={tokens[0]},{tokens[1]}")
    payload = state(client, created["id"], tokens[0])
    assert [p["seat"] for p in payload["perspectives"]] == [0]
    assert payload["seats"][0]["name"] == "Ann" and payload["seats"][1]["kind"] == "bot"


def test_bad_new_game_requests_get_one_clear_error_and_create_nothing(client):
    before = client.get("/api/games").json()["games"]
    bad = [
        ({"game": "chess", "players": 2}, "unknown game 'chess'"),
        ({"game": "sealed-bids", "players": 7}, "for 2-4 players, not 7"),
        ({"game": "sealed-bids", "players": 2, "options": {"rounds": 9}}, "rounds"),
        ({"game": "sealed-bids", "players": 2, "options": {"speed": 1}}, "speed"),
        ({"game": "sealed-bids", "players": 2, "seats": [{"kind": "human"}]}, "2 seats"),
        ({"game": "sealed-bids", "players": 2,
          "seats": [{"kind": "human"}, {"kind": "bot", "bot": "genius"}]}, "unknown bot"),
        ({"game": "sealed-bids", "players": 2, "colour": "red"}, "unknown field"),
    ]
    for body, expected in bad:
        response = client.post("/api/games", json=body)
        assert response.status_code == 400, body
        assert expected in response.json()["error"], response.json()
    response = client.post("/api/games", content=b"{not json",
                           headers={"content-type": "application/json"})
    assert response.status_code == 400 and "not JSON" in response.json()["error"]
    response = client.post("/api/games", content=b"x" * 70_000)
    assert response.status_code == 413 and "too large" in response.json()["error"]
    assert client.get("/api/games").json()["games"] == before


def test_an_action_is_checked_for_credentials_seat_legality_and_staleness(client):
    created = create(client)
    gid, (tok0, tok1) = created["id"], created["tokens"]
    before = state(client, gid, tok0)
    legal = [a["id"] for a in before["perspectives"][0]["actions"]]
    bid = next(a for a in legal if a.startswith("bid:"))
    refusals = [
        (act(client, gid, "forged-token", 0, bid, 0), 403, "not valid"),
        (act(client, gid, tok1, 0, bid, 0), 403, "does not hold seat 0"),
        (act(client, gid, created["spectator_token"], 0, bid, 0), 403, "spectator"),
        (act(client, gid, tok0, 0, "bid:99z", 0), 400, "not legal"),
        (act(client, gid, tok0, 5, bid, 0), 400, "no seat 5"),
        (act(client, gid, tok0, "0", bid, 0), 400, "seat must be"),
        (act(client, gid, tok0, 0, bid, 3), 409, "moved on"),
        (act(client, gid, tok0, 0, bid, None), 400, "revision"),
        (client.post(f"/api/games/{gid}/act", content=b"[1]"), 400, "JSON object"),
        (client.get("/api/games/nosuchgame", params={"t": tok0}), 404, "no such game"),
    ]
    for response, status, text in refusals:
        assert response.status_code == status, response.text
        assert text in response.json()["error"]
    assert state(client, gid, tok0) == before
    assert act(client, gid, tok0, 0, bid, 0).json() == {"revision": 1}
    assert act(client, gid, tok0, 0, bid, 0).status_code == 409  # the same message again
    after = state(client, gid, tok0)
    assert after["revision"] == 1
    assert bid.split(":")[1] not in after["perspectives"][0]["board"]["hand"]


def test_every_acknowledged_action_survives_a_restart_with_the_same_digest(database_url):
    with TestClient(create_app(database_url)) as client:
        created = create(client, players=3)
        gid, tokens = created["id"], created["tokens"]
        for _ in range(5):
            for seat in range(3):
                payload = state(client, gid, tokens[seat])
                ids = [a["id"] for a in payload["perspectives"][0]["actions"]]
                if ids:
                    bid = [a for a in ids if a.startswith("bid:")] or ids
                    assert act(client, gid, tokens[seat], seat, bid[0],
                               payload["revision"]).status_code == 200
        client.post(f"/api/games/{gid}/chat", json={"t": tokens[1], "seat": 1, "text": "hi"})
        room = client.app.state.manager.rooms[gid]
        digest, actions = room.state.digest(), list(room.actions)
        views = [state(client, gid, t) for t in tokens]
    with TestClient(create_app(database_url)) as client:
        assert [state(client, gid, t) for t in tokens] == views
        room = client.app.state.manager.rooms[gid]
        assert room.state.digest() == digest and room.actions == actions


def test_undo_takes_back_a_quiet_action_but_not_one_that_revealed_something(client):
    created = create(client, players=2)
    gid, (tok0, tok1) = created["id"], created["tokens"]
    start = state(client, gid, tok0)
    hand = start["perspectives"][0]["board"]["hand"]
    assert start["perspectives"][0]["undo"] == "none"
    assert act(client, gid, tok0, 0, f"bid:{hand[0]}", 0).status_code == 200
    mine = state(client, gid, tok0)["perspectives"][0]
    assert mine["undo"] == "available"
    other = client.post(f"/api/games/{gid}/undo", json={"t": tok1, "seat": 1, "revision": 1})
    assert other.status_code == 400 and "no action of yours" in other.json()["error"]
    assert state(client, gid, tok1)["perspectives"][0]["undo"] == "none"
    undone = client.post(f"/api/games/{gid}/undo", json={"t": tok0, "seat": 0, "revision": 1})
    assert undone.json() == {"revision": 2}
    again = state(client, gid, tok0)["perspectives"][0]
    assert again["board"] == start["perspectives"][0]["board"] and again["undo"] == "none"
    # Seat 0 bids, then seat 1's bid completes the round and reveals both bids: seat 1
    # has learned seat 0's bid, so seat 1 cannot take its bid back.
    assert act(client, gid, tok0, 0, f"bid:{hand[0]}", 2).status_code == 200
    other_hand = state(client, gid, tok1)["perspectives"][0]["board"]["hand"]
    assert act(client, gid, tok1, 1, f"bid:{other_hand[0]}", 3).status_code == 200
    assert state(client, gid, tok1)["perspectives"][0]["undo"] == "gone"
    assert state(client, gid, tok0)["perspectives"][0]["undo"] == "others"
    late = client.post(f"/api/games/{gid}/undo", json={"t": tok0, "seat": 0, "revision": 4})
    assert late.status_code == 400 and "another seat has acted" in late.json()["error"]
    refused = client.post(f"/api/games/{gid}/undo", json={"t": tok1, "seat": 1, "revision": 4})
    assert refused.status_code == 400 and "undo is gone" in refused.json()["error"]
    assert state(client, gid, tok1)["revision"] == 4


def test_undo_survives_a_restart(database_url):
    with TestClient(create_app(database_url)) as client:
        created = create(client, players=2)
        gid, tok0 = created["id"], created["tokens"][0]
        assert act(client, gid, tok0, 0, "gift:1", 0).status_code == 200
    with TestClient(create_app(database_url)) as client:
        assert state(client, gid, tok0)["perspectives"][0]["undo"] == "available"
        assert client.post(f"/api/games/{gid}/undo",
                           json={"t": tok0, "seat": 0, "revision": 1}).json() == {"revision": 2}
    with TestClient(create_app(database_url)) as client:
        payload = state(client, gid, tok0)
        assert payload["revision"] == 2 and payload["perspectives"][0]["board"]["chips"] == [2, 2]


def test_chat_is_for_players_and_spectators_only_read_it(client):
    created = create(client)
    gid, (tok0, tok1) = created["id"], created["tokens"]
    said = client.post(f"/api/games/{gid}/chat", json={"t": tok1, "seat": 1, "text": " deal? "})
    assert said.status_code == 200 and said.json()["text"] == "deal?"
    for body, status, text in [
        ({"t": created["spectator_token"], "seat": 0, "text": "boo"}, 403, "spectator"),
        ({"t": tok0, "seat": 1, "text": "forged"}, 403, "does not hold seat 1"),
        ({"t": tok0, "seat": 0, "text": "   "}, 400, "needs some text"),
        ({"t": tok0, "seat": 0, "text": "x" * 501}, 400, "at most 500"),
    ]:
        response = client.post(f"/api/games/{gid}/chat", json=body)
        assert response.status_code == status and text in response.json()["error"]
    chat = state(client, gid, created["spectator_token"])["chat"]
    assert [(m["seat"], m["text"]) for m in chat] == [(1, "deal?")]


def finished_bot_game(client, players=3) -> dict:
    created = create(client, players=players, seats=[{"kind": "bot", "bot": "random"}] * players)
    wait_until(lambda: state(client, created["id"], created["spectator_token"])["finished"],
               "the bots to finish")
    return created


def test_records_download_only_when_finished_and_uploads_are_validated(client):
    open_game = create(client)
    refused = client.get(f"/api/games/{open_game['id']}/record",
                         params={"t": open_game["spectator_token"]})
    assert refused.status_code == 403 and "once the game is finished" in refused.json()["error"]
    done = finished_bot_game(client)
    record = client.get(f"/api/games/{done['id']}/record", params={"t": done["spectator_token"]})
    assert record.status_code == 200
    data = record.json()
    assert replay(Record.model_validate(data)).state.is_over()
    uploaded = client.post("/api/records", json=data)
    assert uploaded.status_code == 201
    upload_id = uploaded.json()["id"]
    token = uploaded.json()["replay"].split("t=")[1]
    last = client.get(f"/api/games/{upload_id}/replay", params={"t": token, "step": len(data["actions"])})
    assert last.json()["result"] == state(client, done["id"], done["spectator_token"])["result"]
    before = client.get("/api/games").json()["games"]
    corrupt = dict(data, actions=[*data["actions"][:-1], [0, "bid:nonsense"]])
    for body, text in [
        (corrupt, f"action {len(data['actions']) - 1}"),
        (dict(data, version="0"), "version"),
        ({**data, "actions": "all of them"}, "actions"),
        ({"game": data["game"]}, "corrupt record"),
    ]:
        response = client.post("/api/records", json=body)
        assert response.status_code == 400 and text in response.json()["error"], response.json()
    assert client.get("/api/games").json()["games"] == before


def test_replay_steps_show_every_seats_hidden_hand(client):
    done = finished_bot_game(client, players=2)
    gid, token = done["id"], done["spectator_token"]
    total = len(client.app.state.manager.rooms[gid].actions)
    first = client.get(f"/api/games/{gid}/replay", params={"t": token, "step": 0}).json()
    assert first["total"] == total and first["last"] is None
    hands = [p["board"]["hand"] for p in first["perspectives"]]
    assert all(len(h) == 3 for h in hands) and first["spectator"]["board"]["hand"] is None
    one = client.get(f"/api/games/{gid}/replay", params={"t": token, "step": 1}).json()
    assert one["last"]["seat"] in (0, 1) and one["last"]["label"]
    back = client.get(f"/api/games/{gid}/replay", params={"t": token, "step": 0}).json()
    assert back == first
    bad = client.get(f"/api/games/{gid}/replay", params={"t": token, "step": total + 1})
    assert bad.status_code == 400 and f"0 to {total}" in bad.json()["error"]
    live = create(client)
    refused = client.get(f"/api/games/{live['id']}/replay", params={"t": live["tokens"][0]})
    assert refused.status_code == 403


def test_a_spectator_link_is_needed_to_watch(client):
    created = create(client)
    response = client.get(f"/api/games/{created['id']}")
    assert response.status_code == 403 and "link" in response.json()["error"]
    payload = state(client, created["id"], created["spectator_token"])
    assert payload["perspectives"][0]["seat"] is None
    assert payload["perspectives"][0]["actions"] == []
    assert payload["perspectives"][0]["board"]["hand"] is None
    assert json.dumps(payload).count('"hand"') == 1
