"""12.0: the card clarifications, and the card events with procedures of their own."""

from __future__ import annotations

import pytest

from hustings.games.prelude import content as C
from hustings.games.prelude.events import EVENTS, requirement_met

from .helpers import D, ForcedDice, at_play, fresh, set_mv

P, L = 0, 1


def run(state, ops, dice=()):
    """Run event steps on a state that waits on nothing else."""
    if dice:
        state.rng = ForcedDice(dice)
    state.queue[:0] = ops
    state.advance()


def event(state, card, f, dice=()):
    from hustings.games.prelude.events import event_ops
    run(state, event_ops(state, card, f), dice)


def pick_all(state, seat, *ids):
    for action_id in ids:
        state.apply(seat, action_id)


def test_every_card_has_an_event():
    assert sorted(EVENTS) == sorted(C.CARDS)
    assert len(C.CARDS) == 147


def test_12_card_4_russell_resolutions():
    s = fresh()
    s.ei = 3                                     # the "3" box for the Loyal
    for key in ("richelieu", "chambly", "laprairie"):
        s.org[P][D[key]] = 1
    event(s, 4, L)
    assert s.decision().prompt == "place_cube"
    pick_all(s, P, "place:richelieu", "place:chambly", "place:laprairie")
    assert s.mv[P][D["richelieu"]] == 2 and s.mv[P][D["chambly"]] == 3
    assert s.op[P] == 9 and s.vp == 3


def test_12_card_3_select_committee_second_city_only_after_success():
    s = fresh()
    event(s, 3, L)
    s.rng = ForcedDice([1, 1, 1, 6, 6, 6])
    s.apply(L, "opt:quebec")                    # first check in Québec succeeds
    assert s.mv[L][C.QUEBEC] == 6 and s.mv[P][C.QUEBEC] == 0
    assert s.legal_ids(L) == ["fail"]            # Montréal: 2 + 3 against 18, 13 OP short
    s.apply(L, "fail")
    assert s.mv[L][C.MONTREAL] == 2


def test_12_card_7_six_counties_in_the_patriote_order():
    s = fresh()
    event(s, 7, P)
    s.rng = ForcedDice([1, 1, 1] * 6)
    s.apply(P, "opt:3")
    order = ["lacadie", "chambly", "rouville", "vercheres", "st-hyacinthe", "richelieu"]
    for key in order:
        assert f"target:{key}" in s.legal_ids(P)
        s.apply(P, f"target:{key}")
    assert s.mv[P][D["lacadie"]] == 5 and s.spirit == 2


def test_12_card_8_arrest_warrants_may_end_the_game_without_the_die():
    s = at_play(patriote=[22], loyal=[24], reserve=[8])
    s.spirit = 10
    s.apply(P, "ap:c22")
    s.rng = ForcedDice([1] + [6] + [1] * 10)
    s.apply(P, "done")
    s.queue[:0] = [["event", L, 8]]
    s.advance()
    assert s.legal_ids(L) == ["opt:carry_on", "opt:end_game"]
    s.apply(L, "opt:end_game")
    while s.decision() is not None:
        seat = s.decision().seats[0]
        s.apply(seat, s.legal_ids(seat)[0])
    assert s.outcome[1] == "arrest_warrants"
    assert s.result().reason == "the arrest warrants went out"


def test_12_cards_9_to_18_activities_from_the_hand_keep_their_ap():
    s = at_play(patriote=[16], loyal=[22])
    assert {"ap:c16", "event:c16"} <= set(s.legal_ids(P))


@pytest.mark.parametrize("hand", [[22, 27], []])   # ruling: held even with an empty hand
def test_12_card_23_st_jean_baptiste_rounds(hand):
    s = at_play(patriote=hand, loyal=[24, 141])
    s.flags["sjb"] = 1
    s.rnd = 7
    s.replace_steps([])
    s.half = 0
    s.advance()
    assert s.decision().prompt == "place_cube" and s.vp == -1


def test_12_card_28_points_spent_only_for_the_event():
    s = fresh()
    event(s, 28, P)
    assert s.legal_ids(P) == ["opt:0", "opt:1", "opt:2", "opt:3", "opt:4"]
    s.apply(P, "opt:4")
    assert s.op[P] == 2 and s.ei == 0


def test_12_card_49_banque_du_peuple_points_come_on_top():
    s = at_play(patriote=[22], loyal=[49], first="loyal")
    set_mv(s, "montreal", loyal=5)                # the Patriote no longer controls Montréal
    s.rng = ForcedDice([1])
    s.apply(L, "ap:c49")
    s.apply(L, "done")
    assert s.op[P] == 6 + 2 + 2                   # half the AP, and the card's own 2


def test_12_card_49_points_survive_le_canadien():
    """Ruling: Le Canadien ignores the event, but the 2 OP come from the play for AP."""
    s = at_play(patriote=[22], loyal=[49], first="loyal")
    s.lc[L] = 1
    s.rng = ForcedDice([1])
    s.apply(L, "ap:c49")
    s.apply(L, "done")
    assert s.lc[L] == 0 and s.op[P] == 6 + 2      # no OP for the ignored event, the card's 2


def test_12_card_56_papineau_shipped_overseas():
    from hustings.games.prelude.board_rules import mobilization_cost
    s = fresh()
    set_mv(s, "richelieu", patriote=5)
    assert mobilization_cost(s, P, D["richelieu"]) > 0
    event(s, 56, L)
    assert mobilization_cost(s, P, D["richelieu"]) == 0
    event(s, 27, P)                               # events still add cubes
    assert s.mv[P][D["richelieu"]] == 8


def test_12_card_68_beyond_regional_leadership():
    from hustings.games.prelude.board_rules import mobilization_cost
    s = fresh()
    set_mv(s, "richelieu", patriote=8)
    assert mobilization_cost(s, P, D["richelieu"]) == 3
    event(s, 68, P)
    assert mobilization_cost(s, P, D["richelieu"]) == 1


def test_12_card_77_gosford_forbids_dissident_meetings():
    s = at_play(patriote=[18], loyal=[22])
    s.flags["forbid"] = 1
    s.apply(P, "ap:c18")
    for _ in range(2):
        s.apply(P, "mob:montreal")                # 2 + 2 AP of mobilization
    assert s.vp == 1


def test_12_card_85_lafontaines_plan():
    from hustings.games.prelude.turn import is_parliamentary
    s = at_play(patriote=[85, 22, 27], loyal=[24, 141, 26])
    s.turn, s.rnd = 4, 3
    s.rng = ForcedDice([1] * 6)
    s.apply(P, "event:c85")
    s.apply(L, "ap:c24")
    s.apply(L, "done")
    assert s.rnd == 4 and is_parliamentary(s)
    vp = s.vp
    s.apply(P, "ap:c22")
    s.apply(P, "done")
    s.apply(L, "ap:c141")
    s.apply(L, "done")
    assert s.rnd == 5 and s.vp == vp - 2 and s.mv[P][C.QUEBEC] == 2


def test_12_card_107_family_in_the_countryside():
    s = at_play(patriote=[107, 18], loyal=[24, 141])
    s.rng = ForcedDice([1] * 4)
    s.apply(P, "event:c107")
    s.apply(L, "ap:c24")
    s.apply(L, "done")
    s.apply(P, "ap:c18")                          # 6 AP
    before = sum(s.mv[P][d] for d in C.RURAL)
    while "mob:richelieu" in s.legal_ids(P) or "mob:chambly" in s.legal_ids(P):
        s.apply(P, "mob:richelieu" if "mob:richelieu" in s.legal_ids(P) else "mob:chambly")
        if s.decision().prompt != "spend_ap":
            break
    assert sum(s.mv[P][d] for d in C.RURAL) - before == 12


def test_12_card_108_overseas_business_may_reach_the_next_turn():
    s = fresh()
    event(s, 108, P)
    assert s.flags["skip1"] == 1


def test_12_card_129_ragtag_coalition():
    s = fresh()
    set_mv(s, "richelieu", patriote=3, loyal=2)
    event(s, 129, L)
    s.apply(L, "target:richelieu")
    assert s.mv[L][D["richelieu"]] == 4


def test_12_card_130_mentor_spends_two_ap_on_mobilization():
    s = fresh()
    event(s, 130, P)
    ids = s.legal_ids(P)
    assert "mob:richelieu" in ids and not any(i.startswith(("org:", "sa:", "calm")) for i in ids)


def test_12_card_131_spontaneous_mobilization_rolls_again_on_a_repeat():
    s = fresh()
    event(s, 131, P, dice=[1, 1, 1, 1, 1, 2, 6, 1])
    # deux-montagnes, deux-montagnes again (rolled again), terrebonne, then a free pick
    assert s.mv[P][D["deux-montagnes"]] == 2 and s.mv[P][D["terrebonne"]] == 3
    assert "target:deux-montagnes" not in s.legal_ids(P)
    assert "target:terrebonne" not in s.legal_ids(P)


def test_12_card_134_you_go_we_go_never_above_seven():
    s = fresh()
    set_mv(s, "richelieu", patriote=9)
    s.org[P][D["chambly"]] = 1
    assert requirement_met(s, 134, L)
    event(s, 134, L)
    s.apply(L, "target:richelieu")
    assert s.mv[L][D["richelieu"]] == 7


def test_12_card_138_prorogued_session():
    from hustings.games.prelude.turn import is_parliamentary
    s = fresh()
    s.turn, s.rnd = 2, 6                          # 1835, rounds 7-8 form a session
    assert is_parliamentary(s)
    event(s, 138, P)
    assert s.vp == -2 and s.mv[P][C.QUEBEC] == 2
    s.rnd = 7
    assert not is_parliamentary(s)


def test_12_card_138_ends_the_first_session_of_early_1834_too():
    """The first session of the game is session 0 of turn 0: its mark must not read as
    "no flag"."""
    from hustings.games.prelude.turn import is_parliamentary
    s = fresh()
    assert (s.turn, s.rnd) == (0, 0) and is_parliamentary(s)
    event(s, 138, P)
    assert s.vp == -2 and s.mv[P][C.QUEBEC] == 2
    assert not is_parliamentary(s)
    s.rnd = 1
    assert not is_parliamentary(s)


def test_12_card_94_victoria_adds_the_external_influence_box():
    s = fresh()                                   # the "2" box for the Loyal
    event(s, 94, L, dice=[3])
    assert s.vp == 2 and s.ei == 3
    s2 = fresh()
    event(s2, 94, L, dice=[2])
    assert s2.vp == 0 and s2.ei == 3


def test_12_card_142_morning_courier_is_stronger_for_the_loyal():
    s = fresh()
    event(s, 142, P)
    event(s, 142, L)
    assert s.mv[P][C.MONTREAL] == 4 and s.mv[L][C.MONTREAL] == 4


def test_12_card_120_petite_famille_in_a_session():
    s = fresh()
    event(s, 120, L)
    assert s.mv[L][C.QUEBEC] == 6 and s.mv[P][C.QUEBEC] == 0
    s2 = fresh()
    s2.rnd = 3
    event(s2, 120, L)
    assert s2.mv[L][C.QUEBEC] == 5 and s2.mv[P][C.QUEBEC] == 1


def test_12_card_75_patriote_organization_in_quebec():
    s = fresh()
    set_mv(s, "quebec", patriote=4)
    assert requirement_met(s, 75, P)
    event(s, 75, P)
    assert s.org[P][C.QUEBEC] == 1 and s.orgs[P] == 2


def test_12_card_88_septembrokers_patriote_alone_buys():
    s = fresh()
    s.org[P][D["richelieu"]] = 1
    s.org[P][D["chambly"]] = 1
    s.orgs[P] = 2
    event(s, 88, L)
    assert s.decision().seats == (P,)
    s.rng = ForcedDice([6, 6, 6, 1, 1, 1])
    s.apply(P, "target:richelieu")
    assert s.decision().seats == (P,) and s.decision().prompt == "buy_or_fail"
    s.apply(P, "fail")
    s.apply(P, "target:chambly")
    assert s.org[P][D["richelieu"]] == 0 and s.org[P][D["chambly"]] == 1


def test_12_cards_37_42_43_score_at_the_end_of_the_turn():
    s = fresh()
    event(s, 37, P)
    event(s, 42, L, dice=[4, 4])                  # Sherbrooke
    assert s.vp == 0 and s.mv[L][D["sherbrooke"]] == 2
    s.started, s.rnd, s.vp = 1, 8, 18
    s.replace_steps([["end_turn"]])
    s.advance()
    # Caron: -2, the by-election: +2 for the Loyal; the turn ends before any winner
    assert s.vp == 18 and s.mv[P][C.QUEBEC] == 2


def test_12_card_37_twenty_vp_at_the_end_of_the_turn_ends_the_game_after_the_sequence():
    s = fresh()
    event(s, 37, P)
    s.started, s.rnd, s.vp = 1, 8, -18
    s.replace_steps([["end_turn"]])
    s.advance()
    assert s.result().winners == (P,) and s.spirit == 1 and s.op == [12, 16]


def test_12_card_5_st_ours_scoring_sequence_resets_the_marker():
    s = fresh()
    s.smark[2] = 2
    event(s, 5, P)
    s.apply(P, "opt:ei")
    assert s.smark[2] == 0 and s.vp == 2 and s.spirit == 1


def test_12_card_40_de_bleury_the_patriote_decides_on_buying():
    s = fresh()
    event(s, 40, L, dice=[6, 6, 5])
    assert s.decision().seats == (P,) and s.legal_ids(P) == ["fail"]   # 1 + 2 against 17
    s.apply(P, "fail")
    assert s.mv[P][D["richelieu"]] == 0 and s.vp == 1


def test_12_card_48_charm_offensive_gives_the_loyal_media_and_canadien_again():
    from hustings.games.prelude.specials import available
    s = fresh()
    s.sa_used[L] |= 1 << 4 | 1 << 5
    assert not available(s, L, "canadien")
    event(s, 48, L)
    assert available(s, L, "canadien") and available(s, L, "media") and s.ei == 3


def test_12_card_70_tumult_points_only_for_the_event():
    s = fresh()
    s.op[P] = 3
    event(s, 70, P)
    assert s.legal_ids(P) == ["opt:0", "opt:1", "opt:2", "opt:3"]
    s.apply(P, "opt:3")
    assert s.op[P] == 0 and s.mv[P][C.MONTREAL] == 6


def test_12_card_76_skirmish_with_the_doric_club():
    s = fresh()
    event(s, 76, L, dice=[1, 1, 2])               # 3 + 2 against 4: success
    assert s.mv[L][C.MONTREAL] == 1 and s.spirit == 1


def test_12_card_84_lartigue_three_checks_the_patriote_picks():
    s = fresh()
    event(s, 84, L)
    s.rng = ForcedDice([6, 6, 6, 1, 1, 1, 1, 1, 1])
    s.apply(P, "target:lacadie")
    s.apply(P, "fail")
    assert s.mv[P][D["lacadie"]] == 1
    assert "target:lacadie" not in s.legal_ids(P)
    s.apply(P, "target:chambly")
    s.apply(P, "target:laprairie")
    assert s.mv[P][D["chambly"]] == 2 and s.decision().prompt == "choose_first_player"


def test_12_card_108_a_skip_in_round_8_carries_into_the_next_turn():
    from hustings.games.prelude.turn import schedule
    s = fresh()
    s.flags["skip1"] = 1
    s.started, s.rnd, s.half, s.first = 1, 8, 0, L
    s.replace_steps([])
    schedule(s)                                   # end of turn
    s.advance()
    s.apply(P, "first:loyal")
    assert s.decision().seats == (P,) and "skip1" not in s.flags


def test_12_card_85_played_in_round_8_makes_the_next_turns_first_round_a_session():
    from hustings.games.prelude.turn import is_parliamentary
    s = fresh()
    s.turn, s.rnd = 3, 7                          # 1836, round 8
    event(s, 85, P)
    s.started, s.rnd, s.half = 1, 8, 0
    s.replace_steps([["end_turn"]])
    s.advance()
    assert s.turn == 4 and s.rnd == 0 and not C.TURNS[4].sessions
    assert is_parliamentary(s)                    # Early 1837, round 1


def test_12_cards_66_and_71_remove_cubes_where_the_patriote_is_organized():
    s = fresh()
    s.org[P][D["chambly"]] = 1
    set_mv(s, "chambly", loyal=2)
    event(s, 66, L)
    assert s.legal_ids(L) == ["remove:chambly"]
    s2 = fresh()
    s2.org[P][D["chambly"]] = 1
    set_mv(s2, "chambly", loyal=2)
    set_mv(s2, "laprairie", loyal=2)
    event(s2, 71, P)
    assert s2.legal_ids(P) == ["remove:chambly"]


def test_12_cards_51_and_81_found_organizations_only_where_none_is():
    s = fresh()
    s.org[P][C.MONTREAL] = 1
    s.org[P][D["chambly"]] = 1
    event(s, 51, P)
    ids = s.legal_ids(P)
    assert "target:laprairie" in ids and "target:chambly" not in ids


def test_requirements_in_the_data_match_the_code():
    from hustings.games.prelude.events import REQUIREMENTS
    with_text = {c for c, card in C.CARDS.items() if card.requirement}
    assert with_text == set(REQUIREMENTS)
    parliamentary = {c for c, card in C.CARDS.items() if card.requirement == "Parliamentary"}
    s = fresh()
    s.rnd = 4                                     # Early 1834 round 5: no session
    assert not any(requirement_met(s, c, P) for c in parliamentary)
    s.rnd = 0
    assert all(requirement_met(s, c, P) for c in parliamentary)


def test_12_card_85_next_to_a_session_lengthens_it():
    """10.0 and card 85: the extra round counts as a parliamentary round in every respect,
    so played in the one-round session of Fall 1837 it makes rounds 1-2 one session: the
    reward (1 cube in Québec, 2 VP) comes once, after round 2."""
    s = at_play(patriote=[85, 22, 27], loyal=[24, 141, 26])
    s.turn = 5                                    # Fall 1837: round 1 is a session
    s.rng = ForcedDice([1] * 6)
    s.apply(P, "event:c85")
    s.apply(L, "ap:c24")
    s.apply(L, "done")
    assert s.rnd == 1 and s.vp == 0 and s.mv[P][C.QUEBEC] == 1   # no reward yet
    s.apply(P, "ap:c22")
    s.apply(P, "done")
    s.apply(L, "ap:c141")
    s.apply(L, "done")
    assert s.rnd == 2 and s.vp == -2 and s.mv[P][C.QUEBEC] == 2


def test_12_card_138_prorogues_card_85s_extra_round_with_its_session():
    """Card 138 (12.0) ends the session at once; card 85's extra round next to it is part
    of that session (10.0), so it lapses too and gives no second reward."""
    from hustings.games.prelude.turn import is_parliamentary, session_ends_now
    s = fresh()
    s.turn, s.rnd = 5, 0                          # Fall 1837, round 1 (a session)
    event(s, 85, P)
    event(s, 138, P)
    assert s.vp == -2 and not is_parliamentary(s) and not session_ends_now(s)
    s.rnd = 1
    assert not is_parliamentary(s) and not session_ends_now(s)


def test_with_the_supply_empty_a_cube_placement_lapses():
    """3.1, 7.0 ruling on supply: an event adds what the supply allows, so a player with
    no cube left is not asked where to put one."""
    state = fresh()
    state.cubes_out[P] = C.CUBE_SUPPLY[P]
    before = list(state.mv[P])
    event(state, 55, P)
    assert state.decision().prompt != "place_cube"
    assert state.mv[P] == before
    assert not [e for e in state.log if e.key == "cube_added"]
