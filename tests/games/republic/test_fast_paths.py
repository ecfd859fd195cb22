"""The fast paths of random play against the rule functions they stand for, on states
taken from real games: the kept roster of statesmen, the kept appointments, the agenda
listed in order, the one-pass placement search, the decisions built once and the log
events emitted with their arguments in words."""

from __future__ import annotations

import random

import pytest

from hustings.engine import Decision
from hustings.games.republic import GAME
from hustings.games.republic.content import (
    ACTIONS,
    AGE,
    OFFICES,
    PARTY,
    SID,
    SLUG,
    STATE,
    VOTES,
    card_name,
)
from hustings.games.republic.election import _cubes_of, legal_placements, placements_now
from hustings.games.republic.flow import STEPS
from hustings.games.republic.issues import agenda_ids, agenda_ids_in_order
from hustings.games.republic.logtext import (
    CARD_TITLE,
    OFFICE_TITLE,
    OUTCOMES,
    PERSON_NAME_OF,
    SIDES,
    STATE_TITLE,
    readable,
)
from hustings.games.republic.offices import (
    APPOINT_ID,
    APPOINTED,
    appointments_in_order,
    candidates,
    list_appointments,
    open_appointments,
    vacancies_to_fill,
)

OPTION_SETS = [None, *GAME.conformance_options]


def states_along_games(games: int = 8):
    """(state, seat) at every decision of a few seeded random games, over the player
    counts and option sets the game is checked with."""
    for seed in range(games):
        players = 3 + seed % 4
        st = GAME.new_state(players, seed, OPTION_SETS[seed % len(OPTION_SETS)])
        chooser = random.Random(seed)
        while (decision := st.decision()) is not None:
            seat = decision.seats[0]
            yield st, seat
            st.apply(seat, chooser.choice(st.legal_ids(seat)))


def _reference_leader(st, party: str) -> int:
    best = -1
    for i in range(len(SLUG)):
        if st.status[i] != 1 or PARTY[i] != party:
            continue
        if best < 0 or (st.popularity(i), -AGE[i]) > (st.popularity(best), -AGE[best]):
            best = i
    return best


def test_roster_matches_a_fresh_count():
    for st, _seat in states_along_games():
        assert st.in_play() == [i for i in range(len(SLUG)) if st.status[i] == 1]
        for seat in range(st.n):
            own = [i for i in range(len(SLUG)) if st.owner[i] == seat and st.status[i] == 1]
            assert st.statesmen_of(seat) == own
            assert st.congress_votes(seat) == sum(VOTES[i] + st.bonus_votes[i] for i in own)
        for party in ("C", "L"):
            assert st.party_leader(party) == _reference_leader(st, party)


def test_roster_sees_a_change_made_by_hand():
    st = GAME.new_state(4, 3)
    first = st.in_play()[0]
    seat = st.owner[first]
    assert first in st.statesmen_of(seat)
    st.status[first] = 2
    assert first not in st.in_play() and first not in st.statesmen_of(seat)
    newcomer = next(i for i in range(len(SLUG)) if st.status[i] == 0)
    st.status[newcomer], st.owner[newcomer] = 1, 2
    assert newcomer in st.in_play() and newcomer in st.statesmen_of(2)


def _reference_appointments(st, offices=APPOINTED):
    ids = [APPOINT_ID[office][s] for office in offices for s in candidates(st, office)]
    return ids


def test_kept_appointments_match_the_candidates_of_each_office():
    checked = 0
    for st, _seat in states_along_games():
        if st.step not in ("agenda", "issue") or st.president() < 0:
            continue
        ids, vacancy = open_appointments(st)
        assert (ids, vacancy) == list_appointments(st)
        assert ids == _reference_appointments(st)
        assert vacancy == bool(vacancies_to_fill(st))
        checked += 1
    assert checked > 100


def test_agenda_listed_in_order_is_the_sorted_agenda():
    checked = 0
    for st, seat in states_along_games():
        if st.step != "agenda":
            continue
        assert agenda_ids_in_order(st, seat) == sorted(set(agenda_ids(st, seat)))
        assert appointments_in_order(st) == (sorted(open_appointments(st)[0]), open_appointments(st)[1])
        checked += 1
    assert checked > 100


def test_decisions_built_once_match_the_steps_seats():
    for st, _seat in states_along_games(4):
        handler = STEPS[st.step]
        seats, simultaneous = handler.seats(st)
        assert st.decision() == Decision(tuple(seats), st.step, simultaneous)


def test_kept_appointments_follow_a_change_by_hand():
    for st, _seat in states_along_games(4):
        if st.step == "agenda" and st.president() >= 0 and open_appointments(st)[0]:
            break
    else:
        pytest.fail("no agenda with an appointment to make")
    office, slug = open_appointments(st)[0][0].split(":")[1:]
    st.set_office(office, SID[slug])
    assert open_appointments(st)[0] == _reference_appointments(st)
    assert f"appoint:{office}:{slug}" not in open_appointments(st)[0] or office == "general"


def test_one_pass_placements_match_legal_placements():
    checked = 0
    for st, _seat in states_along_games():
        if st.step != "place":
            continue
        for s, role in st.ctx["order"]:
            if st.status[s] != 1:
                continue
            found, own = placements_now(st, s, role)
            assert found == legal_placements(st, s, role)
            assert own == _cubes_of(st.ctx["cubes"], s)
            checked += 1
    assert checked > 100


def test_hot_events_read_as_readable_would_write_them():
    for s, slug in enumerate(SLUG):
        for code in STATE:
            assert readable("cube_placed", {"statesman": slug, "state": code}) == {
                "statesman": PERSON_NAME_OF[s], "state": STATE_TITLE[code]}
        assert readable("cannot_place", {"statesman": slug}) == {"statesman": PERSON_NAME_OF[s]}
        for office in OFFICES:
            assert readable("appointed", {"office": office, "statesman": slug, "pop": 1}) == {
                "office": OFFICE_TITLE[office], "statesman": PERSON_NAME_OF[s], "pop": 1}
    for side in ("yea", "nay", "abstain"):
        assert readable("voted", {"seat": 1, "side": side, "votes": 4}) == {
            "seat": 1, "side": SIDES[side], "votes": 4}
    for card in CARD_TITLE:
        for key in ("issue_revealed", "tax_failed", "cannot_meet_difficulty"):
            assert readable(key, {"card": card}) == {"card": CARD_TITLE[card]}
        assert readable("tax_proposed", {"card": card, "how": "pass"}) == {
            "card": CARD_TITLE[card], "how": "pass"}
        for outcome in ("resolved", "failed", "ignored"):
            assert readable("issue_outcome", {"card": card, "outcome": outcome}) == {
                "card": CARD_TITLE[card], "outcome": OUTCOMES[outcome]}
    assert readable("congress_result", {"yea": 3, "nay": 5}) == {"yea": 3, "nay": 5}
    assert readable("drafted", {"seat": 2}) == {"seat": 2}
    for card in [*ACTIONS, *SID]:
        assert readable("card_played", {"seat": 0, "card": card_name(card)})["card"] == card_name(card)
    assert readable("card_resolved", {"card": card_name("duel")}) == {"card": card_name("duel")}
    for phase in ("issues", "treasury", "election", "people"):
        assert readable("phase", {"phase": phase, "turn": 3}) == {"phase": phase, "turn": 3}
