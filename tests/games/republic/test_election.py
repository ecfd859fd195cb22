"""Elections: the rulebook's worked example (placement order and result) and the
regime rules."""

from hustings.engine import load_game
from hustings.games.republic.content import PARTY, SID
from hustings.games.republic.election import regime, states_won, tally
from hustings.games.republic.logtext import person

from .helpers import act, example_turn_one, log_text, refresh, set_factions, step_ids


def _to_election(st):
    st.ctx = {}
    st.phase = "treasury"
    refresh(st)


def _example_election():
    st = example_turn_one()
    st.admitted.append("KY")
    st.support = 2                          # public support with the Liberals
    st.pop[SID["hamilton"]] = 10            # the two parties' most popular statesmen
    st.pop[SID["madison"]] = 10
    _to_election(st)
    return st


def test_ejemplo_de_eleccion_nominees_and_running_mates():
    st = _example_election()
    assert regime(st) == ("two", "")
    assert st.ctx["pres"] == [SID["hamilton"], SID["madison"]]
    # The Conservatives, without public support, announce their running mate first.
    assert st.step == "mate" and st.decision().seats == (1,)
    act(st, "mate:marshall")
    assert st.decision().seats == (3,)
    act(st, "mate:burr")
    assert st.step == "place"


# Each candidate's states in the order the example claims them; the engine decides whose
# turn it is, and who cannot place, by itself.
CLAIMS = {
    "madison": ["VA", "MD", "PA", "NJ", "DE", "KY", "NC", "GA"],
    "burr": ["NY", "MA"],
    "hamilton": ["NY", "PA", "MD", "NJ", "DE", "MA"],
    "marshall": ["VA", "KY", "NC", "GA"],
}


def test_ejemplo_de_eleccion_placement_order_and_result():
    st = _example_election()
    act(st, "mate:marshall")
    act(st, "mate:burr")
    assert [c[0] for c in st.ctx["order"]] == [SID[s] for s in ("madison", "burr", "hamilton", "marshall")]
    claims = {SID[k]: list(v) for k, v in CLAIMS.items()}
    while st.step == "place":
        placer = st.ctx["queue"][st.ctx["qi"]][0]
        act(st, f"place:{claims[placer].pop(0)}")
    assert all(not v for v in claims.values())
    cannot = [e.args["statesman"] for e in st.log if e.key == "cannot_place"]
    assert cannot[:2] == ["Aaron Burr", "Aaron Burr"]
    assert "John Marshall" in cannot and "Alexander Hamilton" in cannot
    totals = {e.key: e.args for e in st.log if e.key == "election_totals"}["election_totals"]["totals"]
    assert sorted(totals.split(", ")) == ["Aaron Burr 50", "Alexander Hamilton 85", "James Madison 88",
                                          "John Marshall 53"]
    madison, hamilton, washington = SID["madison"], SID["hamilton"], SID["washington"]
    assert st.president() == madison and st.office("vp") == hamilton
    assert st.pop[madison] == 10 + 3 and st.elected[madison] == 1
    assert st.pop[hamilton] == 10 + 1
    assert st.office("treasury") == -1          # Hamilton left the Treasury for the VP chair
    assert st.status[washington] == 2           # the outgoing president retires
    assert st.phase == "people"


def test_first_presidential_placer_may_defer_his_first_cube():
    st = _example_election()
    act(st, "mate:marshall")
    act(st, "mate:burr")
    assert "defer" in st.legal_ids(3)
    act(st, "defer")
    order = [q[0] for q in st.ctx["queue"]]
    assert order == [SID[s] for s in ("burr", "hamilton", "madison", "marshall")]


def test_single_party_dominance_fields_only_the_dominant_party():
    st = example_turn_one()
    st.support = 9
    _to_election(st)
    assert st.ctx["regime"] == "single" and st.ctx["party"] == "L"
    while st.step == "run":
        act(st, "run")
    assert all(PARTY[s] in ("L", "X") for s in st.ctx["pres"])
    assert 1 < len(st.ctx["pres"]) <= 4


def test_post_twelfth_two_party_one_place_per_state_and_team_votes():
    st = example_turn_one()
    st.flags.append("twelfth")
    _to_election(st)
    while st.step in ("mate", "mate_accept"):
        act(st, st.legal_ids(st.decision().seats[0])[0])
    mates = dict(st.ctx["mate_of"])
    seen = 0
    while st.step == "place":
        act(st, next(i for i in st.legal_ids(st.decision().seats[0]) if i.startswith("place:")))
        seen += 1
        for cubes in st.ctx.get("cubes", {}).values():
            assert len(cubes) <= 1
    assert seen == len(st.admitted)  # every state filled once, no more
    assert st.office("vp") == mates[str(st.president())]  # the ticket wins as a team


def test_post_twelfth_tickets_are_counted_and_logged_as_teams():
    """After the Twelfth Amendment running mates add their votes to their candidate's and
    are elected with him: the log gives each ticket's total after the candidates' own."""
    st = example_turn_one()
    st.flags.append("twelfth")
    _to_election(st)
    while st.step in ("mate", "mate_accept"):
        act(st, st.legal_ids(st.decision().seats[0])[0])
    tickets = [(p, st.ctx["mate_of"].get(str(p))) for p in st.ctx["pres"]]
    start = len(st.log)
    while st.step == "place":
        act(st, next(i for i in st.legal_ids(st.decision().seats[0]) if i.startswith("place:")))
    lines = log_text(st, start=start)
    by_name = dict(part.rsplit(" ", 1) for part in
                   next(t for t in lines if t.startswith("Electoral votes: "))[17:].split(", "))
    expected = []
    for p, mate in tickets:
        names = [person(st.slug(p))] + ([person(st.slug(mate))] if mate is not None else [])
        expected.append(f"{' with '.join(names)} {sum(int(by_name.get(n, 0)) for n in names)}")
    assert ("Tickets (president and running mate together): " + ", ".join(expected)) in lines
    keys = [e.key for e in st.log[start:]]
    assert keys.index("election_totals") < keys.index("ticket_totals") < keys.index("elected")


def test_tiebreak_counts_states_not_votes():
    contest = {"cands": [1, 2], "state_votes": {"VA": {"1": 9, "2": 3}, "NY": {"1": 2, "2": 5},
                                                "PA": {"2": 4}, "MA": {"1": 3, "2": 3}}}
    assert states_won(contest) == {1: 1, 2: 2}


def test_tally_uses_the_current_eras_electoral_votes():
    st = _example_election()
    st.era = 1
    st.ctx["cubes"] = {"VA": [[SID["madison"], "P"]]}
    st.ctx["order"] = [[SID["madison"], "P"]]
    assert tally(st)[SID["madison"]] == 24


def test_single_party_post_twelfth_separate_president_and_vp_races():
    st = example_turn_one()
    st.support = -10                       # Conservative dominance
    st.flags.append("twelfth")
    _to_election(st)
    assert st.ctx["regime"] == "single" and st.ctx["party"] == "C"
    while st.step == "run":
        act(st, "run")
    while st.step in ("mate", "mate_accept"):
        act(st, st.legal_ids(st.decision().seats[0])[0])
    while st.step == "place":
        seat = st.decision().seats[0]
        act(st, next(i for i in st.legal_ids(seat) if i.startswith("place:")))
        for cubes in st.ctx["cubes"].values():
            roles = [c[1] for c in cubes]
            assert roles.count("P") <= 1 and roles.count("V") <= 1
    while st.phase == "election":
        seat = st.decision().seats[0]
        act(st, st.legal_ids(seat)[0])
    assert PARTY[st.president()] == "C"


def test_single_party_post_twelfth_four_runners_still_name_a_running_mate():
    """After the 12th Amendment the vice president is elected from the running mates:
    when the most popular statesman and the next three all run, one running mate is
    still named (the last eligible one must accept), and the office is filled."""
    st = example_turn_one()
    st.support = -10                       # Conservative dominance
    st.flags.append("twelfth")
    _to_election(st)
    while st.step == "run":
        act(st, "run")
    assert len(st.ctx["pres"]) == 4
    assert st.step == "mate"
    while st.step in ("mate", "mate_accept"):
        act(st, st.legal_ids(st.decision().seats[0])[0])
    mates = set(st.ctx["mate_of"].values())
    assert len(mates) == 1 and mates.isdisjoint(st.ctx["pres"])
    while st.phase == "election":
        seat = st.decision().seats[0]
        act(st, next((i for i in st.legal_ids(seat) if i.startswith("place:")),
                     st.legal_ids(seat)[0]))
    assert st.office("vp") in mates


def test_single_party_president_needs_a_majority_of_all_electoral_votes():
    from hustings.games.republic.election import available_votes
    st = example_turn_one()
    assert available_votes(st) == 24 + 26 + 18 + 5 + 3 + 9 + 27 + 16 + 5


def test_single_party_without_a_majority_goes_to_the_tiebreak():
    from hustings.games.republic import election
    st = example_turn_one()
    jay, hamilton = SID["jay"], SID["hamilton"]
    st.phase = "election"
    st.ctx = {"regime": "single", "party": "C", "twelfth": False, "pres": [jay, hamilton],
              "mate_of": {}, "order": [[jay, "P"], [hamilton, "P"]],
              "cubes": {"VA": [[jay, "P"]], "NY": [[hamilton, "P"]]}}
    election._count(st)        # 27 and 26 of 133: more than the other, far from half
    assert st.ctx["stage"] == "tiebreak"
    assert st.ctx["contests"][0]["office"] == "both"
    assert st.ctx["contests"][0]["cands"] == [jay, hamilton]


def test_two_party_before_the_amendment_needs_no_majority():
    from hustings.games.republic import election
    st = example_turn_one()
    jay, burr = SID["jay"], SID["burr"]
    st.phase = "election"
    st.ctx = {"regime": "two", "party": "", "twelfth": False, "pres": [jay, burr],
              "mate_of": {}, "order": [[jay, "P"], [burr, "P"]],
              "cubes": {"VA": [[jay, "P"]], "NY": [[burr, "P"]]}}
    election._count(st)
    assert st.ctx["results"] == {"president": jay, "vp": burr}


def test_single_party_first_presidential_placer_may_defer_too():
    """La eleccion, initial placement: the right of the first presidential placer to put
    his first cube after the other presidential candidates' first cubes is stated for
    every election, single-party dominance included."""
    st = example_turn_one()
    st.support = 9                          # Liberal dominance
    _to_election(st)
    while st.step == "run":
        act(st, "run")
    while st.step in ("mate", "mate_accept"):
        act(st, st.legal_ids(st.decision().seats[0])[0])
    assert st.step == "place"
    presidents = [c for c in st.ctx["order"] if c[1] == "P"]
    assert len(presidents) > 1
    first = presidents[0]
    while st.ctx["queue"][st.ctx["qi"]] != first:
        seat = st.decision().seats[0]
        act(st, next(i for i in st.legal_ids(seat) if i.startswith("place:")))
    seat = st.decision().seats[0]
    assert "defer" in st.legal_ids(seat)
    act(st, "defer")
    queue = st.ctx["queue"]
    last_president = max(i for i, c in enumerate(queue) if c[1] == "P")
    assert queue[last_president] == first
    assert st.invariant_errors() == []


def test_post_twelfth_running_mate_shut_out_by_the_other_ticket_cannot_follow_his_candidate():
    """Eleccion entre dos partidos post-12a enmienda, colocacion de cubos: a candidate
    whose places are blocked by the opposition may not place from his colleague's cubes;
    Marshall, his Virginia taken by Madison, cannot start next to Hamilton."""
    from hustings.games.republic.election import legal_placements, placements_now
    st = example_turn_one()
    st.admitted.append("KY")
    st.flags.append("twelfth")
    st.support = 2
    st.pop[SID["hamilton"]] = 10
    st.pop[SID["madison"]] = 10
    _to_election(st)
    act(st, "mate:marshall")
    act(st, "mate:burr")
    for claim in ("place:VA", "place:NY", "place:PA"):    # Madison, Burr, Hamilton
        act(st, claim)
    marshall = SID["marshall"]
    assert legal_placements(st, marshall, "V") == []
    assert placements_now(st, marshall, "V")[0] == []
    assert st.ctx["queue"][st.ctx["qi"]][0] != marshall    # passed over
    assert "John Marshall" in [e.args["statesman"] for e in st.log if e.key == "cannot_place"]


def test_a_defeated_president_elected_vice_president_retires_without_its_popularity():
    """Presidentes jubilados: the outgoing president who is not re-elected retires even
    when he came second and won the vice presidency, which then stays vacant; he never
    takes the office's popularity."""
    from hustings.games.republic import election
    st = example_turn_one()
    st.support = 2
    st.pop[SID["madison"]] = 10
    st.pop[SID["washington"]] = 4
    _to_election(st)
    while st.step in ("mate", "mate_accept"):
        ids = [i for i in st.legal_ids(st.decision().seats[0]) if not i.startswith("play:")]
        act(st, "accept" if "accept" in ids else ids[0])
    madison, washington = SID["madison"], SID["washington"]
    st.ctx["cubes"] = {"VA": [[madison, "P"], [washington, "P"]], "NY": [[madison, "P"]],
                       "PA": [[madison, "P"]], "MA": [[washington, "P"]]}
    st._cube_index = None
    st.ctx["order"] = election.placement_order(st)
    seat, before = st.owner[washington], st.vp[st.owner[washington]]
    election._count(st)
    election.resume(st)
    assert st.president() == madison and st.office("vp") == -1
    assert st.status[washington] == 2
    assert st.vp[seat] - before == 4          # his own cubes only, not the office's +1


def _tied_count(cubes):
    """A two-party count before the 12th Amendment of `cubes` (state -> candidates)."""
    from hustings.games.republic import election
    st = example_turn_one()
    cands = [SID[s] for s in dict.fromkeys(s for names in cubes.values() for s in names)]
    st.phase = "election"
    st.ctx = {"regime": "two", "party": "", "twelfth": False, "pres": cands[:2],
              "mate_of": {}, "order": [[c, "P"] for c in cands],
              "cubes": {code: [[SID[s], "P"] for s in names] for code, names in cubes.items()}}
    election._count(st)
    return st


def test_candidates_tied_for_third_all_stay_in_the_tie_break():
    """Desempate: candidates from fourth place on drop out; two tied for third share that
    place, so both stay."""
    st = _tied_count({"VA": ["jay", "hamilton"], "MA": ["madison", "burr"]})
    assert st.ctx["contests"][0]["cands"] == [SID[s] for s in ("jay", "hamilton", "madison", "burr")]


def test_the_president_orders_the_states_of_a_tie_break_and_each_votes_in_turn():
    """Desempate: the states vote one at a time in the order the president chooses; a
    state's statesmen vote together, in the usual order; a state with nobody in play is
    not polled."""
    from hustings.games.republic.content import HOME
    st = _tied_count({"VA": ["jay", "hamilton"]})
    refresh(st)
    assert st.step == "tb_state" and st.decision().seats == (st.owner[SID["washington"]],)
    polled = {HOME[s] for s in st.in_play() if HOME[s] in st.admitted}
    assert step_ids(st, 0) == [f"tbstate:{code}" for code in sorted(polled)]
    act(st, "tbstate:NY")
    tiebreak = st.board_view(0)["election"]["tiebreak"]
    assert tiebreak["voting"] == "New York" and "New York" not in tiebreak["states_left"]
    assert len(tiebreak["states_left"]) == len(polled) - 1
    view, game = st.view(0), load_game("republic")
    assert "Tie-break, states won" in game.board_text(view)
    assert "Tie-break, states won" in game.board_svg(view)
    new_yorkers = []
    while st.step == "tiebreak":
        contest = st.ctx["contests"][0]
        new_yorkers.append(contest["voters"][contest["vi"]])
        act(st, "tb:jay")
    assert new_yorkers and {HOME[s] for s in new_yorkers} == {"NY"}
    assert len(new_yorkers) == sum(HOME[s] == "NY" for s in st.in_play())
    assert "tbstate:NY" not in step_ids(st, 0) and st.step == "tb_state"
    assert "tiebreak_state" in [e.key for e in st.log]


def test_an_office_emptied_by_the_election_may_take_an_officer():
    """Resignations and Replacements: an officer may resign to take an office emptied by
    an election. The Chief Justice elected vice president leaves his seat open to the
    General, who gains its popularity; the General's post falls vacant."""
    from hustings.games.republic import election
    from hustings.games.republic.offices import appoint, movers, vacate_cabinet
    st = example_turn_one()
    marshall, jackson = SID["marshall"], SID["jackson"]
    st.set_office("justice", marshall)
    st.set_office("general", jackson)
    st.ctx = {"twelfth": False, "regime": "two", "mate_of": {},
              "results": {"president": SID["washington"], "vp": marshall}}
    election._take_office(st)
    assert st.office("vp") == marshall and st.office("justice") == -1
    vacate_cabinet(st)                       # the next issues phase begins
    assert st.elected_away == ["justice"]
    assert jackson in movers(st, "justice")
    pop = st.pop[jackson]
    appoint(st, "justice", jackson)
    assert st.pop[jackson] == pop + 2 and st.office("general") == -1
    assert movers(st, "general") == [] and movers(st, "justice") == []


def test_gerry_may_be_a_two_party_running_mate_only_after_the_twelfth_amendment():
    """Elbridge Gerry runs for president only when one party dominates; after the 12th
    Amendment a running mate cannot take the presidency, so either party's candidate
    may ask him, and he places his cubes last."""
    from hustings.games.republic.election import mate_pool, placement_order
    gerry = SID["gerry"]
    for amended in (False, True):
        st = example_turn_one()
        set_factions(st, [["franklin", "washington", "gclinton", "gerry"], ["hamilton", "ccpinckney"],
                          ["jefferson", "henry"], ["burr", "madison"], ["jadams", "jay"]])
        if amended:
            st.flags.append("twelfth")
        st.support = 2
        _to_election(st)
        assert [gerry in mate_pool(st, p) for p in st.ctx["pres"]] == [amended, amended]
    while st.step in ("mate", "mate_accept"):
        seat = st.decision().seats[0]
        ids = step_ids(st, seat)
        act(st, "mate:gerry" if "mate:gerry" in ids else "accept" if "accept" in ids else ids[0])
    assert gerry in st.ctx["mate_of"].values()
    assert placement_order(st)[-1] == [gerry, "V"]


def test_a_first_presidential_cube_reaches_a_detached_state_when_no_border_leads_on():
    """A presidential candidate's first cube goes as near his home as the borders lead;
    with the mainland full it may go to a detached state, and a candidate from a detached
    state whose home is full may start anywhere vacant."""
    from hustings.games.republic.election import legal_placements, placements_now
    st = load_game("republic").new_state(4, 1)
    st.admitted = [*st.admitted, "CA"]
    jefferson, hamilton = SID["jefferson"], SID["hamilton"]
    full = {code: [[hamilton, "P"]] for code in st.admitted if code != "CA"}
    st.ctx = {"regime": "two", "party": "", "twelfth": True, "cubes": full, "mate_of": {},
              "stage": "place"}
    st.forget_legal()
    assert legal_placements(st, jefferson, "P") == placements_now(st, jefferson, "P")[0] == ["CA"]
    st.ctx = {"regime": "single", "party": "C", "twelfth": False, "mate_of": {}, "stage": "place",
              "cubes": {"CA": [[SID["lincoln"], "V"], [SID["seward"], "V"]]}}
    st.forget_legal()
    mainland = [code for code in st.admitted if code != "CA"]
    assert legal_placements(st, SID["fremont"], "P") == mainland
    assert sorted(placements_now(st, SID["fremont"], "P")[0]) == sorted(mainland)
