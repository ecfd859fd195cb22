"""Buying media markers (rulebook 5.2.5): in turn order each party buys one marker for
4,000 and places it on a region board with a free media space, or passes; a pass is not
final, and buying ends when every party has passed in a row. Then, from the current
region clockwise, a party holding more media markers on a board than any other may
exchange one of its face-up opinion cards."""

from __future__ import annotations

from . import flow
from .constants import BOARDS, MEDIA_PRICE, MEDIA_SPACES
from .decisions import seat_decisions
from .events import MEDIA_BOUGHT
from .regions import (
    EXCHANGE_INDEX,
    boards_from,
    do_exchange,
    exchange_options,
    media_majority,
)

PHASES = ("media", "media_majority")
RULE = "macher 5.2.5"
BUY_IDS = tuple(f"buy:b{b}" for b in range(BOARDS))
BUY_BOARD = {action_id: b for b, action_id in enumerate(BUY_IDS)}
# Boards are listed in order, and every 'buy:b<board>' sorts before 'pass'.
assert sorted(BUY_IDS) == list(BUY_IDS) and BUY_IDS[-1] < "pass"


def begin(st) -> None:
    """Besides the turn and the passes in a row, the context keeps the bit mask of the
    boards still selling media markers (`open`), which only a purchase changes."""
    st.phase = "media"
    st.ctx = {"turn": 0, "passes": 0, "open": boards_selling(st)}
    settle_turn(st)


def seat_now(st) -> int:
    return (st.start + st.ctx["turn"]) % st.n


def buy_options(st, seat: int) -> list[str]:
    if st.media_supply[seat] <= 0 or st.money[seat] < MEDIA_PRICE:
        return []
    region, closed, media = st.b_region, st.b_closed, st.b_media
    # Boards in play, in order (boards_from(st, 0, 1)).
    ids = []
    for b in range(BOARDS):
        if region[b] >= 0 and not closed[b] and sum(media[b]) < MEDIA_SPACES:
            ids.append(BUY_IDS[b])
    return ids


def boards_selling(st) -> int:
    """The bit mask of the boards where `buy_options` offers a marker to a party that
    can buy one: in play, sales not closed, a media space free."""
    region, closed, media = st.b_region, st.b_closed, st.b_media
    mask = 0
    for b in range(BOARDS):
        if region[b] >= 0 and not closed[b] and sum(media[b]) < MEDIA_SPACES:
            mask |= BOARD_BIT[b]
    return mask


BOARD_BIT = tuple(1 << b for b in range(BOARDS))
# The buy ids of the boards whose bits are set, then 'pass', for every mask of boards.
LISTINGS = tuple((*(BUY_IDS[b] for b in range(BOARDS) if mask & BOARD_BIT[b]), "pass")
                 for mask in range(1 << BOARDS))


def quick_buy_ids(st, seat: int) -> list[str]:
    """What `legal` lists (`buy_options`, then 'pass'), from the kept mask of the boards
    still selling."""
    if st.media_supply[seat] <= 0 or st.money[seat] < MEDIA_PRICE:
        return ["pass"]
    return list(LISTINGS[st.ctx["open"]])


def kept_context_errors(st) -> list[str]:
    """The kept mask of boards selling must be what the boards give afresh, and the
    listing built from it what the rule lists."""
    seat = seat_now(st)
    if st.ctx["open"] != boards_selling(st):
        return ["media: kept mask of the boards selling is stale"]
    if quick_buy_ids(st, seat) != [*buy_options(st, seat), "pass"]:
        return ["media: the quick listing differs from buy_options"]
    return []


def refresh_kept_context(st) -> None:
    """Work the kept mask out afresh (after the boards were changed by hand)."""
    st.ctx["open"] = boards_selling(st)


def settle_turn(st) -> None:
    """Parties that cannot buy pass at once; stop after a full round of passes (at once
    when no board sells any more: then nobody can buy)."""
    ctx = st.ctx
    n = st.n
    if ctx["open"]:
        supply, money = st.media_supply, st.money
        while ctx["passes"] < n:
            seat = (st.start + ctx["turn"]) % n
            if supply[seat] > 0 and money[seat] >= MEDIA_PRICE:
                # The party's listing (quick_buy_ids), kept now rather than worked out
                # again.
                st.keep_legal(seat, list(LISTINGS[ctx["open"]]), BUY_DECISIONS[seat])
                return
            ctx["passes"] += 1
            ctx["turn"] = (ctx["turn"] + 1) % n
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
        if owner >= 0:
            options = exchange_options(st, board)
            if options:
                st.ctx["seat"] = owner
                st.ctx["board"] = board
                st.keep_legal(owner, ["decline", *options], EXCHANGE_DECISIONS[owner])
                return


BUY_DECISIONS = seat_decisions("buy_media")
EXCHANGE_DECISIONS = seat_decisions("media_exchange")


def decision(st):
    if st.phase == "media":
        return BUY_DECISIONS[(st.start + st.ctx["turn"]) % st.n]
    return EXCHANGE_DECISIONS[st.ctx["seat"]]


def legal(st, seat: int) -> list[str]:
    if st.phase == "media":
        if seat != seat_now(st):
            return []
        return quick_buy_ids(st, seat)
    if seat != st.ctx["seat"]:
        return []
    return ["decline", *exchange_options(st, st.ctx["board"])]


def act(st, seat: int, action_id: str) -> None:
    if st.phase == "media":
        ctx = st.ctx
        if action_id == "pass":
            ctx["passes"] += 1
        else:
            board = BUY_BOARD[action_id]
            st.money[seat] -= MEDIA_PRICE
            st.media_supply[seat] -= 1
            media = st.b_media[board]
            media[seat] += 1
            if sum(media) >= MEDIA_SPACES:
                # The board's last media space is taken (boards_selling, kept up).
                ctx["open"] &= ~BOARD_BIT[board]
            ctx["passes"] = 0
            st.log.append(MEDIA_BOUGHT[seat, board, st.b_region[board]])
        ctx["turn"] = (ctx["turn"] + 1) % st.n
        settle_turn(st)
        return
    if action_id != "decline":
        do_exchange(st, st.ctx["board"], *EXCHANGE_INDEX[action_id], seat, RULE)
    next_majority(st)
