"""Rulebook 2.1 h) and 5.2.8: converting organization markers into votes."""

from hustings.games.macher import conversion, regions

from .helpers import fresh, play_until, set_opinions, set_platform


def test_2_1_h_and_5_2_8_factor_is_trend_plus_matching_opinions():
    st = fresh()
    set_platform(st, 0, ["euro+", "nuclear-", "welfare+", "taxes-", "asylum+"])
    set_opinions(st, 1, ["euro+", "nuclear+", "environment-", "welfare+"])
    st.b_trend[1][0] = 1
    # +1 trend, +1 euro (shared), -1 nuclear (opposed), 0 environment, +1 welfare
    assert regions.factor(st, 1, 0) == 2
    st.b_dup[1] = 3  # the duplicator doubles the welfare card
    assert regions.factor(st, 1, 0) == 3
    st.b_dup[1] = 1  # ... or the opposed nuclear card
    assert regions.factor(st, 1, 0) == 1


def test_5_2_8_face_down_opinions_do_not_count():
    st = fresh()
    set_platform(st, 0, ["euro+", "nuclear-", "welfare+", "taxes-", "asylum+"])
    set_opinions(st, 1, ["euro+", "welfare+", "taxes-", "asylum+"])
    st.b_up[1] = [1, 1, 0, 0]
    assert regions.factor(st, 1, 0) == 2


def test_5_2_8_votes_are_markers_times_factor():
    assert regions.votes_for(6, 3) == 18
    assert regions.votes_for(1, 1) == 1


def test_5_2_8_factor_zero_or_less_two_markers_per_vote():
    assert regions.votes_for(4, 0) == 2
    assert regions.votes_for(6, -3) == 3
    assert regions.votes_for(5, -1) == 2  # the odd marker earns nothing


def _at_conversion(players=3):
    st = play_until(fresh(players, 4), "convert")
    return st


def test_5_2_8_only_even_conversions_when_factor_not_positive():
    st = _at_conversion()
    seat, board = st.ctx["seat"], st.ctx["board"]
    st.b_org[board][seat] = 7
    set_platform(st, seat, ["euro+", "nuclear-", "welfare+", "taxes-", "asylum+"])
    set_opinions(st, board, ["euro-", "nuclear+", "welfare-", "military+"])
    st.b_trend[board][seat] = 0
    assert regions.factor(st, board, seat) == -3
    assert st.legal_ids(seat) == ["convert:2", "convert:4", "convert:6", "keep"]
    before = st.b_votes[board][seat]
    st.apply(seat, "convert:6")
    assert st.b_votes[board][seat] == min(50, before + 3)
    assert st.b_org[board][seat] == 1


def test_5_2_8_conversion_needs_five_markers():
    st = fresh()
    st.phase = "convert"
    for b in range(4):
        for s in range(3):
            st.b_org[b][s] = 4
    st.b_org[2][1] = 5
    conversion.begin(st)
    assert st.phase == "convert" and st.ctx["seat"] == 1 and st.ctx["board"] == 2


def test_5_2_8_order_is_fourth_region_counter_clockwise_to_current():
    st = fresh()
    st.round = 1
    for b in range(4):
        st.b_org[b] = [5, 0, 0]
    conversion.begin(st)
    assert st.ctx["boards"] == [3, 2, 1, 0]
    assert st.ctx["board"] == 3


def test_5_2_8_vote_track_stops_at_50_and_the_last_to_arrive_leads():
    st = fresh()
    regions.add_votes(st, 0, 0, 45)
    regions.add_votes(st, 0, 1, 30)
    regions.add_votes(st, 0, 0, 20)
    assert st.b_votes[0][0] == 50
    regions.add_votes(st, 0, 1, 25)
    assert st.b_votes[0][1] == 50
    assert st.b_reach[0][1] > st.b_reach[0][0]
    reach = st.b_reach[0][1]
    regions.add_votes(st, 0, 1, 5)  # a marker already at 50 does not move again
    assert st.b_reach[0][1] == reach


def test_5_2_8_absolute_majority_allows_an_exchange():
    st = _at_conversion()
    seat, board = st.ctx["seat"], st.ctx["board"]
    st.b_votes[board] = [0] * st.n
    st.b_votes[board][(seat + 1) % st.n] = 10
    st.b_org[board][seat] = 6
    set_platform(st, seat, ["euro+", "nuclear-", "welfare+", "taxes-", "asylum+"])
    set_opinions(st, board, ["euro+", "nuclear-", "environment+", "military+"])
    st.b_dup[board] = -1
    st.b_trend[board][seat] = 0
    st.apply(seat, "convert:6")  # factor 2: 12 votes > 10
    assert st.phase == "convert_exchange"
    ids = st.legal_ids(seat)
    assert "decline" in ids and any(i.startswith("swap:") for i in ids)
