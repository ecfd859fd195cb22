"""Rulebook 3 (momentum phase) and 4 (campaign strategy phase)."""

from hustings.games.president1960.content import GATHERING, ISSUES

from .helpers import KENNEDY, NIXON, jump_to, new_game

DEFENSE, ECONOMY, CIVIL = (ISSUES.index(i) for i in ("defense", "economy", "civil_rights"))


def momentum_game(**fields):
    g = new_game(2)
    for s in (0, 1):
        g.deck.extend(g.hands[s])
        g.hands[s] = ["c07", "c15"][s:s + 1]
        g.deck.remove(g.hands[s][0])
    for key, value in fields.items():
        setattr(g, key, value)
    return g


def test_3_1_decay_discards_half_rounded_down():
    g = momentum_game(momentum=[5, 1], issues=[0, 0, 0])
    jump_to(g, "turn", "momentum_decay")
    assert g.momentum == [3, 1]


def test_3_2_more_media_may_swap_two_adjacent_issues():
    g = momentum_game(media=[0, -2, 0, 1], issues=[0, 0, 0])
    jump_to(g, "turn", "momentum_decay")
    assert g.tasks[-1] == {"k": "shift", "s": NIXON}
    before = list(g.track)
    g.apply(NIXON, "shift:2-3")
    assert g.track == [before[0], before[2], before[1]]


def test_3_2_equal_media_means_no_shift():
    g = momentum_game(media=[1, -1, 0, 0], issues=[0, 0, 0])
    jump_to(g, "turn", "momentum_decay")
    assert g.tasks[-1]["k"] == "store"


def test_3_3_awards_in_order_then_3_4_issue_decay():
    # track: defense 1st, economy 2nd, civil rights 3rd
    issues = [0, 0, 0]
    issues[DEFENSE], issues[ECONOMY], issues[CIVIL] = 2, -1, 3
    g = momentum_game(momentum=[0, 0], issues=issues)
    jump_to(g, "turn", "momentum_decay")
    # third place (civil rights, Kennedy) already awarded; second place asks Nixon
    assert g.momentum == [1, 0]
    assert g.tasks[-1] == {"k": "award", "s": NIXON}
    g.apply(NIXON, "award:momentum")
    # first place (defense, Kennedy): a momentum marker and an endorsement
    assert g.momentum == [2, 1]
    assert sum(1 for v in g.endorse if v > 0) == 1
    assert g.issues[DEFENSE] == 1 and g.issues[ECONOMY] == 0 and g.issues[CIVIL] == 2


def test_endorsement_removes_an_opposing_marker_first():
    g = momentum_game(momentum=[0, 0])
    g.endorse = [-1, -1, -1, -1]
    g.issues = [0, 0, 0]
    g.issues[DEFENSE] = 1
    jump_to(g, "turn", "momentum_decay")
    assert sorted(g.endorse) == [-1, -1, -1, 0]


def test_4_strategy_stores_one_card_and_gathering_momentum_cannot_be_stored():
    g = momentum_game(issues=[0, 0, 0])
    g.deck.remove("c01")
    g.hands[KENNEDY].append("c01")
    jump_to(g, "turn", "campaign_strategy")
    task = g.tasks[-1]
    assert task["k"] == "store" and g.decision().simultaneous
    assert g.legal_ids(KENNEDY) == ["store:c07"]
    bag_before = sum(g.bag)
    g.rest = [2, 1]
    g.apply(KENNEDY, "store:c07")
    assert "c07" not in str(g.view(NIXON)), "the stored card stays hidden"
    g.apply(NIXON, "store:c15")
    assert g.strategy == [["c07"], ["c15"]]
    assert "c01" in g.discard, "leftover cards are discarded"
    assert g.turn == 2
    # rest cubes went into the bag, then turn 2's initiative check drew from it
    drawn = [e for e in g.log if e.key == "initiative"][-1].args["drawn"]
    assert sum(g.bag) == bag_before + 3 - drawn


def test_gathering_momentum_is_kept_back_for_the_strategy_phase():
    g = new_game(4)
    g.apply(g.tasks[-1]["s"], "first:kennedy")
    for s in (0, 1):
        g.deck.extend(g.hands[s])
        g.hands[s] = []
    for card in ("c01", "c07"):
        g.deck.remove(card)
        g.hands[KENNEDY].append(card)
    legal = g.legal_ids(KENNEDY)
    assert not any(a.startswith("play:c07") for a in legal), "c07 is the only storable card"
    assert "play:c01:event" in legal and "c01" in GATHERING


def test_a_player_already_short_of_storable_cards_still_plays_gathering_momentum_first():
    """After the debates two cards are stored; an event may leave a player one short. He
    keeps the storable card he has while a Gathering Momentum card can go instead."""
    g = new_game(7)
    g.apply(g.tasks[-1]["s"], "first:kennedy")
    for s in (0, 1):
        g.deck.extend(g.hands[s])
        g.hands[s] = []
    for card in ("c01", "c02", "c54"):
        g.deck.remove(card)
        g.hands[KENNEDY].append(card)
    g.forget_legal()
    legal = g.legal_ids(KENNEDY)
    assert {"c01", "c02"} <= GATHERING and "c54" not in GATHERING
    assert "play:c01:event" in legal and "play:c02:event" in legal
    assert not any(a.startswith("play:c54") for a in legal)
