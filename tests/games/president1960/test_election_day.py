"""Turn 9, election day, and the final count with its tie rules."""

from hustings.games.president1960.content import BORDER, EV, REGION_OF, STATE_INDEX
from hustings.games.president1960.election import final_count

from .helpers import KENNEDY, NIXON, idx, jump_to, new_game


def election_game(kennedy=(), nixon=(), seed=8, **fields):
    g = new_game(seed)
    for s in (0, 1):
        g.deck.extend(g.hands[s])
        g.hands[s] = []
    for seat, cards in ((KENNEDY, kennedy), (NIXON, nixon)):
        for card in cards:
            g.deck.remove(card)
            g.strategy[seat].append(card)
    g.turn = 9
    for key, value in fields.items():
        setattr(g, key, value)
    return g


def test_election_1_bonus_cubes():
    g = election_game(media=[2, 0, -1, 0], issues=[1, -3, 0], momentum=[1, 2], bag=[5, 5])
    g.support = [1] * 50  # nobody undecided
    jump_to(g, "election", "bonus_cubes")
    bonus = {e.args["seat"]: e.args["cubes"] for e in g.log if e.key == "bonus_cubes"}
    assert bonus == {"Kennedy": 2 * 2 + 1 + 2 * 1, "Nixon": 2 * 1 + 3 + 2 * 2}
    assert g.media == [0, 0, 0, 0] and g.issues == [0, 0, 0] and g.momentum == [0, 0]
    assert g.result() is not None


def test_election_3_three_checks_per_stored_card_initiative_first_and_no_reseed():
    g = election_game(["c87", "c64"], ["c16", "c96"], bag=[2, 2], momentum=[0, 0])
    g.support = [1] * 50
    jump_to(g, "election", "election_initiative")
    checks = [e for e in g.log if e.key == "support_checks"]
    start = g.log.index(checks[0])
    assert [c.args["state"] for c in checks][:2] in (["New York", "Texas"],
                                                             ["New York", "California"])
    first = checks[0].args["seat"]
    assert first == ("Kennedy", "Nixon")[g.initiative]
    assert all(c.args["count"] == 3 for c in checks)
    assert g.bag == [0, 0] and g.no_reseed
    assert not any(e.key == "bag_reseeded" for e in g.log[start:])
    assert sum(c.args["won"] for c in checks) <= 3


def test_election_bag_empty_means_no_more_checks():
    g = election_game(["c87"], [], bag=[0, 0])
    g.no_reseed = True
    g.support = [1] * 50
    g.initiative = KENNEDY
    jump_to(g, "election", "election_strategy")
    check = [e for e in g.log if e.key == "support_checks"][-1]
    assert check.args["won"] == 0 and g.bag == [0, 0]


def test_election_4_initiative_orders_election_events():
    g = election_game(bag=[6, 6])
    g.support = [1] * 50
    for card, actor in (("c96", NIXON), ("c97", KENNEDY)):
        g.deck.remove(card)
        g.election_events.append([card, actor])
    g.initiative = NIXON
    jump_to(g, "election", "election_events")
    assert g.tasks[-1] == {"k": "eday_order", "s": NIXON}
    assert g.legal_ids(NIXON) == ["eday:c96", "eday:c97"]
    g.apply(NIXON, "eday:c97")
    g.apply(KENNEDY, "place:MA:1")
    g.apply(KENNEDY, "place:RI:1")
    # Hyannis Port: one cube each in Massachusetts and Rhode Island, no checks
    assert g.support[idx("MA")] == 2 and g.support[idx("RI")] == 2
    assert g.result() is not None and "c96" in g.removed


def test_election_5_endorsements_then_borders_decide_empty_states():
    g = election_game()
    g.support = [0] * 50
    g.support[idx("NY")] = -3
    g.endorse = [1, 0, 0, 0]  # Kennedy endorsed in the East
    g.initiative = KENNEDY
    projected = g.projected_electoral_votes()
    jump_to(g, "election", "undecided_states")
    assert list(g.result().scores) == projected, "the board's projection was exact"
    for state in range(50):
        if state == idx("NY"):
            assert g.support[state] == -3
        elif REGION_OF[state] == 0:
            assert g.support[state] == 1
        else:
            assert g.support[state] == (1 if BORDER[state] == KENNEDY else -1)


def test_election_6_final_count_and_269_of_537():
    g = election_game()
    g.support = [1 if i % 2 else -1 for i in range(50)]
    final_count(g)
    kennedy = sum(EV[i] for i in range(50) if i % 2)
    assert g.result().scores == (kennedy, 537 - kennedy)
    assert g.result().winners == ((KENNEDY,) if kennedy >= 269 else (NIXON,))


def tied(support):
    g = election_game()
    g.support = [0] * 50
    for abbr, value in support.items():
        g.support[STATE_INDEX[abbr]] = value
    final_count(g)
    return g.result()


def test_tie_goes_to_the_house_most_states():
    result = tied({"NY": 1, "CA": -1, "FL": -1, "AK": -1})  # 45 to 45
    assert result.scores == (45, 45) and result.winners == (NIXON,)
    assert "states" in result.reason


def test_tie_in_the_house_goes_to_most_state_support():
    result = tied({"NY": 1, "AK": 1, "CA": -2, "NJ": -1})  # 48 to 48, two states each
    assert result.winners == (NIXON,) and "support" in result.reason


def test_complete_tie_shares_the_win():
    result = tied({"NY": 1, "AK": 2, "CA": -2, "NJ": -1})
    assert result.winners == (KENNEDY, NIXON)


def test_unpledged_electors_withhold_states_kennedy_leads_without_carrying():
    g = election_game()
    g.support = [0] * 50
    g.support[idx("AL")] = 2
    g.support[idx("MS")] = 4
    g.support[idx("NY")] = 1
    g.unpledged = True
    final_count(g)
    assert g.final["unpledged"] == ["AL"]
    assert g.result().scores == (EV[idx("MS")] + EV[idx("NY")], 0)
