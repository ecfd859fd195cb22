"""The opinion-poll commission (rulebook 5.2.7): for each region board, from the current
one clockwise, one poll is sold in an open ascending auction (passing is final). The buyer
looks at it and either publishes it, applying up to its number of trend shifts (a party
with the media majority there ignores a drop), or buries it and rolls dice for members."""

from __future__ import annotations

from . import flow
from .amounts import bid_ids
from .constants import TREND_MAX, TREND_MIN, UNIT
from .content import COLORS, NATIONAL, POLLS
from .decisions import seat_decisions
from .events import POLL_BID, POLL_BOUGHT, POLL_PASS, POLL_PUBLISHED, POLL_SEEN, POLL_UNSOLD
from .regions import boards_from, media_majority
from .wording import count, dice_words

PHASES = ("poll_bid", "poll_use", "poll_shift")
RULE = "macher 5.2.7"
SHIFT_IDS = tuple(f"shift:{s}" for s in range(len(COLORS)))
USE_IDS = ("bury", "publish")
# Listed seat by seat, the shift ids come out sorted, after 'done'.
assert sorted(SHIFT_IDS) == list(SHIFT_IDS) and "done" < SHIFT_IDS[0]


def begin(st) -> None:
    st.ctx = {"boards": boards_from(st, st.current(), 1), "index": -1, "poll_card": -1}
    next_board(st)


def next_board(st) -> None:
    st.ctx["index"] += 1
    if st.ctx["index"] >= len(st.ctx["boards"]):
        st.ctx = {}
        flow.finished(st, "polls")
        return
    st.phase = "poll_bid"
    st.ctx.update({"board": st.ctx["boards"][st.ctx["index"]], "high": 0, "high_seat": -1,
                   "out": [0] * st.n, "seat": st.start})
    settle_bidder(st, first=True)


def settle_bidder(st, first: bool = False) -> None:
    """Find the next party, clockwise, still in the auction and able to outbid; one that
    cannot pay more drops out. With nobody left the auction closes."""
    ctx = st.ctx
    n = st.n
    seat = ctx["seat"] if first else (ctx["seat"] + 1) % n
    out = ctx["out"]
    high_seat = ctx["high_seat"]
    least = ctx["high"] + UNIT
    money = st.money
    for _ in range(n):
        if not out[seat] and seat != high_seat:
            if money[seat] >= least:
                ctx["seat"] = seat
                # The bidder's listing (legal's), kept now rather than worked out again.
                st.keep_legal(seat, list(bid_ids(least, money[seat], ("pass",))),
                              BID_DECISIONS[seat])
                return
            out[seat] = 1
        seat = (seat + 1) % n
    close_auction(st)


def close_auction(st) -> None:
    ctx = st.ctx
    board = ctx["board"]
    winner = ctx["high_seat"]
    if winner < 0:
        st.log.append(POLL_UNSOLD[board, st.b_region[board]])
        next_board(st)
        return
    st.money[winner] -= ctx["high"]
    if not st.poll_deck:
        st.poll_deck = st.poll_discard
        st.poll_discard = []
        st.rng.shuffle(st.poll_deck)
    card = st.poll_deck.pop()
    ctx["poll_card"] = card
    region = st.b_region[board]
    st.log.append(POLL_BOUGHT[winner, board, ctx["high"], region])
    st.log.append(POLL_SEEN[winner, board, card, st.n, region])
    st.phase = "poll_use"
    # The buyer's listing, kept now.
    st.keep_legal(winner, list(USE_IDS), USE_DECISIONS[winner])


BID_DECISIONS = seat_decisions("bid_for_poll")
USE_DECISIONS = seat_decisions("publish_or_bury_poll")
SHIFT_DECISIONS = seat_decisions("apply_poll_result")


def decision(st):
    phase = st.phase
    if phase == "poll_bid":
        return BID_DECISIONS[st.ctx["seat"]]
    if phase == "poll_use":
        return USE_DECISIONS[st.ctx["high_seat"]]
    return SHIFT_DECISIONS[st.ctx["high_seat"]]


def shift_options(st) -> list[str]:
    ctx = st.ctx
    board = ctx["board"]
    shifts = POLLS[ctx["poll_card"]].shifts
    immune = media_majority(st, board)
    ids = []
    for s in range(st.n):
        if s in ctx["shifted"]:
            continue
        trend = st.b_trend[board][s]
        if shifts[s] > 0 and trend < TREND_MAX:
            ids.append(SHIFT_IDS[s])
        elif shifts[s] < 0 and trend > TREND_MIN and s != immune:
            ids.append(SHIFT_IDS[s])
    return ids


def legal(st, seat: int) -> list[str]:
    ctx = st.ctx
    if st.phase == "poll_bid":
        if seat != ctx["seat"]:
            return []
        return list(bid_ids(ctx["high"] + UNIT, st.money[seat], ("pass",)))
    if seat != ctx["high_seat"]:
        return []
    if st.phase == "poll_use":
        return list(USE_IDS)
    return ["done", *shift_options(st)]


def act(st, seat: int, action_id: str) -> None:
    ctx = st.ctx
    if st.phase == "poll_bid":
        if action_id == "pass":
            ctx["out"][seat] = 1
            board = ctx["board"]
            st.log.append(POLL_PASS[seat, board, st.b_region[board]])
        else:
            ctx["high"] = int(action_id[4:])
            ctx["high_seat"] = seat
            board = ctx["board"]
            st.log.append(POLL_BID[seat, board, ctx["high"], st.b_region[board]])
        settle_bidder(st)
        return
    card = ctx["poll_card"]
    if st.phase == "poll_use":
        if action_id == "bury":
            dice = [st.die() for _ in range(POLLS[card].bury_dice)]
            gain = sum(dice)
            st.members[seat] = min(NATIONAL.membership_max, st.members[seat] + gain)
            board = ctx["board"]
            st.emit_event("poll_buried", RULE, {"seat": seat, "board": board, "dice": dice,
                                                "members": gain, "dice_text": dice_words(dice),
                                                "members_text": count(gain, "member"),
                                                "party": COLORS[seat],
                                                "board_name": st.board_name(board)})
            end_poll(st)
            return
        board = ctx["board"]
        st.log.append(POLL_PUBLISHED[seat, board, card, st.n, st.b_region[board]])
        st.phase = "poll_shift"
        ctx["shifted"] = []
        ctx["left"] = POLLS[card].results
        keep_shifts_or_end(st, seat)
        return
    if action_id == "done":
        end_poll(st)
        return
    target = int(action_id[6:])
    board = ctx["board"]
    step = POLLS[card].shifts[target]
    st.b_trend[board][target] = max(TREND_MIN, min(TREND_MAX, st.b_trend[board][target] + step))
    ctx["shifted"].append(target)
    ctx["left"] -= 1
    st.emit_event("trend_shifted", RULE, {"seat": seat, "board": board, "target": target,
                                          "step": step, "trend": st.b_trend[board][target],
                                          "party": COLORS[seat],
                                          "target_party": COLORS[target],
                                          "board_name": st.board_name(board)})
    if ctx["left"] <= 0:
        end_poll(st)
    else:
        keep_shifts_or_end(st, seat)


def keep_shifts_or_end(st, seat: int) -> None:
    """The buyer goes on shifting while a shift is possible (the listing, worked out for
    this test, is kept for the buyer's next choice); otherwise the poll is over."""
    options = shift_options(st)
    if options:
        st.keep_legal(seat, ["done", *options], SHIFT_DECISIONS[seat])
    else:
        end_poll(st)


def end_poll(st) -> None:
    st.poll_discard.append(st.ctx["poll_card"])
    st.ctx["poll_card"] = -1
    st.ctx.pop("shifted", None)
    st.ctx.pop("left", None)
    next_board(st)
