"""Organizing the campaign (rulebook 5.2.6): in turn order each party buys organization
markers at 1,000 each and places them on region boards, at most four on one board in a
turn and at most ten of its own on a board."""

from __future__ import annotations

from . import flow
from .constants import BOARDS, ORG_PER_TURN, ORG_PRICE, ORG_SPACES
from .regions import boards_from

PHASES = ("organization",)
RULE = "macher 5.2.6"
ORG_IDS = tuple(f"org:b{b}" for b in range(BOARDS))


def begin(st) -> None:
    st.phase = "organization"
    st.ctx = {"turn": -1, "placed": [0, 0, 0, 0]}
    next_turn(st)


def seat_now(st) -> int:
    return (st.start + st.ctx["turn"]) % st.n


def place_options(st, seat: int) -> list[str]:
    if st.money[seat] < ORG_PRICE or st.org_supply(seat) <= 0:
        return []
    placed = st.ctx["placed"]
    return [ORG_IDS[b] for b in boards_from(st, 0, 1)
            if placed[b] < ORG_PER_TURN and st.b_org[b][seat] < ORG_SPACES]


def next_turn(st) -> None:
    while True:
        st.ctx["turn"] += 1
        st.ctx["placed"] = [0, 0, 0, 0]
        if st.ctx["turn"] >= st.n:
            st.ctx = {}
            flow.finished(st, "organization")
            return
        if place_options(st, seat_now(st)):
            return


def decision(st):
    return flow.seat_decides(seat_now(st), "organize")


def legal(st, seat: int) -> list[str]:
    if seat != seat_now(st):
        return []
    return sorted(place_options(st, seat) + ["done"])


def act(st, seat: int, action_id: str) -> None:
    if action_id == "done":
        placed = st.ctx["placed"]
        st.emit("organization_placed", RULE, seat=seat, boards=list(placed))
        next_turn(st)
        return
    board = int(action_id[5:])
    st.money[seat] -= ORG_PRICE
    st.b_org[board][seat] += 1
    st.ctx["placed"][board] += 1
    if not place_options(st, seat):
        st.emit("organization_placed", RULE, seat=seat, boards=list(st.ctx["placed"]))
        next_turn(st)
