"""The end of a round (rulebook 5.4): the scored region is cleared and a new one laid out
(while elections remain to be prepared), every other board uncovers an opinion, parties
are paid for seats (and members in rounds 1, 3 and 5), and each party takes or declines
an external contribution."""

from __future__ import annotations

from functools import cache

from . import flow
from .constants import BOARDS, UNIT
from .content import CONTRIBUTIONS, NATIONAL, REGIONS
from .decisions import seat_decisions
from .events import (
    CONTRIBUTION_ACCEPTED,
    CONTRIBUTION_DECLINED,
    CONTRIBUTION_FACE_DOWN,
    CONTRIBUTION_RISK,
    DECLINE_BONUS,
    INCOME,
)
from .regions import clear_board, set_up_board, uncover_one

PHASES = ("contribute",)
MEMBER_PAY_ROUNDS = (1, 3, 5)
LAST_ROUND = 7
BONUS_DICE = 3
CHOICE_IDS = tuple((f"accept:{card.id}", f"decline:{card.id}") for card in CONTRIBUTIONS)
# The cards in the order of their ids: every 'accept:' id sorts before every 'decline:'
# one, so listing accepts, then declines, in this order gives the sorted list.
BY_ID = tuple(sorted(range(len(CONTRIBUTIONS)), key=lambda c: CONTRIBUTIONS[c].id))
_ALL = [CHOICE_IDS[c][0] for c in BY_ID] + [CHOICE_IDS[c][1] for c in BY_ID]
assert _ALL == sorted(_ALL)
# (accepted?, card) of every choice id.
CHOICE = {CHOICE_IDS[c][k]: (k == 0, c) for c in range(len(CONTRIBUTIONS)) for k in (0, 1)}


def begin(st) -> None:
    board = st.current()
    clear_board(st, board)
    lay_out_next_region(st, board)
    for other in range(BOARDS):
        if other != board and st.b_region[other] >= 0:
            uncover_one(st, other)
    pay(st)
    st.phase = "contribute"
    st.ctx = {"turn": 0, "choice": [-1] * st.n, "declined": [0] * st.n}


def lay_out_next_region(st, board: int) -> None:
    """A new region is prepared only while it still has an election ahead: the boards
    for rounds 5, 6 and 7 (5.4.1); round 7's shows two opinions face up (5.4.2)."""
    election = st.round + BOARDS
    if election > LAST_ROUND:
        return
    region = st.region_deck.pop()
    set_up_board(st, board, region, election, 2 if election == LAST_ROUND else 1)
    for seat in range(st.n):
        if st.org_supply(seat) > 0:
            st.b_org[board][seat] = 1
    st.emit_event("region_laid_out", "macher 5.4.1", {
        "board": board, "region": REGIONS[region].id, "election": election,
        "board_name": st.board_name(board)})


def pay(st) -> None:
    """5.4.3: 1,000 a seat won in this round; 1,000 a member after rounds 1, 3 and 5."""
    for seat in range(st.n):
        seats = st.seats_won[seat][st.round - 1]
        members_paid = st.round in MEMBER_PAY_ROUNDS
        members = st.members[seat] if members_paid else 0
        st.money[seat] += (seats + members) * UNIT
        st.log.append(INCOME[seat, seats, members, members_paid])


def seat_now(st) -> int:
    return (st.start + st.ctx["turn"]) % st.n


CONTRIBUTION_DECISIONS = seat_decisions("choose_contribution")


def decision(st):
    return CONTRIBUTION_DECISIONS[(st.start + st.ctx["turn"]) % st.n]


def legal(st, seat: int) -> list[str]:
    if seat != seat_now(st):
        return []
    return list(choice_listing(tuple(st.contrib_hand[seat])))


@cache
def choice_listing(hand: tuple[int, ...]) -> tuple[str, ...]:
    """Accept or decline each card in `hand`, sorted: one listing per hand."""
    held = [c for c in BY_ID if c in hand]
    return tuple([CHOICE_IDS[c][0] for c in held] + [CHOICE_IDS[c][1] for c in held])


def act(st, seat: int, action_id: str) -> None:
    accepted, card = CHOICE[action_id]
    # The card stays in the hand until all have chosen, so that which one lies face
    # down is not given away by the cards left.
    st.ctx["choice"][seat] = card
    if accepted:
        st.log.append(CONTRIBUTION_ACCEPTED[seat][card])
    else:
        st.ctx["declined"][seat] = 1
        st.log.append(CONTRIBUTION_FACE_DOWN[seat])
    st.ctx["turn"] += 1
    if st.ctx["turn"] >= st.n:
        resolve(st)
    else:
        # The next party's listing and decision, kept now.
        after = seat_now(st)
        st.keep_legal(after, list(choice_listing(tuple(st.contrib_hand[after]))),
                      CONTRIBUTION_DECISIONS[after])


def resolve(st) -> None:
    """Accepted money is paid and its risk rolled; then declined cards are shown and
    their dice rolled; the sole highest decliner rolls three dice more (5.4.4)."""
    choice = st.ctx["choice"]
    declined = st.ctx["declined"]
    for seat in range(st.n):
        st.contrib_hand[seat].remove(choice[seat])
    for seat in st.order():
        if not declined[seat]:
            card = CONTRIBUTIONS[choice[seat]]
            st.money[seat] += card.amount
            dice = tuple([st.die() for _ in range(card.risk_dice)])
            lost = min(st.members[seat], sum(dice))
            st.members[seat] -= lost
            st.log.append(CONTRIBUTION_RISK[seat, dice, lost])
    amounts = [CONTRIBUTIONS[choice[s]].amount if declined[s] else -1 for s in range(st.n)]
    for seat in st.order():
        if declined[seat]:
            dice = tuple([st.die() for _ in range(CONTRIBUTIONS[choice[seat]].decline_dice)])
            gain_members(st, seat, sum(dice))
            st.log.append(CONTRIBUTION_DECLINED[seat, choice[seat], dice])
    top = max(amounts)
    if top >= 0 and amounts.count(top) == 1:
        seat = amounts.index(top)
        dice = tuple([st.die() for _ in range(BONUS_DICE)])
        gain_members(st, seat, sum(dice))
        st.log.append(DECLINE_BONUS[seat, dice])
    st.ctx = {}
    flow.finished(st, "round_end")


def gain_members(st, seat: int, amount: int) -> None:
    st.members[seat] = min(NATIONAL.membership_max, st.members[seat] + amount)
