"""What each seat may see, the secrets it holds, and re-sampling what it cannot see.

Hidden: the three platform cards in each hand, face-down opinions and the decks, every
sealed commitment until its reveal (start-player bids, starting-position sheets, which
shadow-cabinet cards lie face down (not the boards they lie beside), a face-down
contribution), the poll a buyer is looking at, and each
party's money, which only its owner sees (rulebook 7 asks players to keep it secret)."""

from __future__ import annotations

from hustings.engine import Rng

from .constants import BOARDS
from .content import (
    CABINET,
    COLORS,
    CONTRIBUTIONS,
    NATIONAL,
    OPINION_FACE,
    PLATFORM_FACE,
    POLLS,
    REGIONS,
    face_key,
)


def opinion_key(card: int) -> str:
    return face_key(OPINION_FACE[card])


def board_view(st, seat: int | None) -> dict:
    n = st.n
    parties = []
    for s in range(n):
        party = {
            "color": COLORS[s],
            "members": st.members[s],
            "platform": [face_key(PLATFORM_FACE[c]) for c in st.plat_open[s]],
            "hidden_platform_cards": len(st.plat_hand[s]),
            "media_in_supply": st.media_supply[s],
            "organization_in_supply": st.org_supply(s),
            "coalition_tiles": st.tiles[s],
            "cabinet": [CABINET[c].id for c in st.cab_hand[s]],
            "contributions": [CONTRIBUTIONS[c].id for c in st.contrib_hand[s]],
            "seats_by_round": list(st.seats_won[s]),
            "partner": st.partner[s],
        }
        if s == seat:
            party["money"] = st.money[s]
        parties.append(party)
    boards = []
    for b in range(BOARDS):
        region = st.b_region[b]
        opinions = []
        for card, up in zip(st.b_cards[b], st.b_up[b], strict=True):
            opinions.append(None if card < 0 else (opinion_key(card) if up else "face-down"))
        boards.append({
            "board": b,
            "region": REGIONS[region].id if region >= 0 else None,
            "name": REGIONS[region].name if region >= 0 else None,
            "seats": REGIONS[region].seats if region >= 0 else 0,
            "election_round": st.b_round[b],
            "opinions": opinions,
            "duplicator": st.b_dup[b],
            "trend": list(st.b_trend[b]),
            "votes": list(st.b_votes[b]),
            "arrival": list(st.b_reach[b]),
            "organization": list(st.b_org[b]),
            "media": list(st.b_media[b]),
            "media_closed": bool(st.b_closed[b]),
            "coalition_tiles": list(st.b_phone[b]),
            # reminder tiles (5.4.2): members are paid after these elections; none of
            # the seventh election's parties may ally
            "membership_payment_tile": st.b_round[b] in (1, 3, 5) and region >= 0,
            "no_coalition_tile": st.b_round[b] == 7,
        })
    national = {
        "media": [list(m) for m in st.nat_media],
        "media_points": list(NATIONAL.media_points),
        "opinions": [{"opinion": opinion_key(sp[0]) if sp else None, "secured": len(sp) > 1,
                      "members": NATIONAL.opinion_members[i],
                      "points": NATIONAL.opinion_points[i]}
                     for i, sp in enumerate(st.nat_cards)],
    }
    view = {
        "round": st.round,
        "phase": st.phase,
        "start_player": st.start,
        "current_board": st.current(),
        "parties": parties,
        "boards": boards,
        "national": national,
        "exchange": [opinion_key(c) for c in st.exchange],
        "decks": {"opinion": len(st.op_deck), "opinion_discard": len(st.op_discard),
                  "platform": len(st.plat_deck), "polls": len(st.poll_deck),
                  "regions": len(st.region_deck)},
        "duplicators_left": st.duplicators_left(),
        "step": public_step(st),
        "final": st.final,
    }
    if seat is not None:
        view["private"] = private_view(st, seat)
    return view


def public_step(st) -> dict:
    """The public part of the phase in progress."""
    ctx = st.ctx
    phase = st.phase
    if phase == "preliminary":
        return {"committed": list(ctx["done"])}
    if phase == "cabinet":
        # The cards lie face down, but beside boards everyone sees (5.2.3).
        return {"committed": list(ctx["done"]),
                "face_down_beside": [[b for _, b in plan] for plan in ctx["plan"]]}
    if phase == "bid":
        return {"committed": [b >= 0 for b in ctx["bids"]]}
    if phase.startswith("poll"):
        return {"board": ctx["board"], "high_bid": ctx["high"], "high_bidder": ctx["high_seat"],
                "out": list(ctx["out"])}
    if phase == "media":
        return {"passes_in_a_row": ctx["passes"]}
    if phase == "organization":
        return {"placed_this_turn": list(ctx["placed"])}
    if phase == "contribute":
        return {"chosen": [c >= 0 for c in ctx["choice"]]}
    if phase in ("convert", "convert_exchange", "media_majority"):
        return {"board": ctx["board"]}
    if phase == "cabinet_act":
        step = {"to_use": [[[CABINET[c].id, b] for c, b in cards] for cards in ctx["pending"]]}
        if ctx["card"] >= 0:
            # The card's menu: the party uses one of `offers`; `action` is the one it
            # picked (None while it is choosing).
            step["in_use"] = {"card": CABINET[ctx["card"]].id, "board": ctx["board"],
                              "offers": [kind for kind, _ in CABINET[ctx["card"]].actions],
                              "action": ctx["kind"] or None}
        return step
    return {}


def private_view(st, seat: int) -> dict:
    private = {
        "money": st.money[seat],
        "hand": [{"card": f"pl{c}", "platform": face_key(PLATFORM_FACE[c])}
                 for c in st.plat_hand[seat]],
        "sealed": sorted(sealed_strings(st, seat)),
    }
    if st.phase in ("poll_use", "poll_shift") and st.ctx["high_seat"] == seat:
        card = POLLS[st.ctx["poll_card"]]
        private["poll"] = {"card": card.id, "shifts": list(card.shifts[:st.n]),
                           "results": card.results}
    return private


def sealed_strings(st, seat: int) -> set[str]:
    """This seat's commitments not yet revealed, as strings unique to the seat."""
    color = COLORS[seat]
    phase = st.phase
    ctx = st.ctx
    found = set()
    if phase == "preliminary":
        found.update(f"{color}:sheet:{i}:{t}" for i, t in enumerate(ctx["sheet"][seat]))
    elif phase == "bid" and ctx["bids"][seat] >= 0:
        found.add(f"{color}:bid:{ctx['bids'][seat]}")
    elif phase == "cabinet":
        found.update(f"{color}:{CABINET[c].id}@b{b}" for c, b in ctx["plan"][seat])
    elif phase == "contribute" and ctx["declined"][seat]:
        found.add(f"{color}:declined:{CONTRIBUTIONS[ctx['choice'][seat]].id}")
    return found


def secrets(st) -> dict[int, set[str]]:
    hidden = {}
    for seat in range(st.n):
        values = {f"pl{c}" for c in st.plat_hand[seat]} | sealed_strings(st, seat)
        if st.phase == "poll_use" and st.ctx["high_seat"] == seat:
            values.add(POLLS[st.ctx["poll_card"]].id)
        hidden[seat] = values
    return hidden


def determinize(st, seat: int, rng):
    """A copy in which what `seat` cannot know is re-dealt: the other hands of platform
    cards with the platform deck, face-down opinions with the opinion deck, the order of
    the poll and region decks (with a poll another party is looking at), other parties'
    sealed bids and face-down contributions, and the dice to come. Money is deducible from
    public play, so it stays."""
    other = st.clone()
    n = st.n
    pool = list(other.plat_deck)
    for s in range(n):
        if s != seat:
            pool.extend(other.plat_hand[s])
    rng.shuffle(pool)
    for s in range(n):
        if s != seat:
            size = len(other.plat_hand[s])
            other.plat_hand[s] = [pool.pop() for _ in range(size)]
    other.plat_deck = pool
    hidden_slots = [(b, i) for b in range(BOARDS) for i in range(4)
                    if other.b_cards[b][i] >= 0 and not other.b_up[b][i]]
    pool = list(other.op_deck) + [other.b_cards[b][i] for b, i in hidden_slots]
    rng.shuffle(pool)
    for b, i in hidden_slots:
        other.b_cards[b][i] = pool.pop()
    other.op_deck = pool
    ctx = other.ctx
    holder = ctx.get("high_seat", -1) if st.phase == "poll_use" else -1
    if holder >= 0 and holder != seat:
        pool = other.poll_deck + [ctx["poll_card"]]
        rng.shuffle(pool)
        ctx["poll_card"] = pool.pop()
        other.poll_deck = pool
    else:
        rng.shuffle(other.poll_deck)
    rng.shuffle(other.region_deck)
    if st.phase == "bid":
        for s in range(n):
            if s != seat and ctx["bids"][s] >= 0:
                ctx["bids"][s] = rng.randrange(0, st.money[s] // 1000 + 1) * 1000
    if st.phase == "contribute":
        for s in range(n):
            if s != seat and ctx["declined"][s]:
                ctx["choice"][s] = rng.choice(other.contrib_hand[s])
    resample_sealed_plans(other, seat, rng)
    other.rng = Rng(rng.getrandbits(64))
    return other


def resample_sealed_plans(other, seat: int, rng) -> None:
    """Other parties' starting sheets or shadow-cabinet cards, still face down, are
    re-chosen at random among their legal choices. A party that is still choosing a
    sheet shows nothing, so its sheet restarts empty. Shadow-cabinet cards lie beside
    boards everyone sees (5.2.3), so only which cards they are is re-chosen. Some seat
    always remains uncommitted while this happens, so the reveal is never triggered;
    the log lines it writes are dropped."""
    from . import preliminary
    if other.phase == "cabinet":
        log_length = len(other.log)
        for s in range(other.n):
            if s != seat and other.ctx["plan"][s]:
                rechoose_cabinet_cards(other, s, rng)
        del other.log[log_length:]
        return
    if other.phase != "preliminary":
        return
    log_length = len(other.log)
    ctx = other.ctx
    for s in range(other.n):
        if s == seat:
            continue
        committed = ctx["done"][s]
        ctx["sheet"][s] = []
        ctx["done"][s] = 0
        if not committed:
            continue
        while not ctx["done"][s]:
            preliminary.act(other, s, rng.choice(preliminary.legal(other, s)))
    del other.log[log_length:]


def rechoose_cabinet_cards(other, s: int, rng) -> None:
    """Lay party `s`'s face-down shadow-cabinet cards again beside the same boards, each
    card drawn at random among those it could have laid there. A draw that leaves a
    board with no card the party can pay for is tried again, up to four times; then the
    cheapest cards in its (public) hand are laid, which always fit, since the cards
    really laid cost at least as much. The real cards are never looked at."""
    from . import cabinet
    ctx = other.ctx
    committed = ctx["done"][s]
    boards = [b for _, b in ctx["plan"][s]]
    for _ in range(4):
        cabinet.restart_plan(other, s)
        for board in boards:
            suffix = f":b{board}"
            options = [a for a in cabinet.placement_ids(other, s) if a.endswith(suffix)]
            if not options:
                break
            cabinet.lay_card(other, s, rng.choice(options))
        else:
            break
    else:
        cabinet.restart_plan(other, s)
        cheapest = sorted(other.cab_hand[s], key=cabinet.COSTS.__getitem__)
        for card, board in zip(cheapest[:len(boards)], boards, strict=True):
            cabinet.lay_card(other, s, cabinet.CARD_AT_IDS[card][board])
    if committed:
        ctx["done"][s] = 1
        ctx["waiting"] &= ~(1 << s)
