"""The log tells what each effect did: popularity from issues and taxes, the economic
crisis's losses, each action card's effect, the tie-break's counts, who transfers and
who spends influence on an issue."""

from hustings.games.republic.content import SID
from hustings.games.republic.treasury import economic_crisis

from .helpers import (
    act,
    duel,
    everyone_votes,
    example_turn_one,
    give_card,
    log_text,
    put_on_top,
)


# --- 1. popularity from issue outcomes and taxes ----------------------------------------------------
def test_a_resolved_issue_logs_who_gains_popularity():
    """Kentucky's admission: Washington and Jefferson gain 1 popularity each."""
    st = example_turn_one()
    start = len(st.log)
    put_on_top(st, "admit_ky")
    act(st, "draw")
    act(st, "assign:a:state")
    everyone_votes(st)
    lines = log_text(st, start=start)
    assert st.pop[SID["washington"]] == 1 and st.pop[SID["jefferson"]] == 1
    outcome = next(i for i, line in enumerate(lines) if line.endswith(": resolved"))
    assert lines[outcome + 2] == "George Washington and Thomas Jefferson gain 1 popularity"


def test_an_ignored_issue_logs_the_presidents_loss():
    st = example_turn_one()
    start = len(st.log)
    put_on_top(st, "quasi_war")
    act(st, "draw")
    while st.step != "issue":   # (a hot issue: the hand of time may have acted)
        act(st, st.legal_ids(st.decision().seats[0])[0])
    act(st, "ignore")
    assert st.pop[SID["washington"]] == -1
    assert "George Washington loses 1 popularity" in log_text(st, start=start)


def test_a_passed_tariff_logs_the_popularity_after_congress_passes_it():
    st = example_turn_one()
    start = len(st.log)
    act(st, "tax:pass:tariff_1")
    if st.step == "transfer":
        act(st, "transfer:0")
    if st.step == "spend":
        act(st, st.legal_ids(st.decision().seats[0])[0])
    everyone_votes(st)
    lines = log_text(st, start=start)
    assert st.pop[SID["washington"]] == 1 and st.pop[SID["hamilton"]] == 1
    assert lines.index("Congress passes the Tariff I") < lines.index(
        "George Washington and Alexander Hamilton gain 1 popularity")


# --- 2. the economic crisis -------------------------------------------------------------------------
def test_an_economic_crisis_logs_the_support_and_popularity_lost():
    st = example_turn_one()
    st.support = -5                 # Conservatives (Washington's party) ahead by 5
    st.reserves = -150
    start = len(st.log)
    economic_crisis(st, 2)          # result 1: 2 support, 2 popularity
    assert log_text(st, start=start) == [
        "Economic crisis: die 2, result 1",
        "The president, George Washington, loses 2 popularity",
        "The Conservatives lose 2 support",
    ]


def test_an_economic_crisis_under_gerry_moves_support_toward_zero():
    st = example_turn_one()
    st.set_office("president", SID["gerry"])
    st.support = 1                  # only one box to go to 0
    st.reserves = -150
    start = len(st.log)
    economic_crisis(st, 2)
    assert st.support == 0
    assert log_text(st, start=start)[1:] == [
        "The president, Elbridge Gerry, loses 2 popularity",
        "Elbridge Gerry, a president of no party, pulls support 1 toward 0",
    ]


def test_a_mild_crisis_says_nothing_is_lost_and_a_collapse_names_the_loss():
    st = example_turn_one()
    st.reserves = -120
    start = len(st.log)
    economic_crisis(st, 6)          # result 5
    assert log_text(st, start=start)[1:] == ["The crisis costs nobody popularity or support"]
    st.reserves = -340
    start = len(st.log)
    economic_crisis(st, 2)          # result -1: the Treasury collapses
    assert "The president, George Washington, loses 5 popularity" in log_text(st, start=start)


# --- 3. action cards -----------------------------------------------------------------------------
def _play(st, seat, card, target=None):
    slot = give_card(st, card, seat)
    start = len(st.log)
    st.apply(seat, f"play:{slot}" + (f":{target}" if target else ""))
    return log_text(st, start=start)


def test_expose_a_spy_logs_the_office_left_and_the_popularity_lost():
    st = example_turn_one()
    lines = _play(st, 3, "spy", "hamilton")
    assert lines[1] == ("Alexander Hamilton is exposed and leaves the office of "
                        "Secretary of the Treasury; he cannot be appointed again this turn")
    assert "Alexander Hamilton loses 1 popularity" in lines
    assert st.pop[SID["hamilton"]] == -1


def test_an_important_speech_logs_popularity_and_support():
    st = example_turn_one()
    st.support = 0
    lines = _play(st, 0, "speech_1", "washington")
    assert lines == ["Seat 1 plays Make an Important Speech",
                     "George Washington gains 1 popularity",
                     "The Conservatives gain 1 support",
                     "Make an Important Speech takes effect"]


def test_dominate_the_president_logs_both_effects():
    st = example_turn_one()
    ip = st.faction_ip[3]
    lines = _play(st, 3, "dominate")
    assert lines[1:3] == ["The president, George Washington, loses 1 popularity",
                          "Seat 4 gains 2 faction influence"]
    assert st.faction_ip[3] == ip + 2


def test_panic_logs_the_reserves_and_the_presidents_loss():
    st = example_turn_one()
    st.reserves = 5
    lines = _play(st, 2, "panic_1797")
    assert lines[1:3] == ["The reserves lose 20: now -15",
                          "The president, George Washington, loses 1 popularity"]


def test_coalition_building_logs_the_votes():
    st = example_turn_one()
    lines = _play(st, 2, "coalition_1", "jefferson")
    assert lines[1] == "Thomas Jefferson gains 2 votes in Congress"


def test_a_duel_both_survive_logs_both_losses():
    st = example_turn_one()
    start = len(st.log)
    duel(st, 2, "jefferson", "hamilton", 3)
    lines = log_text(st, start=start)
    assert "Duel: Thomas Jefferson against Alexander Hamilton, die 3" in lines
    assert "Thomas Jefferson and Alexander Hamilton lose 1 popularity" in lines


# --- 5. and 6. the transfer and the office holder's spending ----------------------------------------
def test_the_transfer_names_the_giver_and_the_spending_is_logged():
    st = example_turn_one()
    st.ip_on[SID["washington"]] = 3
    start = len(st.log)
    put_on_top(st, "national_bank")
    act(st, "draw")
    act(st, st.legal_ids(0)[[i.startswith("assign:") for i in st.legal_ids(0)].index(True)])
    assert st.step == "transfer"
    act(st, "transfer:2")
    holder = st.ctx["issue"]["handlers"][0]
    spend = [i for i in st.legal_ids(st.owner[holder]) if i.startswith("spend:")]
    act(st, spend[0])
    lines = log_text(st, start=start)
    from hustings.games.republic.logtext import PERSON_NAME_OF
    name = PERSON_NAME_OF[holder]
    assert f"George Washington transfers 2 influence from his card to {name}" in lines
    assert f"{name} spends {spend[0].split(':')[1]} influence to resolve Create National Bank" in lines


# --- 4. the tie-break ----------------------------------------------------------------------------
def test_tiebreak_votes_show_their_count_and_each_state_its_result(monkeypatch):
    from hustings.games.republic import election
    st = example_turn_one()
    jay, jefferson = SID["jay"], SID["jefferson"]
    st.ctx = {"contests": [{"office": "team", "cands": [jay, jefferson], "places": 1,
                            "voters": [SID["henry"]], "vi": 0, "state_votes": {
                                "NY": {str(jay): 4, str(jefferson): 1},
                                "MA": {str(jay): 2, str(jefferson): 2}}}]}
    monkeypatch.setattr(election, "_rank_contest", lambda st: None)
    start = len(st.log)
    election._tb_act(st, 2, "tb:jefferson")
    election._finish_tiebreak(st)
    votes = election.VOTES[SID["henry"]]
    lines = log_text(st, start=start)
    assert lines[0] == f"Patrick Henry votes for Thomas Jefferson ({votes} votes)"
    assert lines[1:4] == [
        "New York: John Jay wins (John Jay 4, Thomas Jefferson 1)",
        "Massachusetts and New England: tied (John Jay 2, Thomas Jefferson 2), not counted",
        f"Virginia: Thomas Jefferson wins (Thomas Jefferson {votes})",
    ]


# --- 6. a replacement appointment ---------------------------------------------------------------
def test_a_replacement_appointment_says_it_brings_no_popularity():
    from hustings.games.republic.offices import appoint
    st = example_turn_one()
    st.no_pop.append("war")
    start = len(st.log)
    appoint(st, "war", SID["marshall"])
    assert st.pop[SID["marshall"]] == 0
    assert log_text(st, start=start) == [
        "John Marshall is appointed Secretary of War (a replacement: no popularity)"]


def test_a_hand_of_time_roll_with_too_few_statesmen_says_nobody_dies():
    """A 6 takes the third oldest statesman in play; with two in play nobody dies."""
    from hustings.games.republic.deaths import hand_of_time

    from .helpers import rig_dice, set_factions
    st = example_turn_one()
    set_factions(st, [["washington"], ["hamilton"], [], [], []])
    rig_dice(st, 6)
    start = len(st.log)
    hand_of_time(st)
    assert log_text(st, start=start) == [
        "The hand of time: die 6", "Too few statesmen are in play for that roll: nobody dies"]
    assert sorted(st.in_play()) == sorted([SID["washington"], SID["hamilton"]])
