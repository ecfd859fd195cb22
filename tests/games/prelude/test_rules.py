"""Rule-by-rule tests and the rulebook's worked examples, named after their sections."""

from __future__ import annotations

import pytest

from hustings.engine import IllegalAction
from hustings.games.prelude import content as C
from hustings.games.prelude.board_rules import (
    EI,
    ORG,
    RC,
    UC,
    add_cubes,
    advantage,
    favoured,
    mobilization_cost,
)
from hustings.games.prelude.effects import random_district
from hustings.games.prelude.scoring import die_faces, fear_modifier, fear_result

from .helpers import D, ForcedDice, act, at_play, fresh, rural_marker, set_mv

P, L = 0, 1


# --- 1.1 and 2.1 -------------------------------------------------------------------

def test_1_1_equal_values_leave_a_district_uncontrolled():
    s = fresh()
    set_mv(s, "yamaska", patriote=2, loyal=2)
    assert s.ctrl[D["yamaska"]] == -1
    set_mv(s, "yamaska", loyal=3)
    assert s.ctrl[D["yamaska"]] == L


def test_2_1_set_up():
    s = fresh()
    assert s.op == [6, 8] and s.wr == [0, 4] and s.vp == 0
    assert s.smark == [0, 0, 0, 0]
    assert s.nrc == [10, 2]                       # 5.1 example: ten against two
    assert rural_marker(s) == -8
    assert favoured(s, RC) == (P, 4)              # the leftmost "4" box
    assert advantage(s, UC) == 0                  # 5.4 example: Montréal P, Québec L
    assert favoured(s, EI) == (L, 2)              # 5.3: "2" for the Loyal
    assert len(s.hands[P]) == len(s.hands[L]) == 7
    assert len(s.reserve) == 4                    # 2 of 1834 + 2 generic
    assert s.decision().seats == (P,) and s.decision().prompt == "choose_first_player"


def test_2_2_hands_are_refilled_by_deck():
    """2.2 example: a kept 1834 card means 3 more of 1834 and 3 generic."""
    from hustings.games.prelude.turn import start_turn
    s = fresh()
    kept = s.hands[P][0] if C.DECK_OF[s.hands[P][0]] == "1834" else s.hands[P][1]
    for f in (P, L):
        for c in s.hands[f]:
            s.removed.append(c)
        s.hands[f] = []
    s.removed.remove(kept)
    s.hands[P] = [kept]
    s.turn, s.queue = 1, []
    start_turn(s)
    decks = sorted(C.DECK_OF[c] for c in s.hands[P])
    assert decks == ["1834"] * 4 + ["generic"] * 3 and kept in s.hands[P]


# --- 2.4 ------------------------------------------------------------------------------

def finish_with_first_choices(s):
    while s.decision() is not None:
        seat = s.decision().seats[0]
        s.apply(seat, s.legal_ids(seat)[0])


def test_2_4_example_1_spirit_at_15_scores_before_twenty_vp():
    s = at_play(patriote=[141], loyal=[22])     # 141 is Loyal: the Patriote plays it for AP
    s.spirit, s.vp = 15, -20
    s.rng = ForcedDice([1] * 20)
    s.apply(P, "ap:c141")
    s.apply(P, "done")
    assert s.decision().prompt == "remove_cube"   # the rural track's scoring sequence runs
    finish_with_first_choices(s)
    assert s.outcome[1] == "spirit"               # priority 1 over the 20 VP win
    assert any(e.key == "war_readiness_paid" for e in s.log)
    assert [e.args["track"] for e in s.log if e.key == "track_scores"] == [
        "Rural Counties", "Organizations", "External Influence", "Urban Counties"]


def test_2_4_twenty_vp_wins_at_the_end_of_the_action_round():
    s = at_play(patriote=[24], loyal=[22])
    s.vp = 19
    s.rng = ForcedDice([1] * 10)
    s.apply(P, "ap:c24")
    s.apply(P, "done")                            # the Loyal event scores 3 VP
    assert s.result().winners == (L,) and s.outcome[1] == "twenty_vp"
    assert s.result().reason == "a lead of 20 VP or more"


def test_2_4_twenty_vp_from_a_session_reward_waits_for_the_end_of_the_turn():
    """2.4 checks at the end of an action round or of a turn; a session's reward comes
    after the round (10.0). Reaching 20 VP by it in round 8, the turn still ends (2.3),
    and the spirit that reaches 15 there takes priority: every track scores."""
    s = at_play(patriote=[27], loyal=[141])   # own cards, played for AP: no events
    s.turn, s.rnd = 2, 7                      # 1835: round 8 closes the session of rounds 7-8
    s.vp, s.spirit, s.calm, s.wr = -18, 14, 0, [0, 9]
    s.advance()
    s.rng = ForcedDice([1] * 40)
    for seat, action in ((P, "ap:c27"), (P, "done"), (L, "ap:c141"), (L, "done")):
        s.apply(seat, action)
    assert s.vp == -20 and s.spirit == 15 and s.op == [12, 16]
    assert s.outcome is None and any(e.key == "turn_ends" for e in s.log)
    assert any(e.key == "track_scores" for e in s.log) and ["war_readiness"] in s.queue


def test_2_4_the_zero_box_goes_to_the_loyal_player():
    s = fresh()
    s.replace_steps([["finish", "last_turn"]])
    s.advance()
    assert s.result().winners == (L,)


def test_2_4_example_2_winter_1837_with_spirit_15_pays_war_readiness():
    s = fresh()
    s.turn, s.started, s.rnd, s.spirit, s.calm = 6, 1, 8, 14, 0
    s.replace_steps([["end_turn"]])
    s.rng = ForcedDice([1] * 10)
    s.advance()
    while s.decision() is not None:
        s.apply(s.decision().seats[0], s.legal_ids(s.decision().seats[0])[0])
    assert s.outcome[1] == "spirit"
    assert s.result().reason == "the Spirit of Rebellion reached 15"
    assert any(e.key == "war_readiness_paid" for e in s.log)


# --- 3.1 --------------------------------------------------------------------------------

def test_3_1_example_loyalty_oaths_below_ten_goes_to_the_reserve():
    s = at_play(patriote=[92], loyal=[22])
    s.spirit = 9
    s.rng = ForcedDice([1])
    assert s.legal_ids(P) == ["ap:c92"]          # an enemy card: AP only
    s.apply(P, "ap:c92")
    s.apply(P, "done")
    assert 92 in s.reserve and s.op[L] == 8 + 2   # half of 4 AP


def test_3_1_example_loyalty_oaths_at_ten_is_played_by_the_loyal():
    s = at_play(patriote=[92], loyal=[22])
    s.spirit = 11
    s.rng = ForcedDice([1])
    s.apply(P, "ap:c92")
    s.apply(P, "done")
    assert s.decision().seats == (L,)
    placed = 0
    while s.decision().prompt == "place_cube":
        s.apply(L, s.legal_ids(L)[0])
        placed += 1
    assert placed == 6                            # 12.0: spirit 11 -> 6 districts
    assert 92 not in s.reserve


def test_3_1_neutral_card_played_for_ap_goes_to_the_reserve():
    s = at_play(patriote=[142], loyal=[22])
    s.rng = ForcedDice([1])
    s.apply(P, "ap:c142")
    s.apply(P, "done")
    assert 142 in s.reserve


def test_3_1_a_round_may_be_passed_only_with_an_empty_hand():
    s = at_play(patriote=[], loyal=[22])
    assert "pass" in s.legal_ids(P)
    s2 = at_play(patriote=[22], loyal=[24])
    assert "pass" not in s2.legal_ids(P)
    with pytest.raises(IllegalAction):
        s2.apply(P, "pass")


def test_7_0_reserve_cards_cost_their_ap_in_opportunity_points():
    s = at_play(patriote=[22], loyal=[24], reserve=[120, 142, 9])
    ids = s.legal_ids(P)
    assert "reserve:c142" in ids and "reserve:c120" not in ids and "reserve:c9" not in ids
    poor = at_play(patriote=[22], loyal=[24], reserve=[120, 142, 9])
    poor.op[P] = 1
    poor.advance()      # a state changed by hand re-derives its pending decision
    assert "reserve:c142" not in poor.legal_ids(P)



def test_7_0_an_activities_card_played_from_the_reserve_is_discarded():
    """Its "3 OP and the card to the reserve" gives the OP; 7.0's note discards the card."""
    s = at_play(patriote=[22], loyal=[24], reserve=[9], first="loyal")
    act(s, L, "reserve:c9", "opt:reserve", "die:ei")
    assert s.op[L] == 8 - 4 + 3
    assert 9 not in s.reserve and any(9 in pile for pile in s.discards)
    from_hand = at_play(patriote=[22], loyal=[9], first="loyal")
    act(from_hand, L, "event:c9", "opt:reserve", "die:ei")
    assert 9 in from_hand.reserve

# --- 4.0 ----------------------------------------------------------------------------

def test_4_0_each_die_has_three_faces_of_its_track():
    for t in range(4):
        faces = die_faces(t)
        assert faces.count(t) == 3 and sorted(set(faces)) == [0, 1, 2, 3]


def test_4_0_activities_cards_let_their_faction_choose_the_die():
    s = at_play(patriote=[16], loyal=[22])
    s.rng = ForcedDice([1])
    s.apply(P, "ap:c16")
    s.apply(P, "done")
    assert s.decision().prompt == "pick_die"
    s.apply(P, "die:ei")
    assert s.smark[EI] == 1


# --- 5.x ----------------------------------------------------------------------------

def test_5_1_example_two_loyal_cubes_move_the_marker_to_the_leftmost_three():
    s = fresh()
    add_cubes(s, L, D["rouville"], 1)
    add_cubes(s, L, D["richelieu"], 1)
    assert rural_marker(s) == -6 and favoured(s, RC) == (P, 3)
    assert favoured(s, RC) == (P, 3)
    add_cubes(s, L, D["deux-montagnes"], 1)     # the rightmost "3" box
    assert rural_marker(s) == -5 and favoured(s, RC) == (P, 3)


def test_5_1_labels_from_the_extended_example():
    from hustings.games.prelude.board_rules import LABELS
    # 10 and 9 show "5", 8 and 7 "4", 6 and 5 "3", 4 and 3 "2", 2 and 1 "1"
    assert LABELS[RC] == (1, 1, 2, 2, 3, 3, 4, 4, 5, 5)


def test_5_4_example_urban_marker():
    s = fresh()
    add_cubes(s, L, C.MONTREAL, 1)
    assert favoured(s, UC) == (L, 2)
    add_cubes(s, L, C.MONTREAL, 1)
    assert favoured(s, UC) == (L, 4)


def test_5_4_1_example_attrition_by_mobilization_value():
    s = fresh()
    set_mv(s, "montreal", patriote=7, loyal=0)
    set_mv(s, "quebec", patriote=4, loyal=11)
    s.replace_steps([["score_seq", UC]])
    s.advance()
    assert s.mv[P][C.MONTREAL] == 5 and s.mv[P][C.QUEBEC] == 3
    assert s.mv[L][C.QUEBEC] == 8
    # 0 VP on the "0" box, then 2 VP to the Patriote for an empty Montréal
    assert s.vp == -2


def test_5_3_external_influence_scores_its_box():
    s = fresh()
    s.smark[EI] = 3
    s.replace_steps([["advance", EI]])
    s.advance()
    assert s.vp == 2 and s.smark[EI] == 0


def test_5_2_organizations_weigh_two_urban_one_rural():
    s = fresh()
    s.replace_steps([["org_place", L, C.QUEBEC], ["org_place", P, D["richelieu"]]])
    s.advance()
    assert advantage(s, ORG) == 1


# --- 6.x ----------------------------------------------------------------------------

def test_6_2_fear_of_reprisal_table():
    assert fear_modifier(0) == fear_modifier(4) == -2
    assert fear_modifier(5) == fear_modifier(9) == 0
    # Every row of the table can come up: the last one (9+) with a 6 from 10 on.
    assert fear_modifier(10) == fear_modifier(15) == 3
    assert 6 + fear_modifier(10) == 9 and 1 + fear_modifier(0) < 3
    assert fear_result(2) == (0, 0)
    assert fear_result(3) == fear_result(4) == (2, 1)
    assert fear_result(5) == fear_result(6) == (5, 2)
    assert fear_result(7) == fear_result(8) == (7, 3)
    assert fear_result(9) == (10, 0)


def test_6_2_the_loyal_removes_patriote_cubes_at_most_per_county():
    s = fresh()
    s.spirit = 6
    s.rng = ForcedDice([4])                       # 4 + 0 -> 2 cubes, 1 a county
    s.replace_steps([["score_seq", RC]])
    s.advance()
    assert s.decision().seats == (L,)
    first = s.legal_ids(L)[0]
    s.apply(L, first)
    assert first not in s.legal_ids(L)
    s.apply(L, s.legal_ids(L)[0])
    assert s.decision() is None or s.decision().prompt != "remove_cube"


def test_6_0_end_of_turn_advance_and_call_to_calm():
    s = fresh()
    s.turn, s.started, s.rnd = 0, 1, 8
    s.replace_steps([["end_turn"]])
    s.advance()
    assert s.spirit == 1 and s.op == [12, 16]
    s2 = fresh()
    s2.started, s2.rnd, s2.calm = 1, 8, 1
    s2.replace_steps([["end_turn"]])
    s2.advance()
    assert s2.spirit == 0 and s2.calm == 0


# --- 8.0 ----------------------------------------------------------------------------

def test_8_0_example_chambly_check_succeeds():
    s = fresh()
    set_mv(s, "chambly", patriote=7)
    s.rng = ForcedDice([4, 3, 3])
    s.replace_steps([["check", P, D["chambly"], 4, [["vp", P, 1]], []]])
    s.advance()
    assert s.vp == -1


def test_8_0_example_drummond_failure_may_be_bought():
    s = fresh()
    set_mv(s, "drummond", loyal=8)
    s.rng = ForcedDice([4, 4, 4])
    s.replace_steps([["check", L, D["drummond"], 2, [["vp", L, 1]], []], ["first", 0]])
    s.advance()
    assert s.legal_ids(L) == ["buy:2", "fail"]
    s.apply(L, "buy:2")
    assert s.op[L] == 6 and s.vp == 1
    s.op[L] = 1
    s.rng = ForcedDice([4, 4, 4])
    s.replace_steps([["check", L, D["drummond"], 2, [["vp", L, 1]], []], ["first", 0]])
    s.advance()
    assert s.legal_ids(L) == ["fail"]


# --- 9.x ----------------------------------------------------------------------------

def test_9_1_1_example_laprairie_costs():
    s = fresh()
    costs = []
    for _ in range(4):
        costs.append(mobilization_cost(s, L, D["laprairie"]))
        add_cubes(s, L, D["laprairie"], 1)
    assert costs == [1, 2, 2, 3]


def test_9_1_2_example_montreal_costs():
    s = fresh()
    assert s.mv[P][C.MONTREAL] == 3
    costs = []
    for _ in range(3):
        costs.append(mobilization_cost(s, P, C.MONTREAL))
        add_cubes(s, P, C.MONTREAL, 1)
    assert costs == [2, 2, 3]


def test_9_2_2_example_sherbrooke_rural_organization():
    s = at_play(patriote=[22], loyal=[10], first="loyal")
    set_mv(s, "sherbrooke", loyal=7)
    set_mv(s, "quebec", loyal=8)
    set_mv(s, "montreal", loyal=5)
    s.queue[:0] = [["org_place", L, C.QUEBEC], ["org_place", L, C.MONTREAL]]
    s.advance()
    s.rng = ForcedDice([5, 4, 4, 1])
    s.apply(L, "ap:c10")
    s.apply(L, "org:4")
    assert "orgat:sherbrooke:quebec" in s.legal_ids(L)
    s.apply(L, "orgat:sherbrooke:quebec")       # 7 + 4 + 1 = 12 against 13
    assert s.legal_ids(L) == ["buy:1", "fail"]
    before = advantage(s, ORG)
    s.apply(L, "buy:1")
    assert s.org[L][D["sherbrooke"]] == 1 and advantage(s, ORG) == before + 1


def test_9_2_a_failed_check_ends_organization_attempts_for_the_round():
    s = at_play(patriote=[18], loyal=[22])
    s.rng = ForcedDice([6, 6, 6])
    s.apply(P, "ap:c18")                          # 6 AP
    s.apply(P, "org:2")
    s.apply(P, "orgat:montreal")
    s.apply(P, "fail")
    assert not any(i.startswith("org:") for i in s.legal_ids(P))
    assert "mob:montreal" in s.legal_ids(P)


def test_9_2_1_patriote_organizes_only_montreal():
    s = at_play(patriote=[18], loyal=[22])
    s.apply(P, "ap:c18")
    ids = s.legal_ids(P)
    assert "org:2" in ids
    s.apply(P, "org:2")
    assert s.legal_ids(P) == ["orgat:montreal"]   # not Québec, no rural one before it


def test_9_3_call_to_calm_costs_by_year_once_a_turn():
    s = at_play(patriote=[18], loyal=[22])
    s.apply(P, "ap:c18")
    s.apply(P, "calm")
    assert s.calm == 1 and "calm" not in s.legal_ids(P)
    assert s.pending_step()[2] == 4
    s.turn = 2
    assert C.TURNS[s.turn].calm_cost == 4 and C.TURNS[4].calm_cost == 6


def test_9_4_volunteer_corps():
    s = at_play(patriote=[22], loyal=[13], first="loyal")
    s.spirit = 8
    set_mv(s, "sherbrooke", loyal=3)
    s.queue[:0] = [["org_place", L, C.QUEBEC], ["org_place", L, D["sherbrooke"]]]
    s.advance()
    s.rng = ForcedDice([1, 1, 1, 4, 1])
    s.apply(L, "ap:c13")
    s.apply(L, "vol:2")
    s.apply(L, "volat:sherbrooke")
    assert s.org[L][D["sherbrooke"]] == 2 and s.vols == 1
    assert s.spirit == 9 and s.wr[L] == 5
    assert not any(i.startswith("vol:") for i in s.legal_ids(L))


# --- 9.5 special actions ----------------------------------------------------------------

def test_9_5_one_special_action_a_turn_each_once_a_game():
    s = at_play(patriote=[18], loyal=[22])
    s.apply(P, "ap:c18")
    s.apply(P, "sa:moment")
    assert s.op[P] == 12
    assert not any(i.startswith("sa:") for i in s.legal_ids(P))


def test_9_5_1_le_canadien_ignores_the_enemy_event():
    s = at_play(patriote=[18, 92], loyal=[22, 24])
    s.spirit = 11
    s.rng = ForcedDice([1] * 5)
    s.apply(P, "ap:c18")
    s.apply(P, "sa:canadien")
    s.apply(P, "done")
    s.apply(P, "die:rc")
    s.apply(L, "ap:c24")
    s.apply(L, "done")
    s.apply(P, "ap:c92")
    s.apply(P, "done")
    assert 92 in s.discards[2] and s.lc[P] == 0 and s.op[L] == 8


def test_9_5_1_partisan_media_gives_ap_then_event():
    s = at_play(patriote=[22], loyal=[13, 141], first="loyal")
    s.rng = ForcedDice([1] * 5)
    s.apply(L, "ap:c13")
    s.apply(L, "sa:media")
    s.apply(L, "done")
    s.apply(L, "die:rc")
    s.apply(P, "ap:c22")
    s.apply(P, "done")
    assert "event:c141" not in s.legal_ids(L)
    s.apply(L, "ap:c141")
    s.apply(L, "done")
    assert s.spirit == 2


def test_9_5_1_strategic_realignment_swaps_hands_after_the_round():
    s = at_play(patriote=[22, 27], loyal=[13, 141], first="loyal")
    s.rng = ForcedDice([1])
    s.apply(L, "ap:c13")
    s.apply(L, "sa:realign")
    s.apply(L, "done")
    s.apply(L, "die:rc")
    assert sorted(s.hands[L]) == [22, 27] and s.hands[P] == [141]


def test_9_5_1_non_issue_and_looking_for_trouble():
    s = at_play(patriote=[22], loyal=[13], first="loyal")
    s.smark[UC] = 3
    s.apply(L, "ap:c13")
    s.apply(L, "sa:nonissue:uc")
    assert s.smark[UC] == 0
    assert "sa:trouble:1" not in s.legal_ids(L)   # one special action a turn


def test_9_5_1_pulling_the_strings_rolls_chosen_dice():
    s = at_play(patriote=[22], loyal=[13], first="loyal")
    s.rng = ForcedDice([1, 1, 1])
    s.apply(L, "ap:c13")
    s.apply(L, "sa:strings:2")
    s.apply(L, "sdie:ei")
    s.apply(L, "sdie:uc")
    assert s.smark[EI] == 1 and s.smark[UC] == 1


def test_9_5_2_overwhelming_support_and_no_matter_the_cost():
    s = at_play(patriote=[18], loyal=[22])
    set_mv(s, "richelieu", patriote=9)
    set_mv(s, "chambly", patriote=9)
    set_mv(s, "missisquoi", patriote=9)           # Loyal bias: does not count
    s.apply(P, "ap:c18")
    s.apply(P, "sa:support")
    assert s.vp == -2
    s.flags["nofear"] = 1
    s.queue[:0] = [["fear"]]
    s.advance()
    assert "nofear" not in s.flags


def test_9_5_2_various_angles_swaps_with_the_reserve():
    s = at_play(patriote=[18, 22, 27, 28], loyal=[24], reserve=[142, 21, 1])
    s.apply(P, "ap:c18")
    assert "sa:angles:2" in s.legal_ids(P)
    assert "sa:angles:3" not in s.legal_ids(P)    # only 2 non-key cards in the reserve
    s.apply(P, "sa:angles:1")
    assert not any(i.endswith(":c1") for i in s.legal_ids(P))   # key events stay
    s.apply(P, "swap:c22:c21")
    assert 21 in s.hands[P] and 22 in s.reserve


def test_9_5_2_various_angles_never_exchanges_a_card_back():
    s = at_play(patriote=[18, 22, 27, 28], loyal=[24], reserve=[142, 21, 1])
    s.apply(P, "ap:c18")
    s.apply(P, "sa:angles:2")
    s.apply(P, "swap:c22:c142")
    legal = s.legal_ids(P)
    assert "swap:c142:c22" not in legal and "swap:c142:c21" not in legal
    assert "swap:c27:c22" not in legal and legal == ["swap:c27:c21", "swap:c28:c21"]
    s.apply(P, "swap:c27:c21")
    assert {142, 21} <= set(s.hands[P]) and {22, 27} <= set(s.reserve)


# --- 10.0 and 11.0 ------------------------------------------------------------------------

def test_10_0_example_first_two_rounds_of_early_1834_form_one_session():
    from hustings.games.prelude.turn import is_parliamentary, session_ends_now
    s = fresh()
    s.rnd = 0
    assert is_parliamentary(s) and not session_ends_now(s)
    s.rnd = 1
    assert is_parliamentary(s) and session_ends_now(s)
    s.rnd = 2
    assert not is_parliamentary(s)
    assert sum(len(t.sessions) for t in C.TURNS if t.deck == "1835-36") == 3


def test_11_0_random_district_table():
    s = fresh()
    s.rng = ForcedDice([1, 1, 2, 3, 5, 2, 5, 4, 6, 1])
    assert random_district(s) == D["deux-montagnes"]
    assert random_district(s) == D["laprairie"]
    assert random_district(s) == C.MONTREAL
    assert random_district(s) == C.QUEBEC
    assert random_district(s) == -1


def test_9_5_1_swapped_hands_are_known_to_both_players():
    s = at_play(patriote=[22, 27], loyal=[13, 141], first="loyal")
    s.rng = ForcedDice([1])
    s.apply(L, "ap:c13")
    s.apply(L, "sa:realign")
    s.apply(L, "done")
    s.apply(L, "die:rc")
    import random
    assert s.secrets() == {0: set(), 1: set()}
    assert sorted(s.determinize(0, random.Random(3)).hands[L]) == [22, 27]


def test_determinize_redeals_only_the_opponents_unseen_cards():
    import random
    s = fresh(5)
    copy = s.determinize(0, random.Random(1))
    assert copy.hands[0] == s.hands[0]
    assert sorted(copy.hands[1] + copy.decks[0] + copy.decks[3]) == \
        sorted(s.hands[1] + s.decks[0] + s.decks[3])
    assert copy.view(0) == s.view(0)


def test_9_2_a_failed_check_bars_only_the_player_who_failed_it():
    """9.2: a failed organization check stops further organization attempts of the player
    who failed it for the rest of the round, not those of his opponent. The Loyal carrying
    out his Activities event in the Patriote's round may still organize."""
    s = at_play(patriote=[13], loyal=[22])
    s.rng = ForcedDice([6, 6, 6])
    s.apply(P, "ap:c13")                          # a Loyal card: 6 AP, then its event
    s.apply(P, "org:4")
    s.apply(P, "orgat:montreal")
    s.apply(P, "fail")
    assert not any(i.startswith("org:") for i in s.legal_ids(P))
    s.apply(P, "done")
    s.apply(L, "opt:activities")                  # 3 AP of activities for the Loyal
    assert "org:2" in s.legal_ids(L) and "org:3" in s.legal_ids(L)
    assert s.invariant_errors() == []


def test_9_5_1_le_canadien_acts_on_the_next_enemy_card_not_the_one_paying_for_it():
    """9.5.1 Le Canadien: the next enemy card played from the hand has its event ignored.
    Taken with the AP of an enemy card already played, it leaves that card's event alone
    and waits for the next enemy card."""
    s = at_play(patriote=[24, 141], loyal=[22, 27])
    s.rng = ForcedDice([1] * 8)
    s.apply(P, "ap:c24")                          # Loyal card: 4 AP
    s.apply(P, "sa:canadien")
    s.apply(P, "done")
    assert s.vp == 3 and s.lc[P] == 1             # the Loyal still scored its 3 VP
    s.apply(L, "ap:c22")
    s.apply(L, "done")
    spirit = s.spirit
    s.apply(P, "ap:c141")                         # the next Loyal card: event ignored
    s.apply(P, "done")
    assert s.spirit == spirit and s.lc[P] == 0 and 141 in s.discards[3]
    assert s.op[L] == 8 and s.invariant_errors() == []


def test_9_5_1_realignment_bought_in_the_patriote_round_swaps_after_the_loyal_round():
    """Ruling: the Loyal buys Strategic Realignment with the 3 AP of a Loyal Activities card
    the Patriote played; the hands change after the Loyal's own next round."""
    s = at_play(patriote=[13, 22], loyal=[27, 141])
    s.rng = ForcedDice([1] * 8)
    s.apply(P, "ap:c13")
    s.apply(P, "done")
    s.apply(L, "opt:activities")
    s.apply(L, "sa:realign")
    s.apply(L, "done")
    s.apply(L, "die:ei")
    assert s.hands == [[22], [27, 141]]           # the Patriote's round is over: no swap yet
    s.apply(L, "ap:c141")
    s.apply(L, "done")
    assert s.hands == [[27], [22]] and "realign" not in s.flags
