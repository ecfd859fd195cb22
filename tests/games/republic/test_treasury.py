"""The treasury phase: the rulebook's -45 and -340 examples and the crisis table."""

from hustings.games.republic.treasury import (
    crisis_roll_result,
    economic_crisis,
    pay_interest,
    treasury_phase,
)

from .helpers import example_turn_one


def test_el_tesoro_interest_example_minus_45_becomes_minus_59():
    st = example_turn_one()
    st.reserves = 0
    st.revenue = -45
    treasury_phase(st)
    assert pay_interest(-45) == -14
    assert st.reserves == -59
    assert st.revenue == -45


def test_el_tesoro_crisis_example_minus_340_and_a_two_collapses():
    assert crisis_roll_result(2, -340) == -1
    st = example_turn_one()
    st.reserves = -340
    economic_crisis(st, 2)
    assert st.over == "monetary_collapse"
    assert st.result() is not None


def test_crisis_rows_cost_support_and_popularity():
    st = example_turn_one()
    st.support = -5                 # Conservatives (Washington's party) ahead by 5
    st.reserves = -150              # modifier 1
    economic_crisis(st, 2)          # result 1: lose 2 support, 2 popularity
    assert st.support == -3
    assert st.popularity(st.president()) == 10 - 2
    st.reserves = -120
    economic_crisis(st, 6)          # result 5: nothing
    assert st.support == -3 and not st.over


def test_no_crisis_roll_above_minus_100():
    st = example_turn_one()
    st.reserves = 0
    st.revenue = -30
    treasury_phase(st)
    assert st.reserves == -39
    assert not st.over
