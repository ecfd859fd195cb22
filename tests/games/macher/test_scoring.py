"""Rulebook 5.3 (scoring the current region) and 6 (national scoring)."""

from hustings.games.macher import national_scoring, region_scoring
from hustings.games.macher.content import NATIONAL, REGIONS

from .helpers import face, fresh, set_national, set_opinions, set_platform

PLATFORM = ["euro+", "nuclear-", "welfare+", "taxes-", "asylum+"]


def scoring_position(players=3):
    """Round 1, board 0 current, nobody's markers left to convert."""
    st = fresh(players)
    st.round = 1
    st.start = 0
    st.phase = "promote"
    for b in range(4):
        st.b_org[b] = [0] * players
    st.b_media[0] = [0] * players
    for b in (1, 2, 3):  # free their cards for the positions built below
        set_opinions(st, b, [None])
    set_opinions(st, 0, ["euro+", "nuclear-", "welfare+", "military+"])
    st.b_dup[0] = -1
    set_national(st, [])
    for s in range(players):
        set_platform(st, s, PLATFORM if s == 0 else ["euro-", "nuclear+", "welfare-",
                                                      "taxes+", "asylum-"])
    return st


def test_5_3_1_votes_become_seats_by_the_region_card():
    region = REGIONS[0]
    assert region_scoring.seats_for(0, 0) == 0
    assert region_scoring.seats_for(0, 50) == region.seats
    assert region_scoring.seats_for(0, region.steps[4]) == 5
    assert region_scoring.seats_for(0, region.steps[4] - 1) == 4


def test_5_3_1_remaining_markers_are_converted():
    st = scoring_position()
    st.b_org[0] = [5, 0, 0]
    st.b_trend[0] = [0, 0, 0]
    region_scoring.begin(st)  # factor for seat 0: +3 (euro, nuclear, welfare)
    assert st.b_votes[0][0] == 15
    assert st.b_org[0][0] == 0
    assert st.seats_won[0][0] == region_scoring.seats_for(st.b_region[0], 15)


def test_5_3_3_clear_winner_sends_media_and_two_opinions():
    st = scoring_position()
    st.b_votes[0] = [30, 20, 10]
    st.b_media[0] = [2, 1, 0]
    st.media_supply = [3, 4, 5]
    region_scoring.begin(st)
    assert st.decision().seats == (0,)
    assert st.legal_ids(0) == ["keep_media", "national_media"]  # a right, not a duty
    st.apply(0, "national_media")
    assert st.nat_media[0] == [0]
    assert st.b_media[0][0] == 1
    assert st.decision().seats == (0,)
    st.apply(0, "promote:0")
    assert st.phase == "promote"
    st.apply(0, "promote:2")
    assert [sp and sp[0] // 3 for sp in st.nat_cards[:2]] == [face("euro+"), face("welfare+")]
    assert st.phase != "promote"
    assert st.invariant_errors() == []


def test_5_3_3_a_winner_may_keep_its_media_marker_for_later_regions():
    st = scoring_position()
    st.b_votes[0] = [30, 20, 10]
    st.b_media[0] = [1, 0, 0]
    st.media_supply = [4, 5, 5]
    region_scoring.begin(st)
    st.apply(0, "keep_media")
    assert st.nat_media[0] == [] and st.b_media[0][0] == 1
    assert st.decision().prompt == "promote_opinion"
    st.apply(0, "skip")  # no opinion either
    while st.round == 1:  # on to the end of the round: the board is cleared
        seat = st.decision().seats[0]
        st.apply(seat, st.legal_ids(seat)[0])
    assert st.media_supply[0] == 5 and st.nat_media[0] == []


def test_5_3_3_winner_without_media_on_the_region_places_none():
    st = scoring_position()
    st.b_votes[0] = [30, 20, 10]
    st.b_media[0] = [0, 1, 0]
    st.media_supply = [5, 4, 5]
    region_scoring.begin(st)
    assert st.nat_media[0] == []


def test_5_3_2_slight_margin_winner_one_opinion_loser_media_only():
    st = scoring_position()
    st.b_media[0] = [1, 1, 1]
    st.media_supply = [4, 4, 4]
    st.b_votes[0] = [50, 50, 20]
    st.b_reach[0] = [5, 9, 2]  # seat 1 reached 50 last
    region_scoring.begin(st)
    assert st.ctx["media"] == [1, 0]  # the winner, then the loser by a slight margin
    st.apply(1, "national_media")
    st.apply(0, "national_media")
    assert sorted(st.nat_media[0]) == [0, 1]
    assert st.ctx["queue"] == [[1, 1]]


def test_5_3_2_coalition_votes_count_together_and_can_exceed_50():
    st = scoring_position()
    st.b_media[0] = [1, 1, 1]
    st.media_supply = [4, 4, 4]
    st.b_votes[0] = [30, 25, 50]
    st.b_reach[0] = [1, 2, 3]
    st.partner = [1, 0, -1]
    region_scoring.begin(st)
    for seat in list(st.ctx["media"]):
        st.apply(seat, "national_media")
    assert sorted(st.nat_media[0]) == [0, 1]
    # one opinion each, the partner with more votes first
    assert st.ctx["queue"][0][0] == 0


def test_5_3_2_coalition_tie_uses_its_most_advanced_marker():
    st = scoring_position()
    st.b_media[0] = [1, 1, 1]
    st.media_supply = [4, 4, 4]
    st.b_votes[0] = [30, 20, 50]
    st.b_reach[0] = [7, 1, 5]  # the coalition's leading marker (30) arrived after 50
    st.partner = [1, 0, -1]
    region_scoring.begin(st)
    for seat in list(st.ctx["media"]):
        st.apply(seat, "national_media")
    assert sorted(st.nat_media[0]) == [0, 1, 2]  # the loser by a slight margin gets media
    assert [q[0] for q in st.ctx["queue"]] == [0, 1]


def test_5_3_3_promoting_the_same_opinion_secures_it():
    st = scoring_position()
    set_national(st, [("euro+", False)])
    st.b_votes[0] = [30, 0, 0]
    region_scoring.begin(st)
    st.apply(0, "promote:0")
    assert len(st.nat_cards[0]) == 2
    assert "promote:0" not in st.legal_ids(0)  # a secured opinion cannot take a third


def test_5_3_3_contradiction_replaces_even_a_secured_card():
    st = scoring_position()
    set_national(st, [("euro-", True), ("taxes+", False)])
    st.b_votes[0] = [30, 0, 0]
    region_scoring.begin(st)
    st.apply(0, "promote:0")
    assert len(st.nat_cards[0]) == 1 and st.nat_cards[0][0] // 3 == face("euro+")
    assert st.invariant_errors() == []


def test_5_3_3_full_board_replaces_only_an_unsecured_card():
    st = scoring_position()
    set_national(st, [("environment+", True), ("taxes+", False), ("asylum+", False),
                      ("nuclear+", False), ("military-", True)])
    set_opinions(st, 0, ["euro+", "welfare+", None, None])
    st.b_votes[0] = [30, 0, 0]
    region_scoring.begin(st)
    ids = st.legal_ids(0)
    assert "promote:0:n1" in ids and "promote:0:n2" in ids
    assert "promote:0:n0" not in ids and "promote:0:n4" not in ids
    st.apply(0, "promote:0:n2")
    assert st.nat_cards[2][0] // 3 == face("euro+")


def test_5_3_4_membership_example_three_figures():
    """The rulebook's example: a platform card matching the national opinion on the space
    showing three figures moves the membership marker three steps."""
    st = scoring_position()
    set_national(st, [("welfare+", False)])
    assert NATIONAL.opinion_members[0] == 3
    before = st.members[0]
    region_scoring.gain_members(st)
    assert st.members[0] == before + 3
    assert st.members[1] == 5  # seats 1 and 2 oppose it: nothing, nothing lost


def test_6_3_membership_bonus_and_ties():
    assert national_scoring.membership_bonus([30, 20, 10]) == [10, 6, 0]
    assert national_scoring.membership_bonus([30, 30, 10]) == [8, 8, 0]
    assert national_scoring.membership_bonus([30, 30, 30]) == [8, 8, 8]
    assert national_scoring.membership_bonus([30, 20, 20]) == [10, 3, 3]


def test_6_final_score_adds_every_part():
    st = scoring_position()
    st.seats_won[0] = [3, 4, 0, 0, 0, 0, 5]
    st.nat_media[0] = [0]
    st.nat_media[6] = [0, 1]
    st.members = [20, 12, 8]
    set_opinions(st, 0, [None])
    set_national(st, [("euro+", True), ("welfare+", False), ("taxes+", False)])
    parts = national_scoring.breakdown(st)
    points = NATIONAL.opinion_points
    assert parts["seat_points"][0] == 12
    assert parts["media"][0] == NATIONAL.media_points[0] + NATIONAL.media_points[6]
    assert parts["member_bonus"] == [10, 6, 0]
    assert parts["opinions"][0] == points[0] + points[1]
    assert parts["secured"][0] == 5
    assert parts["opinions"][1] == points[2]
    assert parts["total"][0] == 12 + parts["media"][0] + 20 + 10 + points[0] + points[1] + 5
