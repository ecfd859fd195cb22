"""Action cards: drawing (with the Generation II and III rebuilds), the hand limit, and
what each card does when played. Card effects are functions keyed by the card's kind;
a card that needs a target asks for it as its own step."""

from __future__ import annotations

from .content import ACTIONS, HOME, PARTY, SID, SLUG, card_name, generation_cards
from .effects import log_popularity
from .flow import one, step
from .logtext import PERSON_NAME, SharedEvents
from .state import HAND_LIMIT, PARTIES

RULE = "jugar cartas de accion"
CABINET_TARGETS = ("state", "treasury", "war", "envoy")
# The frequent events of playing cards (logtext.SharedEvents).
CARD_PLAYED = SharedEvents("card_played", "jugar cartas de accion",   # (seat, card)
                           lambda i: {"seat": i[0], "card": card_name(i[1])})
CARD_RESOLVED = SharedEvents("card_resolved", "jugar cartas de accion",
                             lambda card: {"card": card_name(card)})
STATESMAN_JOINS = SharedEvents("statesman_joins", "requisito de estadista",   # (seat, card)
                               lambda i: {"seat": i[0], "statesman": PERSON_NAME[i[1]]})


# --- the deck ------------------------------------------------------------------------------------
def draw_card(st) -> str | None:
    """Draw one action card. The first time the deck runs out Generation II is shuffled in
    with the discards, the second time Generation III; afterwards the discards alone."""
    if not st.deck:
        for gen in (2, 3):
            if gen not in st.deck_gens and gen <= st.opts.get("max_gen", 3):
                st.deck_gens.append(gen)
                fresh = [c for c in generation_cards(gen) if c not in st.opts.get("removed_cards", [])]
                fresh = [c for c in fresh if not (c in SID and st.status[SID[c]] != 0)]
                st.deck = fresh + st.discard
                st.discard = []
                st.rng.shuffle(st.deck)
                st.emit("generation_shuffled", "seleccion de cartas de accion", generation=gen)
                break
        else:
            st.deck = st.discard
            st.discard = []
            st.rng.shuffle(st.deck)
    if not st.deck:
        return None
    return st.deck.pop()


# --- playing cards -------------------------------------------------------------------------------
def _own(st, seat):
    return st.statesmen_of(seat)


TARGET_ID = [f"target:{slug}" for slug in SLUG]
KIND = {card: info.kind for card, info in ACTIONS.items()}   # statesman cards: none


OWN_TARGET_KINDS = ("spouse", "coalition", "speech", "duel")   # aimed at one's own statesman


def card_target_statesmen(st, seat: int, card: str, own: list[int] | None = None) -> list[int] | None:
    """The statesmen a card may be aimed at (a duel: its challenger), [] when it needs
    no target, None when it cannot be played now. `own`: the seat's statesmen, when the
    caller has them already."""
    kind = KIND.get(card)
    if kind is None:
        return [] if st.home_admitted(SID[card]) else None
    if kind in OWN_TARGET_KINDS:
        if own is None:
            own = _own(st, seat)
        if kind == "spouse":
            spouse_on = st.spouse_on
            return [s for s in own if not spouse_on[s]] or None
        if kind == "duel" and not duel_opponents(st, own):
            return None
        return own or None
    if kind == "spy":
        return [st.office(o) for o in CABINET_TARGETS if st.office(o) >= 0] or None
    if kind == "dominate":
        return [] if st.president() >= 0 else None
    if kind == "divides":
        return [] if ACTIONS[card].state in st.admitted else None
    return []


def duel_opponents(st, own: list[int]) -> list[int]:
    """Whom a duel may challenge: another player's statesman in play, not the president."""
    pres = st.president()
    return [s for s in st.in_play() if s not in own and s != pres]


# Action cards playable at any time without a target (`card_target_statesmen` gives []
# whatever the state).
UNTARGETED = frozenset(card for card, kind in KIND.items()
                       if kind not in (*OWN_TARGET_KINDS, "spy", "dominate", "divides"))


def card_targets(st, seat: int, card: str) -> list[str] | None:
    """Target ids for a card that needs one, [] when it needs none, None if unplayable."""
    pool = card_target_statesmen(st, seat, card)
    return None if pool is None else [TARGET_ID[s] for s in pool]


# Each statesman card's home state (the card can be played once it is admitted).
STATESMAN_HOME = {card: HOME[s] for card, s in SID.items()}

PLAY_SLOT_ID = [f"play:slot{i}" for i in range(len(ACTIONS) + len(SID))]   # any hand size
# A card in a slot aimed at a statesman, by slot and statesman.
PLAY_AT_ID = [[f"{slot}:{slug}" for slug in SLUG] for slot in PLAY_SLOT_ID]


def playable_slots(st, seat: int) -> list[str]:
    ids = []
    own = None
    admitted = st.admitted
    for i, card in enumerate(st.hands[seat]):
        home = STATESMAN_HOME.get(card)
        if home is not None:   # a statesman: what card_target_statesmen leads to
            if home in admitted:
                ids.append(PLAY_SLOT_ID[i])
            continue
        if own is None and KIND.get(card) in OWN_TARGET_KINDS:
            own = _own(st, seat)
        if card_target_statesmen(st, seat, card, own) is not None:
            ids.append(PLAY_SLOT_ID[i])
    return ids


def begin_play(st, seat: int, slot: int) -> None:
    card = st.hands[seat].pop(slot)
    if card in st.revealed:
        st.revealed.remove(card)
    targets = card_targets(st, seat, card)
    # The log names the card, never its id: ids come back into hands after reshuffles.
    st.add_event(CARD_PLAYED[seat, card])
    if targets:
        st.ctx["play"] = {"seat": seat, "card": card, "picked": []}
        return
    resolve_card(st, seat, card, [])


def play_step_ids(st, seat) -> list[str]:
    """The targets of the card being played. A card played by someone else meanwhile may
    have taken every target away (or the challenger of a duel): then only `target:none`
    is left and the card is spent without effect."""
    play = st.ctx["play"]
    card = play["card"]
    if ACTIONS[card].kind == "duel" and play["picked"]:
        if st.status[play["picked"][0]] != 1:
            return ["target:none"]
        return [TARGET_ID[s] for s in duel_opponents(st, _own(st, seat))] or ["target:none"]
    return card_targets(st, seat, card) or ["target:none"]


def play_step_act(st, seat, action_id) -> None:
    play = st.ctx["play"]
    card = play["card"]
    arg = action_id.split(":")[1]
    play["picked"].append(-1 if arg == "none" else SID[arg])
    if ACTIONS[card].kind == "duel" and len(play["picked"]) < 2 and play["picked"][0] >= 0:
        return
    st.ctx.pop("play")
    resolve_card(st, seat, card, play["picked"])


def _most_popular_party(st, seat) -> str:
    own = [s for s in _own(st, seat) if PARTY[s] in PARTIES]
    if not own:
        return ""
    return PARTY[max(own, key=lambda s: st.popularity(s))]


def _lost_its_target(st, card: str, picked: list[int]) -> bool:
    """Whether a card's chosen targets are gone (only possible for a card whose target
    was chosen as its own step while another card was played)."""
    if not picked:
        return False
    if ACTIONS[card].kind == "duel" and len(picked) < 2:
        return True   # the challenger, or everyone he could challenge, was gone
    return any(s < 0 or st.status[s] != 1 for s in picked)


def resolve_card(st, seat: int, card: str, picked: list[int]) -> None:
    if card not in SID and _lost_its_target(st, card, picked):
        st.discard.append(card)
        st.emit("card_fizzled", "jugar cartas de accion", card=card_name(card))
        return
    if card in SID:
        s = SID[card]
        st.set_standing(s, 1, seat)
        st.add_event(STATESMAN_JOINS[seat, card])
        return
    info = ACTIONS[card]
    kind = info.kind
    if info.persistent:
        st.in_play_cards.append(card)
    else:
        st.discard.append(card)
    if kind == "spouse":
        s = picked[0]
        st.spouse_on[s] = 1
        st.pop[s] += 2
        log_popularity(st, [s], 2, RULE)
    elif kind == "coalition":
        st.add_bonus_votes(picked[0], 2)
        st.emit("coalition_votes", RULE, statesman=SLUG[picked[0]], votes=2)
    elif kind == "speech":
        s = picked[0]
        st.pop[s] += 1
        log_popularity(st, [s], 1, RULE)
        if PARTY[s] in PARTIES:
            _log_support(st, PARTY[s], 1)
    elif kind == "duel":
        _duel(st, picked[0], picked[1])
    elif kind == "sabotage":
        iss = st.ctx.get("issue") if st.phase == "issues" else None
        if iss and iss.get("negotiation") and iss["stage"] in ("transfer", "spend"):
            # A negotiation under way becomes harder at once (counted so that a restart
            # under Muerte 7 keeps it for the next negotiation).
            iss["difficulty"] += 3
            iss["sabotaged"] = iss.get("sabotaged", 0) + 1
            st.emit("sabotage_now", RULE, card=iss["card"], extra=3, difficulty=iss["difficulty"])
        else:
            st.sabotage += 1
            st.emit("sabotage_later", RULE, extra=3 * st.sabotage)
    elif kind == "dominate":
        st.pop[st.president()] -= 1
        st.emit("president_pop_lost", RULE, statesman=SLUG[st.president()], n=1)
        st.faction_ip[seat] += 2
        st.emit("faction_ip_gained", RULE, seat=seat, ip=2)
    elif kind == "spy":
        s = picked[0]
        office = st.office_of(s)
        if office:
            st.set_office(office, -1)
            st.emit("spy_exposed", RULE, statesman=SLUG[s], office=office)
        else:
            st.emit("spy_exposed_out", RULE, statesman=SLUG[s])
        st.pop[s] -= 1
        log_popularity(st, [s], -1, RULE)
        if s not in st.exposed:
            st.exposed.append(s)
            st._appointments = None   # an exposed spy may not be appointed again this turn
        if office:
            from .interrupted import statesman_lost
            statesman_lost(st, s, office, died=False)
    elif kind == "divides":
        if info.state not in st.divides:
            st.divides.append(info.state)
        st.emit("state_divides", RULE, state=info.state)
    elif kind == "panic":
        st.reserves += info.amount
        st.emit("reserves_changed" if info.amount < 0 else "reserves_gained", RULE,
                amount=abs(info.amount), reserves=st.reserves)
        if info.amount < 0 and st.president() >= 0:
            st.pop[st.president()] -= 1
            st.emit("president_pop_lost", RULE, statesman=SLUG[st.president()], n=1)
    elif kind == "tension":
        st.faction_ip[seat] += info.ip
        st.emit("faction_ip_gained", RULE, seat=seat, ip=info.ip)
        if info.support:
            party = _most_popular_party(st, seat)
            if party:
                _log_support(st, party, info.support)
        # The tension comes last: it may break out the civil war, which ends the game
        # after the card has taken effect.
        st.add_event(CARD_RESOLVED[card])
        st.add_tension(1, seat)
        return
    elif kind == "ip":
        st.faction_ip[seat] += info.ip
        st.emit("faction_ip_gained", RULE, seat=seat, ip=info.ip)
    st.add_event(CARD_RESOLVED[card])


def _log_support(st, party: str, amount: int) -> None:
    """Move support `amount` boxes toward `party` and log how far it went."""
    before = st.support
    st.gain_support(party, amount)
    moved = abs(st.support - before)
    if moved:
        st.emit("support_gained", RULE, party=party, support=moved)
    else:
        st.emit("support_full", RULE, party=party)


def _duel(st, challenger: int, target: int) -> None:
    from .deaths import kill
    roll = st.rng.die()
    st.emit("duel_fought", "jugar cartas de accion", roll=roll, challenger=SLUG[challenger],
            target=SLUG[target])
    if roll <= 2:
        kill(st, challenger)
    elif roll >= 5:
        kill(st, target)
    else:
        st.pop[challenger] -= 1
        st.pop[target] -= 1
        log_popularity(st, [challenger, target], -1, RULE)


def anytime_ids(st, seat: int) -> list[str]:
    """Cards a player may play now without waiting for his turn, each with its targets
    spelled out (a duel names the challenger and the challenged). "At any time" means
    whenever the game waits on a decision: a card resolved in the middle of a procedure
    leaves it to be resumed (interrupted.py)."""
    if st.step is None:
        return []
    ids = []
    own = None
    admitted = st.admitted
    for i, card in enumerate(st.hands[seat]):
        home = STATESMAN_HOME.get(card)
        if home is not None:
            # Most cards held are statesmen, playable once their home state is in the
            # Union: what card_target_statesmen ([] or None) leads to.
            if home in admitted:
                ids.append(PLAY_SLOT_ID[i])
            continue
        if card in UNTARGETED:
            ids.append(PLAY_SLOT_ID[i])   # what card_target_statesmen ([]) leads to
            continue
        if own is None and KIND.get(card) in OWN_TARGET_KINDS:
            own = _own(st, seat)
        targets = card_target_statesmen(st, seat, card, own)
        if targets is None:
            continue
        if not targets:
            ids.append(PLAY_SLOT_ID[i])
        elif KIND.get(card) == "duel":
            others = duel_opponents(st, targets)
            ids += [f"play:slot{i}:{SLUG[a]}:{SLUG[b]}" for a in targets for b in others]
        else:
            aimed = PLAY_AT_ID[i]
            ids += [aimed[s] for s in targets]
    return ids


def play_anytime(st, seat: int, action_id: str) -> None:
    parts = action_id.split(":")
    card = st.hands[seat].pop(int(parts[1][4:]))
    if card in st.revealed:
        st.revealed.remove(card)
    st.add_event(CARD_PLAYED[seat, card])
    resolve_card(st, seat, card, [SID[p] for p in parts[2:]])


def over_limit(st) -> int:
    """The first seat holding more cards than the hand limit allows (-1: none)."""
    hands = st.hands
    if max(map(len, hands)) <= HAND_LIMIT:   # the usual case, asked in one step
        return -1
    for seat, hand in enumerate(hands):
        if len(hand) > HAND_LIMIT:
            return seat
    return -1  # pragma: no cover


def discard_ids(st, seat) -> list[str]:
    return [f"discard:slot{i}" for i in range(len(st.hands[seat]))]


def hand_limit_ids(st, seat) -> list[str]:
    return playable_slots(st, seat) + discard_ids(st, seat)


def hand_limit_act(st, seat, action_id) -> None:
    verb, slot = action_id.split(":")
    index = int(slot[4:])
    if verb == "play":
        begin_play(st, seat, index)
    else:
        card = st.hands[seat].pop(index)
        if card in st.revealed:
            st.revealed.remove(card)
        st.discard.append(card)
        st.emit("card_discarded", "limite de mano", seat=seat)


step("card_target", lambda st: ((st.ctx["play"]["seat"],), False), play_step_ids, play_step_act,
     lists_cards=True)
step("hand_limit", lambda st: ((over_limit(st),), False), hand_limit_ids, hand_limit_act,
     lists_cards=True)


# Over the limit outside the people phase (after a trade): the seat discards, or plays a
# card as it may at any time (its plays are listed as everywhere, actions.anytime_ids).
step("over_hand_limit", one(over_limit), discard_ids, hand_limit_act)
