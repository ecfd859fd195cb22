"""What the log, the labels and the board say in concrete situations: every change of a
marker gets its line, tracks read by side, and nothing is reported that did not happen."""

from __future__ import annotations

import xml.dom.minidom

import hustings.games.prelude as prelude
from hustings.engine.messages import render
from hustings.games.prelude import content as C
from hustings.games.prelude.board_rules import add_cubes
from hustings.games.prelude.messages import MESSAGES

from .helpers import D, ForcedDice, at_play, fresh, set_mv

P, L = 0, 1


def lines_after(state, start: int) -> list[str]:
    return [render(e.key, e.args, MESSAGES) for e in state.log[start:]]


def run(state, ops, dice=()):
    if dice:
        state.rng = ForcedDice(dice)
    start = len(state.log)
    state.queue[:0] = ops
    state.advance()
    return lines_after(state, start)


def apply(state, seat, action_id):
    start = len(state.log)
    state.apply(seat, action_id)
    return lines_after(state, start)


# --- finding 1: every change of VP, OP, spirit and war readiness is logged ---------------

def test_overwhelming_support_logs_the_vp_it_scores():
    s = fresh(1)
    s.apply(P, "first:patriote")
    s.apply(P, "ap:c18")
    add_cubes(s, P, D["terrebonne"], 9)        # a Patriote-bias rural district filled
    s.advance()
    assert apply(s, P, "sa:support") == [
        "The Patriote player uses the special action Overwhelming Support.",
        "The Patriote player scores 1 VP."]
    assert s.vp == -1


def test_overwhelming_support_with_no_full_district_says_so():
    s = fresh(1)
    s.apply(P, "first:patriote")
    s.apply(P, "ap:c18")
    assert apply(s, P, "sa:support")[1] == (
        "Overwhelming Support: no Patriote-bias rural district is fully mobilized, so no VP.")
    assert s.vp == 0


def test_a_volunteer_corps_logs_the_spirit_and_war_readiness():
    s = at_play(patriote=[22], loyal=[13], first="loyal")
    s.spirit = 8
    set_mv(s, "sherbrooke", loyal=3)
    s.queue[:0] = [["org_place", L, C.QUEBEC], ["org_place", L, D["sherbrooke"]]]
    s.advance()
    s.rng = ForcedDice([1, 1, 1, 4, 1])
    s.apply(L, "ap:c13")
    s.apply(L, "vol:2")
    lines = apply(s, L, "volat:sherbrooke")
    assert lines[-3:] == [
        "A volunteer corps is raised in Sherbrooke; the spirit roll is 4 (4 or more adds 1).",
        "The Spirit of Rebellion goes up by 1, to 9.",
        "A 1 VP marker of the Loyal player goes to War Readiness."]
    assert s.spirit == 9 and s.wr[L] == 5


def test_our_moment_logs_the_op_gained_and_the_cap():
    s = at_play(patriote=[18], loyal=[22])
    s.apply(P, "ap:c18")
    assert apply(s, P, "sa:moment")[1] == "The Patriote player gains 6 OP (now 12)."
    s = at_play(patriote=[18], loyal=[22])
    s.op[P] = 9
    s.apply(P, "ap:c18")
    assert apply(s, P, "sa:moment")[1] == "The Patriote player gains 3 OP, reaching the maximum of 12."
    assert s.op[P] == 12


def test_looking_for_trouble_logs_the_spirit():
    s = at_play(patriote=[22], loyal=[13], first="loyal")
    s.spirit = 1
    s.apply(L, "ap:c13")
    assert apply(s, L, "sa:trouble:1") == [
        "The Loyal player uses the special action Looking for Trouble, spirit +1.",
        "The Spirit of Rebellion goes up by 1, to 2."]


def test_the_end_of_the_turn_logs_opportunity_points_and_the_spirit():
    s = fresh()
    s.started, s.rnd, s.calm, s.spirit = 1, 8, 0, 3
    s.op = [2, 16]
    s.rng = ForcedDice([1] * 20)
    s.replace_steps([["end_turn"]])
    start = len(s.log)
    s.advance()
    lines = lines_after(s, start)
    assert lines[:4] == [
        "The Patriote player gains 6 OP (now 8).",
        "The Loyal player gains no OP: already at the maximum (16).",
        "The Spirit of Rebellion goes up by 1, to 4.",
        "Turn Early 1834 ends; the spirit of rebellion stands at 4."]
    assert not any("gains 0 OP" in line for line in lines)


# --- finding 2: tracks and the result read by side, not by sign ------------------------

def test_external_influence_moves_toward_a_side():
    s = fresh()
    s.ei = -2
    lines = run(s, [["ei", -2]])           # card 44's push for the Patriote
    assert lines == ["The External Influence marker moves two boxes toward the Patriote "
                     "(now 4 in the Patriote's favour)."]
    assert not any("-2" in line or "now at" in line for line in lines)
    assert run(s, [["ei", 1]]) == [
        "The External Influence marker moves one box toward the Loyal (now 3 in the Patriote's favour)."]
    s.ei = -6
    assert run(s, [["ei", -1]]) == ["The External Influence marker can go no further toward the "
                                    "Patriote (it stays at 6 in the Patriote's favour)."]


def test_the_game_over_line_and_the_result_read_by_side():
    s = fresh()
    s.vp = -4
    lines = run(s, [["finish", "last_turn"]])
    assert lines == ["The Patriote player wins (the last turn has been played): "
                     "the Patriote leads by 4 VP."]
    assert not any("VP marker stands" in line for line in lines)
    assert s.result().reason == "the last turn has been played" and s.outcome == [P, "last_turn"]
    s = fresh()
    s.spirit = 15
    assert run(s, [["win", L, "twenty_vp"]]) == [
        "The Loyal player wins (a lead of 20 VP or more): "
        "the VP track is level, which counts for the Loyal."]
    assert s.result().reason == "a lead of 20 VP or more"


def test_the_spirit_moves_down_in_words():
    s = fresh()
    s.spirit = 3
    assert run(s, [["spirit", -1]]) == ["The Spirit of Rebellion goes down by 1, to 2."]


# --- finding 3: an Activities card from the reserve is discarded ------------------------

def test_the_activities_option_from_the_reserve_says_the_card_is_discarded():
    s = at_play(patriote=[22], loyal=[24], reserve=[35])
    s.apply(P, "reserve:c35")
    labels = {a.id: a.label for a in s.legal_actions(P)}
    assert labels["opt:reserve"] == "Gain 3 OP (the card is discarded)"
    assert "put the card in the reserve" not in " ".join(labels.values())
    lines = apply(s, P, "opt:reserve")
    assert lines[0] == "Option chosen: gain 3 OP (the card is discarded)."
    s.apply(P, "die:rc")
    assert 35 not in s.reserve and 35 in s.discards[C.DECKS.index(C.DECK_OF[35])]


def test_the_activities_option_from_the_hand_still_goes_to_the_reserve():
    s = at_play(patriote=[35], loyal=[24])
    s.apply(P, "event:c35")
    labels = {a.id: a.label for a in s.legal_actions(P)}
    assert labels["opt:reserve"] == "Gain 3 OP and put the card in the reserve"


# --- finding 4: card 107's free cube in the mobilization label --------------------------

def test_a_free_cube_from_family_in_the_countryside_is_labelled_0_ap():
    s = at_play(patriote=[107, 18], loyal=[24, 141])
    s.rng = ForcedDice([1] * 4)
    s.apply(P, "event:c107")
    s.apply(L, "ap:c24")
    s.apply(L, "done")
    s.apply(P, "ap:c18")
    assert s.label("mob:richelieu") == "Mobilize in Richelieu (1 AP)"
    s.apply(P, "mob:richelieu")                  # 1 AP: the next rural cube is free
    label = s.label("mob:chambly")
    assert label == "Mobilize in Chambly (0 AP, a free cube from “Family in the Countryside” (#107))"
    assert label != "Mobilize in Chambly (1 AP)"
    assert s.label("mob:montreal").endswith("AP)") and "free" not in s.label("mob:montreal")
    assert apply(s, P, "mob:chambly") == ["The Patriote player mobilizes in Chambly for 0 AP."]


# --- finding 6: no report of things that did not happen ---------------------------------

def test_a_level_track_scores_nobody_in_words():
    s = fresh()
    assert s.orgs[P] == s.orgs[L] == 0
    lines = run(s, [["award", 1]])
    assert lines == ["Organizations: neither side is favoured, so nobody scores VP."]
    assert not any("Nobody" in line or "0 VP" in line for line in lines)


def test_the_spirit_held_at_zero_is_not_a_move():
    s = fresh()
    s.spirit = 0
    lines = run(s, [["spirit", -1]])
    assert lines == ["The Spirit of Rebellion is at the end of its track and stays at 0."]
    assert not any("-1" in line for line in lines)


def test_op_at_the_maximum_are_not_gained():
    s = fresh()
    s.op[P] = 12
    lines = run(s, [["op", P, 3]])
    assert lines == ["The Patriote player gains no OP: already at the maximum (12)."]
    assert not any("gains 0 OP" in line for line in lines)
    s.op[P] = 0
    assert run(s, [["op", P, -2]]) == ["The Patriote player has no OP left to lose."]


def test_the_russell_resolutions_without_loyal_influence_say_so():
    from hustings.games.prelude.events import event_ops
    s = fresh()
    s.ei = -1                                   # External Influence favours the Patriote
    vp, op = s.vp, list(s.op)
    lines = run(s, event_ops(s, 4, L))
    assert lines == ["“The Russell Resolutions” (#4): External Influence does not favour the "
                     "Loyal, so the event brings nothing."]
    assert not any("0 VP" in line or "0 OP" in line for line in lines)
    assert s.vp == vp and s.op == op


# --- finding 7: the first player before the Patriote's choice ---------------------------

def test_the_status_line_waits_for_the_choice_of_the_first_player():
    s = fresh(12)
    s.first = L                                 # as last turn's choice would leave it
    assert s.decision().prompt == "choose_first_player"
    board = s.view(None)["board"]
    assert board["first"] is None
    text = prelude.GAME.board_text(s.view(None))
    assert "first player not yet chosen" in text and "plays first" not in text
    assert "first player not yet chosen" in prelude.GAME.board_svg(s.view(0))
    s.apply(P, "first:loyal")
    assert s.view(None)["board"]["first"] == "Loyal"
    text = prelude.GAME.board_text(s.view(None))
    assert "Loyal plays first" in text and "not yet chosen" not in text


# --- finding 5: special actions and effects in force, by name ---------------------------

def test_the_board_names_special_actions_and_effects_in_force():
    s = at_play(patriote=[18], loyal=[22])
    s.apply(P, "ap:c18")
    s.apply(P, "sa:canadien")
    s.flags["caron"] = 1
    s.flags["sjb"] = 1
    s.flags["by_election_chambly"] = 1
    board = s.view(None)["board"]
    assert board["specials_used"] == {"patriote": ["Le Canadien"], "loyal": []}
    assert "Le Canadien" not in board["specials_available"]["patriote"]
    assert "Our Moment" in board["specials_available"]["patriote"]
    assert board["special_this_turn"] == {"patriote": True, "loyal": False}
    assert board["waiting"] == {"patriote": ["Le Canadien"], "loyal": []}
    effects = board["effects"]
    assert any(e.startswith("“The \"Saint-Jean-Baptiste\" Society” (#23) is set aside") for e in effects)
    assert any(e.startswith("“Caron Resigns” (#37): at the end of this turn") for e in effects)
    assert any(e.startswith("By-election in Chambly") for e in effects)
    assert "caron" not in effects and "sjb" not in effects
    text = prelude.GAME.board_text(s.view(None))
    assert "Patriote special actions (one used this turn): available Our Moment" in text
    assert "waiting for its card: Le Canadien" in text and "Caron Resigns" in text
    svg = prelude.GAME.board_svg(s.view(None))
    xml.dom.minidom.parseString(svg)
    assert "Caron Resigns" in svg and "waiting for its card: Le Canadien" in svg
