"""The issues phase: the rulebook's worked examples and rule-by-rule checks."""

from hustings.games.republic.content import MILITARY, NEIGHBOURS, SID
from hustings.games.republic.flow import advance

from .helpers import (
    act,
    everyone_votes,
    example_turn_one,
    give_card,
    log_keys,
    log_text,
    new,
    put_on_top,
    refresh,
    rig_die,
    sedition_act_up_for_review,
    set_factions,
    step_ids,
)


def test_example_factions_have_the_books_congress_votes():
    st = example_turn_one()
    assert [st.congress_votes(seat) for seat in range(5)] == [16, 11, 8, 16, 9]
    assert st.party_leader("L") == SID["franklin"]
    assert st.party_leader("C") == SID["washington"]


def test_resolucion_de_cuestiones_kentucky_admission():
    """Jefferson's ability 3 beats difficulty 2; Congress passes; Kentucky joins next to
    Virginia; Washington and Jefferson gain 1 popularity each."""
    st = example_turn_one()
    put_on_top(st, "admit_ky")
    act(st, "draw")
    assert st.ctx["issue"]["card"] == "admit_ky"
    act(st, "assign:a:state")
    assert st.step == "vote"  # no influence needed, so no spending decision
    assert st.decision().seats == (1,)  # the player on the president's left votes first
    everyone_votes(st)
    assert "KY" in st.admitted
    assert "VA" in NEIGHBOURS["KY"]
    assert st.pop[SID["washington"]] == 1
    assert st.pop[SID["jefferson"]] == 1
    assert "admit_ky" in st.resolved


def test_resolucion_de_cuestiones_national_bank_with_influence_transfer():
    """Hamilton (3) needs one more point for difficulty 4: Washington transfers 1 IP from
    his card; Congress passes; Washington as Conservative leader gains 2 IP on his card;
    no judicial review because the theory is not in play."""
    st = example_turn_one()
    washington, hamilton = SID["washington"], SID["hamilton"]
    st.ip_on[washington] = 1
    put_on_top(st, "national_bank")
    act(st, "draw")
    act(st, "assign:a:treasury")
    assert st.step == "transfer"
    act(st, "transfer:1")
    assert st.ip_on[hamilton] == 1
    assert st.step == "spend"
    assert step_ids(st, 1) == ["decline", "spend:1"]
    act(st, "spend:1")
    everyone_votes(st)
    assert "national_bank" in st.resolved
    assert st.ip_on[hamilton] == 0
    assert st.ip_on[washington] == 2
    assert st.pop[washington] == 1 and st.pop[hamilton] == 1
    assert st.step == "agenda"


def test_procedimiento_2_end_slavery_costs_the_president_four():
    st = example_turn_one()
    washington = SID["washington"]
    st.faction_ip[0] = 4
    put_on_top(st, "end_slavery")
    act(st, "draw")
    act(st, "assign:a:president")
    assert st.step == "spend"
    assert "spend:4" in st.legal_ids(0)
    act(st, "spend:4")
    assert st.faction_ip[0] == 0
    everyone_votes(st)
    assert "end_slavery" in st.resolved
    assert st.pop[washington] == 4


def test_congress_refusal_costs_half_the_influence_rounded_down():
    st = example_turn_one()
    st.faction_ip[0] = 5
    put_on_top(st, "end_slavery")
    act(st, "draw")
    act(st, "assign:a:president")
    act(st, "spend:4")
    everyone_votes(st, "nay:0")
    assert st.faction_ip[0] == 3  # 4 committed, half (2) lost
    assert "end_slavery" in st.removed_issues


def test_buying_votes_three_per_influence_and_vice_president_breaks_ties():
    st = example_turn_one()
    put_on_top(st, "admit_ky")
    act(st, "draw")
    act(st, "assign:a:state")
    # seats 1..4 then 0 vote: 11 yea; 8 nay; 16 yea; 9+3*... make an exact tie
    st.faction_ip[2] = 3
    act(st, "yea:0")      # seat 1: 11
    act(st, "nay:2")      # seat 2: 8 + 6 = 14
    act(st, "nay:0")      # seat 3: 16
    act(st, "yea:0")      # seat 4: 9 -> yea 20, nay 30
    act(st, "yea:0")      # seat 0: 16 -> 36 vs 30
    assert "KY" in st.admitted
    st2 = example_turn_one()
    put_on_top(st2, "admit_tn")
    act(st2, "draw")
    act(st2, "assign:a:state")
    act(st2, "yea:0")     # seat 1: 11
    act(st2, "abstain")   # seat 2
    act(st2, "nay:0")     # seat 3: 16
    act(st2, "abstain")   # seat 4
    assert st2.decision().seats == (0,)  # the president's player votes last
    act(st2, "nay:0")     # seat 0: 32 nay against 11: fails
    assert "TN" not in st2.admitted
    assert "admit_tn" in st2.pushed[1]  # a failed admission goes to the next era's deck


def test_tied_congress_is_decided_by_the_vice_president():
    st = example_turn_one()
    put_on_top(st, "admit_ky")
    act(st, "draw")
    act(st, "assign:a:state")
    act(st, "abstain")
    act(st, "abstain")
    act(st, "yea:0")      # 16
    act(st, "abstain")
    act(st, "nay:0")      # 16
    assert st.step == "tie"
    assert st.decision().seats == (4,)  # Adams's player
    act(st, "tie:pass")
    assert "KY" in st.admitted


def test_a_tie_with_no_vice_president_fails_and_loses_only_half_the_influence():
    st = example_turn_one()
    st.set_office("vp", -1)
    st.faction_ip[0] = 5
    put_on_top(st, "end_slavery")
    act(st, "draw")
    act(st, "assign:a:president")
    act(st, "spend:4")
    act(st, "abstain")
    act(st, "abstain")
    act(st, "yea:0")      # 16
    act(st, "abstain")
    act(st, "nay:0")      # 16: a tie nobody can break, so Congress has refused
    assert "end_slavery" not in st.resolved
    assert st.faction_ip[0] == 1 + 2   # half of the 4 committed comes back


def test_judicial_review_cancels_only_with_the_theory_in_play():
    st = example_turn_one()
    sedition_act_up_for_review(st)
    assert st.step == "review"
    assert st.decision().seats == (4,)  # Jay's player
    act(st, "review:cancel")
    assert "sedition_act" in st.removed_issues
    assert st.pop[SID["washington"]] == -1


def test_chief_justice_must_be_named_before_a_reviewable_issue():
    st = example_turn_one()
    st.in_play_cards.append("judicial_review")
    st.set_office("justice", -1)
    put_on_top(st, "sedition_act")
    act(st, "draw")
    ids = step_ids(st, 0)
    assert ids and all(i.startswith("appoint:justice:") for i in ids)


def test_ignoring_costs_only_the_president_and_war_bonds_raise_tension():
    st = example_turn_one()
    put_on_top(st, "war_bonds")
    act(st, "draw")
    act(st, "ignore")
    assert st.tension == 1
    assert "war_bonds" in st.removed_issues


def test_unmet_requirements_send_the_card_to_the_next_era_and_a_replacement_is_drawn():
    st = example_turn_one()
    put_on_top(st, "admit_oh")          # needs the Northwest Indian War resolved
    below = st.issue_deck[-2]
    act(st, "draw")
    assert "admit_oh" in st.pushed[1]
    assert st.ctx["issue"]["card"] == below
    assert st.drawn == 1


def test_four_issues_must_be_revealed_before_the_phase_ends():
    st = example_turn_one()
    for _ in range(4):
        assert "end" not in st.legal_ids(0)
        act(st, "draw")
        while st.step != "agenda":
            act(st, "ignore" if st.step == "issue" else st.legal_ids(st.decision().seats[0])[0])
    for office in ("war", "envoy", "general"):
        while st.office(office) < 0:
            act(st, next(i for i in st.legal_ids(0) if i.startswith(f"appoint:{office}:")))
    assert "draw" not in st.legal_ids(0)
    assert "end" in st.legal_ids(0)


def test_hand_of_time_kills_the_oldest_on_a_low_roll():
    st = example_turn_one()
    # Find a seed position whose next die is 1-3 by trying copies.
    for attempt in range(50):
        trial = st.clone()
        trial.rng.state ^= attempt
        probe = trial.rng.copy()
        if probe.die() <= 3:
            break
    put_on_top(trial, "quasi_war")
    act(trial, "draw")
    assert trial.status[SID["franklin"]] == 2  # born 1706, the oldest in play


def test_taxes_once_a_turn_tariff_once_a_term_and_revenue():
    st = example_turn_one()
    ids = st.legal_ids(0)
    assert "tax:pass:whiskey_excise" in ids and "tax:pass:tariff_1" in ids
    assert "tax:pass:tariff_2" not in ids  # tariffs rise one level at a time
    act(st, "tax:pass:tariff_1")
    act(st, "transfer:0") if st.step == "transfer" else None
    while st.step == "spend":
        act(st, st.legal_ids(st.decision().seats[0])[-1])
    everyone_votes(st)
    assert "tariff_1" in st.taxes_active
    assert st.revenue == -20
    ids = st.legal_ids(0)
    assert not any("tariff" in i for i in ids)  # one tariff action per term
    assert "tax:repeal:tariff_1" not in ids


def test_tax_outrage_table_rows():
    from hustings.games.republic.treasury import outrage_loss
    assert outrage_loss(7) == (0, 0)
    assert outrage_loss(8) == (1, 0)
    assert outrage_loss(9) == (2, 0)
    assert outrage_loss(10) == (2, 0)
    assert outrage_loss(11) == (3, 1)


def test_appointment_rules_party_limit_and_popularity():
    st = example_turn_one()
    st.set_office("state", -1)
    st.set_office("treasury", -1)
    act(st, "appoint:state:jefferson")      # a Liberal: the one office outside the party
    assert st.pop[SID["jefferson"]] == 2
    ids = [i for i in st.legal_ids(0) if i.startswith("appoint:treasury:")]
    assert "appoint:treasury:gallatin" not in ids
    assert "appoint:treasury:madison" not in ids  # a second Liberal is refused
    assert "appoint:treasury:hamilton" in ids
    appointments = [i for i in st.legal_ids(0) if i.startswith("appoint:")]
    assert not any(i.endswith(":washington") or i.endswith(":jadams") for i in appointments)


def test_general_needs_a_soldier_and_can_be_replaced_by_a_better_one():
    st = example_turn_one()
    st.set_office("state", -1)  # no office outside the president's party yet
    ids = [i for i in st.legal_ids(0) if i.startswith("appoint:general:")]
    assert ids and all(MILITARY[SID[i.split(":")[2]]] for i in ids)
    act(st, "appoint:general:ccpinckney")    # ability 2
    ids = [i for i in st.legal_ids(0) if i.startswith("appoint:general:")]
    assert "appoint:general:jackson" in ids  # ability 3 may replace him
    assert "appoint:general:henry" not in ids  # ability 2 may not


def test_a_general_who_is_no_soldier_gives_way_to_any_soldier():
    """General: the soldier rule is relaxed only until a soldier is available."""
    st = example_turn_one()
    st.set_office("state", -1)
    st.set_office("general", SID["marshall"])   # ability 3, no soldier
    ids = [i for i in st.legal_ids(0) if i.startswith("appoint:general:")]
    assert "appoint:general:ccpinckney" in ids   # a soldier, though of ability 2
    assert all(MILITARY[SID[i.split(":")[2]]] for i in ids)


def test_delegation_lets_the_vice_president_handle_one_issue_a_term():
    st = example_turn_one()
    put_on_top(st, "admit_ky")
    act(st, "draw")
    act(st, "delegate")
    assert st.decision().seats == (4,)  # Adams's player decides
    act(st, "assign:a:state")
    # As if he were president, he asks Congress for its votes: from his left, himself last.
    assert st.ctx["issue"]["voters"] == [0, 1, 2, 3, 4]
    everyone_votes(st)
    assert st.pop[SID["jadams"]] == 1 and st.pop[SID["washington"]] == 0
    put_on_top(st, "admit_tn")
    act(st, "draw")
    assert "delegate" not in st.legal_ids(0)


def test_an_exhausted_deck_ends_the_game_after_the_next_election_set_aside_cards_only_top_up():
    """Requisitos de cartas de cuestion: once the last deck runs out, cards set aside for
    unmet requirements make up that turn's four issues, and the game ends after the
    election that follows, whatever is left of them."""
    import random

    from hustings.games.republic.issues import deck_exhausted

    from .helpers import new, refresh
    st = new(3, 7, {"era_a_only": True})
    st.issue_deck = ["bill_of_rights"]
    st.set_aside = ["admit_ky", "admit_tn", "assume_debts", "relocate_capital", "quasi_war",
                    "napoleon_help"]
    st.forget_legal()
    refresh(st)
    chooser = random.Random(3)
    while st.phase == "issues" and not st.over:
        seat = st.decision().seats[0]
        st.apply(seat, chooser.choice(st.legal_ids(seat)))
    assert deck_exhausted(st) and st.issue_deck, "set-aside cards are left over"
    while not st.over and st.phase != "people":
        seat = st.decision().seats[0]
        st.apply(seat, chooser.choice(st.legal_ids(seat)))
    assert st.over == "issues_exhausted"


def test_a_sitting_general_is_not_replaced_by_an_officer_pulled_from_his_office():
    """Resignations and Replacements: an officer resigns only for an office emptied by a
    death or an election, so an abler soldier holding another office cannot be made
    General in place of a sitting one."""
    st = new(3, 1)
    set_factions(st, [["washington", "jay"], ["hamilton", "ccpinckney", "marshall"],
                      ["jadams", "pickering", "wharrison"]])
    for office, slug in (("president", "washington"), ("vp", "jadams"), ("state", "jay"),
                         ("treasury", "marshall"), ("war", "hamilton"),
                         ("envoy", "pickering"), ("general", "ccpinckney"),
                         ("justice", "wharrison")):
        st.set_office(office, SID[slug])
    st.forget_legal()
    advance(st)
    assert not [i for i in st.legal_ids(st.decision().seats[0]) if i.startswith("appoint:")]


def test_a_resolution_that_starts_the_civil_war_ends_the_game_before_popularity():
    """Procedimiento 5 puts popularity after every other effect; Tensión ends the game the
    moment the marker reaches its last box. Missouri's admission, passed with tension at 4,
    starts the civil war: Washington and Jefferson gain nothing, Missouri is not admitted,
    and the outcome is logged before the end of the game."""
    st = example_turn_one()
    washington, jefferson = SID["washington"], SID["jefferson"]
    st.resolved.append("extension_slavery")   # Missouri's requirement
    st.tension = 4
    put_on_top(st, "admit_mo")
    act(st, "draw")
    act(st, "assign:a:state")
    everyone_votes(st)
    assert st.over == "civil_war" and st.tension == 5
    assert st.pop[washington] == 0 and st.pop[jefferson] == 0
    assert "MO" not in st.admitted and "admit_mo" not in st.resolved
    keys = log_keys(st)
    assert keys[-3:] == ["issue_outcome", "tension", "game_over"]
    assert "state_admitted" not in keys
    assert log_text(st)[-3:] == ["Missouri State Admission: resolved", "Tension is now 5",
                                 "The game ends: civil war breaks out"]
    assert st.result().scores[0] == st.vp[0] - st.congress_votes(0) - st.faction_ip[0]


def test_a_failed_issue_that_starts_the_civil_war_costs_no_popularity():
    """War Bonds ignored at tension 4: the tension ends the game, and the president's
    popularity loss for ignoring it, which comes after, never happens."""
    st = example_turn_one()
    st.tension = 4
    put_on_top(st, "war_bonds")
    act(st, "draw")
    act(st, "ignore")
    assert st.over == "civil_war"
    assert st.pop[SID["washington"]] == 0
    assert "war_bonds" not in st.removed_issues
    assert log_keys(st)[-3:] == ["issue_outcome", "tension", "game_over"]


def test_an_action_card_that_starts_the_civil_war_takes_effect_before_the_end():
    st = example_turn_one()
    st.tension = 4
    slot = give_card(st, "vk_resolutions", 0)
    ip = st.faction_ip[0]
    act(st, f"play:{slot}")
    assert st.over == "civil_war" and st.faction_ip[0] == ip + 2
    assert log_keys(st)[-3:] == ["card_resolved", "tension", "game_over"]


def _pass_tax(st, card, spend=None, side="yea:0"):
    act(st, f"tax:pass:{card}")
    if st.step == "transfer":
        act(st, "transfer:0")
    if st.step == "spend":
        act(st, spend or "decline")
    everyone_votes(st, side)


def test_a_tax_the_treasurer_will_not_pay_for_fails_without_a_vote():
    """Nobody voted: the log says why the tax failed instead of blaming Congress."""
    st = example_turn_one()
    start = len(st.log)
    _pass_tax(st, "direct_tax")   # difficulty 5, Hamilton short of it: his player declines
    lines = log_text(st, start=start)
    assert "The Direct House Tax fails: the Secretary of the Treasury will not spend the influence it needs" in lines
    assert not any(line.startswith("Congress") for line in lines)
    assert "direct_tax" not in st.taxes_active


def test_a_tax_the_treasurer_cannot_afford_fails_without_a_vote():
    st = example_turn_one()
    st.faction_ip = [0] * 5
    start = len(st.log)
    _pass_tax(st, "direct_tax")
    assert log_text(st, start=start)[-1] == (
        "The Direct House Tax fails: the Secretary of the Treasury cannot pay the influence it needs")


def test_a_tax_congress_votes_down_is_rejected_by_congress():
    st = example_turn_one()
    start = len(st.log)
    _pass_tax(st, "whiskey_excise", side="nay:0")
    lines = log_text(st, start=start)
    assert lines[-1] == "Congress rejects the Whiskey Excise"
    assert any(line.startswith("Congress votes 0 for") for line in lines)


def _outrage_after(st, card, die):
    """Pass `card` with every vote for it; the outrage die shows `die`."""
    act(st, f"tax:pass:{card}")
    if st.step == "transfer":
        act(st, "transfer:0")
    while st.step == "vote":
        if st.ctx["issue"]["vi"] == len(st.ctx["issue"]["voters"]) - 1:
            rig_die(st, die)   # the last vote settles it: the outrage roll comes next
        act(st, "yea:0")


def test_tax_outrage_names_the_president_and_the_treasurer():
    """Ultraje fiscal: both the president and the Secretary of the Treasury lose."""
    st = example_turn_one()
    start = len(st.log)
    _outrage_after(st, "whiskey_excise", 6)   # 1 active tax + outrage 2 + die 6 = 9
    assert "whiskey_excise" in st.taxes_active
    assert st.pop[SID["washington"]] == -2 and st.pop[SID["hamilton"]] == -2
    assert ("Tax outrage: die 6, total 9: George Washington and Alexander Hamilton lose "
            "2 popularity") in log_text(st, start=start)


def test_tax_outrage_without_loss_says_nobody_loses():
    st = example_turn_one()
    start = len(st.log)
    _outrage_after(st, "whiskey_excise", 1)   # total 4
    assert st.pop[SID["washington"]] == 0 and st.pop[SID["hamilton"]] == 0
    lines = log_text(st, start=start)
    assert "Tax outrage: die 1, total 4: nobody loses popularity" in lines
    assert not any("loses 0" in line or "lose 0" in line for line in lines)


def test_a_card_set_aside_face_up_rolls_no_second_hand_of_time():
    """Requisitos de cartas de cuestion: in the last era a card whose requirements fail
    lies face up at the bottom; drawn again to make up the issues, it is not revealed
    anew, so the hand of time is not rolled a second time."""
    st = new(4, 3, {"era_a_only": True})
    st.issue_deck = ["land_act_1804", "tax_rebellion"]   # Tax Rebellion needs the Whiskey Excise
    st.set_aside = []
    refresh(st)
    act(st, "draw")
    assert st.set_aside == ["tax_rebellion"] and log_keys(st).count("hand_of_time") == 1
    act(st, "ignore")
    act(st, "draw")
    assert log_keys(st).count("issue_revealed") == 3
    assert log_keys(st).count("hand_of_time") == 1
