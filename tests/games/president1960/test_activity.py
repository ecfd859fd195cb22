"""Rulebook 2: playing cards, the three CP actions, triggering and preempting events."""

import pytest

from hustings.engine import IllegalAction

from .helpers import KENNEDY, NIXON, at_play, finish_tasks, idx, set_support


def campaign_with(g, card, seat=KENNEDY):
    g.apply(seat, f"play:{card}:campaign")
    assert g.tasks[-1]["k"] == "campaign"
    return g.tasks[-1]


def test_B1_example_illinois_to_new_york():
    """B1 example: from Illinois with a 3-CP card, 1 CP crosses to the East and 2 CP go
    to New York; New York is not reachable without travelling."""
    g = at_play(KENNEDY, hand=["c07"])  # Sputnik's Long Shadow, 3 CP
    g.token[KENNEDY] = idx("IL")
    task = campaign_with(g, "c07")
    legal = g.legal_ids(KENNEDY)
    assert "campaign:NY:1" not in legal
    assert "travel:NY" in legal and "campaign:OH:1" in legal
    g.apply(KENNEDY, "travel:NY")
    assert task["cp"] == 2 and g.token[KENNEDY] == idx("NY")
    g.apply(KENNEDY, "campaign:NY:1")
    g.apply(KENNEDY, "campaign:NY:1")
    assert g.support[idx("NY")] == 2
    assert g.tasks[-1]["k"] != "campaign"


def test_B1_example_alternative_routes():
    """1 CP in New York, the remaining CP first in the Midwest, or onward to the South."""
    g = at_play(KENNEDY, hand=["c07"])
    g.token[KENNEDY] = idx("IL")
    campaign_with(g, "c07")
    g.apply(KENNEDY, "campaign:OH:1")
    g.apply(KENNEDY, "travel:NY")
    g.apply(KENNEDY, "campaign:NY:1")
    assert g.support[idx("OH")] == 1 and g.support[idx("NY")] == 1
    g = at_play(KENNEDY, hand=["c07"])
    g.token[KENNEDY] = idx("IL")
    campaign_with(g, "c07")
    g.apply(KENNEDY, "campaign:IL:1")
    g.apply(KENNEDY, "travel:NY")
    assert "travel:GA" in g.legal_ids(KENNEDY)
    g.apply(KENNEDY, "travel:GA")
    assert g.token[KENNEDY] == idx("GA")


def test_B1_east_to_west_crosses_two_borders_and_alaska_hawaii_via_the_west():
    g = at_play(KENNEDY, hand=["c07"])
    campaign_with(g, "c07")  # token in Massachusetts (East)
    legal = g.legal_ids(KENNEDY)
    assert "travel:CA" not in legal and "travel:AK" not in legal
    assert "travel:OH" in legal and "travel:TX" in legal
    g.apply(KENNEDY, "travel:OH")
    g.apply(KENNEDY, "travel:CA")
    assert "travel:AK" in g.legal_ids(KENNEDY) and "travel:HI" in g.legal_ids(KENNEDY)
    g.apply(KENNEDY, "travel:HI")
    assert "travel:AK" not in g.legal_ids(KENNEDY)
    assert "travel:CA" not in g.legal_ids(KENNEDY)  # out of CP


def test_B1_support_checks_where_the_opponent_carries_or_stands():
    g = at_play(KENNEDY, hand=["c07"])
    set_support(g, NY=-4, NJ=-3, PA=-3)
    g.token[NIXON] = idx("PA")
    campaign_with(g, "c07")
    legal = g.legal_ids(KENNEDY)
    # NY carried by Nixon (exactly four cubes): declare 1..3 CP; NJ only led: one at a time
    assert {"campaign:NY:1", "campaign:NY:2", "campaign:NY:3"} <= set(legal)
    assert "campaign:NJ:1" in legal and "campaign:NJ:2" not in legal
    assert "campaign:PA:3" in legal  # Nixon's candidate stands there
    bag_before = sum(g.bag)
    g.apply(KENNEDY, "campaign:NY:3")
    assert sum(g.bag) == bag_before - 3, "three declared checks draw three cubes"
    won = g.log[-1].args["won"]
    assert g.support[idx("NY")] == -4 + won


def test_B1_declared_state_cannot_be_declared_again_in_the_same_action():
    g = at_play(KENNEDY, hand=["c06"])  # 4 CP
    set_support(g, NY=-6)
    campaign_with(g, "c06")
    g.apply(KENNEDY, "campaign:NY:1")
    assert not any(a.startswith("campaign:NY") for a in g.legal_ids(KENNEDY))


def test_B1_declared_state_takes_no_more_cp_once_it_stops_needing_checks():
    """B1 ("Aumento del apoyo estatal"): the CP declared for a state that needs checks
    are all the CP spent there in that activity phase, even if the draws leave the
    opponent no longer carrying it."""
    g = at_play(KENNEDY, hand=["c06"])  # 4 CP
    set_support(g, NY=-4)
    g.bag = [5, 0]  # the declared check succeeds
    campaign_with(g, "c06")
    g.apply(KENNEDY, "campaign:NY:1")
    assert g.support[idx("NY")] == -3 and g.tasks[-1]["cp"] == 3
    legal = g.legal_ids(KENNEDY)
    assert not any(a.startswith("campaign:NY") for a in legal)
    assert "campaign:NJ:1" in legal


def test_A_declared_state_takes_no_more_event_cubes_once_it_stops_needing_checks():
    """A ("Obtener el apoyo del estado"): as in B1, the number declared for a state that
    needs checks is all the support the event adds there."""
    g = at_play(NIXON, hand=["c16"])  # Nixon gains three in New York
    set_support(g, NY=4)
    g.bag = [0, 5]  # the declared check succeeds
    g.apply(NIXON, "play:c16:event")
    g.apply(NIXON, "place:NY:1")
    assert g.support[idx("NY")] == 3
    assert g.tasks[-1]["k"] != "place", "New York was the only state and is declared"


def test_B1_media_support_exempts_from_checks():
    g = at_play(KENNEDY, hand=["c07"])
    set_support(g, NY=-5)
    g.media[0] = 1  # Kennedy media in the East
    campaign_with(g, "c07")
    bag = list(g.bag)
    assert "campaign:NY:2" not in g.legal_ids(KENNEDY)
    g.apply(KENNEDY, "campaign:NY:1")
    assert g.support[idx("NY")] == -4 and g.bag == bag, "opposing cube removed, no draw"


def test_harris_polls_exempt_gaining_state_support_but_not_advertising():
    """Card 11 spares Kennedy the checks of gaining state support, by campaigning or by an
    event; advertising's checks are its mechanism (B2), so they are still drawn."""
    g = at_play(KENNEDY, hand=["c07"])
    g.turn_mods = [[KENNEDY, "exempt"]]
    set_support(g, NY=-5)
    campaign_with(g, "c07")
    bag = list(g.bag)
    assert "campaign:NY:2" not in g.legal_ids(KENNEDY)   # nothing to declare: no checks
    g.apply(KENNEDY, "campaign:NY:1")
    assert g.support[idx("NY")] == -4 and g.bag == bag
    g = at_play(KENNEDY, hand=["c54"])   # Hyde Park Visit: two support in New York
    g.turn_mods = [[KENNEDY, "exempt"]]
    set_support(g, NY=-5)   # Nixon carries New York: checks would be needed
    bag = list(g.bag)
    g.apply(KENNEDY, "play:c54:event")
    assert g.legal_ids(KENNEDY) == ["place:NY:1"]   # nothing to declare
    finish_tasks(g)
    assert g.support[idx("NY")] == -3 and g.bag == bag
    g = at_play(KENNEDY, hand=["c07"])
    g.turn_mods = [[KENNEDY, "exempt"]]
    g.apply(KENNEDY, "play:c07:media")
    assert [e for e in g.log if e.key == "advertise"][-1].args["count"] == 3


def test_B2_advertising_draws_one_check_per_cp():
    g = at_play(NIXON, hand=["c16"])  # 3 CP
    g.apply(NIXON, "play:c16:media")
    draws = [e for e in g.log if e.key == "advertise"][-1].args
    assert draws["count"] == 3
    while g.tasks[-1]["k"] == "media_place":
        g.apply(NIXON, "media:South")
    assert g.media[2] == -draws["won"]


def test_B3_issue_cubes_cost_one_then_two_on_the_same_issue():
    g = at_play(KENNEDY, hand=["c07"])  # 3 CP
    g.apply(KENNEDY, "play:c07:issues")
    g.apply(KENNEDY, "issue:economy")
    task = g.tasks[-1]
    assert task["cp"] == 2
    g.apply(KENNEDY, "issue:economy")
    assert task["cp"] == 0 and g.issues[0] == 2


def test_B3_opposing_issue_cubes_are_removed_first():
    g = at_play(KENNEDY, hand=["c07"])
    g.issues[1] = -2
    g.apply(KENNEDY, "play:c07:issues")
    for _ in range(3):
        if "issue:defense" in g.legal_ids(KENNEDY):
            g.apply(KENNEDY, "issue:defense")
    assert g.issues[1] == 0


def test_restricted_positioning_bars_the_cards_own_issue():
    g = at_play(KENNEDY, hand=["c07"], restricted_positioning=True)  # defense icon
    g.apply(KENNEDY, "play:c07:issues")
    assert "issue:defense" not in g.legal_ids(KENNEDY)
    assert "issue:economy" in g.legal_ids(KENNEDY)


def test_C_candidate_card_gives_5_cp_and_is_exhausted():
    g = at_play(KENNEDY, hand=["c07"])
    g.apply(KENNEDY, "play:candidate:campaign")
    assert g.tasks[-1]["cp"] == 5 and g.cand_ready[KENNEDY] is False
    assert g.hands[KENNEDY] == ["c07"], "the candidate card is not part of the hand"
    assert g.rest[KENNEDY] == 0


def test_rest_cubes_are_collected_when_a_card_is_played():
    g = at_play(KENNEDY, hand=["c07"])  # 1 rest cube
    g.apply(KENNEDY, "play:c07:campaign")
    assert g.rest == [1, 0]


def test_triggering_costs_one_momentum_and_the_player_keeps_the_rest_cubes():
    g = at_play(KENNEDY, hand=["c15"])  # The Kitchen Debate, a Nixon event
    g.apply(KENNEDY, "play:c15:issues")
    g.apply(KENNEDY, "done")
    assert g.decision().seats == (NIXON,) and g.tasks[-1]["k"] == "trigger"
    g.apply(NIXON, "trigger")
    assert g.momentum == [2, 2 - 1 + 1]
    assert g.issues[1] == -2
    assert g.rest == [0, 0]  # Kitchen Debate has no rest cubes, and none go to Nixon
    assert "c15" in g.removed and "c15" not in g.discard


def test_declined_trigger_discards_the_card():
    g = at_play(KENNEDY, hand=["c15"])
    g.apply(KENNEDY, "play:c15:issues")
    g.apply(KENNEDY, "done")
    g.apply(NIXON, "decline")
    assert "c15" in g.discard and g.momentum == [2, 2]


def test_preempting_costs_two_momentum_and_stops_the_trigger():
    g = at_play(KENNEDY, hand=["c15"])
    g.apply(KENNEDY, "preempt:c15:issues")
    assert g.momentum[KENNEDY] == 0
    g.apply(KENNEDY, "done")
    assert g.tasks[-1]["k"] == "play" and g.tasks[-1]["s"] == NIXON
    assert "c15" in g.discard


def test_no_trigger_without_momentum():
    g = at_play(KENNEDY, hand=["c15"])
    g.momentum[NIXON] = 0
    g.apply(KENNEDY, "play:c15:issues")
    g.apply(KENNEDY, "done")
    assert g.tasks[-1]["k"] == "play"


def test_playing_as_an_event_removes_the_card():
    g = at_play(KENNEDY, hand=["c17"])  # Kennedy Announces
    g.apply(KENNEDY, "play:c17:event")
    finish_tasks(g)
    assert g.support[idx("MA")] == 4 and g.momentum[KENNEDY] == 3
    assert "c17" in g.removed


def test_losing_support_never_gives_the_opponent_cubes():
    g = at_play(NIXON, hand=["c34"])  # Kennedy loses two in Missouri or Illinois
    set_support(g, MO=1, IL=0)
    g.apply(NIXON, "play:c34:event")
    assert g.tasks[-1]["k"] == "remove" and g.tasks[-1]["s"] == NIXON, "the gainer chooses"
    assert g.legal_ids(NIXON) == ["remove:MO"]
    finish_tasks(g)
    assert g.support[idx("MO")] == 0 and g.support[idx("IL")] == 0


def test_event_support_needs_checks_where_campaigning_would():
    g = at_play(NIXON, hand=["c16"])  # Nixon gains three in New York
    set_support(g, NY=5)
    g.apply(NIXON, "play:c16:event")
    assert "place:NY:3" in g.legal_ids(NIXON)
    g.apply(NIXON, "place:NY:3")
    assert [e for e in g.log if e.key == "support_checks"][-1].args["count"] == 3


def test_vice_presidential_card_needs_a_card_with_only_your_icon():
    g = at_play(KENNEDY, hand=["c07", "c12"], vice_presidents=True)
    legal = g.legal_ids(KENNEDY)
    assert "vp:c07:campaign" in legal and not any(a.startswith("vp:c12") for a in legal)
    g.apply(KENNEDY, "vp:c07:event")
    assert "c07" in g.discard and "c05" in g.removed and g.vp_aside[KENNEDY] == []


def test_vice_presidential_cards_are_out_of_the_deck_with_the_option():
    g = at_play(KENNEDY, hand=["c07"], vice_presidents=True)
    assert "c05" not in g.deck and "c06" not in g.deck
    assert g.vp_aside == [["c05"], ["c06"]]


def test_illegal_action_leaves_the_state_unchanged():
    g = at_play(KENNEDY, hand=["c07"])
    digest = g.digest()
    with pytest.raises(IllegalAction):
        g.apply(KENNEDY, "play:c99:event")
    with pytest.raises(IllegalAction):
        g.apply(NIXON, "play:c07:event")
    assert g.digest() == digest
