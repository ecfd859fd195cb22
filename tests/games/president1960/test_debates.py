"""Turn 6, the debates."""

from hustings.games.president1960.content import ISSUES

from .helpers import KENNEDY, NIXON, jump_to, new_game

DEFENSE, ECONOMY, CIVIL = (ISSUES.index(i) for i in ("defense", "economy", "civil_rights"))


def debate_game(kennedy, nixon, seed=5, debate_events=()):
    g = new_game(seed)
    for s in (0, 1):
        g.deck.extend(g.hands[s])
        g.hands[s] = []
    for seat, cards in ((KENNEDY, kennedy), (NIXON, nixon)):
        for card in cards:
            g.deck.remove(card)
            g.strategy[seat].append(card)
    for card, actor in debate_events:
        g.deck.remove(card)
        g.debate_events.append([card, actor])
    g.turn = 6
    jump_to(g, "debates", "debate_initiative")
    return g


def pick(g, kennedy, nixon):
    assert g.decision().simultaneous
    g.apply(KENNEDY, f"debate:{kennedy}")
    assert g.debate["picks"][KENNEDY] == kennedy
    assert kennedy not in str(g.view(NIXON)), "a sealed pick stays hidden until the reveal"
    g.apply(NIXON, f"debate:{nixon}")


def place_bonus(g, seat, abbr):
    while g.tasks and g.tasks[-1]["k"] == "place" and g.tasks[-1]["s"] == seat:
        g.apply(seat, f"place:{abbr}:1")


def test_debates_full_sequence_with_bonus_cubes_and_track_order():
    g = debate_game(["c07", "c08", "c10", "c27", "c32"], ["c15", "c52", "c57", "c26", "c16"])
    assert g.track == [None, None, None] and g.debate["orig"] == [DEFENSE, ECONOMY, CIVIL]
    pick(g, "c07", "c15")  # defense: Kennedy 3, Nixon 4
    assert g.debate["sides"][DEFENSE] == [["c07"], ["c15"]]
    pick(g, "c08", "c52")  # defense: Kennedy's second card wins it, 6 CP to 4
    assert g.debate["won"][DEFENSE] == KENNEDY
    assert g.track[0] == DEFENSE, "the first issue won takes the first free position"
    assert g.tasks[-1] == {"k": "place", "s": KENNEDY, "n": 2, "where": list(range(50)),
                           "chk": 0, "decl": []}
    g.support[0] = -5  # Alabama carried by Nixon: debate cubes need no checks anyway
    place_bonus(g, KENNEDY, "AL")
    assert g.support[0] == -3
    pick(g, "c10", "c57")  # economy: Nixon's two cards (5 CP) beat Kennedy's 2
    assert g.debate["won"][ECONOMY] == NIXON and g.track[1] == ECONOMY
    assert g.tasks[-1]["n"] == 3
    place_bonus(g, NIXON, "OH")
    pick(g, "c32", "c26")  # civil rights: 2 CP each, undecided
    pick(g, "c27", "c16")  # economy already won, c16 has no debate issue: both discarded
    assert "c27" in g.discard and "c16" in g.discard
    # all cards played: civil rights is decided on CP, the tie going to the initiative
    assert g.tasks[-1]["n"] == 4 and g.tasks[-1]["s"] == g.initiative
    place_bonus(g, g.initiative, "TX")
    assert g.track == [DEFENSE, ECONOMY, CIVIL]
    assert g.turn == 7 and g.debate is None and g.strategy == [[], []]
    assert [len(h) for h in g.hands] == [7, 7]


def test_simultaneous_wins_resolve_from_the_highest_original_issue():
    g = debate_game(["c07", "c08", "c32"], ["c52", "c57", "c26"])
    pick(g, "c07", "c52")
    pick(g, "c08", "c57")  # defense (1st) and economy (2nd) both completed at once
    assert g.debate["won"][DEFENSE] == KENNEDY and g.track[0] == DEFENSE
    assert g.tasks[-1]["s"] == KENNEDY and g.tasks[-1]["n"] == 2
    place_bonus(g, KENNEDY, "NY")
    assert g.debate["won"][ECONOMY] == NIXON and g.track[1] == ECONOMY
    assert g.tasks[-1]["s"] == NIXON and g.tasks[-1]["n"] == 3


def test_cards_with_both_icons_may_go_on_either_side_initiative_orders():
    g = debate_game(["c12"], ["c13"])
    assert g.tasks[-1]["k"] == "debate_pick"
    pick(g, "c12", "c13")
    assert g.tasks[-1] == {"k": "debate_order", "s": g.initiative}
    g.apply(g.initiative, "first:nixon")
    assert g.tasks[-1] == {"k": "debate_side", "s": NIXON}
    g.apply(NIXON, "side:nixon")
    g.apply(KENNEDY, "side:nixon")
    # two cards on Nixon's side of defense: Nixon wins it
    assert g.debate is None or g.debate["won"][DEFENSE] == NIXON
    assert g.tasks[-1]["s"] == NIXON and g.tasks[-1]["n"] == 2


def test_debate_events_add_their_cp():
    g = debate_game(["c10"], ["c52"], debate_events=[("c67", KENNEDY)])
    pick(g, "c10", "c52")  # economy: Kennedy 2 + 2 (First Debate) beats Nixon 3
    assert g.tasks[-1]["s"] == KENNEDY
    place_bonus(g, KENNEDY, "IL")
    # the two issues nobody played on go to the initiative
    while g.tasks and g.tasks[-1]["k"] == "place":
        g.apply(g.tasks[-1]["s"], "place:WY:1")
    assert "c67" in g.removed and g.debate_events == []
