"""Optional rules and the reduced-negotiation variant; Elbridge Gerry."""

import pytest

from hustings.games.republic.committee import committee_order
from hustings.games.republic.content import SID
from hustings.games.republic.deaths import kill
from hustings.games.republic.election import gerry_last
from hustings.games.republic.offices import candidates
from hustings.games.republic.people import reduced_faction_allowed

from .helpers import act, example_turn_one, new, refresh, rig_dice, set_factions, step_ids


def test_reduced_negotiation_committee_claims_in_vote_order():
    st = new(5, 4, {"reduced_negotiation": True})
    assert st.step == "committee"
    order = committee_order(st)
    assert st.decision().seats == (order[0],)
    assert all(i.startswith("claim:") for i in step_ids(st, order[0]))
    for i in st.legal_ids(order[0]):
        assert st.owner[SID[i.split(":")[2]]] == order[0]   # only his own statesmen
    while st.step == "committee":
        act(st, st.legal_ids(st.decision().seats[0])[0])
    assert st.step == "agenda"
    assert not any(i.startswith("appoint:") for i in st.legal_ids(st.president_seat()))


def test_reduced_negotiation_dead_officer_goes_to_the_fewest_votes():
    st = new(5, 4, {"reduced_negotiation": True})
    while st.step == "committee":
        act(st, st.legal_ids(st.decision().seats[0])[0])
    holder = next(st.office(o) for o in ("state", "treasury", "war", "envoy") if st.office(o) >= 0)
    office = st.office_of(holder)
    kill(st, holder)
    refresh(st)
    if st.step == "committee":
        seat = st.decision().seats[0]
        fewer = [s for s in range(5) if st.congress_votes(s) < st.congress_votes(seat)]
        assert all(not any(st.owner[c] == s for c in candidates(st, office)) for s in fewer)
        act(st, st.legal_ids(seat)[0])
        assert st.office(office) >= 0


def test_reduced_faction_lets_a_one_statesman_player_ask_for_another():
    st = example_turn_one()
    st.opts["reduced_faction"] = True
    set_factions(st, [["washington", "gclinton", "franklin"], ["hamilton", "marshall"],
                      ["jefferson"], ["burr", "madison"], ["jadams", "jay"]])
    st.set_office("state", -1)
    st.hands[2] = [c for c in st.hands[2] if c not in SID]
    st.faction_ip[2] = 2
    assert reduced_faction_allowed(st, 2)
    st.phase = "people"
    st.ctx = {"stage": "round", "queue": [2]}
    refresh(st)
    act(st, "reduced_faction")
    assert st.faction_ip[2] == 1
    assert st.decision().seats == (0,)     # the only player with the most statesmen gives
    act(st, "give:gclinton")
    assert st.owner[SID["gclinton"]] == 2
    assert not reduced_faction_allowed(st, 2)


def test_bad_reputation_black_cube_and_civil_war_exclusion():
    st = example_turn_one()
    st.opts["bad_reputation"] = True
    st.tension = 4
    st.add_tension(1, 3)
    assert st.black[3] == 1 and st.over == "civil_war"
    assert 3 not in st.result().winners
    st.black = [1] * st.n                    # every player barred: nobody wins
    assert st.result().winners == ()


def test_gerry_places_last_or_first_at_zero_support():
    st = example_turn_one()
    gerry, jay = SID["gerry"], SID["jay"]
    st.support = 2
    assert gerry_last(st, [[gerry, "P"], [jay, "P"]])[0] == [jay, "P"]
    st.support = 0
    assert gerry_last(st, [[jay, "P"], [gerry, "P"]])[0] == [gerry, "P"]


def test_gerry_is_never_a_party_leader_or_two_party_nominee():
    from hustings.games.republic.election import eligible
    st = example_turn_one()
    gerry = SID["gerry"]
    set_factions(st, [["washington", "gerry"], ["hamilton"], ["jefferson"], ["burr"], ["jadams"]])
    st.pop[gerry] = 30
    assert st.party_leader("L") != gerry and st.party_leader("C") != gerry
    assert not eligible(st, gerry, False) and eligible(st, gerry, True)


def test_persuasion_leaders_named_after_setup_and_immune():
    from hustings.games.republic.persuasion import modifiers, persuade_ids
    st = new(3, 8, {"persuasion": True})
    assert st.step == "faction_leader"
    pres = st.president_seat()
    assert st.decision().seats == (pres,)
    while st.step == "faction_leader":
        act(st, st.legal_ids(st.decision().seats[0])[0])
    assert all(leader >= 0 for leader in st.faction_leader)
    ids = persuade_ids(st, 0)
    leaders = {st.slug(s) for s in st.faction_leader}
    assert ids and not any(i.split(":")[2] in leaders for i in ids)
    washington, jefferson = SID["washington"], SID["jefferson"]
    # Washington (president, older by 11 years, same state, more popular) on Jefferson.
    base = 1 + 1 + 1
    leader_bonus = 0
    owner_leader = st.faction_leader[st.owner[jefferson]]
    if owner_leader >= 0:
        from hustings.games.republic.content import HOME, STATESMEN
        born = {i: s.born for i, s in enumerate(STATESMEN)}
        leader_bonus += abs(born[owner_leader] - born[jefferson]) < 5
        leader_bonus += HOME[owner_leader] == HOME[jefferson]
    if st.owner[washington] != st.owner[jefferson]:
        assert modifiers(st, washington, jefferson) == base + leader_bonus


def test_persuasion_spending_alternates_until_both_pass():
    st = example_turn_one()
    st.opts["persuasion"] = True
    st.faction_leader = [SID["franklin"], SID["hamilton"], SID["henry"], SID["madison"], SID["jay"]]
    st.phase = "people"
    st.ctx = {"stage": "round", "queue": [0]}
    st.faction_ip = [9, 9, 9, 9, 9]
    refresh(st)
    act(st, "persuade:washington:jefferson")
    if st.step == "persuasion":
        total = st.ctx["persuasion"]["total"]
        while st.step == "persuasion":
            seat = st.decision().seats[0]
            act(st, "pspend:1" if seat == 0 and st.ctx["persuasion"]["total"] < 12 else "ppass")
        assert st.owner[SID["jefferson"]] == (0 if max(total, 12) >= 12 else 2)
    assert not any(i.startswith("persuade:") for i in st.legal_ids(0))  # once per initiative


def _persuasion_round(faction_ip):
    st = example_turn_one()
    st.opts["persuasion"] = True
    st.faction_leader = [SID["franklin"], SID["hamilton"], SID["henry"], SID["madison"], SID["jay"]]
    st.phase = "people"
    st.ctx = {"stage": "round", "queue": [0]}
    st.faction_ip = list(faction_ip)
    refresh(st)
    return st


def test_persuasion_is_paid_from_faction_influence_only():
    """Influence on a statesman's card serves issues and the three activities only (El
    pueblo 1): neither side of a persuasion may spend it (see rulings, version 8)."""
    washington, jefferson = SID["washington"], SID["jefferson"]
    st = _persuasion_round([0, 9, 2, 9, 9])
    st.ip_on[washington] = 3
    assert not any(i.startswith("persuade:") for i in step_ids(st, 0))   # 3 on the card: no
    st = _persuasion_round([1, 9, 2, 9, 9])
    st.ip_on[washington], st.ip_on[jefferson] = 3, 3
    assert "persuade:washington:jefferson" in step_ids(st, 0)
    rig_dice(st, 1, 2)                       # a low total: the persuader spends first
    act(st, "persuade:washington:jefferson")
    assert st.faction_ip[0] == 0 and st.ip_on[washington] == 3   # the attempt's point
    assert st.step == "persuasion" and st.decision().seats == (0,)
    assert step_ids(st, 0) == ["ppass"]      # his card's 3 cannot buy the difference
    act(st, "ppass")
    assert st.decision().seats == (2,)
    assert step_ids(st, 2) == ["ppass", "pspend:1"]
    act(st, "pspend:1")
    assert st.faction_ip[2] == 1 and st.ip_on[jefferson] == 3
    act(st, "ppass")
    act(st, "pspend:1")
    assert st.faction_ip[2] == 0
    act(st, "ppass")
    assert step_ids(st, 2) == ["ppass"]      # his faction is spent; Jefferson's card is not
    act(st, "ppass")
    assert "persuasion" not in st.ctx and st.owner[jefferson] == 2


def test_era_a_only_is_refused_with_a_scenario():
    """Ending after era A shortens the standard game only (Escenarios adicionales)."""
    from hustings.engine import BadOptions
    for scenario in ("B", "C"):
        with pytest.raises(BadOptions, match="era_a_only"):
            new(3, 1, {"scenario": scenario, "era_a_only": True})
    assert new(3, 1, {"scenario": "A", "era_a_only": True}).opts["last_era"] == 0
    assert new(3, 1, {"scenario": "B"}).opts["last_era"] == 1


def test_mala_reputacion_example_1_ignoring_war_bonds_marks_the_president():
    st = example_turn_one()
    st.opts["bad_reputation"] = True
    from .helpers import put_on_top
    put_on_top(st, "war_bonds")
    act(st, "draw")
    act(st, "ignore")
    assert st.tension == 1 and st.black == [1, 0, 0, 0, 0]


def test_mala_reputacion_chief_justice_who_upholds_a_tension_raising_act_is_marked():
    from .helpers import sedition_act_up_for_review
    st = example_turn_one()
    st.opts["bad_reputation"] = True
    sedition_act_up_for_review(st)
    assert st.decision().seats == (4,)   # Jay's player could still cancel it
    tension = st.tension
    act(st, "review:uphold")
    assert st.tension == tension + 1 and st.black == [0, 0, 0, 0, 1]


def test_mala_reputacion_example_2_treasurer_who_will_not_spend_is_marked():
    st = example_turn_one()
    st.opts["bad_reputation"] = True
    from .helpers import put_on_top
    st.set_office("treasury", SID["ccpinckney"])     # ability 2 against difficulty 3
    st.set_office("state", -1)
    put_on_top(st, "war_bonds")
    act(st, "draw")
    act(st, "assign:a:treasury")
    assert st.decision().seats == (1,)
    act(st, "decline")
    assert st.tension == 1 and st.black == [0, 1, 0, 0, 0]


def test_mala_reputacion_a_vice_president_who_breaks_a_tie_against_is_marked():
    """Procedimiento 3, empate: the vice president alone decides a tied Congress, after
    the president has voted; failing the Bill of Rights raises tension, so his player
    is the last who could have prevented it."""
    from .helpers import put_on_top
    st = example_turn_one()
    st.opts["bad_reputation"] = True
    st.faction_ip = [0] * st.n
    put_on_top(st, "bill_of_rights")
    act(st, "draw")
    act(st, "assign:a:president")
    for vote in ("abstain", "abstain", "nay:0", "abstain", "yea:0"):   # 16 against 16
        act(st, vote)
    assert st.decision().seats == (4,) and "tie:fail" in st.legal_ids(4)   # Adams, seat 4
    act(st, "tie:fail")
    assert st.tension == 1 and st.black == [0, 0, 0, 0, 1]
