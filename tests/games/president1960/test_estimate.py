"""The estimate of an unfinished game offered to search bots (`Game.estimate`): a
logistic model of the position, led by the projected electoral-vote count (election
5-6)."""


from hustings.bots.ismcts import find_estimate
from hustings.games.president1960 import estimate

from .helpers import GAME, KENNEDY, NIXON, new_game, set_support

BIG_STATES = {"CA": 3, "NY": 3, "TX": 3, "PA": 3, "IL": 3, "OH": 3}


def check_shape(values):
    assert len(values) == 2
    assert all(0.0 <= v <= 1.0 for v in values)
    assert abs(sum(values) - 1.0) < 1e-9


def test_the_game_offers_an_estimate_to_search_bots():
    assert find_estimate(GAME) is not None
    check_shape(GAME.estimate(new_game(1)))


def test_the_side_ahead_in_the_projected_count_is_favoured():
    g = new_game(1)
    set_support(g, **BIG_STATES)
    kennedy_ev, nixon_ev = g.projected_electoral_votes()
    assert kennedy_ev > nixon_ev
    values = GAME.estimate(g)
    check_shape(values)
    assert values[KENNEDY] > 0.5
    set_support(g, **{abbr: -v for abbr, v in BIG_STATES.items()})
    values = GAME.estimate(g)
    assert values[NIXON] > 0.5


def test_a_lead_counts_for_more_as_the_campaign_runs_out():
    early = new_game(1)
    set_support(early, **BIG_STATES)
    late = early.clone()
    late.turn = 8
    assert GAME.estimate(late)[KENNEDY] > GAME.estimate(early)[KENNEDY] > 0.5


def test_momentum_nudges_the_estimate():
    g = new_game(1)
    before = GAME.estimate(g)[KENNEDY]
    g.momentum = [4, 0]
    assert GAME.estimate(g)[KENNEDY] > before


def test_leading_on_an_issue_of_the_track_raises_the_estimate():
    """Rulebook 3.3: at the end of the turn the leader on each issue of the track gains
    momentum, an endorsement or both, whatever the issue's place."""
    g = new_game(1)
    before = GAME.estimate(g)[KENNEDY]
    for issue in g.track:
        g.issues[issue] = 2
        assert GAME.estimate(g)[KENNEDY] > before
        before = GAME.estimate(g)[KENNEDY]


def test_the_larger_share_of_the_bag_raises_the_estimate():
    g = new_game(1)
    before = GAME.estimate(g)[NIXON]
    g.bag = [8, 14]
    assert GAME.estimate(g)[NIXON] > before


def test_a_state_held_by_one_cube_counts_less_than_a_firm_one():
    shaky = new_game(1)
    set_support(shaky, CA=1)
    firm = shaky.clone()
    set_support(firm, CA=3)
    assert GAME.estimate(firm)[KENNEDY] > GAME.estimate(shaky)[KENNEDY]


def test_no_estimate_part_way_through_a_pair_of_plays():
    """Rulebook 2: in each activity phase the first player plays, then the other. Counted
    between the two plays, the first player's card would be in and the other's not."""
    g = new_game(3)
    g.apply(g.decision().seats[0], "first:nixon")
    first_play = g.tasks[-1]
    assert first_play == {"k": "play", "s": NIXON} and GAME.estimate(g) is not None
    seen = []
    while True:
        seat = g.decision().seats[0]
        g.apply(seat, g.legal_ids(seat)[0])
        task = g.tasks[-1]
        if task["k"] == "play" and task["s"] == NIXON and len(g.tasks) == 1:
            break   # the next pair begins
        seen.append(GAME.estimate(g))
    assert seen and all(value is None for value in seen)
    check_shape(GAME.estimate(g))


def test_the_model_names_a_weight_for_every_feature():
    assert len(estimate.FEATURES) == len(estimate.WEIGHTS)
    assert len(estimate.position_features(new_game(1))) == len(estimate.WEIGHTS)
