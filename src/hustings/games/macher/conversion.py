"""Converting organization markers into votes (rulebook 5.2.8): from the fourth region
counter-clockwise to the current one, each party with at least five markers on a board
may turn some of them into votes, in turn order. A party that so wins an absolute
majority on a board may exchange one of its face-up opinion cards."""

from __future__ import annotations

from . import flow
from .constants import BOARDS, MIN_CONVERT, ORG_SPACES
from .content import COLORS
from .decisions import seat_decisions
from .regions import (
    add_votes,
    boards_from,
    do_exchange,
    exchange_options,
    factor,
    has_absolute_majority,
    votes_for,
)
from .wording import MARKERS_TEXT, VOTES_TEXT

PHASES = ("convert", "convert_exchange")
RULE = "macher 5.2.8"
CONVERT_IDS = tuple(f"convert:{k}" for k in range(ORG_SPACES + 1))
# The sorted listing, with 'keep', for each number of markers: any number of them when
# the factor is positive, an even number otherwise ('convert:10' sorts before 'convert:2').
LISTINGS = {positive: tuple(tuple(sorted([*CONVERT_IDS[(1 if positive else 2):markers + 1:
                                                      (1 if positive else 2)], "keep"]))
                            for markers in range(ORG_SPACES + 1))
            for positive in (True, False)}


def begin(st) -> None:
    fourth = (st.current() + BOARDS - 1) % BOARDS
    st.phase = "convert"
    st.ctx = {"boards": boards_from(st, fourth, -1), "index": 0, "turn": -1}
    next_turn(st)


def next_turn(st) -> None:
    """The next party, in turn order, with at least five markers on the board being
    converted, and the boards after it in order; with none left the phase is over.
    (The context's `index` and `turn` are read once and written back when a party is
    found: the walk may pass over every party of every board.)"""
    ctx = st.ctx
    st.phase = "convert"
    boards = ctx["boards"]
    index = ctx["index"]
    turn = ctx["turn"]
    n = st.n
    org = st.b_org
    while index < len(boards):
        turn += 1
        if turn >= n:
            index += 1
            turn = -1
            continue
        seat = (st.start + turn) % n
        board = boards[index]
        if org[board][seat] >= MIN_CONVERT:
            ctx["index"] = index
            ctx["turn"] = turn
            ctx["seat"] = seat
            ctx["board"] = board
            return
    st.ctx = {}
    flow.finished(st, "conversion")


def convert_options(st, seat: int, board: int) -> list[str]:
    markers = st.b_org[board][seat]
    if factor(st, board, seat) <= 0:
        return list(CONVERT_IDS[2:markers + 1:2])
    return list(CONVERT_IDS[1:markers + 1])


CONVERT_DECISIONS = seat_decisions("convert_markers")
EXCHANGE_DECISIONS = seat_decisions("majority_exchange")


def decision(st):
    if st.phase == "convert":
        return CONVERT_DECISIONS[st.ctx["seat"]]
    return EXCHANGE_DECISIONS[st.ctx["seat"]]


def legal(st, seat: int) -> list[str]:
    if seat != st.ctx["seat"]:
        return []
    board = st.ctx["board"]
    if st.phase == "convert":
        return list(LISTINGS[factor(st, board, seat) > 0][st.b_org[board][seat]])
    return ["decline", *exchange_options(st, board)]


def act(st, seat: int, action_id: str) -> None:
    board = st.ctx["board"]
    if st.phase == "convert_exchange":
        if action_id != "decline":
            _, slot, index = action_id.split(":")
            do_exchange(st, board, int(slot), int(index[1:]), seat, RULE)
        next_turn(st)
        return
    if action_id == "keep":
        next_turn(st)
        return
    markers = int(action_id[8:])
    before = has_absolute_majority(st, board, seat)
    convert(st, board, seat, markers, RULE)
    if not before and has_absolute_majority(st, board, seat):
        options = exchange_options(st, board)
        if options:
            st.phase = "convert_exchange"
            # The party's listing, kept now rather than worked out again.
            st.keep_legal(seat, ["decline", *options], EXCHANGE_DECISIONS[seat])
            return
    next_turn(st)


def convert(st, board: int, seat: int, markers: int, rule: str) -> None:
    value = factor(st, board, seat)
    votes = votes_for(markers, value)
    st.b_org[board][seat] -= markers
    add_votes(st, board, seat, votes)
    st.emit_event("markers_converted", rule, {
        "seat": seat, "board": board, "markers": markers, "factor": value, "votes": votes,
        "total": st.b_votes[board][seat], "markers_text": MARKERS_TEXT[markers],
        "votes_text": VOTES_TEXT[votes], "party": COLORS[seat],
        "board_name": st.board_name(board)})
