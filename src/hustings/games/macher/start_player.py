"""Choosing the start player (rulebook 5.2.1): sealed bids revealed together; the
highest bidder (ties settled by rolling a special die) names the start player and alone
pays the bid."""

from __future__ import annotations

from . import flow
from .amounts import bid_ids
from .content import COLORS
from .decisions import seat_decisions, seats_waiting
from .events import BID_SEALED, BID_WON, START_PLAYER_NAMED
from .wording import money, per_party

PHASES = ("bid", "name_start")
RULE = "macher 5.2.1"
START_IDS = tuple(f"start:{s}" for s in range(len(COLORS)))


def begin(st) -> None:
    st.phase = "bid"
    st.ctx = {"bids": [-1] * st.n}


NAME_START = seat_decisions("name_start_player")
SEALED = (-1).__lt__  # bid > -1: a bid has been sealed


def decision(st):
    if st.phase == "bid":
        # A flag per party, set once its bid (0 or more; -1 while none) is sealed.
        return seats_waiting(tuple(map(SEALED, st.ctx["bids"])), "bid_for_start_player")
    return NAME_START[st.ctx["chooser"]]


def legal(st, seat: int) -> list[str]:
    if st.phase == "bid":
        if st.ctx["bids"][seat] >= 0:
            return []
        return list(bid_ids(0, st.money[seat]))
    if seat != st.ctx["chooser"]:
        return []
    return list(START_IDS[:st.n])


def act(st, seat: int, action_id: str) -> None:
    verb, arg = action_id.split(":")
    if verb == "bid":
        st.ctx["bids"][seat] = int(arg)
        st.log.append(BID_SEALED[seat])
        if min(st.ctx["bids"]) >= 0:
            reveal(st)
        return
    st.start = int(arg)
    st.log.append(START_PLAYER_NAMED[seat, st.start])
    st.ctx = {}
    flow.finished(st, "start_player")


def reveal(st) -> None:
    bids = st.ctx["bids"]
    st.emit_event("bids_revealed", RULE, {"bids": list(bids),
                                          "bids_text": per_party(bids, money)})
    top = max(bids)
    tied = [s for s in range(st.n) if bids[s] == top]
    while len(tied) > 1:
        rolls = [st.die() for _ in tied]
        st.emit("tie_rolled", RULE, parties=list(tied), rolls=rolls,
                rolls_text=", ".join(f"{COLORS[s]} {r}" for s, r in zip(tied, rolls, strict=True)))
        best = max(rolls)
        tied = [s for s, r in zip(tied, rolls, strict=True) if r == best]
    winner = tied[0]
    st.money[winner] -= top
    st.log.append(BID_WON[winner, top])
    st.phase = "name_start"
    st.ctx = {"chooser": winner}
    # The winner's listing, kept now.
    st.keep_legal(winner, list(START_IDS[:st.n]), NAME_START[winner])
