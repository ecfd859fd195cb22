"""The estimate of an unfinished game offered to search bots (estimate.py)."""

from __future__ import annotations

import random

from hustings.games.convention import GAME
from hustings.games.convention.estimate import estimate, projected_scores

from .helpers import blank, seat_delegation


def test_game_offers_the_estimate():
    state = blank(3)
    assert GAME.estimate(state) == estimate(state)


def test_the_leader_in_points_gets_the_most():
    state = blank(4)
    state.scores = [3, 12, 5, 4]
    values = GAME.estimate(state)
    assert max(range(4), key=values.__getitem__) == 1


def test_a_lead_counts_for_more_in_the_last_round():
    early, late = blank(3), blank(3)
    early.scores = late.scores = [10, 4, 4]
    late.round = 4
    assert GAME.estimate(late)[0] > GAME.estimate(early)[0]


def test_delegations_in_the_convention_room_count_towards_the_projection():
    state = blank(3)
    before = projected_scores(state)
    seat_delegation(state, "VA", "yea", 2, "Washington")
    after = projected_scores(state)
    assert after[2] > before[2]
    assert after[0] == before[0] and after[1] == before[1]


def finished_and_last_unfinished(players: int, seed: int):
    rng = random.Random(seed)
    state = GAME.new_state(players, seed)
    last = None
    while (decision := state.decision()) is not None:
        last = state.clone()
        seat = decision.seats[0]
        state.apply(seat, rng.choice(state.legal_ids(seat)))
    return state, last


def test_the_winner_of_a_played_game_gets_the_most_just_before_its_end():
    for seed in range(4):
        finished, last = finished_and_last_unfinished(3, seed)
        values = GAME.estimate(last)
        assert max(range(3), key=values.__getitem__) in finished.result().winners
