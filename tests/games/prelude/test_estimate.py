"""The estimate of an unfinished game offered to search bots (`Game.estimate`): the VP
track and what the end of the game (2.4) would add to it, through a logistic."""


import hustings.games.prelude as prelude
from hustings.bots.ismcts import find_estimate

from .helpers import fresh

GAME = prelude.GAME
PATRIOTE, LOYAL = 0, 1


def level(state):
    """No advantage on any scoring track and no war readiness markers."""
    state.nrc = [0, 0]
    state.nuc = [0, 0]
    state.orgs = [0, 0]
    state.ei = 0
    state.flags.pop("o_shift", None)
    state.wr = [0, 0]
    return state


def check_shape(values):
    assert len(values) == 2
    assert all(0.0 <= v <= 1.0 for v in values)
    assert abs(sum(values) - 1.0) < 1e-9


def test_the_game_offers_an_estimate_to_search_bots():
    assert find_estimate(GAME) is not None
    check_shape(GAME.estimate(fresh()))


def test_the_leader_on_the_vp_track_is_favoured():
    s = level(fresh())
    s.vp = 6
    check_shape(GAME.estimate(s))
    assert GAME.estimate(s)[LOYAL] > 0.5
    s.vp = -6
    assert GAME.estimate(s)[PATRIOTE] > 0.5


def test_2_4_the_zero_box_leans_loyal():
    """2.4: with the VP marker on "0" at the end, the Loyal player wins."""
    s = level(fresh())
    s.vp = 0
    assert GAME.estimate(s)[LOYAL] > 0.5


def test_2_4_twenty_vp_is_a_win():
    s = level(fresh())
    s.vp = 20
    assert GAME.estimate(s) == [0.0, 1.0]
    s.vp = -20
    assert GAME.estimate(s) == [1.0, 0.0]


def test_2_4_the_final_scoring_of_the_tracks_counts():
    """Every end but 20 VP scores all four tracks: a Patriote VP lead smaller than the
    Loyal advantage on external influence (4 VP on its last box) is not a lead."""
    s = level(fresh())
    s.vp = -2
    assert GAME.estimate(s)[PATRIOTE] > 0.5
    s.ei = 2
    assert GAME.estimate(s)[LOYAL] > 0.5


def test_a_lead_counts_for_more_near_the_end():
    early = level(fresh())
    early.vp = -4
    late = early.clone()
    late.turn = len(prelude.content.TURNS) - 1
    assert GAME.estimate(late)[PATRIOTE] > GAME.estimate(early)[PATRIOTE] > 0.5
