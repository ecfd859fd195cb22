"""Negotiation by offers: out of turn, never blocking the pending decision."""

from hustings.games.republic.content import SID

from .helpers import act, example_turn_one


def test_offer_built_in_steps_and_accepted():
    st = example_turn_one()
    assert st.decision().seats == (0,)
    assert "offer:to:3" in st.legal_ids(2)
    assert not any(i.startswith("offer") for i in st.legal_ids(0))  # the decider is busy
    st.apply(2, "offer:to:3")
    st.apply(2, "offer:give_ip:1")
    st.apply(2, "offer:give_card:slot0")
    card = st.hands[2][0]
    st.apply(2, "offer:send")
    assert st.decision().seats == (0,)  # nothing blocked
    assert st.legal_ids(3)[:2] == ["accept", "offer:to:0"] or "accept" in st.legal_ids(3)
    ip2, ip3 = st.faction_ip[2], st.faction_ip[3]
    st.apply(3, "accept")
    assert st.faction_ip[2] == ip2 - 1 and st.faction_ip[3] == ip3 + 1
    assert card in st.hands[3] and card not in st.hands[2]
    assert card not in str(st.view(1))  # the card never shows to a third seat


def test_refused_offer_changes_nothing():
    st = example_turn_one()
    st.apply(1, "offer:to:4")
    st.apply(1, "offer:ask_ip:1")
    st.apply(1, "offer:send")
    before = list(st.faction_ip)
    st.apply(4, "refuse")
    assert st.faction_ip == before and st.offers == []


def test_offer_void_when_the_giver_no_longer_has_it():
    st = example_turn_one()
    st.apply(1, "offer:to:4")
    st.apply(1, "offer:give_ip:1")
    st.apply(1, "offer:send")
    st.faction_ip[1] = 0
    st.apply(4, "accept")
    assert st.faction_ip[1] == 0 and any(e.key == "offer_void" for e in st.log)


def test_determinize_keeps_the_seats_view_with_an_offer_pending():
    import random
    st = example_turn_one()
    st.apply(2, "offer:to:3")
    st.apply(2, "offer:give_card:slot0")
    st.apply(2, "offer:send")
    for seat in range(5):
        other = st.determinize(seat, random.Random(seat))
        assert other.view(seat) == st.view(seat)
        assert sorted(map(len, other.hands)) == sorted(map(len, st.hands))


def test_asking_for_a_card_lets_the_recipient_choose_which():
    st = example_turn_one()
    st.apply(1, "offer:to:3")
    st.apply(1, "offer:give_ip:1")
    st.apply(1, "offer:ask_card")
    st.apply(1, "offer:send")
    ids = st.legal_ids(3)
    assert "accept" not in ids and "accept:slot0" in ids and "refuse" in ids
    card = st.hands[3][0]
    sizes = (len(st.hands[1]), len(st.hands[3]))
    st.apply(3, "accept:slot0")
    assert card in st.hands[1]
    assert (len(st.hands[1]), len(st.hands[3])) == (sizes[0] + 1, sizes[1] - 1)


def test_determinize_shuffles_the_face_down_issue_deck():
    """The issue deck lies face down (its order is no one's to know): each copy draws its
    issues in an order of its own, from the same cards."""
    import random
    st = example_turn_one()
    orders = {tuple(st.determinize(0, random.Random(k)).issue_deck) for k in range(6)}
    assert len(orders) > 1
    assert all(sorted(order) == sorted(st.issue_deck) for order in orders)


def test_a_trade_past_the_hand_limit_is_cut_back_at_once():
    """Limite de mano: three cards at any time. A card accepted in a trade during the
    issues takes the hand to four: before the game goes on, its holder plays or discards
    one, and then the pending decision is the one the trade interrupted."""
    st = example_turn_one()
    st.hands[3] = st.hands[3][:3]
    while len(st.hands[3]) < 3:
        st.hands[3].append(st.deck.pop())
    st.forget_legal()
    before = st.decision()
    st.apply(2, "offer:to:3")
    st.apply(2, "offer:give_card:slot0")
    st.apply(2, "offer:send")
    st.apply(3, "accept")
    assert len(st.hands[3]) == 4
    assert st.decision().seats == (3,) and st.decision().prompt == "over_hand_limit"
    legal = st.legal_ids(3)
    assert {f"discard:slot{i}" for i in range(4)} <= set(legal)
    st.apply(3, "discard:slot1")
    assert len(st.hands[3]) == 3 and st.decision() == before
    assert st.invariant_errors() == []


def test_an_office_holder_short_of_influence_may_wait_for_an_offer_and_then_spend():
    """Tratos: trades happen at any time, so a holder who cannot pay for the issue is
    asked (he may decline) while the others may still send him influence."""
    from .helpers import put_on_top
    st = example_turn_one()
    st.set_office("treasury", SID["ccpinckney"])     # ability 2 against difficulty 3
    st.set_office("state", -1)
    st.faction_ip[1] = 0
    st.ip_on[SID["ccpinckney"]] = 0
    st.faction_ip[2] = 3
    put_on_top(st, "war_bonds")
    act(st, "draw")
    act(st, "assign:a:treasury")
    assert st.step == "spend" and st.decision().seats == (1,)
    assert [a for a in st.legal_ids(1) if not a.startswith("play:")] == ["decline"]
    for action_id in ("offer:to:1", "offer:give_ip:1", "offer:send"):
        st.apply(2, action_id)
    assert "accept" in st.legal_ids(1)
    st.apply(1, "accept")
    assert st.faction_ip[1] == 1 and "spend:1" in st.legal_ids(1)
    st.apply(1, "spend:1")
    assert st.ctx["issue"] is None or st.ctx["issue"].get("stage") != "spend"


def test_an_office_holder_nobody_can_help_fails_at_once():
    from .helpers import put_on_top
    st = example_turn_one()
    st.set_office("treasury", SID["ccpinckney"])
    st.set_office("state", -1)
    st.faction_ip = [0] * st.n
    st.ip_on[SID["ccpinckney"]] = 0
    put_on_top(st, "war_bonds")
    act(st, "draw")
    act(st, "assign:a:treasury")
    assert st.step != "spend"
    assert "war_bonds" not in st.resolved
