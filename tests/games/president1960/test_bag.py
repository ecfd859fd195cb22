"""The political capital bag: support checks, initiative checks, reseeding."""

from hustings.games.president1960.support import (
    draw_cube,
    initiative_check,
    state_support_checks,
    support_check,
)

from .helpers import KENNEDY, NIXON, idx, new_game


def test_support_check_own_colour_succeeds_other_colour_goes_back():
    g = new_game(1)
    g.bag = [3, 0]
    assert support_check(g, KENNEDY) is True and g.bag == [2, 0]
    assert support_check(g, NIXON) is False and g.bag == [1, 0]


def test_state_checks_place_cubes_removing_opposing_ones_first():
    g = new_game(1)
    g.bag = [5, 0]
    g.support[idx("OH")] = -2
    assert state_support_checks(g, KENNEDY, idx("OH"), 3, "test") == 3
    assert g.support[idx("OH")] == 1


def test_initiative_check_draws_until_a_colour_shows_twice():
    g = new_game(1)
    g.bag = [0, 5]
    assert initiative_check(g, "test") == NIXON
    assert g.bag == [0, 3], "both drawn cubes go back to the supply"
    g.bag = [1, 1]
    # after one of each, the bag is empty and is reseeded for the deciding draw
    winner = initiative_check(g, "test")
    assert winner in (KENNEDY, NIXON)
    assert any(e.key == "bag_reseeded" for e in g.log)


def test_bag_is_reseeded_the_moment_it_runs_out():
    g = new_game(1)
    g.bag = [1, 0]
    assert draw_cube(g) == KENNEDY
    assert g.bag == [12, 12]


def test_no_reseeding_from_election_day_strategy_on():
    g = new_game(1)
    g.no_reseed = True
    g.bag = [1, 0]
    assert draw_cube(g) == KENNEDY
    assert g.bag == [0, 0]
    assert draw_cube(g) == -1 and support_check(g, KENNEDY) is False
