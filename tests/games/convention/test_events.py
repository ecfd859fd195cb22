"""Every event: offered only when it can apply, and doing what its text says."""

import random

import pytest

from hustings.games.convention import GAME
from hustings.games.convention.cards import STATE_INDEX
from hustings.games.convention.deck import return_surfacing_planner
from hustings.games.convention.events import EVENTS
from hustings.games.convention.state import ACTION, RECLAIM

from .helpers import CARDS, blank, card, cid, fill_draw_area, give, ids, seat_delegation, take_out


def snapshots():
    """Mid-game states from seeded random games, in the action phase."""
    found = []
    for seed in range(4):
        state = GAME.new_state(4, seed)
        chooser = random.Random(seed)
        step = 0
        while state.decision() is not None:
            seat = state.decision().seats[0]
            state.apply(seat, chooser.choice(state.legal_ids(seat)))
            step += 1
            if state.phase == ACTION and step % 29 == 0:
                found.append(state.clone())
    return found


SNAPSHOTS = snapshots()


@pytest.mark.parametrize("event_card", range(len(CARDS)), ids=lambda c: CARDS.ids[c])
def test_every_event_is_offered_somewhere_and_changes_the_game(event_card):
    offered = 0
    for base in SNAPSHOTS:
        if offered >= 6:
            break
        state = base.clone()
        seat = state.turn
        if event_card in state.room_cards[CARDS.state[event_card]] or \
                any(event_card == c for c, _ in state.active) or event_card in state.draw:
            continue
        if event_card in state.planner_cards and state.planner_cards.index(event_card) != seat:
            continue
        take_out(state, event_card)
        return_surfacing_planner(state)
        state.hands[seat].append(event_card)
        prefix = f"event:{CARDS.ids[event_card]}"
        actions = [a for a in state.legal_ids(seat) if a == prefix or a.startswith(prefix + ":")]
        for action in actions:
            copy = state.clone()
            before = copy.digest()
            log_size = len(copy.log)
            copy.apply(seat, action)
            if copy.phase == RECLAIM:
                copy.apply(seat, copy.legal_ids(seat)[0])
            assert copy.digest() != before
            assert any(e.key == "convention.log.event" for e in copy.log[log_size:])
            assert copy.invariant_errors() == []
            offered += 1
    assert offered, f"{CARDS.names[event_card]}'s event was never offered"


def test_every_card_names_a_known_event_and_each_event_is_used():
    assert set(CARDS.event) == set(EVENTS)
    assert len(CARDS) == 55 and len(set(CARDS.ids)) == 55


def test_scoring_events_not_offered_when_they_would_score_nothing():
    state = blank(3, convention="large")
    give(state, 0, "Livingston", "Mason", "Blair")
    legal = state.legal_ids(0)
    assert f"event:{cid('Blair')}" in legal
    assert f"event:{cid('Livingston')}" not in legal and f"event:{cid('Mason')}" not in legal
    state.apply(0, f"event:{cid('Blair')}")
    assert state.scores[0] == 2


def test_king_scores_large_state_delegates_in_controlled_delegations():
    state = blank(3, convention="fed")
    give(state, 0, "King")
    assert f"event:{cid('King')}" not in state.legal_ids(0)
    seat_delegation(state, "PA", "nay", 0, "Wilson", "Clymer", "Franklin")
    seat_delegation(state, "VA", "nay", 1, "Blair")
    state.apply(0, f"event:{cid('King')}")
    assert state.scores[0] == 2


def test_gerry_sends_an_opponents_committee_marker_home():
    state = blank(3)
    give(state, 0, "Gerry")
    assert f"event:{cid('Gerry')}" not in {a.rsplit(":", 1)[0] for a in state.legal_ids(0)}
    state.committee[2] = 2
    state.free[2] = 1
    state.forget_legal()
    state.apply(0, f"event:{cid('Gerry')}:2")
    assert state.committee[2] == 1 and state.free[2] == 2


def test_gorham_turns_the_committee_article_over():
    state = blank(3)
    give(state, 0, "Gorham")
    state.apply(0, f"event:{cid('Gorham')}")
    assert state.comm_side == 1


def test_single_delegate_delegation_changes_sides_and_can_end_the_round():
    state = blank(3, convention="large")
    for code, name in (("NH", "Langdon"), ("MA", "Gorham"), ("CT", "Johnson"), ("NY", "Yates"),
                       ("NJ", "Livingston"), ("DE", "Broom")):
        seat_delegation(state, code, "yea", -1, name)
    seat_delegation(state, "PA", "nay", 1, "Wilson")
    seat_delegation(state, "VA", "nay", 1, "Washington", "Mason")
    give(state, 0, "Strong")
    choices = {a for a in state.legal_ids(0) if a.startswith(f"event:{cid('Strong')}")}
    assert f"event:{cid('Strong')}:PA" in choices and f"event:{cid('Strong')}:VA" not in choices
    state.apply(0, f"event:{cid('Strong')}:PA")
    assert state.tally() == (0, 0)   # seven yea: the round ended and was scored
    # Wilson switched to the winning side (2: large on a large article); seat 1's losing
    # Virginia marker then wins the committee room alone (1)
    assert state.scores[1] == 2 + 1 and state.phase == "flip" and state.actor == 1


def test_washington_keeps_event_votes_from_outvoting_a_delegation():
    """Outvoting discards the delegation, which Washington's event forbids to any event;
    an event may still vote on an empty table, and the vote action may still outvote."""
    state = blank(3, convention="anti")
    seat_delegation(state, "PA", "yea", 1, "Wilson")
    washington = card("Washington")
    take_out(state, washington)
    state.active.append([washington, 2])
    give(state, 0, "Clymer", "Franklin", "Mifflin")
    legal = state.legal_ids(0)
    assert not [a for a in legal if a.startswith(f"event:{cid('Clymer')}:PA:")]
    assert f"vote:PA:nay:{ids('Franklin', 'Mifflin')}" in legal
    state.room_side[STATE_INDEX["PA"]] = 0
    state.room_cards[STATE_INDEX["PA"]] = []
    state.forget_legal()
    assert [a for a in state.legal_ids(0) if a.startswith(f"event:{cid('Clymer')}:PA:")]


def test_washington_blocks_events_that_meddle_with_delegations():
    state = blank(3)
    seat_delegation(state, "PA", "yea", 1, "Wilson")
    give(state, 0, "Washington", "Lansing")
    before = {a.split(":")[1] for a in state.legal_ids(0) if a.startswith("event:")}
    assert cid("Lansing") in before
    state.apply(0, f"event:{cid('Washington')}")
    assert [c for c, _ in state.active] == [card("Washington")]
    state.turn, state.phase = 0, ACTION
    give(state, 0, "Lansing", "Strong", "Bedford")
    after = {a.split(":")[1] for a in state.legal_ids(0) if a.startswith("event:")}
    assert not {cid("Lansing"), cid("Strong")} & after


def test_lansing_leaves_a_delegation_voting_for_nobody():
    state = blank(3)
    seat_delegation(state, "PA", "yea", 1, "Wilson")
    give(state, 0, "Lansing")
    state.apply(0, f"event:{cid('Lansing')}:PA")
    pa = STATE_INDEX["PA"]
    assert state.room_owner[pa] == -1 and state.room_side[pa] == 1 and state.free[1] == 3


def test_removing_the_last_delegate_frees_the_state_and_the_marker():
    state = blank(3)
    seat_delegation(state, "PA", "yea", 1, "Wilson")
    seat_delegation(state, "VA", "nay", 2, "Washington", "Mason")
    give(state, 0, "Ingersoll", "McClurg")
    legal = state.legal_ids(0)
    assert f"event:{cid('Ingersoll')}:{cid('Wilson')}" in legal
    assert f"event:{cid('Ingersoll')}:{cid('Washington')}" not in legal   # yea only
    assert f"event:{cid('McClurg')}:{cid('Washington')}" in legal         # nay only
    state.apply(0, f"event:{cid('Ingersoll')}:{cid('Wilson')}")
    pa = STATE_INDEX["PA"]
    assert state.room_side[pa] == 0 and state.room_owner[pa] == -1 and state.free[1] == 3
    assert card("Wilson") in state.discard


def test_bedford_removes_only_large_states_delegates():
    state = blank(3)
    seat_delegation(state, "VA", "nay", 2, "Washington", "Blair")
    give(state, 0, "Bedford")
    choices = {a for a in state.legal_ids(0) if a.startswith(f"event:{cid('Bedford')}")}
    assert choices == {f"event:{cid('Bedford')}:{cid('Blair')}"}


def test_debate_events_advance_or_place_a_marker():
    state = blank(3)
    give(state, 0, "Wilson", "Dayton", "Luther Martin")
    state.apply(0, f"event:{cid('Wilson')}:large")
    assert state.debate[0][0] == 2 and state.free[0] == 2
    state.turn, state.phase = 0, ACTION
    state.apply(0, f"event:{cid('Luther Martin')}:large")
    assert state.debate[0][0] == 4 and state.free[0] == 2


def test_debate_setback_sends_a_marker_home_from_space_one():
    state = blank(3)
    state.debate[2][1] = 1
    state.free[1] = 2
    give(state, 0, "Houston")
    state.apply(0, f"event:{cid('Houston')}:fed:1")
    assert state.debate[2][1] == 0 and state.free[1] == 3


def test_johnson_makes_debates_go_one_further_this_round():
    state = blank(3)
    give(state, 0, "Johnson", "Wilson")
    state.apply(0, f"event:{cid('Johnson')}")
    state.turn, state.phase = 0, ACTION
    state.apply(0, f"debate:large:{cid('Wilson')}")
    assert state.debate[0][0] == 2


def test_franklin_protects_delegations_from_being_outvoted():
    state = blank(3, convention="fed")
    seat_delegation(state, "PA", "yea", 0, "Franklin")
    give(state, 0, "Washington")
    give(state, 1, "Wilson", "Clymer")
    franklin_card = card("Franklin")
    state.room_cards[STATE_INDEX["PA"]] = [card("FitzSimons")]
    take_out(state, card("FitzSimons"))
    state.deck.append(franklin_card)
    take_out(state, franklin_card)
    state.active.append([franklin_card, 0])
    state.turn = 1
    assert not [a for a in state.legal_ids(1) if a.startswith("vote:PA")]


def test_gouverneur_morris_adds_a_point_per_winning_delegation():
    state = blank(3, convention="large")
    for code, name in (("NH", "Langdon"), ("MA", "Gorham"), ("CT", "Johnson"), ("NY", "Yates"),
                       ("NJ", "Livingston")):
        seat_delegation(state, code, "yea", -1, name)
    seat_delegation(state, "DE", "yea", 0, "Broom")
    give(state, 0, "Gouverneur")
    state.apply(0, f"event:{cid('Gouverneur')}")
    state.turn, state.phase = 0, ACTION
    give(state, 0, "Wilson")
    state.apply(0, f"vote:PA:yea:{cid('Wilson')}")
    assert state.scores[0] == (1 + 1) + (2 + 1)


def test_williamson_adds_weight_in_the_committee():
    from hustings.games.convention.scoring import committee_winner
    state = blank(3)
    state.committee = [1, 1, 0]
    state.free = [2, 2, 3]
    assert committee_winner(state) == -1
    williamson = card("Williamson")
    take_out(state, williamson)
    state.active.append([williamson, 0])
    assert committee_winner(state) == 0


def test_special_votes_ignore_factions_or_outvote_with_equal_numbers():
    state = blank(3, convention="anti")
    give(state, 0, "Clymer", "Ingersoll")
    assert f"event:{cid('Clymer')}:PA:nay:{cid('Ingersoll')}" in state.legal_ids(0)
    state = blank(3, convention="fed")
    seat_delegation(state, "PA", "yea", 1, "Franklin", "FitzSimons")
    give(state, 0, "Ellsworth", "Wilson", "Clymer")
    action = f"event:{cid('Ellsworth')}:PA:nay:{ids('Wilson', 'Clymer')}"
    assert action in state.legal_ids(0)
    assert f"vote:PA:nay:{ids('Wilson', 'Clymer')}" not in state.legal_ids(0)
    state.apply(0, action)
    assert state.room_owner[STATE_INDEX["PA"]] == 0 and state.free[1] == 3


def test_drawing_and_salvaging_events():
    state = blank(3)
    give(state, 0, "Rutledge", "Read", "Yates")
    state.discard = [card("Mason"), card("Washington")]
    take_out(state, card("Mason"))
    take_out(state, card("Washington"))
    state.discard = [card("Mason"), card("Washington")]
    yates = {a for a in state.legal_ids(0) if a.startswith(f"event:{cid('Yates')}")}
    assert yates == {f"event:{cid('Yates')}:{cid('Mason')}"}  # anti-federalists only
    state.apply(0, f"event:{cid('Read')}:{cid('Washington')}")
    assert card("Washington") in state.hands[0]
    state.turn, state.phase = 0, ACTION
    size = len(state.hands[0])
    state.apply(0, f"event:{cid('Rutledge')}")
    assert len(state.hands[0]) == size - 1 + 2


def test_mifflin_takes_a_draw_area_card_by_slot():
    state = blank(3)
    fill_draw_area(state)
    give(state, 0, "Mifflin")
    slot_card = state.draw[1]
    state.apply(0, f"event:{cid('Mifflin')}:slot1")
    assert slot_card in state.hands[0]


def test_planner_events_add_an_influence_marker_up_to_eight():
    state = blank(3)
    give(state, 0, "Madison")
    state.apply(0, f"event:{cid('Madison')}")
    assert state.markers[0] == 4 and state.free[0] == 4 and len(state.hands[0]) == 1
    state = blank(3)
    state.markers[1] = state.free[1] = 8
    state.turn = 1
    give(state, 1, "Paterson")
    assert sorted(a.split(":")[-1] for a in state.legal_ids(1) if a.startswith("event:")) == ["committee"]
    state = blank(3)
    state.turn = 2
    give(state, 2, "Sherman")
    state.apply(2, f"event:{cid('Sherman')}:flip")
    assert state.markers[2] == 4 and state.comm_side == 1


def test_pinckney_and_hamilton_planner_events():
    state = blank(5)
    state.turn = 3
    give(state, 3, "Charles Pinckney")
    state.apply(3, f"event:{cid('Charles Pinckney')}")
    assert state.scores[3] == 1 and state.markers[3] == 4
    state.turn, state.phase = 4, ACTION
    state.debate[1][4] = 2
    state.free[4] = 2
    give(state, 4, "Hamilton")
    assert f"event:{cid('Hamilton')}:small" in state.legal_ids(4)
    state.apply(4, f"event:{cid('Hamilton')}:small")
    assert state.debate[1][4] == 3 and state.markers[4] == 4


def test_committee_events_place_free_markers():
    state = blank(3)
    give(state, 0, "Brearley")
    state.apply(0, f"event:{cid('Brearley')}:two")
    assert state.committee[0] == 2 and state.free[0] == 1


def test_brearley_places_up_to_two_markers_as_the_player_chooses():
    state = blank(3)
    give(state, 0, "Brearley")
    events = [a for a in state.legal_ids(0) if a.startswith("event:")]
    assert events == [f"event:{cid('Brearley')}:one", f"event:{cid('Brearley')}:two"]
    labels = {a.id: a.label for a in state.legal_actions(0)}
    assert labels[events[0]].endswith("(one marker to the committee)")
    state.apply(0, events[0])
    assert state.committee[0] == 1 and state.free[0] == 2
    state = blank(3)
    state.free[0], state.committee[0] = 1, 2   # one free marker: nothing to choose
    give(state, 0, "Brearley")
    state.apply(0, f"event:{cid('Brearley')}")
    assert state.committee[0] == 3 and state.free[0] == 0
