"""The estimate of an unfinished game offered to search bots (estimate.py)."""

from __future__ import annotations

import random

from hustings.games.republic.content import SID
from hustings.games.republic.estimate import estimate, issues_left, projected_scores
from hustings.games.republic.scoring import final_scores
from hustings.games.republic.state import CIVIL_WAR

from .helpers import GAME, new, set_factions


def play(players: int, seed: int, every: int = 40):
    """A game played at random: unfinished states along it, the last unfinished state
    and the finished one."""
    rng = random.Random(seed)
    state = new(players, seed)
    states, last = [], None
    steps = 0
    while (decision := state.decision()) is not None:
        last = state.clone()
        if steps % every == 0:
            states.append(last)
        seat = decision.seats[0]
        state.apply(seat, rng.choice(state.legal_ids(seat)))
        steps += 1
    return states, last, state


def test_game_offers_the_estimate():
    state = new(3, 1)
    assert GAME.estimate(state) == estimate(state)


def test_the_leader_in_victory_points_gets_the_most():
    state = new(4, 2)
    state.vp = [2, 3, 15, 1]
    values = GAME.estimate(state)
    assert max(range(4), key=values.__getitem__) == 2


def test_popularity_of_statesmen_in_play_counts_for_their_owner():
    state = new(3, 1)
    set_factions(state, [["washington"], ["hamilton"], ["jefferson"]])
    state.hands = [[], [], []]
    state.vp = [0, 0, 0]
    state.pop[SID["hamilton"]] = 6
    values = GAME.estimate(state)
    assert values[1] > values[0] and values[1] > values[2]


def test_high_tension_costs_congress_votes_and_influence():
    state = new(3, 1)
    calm = projected_scores(state)
    state.tension = CIVIL_WAR - 1
    tense = projected_scores(state)
    assert all(t < c for t, c in zip(tense, calm, strict=True))


def test_a_lead_counts_for_more_when_few_issues_are_left():
    early = new(3, 1)
    early.vp = [10, 4, 4]
    late = early.clone()
    late.issue_deck = late.issue_deck[:2]
    late.deck_era = late.opts["last_era"]
    assert issues_left(late) < issues_left(early)
    assert GAME.estimate(late)[0] > GAME.estimate(early)[0]


def test_a_player_far_ahead_in_a_played_game_gets_the_most():
    states, _, _ = play(3, seed=5)
    for index, state in enumerate(states):
        seat = index % 3
        state.vp[seat] = max(state.vp) + 40
        values = GAME.estimate(state)
        assert max(range(3), key=values.__getitem__) == seat


def test_the_estimate_follows_the_score_as_it_stands_in_a_calm_played_game():
    """With no tension, no cards and no influence left the projection is the final score
    of scoring.final_scores."""
    states, _, _ = play(3, seed=7)
    for state in states:
        state.tension = 0
        state.reserves = 0
        state.hands = [[] for _ in range(3)]
        state.faction_ip = [0] * 3
        assert projected_scores(state) == final_scores(state)
