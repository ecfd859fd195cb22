"""Buying media markers (rulebook 5.2.5): in turn order each party buys one marker for
4,000 and places it on a region board with a free media space, or passes; a pass is not
final, and buying ends when every party has passed in a row. Then, from the current
region clockwise, a party holding more media markers on a board than any other may
exchange one of its face-up opinion cards."""

from __future__ import annotations

from . import flow
from .constants import BOARDS, MEDIA_PRICE, MEDIA_SPACES
from .regions import boards_from, do_exchange, exchange_options, media_majority

PHASES = ("media", "media_majority")
RULE = "macher 5.2.5"
BUY_IDS = tuple(f"buy:b{b}" for b in range(BOARDS))


def begin(st) -> None:
    st.phase = "media"
    st.ctx = {"turn": 0, "passes": 0}
    settle_turn(st)


def seat_now(st) -> int:
    return (st.start + st.ctx["turn"]) % st.n


def buy_options(st, seat: int) -> list[str]:
    if st.media_supply[seat] <= 0 or st.money[seat] < MEDIA_PRICE:
        return []
    return [BUY_IDS[b] for b in boards_from(st, 0, 1)
            if not st.b_closed[b] and sum(st.b_media[b]) < MEDIA_SPACES]


def settle_turn(st) -> None:
    """Parties that cannot buy pass at once; stop after a full round of passes."""
    while st.ctx["passes"] < st.n:
        if buy_options(st, seat_now(st)):
            return
        st.ctx["passes"] += 1
        st.ctx["turn"] = (st.ctx["turn"] + 1) % st.n
    begin_majorities(st)


def begin_majorities(st) -> None:
    st.phase = "media_majority"
    st.ctx = {"boards": boards_from(st, st.current(), 1), "index": -1}
    next_majority(st)


def next_majority(st) -> None:
    boards = st.ctx["boards"]
    while True:
        st.ctx["index"] += 1
        if st.ctx["index"] >= len(boards):
            st.ctx = {}
            flow.finished(st, "media")
            return
        board = boards[st.ctx["index"]]
        owner = media_majority(st, board)
        if owner >= 0 and exchange_options(st, board):
            st.ctx["seat"] = owner
            st.ctx["board"] = board
            return


def decision(st):
    if st.phase == "media":
        return flow.seat_decides(seat_now(st), "buy_media")
    return flow.seat_decides(st.ctx["seat"], "media_exchange")


def legal(st, seat: int) -> list[str]:
    if st.phase == "media":
        if seat != seat_now(st):
            return []
        return sorted(buy_options(st, seat) + ["pass"])
    if seat != st.ctx["seat"]:
        return []
    return sorted(exchange_options(st, st.ctx["board"]) + ["decline"])


def act(st, seat: int, action_id: str) -> None:
    if st.phase == "media":
        if action_id == "pass":
            st.ctx["passes"] += 1
        else:
            board = int(action_id[5:])
            st.money[seat] -= MEDIA_PRICE
            st.media_supply[seat] -= 1
            st.b_media[board][seat] += 1
            st.ctx["passes"] = 0
            st.emit("media_bought", RULE, seat=seat, board=board)
        st.ctx["turn"] = (st.ctx["turn"] + 1) % st.n
        settle_turn(st)
        return
    if action_id != "decline":
        _, slot, index = action_id.split(":")
        do_exchange(st, st.ctx["board"], int(slot), int(index[1:]), seat, RULE)
    next_majority(st)
