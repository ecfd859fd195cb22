"""Forming coalitions (rulebook 5.2.4): parties whose coalition tiles lie beside the
current region may pair up, in turn order. Two shared platform cards allow a coalition
both agree to; three let the proposer force it. One coalition per party; none in the
region marked 'no coalition' (the seventh election)."""

from __future__ import annotations

from . import flow
from .content import COLORS
from .decisions import seat_decisions
from .regions import platform_faces

PHASES = ("coalition", "coalition_answer")
RULE = "macher 5.2.4"
VOLUNTARY = 2
FORCED = 3
ANSWERS = ("accept", "refuse")


def shared_cards(st, a: int, b: int) -> int:
    return len(set(platform_faces(st, a)) & set(platform_faces(st, b)))


def partners_for(st, seat: int, board: int) -> list[tuple[int, int]]:
    """(other seat, shared cards) for every party `seat` may ally with now."""
    if not st.b_phone[board][seat] or st.partner[seat] >= 0:
        return []
    found = []
    for other in range(st.n):
        if other != seat and st.b_phone[board][other] and st.partner[other] < 0:
            shared = shared_cards(st, seat, other)
            if shared >= VOLUNTARY:
                found.append((other, shared))
    return found


def begin(st) -> None:
    board = st.current()
    if st.b_round[board] == 7 or sum(st.b_phone[board]) < 2:
        flow.finished(st, "coalitions")
        return
    st.phase = "coalition"
    st.ctx = {"turn": -1, "board": board}
    next_turn(st)


def next_turn(st) -> None:
    board = st.ctx["board"]
    while True:
        st.ctx["turn"] += 1
        if st.ctx["turn"] >= st.n:
            st.ctx = {}
            flow.finished(st, "coalitions")
            return
        seat = (st.start + st.ctx["turn"]) % st.n
        partners = partners_for(st, seat, board)
        if partners:
            st.phase = "coalition"
            st.ctx["seat"] = seat
            # The party's listing, kept now rather than worked out again.
            st.keep_legal(seat, offers(partners), FORM_DECISIONS[seat])
            return


FORM_DECISIONS = seat_decisions("form_coalition")
ANSWER_DECISIONS = seat_decisions("answer_coalition")


def decision(st):
    if st.phase == "coalition":
        return FORM_DECISIONS[st.ctx["seat"]]
    return ANSWER_DECISIONS[st.ctx["asked"]]


def legal(st, seat: int) -> list[str]:
    if st.phase == "coalition":
        if seat != st.ctx["seat"]:
            return []
        return offers(partners_for(st, seat, st.ctx["board"]))
    return list(ANSWERS) if seat == st.ctx["asked"] else []


def offers(partners: list[tuple[int, int]]) -> list[str]:
    """`pass`, and `propose:<seat>` (with `force:<seat>` where three cards are shared)
    for each possible partner, sorted."""
    ids = ["pass"]
    for other, shared in partners:
        ids.append(f"propose:{other}")
        if shared >= FORCED:
            ids.append(f"force:{other}")
    return sorted(ids)


def act(st, seat: int, action_id: str) -> None:
    if st.phase == "coalition_answer":
        proposer = st.ctx["seat"]
        if action_id == "accept":
            ally(st, proposer, seat, forced=False)
        else:
            st.emit("coalition_refused", RULE, seat=seat, proposer=proposer)
        next_turn(st)
        return
    if action_id == "pass":
        next_turn(st)
        return
    verb, arg = action_id.split(":")
    other = int(arg)
    if verb == "force":
        ally(st, seat, other, forced=True)
        next_turn(st)
        return
    st.emit("coalition_proposed", RULE, seat=seat, to=other)
    st.phase = "coalition_answer"
    st.ctx["asked"] = other
    # The answer the other party gives, asked now.
    st.keep_legal(other, list(ANSWERS), ANSWER_DECISIONS[other])


def ally(st, a: int, b: int, forced: bool) -> None:
    st.partner[a] = b
    st.partner[b] = a
    st.emit("coalition_formed", RULE, parties=[a, b], forced=forced,
            manner=f", forced by {COLORS[a]}" if forced else "")
