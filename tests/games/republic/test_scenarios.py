"""Scenarios B (1805) and C (1841) and the options: set-ups, and random games through
the same protocol checks the conformance suite applies to the standard game."""

import json
import random

import pytest

from hustings.engine import Match
from hustings.engine.protocol import strings_in
from hustings.games.republic import GAME
from hustings.games.republic.content import SID

from .helpers import new


def test_scenario_b_setup():
    st = new(4, 3, {"scenario": "B"})
    jefferson = SID["jefferson"]
    assert st.president() == jefferson and st.elected[jefferson] == 2
    assert st.office("vp") == SID["gclinton"] and st.office("justice") == SID["marshall"]
    assert (st.revenue, st.reserves, st.tension, st.support) == (15, -20, 1, 3)
    assert st.taxes_active == ["tariff_1"]
    assert {"KY", "OH", "TN"} <= set(st.admitted)
    assert "twelfth" in st.flags and "judicial_review" in st.in_play_cards
    assert st.spouse_on[SID["madison"]] == 1
    assert st.popularity(jefferson) == 6 + 6 and st.pop[jefferson] == 0
    assert st.ip_on[jefferson] >= 2
    for gone in ("franklin", "washington", "hamilton", "burr"):
        assert st.status[SID[gone]] == 2
    assert st.phase == "people"
    assert all(c not in st.deck for c in ("abigail", "panic_1797", "sabotage_1"))
    assert sorted(len(st.statesmen_of(s)) for s in range(4)) == [4, 4, 4, 4]
    assert all(st.issue_deck) and {GAME.new_state(4, 3, {"scenario": "B"}).era} == {1}


def test_scenario_b_three_players_third_starts_with_coalition_building():
    st = new(3, 3, {"scenario": "B"})
    assert any(c.startswith("coalition") for c in st.hands[2])


def test_scenario_c_setup():
    st = new(6, 3, {"scenario": "C"})
    assert st.president() == SID["wharrison"] and st.office("vp") == SID["tyler"]
    assert st.office("justice") == SID["taney"]
    assert (st.revenue, st.reserves, st.tension, st.support) == (-1, -30, 2, -3)
    assert "texas_republic" in st.in_play_cards
    assert len(st.admitted) == 9 + 12
    assert st.owner[SID["lincoln"]] == 5
    assert any(c.startswith("coalition") for c in st.hands[0])
    assert st.popularity(SID["gallatin"]) == 3 + 4
    assert all(c.startswith("admit_") or c in {
        "mexican_war", "compromise_1850", "kansas_nebraska", "bleeding_kansas", "dred_scott",
        "wilmot_proviso", "oregon_treaty", "gadsden_purchase", "john_brown", "panic_1857",
        "third_seminole_war", "fugitive_slave_act", "seneca_falls", "pacific_railroad"}
        for c in st.issue_deck)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_scenario_c_keeps_polk_only_where_a_faction_is_dealt_him(players):
    st = new(players, 1, {"scenario": "C"})
    polk = SID["polk"]
    if players >= 5:
        assert st.status[polk] == 1 and st.owner[polk] >= 0
    else:  # removed with the rest of Generation I
        assert st.status[polk] == 2
        assert "polk" not in st.deck and not any("polk" in hand for hand in st.hands)




@pytest.mark.parametrize("options", [{"scenario": "B"}, {"scenario": "C"},
                                     {"bad_reputation": True, "era_a_only": True},
                                     {"reduced_negotiation": True, "reduced_faction": True},
                                     {"persuasion": True}])
@pytest.mark.parametrize("players", [3, 6])
def test_random_games_keep_the_protocol(options, players):
    match = Match("republic", players, 17, options)
    chooser = random.Random(17)
    steps = 0
    while (decision := match.state.decision()) is not None:
        st = match.state
        steps += 1
        assert steps < GAME.max_decisions
        assert st.invariant_errors() == []
        if steps % 5 == 0:
            digest = st.digest()
            assert GAME.state_from_json(json.loads(json.dumps(st.to_json()))).digest() == digest
            secrets = st.secrets()
            for viewer in [None, *range(players)]:
                seen = strings_in(st.view(viewer))
                for owner, values in secrets.items():
                    if owner != viewer:
                        assert not seen & values
            seat = decision.seats[0]
            assert st.determinize(seat, random.Random(steps)).view(seat) == st.view(seat)
        seat = decision.seats[0]
        match.apply(seat, chooser.choice(st.legal_ids(seat)))
    assert match.state.result() is not None


def test_era_a_only_ends_when_era_a_is_spent():
    st = new(3, 5, {"era_a_only": True})
    assert st.opts["last_era"] == 0
