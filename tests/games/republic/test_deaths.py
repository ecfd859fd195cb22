"""Death (Reglas especiales: Muerte): each office case and the last-statesman rescue."""

from hustings.games.republic.content import SID
from hustings.games.republic.deaths import kill
from hustings.games.republic.offices import appoint

from .helpers import act, example_turn_one, last_statesman_lost, refresh, set_factions, step_ids


def test_president_dies_vice_president_succeeds_without_gain():
    st = example_turn_one()
    adams = SID["jadams"]
    st.pop[SID["washington"]] = 4
    kill(st, SID["washington"])
    assert st.president() == adams and st.office("vp") == -1
    assert st.pop[adams] == 0 and st.elected[adams] == 0
    assert st.vp[0] == 4                     # his popularity cubes became victory points


def test_president_dies_without_vice_president_congress_party_chooses():
    st = example_turn_one()
    st.set_office("vp", -1)
    kill(st, SID["washington"])
    refresh(st)
    # Free Liberals (Franklin 6, Madison 6, Burr 5, ...) outvote free Conservatives.
    assert st.step == "succession"
    assert st.decision().simultaneous
    assert set(st.decision().seats) == {0, 3}  # Franklin's and Madison's players
    st.faction_ip[0], st.faction_ip[3] = 3, 3
    st.apply(0, "bid:1")
    assert st.step == "succession" and st.decision().seats == (3,)
    st.apply(3, "bid:2")
    assert st.president() == SID["madison"]
    assert st.faction_ip[3] == 1 and st.faction_ip[0] == 3  # only the winner pays


def test_tied_succession_bids_go_to_the_oldest_who_alone_pays():
    st = example_turn_one()
    st.set_office("vp", -1)
    kill(st, SID["washington"])
    refresh(st)
    st.apply(0, "bid:2")
    st.apply(3, "bid:2")
    assert st.president() == SID["franklin"]     # born 1706
    assert st.faction_ip[0] == 1 and st.faction_ip[3] == 3


def test_vice_president_of_the_other_party_succeeds_and_keeps_the_officers():
    """Muerte 1, Presidente: when the vice president takes over, every officer stays in
    place, even one outside the new president's party (only a president chosen by
    Congress may replace them, 1c)."""
    st = example_turn_one()
    st.set_office("vp", SID["madison"])
    kill(st, SID["washington"])
    assert st.president() == SID["madison"]
    assert st.office("treasury") == SID["hamilton"]   # a Conservative, kept
    assert st.office("state") == SID["jefferson"]
    assert st.invariant_errors() == []


def test_new_president_chosen_by_congress_clears_foreign_officers():
    """Muerte 1c: a president of the other party chosen by Congress may re-appoint the
    officers outside his party."""
    st = example_turn_one()
    st.set_office("vp", -1)
    set_factions(st, [["washington", "gclinton"], ["hamilton", "ccpinckney"], ["jefferson", "henry"],
                      ["burr", "madison"], ["jadams", "jay"]])
    st.set_office("state", SID["jefferson"])
    st.set_office("treasury", SID["hamilton"])
    st.set_office("vp", -1)
    kill(st, SID["washington"])
    refresh(st)
    # Free Liberals (Madison 6, Burr 5, Clinton 4, Henry 2) outvote free Conservatives:
    # Madison alone has the most votes and takes office.
    assert st.president() == SID["madison"]
    assert st.step == "reappoint" and st.decision().seats == (3,)
    assert step_ids(st, 3) == ["replace:treasury", "retain:treasury"]
    act(st, "replace:treasury")
    assert st.office("treasury") == -1          # Hamilton, a Conservative, is out
    assert st.office("state") == SID["jefferson"]


def test_new_president_chosen_by_congress_may_keep_a_foreign_officer():
    """Muerte 1c: re-appointing is his choice; an officer he keeps stays without a gain,
    and a replaced one's successor is appointed with the usual gain."""
    st = example_turn_one()
    st.set_office("vp", -1)
    set_factions(st, [["washington", "gclinton"], ["hamilton", "ccpinckney"], ["jefferson", "henry"],
                      ["burr", "madison"], ["jadams", "jay"]])
    st.set_office("war", SID["jadams"])   # a Conservative, freed from the vice presidency
    kill(st, SID["washington"])
    refresh(st)
    assert st.president() == SID["madison"]
    pop = st.pop[SID["hamilton"]]
    assert step_ids(st, 3) == ["replace:treasury", "retain:treasury"]
    act(st, "retain:treasury")
    assert step_ids(st, 3) == ["replace:war", "retain:war"]
    act(st, "retain:war")
    assert st.office("war") == SID["jadams"] and st.office("treasury") == SID["hamilton"]
    assert st.pop[SID["hamilton"]] == pop and st.step != "reappoint"
    assert st.invariant_errors() == []


def test_a_successor_to_elbridge_gerry_keeps_every_officer():
    """Muerte 1c and Elbridge Gerry: Gerry counts as a member of either party, so a
    successor chosen by Congress after his death is never of a different party and may
    not replace the officers."""
    st = example_turn_one()
    set_factions(st, [["franklin", "washington", "gerry"], ["hamilton", "ccpinckney"],
                      ["jefferson", "henry"], ["burr", "madison", "monroe"], ["jadams", "jay"]])
    st.offices = [-1] * 8
    st.set_office("president", SID["gerry"])
    st.set_office("state", SID["jefferson"])
    st.set_office("treasury", SID["hamilton"])
    kill(st, SID["gerry"])
    refresh(st)
    while st.step == "succession":
        act(st, "bid:0")
    assert st.president() >= 0 and st.step != "reappoint"
    assert st.office("treasury") == SID["hamilton"] and st.office("state") == SID["jefferson"]


def test_officer_dies_replacement_gains_no_popularity():
    st = example_turn_one()
    kill(st, SID["jefferson"])
    assert st.office("state") == -1
    appoint(st, "state", SID["jqadams"])
    assert st.pop[SID["jqadams"]] == 0
    appoint(st, "war", SID["pickering"])
    assert st.pop[SID["pickering"]] == 1


def test_influence_on_the_dead_returns_to_the_supply():
    st = example_turn_one()
    st.ip_on[SID["gclinton"]] = 3
    st.pop[SID["gclinton"]] = -2
    kill(st, SID["gclinton"])
    assert st.ip_on[SID["gclinton"]] == 0 and st.vp[0] == -2
    assert st.congress_votes(0) == 12


def test_losing_the_last_statesman_brings_a_gift_from_the_richest():
    st = last_statesman_lost()
    assert st.step == "rescue_name" and st.decision().seats == (3,)
    assert step_ids(st, 3) == ["name:1", "name:2"]
    act(st, "name:2")
    assert st.decision().seats == (2,)
    act(st, "give:henry")
    assert st.owner[SID["henry"]] == 3
    assert all(c in st.revealed for c in st.hands[3])


def test_the_rescue_never_takes_the_president_while_another_can_give():
    """Muerte 6 and our ruling: the named player keeps the president, so a player whose
    only statesman is the president is not named while a tied player can give another."""
    st = example_turn_one()
    set_factions(st, [["washington"], ["hamilton"], ["jefferson"], ["burr"], ["jadams"]])
    st.set_office("president", SID["washington"])
    st.hands[3] = [c for c in st.hands[3] if c not in SID]
    kill(st, SID["burr"])
    refresh(st)
    assert st.step == "rescue_name" and st.decision().seats == (3,)
    assert step_ids(st, 3) == ["name:1", "name:2", "name:4"]


def test_an_office_holder_chosen_by_congress_leaves_his_old_office():
    st = example_turn_one()
    set_factions(st, [["washington"], ["hamilton"], ["jefferson"], ["burr"], ["jadams"]])
    st.offices = [-1] * 8
    st.set_office("president", SID["washington"])
    for office, slug in (("treasury", "hamilton"), ("state", "jefferson"), ("war", "burr"),
                         ("envoy", "jadams")):
        st.set_office(office, SID[slug])
    kill(st, SID["washington"])
    refresh(st)
    while st.step in ("succession", "rescue_name", "rescue_give"):
        seat = st.decision().seats[0]
        st.apply(seat, "bid:0" if st.step == "succession" else st.legal_ids(seat)[0])
    pres = st.president()
    assert pres >= 0 and list(st.offices).count(pres) == 1


def test_an_officer_may_be_moved_into_an_office_emptied_by_death():
    """Muerte 1, otro titular (with Los departamentos, dimisiones): the president may name
    a sitting officer to replace a dead one; the office he leaves is filled in turn, and
    none of these replacements gains popularity. The president's own officers are his to
    move; another player's officer moves only if that player agrees, since nobody can be
    made to give up an office (Elegibilidad)."""
    st = example_turn_one()
    set_factions(st, [["franklin", "washington", "gclinton", "hamilton", "jay"],
                      ["ccpinckney", "marshall"], ["jefferson", "henry", "wharrison"],
                      ["burr", "madison", "monroe", "crawford", "pickering"],
                      ["jadams", "jackson", "jqadams"]])
    st.set_office("war", SID["pickering"])   # seat 3's officer
    refresh(st)
    assert st.step == "agenda"
    kill(st, SID["jefferson"])
    refresh(st)
    seat = st.decision().seats[0]
    assert "appoint:state:hamilton" in st.legal_ids(seat)
    assert "appoint:state:jay" in st.legal_ids(seat)          # the Chief Justice too
    act(st, "appoint:state:pickering")
    assert st.decision().seats == (3,) and st.office("war") == SID["pickering"]
    assert {"agree_move", "refuse_move"} <= set(st.legal_ids(3))
    act(st, "refuse_move")                                     # he stays at War
    assert st.office("war") == SID["pickering"] and st.office("state") == -1
    assert st.decision().seats == (seat,)
    assert "appoint:state:pickering" not in st.legal_ids(seat)  # asked once a turn
    act(st, "appoint:state:hamilton")
    assert st.office("state") == SID["hamilton"] and st.office("treasury") == -1
    assert st.pop[SID["hamilton"]] == 0
    assert st.invariant_errors() == []
    ids = st.legal_ids(seat)
    assert "appoint:treasury:jay" in ids              # the chain goes on...
    assert "appoint:treasury:hamilton" not in ids     # ...but nobody moves twice a turn
    act(st, "appoint:treasury:jqadams")
    assert st.pop[SID["jqadams"]] == 0                      # a replacement as well
    assert st.invariant_errors() == []


def test_a_vacancy_only_officers_could_fill_does_not_hold_up_the_issues():
    """Muerte 1, otro titular: moving an officer is allowed, not required; with nobody
    free the dead man's office may stay empty."""
    st = example_turn_one()
    refresh(st)
    set_factions(st, [["washington", "hamilton"], [], ["jefferson", "jqadams"], ["pickering"],
                      ["jadams", "jay", "jackson"]])
    for office, slug in (("state", "jefferson"), ("treasury", "hamilton"), ("war", "pickering"),
                         ("envoy", "jqadams"), ("general", "jackson")):
        st.set_office(office, SID[slug])
    st.drawn = 4
    kill(st, SID["jefferson"])
    refresh(st)
    seat = st.decision().seats[0]
    ids = st.legal_ids(seat)
    assert "appoint:state:hamilton" in ids
    assert "end" in ids


def test_another_players_officer_who_agrees_moves_into_the_vacancy():
    st = example_turn_one()     # Hamilton (Treasury) is seat 1's
    refresh(st)
    kill(st, SID["jefferson"])
    refresh(st)
    act(st, "appoint:state:hamilton")
    assert st.decision().seats == (1,)
    labels = {a.id: a.label for a in st.legal_actions(1)}
    assert labels["agree_move"] == "Agree: Alexander Hamilton to become Secretary of State"
    act(st, "agree_move")
    assert st.office("state") == SID["hamilton"] and st.office("treasury") == -1
    assert st.pop[SID["hamilton"]] == 0 and st.invariant_errors() == []


def test_a_general_or_chief_justice_dead_before_the_issues_is_replaced_without_popularity():
    """Muerte 1, otro titular: the General and the Chief Justice do not resign when the
    issues phase begins, so a death vacancy in either keeps its mark until it is filled."""
    from hustings.games.republic.offices import vacate_cabinet
    st = example_turn_one()
    st.set_office("general", SID["jackson"])
    kill(st, SID["jackson"])
    kill(st, SID["jay"])
    vacate_cabinet(st)          # the next issues phase begins
    assert sorted(st.no_pop) == ["general", "justice"]
    appoint(st, "general", SID["wharrison"])
    appoint(st, "justice", SID["marshall"])
    assert st.pop[SID["wharrison"]] == 0 and st.pop[SID["marshall"]] == 0
