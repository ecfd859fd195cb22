"""Negotiation (Tratos): at any time a player may offer faction influence and unplayed
action cards to another, who accepts or refuses; promises are not enforced. Offers are
built in steps by seats that are not deciding now and never block the pending decision.
Also the determinization of hidden hands for search bots."""

from __future__ import annotations

from hustings.engine import Rng

MAX_ASK = 5


def _draft(st, seat):
    return st.drafting[seat]


def _incoming(st, seat):
    for offer in st.offers:
        if offer["to"] == seat:
            return offer
    return None


def _outgoing(st, seat):
    return any(o["from"] == seat for o in st.offers)


def answer_ids(st, seat) -> list[str]:
    """Refusing or accepting the offer made to `seat`, if there is one."""
    incoming = _incoming(st, seat)
    if incoming is None:
        return []
    if incoming.get("ask_card"):
        # Asked for a card: accepting names which of his cards he hands over.
        return ["refuse", *(f"accept:slot{i}" for i in range(len(st.hands[seat])))]
    return ["refuse", "accept"]


def help_possible(st, seat) -> bool:
    """Whether another player could still send `seat` influence: one who has some, or an
    offer already made to him."""
    return _incoming(st, seat) is not None or any(
        ip > 0 for k, ip in enumerate(st.faction_ip) if k != seat)


def trade_ids(st, seat) -> list[str]:
    if st.over or st.step is None:
        return []
    from .actions import anytime_ids
    ids = anytime_ids(st, seat) + answer_ids(st, seat)
    draft = _draft(st, seat)
    if draft is None:
        if not _outgoing(st, seat):
            ids += [f"offer:to:{k}" for k in range(st.n) if k != seat]
    else:
        if st.faction_ip[seat] > draft["give_ip"]:
            ids.append("offer:give_ip:1")
        if draft["ask_ip"] < min(MAX_ASK, st.faction_ip[draft["to"]]):
            ids.append("offer:ask_ip:1")
        hand = st.hands[seat]
        ids += [f"offer:give_card:slot{i}" for i, c in enumerate(hand) if c not in draft["cards"]]
        if not draft["ask_card"] and st.hands[draft["to"]]:
            ids.append("offer:ask_card")
        if (draft["give_ip"] or draft["ask_ip"] or draft["ask_card"]
                or any(c in hand for c in draft["cards"])):
            ids.append("offer:send")
        ids.append("offer:cancel")
    return sorted(ids)


def apply_trade(st, seat, action_id) -> None:
    parts = action_id.split(":")
    if parts[0] == "play":
        from .actions import play_anytime
        play_anytime(st, seat, action_id)
        return
    if parts[0] in ("accept", "refuse"):
        offer = _incoming(st, seat)
        st.offers.remove(offer)
        if parts[0] == "refuse":
            st.emit("offer_refused", "tratos", by=seat, to=offer["from"])
            return
        _execute(st, offer, int(parts[1][4:]) if len(parts) > 1 else -1)
        return
    verb = parts[1]
    if verb == "to":
        st.drafting[seat] = {"to": int(parts[2]), "give_ip": 0, "ask_ip": 0, "cards": [],
                             "ask_card": 0}
    elif verb == "give_ip":
        st.drafting[seat]["give_ip"] += 1
    elif verb == "ask_ip":
        st.drafting[seat]["ask_ip"] += 1
    elif verb == "ask_card":
        st.drafting[seat]["ask_card"] = 1
    elif verb == "give_card":
        st.drafting[seat]["cards"].append(st.hands[seat][int(parts[2][4:])])
    elif verb == "cancel":
        st.drafting[seat] = None
    else:  # send
        draft = st.drafting[seat]
        st.drafting[seat] = None
        # Cards played or traded away since they were put in the offer drop out of it.
        cards = [c for c in draft["cards"] if c in st.hands[seat]]
        st.offers.append({"from": seat, "to": draft["to"], "give_ip": draft["give_ip"],
                          "ask_ip": draft["ask_ip"], "cards": cards,
                          "ask_card": draft["ask_card"]})
        st.emit("offer_sent", "tratos", by=seat, to=draft["to"], give_ip=draft["give_ip"],
                ask_ip=draft["ask_ip"], cards=len(cards), ask_card=draft["ask_card"])


def _execute(st, offer, slot: int) -> None:
    giver, taker = offer["from"], offer["to"]
    ok = (st.faction_ip[giver] >= offer["give_ip"] and st.faction_ip[taker] >= offer["ask_ip"]
          and all(c in st.hands[giver] for c in offer["cards"]))
    if not ok:
        st.emit("offer_void", "tratos", by=giver, to=taker)
        return
    st.faction_ip[giver] -= offer["give_ip"]
    st.faction_ip[taker] += offer["give_ip"]
    st.faction_ip[taker] -= offer["ask_ip"]
    st.faction_ip[giver] += offer["ask_ip"]
    for card in offer["cards"]:
        st.hands[giver].remove(card)
        if card in st.revealed:
            st.revealed.remove(card)
        st.hands[taker].append(card)
    if offer.get("ask_card") and 0 <= slot < len(st.hands[taker]):
        card = st.hands[taker].pop(slot)
        if card in st.revealed:
            st.revealed.remove(card)
        st.hands[giver].append(card)
    st.emit("offer_accepted", "tratos", by=taker, to=giver, give_ip=offer["give_ip"],
            ask_ip=offer["ask_ip"], cards=len(offer["cards"]))


def determinize(st, seat, rng):
    """Re-deal the cards `seat` cannot see (other hands, less revealed cards, and the
    action deck), keeping every hand's size; shuffle the face-down issue deck and reseed
    the dice and shuffles to come from `rng`, which nobody knows in advance."""
    other = st.clone()
    # Cards shown to all, or promised in a pending offer, stay where they are.
    fixed = set(other.revealed) | {c for o in other.offers for c in o["cards"]}
    unseen = list(other.deck)
    for s in range(st.n):
        if s != seat:
            unseen += [c for c in other.hands[s] if c not in fixed]
    rng.shuffle(unseen)
    for s in range(st.n):
        if s == seat:
            continue
        for i, card in enumerate(other.hands[s]):
            if card not in fixed:
                other.hands[s][i] = unseen.pop()
    other.deck = unseen
    rng.shuffle(other.issue_deck)
    other.rng = Rng(rng.getrandbits(64))
    return other

