"""13.0: the whole Early 1834 turn of the rulebook's extended example, replayed from its
stated hands and reserve with the dice it reports."""

from __future__ import annotations

from hustings.games.prelude import content as C
from hustings.games.prelude.board_rules import EI, ORG, UC, advantage

from .helpers import D, ForcedDice, arrange, fresh, rural_marker

P, L = 0, 1
RC_DIE_O = 4                  # an RC die showing the Organizations face
O_DIE_EI, EI_DIE_UC, RC_DIE_UC, UC_DIE_RC = 5, 6, 6, 4


def mv(state, f, key):
    return state.mv[f][D[key]]


def test_13_extended_example_early_1834():
    s = fresh()
    arrange(s, patriote=[13, 16, 22, 27, 123, 134, 146],
            loyal=[15, 23, 24, 28, 108, 141, 147], reserve=[142, 9, 21, 120])
    s.rng = ForcedDice([
        1,                      # R1 P: UC die -> UC
        1,                      # R1 L: UC die -> UC
        1,                      # R2 P: RC die -> RC
        3, 3, 3, O_DIE_EI,      # R2 L: Québec organization (9 vs 10), O die -> EI
        4, 4, 4, RC_DIE_O,      # R3 P: Montréal organization (12 vs 10), RC die -> O
        1,                      # R3 L: EI die -> EI
        1,                      # R4 P: RC die -> RC
        1,                      # R5 P: EI die -> EI (chosen by the Loyal)
        EI_DIE_UC,              # R5 L: EI die -> UC
        1,                      # R6 P: EI die -> EI: the track scores
        1,                      # R6 L: O die -> O
        RC_DIE_UC,              # R7 P: RC die -> UC: the track scores
        UC_DIE_RC,              # R7 L: UC die -> RC
        4, 3, 3, 1, 4,          # R8 P: St-Hyacinthe organization (10 vs 11), RC die, fear 4
        1,                      # R8 L: O die -> O
    ])
    assert rural_marker(s) == -8                      # 5.1: 10 - 2 = 8 toward the Patriote
    s.apply(P, "first:patriote")

    # Round 1 (parliamentary session)
    s.apply(P, "reserve:c142")
    assert (s.op[P], mv(s, P, "montreal"), s.smark[UC]) == (4, 4, 1)
    s.apply(L, "reserve:c120")
    assert (s.op[L], mv(s, L, "quebec"), mv(s, P, "quebec"), s.smark[UC]) == (4, 6, 0, 2)

    # Round 2
    s.apply(P, "event:c123")
    s.apply(P, "place:lachenaie")
    s.apply(P, "place:berthier")
    assert mv(s, P, "montreal") == 6
    assert rural_marker(s) == -10                     # the leftmost "5" box
    s.apply(L, "ap:c24")
    s.apply(L, "org:4")
    s.apply(L, "orgat:quebec")
    assert s.org[L][C.QUEBEC] == 1 and advantage(s, ORG) == 2
    assert s.smark[EI] == 1
    # end of the session: 1 Patriote cube in Québec and 2 VP
    assert mv(s, P, "quebec") == 1 and s.vp == -2

    # Round 3
    s.apply(P, "ap:c16")
    s.apply(P, "org:4")
    s.apply(P, "orgat:montreal")
    assert s.legal_ids(P) == ["buy:2", "fail"]
    s.apply(P, "buy:2")
    assert s.op[P] == 2 and advantage(s, ORG) == 0
    s.apply(P, "die:rc")
    assert s.smark[ORG] == 1
    s.apply(L, "ap:c108")
    assert "mob:deux-montagnes" in s.legal_ids(L)
    s.apply(L, "mob:deux-montagnes")                  # 1 + 1 extra - 1 behind
    s.apply(L, "mob:sherbrooke")                      # base 1
    assert rural_marker(s) == -8                      # the leftmost "4"
    assert s.flags.get("skip1") == 1 and s.smark[EI] == 2

    # Round 4: the Loyal round is lost to Overseas Business
    s.apply(P, "event:c27")
    assert (mv(s, P, "richelieu"), mv(s, P, "st-hyacinthe"), mv(s, P, "yamaska")) == (4, 3, 1)
    assert rural_marker(s) == -9                      # the rightmost "5"
    assert s.decision().seats == (P,) and s.rnd == 4  # straight on to round 5

    # Round 5
    s.apply(P, "ap:c13")
    for key in ("st-hyacinthe", "st-hyacinthe", "montreal", "montreal"):
        s.apply(P, "mob:" + key)
    assert s.decision().seats == (L,)
    s.apply(L, "opt:reserve")
    assert s.op[L] == 7
    s.apply(L, "die:ei")
    assert 13 in s.reserve and s.smark[EI] == 3
    s.apply(L, "reserve:c21")
    assert s.op[L] == 3 and s.spirit == 1
    assert rural_marker(s) == -7                      # the rightmost "4"
    assert s.smark[UC] == 3

    # Round 6
    s.apply(P, "event:c22")
    assert s.ei == 1 and s.smark[EI] == 0 and s.vp == -1   # EI scored: 1 VP to the Loyal
    s.apply(L, "ap:c147")
    for key in ("vaudreuil", "lachenaie", "berthier", "yamaska"):
        s.apply(L, "mob:" + key)
    assert rural_marker(s) == -3                      # the rightmost "2"
    assert s.op[P] == 4 and 147 in s.reserve and s.smark[ORG] == 2

    # Round 7
    s.apply(P, "event:c146")
    s.apply(P, "target:st-hyacinthe")
    # the urban track scored: no VP at "0", attrition, then 2 VP for an empty Québec
    assert (mv(s, P, "montreal"), mv(s, P, "quebec")) == (6, 0)
    assert (mv(s, L, "montreal"), mv(s, L, "quebec")) == (1, 4)
    assert s.vp == 1 and s.smark[UC] == 0
    s.apply(L, "event:c141")
    assert s.spirit == 3 and s.smark[0] == 3

    # Round 8
    s.apply(P, "ap:c134")
    s.apply(P, "calm")
    s.apply(P, "org:2")
    s.apply(P, "orgat:st-hyacinthe")                  # 8 + 2 + 1 for Montréal's 6 = 11
    assert s.org[P][D["st-hyacinthe"]] == 1
    s.apply(L, "target:lacadie")
    s.apply(L, "target:terrebonne")
    assert (mv(s, L, "lacadie"), mv(s, L, "terrebonne")) == (3, 2)
    # the rural track scored: fear roll 4 - 2 = 2, no effect; 1 VP to the Patriote
    assert s.vp == 0 and s.smark[0] == 0
    s.apply(L, "ap:c23")
    s.apply(L, "sa:trouble:2")
    assert s.flags.get("sjb") == 1 and 23 in s.removed
    assert s.smark[ORG] == 3

    # End of turn: 6 and 8 OP, the spirit marker flips back without advancing
    assert s.turn == 1 and s.spirit == 5 and s.calm == 0
    assert s.op == [10, 11]
    # the Loyal kept his two 1834 cards, drew 2 more of them and 3 generic ones
    assert {15, 28} <= set(s.hands[L])
    assert sorted(C.DECK_OF[c] for c in s.hands[L]) == ["1834"] * 4 + ["generic"] * 3
    assert s.decision().prompt == "choose_first_player"
