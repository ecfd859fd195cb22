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
    """Besides the turn and the markers placed on each board this turn, the context
    keeps what `quick_place_ids` reads for the party whose turn it is: the bit mask of
    the boards it may still use this turn (`open`) and its markers out (`out`)."""
    st.phase = "organization"
    st.ctx = {"turn": -1, "placed": [0, 0, 0, 0], "open": 0, "out": 0}
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


def open_boards(st, seat: int) -> tuple[int, int]:
    """The bit mask of the boards in play where the party may still put a marker this
    turn, and the organization markers it has out (what `place_options` walks over)."""
    placed = st.ctx["placed"]
    region, org = st.b_region, st.b_org
    mask = out = 0
    for b in range(BOARDS):
        on_board = org[b][seat]
        out += on_board
        if region[b] >= 0 and placed[b] < ORG_PER_TURN and on_board < ORG_SPACES:
            mask |= BOARD_BIT[b]
    return mask, out


BOARD_BIT = tuple(1 << b for b in range(BOARDS))
# 'done' and `org:b<board>` for each board whose bit is set, for every mask of boards.
LISTINGS = tuple(("done", *(ORG_IDS[b] for b in range(BOARDS) if mask & BOARD_BIT[b]))
                 for mask in range(1 << BOARDS))


def quick_place_ids(st, seat: int) -> list[str]:
    """What `legal` lists (`done` and `place_options`), from the kept mask of the open
    boards and count of markers out: nothing but `done` when the party cannot pay for
    a marker or has none left."""
    ctx = st.ctx
    if st.money[seat] < ORG_PRICE or ctx["out"] >= ORG_MARKERS:
        return ["done"]
    return list(LISTINGS[ctx["open"]])


def refresh_kept_context(st) -> None:
    """Work the kept mask and count out afresh (after the boards were changed by hand)."""
    st.ctx["open"], st.ctx["out"] = open_boards(st, seat_now(st))


def kept_context_errors(st) -> list[str]:
    """The kept mask of open boards and count of markers out must be what the boards
    give when worked out afresh."""
    ctx = st.ctx
    seat = seat_now(st)
    if (ctx["open"], ctx["out"]) != open_boards(st, seat):
        return ["organization: kept open boards or markers out are stale"]
    if quick_place_ids(st, seat) != ["done", *place_options(st, seat)]:
        return ["organization: the quick listing differs from place_options"]
    return []


def next_turn(st) -> None:
    ctx = st.ctx
    n = st.n
    while True:
        ctx["turn"] += 1
        ctx["placed"] = [0, 0, 0, 0]
        if ctx["turn"] >= n:
            st.ctx = {}
            flow.finished(st, "organization")
            return
        seat = (st.start + ctx["turn"]) % n
        ctx["open"], ctx["out"] = open_boards(st, seat)
        ids = quick_place_ids(st, seat)
        if len(ids) > 1:
            # The party's listing, kept now rather than worked out again.
            st.keep_legal(seat, ids, ORGANIZE_DECISIONS[seat])
            return


ORGANIZE_DECISIONS = seat_decisions("organize")


def decision(st):
    return ORGANIZE_DECISIONS[(st.start + st.ctx["turn"]) % st.n]


def legal(st, seat: int) -> list[str]:
    if seat != seat_now(st):
        return []
    return quick_place_ids(st, seat)


def act(st, seat: int, action_id: str) -> None:
    ctx = st.ctx
    if action_id == "done":
        st.log.append(ORGANIZATION_PLACED[seat, tuple(ctx["placed"]), tuple(st.b_region)])
        next_turn(st)
        return
    board = ORG_BOARD[action_id]
    st.money[seat] -= ORG_PRICE
    st.b_org[board][seat] += 1
    placed = ctx["placed"]
    placed[board] += 1
    ctx["out"] += 1
    # Only the board just used may have closed for the party (open_boards, kept up).
    if placed[board] >= ORG_PER_TURN or st.b_org[board][seat] >= ORG_SPACES:
        ctx["open"] &= ~BOARD_BIT[board]
    ids = quick_place_ids(st, seat)
    if len(ids) > 1:
        st.keep_legal(seat, ids, ORGANIZE_DECISIONS[seat])
    else:
        st.log.append(ORGANIZATION_PLACED[seat, tuple(placed), tuple(st.b_region)])
        next_turn(st)
