"""Organizing the campaign (rulebook 5.2.6): in turn order each party buys organization
markers at 1,000 each and places them on region boards, at most four on one board in a
turn and at most ten of its own on a board."""

from __future__ import annotations

from . import flow
from .constants import BOARDS, ORG_MARKERS, ORG_PER_TURN, ORG_PRICE, ORG_SPACES
from .decisions import seat_decisions
from .events import ORGANIZATION_PLACED

PHASES = ("organization",)
RULE = "macher 5.2.6"
ORG_IDS = tuple(f"org:b{b}" for b in range(BOARDS))
# 'done' sorts before every 'org:b<board>', and boards are listed in order.
assert "done" < ORG_IDS[0] and sorted(ORG_IDS) == list(ORG_IDS)
ORG_BOARD = {action_id: b for b, action_id in enumerate(ORG_IDS)}


def begin(st) -> None:
    st.phase = "organization"
    st.ctx = {"turn": -1, "placed": [0, 0, 0, 0]}
    next_turn(st)


def seat_now(st) -> int:
    return (st.start + st.ctx["turn"]) % st.n


def place_options(st, seat: int) -> list[str]:
    """`org:b<board>` for each board in play (in order) where the party may still put a
    marker this turn, if it can pay for one and has one left. (The markers it has out
    are counted in the same walk over the boards: `org_supply`, inlined.)"""
    if st.money[seat] < ORG_PRICE:
        return []
    placed = st.ctx["placed"]
    region, org = st.b_region, st.b_org
    ids = []
    out = 0
    for b in range(BOARDS):
        on_board = org[b][seat]
        out += on_board
        if region[b] >= 0 and placed[b] < ORG_PER_TURN and on_board < ORG_SPACES:
            ids.append(ORG_IDS[b])
    if out >= ORG_MARKERS:
        return []
    return ids


def next_turn(st) -> None:
    while True:
        st.ctx["turn"] += 1
        st.ctx["placed"] = [0, 0, 0, 0]
        if st.ctx["turn"] >= st.n:
            st.ctx = {}
            flow.finished(st, "organization")
            return
        seat = seat_now(st)
        options = place_options(st, seat)
        if options:
            # The party's listing, kept now rather than worked out again.
            st.keep_legal(seat, ["done", *options])
            return


ORGANIZE_DECISIONS = seat_decisions("organize")


def decision(st):
    return ORGANIZE_DECISIONS[(st.start + st.ctx["turn"]) % st.n]


def legal(st, seat: int) -> list[str]:
    if seat != seat_now(st):
        return []
    return ["done", *place_options(st, seat)]


def act(st, seat: int, action_id: str) -> None:
    if action_id == "done":
        st.log.append(ORGANIZATION_PLACED[seat, tuple(st.ctx["placed"])])
        next_turn(st)
        return
    board = ORG_BOARD[action_id]
    st.money[seat] -= ORG_PRICE
    st.b_org[board][seat] += 1
    st.ctx["placed"][board] += 1
    options = place_options(st, seat)
    if options:
        st.keep_legal(seat, ["done", *options])
    else:
        st.log.append(ORGANIZATION_PLACED[seat, tuple(st.ctx["placed"])])
        next_turn(st)
