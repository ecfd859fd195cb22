"""Death (Reglas especiales: Muerte): the hand of time, the office cases (the vice
president's succession, the congressional succession with sealed influence bids,
replacement appointments without popularity), the influence and popularity left behind,
and the rescue of a player who loses his last statesman."""

from __future__ import annotations

from .content import AGE, BOARD, PARTY, SID, SLUG, VOTES
from .flow import step
from .logtext import SharedEvents

STATESMAN_CARDS = set(SID)
HAND_OF_TIME = SharedEvents.of_ids("hand_of_time", "icono de la mano del tiempo", "roll")
STATESMAN_DIED = SharedEvents.of_ids("statesman_died", "muerte", "statesman", "office", "vp")


def hand_of_time(st) -> None:
    """Roll a die: 1-3 the oldest statesman in play dies, 4-5 the second oldest,
    6 the third oldest (Icono de la mano del tiempo)."""
    roll = st.rng.die()
    rank = next(r for top, r in BOARD.hand_of_time if roll <= top)
    living = sorted(st.in_play(), key=AGE.__getitem__)
    st.add_event(HAND_OF_TIME[roll])
    if rank < len(living):
        kill(st, living[rank])
    else:
        st.emit("nobody_dies", "icono de la mano del tiempo")


def kill(st, s: int) -> None:
    seat = st.owner[s]
    office = st.office_of(s)
    st.add_event(STATESMAN_DIED[SLUG[s], office, st.pop[s]])
    if office:
        st.set_office(office, -1)
    if office == "president":
        _president_died(st, s)
    elif office and office not in ("vp",):
        if office not in st.no_pop:
            st.no_pop.append(office)
            st._appointments = None   # (offices.movers reads the replacement vacancies)
        if st.opts.get("reduced_negotiation"):
            from .committee import death_vacancy
            death_vacancy(st, office)
    st.ip_on[s] = 0
    st.vp[seat] += st.pop[s]
    st.pop[s] = 0
    st.bonus_votes[s] = 0
    st.spouse_on[s] = 0
    st.set_standing(s, 2, -1)
    if st.faction_leader[seat] == s:
        st.faction_leader[seat] = -1
    if not st.statesmen_of(seat) and not any(
            c in STATESMAN_CARDS and st.home_admitted(SID[c]) for c in st.hands[seat]):
        st.stack.append({"kind": "rescue", "seat": seat, "named": -1})
    from .interrupted import statesman_lost
    statesman_lost(st, s, office, died=True)


def _president_died(st, dead: int) -> None:
    """Muerte 1, Presidente: the vice president takes over with every officer left in
    place; without one, Congress picks the successor (1a-1b), who may replace the
    officers outside his party (1c)."""
    vp = st.office("vp")
    if vp >= 0:
        st.set_office("vp", -1)
        st.set_office("president", vp)
        st.emit("vp_succeeds", "muerte: presidente", statesman=SLUG[vp])
        if st.opts.get("reduced_negotiation"):
            # Only the variant deals the offices anew when the presidency changes party;
            # otherwise the officers stay under the vice president who succeeds.
            _party_change(st, PARTY[dead], PARTY[vp])
        return
    st.stack.append({"kind": "succession", "party": PARTY[dead], "dead": dead,
                     "cands": [], "bids": {}})


def congress_party(st, exclude: int) -> list[str]:
    """The party (or both, when tied) with most congress votes among statesmen without an
    office (Muerte 1a)."""
    totals = {"C": 0, "L": 0}
    for s in st.in_play():
        if s != exclude and PARTY[s] in totals and not st.office_of(s):
            totals[PARTY[s]] += VOTES[s] + st.bonus_votes[s]
    if totals["C"] == totals["L"]:
        return ["C", "L"]
    return ["C"] if totals["C"] > totals["L"] else ["L"]


def succession_candidates(st, dead: int) -> list[int]:
    parties = congress_party(st, dead)
    pool = [s for s in st.in_play() if s != dead and PARTY[s] in parties and not st.office_of(s)]
    if not pool:
        pool = [s for s in st.in_play() if s != dead and not st.office_of(s)]
    if not pool:
        pool = [s for s in st.in_play() if s != dead]
    if not pool:
        return []
    best = max(VOTES[s] + st.bonus_votes[s] for s in pool)
    return [s for s in pool if VOTES[s] + st.bonus_votes[s] == best]


REPLACEABLE = ("state", "treasury", "war", "envoy", "general")


def _party_change(st, old: str, new: str) -> None:
    """A president of the other party may replace the officers outside his party
    (Muerte 1c), one office at a time; an office he replaces falls vacant and he fills it
    with the usual gain, one he does not keeps its holder. Elbridge Gerry belongs to
    either party, so no change of party comes to or from him."""
    if old == new or "X" in (old, new):
        return
    if not st.opts.get("reduced_negotiation"):
        st.stack.append({"kind": "reappoint", "party": new, "asked": []})
        return
    # The variant deals the offices anew when the presidency changes party.
    for office in REPLACEABLE:
        holder = st.office(office)
        if holder >= 0:
            _vacate(st, office)
    from .committee import start_committee
    start_committee(st)


def _vacate(st, office: str) -> None:
    holder = st.office(office)
    st.set_office(office, -1)
    st.emit("office_vacated", "muerte 1c", office=office, statesman=SLUG[holder])


def foreign_office(st, frame) -> str | None:
    """The next office held outside the new president's party that he has not yet been
    asked about (holders may have died or changed meanwhile)."""
    for office in REPLACEABLE:
        holder = st.office(office)
        if holder >= 0 and PARTY[holder] not in (frame["party"], "X") \
                and office not in frame["asked"]:
            return office
    return None


def _install_president(st, s: int, old_party: str) -> None:
    held = st.office_of(s)
    if held:
        st.set_office(held, -1)
    st.set_office("president", s)
    st.emit("congress_chooses_president", "muerte 1b", statesman=SLUG[s])
    _party_change(st, old_party, PARTY[s])


# --- interrupts: decisions that death forces before play goes on ------------------------------
def resume_interrupt(st) -> None:
    frame = st.stack[-1]
    if frame["kind"] == "leaders":
        from .persuasion import resume_leaders
        resume_leaders(st)
        return
    if frame["kind"] == "committee":
        from .committee import resume_committee
        resume_committee(st)
        return
    if frame["kind"] == "reappoint":
        president = st.president()
        if foreign_office(st, frame) is None or president < 0 or st.owner[president] < 0:
            st.stack.pop()
        else:
            st.step = "reappoint"
        return
    if frame["kind"] == "succession":
        if not frame["cands"]:
            cands = succession_candidates(st, frame["dead"])
            if not cands:
                st.stack.pop()
                return
            if len(cands) == 1:
                st.stack.pop()
                _install_president(st, cands[0], frame["party"])
                return
            per_seat = {}
            for s in sorted(cands, key=lambda x: AGE[x]):
                per_seat.setdefault(str(st.owner[s]), s)
            if len(per_seat) == 1:
                st.stack.pop()
                _install_president(st, next(iter(per_seat.values())), frame["party"])
                return
            frame["cands"] = per_seat
            frame["bids"] = {seat: -1 for seat in per_seat}
        if any(b < 0 for b in frame["bids"].values()):
            st.step = "succession"
            return
        _resolve_succession(st, frame)
        return
    # rescue
    seat = frame["seat"]
    if st.statesmen_of(seat) and not frame.get("paid"):
        st.stack.pop()
        return
    if not frame.get("shown"):
        frame["shown"] = True
        for card in st.hands[seat]:
            if card not in st.revealed:
                st.revealed.append(card)
        from .content import card_name
        st.emit("hand_revealed", "muerte 6", seat=seat,
                cards=[card_name(c) for c in st.hands[seat]])
    if frame["named"] >= 0 and not st.statesmen_of(frame["named"]):
        # The named player lost his statesmen to a card played meanwhile: name again.
        frame["named"] = -1
    if frame["named"] < 0:
        counts = {o: len(st.statesmen_of(o)) for o in range(st.n) if o != seat}
        top = max(counts.values()) if counts else 0
        richest = [o for o, c in counts.items() if c == top and c > 0]
        if not richest:
            st.stack.pop()
            return
        if len(richest) == 1:
            frame["named"] = richest[0]
        else:
            st.step = "rescue_name"
            return
    st.step = "rescue_give"


def _resolve_succession(st, frame) -> None:
    """Sealed bids: the highest bidder's candidate takes office and only he pays; on a
    tie the oldest candidate wins and pays his bid."""
    bids = {int(k): v for k, v in frame["bids"].items()}
    cands = {int(k): v for k, v in frame["cands"].items()}
    st.emit("succession_bids_revealed", "muerte 1b", bids={str(k): v for k, v in bids.items()})
    top = max(bids.values())
    tied = [seat for seat, b in bids.items() if b == top]
    winner_seat = min(tied, key=lambda seat: AGE[cands[seat]])
    s = cands[winner_seat]
    from .effects import available_ip, spend_ip
    # A bid is paid as far as the bidder can still pay it: trades and cards may have
    # moved influence since it was sealed.
    spend_ip(st, s, min(top, available_ip(st, s)))
    st.stack.pop()
    _install_president(st, s, frame["party"])


def _succession_seats(st):
    frame = st.stack[-1]
    return tuple(sorted(int(k) for k, v in frame["bids"].items() if v < 0)), True


def _succession_ids(st, seat):
    frame = st.stack[-1]
    s = frame["cands"][str(seat)]
    return [f"bid:{k}" for k in range(st.ip_on[s] + st.faction_ip[seat] + 1)]


def _succession_act(st, seat, action_id):
    frame = st.stack[-1]
    frame["bids"][str(seat)] = int(action_id.split(":")[1])
    st.emit("succession_bid_committed", "muerte 1b", seat=seat)


def _rescue_name_ids(st, seat):
    """Muerte 6: a player with (or tied for) the most statesmen. The president is never
    given away while another tied player has a statesman to spare, so a player whose only
    statesman is the president is named only when nobody tied with him can give another."""
    counts = {o: len(st.statesmen_of(o)) for o in range(st.n) if o != seat}
    top = max(counts.values())
    richest = [o for o, c in counts.items() if c == top]
    pres = st.president()
    can_spare = [o for o in richest if any(s != pres for s in st.statesmen_of(o))]
    return [f"name:{o}" for o in can_spare or richest]


def _rescue_name_act(st, seat, action_id):
    st.stack[-1]["named"] = int(action_id.split(":")[1])


def _rescue_give_ids(st, seat):
    pres = st.president()
    return [f"give:{SLUG[s]}" for s in st.statesmen_of(seat) if s != pres] or \
        [f"give:{SLUG[s]}" for s in st.statesmen_of(seat)]


def _rescue_give_act(st, seat, action_id):
    frame = st.stack.pop()
    s = SID[action_id.split(":")[1]]
    st.set_standing(s, st.status[s], frame["seat"])
    st.emit("statesman_given", "muerte 6", statesman=SLUG[s], to=frame["seat"], by=seat)


def _reappoint_ids(st, seat):
    office = foreign_office(st, st.stack[-1])
    return [f"replace:{office}", f"retain:{office}"]


def _reappoint_act(st, seat, action_id):
    verb, office = action_id.split(":")
    st.stack[-1]["asked"].append(office)
    if verb == "replace":
        _vacate(st, office)


step("succession", _succession_seats, _succession_ids, _succession_act)
step("reappoint", lambda st: ((st.owner[st.president()],), False), _reappoint_ids, _reappoint_act)
step("rescue_name", lambda st: ((st.stack[-1]["seat"],), False), _rescue_name_ids, _rescue_name_act)
step("rescue_give", lambda st: ((st.stack[-1]["named"],), False), _rescue_give_ids, _rescue_give_act)
