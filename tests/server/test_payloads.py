"""What the server sends each seat beyond the board: its private part."""

from __future__ import annotations

from hustings.engine import load_game
from hustings.server.payloads import beyond, perspective


def test_the_private_part_follows_differences_down():
    seat = {"parties": [{"members": 5, "money": 9000}, {"members": 7}], "hand": ["pl3"],
            "round": 2}
    spectator = {"parties": [{"members": 5}, {"members": 7}], "hand": [], "round": 2}
    assert beyond(seat, spectator) == {"parties": {"0": {"money": 9000}}, "hand": ["pl3"]}


def test_a_macher_seat_s_private_part_is_its_money_and_hand_not_the_parties():
    state = load_game("macher").new_state(3, 4)
    private = perspective(load_game("macher"), state, 1, acting=False)["private"]
    assert private["parties"] == {"1": {"money": state.money[1]}}
    assert "hand" in private["private"]
    assert perspective(load_game("macher"), state, None, acting=False)["private"] == {}
