"""The fast paths of random play against the rule functions they stand for, on states
taken from real games: the kept roster of statesmen (brought up to date by
set_standing), the kept appointments (and those of an issue's offices read off them,
dropped by every change they read), the agenda listed in order, the kept tax ids
(brought up to date by a proposal), the one-pass placement search with its kept index
of cubes (and of the states bordering each candidate's cubes and the open states), the
votes, cubes, round actions and appointments that settle the next decision themselves
(with the decision that follows), the decisions built once, the log events emitted
with their arguments in words and the shared events that stand for them, and the vote
ids parsed once."""

from __future__ import annotations

import random

import pytest

from hustings.engine import Decision
from hustings.engine.protocol import LogEvent
from hustings.games.republic import GAME
from hustings.games.republic.actions import STATESMAN_HOME, UNTARGETED, card_target_statesmen
from hustings.games.republic.content import (
    ACTIONS,
    AGE,
    OFFICES,
    PARTY,
    SID,
    SLUG,
    STATE,
    TARIFF_IDS,
    VOTES,
    card_name,
)
from hustings.games.republic.election import (
    _cubes_of,
    build_cube_index,
    cube_index,
    legal_placements,
    placements_now,
)
from hustings.games.republic.flow import STEPS
from hustings.games.republic.issues import (
    VOTE_OF,
    _tax_ids,
    agenda_ids,
    agenda_ids_in_order,
    tax_ids_in_order,
    vote_ids,
)
from hustings.games.republic.logtext import (
    CARD_TITLE,
    OFFICE_TITLE,
    OUTCOMES,
    PARTY_NAMES,
    PERSON_NAME,
    PERSON_NAME_OF,
    SIDES,
    STATE_TITLE,
    SharedEvents,
    readable,
)
from hustings.games.republic.offices import (
    APPOINT_ID,
    APPOINTED,
    appointment_ids,
    appointments_in_order,
    candidates,
    list_appointments,
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


def test_roster_follows_set_standing_and_a_clone_keeps_its_own():
    st = GAME.new_state(4, 3)
    first = st.in_play()[0]
    seat = st.owner[first]
    assert first in st.statesmen_of(seat)
    before = st.clone()
    st.set_standing(first, 2, -1)
    assert first not in st.in_play() and first not in st.statesmen_of(seat)
    newcomer = next(i for i in range(len(SLUG)) if st.status[i] == 0)
    st.set_standing(newcomer, 1, 2)
    assert newcomer in st.in_play() and newcomer in st.statesmen_of(2)
    assert first in before.statesmen_of(seat) and newcomer not in before.in_play()
    votes = st.congress_votes(2)
    st.add_bonus_votes(newcomer, 2)                 # coalition building
    assert st.congress_votes(2) == votes + 2 and before.congress_votes(2) == votes - VOTES[newcomer]
    assert st.roster() == st.count_roster() and before.roster() == before.count_roster()


def test_roster_brought_up_to_date_by_set_standing_matches_a_fresh_count():
    """Every change of standing (joining play, dying with bonus votes just lost, leaving
    play, changing hands) brings the kept roster to what `count_roster` finds, in a
    clone that shares the roster before, which keeps its own."""
    rng = random.Random(5)
    checked = 0
    for st, _seat in states_along_games(4):
        if rng.random() > 0.2:
            continue
        before = st.roster()
        other = st.clone()
        s = rng.randrange(len(SLUG))
        seat = rng.randrange(st.n)
        if other.status[s] == 1 and rng.random() < 0.5:
            other.bonus_votes[s] = 0            # as a death clears them first
            other.set_standing(s, 2, -1)
        else:
            other.set_standing(s, rng.choice((0, 1, 1, 2)), seat)
        assert other.roster() == other.count_roster()
        assert st.roster() is before and before == st.count_roster()
        checked += 1
    assert checked > 50


def test_a_roster_change_made_by_hand_is_caught_by_the_invariants():
    st = GAME.new_state(4, 3)
    first = st.in_play()[0]
    st.status[first] = 2
    errors = st.invariant_errors()
    assert "the kept roster disagrees with the status, owner and bonus votes lists" in errors
    st.forget_legal()
    assert first not in st.in_play() and not st.invariant_errors()


def _reference_appointments(st, offices=APPOINTED):
    from hustings.games.republic.offices import movers
    ids = [APPOINT_ID[office][s] for office in offices
           for s in [*candidates(st, office), *movers(st, office)]]
    return ids


def test_kept_appointments_match_the_candidates_of_each_office():
    checked = 0
    for st, _seat in states_along_games():
        if st.step not in ("agenda", "issue") or st.president() < 0:
            continue
        ids, vacancy = appointments_in_order(st)
        assert (ids, vacancy) == (sorted(list_appointments(st)[0]), list_appointments(st)[1])
        assert ids == sorted(_reference_appointments(st))
        assert vacancy == bool(vacancies_to_fill(st))
        checked += 1
    assert checked > 100


def test_appointments_for_an_issue_are_the_kept_ones_of_its_offices():
    from hustings.games.republic.issues import OFFICES_NAMED
    checked = 0
    for st, _seat in states_along_games(10):
        if st.step != "issue" or st.president() < 0:
            continue
        offices = OFFICES_NAMED[st.ctx["issue"]["card"]]
        assert appointment_ids(st, offices) == sorted(list_appointments(st, offices)[0])
        checked += bool(appointment_ids(st, offices))
    assert checked >= 10


def test_agenda_listed_in_order_is_the_sorted_agenda():
    checked = 0
    for st, seat in states_along_games():
        if st.step != "agenda":
            continue
        assert agenda_ids_in_order(st, seat) == sorted(set(agenda_ids(st, seat)))
        ids, vacancy = list_appointments(st)
        assert appointments_in_order(st) == (sorted(ids), vacancy)
        checked += 1
    assert checked > 100


def test_decisions_built_once_match_the_steps_seats():
    for st, _seat in states_along_games(4):
        handler = STEPS[st.step]
        seats, simultaneous = handler.seats(st)
        assert st.decision() == Decision(tuple(seats), st.step, simultaneous)


def test_kept_appointments_follow_a_change_by_hand():
    for st, _seat in states_along_games(4):
        if st.step == "agenda" and st.president() >= 0 and appointment_ids(st):
            break
    else:
        pytest.fail("no agenda with an appointment to make")
    office, slug = appointment_ids(st)[0].split(":")[1:]
    st.set_office(office, SID[slug])
    assert appointment_ids(st) == sorted(_reference_appointments(st))
    assert f"appoint:{office}:{slug}" not in appointment_ids(st) or office == "general"


def _agenda_with_a_vacancy():
    for st, seat in states_along_games(4):
        if st.step == "agenda" and st.president() >= 0 and appointment_ids(st):
            return st, seat
    pytest.fail("no agenda with an appointment to make")


def test_kept_appointments_are_dropped_by_every_office_change_and_exposed_spy():
    """Each change to what the appointments read drops the kept list: a set_office, a
    spy exposed (as Expose a Spy does) and the cabinet resigning at a new turn."""
    from hustings.games.republic.actions import resolve_card
    from hustings.games.republic.offices import kept_appointments_errors, vacate_cabinet
    st, _seat = _agenda_with_a_vacancy()
    kept = appointments_in_order(st)
    assert appointments_in_order(st) is kept          # kept while nothing changes
    other = st.clone()
    office, slug = appointment_ids(st)[0].split(":")[1:]
    st.set_office(office, SID[slug])
    assert appointments_in_order(st) is not kept
    assert appointments_in_order(st)[0] == sorted(_reference_appointments(st))
    assert appointments_in_order(other) is kept       # the clone's state did not change
    # Expose a Spy aimed at a statesman who holds no office (any more): he is exposed
    # all the same, and may not be appointed this turn.
    spy = next(s for s in other.in_play() if s not in other.offices
               and any(i.endswith(f":{SLUG[s]}") for i in kept[0]))
    resolve_card(other, other.owner[spy], "spy", [spy])
    assert not any(i.endswith(f":{SLUG[spy]}") for i in appointments_in_order(other)[0])
    assert kept_appointments_errors(other) == []
    vacate_cabinet(st)
    assert appointments_in_order(st)[0] == sorted(_reference_appointments(st))
    assert st.invariant_errors() == []


def test_kept_appointments_out_of_step_are_an_invariant_error():
    st, _seat = _agenda_with_a_vacancy()
    appointments_in_order(st)
    office, slug = appointment_ids(st)[0].split(":")[1:]
    st.offices[APPOINTED.index(office) + len(st.offices) - len(APPOINTED)] = SID[slug]   # by hand
    assert "the kept appointments disagree with the offices and statesmen in play" in st.invariant_errors()
    st.forget_legal()
    assert st.invariant_errors() == []
    assert appointment_ids(st) == sorted(_reference_appointments(st))


def test_kept_tax_ids_follow_taxes_and_the_treasury():
    """The kept tax ids are dropped by a tax proposed (and its outcome) and by a change
    at the treasury, and only there; a change by hand is an invariant error until
    forget_legal."""
    from hustings.games.republic.offices import OFFICE_AT
    checked = 0
    for st, seat in states_along_games():
        if st.step != "agenda":
            continue
        kept = tax_ids_in_order(st)
        for action_id in [a for a in st.legal_ids(seat) if a.startswith(("tax:", "appoint:"))][:2]:
            other = st.clone()
            other.apply(seat, action_id)
            assert other._tax_ids is None or other._tax_ids == sorted(_tax_ids(other))
            assert tax_ids_in_order(other) == sorted(_tax_ids(other))
            checked += 1
        if st.offices[OFFICE_AT["treasury"]] >= 0:
            other = st.clone()
            other.set_office("treasury", -1)
            assert tax_ids_in_order(other) == sorted(_tax_ids(other))
        untried = [i.split(":")[2] for i in kept if i.split(":")[2] not in TARIFF_IDS]
        if untried:
            other = st.clone()
            other.tax_tried.append(untried[0])   # by hand
            assert "the kept tax ids disagree with the taxes and the treasury" in other.invariant_errors()
            other.forget_legal()
            assert tax_ids_in_order(other) == sorted(_tax_ids(other))
    assert checked > 100


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
            assert sorted(own) == sorted(_cubes_of(st.ctx["cubes"], s))
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


def test_kept_tax_ids_are_the_sorted_tax_ids():
    checked = 0
    for st, _seat in states_along_games():
        if st.step == "agenda":
            assert tax_ids_in_order(st) == sorted(_tax_ids(st))
            checked += 1
    assert checked > 100


def test_an_appointment_at_the_agenda_settles_the_next_decision_as_advance_would():
    """An appointment leaves the president at the agenda (`back_at_the_agenda`): the same
    state, decision and legal ids as `advance` run after it."""
    checked = 0
    for st, seat in states_along_games():
        if st.step != "agenda":
            continue
        for action_id in [a for a in st.legal_ids(seat) if a.startswith("appoint:")][:3]:
            assert_settles_as_advance_would(st, seat, action_id)
            checked += 1
    assert checked > 50


def assert_settles_as_advance_would(st, seat: int, action_id: str) -> None:
    """`apply` on a clone leaves the state, decision and legal ids that the step's own
    `act` followed by the whole `advance` loop leave on another clone."""
    from hustings.games.republic.flow import advance
    fast, reference = st.clone(), st.clone()
    fast.apply(seat, action_id)
    reference._legal = reference._decision = None
    STEPS[reference.step].act(reference, seat, action_id)
    advance(reference)
    assert fast.to_json() == reference.to_json()
    assert fast.decision() == reference.decision()
    if fast.decision() is not None:
        seat_now = fast.decision().seats[0]
        assert fast.legal_ids(seat_now) == reference.legal_ids(seat_now)


def _same_index(kept, fresh) -> bool:
    own = {s: sorted(codes) for s, codes in kept[1].items()}
    return own == {s: sorted(codes) for s, codes in fresh[1].items()} and kept[2:] == fresh[2:]


def test_kept_cube_index_follows_placements_and_clones():
    """The index brought up to date cube by cube equals one built from the map, in the
    state and in clones that go on placing apart from it (they share it until then)."""
    checked = 0
    for st, seat in states_along_games():
        if st.step != "place":
            continue
        kept = cube_index(st)
        assert kept[0] is st.ctx["cubes"]
        assert _same_index(kept, build_cube_index(st.ctx["cubes"], st.admitted))
        before = build_cube_index({code: [c[:] for c in placed] for code, placed in st.ctx["cubes"].items()},
                                  st.admitted)
        other = st.clone()
        other.apply(seat, other.legal_ids(seat)[0])
        if other.step == "place":
            assert _same_index(cube_index(other), build_cube_index(other.ctx["cubes"], other.admitted))
        assert _same_index(cube_index(st), before)          # the original is untouched
        assert st.invariant_errors() == []
        checked += 1
    assert checked > 100


def test_a_cube_index_out_of_step_with_the_map_is_an_invariant_error():
    for st, _seat in states_along_games():
        if st.step == "place" and st.ctx["cubes"]:
            break
    else:
        pytest.fail("no placement with cubes on the map")
    code = next(iter(st.ctx["cubes"]))
    cube_index(st)[2][1].discard(code)
    assert "the kept cube index disagrees with the map" in st.invariant_errors()


def test_events_emitted_in_words_read_as_readable_would_write_them():
    for s, slug in enumerate(SLUG):
        other = SLUG[(s + 1) % len(SLUG)]
        for key in ("running_mate", "mate_declined"):
            assert readable(key, {"candidate": slug, "mate": other}) == {
                "candidate": PERSON_NAME_OF[s], "mate": PERSON_NAME[other]}
        assert readable("tiebreak_vote", {"statesman": slug, "candidate": other}) == {
            "statesman": PERSON_NAME_OF[s], "candidate": PERSON_NAME[other]}
        assert readable("statesman_joins", {"seat": 2, "statesman": slug}) == {
            "seat": 2, "statesman": PERSON_NAME[slug]}
        assert readable("speech", {"statesman": slug, "roll": 3}) == {"statesman": PERSON_NAME[slug], "roll": 3}
        assert readable("whip", {"statesman": slug, "roll": 3, "boxes": 1}) == {
            "statesman": PERSON_NAME[slug], "roll": 3, "boxes": 1}
        assert readable("fund", {"statesman": slug}) == {"statesman": PERSON_NAME[slug]}
    for party in ("C", "L"):
        assert readable("press_moves", {"party": party, "support": 2}) == {
            "party": PARTY_NAMES[party], "support": 2}
    assert readable("tension", {"level": 3}) == {"level": 3}
    assert readable("treasury", {"revenue": 1, "interest": 2, "reserves": 3}) == {
        "revenue": 1, "interest": 2, "reserves": 3}
    for card in CARD_TITLE:
        assert readable("tax_passed", {"card": card}) == {"card": CARD_TITLE[card]}


def test_untargeted_cards_need_no_target_in_any_state():
    """`anytime_ids` lists these cards without asking `card_target_statesmen`."""
    checked = 0
    for st, seat in states_along_games(4):
        for card in UNTARGETED:
            assert card_target_statesmen(st, seat, card) == []
        checked += 1
    assert checked > 100


def test_statesman_cards_are_playable_as_card_target_statesmen_says():
    """`anytime_ids` and `playable_slots` read a statesman card's home state from
    `STATESMAN_HOME` instead of asking `card_target_statesmen`."""
    checked = 0
    for st, seat in states_along_games(4):
        for card, home in STATESMAN_HOME.items():
            expected = card_target_statesmen(st, seat, card)
            assert expected in ([], None)
            assert (home in st.admitted) == (expected == [])
            checked += 1
    assert checked > 1000


def test_votes_placements_and_round_actions_settle_the_next_decision_as_advance_would():
    """A vote, a cube or an action in the people's round that asks the next voter, placer
    or player itself (`next_voter_at_once`, `next_placer_at_once`,
    `next_in_round_at_once`) leaves the state `advance` would leave, run after it."""
    checked = {"vote": 0, "place": 0, "round": 0}
    for st, seat in states_along_games():
        if st.step not in checked:
            continue
        ids = [a for a in st.legal_ids(seat) if not a.startswith("play:")]
        for action_id in ids if st.step == "round" else ids[:1]:
            assert_settles_as_advance_would(st, seat, action_id)
            checked[st.step] += 1
    assert min(checked.values()) > 100


def _shared_event_cases():
    """(table, ident, the key, rule and arguments `emit` would be given), for every table
    of shared events, over every statesman, card and office they can name."""
    from hustings.games.republic import actions, deaths, election, issues, offices, people, treasury
    from hustings.games.republic.logtext import PHASE_BEGINS
    from hustings.games.republic.state import TENSION_NOW

    for s, slug in enumerate(SLUG):
        other = (s + 1) % len(SLUG)
        for code in STATE:
            yield election.CUBE_PLACED, (s, code), "cube_placed", "colocacion de cubos", {
                "statesman": slug, "state": code}
        yield election.CANNOT_PLACE, s, "cannot_place", "colocacion de cubos", {"statesman": slug}
        for table, key in ((election.RUNNING_MATE, "running_mate"), (election.MATE_DECLINED, "mate_declined")):
            yield table, (s, other), key, "los companeros de candidatura", {
                "candidate": slug, "mate": SLUG[other]}
        yield election.TIEBREAK_VOTE, (s, other, 3), "tiebreak_vote", "desempate", {
            "statesman": slug, "candidate": SLUG[other], "votes": 3}
        yield election.DEFERRED, slug, "deferred", "colocacion de cubos", {"statesman": slug}
        yield election.RETIRED, (slug, 4), "retired", "presidentes jubilados", {"statesman": slug, "vp": 4}
        for office in OFFICES:
            yield offices.APPOINTED_EVENT, (office, s, 1), "appointed", "las cuestiones: los departamentos", {
                "office": office, "statesman": slug, "pop": 1}
            yield offices.APPOINTED_REPLACEMENT, (office, s), "appointed_replacement", \
                "las cuestiones: los departamentos", {"office": office, "statesman": slug}
        yield deaths.STATESMAN_DIED, (slug, "war", 2), "statesman_died", "muerte", {
            "statesman": slug, "office": "war", "vp": 2}
        yield people.SPEECH_MADE, (slug, 4), "speech", "hacer un discurso", {"statesman": slug, "roll": 4}
        yield people.SPEECH_BONUS, (slug, 4), "speech_bonus", "hacer un discurso", {
            "statesman": slug, "roll": 4, "total": 5}
        yield people.SPEECH_WON, slug, "speech_won", "hacer un discurso", {"statesman": slug}
        yield people.SUPPORT_WHIPPED, (slug, 4, 2), "whip", "reunir apoyos", {
            "statesman": slug, "roll": 4, "boxes": 2}
        yield people.WHIP_BONUS, (slug, 4, 2), "whip_bonus", "reunir apoyos", {
            "statesman": slug, "roll": 4, "total": 5, "boxes": 2}
        yield people.PRESS_FUNDED, slug, "fund", "fondos para prensa", {"statesman": slug}
        yield actions.STATESMAN_JOINS, (1, slug), "statesman_joins", "requisito de estadista", {
            "seat": 1, "statesman": slug}
    for card in CARD_TITLE:
        for table, key, rule in (
                (issues.ISSUE_REVEALED, "issue_revealed", "el mazo de cuestiones"),
                (issues.CANNOT_MEET_DIFFICULTY, "cannot_meet_difficulty", "procedimiento 2"),
                (issues.TAX_PASSED, "tax_passed", "aprobacion de impuestos"),
                (issues.TAX_FAILED, "tax_failed", "aprobacion de impuestos"),
                (issues.TAX_REPEALED, "tax_repealed", "revocacion de impuestos"),
                (issues.REPEAL_FAILED, "repeal_failed", "revocacion de impuestos"),
                (issues.DELEGATED, "delegated", "el vicepresidente")):
            yield table, card, key, rule, {"card": card}
        for why in ("declined", "unaffordable", "no_holder", "no_president"):
            yield issues.TAX_LAPSED, (card, why), "tax_lapsed", "aprobacion de impuestos", {
                "card": card, "why": why}
        for how in ("pass", "repeal"):
            yield issues.TAX_PROPOSED, (card, how), "tax_proposed", "aprobacion y revocacion de impuestos", {
                "card": card, "how": how}
        for outcome in ("resolved", "failed", "ignored"):
            yield issues.ISSUE_OUTCOME, (card, outcome), "issue_outcome", "procedimiento 5", {
                "card": card, "outcome": outcome}
    for card in [*ACTIONS, *SID]:
        yield actions.CARD_PLAYED, (2, card), "card_played", "jugar cartas de accion", {
            "seat": 2, "card": card_name(card)}
        yield actions.CARD_RESOLVED, card, "card_resolved", "jugar cartas de accion", {"card": card_name(card)}
    from hustings.games.republic.content import ISSUES
    for card, info in ISSUES.items():
        for opt in info.options:
            yield issues.ISSUE_ASSIGNED, (card, opt.key, (SLUG[0], SLUG[1])), "issue_assigned", "procedimiento 1", {
                "card": card, "option": opt.key, "statesmen": [SLUG[0], SLUG[1]]}
    for side in ("yea", "nay", "abstain"):
        yield issues.VOTED, (1, side, 7), "voted", "procedimiento 3", {"seat": 1, "side": side, "votes": 7}
    yield issues.CONGRESS_RESULT, (3, 5), "congress_result", "procedimiento 3", {"yea": 3, "nay": 5}
    for phase in ("issues", "treasury", "election", "people"):
        yield PHASE_BEGINS, (phase, 3), "phase", "secuencia de juego", {"phase": phase, "turn": 3}
    for party in ("C", "L"):
        yield people.PRESS_MOVES, (party, 2), "press_moves", "control de la prensa", {"party": party, "support": 2}
        yield people.PRESS_RAISED, (party, 1, 2), "press_raised", "control de la prensa", {
            "party": party, "box": 1, "support": 2}
    yield people.DRAFTED, 2, "drafted", "seleccion de cartas de accion", {"seat": 2}
    yield deaths.HAND_OF_TIME, 5, "hand_of_time", "icono de la mano del tiempo", {"roll": 5}
    yield TENSION_NOW, 3, "tension", "tension", {"level": 3}
    yield treasury.TREASURY_SETTLED, (10, -3, 7), "treasury", "el tesoro", {
        "revenue": 10, "interest": -3, "reserves": 7}


def test_shared_events_are_the_events_emit_would_write():
    checked = 0
    for table, ident, key, rule, args in _shared_event_cases():
        event = table[ident]
        assert event == LogEvent(key, readable(key, dict(args)), rule, None), (key, ident)
        assert table[ident] is event   # made once, then shared
        checked += 1
    assert checked > 1000


def test_a_shared_events_table_stays_bounded():
    table = SharedEvents("tension", "tension", lambda level: {"level": level})
    for level in range(SharedEvents.LIMIT + 10):
        assert table[level].args == {"level": level}
    assert len(table) <= SharedEvents.LIMIT


def test_vote_ids_parse_to_their_side_and_influence():
    st = GAME.new_state(3, 0)
    for influence in range(6):
        st.faction_ip[0] = influence
        for action_id in vote_ids(st, 0):
            if action_id != "abstain":
                side, bought = action_id.split(":")
                assert VOTE_OF[action_id] == (side, int(bought))
    assert VOTE_OF["nay:12"] == ("nay", 12)   # an id not listed yet parses too
