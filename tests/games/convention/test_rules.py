"""Rule-by-rule tests for every restriction of the rulebook."""

import random

import pytest

from hustings.engine import BadOptions, IllegalAction
from hustings.games.convention import GAME, board
from hustings.games.convention.cards import STATE_INDEX
from hustings.games.convention.deck import draw_top, shuffle_and_cut
from hustings.games.convention.scoring import faction_places
from hustings.games.convention.state import ACTION, FLIP, OVER, RECLAIM, REFILL, SETUP
from hustings.games.convention.turn import action_ids

from .helpers import CARDS, blank, card, cid, fill_draw_area, give, ids, seat_delegation, take_out


# --- set-up ---------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "planners"), [
    (3, {"madison", "paterson", "sherman"}),
    (4, {"madison", "paterson", "sherman", "pinckney"}),
    (5, {"madison", "paterson", "sherman", "pinckney", "hamilton"}),
])
def test_planners_per_player_count(players, planners):
    state = GAME.new_state(players, 4)
    assert set(state.planners) == planners
    for seat in range(players):
        assert state.planner_cards[seat] in state.hands[seat]
        assert len(state.hands[seat]) == 5  # planner + four dealt
    assert state.free == [3] * players and state.markers == [3] * players
    unused = {CARDS.planner_card[p] for p in CARDS.planner_card} - set(state.planner_cards)
    # unused planners are shuffled in as ordinary delegates (and may be dealt)
    assert unused <= set(state.deck) | {c for hand in state.hands for c in hand}
    # players see the planner each seat was dealt, in the log as well
    assert [name.lower() for name in state.side_names()] == state.planners
    from hustings.server.payloads import perspective
    log = " ".join(line["text"] for line in perspective(GAME, state, None, acting=False)["log"])
    assert any(f"{name} cuts the deck" in log for name in state.side_names())
    assert "Seat " not in log


def test_setup_discards_two_of_four_sealed_then_madison_starts():
    state = GAME.new_state(3, 8)
    assert state.phase == SETUP and state.decision().simultaneous
    for seat in range(3):
        legal = state.legal_ids(seat)
        assert len(legal) == 6  # two of four; the planner cannot be discarded
        assert all(cid_ not in a for a in legal for cid_ in [CARDS.ids[state.planner_cards[seat]]])
    first = state.legal_ids(0)[0]
    state.apply(0, first)
    assert state.legal_ids(0) == []
    assert state.discard == []  # nothing revealed before everyone has chosen
    assert 0 not in state.decision().seats
    for seat in (1, 2):
        state.apply(seat, state.legal_ids(seat)[0])
    assert state.phase == ACTION
    assert len(state.discard) == 6 and all(len(h) == 3 for h in state.hands)
    assert all(c >= 0 for c in state.draw)
    assert state.turn == state.planners.index("madison")
    assert len(state.done_art) == 4 and state.done_side == [0, 0, 0, 0]
    assert state.conv_art >= 0 and state.comm_art >= 0 and state.conv_side == state.comm_side == 0


# --- voting -------------------------------------------------------------------------------
def test_federalist_cannot_vote_for_anti_federalist_article_nor_against_federalist_one():
    state = blank(3, convention="anti")
    give(state, 0, "Washington")
    votes = {a for a in state.legal_ids(0) if a.startswith("vote:")}
    assert votes == {f"vote:VA:nay:{cid('Washington')}"}
    state = blank(3, convention="fed")
    give(state, 0, "Washington")
    votes = {a for a in state.legal_ids(0) if a.startswith("vote:")}
    assert votes == {f"vote:VA:yea:{cid('Washington')}"}


def test_large_and_small_states_restrict_each_other_only():
    state = blank(3, convention="large")
    give(state, 0, "Bedford", "Read", "Dickinson")   # small, small, anti (DE)
    votes = {a for a in state.legal_ids(0) if a.startswith("vote:")}
    assert f"vote:DE:yea:{cid('Bedford')}" not in votes
    assert f"vote:DE:nay:{ids('Bedford', 'Read', 'Dickinson')}" in votes
    assert f"vote:DE:yea:{cid('Dickinson')}" in votes


def test_planner_votes_freely():
    for faction in ("large", "small", "fed", "anti"):
        state = blank(3, convention=faction)
        give(state, 0, "Madison")
        votes = {a for a in state.legal_ids(0) if a.startswith("vote:")}
        assert votes == {f"vote:VA:yea:{cid('Madison')}", f"vote:VA:nay:{cid('Madison')}"}


def test_one_delegation_votes_for_one_state_only():
    state = blank(3, convention="small")
    give(state, 0, "Washington", "Madison")
    give(state, 1, "Wythe", "Blair", "Mason")
    state.apply(0, f"vote:VA:yea:{ids('Washington', 'Madison')}")
    state.turn, state.phase = 1, ACTION
    votes = {a for a in state.legal_ids(1) if a.startswith("vote:VA")}
    # no reinforcing the yea side; on the nay side only all three outnumber the two
    assert votes == {f"vote:VA:nay:{ids('Wythe', 'Blair', 'Mason')}"}


def test_outvote_needs_larger_delegation_on_the_other_side_and_another_player():
    state = blank(3, convention="fed")
    seat_delegation(state, "PA", "yea", 0, "Franklin")
    give(state, 0, "Mifflin", "Clymer")
    give(state, 1, "Wilson", "Clymer")
    votes0 = {a for a in state.legal_ids(0) if a.startswith("vote:PA")}
    assert votes0 == set()   # the controller may neither reinforce nor outvote himself
    state.turn = 1
    votes1 = {a for a in state.legal_ids(1) if a.startswith("vote:PA")}
    assert votes1 == {f"vote:PA:nay:{ids('Wilson', 'Clymer')}"}


def test_uncontrolled_delegation_may_be_outvoted_by_anyone():
    state = blank(3, convention="fed")
    seat_delegation(state, "PA", "yea", -1, "Franklin")
    give(state, 0, "Mifflin", "Clymer")
    assert f"vote:PA:nay:{ids('Mifflin', 'Clymer')}" in state.legal_ids(0)


def test_round_ends_when_seven_states_vote_yea():
    state = blank(3, convention="large")
    for code, name in (("NH", "Langdon"), ("MA", "Gorham"), ("CT", "Johnson"), ("NY", "Yates"),
                       ("NJ", "Livingston"), ("DE", "Broom")):
        seat_delegation(state, code, "yea", -1, name)
    give(state, 0, "Wilson", "Mifflin")
    state.apply(0, f"vote:PA:yea:{ids('Wilson', 'Mifflin')}")
    assert state.scores[0] == 4   # two large-states delegates on an adopted large-states article
    assert state.round == 2 and state.turn == 1
    assert state.done_side[-2] == 0  # adopted: not turned over


def test_round_goes_on_with_six_yea_and_five_nay():
    state = blank(3, convention="large")
    for code, name in (("NH", "Langdon"), ("MA", "Gorham"), ("CT", "Johnson"), ("NY", "Yates"),
                       ("NJ", "Livingston")):
        seat_delegation(state, code, "yea", -1, name)
    for code, name in (("DE", "Broom"), ("MD", "Carroll"), ("NC", "Blount"), ("SC", "Rutledge")):
        seat_delegation(state, code, "nay", -1, name)
    give(state, 0, "Wilson", "Mifflin")
    state.apply(0, f"vote:PA:yea:{ids('Wilson', 'Mifflin')}")
    assert state.round == 1 and state.tally() == (6, 4)


def test_taking_back_a_marker_from_a_delegation_leaves_it_voting_for_nobody():
    state = blank(3, convention="large")
    seat_delegation(state, "NH", "yea", 0, "Langdon")
    seat_delegation(state, "MA", "yea", 0, "Gorham")
    state.committee[0] = 1
    state.free[0] = 0
    give(state, 0, "Wilson")
    state.apply(0, f"vote:PA:yea:{cid('Wilson')}")
    assert state.phase == RECLAIM
    assert state.legal_ids(0) == ["reclaim:committee", "reclaim:room:MA", "reclaim:room:NH"]
    state.apply(0, "reclaim:room:NH")
    nh = STATE_INDEX["NH"]
    assert state.room_owner[nh] == -1 and state.room_side[nh] == 1  # still votes
    assert state.room_owner[STATE_INDEX["PA"]] == 0
    assert state.tally() == (3, 0)
    assert state.invariant_errors() == []


def test_a_committee_event_does_not_take_its_marker_back_from_the_committee():
    state = blank(3)
    seat_delegation(state, "NH", "yea", 0, "Langdon")
    state.committee[0] = 1
    state.free[0] = 0
    give(state, 0, "Gilman")
    state.apply(0, f"event:{cid('Gilman')}")
    assert state.phase == RECLAIM
    assert state.legal_ids(0) == ["reclaim:room:NH"]
    state.apply(0, "reclaim:room:NH")
    assert state.committee[0] == 2 and state.room_owner[STATE_INDEX["NH"]] == -1


def test_taking_back_a_debate_marker_gives_up_the_position():
    state = blank(3)
    state.debate[1][0] = 2
    seat_delegation(state, "NH", "yea", 0, "Langdon")
    seat_delegation(state, "MA", "yea", 0, "Gorham")
    state.free[0] = 0
    give(state, 0, "Wilson")
    state.apply(0, f"debate:large:{cid('Wilson')}")
    assert "reclaim:debate:small" in state.legal_ids(0)
    state.apply(0, "reclaim:debate:small")
    assert state.debate[1][0] == 0 and state.debate[0][0] == 1


# --- debate and discard ---------------------------------------------------------------------
def test_planners_cannot_debate_and_debates_use_one_faction():
    state = blank(3)
    give(state, 0, "Madison", "Wilson", "Washington")
    debates = {a for a in state.legal_ids(0) if a.startswith("debate:")}
    assert debates == {f"debate:large:{cid('Wilson')}", f"debate:fed:{cid('Washington')}"}


def test_discard_any_number_then_refill_by_choice():
    state = blank(3)
    give(state, 0, "Madison", "Wilson", "Washington")
    fill_draw_area(state)
    discards = [a for a in state.legal_ids(0) if a.startswith("discard:")]
    assert len(discards) == 7
    state.apply(0, f"discard:{ids('Wilson', 'Washington')}")
    assert state.phase == REFILL and state.legal_ids(0) == ["take:slot0", "take:slot1", "take:slot2"]
    state.apply(0, "take:slot1")
    assert state.phase == REFILL and state.legal_ids(0) == ["take:slot0", "take:slot2"]
    state.apply(0, "take:slot0")
    assert len(state.hands[0]) == 3
    assert all(c >= 0 for c in state.draw)  # the draw area is topped up
    assert state.turn == 1 and state.phase == ACTION


def test_taking_every_card_left_needs_no_choice():
    state = blank(3)
    give(state, 0, "Wilson", "Washington", "Mifflin")
    fill_draw_area(state)
    state.apply(0, f"discard:{ids('Wilson', 'Washington', 'Mifflin')}")
    assert len(state.hands[0]) == 3 and state.turn == 1


def test_no_refill_with_three_or_more_cards():
    state = blank(3)
    give(state, 0, "Langdon", "Wilson", "Washington", "Mifflin")
    fill_draw_area(state)
    draw = list(state.draw)
    state.apply(0, f"event:{cid('Langdon')}")   # draws a card: four in hand again
    assert len(state.hands[0]) == 4 and state.turn == 1
    assert state.draw == draw


def test_player_without_cards_passes():
    state = blank(3)
    assert state.legal_ids(0) == ["pass"]
    state.apply(0, "pass")
    assert state.turn == 1


def test_every_player_passing_in_a_row_fails_the_article():
    state = blank(3, convention="fed")
    seat_delegation(state, "VA", "yea", 1, "Washington")
    state.deck, state.discard = [], []   # nothing left to draw: nobody can act again
    for seat in range(3):
        state.apply(seat, "pass")
    # the lone yea delegation lost: its marker went to the committee, which it now wins
    assert state.phase == FLIP and state.actor == 1 and state.scores[1] == 1


def test_a_passer_who_takes_cards_starts_the_count_of_passes_again():
    state = blank(3, convention="anti")
    state.deck, state.discard = [], []
    nh = [c for c in range(len(CARDS.ids)) if CARDS.state[c] == STATE_INDEX["NH"]][:2]
    state.draw = [nh[0], nh[1], -1]
    state.forget_legal()
    state.apply(0, "pass")
    assert sorted(state.hands[0]) == sorted(nh)
    state.apply(1, "pass")
    state.apply(2, "pass")
    # seat 0 holds New Hampshire's delegates: the round goes on and it may vote with them
    assert state.round == 1 and state.turn == 0
    assert any(a.startswith("vote:NH:") for a in state.legal_ids(0))


# --- the deck -------------------------------------------------------------------------------
def test_planner_returns_to_owner_when_it_surfaces():
    state = blank(3)
    madison, other = card("Madison"), card("Wilson")
    state.deck.remove(madison)
    state.deck.remove(other)
    state.deck += [madison, other]   # Wilson on top, Madison below
    drawn = draw_top(state, 2)
    assert drawn == other and madison in state.hands[0] and madison not in state.deck


def test_planner_surfacing_after_shuffle_and_cut():
    madison = card("Madison")
    surfaced = 0
    for seed in range(40):
        state = blank(3)
        state.rng.state = seed * 7919
        state.deck.remove(madison)
        state.discard = state.deck[-10:] + [madison]
        state.deck = []
        shuffle_and_cut(state, 0)
        assert state.deck[-1] != madison
        if madison in state.hands[0]:
            surfaced += 1
            assert len(state.deck) == 10
        else:
            assert madison in state.deck and len(state.deck) == 11
    assert 0 < surfaced < 40   # sometimes the cut brings Madison to the top: he goes home


def test_unused_planner_is_an_ordinary_delegate():
    state = blank(3)
    hamilton = card("Hamilton")
    state.deck.remove(hamilton)
    state.deck.append(hamilton)
    assert draw_top(state, 0) == hamilton


# --- the end of rounds and of the game -----------------------------------------------------
def test_next_round_starts_after_the_player_who_ended_it_and_lasting_events_go():
    state = blank(3, convention="large")
    for code, name in (("NH", "Langdon"), ("MA", "Gorham"), ("CT", "Johnson"), ("NY", "Yates"),
                       ("NJ", "Livingston"), ("DE", "Broom")):
        seat_delegation(state, code, "yea", -1, name)
    franklin = card("Franklin")
    state.deck.remove(franklin)
    state.active.append([franklin, 2])
    state.turn = 2
    give(state, 2, "Wilson")
    state.apply(2, f"vote:PA:yea:{cid('Wilson')}")
    assert state.turn == 0 and state.round == 2 and state.active == []
    assert franklin in state.discard
    assert state.conv_art >= 0 and state.comm_art >= 0 and len(state.article_deck) == 4


def test_game_ends_after_four_rounds():
    match_state = GAME.new_state(4, 2)
    chooser = random.Random(2)
    rounds_seen = set()
    while match_state.decision() is not None:
        seat = match_state.decision().seats[0]
        match_state.apply(seat, chooser.choice(match_state.legal_ids(seat)))
        rounds_seen.add(match_state.round)
    assert rounds_seen == {1, 2, 3, 4}
    assert match_state.phase == OVER and len(match_state.done_art) == 12
    assert match_state.article_deck == []


@pytest.mark.parametrize(("faces", "places"), [
    ([2, 2, 2, 2, 2, 1, 1, 1, 0, 0, 0, 3], [2, 2, 1, 4]),
    ([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3], [1, 1, 1, 1]),
    ([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3], [1, 1, 3, 3]),
    ([0] * 6 + [1] * 2 + [2] * 2 + [3] * 2, [1, 2, 2, 2]),
    ([0] * 12, [1, 2, 2, 2]),
    ([0] * 4 + [1] * 3 + [2] * 3 + [3] * 2, [1, 2, 2, 4]),
])
def test_final_bonus_places_with_ties(faces, places):
    assert faction_places(faces) == places


def test_final_bonus_ties_share_and_no_tiles_no_bonus():
    from hustings.games.convention.scoring import final_bonus
    state = blank(3)
    state.conv_art = state.comm_art = -1
    state.done_art = list(range(12))
    state.done_side = [0] * 12   # three of each faction: all share first place
    state.article_deck = []
    state.tiles = [[1, 0, 0, 0], [1, 0, 0, 0], [0, 2, 0, 0]]
    assert final_bonus(state) == [5, 5, 5]
    state.tiles = [[0, 0, 0, 0]] * 3
    assert final_bonus(state) == [0, 0, 0]


def test_scores_past_thirty_wrap_on_the_track_but_count_in_full():
    state = blank(3)
    state.scores = [31, 60, 30]
    players = state.board_view(0)["players"]
    assert [(p["track"], p["laps"]) for p in players] == [(1, 1), (30, 1), (30, 0)]
    assert [board.track_position(score) for score in (0, 7, 61)] == [
        {"track": 0, "laps": 0}, {"track": 7, "laps": 0}, {"track": 1, "laps": 2}]
    state.phase = OVER
    assert state.result().scores == (31.0, 60.0, 30.0) and state.result().winners == (1,)


def test_tied_scores_share_victory():
    state = blank(3)
    state.phase = OVER
    state.scores = [20, 20, 3]
    assert state.result().winners == (0, 1)


def test_committee_winner_only_decides_flip():
    state = blank(3)
    state.phase, state.actor = FLIP, 1
    assert state.legal_ids(0) == [] and state.legal_ids(1) == ["flip:no", "flip:yes"]


def test_illegal_actions_are_refused_without_change():
    state = blank(3)
    give(state, 0, "Washington")
    digest = state.digest()
    for bad in ("vote:VA:yea:" + cid("Washington"), "debate:large:" + cid("Washington"),
                "take:slot0", "flip:yes"):
        with pytest.raises(IllegalAction):
            state.apply(0, bad)
    assert state.digest() == digest
    with pytest.raises(IllegalAction):
        state.apply(1, "pass")


def test_bad_player_count_and_options():
    with pytest.raises(BadOptions):
        GAME.new_state(2, 0)
    with pytest.raises(BadOptions):
        GAME.new_state(6, 0)
    with pytest.raises(BadOptions):
        GAME.new_state(3, 0, {"variant": 1})


def test_determinize_keeps_public_card_backs():
    state = GAME.new_state(4, 6)
    chooser = random.Random(1)
    for _ in range(40):
        seat = state.decision().seats[0]
        state.apply(seat, chooser.choice(state.legal_ids(seat)))
    copy = state.determinize(0, random.Random(3))
    assert copy.hands[0] == state.hands[0]
    for seat in range(1, 4):
        assert [CARDS.back(c) for c in copy.hands[seat]] == [CARDS.back(c) for c in state.hands[seat]]
    # only the top card's back is in view: below it, the deck holds the same cards by
    # back in any order
    assert CARDS.back(copy.deck[-1]) == CARDS.back(state.deck[-1])
    assert sorted(map(str, map(CARDS.back, copy.deck))) == sorted(map(str, map(CARDS.back, state.deck)))
    assert copy.view(0) == state.view(0)
    moved = sum(a != b for s in range(1, 4) for a, b in zip(copy.hands[s], state.hands[s], strict=True))
    moved += sum(a != b for a, b in zip(copy.deck, state.deck, strict=True))
    assert moved > 0


def test_determinize_keeps_a_card_everyone_saw_salvaged_until_it_leaves_the_hand():
    state = blank(3)
    fill_draw_area(state)
    give(state, 1, "Read", "Mason")
    washington = card("Washington")
    take_out(state, washington)
    state.discard = [washington]
    state.turn = 1
    state.apply(1, f"event:{cid('Read')}:{cid('Washington')}")
    while state.phase == REFILL:
        state.apply(1, state.legal_ids(1)[0])
    assert washington in state.hands[1] and state.known[1] == [washington]
    for k in range(20):
        assert washington in state.determinize(0, random.Random(k)).hands[1]
    # voted away, it is hidden again once it comes back: nobody knows it any more
    state.turn, state.phase = 1, ACTION
    state.forget_legal()
    state.apply(1, next(a for a in state.legal_ids(1) if a.startswith("vote:VA:")
                        and cid("Washington") in a))
    while state.phase == REFILL:
        state.apply(1, state.legal_ids(1)[0])
    assert state.known[1] == []


def test_determinize_does_not_keep_the_hidden_order_of_the_deck():
    """Einen Planer zurückerhalten / "Halb-verdeckte" Kartenhand: of the face-down deck
    only the top card's back can be seen, so a determinization must not keep the real
    order of the backs below it, nor the real RNG that will shuffle the discard pile."""
    state = GAME.new_state(4, 6)
    chooser = random.Random(1)
    for _ in range(40):
        seat = state.decision().seats[0]
        state.apply(seat, chooser.choice(state.legal_ids(seat)))
    real = [CARDS.back(c) for c in state.deck[:-1]]
    orders = []
    for k in range(5):
        copy = state.determinize(0, random.Random(k))
        assert copy.invariant_errors() == []
        assert copy.view(0) == state.view(0)
        assert copy.rng.state != state.rng.state
        orders.append([CARDS.back(c) for c in copy.deck[:-1]])
    assert any(order != real for order in orders)


def test_determinize_chooses_other_seats_sealed_set_up_discards_afresh():
    """Spielvorbereitung D: the two discards are chosen in secret until all have chosen,
    so another seat's committed choice is re-sampled, not copied by its backs."""
    state = GAME.new_state(4, 3)
    state.apply(1, state.legal_ids(1)[0])
    real = sorted(str(CARDS.back(c)) for c in state.pending_discards[1])
    chosen = set()
    for k in range(12):
        copy = state.determinize(0, random.Random(k))
        assert copy.view(0) == state.view(0)
        assert copy.invariant_errors() == []
        discards = copy.pending_discards[1]
        assert len(discards) == 2 and set(discards) <= set(copy.hands[1])
        assert copy.planner_cards[1] not in discards
        chosen.add(tuple(sorted(str(CARDS.back(c)) for c in discards)))
    assert chosen != {tuple(real)}
    for seat in range(4):  # the copy still finishes the set-up
        if copy.pending_discards[seat] is None:
            copy.apply(seat, copy.legal_ids(seat)[0])
    assert copy.phase == ACTION and copy.invariant_errors() == []


def test_read_may_take_another_players_planner_which_goes_home_only_from_the_deck():
    state = blank(3)
    paterson = card("William Paterson")
    take_out(state, paterson)
    state.discard.append(paterson)
    give(state, 0, "George Read")
    state.apply(0, f"event:{cid('George Read')}:{cid('William Paterson')}")
    assert paterson in state.hands[0] and paterson not in state.hands[1]
    assert f"event:{cid('William Paterson')}:keep" in action_ids(state, 0)   # his to play
    assert state.invariant_errors() == []
