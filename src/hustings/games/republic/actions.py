"""Action cards: drawing (with the Generation II and III rebuilds), the hand limit, and
what each card does when played. Card effects are functions keyed by the card's kind;
a card that needs a target asks for it as its own step."""

from __future__ import annotations

from .content import ACTIONS, PARTY, SID, SLUG, card_name, generation_cards
from .flow import step
from .state import HAND_LIMIT, PARTIES

CABINET_TARGETS = ("state", "treasury", "war", "envoy")


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


def card_targets(st, seat: int, card: str) -> list[str]:
    """Target ids for a card that needs one, [] when it needs none, None if unplayable."""
    if card in SID:
        return [] if st.home_admitted(SID[card]) else None
    kind = ACTIONS[card].kind
    if kind in ("spouse",):
        pool = [s for s in _own(st, seat) if not st.spouse_on[s]]
        return [f"target:{SLUG[s]}" for s in pool] or None
    if kind in ("coalition", "speech"):
        return [f"target:{SLUG[s]}" for s in _own(st, seat)] or None
    if kind == "duel":
        return [f"target:{SLUG[s]}" for s in _own(st, seat)] or None
    if kind == "spy":
        pool = [st.office(o) for o in CABINET_TARGETS if st.office(o) >= 0]
        return [f"target:{SLUG[s]}" for s in pool] or None
    if kind == "dominate":
        return [] if st.president() >= 0 else None
    if kind == "divides":
        return [] if ACTIONS[card].state in st.admitted else None
    return []


def playable_slots(st, seat: int) -> list[str]:
    hand = st.hands[seat]
    return [f"play:slot{i}" for i, c in enumerate(hand) if card_targets(st, seat, c) is not None]


def begin_play(st, seat: int, slot: int) -> None:
    card = st.hands[seat].pop(slot)
    if card in st.revealed:
        st.revealed.remove(card)
    targets = card_targets(st, seat, card)
    # The log names the card, never its id: ids come back into hands after reshuffles.
    st.emit("card_played", "jugar cartas de accion", seat=seat, card=card_name(card))
    if targets:
        st.ctx["play"] = {"seat": seat, "card": card, "picked": []}
        return
    resolve_card(st, seat, card, [])


def play_step_ids(st, seat) -> list[str]:
    play = st.ctx["play"]
    card = play["card"]
    if ACTIONS[card].kind == "duel" and play["picked"]:
        mine = set(_own(st, seat))
        pres = st.president()
        return [f"target:{SLUG[s]}" for s in st.in_play() if s not in mine and s != pres] or ["target:none"]
    return card_targets(st, seat, card)


def play_step_act(st, seat, action_id) -> None:
    play = st.ctx["play"]
    card = play["card"]
    arg = action_id.split(":")[1]
    play["picked"].append(-1 if arg == "none" else SID[arg])
    if ACTIONS[card].kind == "duel" and len(play["picked"]) < 2:
        return
    st.ctx.pop("play")
    resolve_card(st, seat, card, play["picked"])


def _most_popular_party(st, seat) -> str:
    own = [s for s in _own(st, seat) if PARTY[s] in PARTIES]
    if not own:
        return ""
    return PARTY[max(own, key=lambda s: st.popularity(s))]


def resolve_card(st, seat: int, card: str, picked: list[int]) -> None:
    if card in SID:
        s = SID[card]
        st.status[s] = 1
        st.owner[s] = seat
        st.emit("statesman_joins", "requisito de estadista", seat=seat, statesman=card)
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
    elif kind == "coalition":
        st.bonus_votes[picked[0]] += 2
    elif kind == "speech":
        s = picked[0]
        st.pop[s] += 1
        if PARTY[s] in PARTIES:
            st.gain_support(PARTY[s], 1)
    elif kind == "duel":
        _duel(st, picked[0], picked[1])
    elif kind == "sabotage":
        iss = st.ctx.get("issue") if st.phase == "issues" else None
        if iss and iss.get("negotiation") and iss["stage"] in ("transfer", "spend"):
            # A negotiation under way becomes harder at once.
            iss["difficulty"] += 3
        else:
            st.sabotage += 1
    elif kind == "dominate":
        st.pop[st.president()] -= 1
        st.faction_ip[seat] += 2
    elif kind == "spy":
        s = picked[0]
        office = st.office_of(s)
        if office:
            st.set_office(office, -1)
        st.pop[s] -= 1
    elif kind == "divides":
        if info.state not in st.divides:
            st.divides.append(info.state)
    elif kind == "panic":
        st.reserves += info.amount
        if info.amount < 0 and st.president() >= 0:
            st.pop[st.president()] -= 1
    elif kind == "tension":
        st.faction_ip[seat] += info.ip
        if info.support:
            party = _most_popular_party(st, seat)
            if party:
                st.gain_support(party, info.support)
        st.add_tension(1, seat)
    elif kind == "ip":
        st.faction_ip[seat] += info.ip
    st.emit("card_resolved", "jugar cartas de accion", card=card_name(card))


def _duel(st, challenger: int, target: int) -> None:
    from .deaths import kill
    roll = st.rng.die()
    st.emit("duel_fought", "jugar cartas de accion", roll=roll, challenger=SLUG[challenger],
            target=SLUG[target] if target >= 0 else "")
    if roll <= 2:
        kill(st, challenger)
    elif roll >= 5 and target >= 0:
        kill(st, target)
    else:
        st.pop[challenger] -= 1
        if target >= 0:
            st.pop[target] -= 1


# Steps between procedures, when any player may play any action card out of turn.
ANYTIME_STEPS = ("agenda", "draft", "press", "round", "bid")
# Steps inside an issue or an election, when cards that could kill or unseat a statesman
# taking part (Duel, Expose a Spy) wait, and every other card may be played.
INSIDE_STEPS = ("issue", "transfer", "spend", "vote", "tie", "review", "run", "mate",
                "mate_accept", "place", "tiebreak", "cj_pick", "extra")
WAITING_KINDS = ("duel", "spy")


def anytime_ids(st, seat: int) -> list[str]:
    """Cards a player may play now without waiting for his turn, each with its targets
    spelled out (a duel names the challenger and the challenged)."""
    if st.step in ANYTIME_STEPS:
        waiting = ()
    elif st.step in INSIDE_STEPS:
        waiting = WAITING_KINDS
    else:
        return []
    ids = []
    mine = set(_own(st, seat))
    pres = st.president()
    for i, card in enumerate(st.hands[seat]):
        if card not in SID and ACTIONS[card].kind in waiting:
            continue
        targets = card_targets(st, seat, card)
        if targets is None:
            continue
        if not targets:
            ids.append(f"play:slot{i}")
        elif card not in SID and ACTIONS[card].kind == "duel":
            others = [s for s in st.in_play() if s not in mine and s != pres]
            ids += [f"play:slot{i}:{SLUG[a]}:{SLUG[b]}" for a in sorted(mine) for b in others]
        else:
            ids += [f"play:slot{i}:{t.split(':')[1]}" for t in targets]
    return ids


def play_anytime(st, seat: int, action_id: str) -> None:
    parts = action_id.split(":")
    card = st.hands[seat].pop(int(parts[1][4:]))
    if card in st.revealed:
        st.revealed.remove(card)
    st.emit("card_played", "jugar cartas de accion", seat=seat, card=card_name(card))
    resolve_card(st, seat, card, [SID[p] for p in parts[2:]])


def over_limit(st) -> int:
    for seat in range(st.n):
        if len(st.hands[seat]) > HAND_LIMIT:
            return seat
    return -1


def hand_limit_ids(st, seat) -> list[str]:
    return playable_slots(st, seat) + [f"discard:slot{i}" for i in range(len(st.hands[seat]))]


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


step("card_target", lambda st: ((st.ctx["play"]["seat"],), False), play_step_ids, play_step_act)
step("hand_limit", lambda st: ((over_limit(st),), False), hand_limit_ids, hand_limit_act)
