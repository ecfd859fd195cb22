"""Deaths and Expose a Spy in the middle of an issue (Muerte 7), an election or the
sealed succession bids, and action cards played at any decision."""

import random

import pytest

from hustings.games.republic import GAME
from hustings.games.republic.content import ABILITY, OFFICES, SID, STATE
from hustings.games.republic.deaths import kill

from .helpers import (
    act,
    duel,
    everyone_votes,
    example_turn_one,
    give_card,
    log_keys,
    new,
    put_on_top,
    refresh,
    rig_die,
    step_ids,
)

WASHINGTON, ADAMS, HAMILTON, JAY = SID["washington"], SID["jadams"], SID["hamilton"], SID["jay"]


def _bank_to_hamilton(st=None, delegated=False):
    """Turn one with the National Bank drawn and assigned to Hamilton (ability 3 against
    difficulty 4; by the vice president if `delegated`), his faction holding 3 influence:
    he is about to spend."""
    st = example_turn_one() if st is None else st
    st.faction_ip[1] = 3
    put_on_top(st, "national_bank")
    act(st, "draw")
    if delegated:
        act(st, "delegate")
    act(st, "assign:a:treasury")
    return st


def _bank_in_congress(st, bought=0):
    """The National Bank given to Hamilton, who spends 1; his faction votes first and
    buys `bought` influence."""
    _bank_to_hamilton(st)
    act(st, "spend:1")
    assert st.step == "vote" and st.decision().seats == (1,)
    act(st, f"yea:{bought}")


# --- Muerte 7: the President -------------------------------------------------------------------------
def test_muerte_7_president_dies_with_a_holder_assigned_issue_restarts_with_successor():
    st = example_turn_one()
    _bank_in_congress(st, bought=1)
    assert st.faction_ip[1] == 1 and st.decision().seats == (2,)
    duel(st, 0, "washington", "burr", roll=1)           # Washington challenges and dies
    assert st.status[WASHINGTON] == 2 and st.president() == ADAMS
    assert st.ctx["issue"] == {"kind": "issue", "card": "national_bank", "stage": "decide",
                               "chief": "president"}
    assert st.step == "issue" and st.decision().seats == (4,)   # Adams decides afresh
    assert st.faction_ip[1] == 3          # the influence spent and the votes bought come back
    assert "issue_restarted" in log_keys(st)
    act(st, "assign:a:treasury")
    assert st.step == "spend" and st.decision().seats == (1,)


def test_muerte_7_president_dies_before_assigning_successor_simply_decides():
    st = example_turn_one()
    put_on_top(st, "national_bank")
    act(st, "draw")
    kill(st, WASHINGTON)          # (he decides now, so no card of his own can kill him)
    refresh(st)
    assert st.step == "issue" and st.decision().seats == (4,)
    assert "issue_restarted" not in log_keys(st)


def test_muerte_7_delegated_vice_president_dies_the_president_takes_the_issue_back():
    st = example_turn_one()
    put_on_top(st, "admit_ky")
    act(st, "draw")
    act(st, "delegate")
    assert st.decision().seats == (4,)
    act(st, "assign:a:state")
    assert st.step == "vote"
    duel(st, 4, "jadams", "burr", roll=1)
    assert st.status[ADAMS] == 2 and st.president() == WASHINGTON
    assert st.step == "issue" and st.decision().seats == (0,)
    assert not st.delegated and "delegate" not in st.legal_ids(0)   # no vice president left


def test_muerte_7_tax_proposal_lapses_when_the_president_dies():
    st = example_turn_one()
    act(st, "tax:pass:tariff_1")
    assert st.ctx["issue"]["kind"] == "tax"
    voter = st.decision().seats[0]
    assert voter != 0
    duel(st, 0, "washington", "burr", roll=1)
    assert st.ctx["issue"] is None and st.step == "agenda" and st.decision().seats == (4,)
    assert "tax:pass:tariff_1" in st.legal_ids(4)


# --- Muerte 7: another holder named for the issue ------------------------------------------------
def test_muerte_7_holder_dies_before_his_part_president_appoints_replacement_first():
    st = _bank_to_hamilton()
    assert st.step == "spend" and st.decision().seats == (1,)
    duel(st, 3, "burr", "hamilton", roll=6)                # Hamilton dies before spending
    assert st.status[HAMILTON] == 2 and st.office("treasury") == -1
    assert st.step == "refill" and st.decision().seats == (0,)
    ids = step_ids(st, 0)
    assert ids and all(i.startswith("appoint:treasury:") for i in ids)
    assert "appoint:treasury:marshall" in ids
    act(st, "appoint:treasury:marshall")
    marshall = SID["marshall"]
    iss = st.ctx["issue"]
    assert iss["handlers"] == [marshall] and iss["ability"] == ABILITY[marshall]
    assert st.pop[marshall] == 0                 # a replacement after a death gains nothing
    assert st.step == "spend" and st.decision().seats == (1,)   # the deliberation goes on
    assert "spend:1" in st.legal_ids(1)


def test_muerte_7_on_a_delegated_issue_the_vice_president_appoints_the_replacement():
    """The vice president handles a delegated issue as if he were president, so he names
    the holder who replaces one lost in the middle of it."""
    st = _bank_to_hamilton(delegated=True)
    assert st.step == "spend" and st.decision().seats == (1,)
    duel(st, 3, "burr", "hamilton", roll=6)
    assert st.step == "refill" and st.decision().seats == (4,)   # Adams's player
    act(st, "appoint:treasury:marshall")
    assert st.ctx["issue"]["handlers"] == [SID["marshall"]]


def test_muerte_7_holder_dies_after_spending_the_issue_goes_on():
    st = example_turn_one()
    _bank_in_congress(st)
    assert st.faction_ip[1] == 2
    duel(st, 3, "burr", "hamilton", roll=5)
    assert st.status[HAMILTON] == 2
    assert st.step == "vote" and st.decision().seats == (2,)    # where it was
    assert st.ctx["issue"]["yea"] == 11                          # Hamilton's faction's vote stands
    everyone_votes(st, "nay:0")                                  # 8 + 16 + 9 + 16 against 11
    assert "national_bank" not in st.resolved
    # Half of the 1 set aside (rounded down) is lost; the other half comes back to the
    # faction, as the dead Hamilton's card is gone.
    assert st.faction_ip[1] == 3


def test_muerte_7_combined_holder_dies_mid_spend_ability_is_updated():
    st = example_turn_one()
    st.faction_ip[0] = 9
    st.set_office("general", SID["ccpinckney"])
    put_on_top(st, "british_shipping")
    act(st, "draw")
    act(st, "assign:b:president+general")               # difficulty 6 against 3 + 2
    assert st.step == "spend" and step_ids(st, 0) == ["decline", "spend:1"]
    duel(st, 3, "burr", "ccpinckney", roll=6)
    assert st.step == "refill" and "appoint:general:wharrison" in st.legal_ids(0)
    act(st, "appoint:general:wharrison")                # 2, +1 as a commander in the field
    iss = st.ctx["issue"]
    assert iss["handlers"] == [WASHINGTON, SID["wharrison"]] and iss["ability"] == 6
    assert st.step == "vote"                             # nothing left to spend


def test_muerte_7_chief_justice_dies_with_judicial_review_pending_appointment_first():
    st = example_turn_one()
    give_card(st, "judicial_review", 4)
    st.hands[4].remove("judicial_review")
    st.in_play_cards.append("judicial_review")
    _bank_in_congress(st)
    duel(st, 4, "jay", "burr", roll=1)                  # the Chief Justice dies
    assert st.status[JAY] == 2 and st.office("justice") == -1
    assert st.step == "refill" and st.decision().seats == (0,)
    ids = step_ids(st, 0)
    assert ids and all(i.startswith("appoint:justice:") for i in ids)
    act(st, "appoint:justice:marshall")
    assert st.pop[SID["marshall"]] == 0
    assert st.step == "vote" and st.decision().seats == (2,)    # the vote goes on
    everyone_votes(st)
    assert st.step == "review" and st.decision().seats == (1,)  # Marshall reviews


def test_muerte_7_chief_justice_dies_without_the_theory_no_appointment_is_needed():
    st = example_turn_one()
    _bank_in_congress(st)
    duel(st, 4, "jay", "burr", roll=2)
    assert st.status[JAY] == 2
    assert st.step == "vote" and st.decision().seats == (2,)


# --- Muerte 7: Congress -------------------------------------------------------------------------
def test_muerte_7_congress_voted_factions_keep_their_votes_others_vote_new_totals():
    st = example_turn_one()
    put_on_top(st, "admit_ky")
    act(st, "draw")
    act(st, "assign:a:state")
    act(st, "yea:0")                                   # seat 1: 11 votes
    assert st.decision().seats == (2,)
    duel(st, 4, "jackson", "marshall", roll=6)         # seat 1, which has voted, loses Marshall
    assert st.congress_votes(1) == 8
    duel(st, 0, "gclinton", "burr", roll=6)            # seat 3, still to vote, loses Burr
    assert st.congress_votes(3) == 11
    assert st.ctx["issue"]["yea"] == 11                # the vote cast stands
    act(st, "yea:0")                                   # seat 2: 8
    act(st, "yea:0")                                   # seat 3 votes with its new total
    assert st.ctx["issue"]["yea"] == 11 + 8 + 11


# --- Expose a Spy mid-issue ------------------------------------------------------------------------
def test_expose_a_spy_on_the_holder_before_his_part_the_president_replaces_him():
    st = _bank_to_hamilton()
    slot = give_card(st, "spy", 3)
    st.apply(3, f"play:{slot}:hamilton")
    assert st.office("treasury") == -1 and st.pop[HAMILTON] == -1
    assert st.step == "refill" and st.decision().seats == (0,)
    act(st, "appoint:treasury:marshall")
    assert st.pop[SID["marshall"]] == OFFICES["treasury"].pop > 0   # not a death: the usual gain
    assert st.ctx["issue"]["handlers"] == [SID["marshall"]]
    assert st.step == "spend"


def test_expose_a_spy_after_the_holder_spent_the_issue_goes_on():
    st = example_turn_one()
    _bank_in_congress(st)
    slot = give_card(st, "spy", 3)
    st.apply(3, f"play:{slot}:hamilton")
    assert st.office("treasury") == -1
    assert st.step == "vote" and st.decision().seats == (2,)
    everyone_votes(st)
    assert "national_bank" in st.resolved
    assert st.pop[HAMILTON] == -1 + 1                  # he still carried the issue


def test_expose_a_spy_with_nobody_to_replace_the_holder_leaves_him_out():
    st = _bank_to_hamilton()
    for slug in ("ccpinckney", "marshall", "wharrison", "pickering", "jqadams", "gclinton",
                 "henry", "burr", "madison", "monroe", "crawford", "franklin", "jackson"):
        st.set_standing(SID[slug], 2, -1)
    slot = give_card(st, "spy", 3)
    st.apply(3, f"play:{slot}:hamilton")
    assert "holder_not_replaced" in log_keys(st)
    assert "national_bank" in st.removed_issues and st.step == "agenda"


# --- elections ------------------------------------------------------------------------------------------
def _example_election():
    st = example_turn_one()
    st.admitted.append("KY")
    st.support = 2
    st.pop[HAMILTON] = 10
    st.pop[SID["madison"]] = 10
    st.ctx = {}
    st.phase = "treasury"
    refresh(st)
    return st


def test_election_nominee_dies_before_placement_his_party_names_another():
    st = _example_election()
    assert st.step == "mate" and st.decision().seats == (1,)
    duel(st, 3, "burr", "hamilton", roll=6)
    assert HAMILTON not in st.ctx["pres"] and SID["madison"] in st.ctx["pres"]
    assert "nominee_replaced" in log_keys(st)
    new_nominee = next(p for p in st.ctx["pres"] if p != SID["madison"])
    assert st.status[new_nominee] == 1 and new_nominee != HAMILTON


def test_election_running_mate_dies_his_candidate_names_another():
    st = _example_election()
    act(st, "mate:marshall")
    assert st.decision().seats == (3,)
    duel(st, 4, "jackson", "marshall", roll=6)
    assert str(HAMILTON) not in st.ctx["mate_of"]
    assert st.step == "mate" and st.decision().seats == (1,)    # Hamilton names again
    assert "mate:marshall" not in st.legal_ids(1)
    act(st, "mate:ccpinckney")
    assert st.decision().seats == (3,)
    act(st, "mate:burr")
    assert st.step == "place"


def test_election_candidate_dies_during_placement_his_cubes_count_for_nobody():
    st = _example_election()
    act(st, "mate:marshall")
    act(st, "mate:burr")
    assert st.ctx["queue"][st.ctx["qi"]][0] == SID["madison"]
    act(st, "place:VA")
    duel(st, 4, "jackson", "madison", roll=6)
    assert st.ctx["cubes"]["VA"] == [[SID["madison"], "P"]]      # the cube stays
    while st.step == "place":
        act(st, st.legal_ids(st.decision().seats[0])[0])
    assert st.president() not in (SID["madison"], -1) and st.status[SID["madison"]] == 2
    assert st.phase == "people"


def test_election_winner_dies_during_tie_break_votes_are_counted_again():
    st = _example_election()
    act(st, "mate:marshall")
    act(st, "mate:burr")
    era = st.era
    pair = next((a, b) for a in st.admitted for b in st.admitted
                if a < b and STATE[a].votes[era] == STATE[b].votes[era])
    ctx = st.ctx
    ctx["cubes"] = {pair[0]: [[SID["madison"], "P"]], pair[1]: [[HAMILTON, "P"]]}
    ctx["qi"] = len(ctx["queue"])
    ctx["placed"] = False
    refresh(st)                                          # counted: a tie, so a tie-break
    assert st.step == "tb_state"                         # the president picks the first state
    assert st.ctx["contests"][0]["cands"][:2] == [SID["madison"], HAMILTON]
    duel(st, 4, "jackson", "madison", roll=6)
    assert "recount" in log_keys(st)
    # Counted again without Madison: Hamilton leads alone; Burr and Marshall tie for second.
    assert st.ctx["results"] == {"president": HAMILTON}
    assert st.step == "tb_state" and st.ctx["contests"][0]["office"] == "vp"


# --- sealed succession bids ----------------------------------------------------------------------
def _succession():
    st = example_turn_one()
    st.set_office("vp", -1)
    kill(st, WASHINGTON)
    refresh(st)
    assert st.step == "succession" and set(st.decision().seats) == {0, 3}
    return st


def test_cards_played_during_sealed_bids_never_show_a_bid():
    low, high = _succession(), _succession()
    low.apply(0, "bid:1")
    high.apply(0, "bid:2")
    for st in (low, high):
        give_card(st, "coalition_1", 0)
        give_card(st, "coalition_1", 0)
    slot = f"slot{len(low.hands[0]) - 1}"
    assert f"{'play:' + slot}:franklin" in low.legal_ids(0)     # a seat that has bid may play
    assert any(i.startswith("play:") for i in low.legal_ids(3))   # and so may one still to bid
    for st in (low, high):
        st.apply(0, f"play:{slot}:franklin")
    for seat in (1, 2, 3, 4):
        assert low.view(seat) == high.view(seat)


def test_succession_bids_start_over_when_a_candidate_dies():
    st = _succession()
    st.apply(0, "bid:1")
    duel(st, 0, "franklin", "madison", roll=6)
    assert "succession_reopened" in log_keys(st)
    assert st.president() == SID["franklin"]             # now the only candidate
    assert st.faction_ip[0] == 3                         # his sealed bid was never paid


# --- cards at any decision ------------------------------------------------------------------------
def test_card_played_during_the_reduced_negotiation_committee():
    st = new(5, 4, {"reduced_negotiation": True})
    assert st.step == "committee"
    seat = st.decision().seats[0]
    other = (seat + 1) % 5
    slot = give_card(st, "coalition_1", other)
    mine = st.statesmen_of(other)[0]
    st.apply(other, f"play:{slot}:{st.slug(mine)}")
    assert st.bonus_votes[mine] == 2
    assert st.step == "committee"


def test_card_played_during_persuasion_kills_the_target_and_ends_it():
    st = example_turn_one()
    st.opts["persuasion"] = True
    st.faction_leader = [SID["franklin"], HAMILTON, SID["henry"], SID["madison"], JAY]
    st.phase = "people"
    st.ctx = {"stage": "round", "queue": [0]}
    st.faction_ip = [9, 9, 9, 9, 9]
    refresh(st)
    rig_die(st, 6)
    act(st, "persuade:washington:jefferson")
    assert st.step == "persuasion"
    duel(st, 3, "burr", "jefferson", roll=6)
    assert "persuasion_abandoned" in log_keys(st)
    assert st.step == "round" and st.decision().seats == (0,)


def test_card_played_while_another_card_waits_for_its_target():
    st = example_turn_one()
    st.phase = "people"
    st.ctx = {"stage": "round", "queue": [2]}
    refresh(st)
    slot = give_card(st, "spy", 2)
    act(st, f"play:{slot}")
    assert st.step == "card_target" and "target:hamilton" in st.legal_ids(2)
    duel(st, 3, "burr", "hamilton", roll=6)            # one of the targets dies meanwhile
    assert st.step == "card_target"
    assert "target:hamilton" not in st.legal_ids(2)
    act(st, "target:jefferson")
    assert st.office("state") == -1


def test_card_whose_target_is_gone_is_spent_without_effect():
    st = example_turn_one()
    st.phase = "people"
    st.ctx = {"stage": "round", "queue": [1]}
    st.offices = [WASHINGTON, ADAMS, -1, HAMILTON, -1, -1, -1, JAY]
    refresh(st)
    slot = give_card(st, "spy", 1)
    act(st, f"play:{slot}")
    assert st.legal_ids(1) == ["target:hamilton"]
    duel(st, 3, "burr", "hamilton", roll=5)
    assert st.legal_ids(1) == ["target:none"]
    act(st, "target:none")
    assert "card_fizzled" in log_keys(st) and "spy" in st.discard


def test_card_played_during_a_speech_boost_kills_the_speaker():
    st = example_turn_one()
    st.phase = "people"
    st.ctx = {"stage": "round", "queue": [0]}
    st.faction_ip[0] = 10
    refresh(st)
    rig_die(st, 1)
    act(st, "speech:gclinton")
    assert st.step == "boost"
    duel(st, 3, "burr", "gclinton", roll=6)
    assert st.step == "round" and st.decision().seats == (0,)


def test_card_played_while_the_president_appoints_a_replacement():
    st = _bank_to_hamilton()
    duel(st, 3, "burr", "hamilton", roll=6)
    assert st.step == "refill"
    slot = give_card(st, "coalition_1", 2)
    st.apply(2, f"play:{slot}:henry")
    assert st.step == "refill" and st.decision().seats == (0,)


def test_card_played_during_the_rescue_of_a_player_without_statesmen():
    from .helpers import last_statesman_lost
    st = last_statesman_lost()
    assert st.step == "rescue_name"
    act(st, "name:2")
    assert st.step == "rescue_give" and st.decision().seats == (2,)
    duel(st, 1, "hamilton", "pickering", roll=6)        # the giver loses a statesman meanwhile
    assert st.step == "rescue_give"
    assert "give:pickering" not in st.legal_ids(2)
    act(st, "give:henry")
    assert st.owner[SID["henry"]] == 3


# --- any card at any moment: seeded games with bystanders firing duels and spies --------------------
CARDS = ("duel", "spy", "coalition_1", "sabotage_1", "petticoat_affair")
OPTIONS = ({}, {"reduced_negotiation": True, "persuasion": True, "reduced_faction": True},
           {"scenario": "B"}, {"scenario": "C"})


def _bystanders_play_cards(players, seed, options):
    """A random game in which, at a third of the decisions, a player who is not deciding
    is handed one of CARDS from the deck or discards and plays a random card out of turn.
    Returns the steps interrupted and the final state."""
    st = GAME.new_state(players, seed, options)
    chooser = random.Random(seed)
    interrupted = set()
    while (decision := st.decision()) is not None:
        bystanders = [s for s in range(players) if s not in decision.seats]
        if bystanders and chooser.random() < 0.35:
            seat = chooser.choice(bystanders)
            card = chooser.choice(CARDS)
            if len(st.hands[seat]) < 6 and (card in st.deck or card in st.discard):
                give_card(st, card, seat)
            plays = [i for i in st.legal_ids(seat) if i.startswith("play:")]
            if plays:
                interrupted.add(st.step)
                st.apply(seat, chooser.choice(plays))
                assert st.invariant_errors() == []
                if (decision := st.decision()) is None:
                    break
        seat = decision.seats[0]
        legal = st.legal_ids(seat)
        assert legal, st.step
        st.apply(seat, chooser.choice(legal))
        assert st.invariant_errors() == []
    return interrupted, st


@pytest.mark.parametrize("options", OPTIONS)
def test_cards_played_out_of_turn_at_any_step_leave_a_consistent_game(options):
    interrupted, keys = set(), set()
    for seed, players in ((1, 3), (2, 4), (3, 5), (4, 6)):
        steps, st = _bystanders_play_cards(players, seed, options)
        assert st.result() is not None
        interrupted |= steps
        keys |= set(log_keys(st))
        copy = GAME.state_from_json(st.to_json())
        assert copy.digest() == st.digest()
    assert {"vote", "issue", "place"} <= interrupted
    assert "duel_fought" in keys


def test_the_voter_may_play_coalition_building_before_his_own_vote():
    st = example_turn_one()
    put_on_top(st, "admit_ky")
    act(st, "draw")
    act(st, "assign:a:state")
    assert st.step == "vote" and st.decision().seats == (1,)
    slot = give_card(st, "coalition_1", 1)
    assert f"play:{slot}:marshall" in st.legal_ids(1)     # the one deciding may play first
    st.apply(1, f"play:{slot}:marshall")
    assert st.step == "vote" and st.decision().seats == (1,)   # and then still votes
    act(st, "yea:0")
    assert st.ctx["issue"]["yea"] == 11 + 2
