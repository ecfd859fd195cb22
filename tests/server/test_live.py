"""Live play over the websocket, bots that think in the background, and the check that
no payload carries another seat's hidden information."""

from __future__ import annotations

import json
import random
import threading
import xml.etree.ElementTree as ET

import pytest

from hustings.bots import RandomBot
from hustings.engine import all_games
from hustings.server import rooms
from hustings.server.payloads import perspective
from hustings.server.undo import strings_in
from tests.server.helpers import act, create, state, wait_until


def receive(ws, kind: str) -> dict:
    """The next message of type `kind`, skipping others (at most 20)."""
    for _ in range(20):
        message = ws.receive_json()
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} message")


def test_updates_reach_every_seat_and_bad_messages_change_nothing(client):
    created = create(client, players=2)
    gid, (tok0, tok1), spec = created["id"], created["tokens"], created["spectator_token"]
    with client.websocket_connect(f"/ws/games/{gid}?t={tok0}") as ws0, \
            client.websocket_connect(f"/ws/games/{gid}?t={tok1}") as ws1, \
            client.websocket_connect(f"/ws/games/{gid}?t={spec}") as watcher:
        first = [receive(ws, "update") for ws in (ws0, ws1, watcher)]
        hands = [u["perspectives"][0]["board"]["hand"] for u in first]
        assert hands[0] != hands[1] and hands[2] is None
        assert first[2]["perspectives"][0]["actions"] == []
        ws0.send_json({"type": "act", "seat": 0, "action": f"bid:{hands[0][0]}",
                       "revision": 0, "ref": 7})
        assert receive(ws0, "update")["revision"] == 1
        assert receive(ws0, "ack") == {"type": "ack", "ref": 7, "revision": 1}
        seen = [receive(ws, "update") for ws in (ws1, watcher)]
        assert all(u["revision"] == 1 for u in seen)
        assert hands[0][0] not in json.dumps(seen)  # the sealed bid stays sealed
        bad = [
            ({"type": "act", "seat": 1, "action": f"bid:{hands[1][0]}", "revision": 0},
             409, "moved on"),
            ({"type": "act", "seat": 0, "action": f"bid:{hands[0][1]}", "revision": 1},
             403, "does not hold seat 0"),
            ({"type": "act", "seat": 1, "action": "bid:zz", "revision": 1}, 400, "not legal"),
            ({"type": "fly"}, 400, "unknown message type"),
            ([1, 2], 400, "JSON object"),
        ]
        for message, status, text in bad:
            ws1.send_json(message)
            error = receive(ws1, "error")
            assert error["status"] == status and text in error["error"], error
        ws1.send_text("{oops")
        assert "not JSON" in receive(ws1, "error")["error"]
        ws1.send_text(json.dumps({"type": "chat", "seat": 1, "text": "x" * 5000}))
        assert receive(ws1, "error")["status"] == 413
        watcher.send_json({"type": "chat", "seat": 0, "text": "hello"})
        assert "spectator" in receive(watcher, "error")["error"]
        ws1.send_json({"type": "chat", "seat": 1, "text": "hello all"})
        for ws in (ws0, watcher):
            assert receive(ws, "chat")["messages"][0]["text"] == "hello all"
    assert state(client, gid, tok1)["revision"] == 1
    # A reload reconnects and receives the whole current state and chat again.
    with client.websocket_connect(f"/ws/games/{gid}?t={tok0}") as again:
        update = receive(again, "update")
        assert update["revision"] == 1 and update["perspectives"][0]["undo"] == "available"
        assert receive(again, "chat") == {
            "type": "chat", "full": True, "messages": state(client, gid, tok0)["chat"]}


def test_a_forged_link_is_refused_on_the_websocket(client):
    created = create(client)
    with client.websocket_connect(f"/ws/games/{created['id']}?t=forged") as ws:
        message = ws.receive_json()
        assert message["type"] == "error" and message["fatal"] and "not valid" in message["error"]


def test_a_hotseat_link_holds_several_seats(client):
    created = create(client, players=3, seats=[{"kind": "human"}, {"kind": "human"},
                                               {"kind": "bot", "bot": "random"}])
    payload = state(client, created["id"], created["hotseat"].split("t=")[1])
    assert [p["seat"] for p in payload["perspectives"]] == [0, 1]
    assert all(p["actions"] for p in payload["perspectives"])


class GatedBot:
    """A bot that thinks until the test lets it answer."""

    name = "gated"

    def __init__(self):
        self.go = threading.Event()
        self.thinking = threading.Event()

    def choose(self, state, seat):
        self.thinking.set()
        assert self.go.wait(30), "the test never released the bot"
        return RandomBot(seat).choose(state, seat)


def test_a_thinking_bot_is_shown_and_blocks_no_other_game(client, monkeypatch):
    gated = GatedBot()
    monkeypatch.setattr(rooms, "make_bot", lambda spec, slug, seed=0: gated)
    slow = create(client, players=2, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    assert gated.thinking.wait(10)
    payload = state(client, slow["id"], slow["tokens"][0])
    assert payload["seats"][1]["thinking"] and not payload["seats"][0]["thinking"]
    other = create(client, players=2)
    hand = state(client, other["id"], other["tokens"][0])["perspectives"][0]["board"]["hand"]
    assert act(client, other["id"], other["tokens"][0], 0, f"bid:{hand[0]}", 0).status_code == 200
    # The person in the slow game may move while the bot thinks; the bot then re-thinks.
    hand = payload["perspectives"][0]["board"]["hand"]
    assert act(client, slow["id"], slow["tokens"][0], 0, f"bid:{hand[0]}", 0).status_code == 200
    gated.go.set()
    # The bot bids in round 1 (after thinking again) and at once in round 2.
    done = wait_until(lambda: (p := state(client, slow["id"], slow["tokens"][0]))["revision"] == 3
                      and p, "the bot to move")
    assert not done["seats"][1]["thinking"] and done["perspectives"][0]["board"]["round"] == 1
    assert done["perspectives"][0]["board"]["committed"] == [False, True]


class FailingBot:
    name = "failing"

    def __init__(self, answer):
        self.answer = answer

    def choose(self, state, seat):
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


@pytest.mark.parametrize("answer, expected", [
    (RuntimeError("out of ideas"), "failed: out of ideas"),
    ("bid:none", "chose badly"),
])
def test_a_failing_bot_is_reported_and_the_game_is_kept(client, monkeypatch, answer, expected):
    monkeypatch.setattr(rooms, "make_bot", lambda spec, slug, seed=0: FailingBot(answer))
    created = create(client, players=2, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    payload = wait_until(lambda: (p := state(client, created["id"], created["tokens"][0]))
                         ["bot_error"] and p, "the bot to fail")
    assert expected in payload["bot_error"] and payload["revision"] == 0
    assert not payload["seats"][1]["thinking"]


def test_a_board_that_fails_to_draw_falls_back_to_the_generic_view(client, monkeypatch):
    from tests.server.board_game import BoardBids

    def broken(self, view):
        raise ValueError("no ink")

    monkeypatch.setattr(BoardBids, "board_svg", broken)
    created = create(client)
    mine = state(client, created["id"], created["tokens"][0])["perspectives"][0]
    assert mine["board_svg"] is None and mine["board"]["hand"]


def svg_strings(svg: str) -> set[str]:
    found = set()
    for node in ET.fromstring(svg).iter():
        found.update(v for v in node.attrib.values())
        for text in (node.text, node.tail):
            if text:
                found.update(text.split())
                found.add(text.strip())
    return found


def leaked(payload: dict, hidden: set[str]) -> set[str]:
    values = strings_in(payload)
    if payload.get("board_svg"):
        values |= svg_strings(payload["board_svg"])
    return hidden & values


@pytest.mark.parametrize("slug", sorted(all_games()))
def test_no_payload_carries_hidden_information_over_many_bot_games(slug):
    game = all_games()[slug]
    steps_per_game = 100
    for seed in range(2):
        rng = random.Random(seed)
        players = rng.randint(game.min_players, game.max_players)
        state = game.new_state(players, seed)
        for _step in range(steps_per_game):
            secrets_by_seat = {s: {str(v) for v in vals} for s, vals in state.secrets().items()}
            for seat in [None, *range(players)]:
                hidden = set().union(*(v for s, v in secrets_by_seat.items() if s != seat))
                shown = perspective(game, state, seat, acting=seat is not None)
                assert not leaked(shown, hidden), (slug, seed, seat, leaked(shown, hidden))
            decision = state.decision()
            if decision is None:
                break
            seat = rng.choice(decision.seats)
            state.apply(seat, rng.choice(state.legal_ids(seat)))
