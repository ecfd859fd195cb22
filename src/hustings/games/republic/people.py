"""The people phase (El pueblo): influence income, drafting action cards, the hand
limit, newspaper control by the party leaders, the round (speech, whip up support, fund
newspapers, playing cards) and the auction for the extra initiative."""

from __future__ import annotations

from .actions import begin_play, draw_card, over_limit, playable_slots
from .content import AGE, BOARD, PARTY, SID, SLUG, SPECIAL, card_name
from .effects import available_ip, spend_ip
from .flow import STEPS, one, step
from .logtext import PARTY_NAMES, PERSON_NAME, PHASE_BEGINS, SharedEvents
from .state import PARTIES, PARTY_INDEX

DRAFT_SIZE = BOARD.draft_size
SPEECH_TARGET = BOARD.speech_target
NEWS = BOARD.newspaper_values   # support paid by each upper box of the newspaper track
# The frequent events of the people phase (logtext.SharedEvents), statesmen by id.
DRAFTED = SharedEvents("drafted", "seleccion de cartas de accion", lambda seat: {"seat": seat})
PRESS_MOVES = SharedEvents("press_moves", "control de la prensa",   # (party, support)
                           lambda i: {"party": PARTY_NAMES.get(i[0], i[0]), "support": i[1]})
SPEECH_MADE = SharedEvents("speech", "hacer un discurso",   # (statesman, roll)
                           lambda i: {"statesman": PERSON_NAME[i[0]], "roll": i[1]})
# An orator's speech: the die and the total with his +1 (statesman, roll).
SPEECH_BONUS = SharedEvents("speech_bonus", "hacer un discurso",
                            lambda i: {"statesman": PERSON_NAME[i[0]], "roll": i[1], "total": i[1] + 1})
SPEECH_WON = SharedEvents("speech_won", "hacer un discurso", lambda slug: {"statesman": PERSON_NAME[slug]})
SUPPORT_WHIPPED = SharedEvents("whip", "reunir apoyos",   # (statesman, roll, boxes)
                               lambda i: {"statesman": PERSON_NAME[i[0]], "roll": i[1], "boxes": i[2]})
# An organizer's whip: the die, the total with his +1, the boxes (statesman, roll, boxes).
WHIP_BONUS = SharedEvents("whip_bonus", "reunir apoyos",
                          lambda i: {"statesman": PERSON_NAME[i[0]], "roll": i[1], "total": i[1] + 1,
                                     "boxes": i[2]})
PRESS_RAISED = SharedEvents.of_ids("press_raised", "control de la prensa", "party", "box", "support")
PRESS_FUNDED = SharedEvents("fund", "fondos para prensa", lambda slug: {"statesman": PERSON_NAME[slug]})


def start_people_phase(st) -> None:
    st.ctx = {"stage": "income"}
    st.done_round = [[False, False, False] for _ in range(st.n)]
    st.add_event(PHASE_BEGINS["people", st.turn])


def receive_influence(st) -> None:
    """1 IP to every faction, 1 on each party leader's card, and the cards' specials."""
    for seat in range(st.n):
        st.faction_ip[seat] += 1
    st.emit("influence_received", "el pueblo 1")
    for party in PARTIES:
        leader = st.party_leader(party)
        if leader >= 0:
            st.ip_on[leader] += 1
            st.emit("leader_ip", "el pueblo 1", statesman=SLUG[leader], ip=1)
    for s in st.in_play():
        if SPECIAL[s] == "income":
            st.ip_on[s] += 1
            st.emit("special_ip", "el pueblo 1", statesman=SLUG[s], ip=1)
        if st.spouse_on[s]:
            st.ip_on[s] += 1
            st.emit("spouse_ip", "el pueblo 1", statesman=SLUG[s], ip=1)


def draft_order(st) -> list[int]:
    """Fewest victory points plus popularity cubes, then fewest congress votes, then the
    player with the oldest statesman (see rulings for the board's other wording)."""
    def key(seat):
        own = st.statesmen_of(seat)
        cubes = sum(st.pop[s] for s in own)
        oldest = min((AGE[s] for s in own), default=99)
        return (st.vp[seat] + cubes, st.congress_votes(seat), oldest, seat)
    return sorted(range(st.n), key=key)


def press_order(st) -> list[str]:
    party = st.president_party()
    if party != "X":
        first = party
    elif st.support:
        first = "L" if st.support > 0 else "C"
    else:
        # Gerry as president at 0 support: the more popular leader, then the older.
        leaders = [(p, st.party_leader(p)) for p in PARTIES if st.party_leader(p) >= 0]
        leaders.sort(key=lambda x: (-st.popularity(x[1]), AGE[x[1]]))
        first = leaders[0][0] if leaders else "C"
    return [first, "L" if first == "C" else "C"]


def move_upper_cubes(st, party: str) -> int:
    """Cubes in the upper half move one box left and pay that box; a cube reaching the
    first box pays 1 and goes back to the supply."""
    p = PARTY_INDEX[party]
    high = st.news_high[p]
    gained = sum(high[k] * NEWS[k - 1] for k in range(1, len(high)))
    high[:] = high[1:] + [0]
    high[0] = 0
    if gained:
        st.gain_support(party, gained)
    return gained


def raise_cube(st, party: str, box: int) -> int:
    p = PARTY_INDEX[party]
    st.news_low[p][box] -= 1
    gained = NEWS[box]
    if box > 0:
        st.news_high[p][box] += 1
    st.gain_support(party, gained)
    return gained


# --- resume --------------------------------------------------------------------------------------
def resume(st) -> None:
    ctx = st.ctx
    for _ in range(1000):
        if "play" in ctx:
            st.step = "card_target"
            return
        if over_limit(st) >= 0 and ctx["stage"] not in ("income", "draft"):
            st.step = "hand_limit"
            return
        stage = ctx["stage"]
        if stage == "income":
            receive_influence(st)
            ctx["stage"] = "draft"
            ctx["order"] = draft_order(st)
            ctx["di"] = 0
            ctx["pool"] = [c for c in (draw_card(st) for _ in range(DRAFT_SIZE)) if c is not None]
            continue
        if stage == "draft":
            if ctx["di"] < len(ctx["order"]) and ctx["pool"]:
                st.step = "draft"
                return
            st.discard.extend(ctx.pop("pool"))
            ctx["stage"] = "press"
            ctx["parties"] = [p for p in press_order(st) if st.party_leader(p) >= 0]
            ctx["auto_done"] = False
            continue
        if stage == "press":
            if not ctx["parties"]:
                ctx["stage"] = "round"
                queue = st.clockwise_from(st.president_seat(), include_self_last=True)
                ctx["queue"] = [queue[-1]] + queue[:-1]
                if st.opts.get("persuasion"):
                    # Persuasion: each player may change his faction leader after the press.
                    from .persuasion import start_leaders
                    start_leaders(st, ctx["queue"])
                    return
                continue
            party = ctx["parties"][0]
            if st.party_leader(party) < 0:
                # The party's last statesman left play since the list was made.
                ctx["parties"].pop(0)
                ctx["auto_done"] = False
                continue
            if not ctx["auto_done"]:
                gained = move_upper_cubes(st, party)
                if gained:   # (nothing to report while the upper row is empty)
                    st.add_event(PRESS_MOVES[party, gained])
                ctx["auto_done"] = True
            if any(st.news_low[PARTY_INDEX[party]]):
                st.step = "press"
                return
            ctx["parties"].pop(0)
            ctx["auto_done"] = False
            continue
        if stage == "round":
            if ctx["queue"]:
                st.step = "round"
                return
            ctx["stage"] = "auction"
            ctx["bidders"] = st.clockwise_from(st.president_seat())
            ctx["high"] = 0
            ctx["leader"] = -1
            continue
        if stage == "auction":
            while ctx["bidders"] and st.faction_ip[ctx["bidders"][0]] <= ctx["high"]:
                ctx["bidders"].pop(0)
            if ctx["bidders"]:
                st.step = "bid"
                return
            if ctx["leader"] >= 0:
                seat = ctx["leader"]
                ctx["high"] = min(ctx["high"], st.faction_ip[seat])
                st.faction_ip[seat] -= ctx["high"]
                card = draw_card(st)
                if card is not None:
                    st.hands[seat].append(card)
                st.emit("initiative_won", "subasta para la iniciativa extra", seat=seat, ip=ctx["high"])
                ctx["stage"] = "extra"
                ctx["extra_seat"] = seat
                continue
            ctx["stage"] = "end"
            continue
        if stage == "extra":
            st.step = "extra"
            return
        if stage == "boost":
            boost = ctx["boost"]
            if st.status[boost["s"]] != 1:
                # The speaker died to a card played meanwhile: the speech is over.
                ctx.pop("boost")
                ctx["stage"] = boost["back"]
                continue
            st.step = "boost"
            return
        if stage == "persuasion":
            from .persuasion import abandon_if_gone
            if abandon_if_gone(st):
                continue
            st.step = "persuasion"
            return
        if stage == "end":
            st.ctx = {}
            st.phase = "next_turn"
            return
    raise RuntimeError("people phase did not settle")  # pragma: no cover


# --- draft ------------------------------------------------------------------------------------------
def _draft_seat(st):
    return st.ctx["order"][st.ctx["di"]]


# By the number of cards left to draft: their ids, sorted (read-only).
DRAFT_IDS = [sorted(f"draft:slot{i}" for i in range(n)) for n in range(DRAFT_SIZE + 1)]


def _draft_ids(st, seat):
    return DRAFT_IDS[len(st.ctx["pool"])]


def _draft_act(st, seat, action_id):
    index = int(action_id.split(":")[1][4:])
    card = st.ctx["pool"].pop(index)
    st.hands[seat].append(card)
    st.ctx["di"] += 1
    st.add_event(DRAFTED[seat])
    # Everyone learns that a card was taken; only the drafter (and a replay that shows
    # every seat) learns which.
    st.emit("drafted_card", "seleccion de cartas de accion", seats=(seat,), seat=seat,
            card=card_name(card))


# --- newspapers -----------------------------------------------------------------------------------
def _press_seat(st):
    return st.owner[st.party_leader(st.ctx["parties"][0])]


def _press_ids(st, seat):
    party = st.ctx["parties"][0]
    low = st.news_low[PARTY_INDEX[party]]
    return [f"press:up:{b}" for b in range(3) if low[b]] + ["press:done"]


def _press_act(st, seat, action_id):
    party = st.ctx["parties"][0]
    if action_id == "press:done":
        st.ctx["parties"].pop(0)
        st.ctx["auto_done"] = False
        return
    box = int(action_id.split(":")[2])
    gained = raise_cube(st, party, box)
    st.add_event(PRESS_RAISED[party, box, gained])


# --- the round: speech, whip up support, fund newspapers ---------------------------------------
SPEECH_ID = [f"speech:{slug}" for slug in SLUG]
WHIP_ID = [f"whip:{slug}" for slug in SLUG]
FUND_ID = [f"fund:{slug}" for slug in SLUG]
FUNDMOVE_ID = [(f"fundmove:{slug}:0", f"fundmove:{slug}:1") for slug in SLUG]


def influence_ids(st, seat, flags) -> list[str]:
    """Speech, whip up support and fund newspapers, each with any of the player's
    statesmen who can pay 1 influence (2 to move a newspaper cube up); only party men
    whip or fund."""
    ids = []
    spoke, whipped, funded = flags[0], flags[1], flags[2]
    # available_ip: the influence on his card and his faction's (the seat's: he is its own)
    ip_on, faction_ip = st.ip_on, st.faction_ip[seat]
    for s in st.statesmen_of(seat):
        available = ip_on[s] + faction_ip
        if available < 1:
            continue
        if not spoke:
            ids.append(SPEECH_ID[s])
        if PARTY[s] not in PARTIES:
            continue
        if not whipped:
            ids.append(WHIP_ID[s])
        if not funded:
            ids.append(FUND_ID[s])
            if available >= 2:
                low = st.news_low[PARTY_INDEX[PARTY[s]]]
                ids += [FUNDMOVE_ID[s][b] for b in (0, 1) if low[b]]
    return ids


def do_influence(st, seat, action_id, flags) -> None:
    parts = action_id.split(":")
    verb = parts[0]
    s = SID[parts[1]]
    if verb == "speech":
        flags[0] = True
        spend_ip(st, s, 1)
        die = st.rng.die()
        if SPECIAL[s] == "orator":
            roll = die + 1
            st.add_event(SPEECH_BONUS[parts[1], die])
        else:
            roll = die
            st.add_event(SPEECH_MADE[parts[1], die])
        if roll >= SPEECH_TARGET:
            st.pop[s] += 1
            st.add_event(SPEECH_WON[parts[1]])
        elif available_ip(st, s) >= SPEECH_TARGET - roll:
            st.ctx["boost"] = {"seat": seat, "s": s, "need": SPEECH_TARGET - roll,
                               "back": st.ctx["stage"]}
            st.ctx["stage"] = "boost"
        return
    if verb == "whip":
        flags[1] = True
        spend_ip(st, s, 1)
        die = st.rng.die()
        organizer = SPECIAL[s] == "organizer"
        roll = die + 1 if organizer else die
        boxes = next((b for top, b in BOARD.whip_rows if roll <= top), BOARD.whip_rows[-1][1])
        st.gain_support(PARTY[s], boxes)
        st.add_event((WHIP_BONUS if organizer else SUPPORT_WHIPPED)[parts[1], die, boxes])
        return
    flags[2] = True
    p = PARTY_INDEX[PARTY[s]]
    if verb == "fund":
        spend_ip(st, s, 1)
        st.news_low[p][0] += 1
    else:
        box = int(parts[2])
        spend_ip(st, s, 2)
        st.news_low[p][box] -= 1
        st.news_low[p][box + 1] += 1
    st.add_event(PRESS_FUNDED[parts[1]])


def reduced_faction_allowed(st, seat) -> bool:
    """Optional rule: a player down to one statesman, with none playable in hand, may pay
    1 influence to be given a statesman by a player with the most."""
    if not st.opts.get("reduced_faction") or st.faction_ip[seat] < 1:
        return False
    own = len(st.statesmen_of(seat))
    if own != 1 or any(c in SID and st.home_admitted(SID[c]) for c in st.hands[seat]):
        return False
    return any(len(st.statesmen_of(o)) > own for o in range(st.n) if o != seat)


def _persuasion_ids(st, seat, flags) -> list[str]:
    if not st.opts.get("persuasion") or (len(flags) > 3 and flags[3]):
        return []
    from .persuasion import persuade_ids
    return persuade_ids(st, seat)


def _round_ids(st, seat):
    ids = influence_ids(st, seat, st.done_round[seat]) + playable_slots(st, seat) + ["done"]
    ids += _persuasion_ids(st, seat, st.done_round[seat])
    if reduced_faction_allowed(st, seat):
        ids.append("reduced_faction")
    return ids


def _round_act(st, seat, action_id):
    """An action in the round of actions (El pueblo 4). After an influence action or a
    "done" the next decision is usually the round's again (`next_in_round_at_once`)."""
    if action_id == "done":
        st.ctx["queue"].pop(0)
        return next_in_round_at_once(st)
    if action_id.startswith("persuade:"):
        from .persuasion import begin
        st.done_round[seat].append(True)
        begin(st, seat, action_id)
        return
    if action_id == "reduced_faction":
        st.faction_ip[seat] -= 1
        st.stack.append({"kind": "rescue", "seat": seat, "named": -1, "paid": True})
        st.emit("reduced_faction", "reglas opcionales: faccion reducida", seat=seat)
        return
    if action_id.startswith("play:"):
        begin_play(st, seat, int(action_id.split(":")[1][4:]))
        return
    do_influence(st, seat, action_id, st.done_round[seat])
    return next_in_round_at_once(st)


def next_in_round_at_once(st) -> bool:
    """After an influence action or a "done", ask the player whose turn it is in the
    round of actions (the same one, or the next in the queue) as `advance` would through
    `resume` when the round simply goes on: no card interruption pending, no card being
    aimed, no hand over the limit, the round under way with someone left in it. The fast
    path of the round; False, with nothing changed, otherwise: then `advance` runs."""
    ctx = st.ctx
    if (st.over or st.stack or st.phase != "people" or ctx.get("stage") != "round"
            or "play" in ctx or not ctx["queue"] or over_limit(st) >= 0):
        return False
    st._step_memo = None
    st.step = "round"
    st._decision = STEPS["round"].decisions[ctx["queue"][0]]   # what `decision` would build
    return True


def _boost_ids(st, seat):
    boost = st.ctx["boost"]
    if available_ip(st, boost["s"]) < boost["need"]:
        return ["boost:0"]   # influence traded away meanwhile
    return ["boost:0", f"boost:{boost['need']}"]


def _boost_act(st, seat, action_id):
    boost = st.ctx.pop("boost")
    amount = int(action_id.split(":")[1])
    if amount:
        spend_ip(st, boost["s"], amount)
        st.pop[boost["s"]] += 1
        st.emit("speech_boosted", "hacer un discurso", statesman=SLUG[boost["s"]], ip=amount)
    st.ctx["stage"] = boost["back"]


# --- the extra initiative --------------------------------------------------------------------------
def _bid_ids(st, seat):
    high = st.ctx["high"]
    return ["pass"] + [f"bid:{k}" for k in range(high + 1, st.faction_ip[seat] + 1)]


def _bid_act(st, seat, action_id):
    st.ctx["bidders"].pop(0)
    if action_id != "pass":
        st.ctx["high"] = int(action_id.split(":")[1])
        st.ctx["leader"] = seat
        st.emit("initiative_bid", "subasta para la iniciativa extra", seat=seat, ip=st.ctx["high"])


def _extra_ids(st, seat):
    return influence_ids(st, seat, [False, False, False]) + ["done"] + _persuasion_ids(st, seat, [])


def _extra_act(st, seat, action_id):
    st.ctx["stage"] = "end"
    if action_id.startswith("persuade:"):
        from .persuasion import begin
        begin(st, seat, action_id)
        return
    if action_id != "done":
        do_influence(st, seat, action_id, [False, False, False])


step("draft", one(_draft_seat), _draft_ids, _draft_act, ordered=True)
step("press", one(_press_seat), _press_ids, _press_act)
step("round", one(lambda st: st.ctx["queue"][0]), _round_ids, _round_act, lists_cards=True)
step("boost", one(lambda st: st.ctx["boost"]["seat"]), _boost_ids, _boost_act)
step("bid", one(lambda st: st.ctx["bidders"][0]), _bid_ids, _bid_act)
step("extra", one(lambda st: st.ctx["extra_seat"]), _extra_ids, _extra_act)
