"""The shadow cabinet (rulebook 5.2.3): each party lays cards face down beside region
boards, at most one per board; all are revealed together and paid for; then, one card per
turn in turn order, each card is used for one of the actions printed on it. A card with a
telephone also puts a coalition tile beside its board."""

from __future__ import annotations

from hustings.engine import Decision

from . import flow
from .constants import MEDIA_PRICE, SWAP_FEE, TREND_MAX, TREND_MIN
from .content import CABINET, CABINET_INDEX
from .regions import add_votes, boards_from

PHASES = ("cabinet", "cabinet_act")
RULE = "macher 5.2.3"


def begin(st) -> None:
    st.phase = "cabinet"
    done = [0 if affordable_cards(st, s, 0) else 1 for s in range(st.n)]
    st.ctx = {"plan": [[] for _ in range(st.n)], "done": done}
    if all(done):
        reveal(st)


def affordable_cards(st, seat: int, committed: int) -> list[int]:
    return [c for c in st.cab_hand[seat] if CABINET[c].cost <= st.money[seat] - committed]


def planned_cost(st, seat: int) -> int:
    return sum(CABINET[c].cost for c, _ in st.ctx["plan"][seat])


def decision(st):
    if st.phase == "cabinet":
        waiting = tuple(s for s in range(st.n) if not st.ctx["done"][s])
        return Decision(waiting, "place_cabinet_cards", simultaneous=True)
    return Decision((st.ctx["seat"],), "use_cabinet_card")


def legal(st, seat: int) -> list[str]:
    if st.phase == "cabinet":
        if st.ctx["done"][seat]:
            return []
        plan = st.ctx["plan"][seat]
        used_cards = {c for c, _ in plan}
        used_boards = {b for _, b in plan}
        boards = [b for b in boards_from(st, 0, 1) if b not in used_boards]
        ids = ["done"]
        for card in affordable_cards(st, seat, planned_cost(st, seat)):
            if card not in used_cards:
                ids.extend(f"cab:{CABINET[card].id}:b{b}" for b in boards)
        return sorted(ids)
    if seat != st.ctx["seat"]:
        return []
    ids = []
    for card, board in st.ctx["pending"][seat]:
        ids.append(f"b{board}:skip")
        ids.extend(f"b{board}:{a}" for a in card_actions(st, seat, card, board))
    return sorted(ids)


def card_actions(st, seat: int, card: int, board: int) -> list[str]:
    ids = []
    for kind, amount in CABINET[card].options:
        if kind == "votes" and amount > 0:
            ids.append("votes")
        elif kind == "trend_up" and st.b_trend[board][seat] < TREND_MAX:
            ids.append("trend_up")
        elif kind == "trend_down":
            ids.extend(f"trend_down:{s}" for s in range(st.n)
                       if s != seat and st.b_trend[board][s] > TREND_MIN)
        elif kind == "duplicator":
            if st.b_dup[board] >= 0:
                ids.append("dup_off")
            elif st.duplicators_left() > 0:
                ids.extend(f"dup_on:{slot}" for slot in range(4)
                           if st.b_cards[board][slot] >= 0 and st.b_up[board][slot])
        elif kind == "media":
            if st.media_supply[seat] > 0 and st.money[seat] >= SWAP_FEE + MEDIA_PRICE:
                ids.extend(f"media:{s}" for s in range(st.n)
                           if s != seat and st.b_media[board][s] > 0)
    return ids


def act(st, seat: int, action_id: str) -> None:
    if st.phase == "cabinet":
        if action_id == "done":
            st.ctx["done"][seat] = 1
            st.emit("cabinet_sealed", RULE, seat=seat)
            if all(st.ctx["done"]):
                reveal(st)
            return
        _, card_id, board = action_id.split(":")
        st.ctx["plan"][seat].append([CABINET_INDEX[card_id], int(board[1:])])
        return
    where, _, action = action_id.partition(":")
    board = int(where[1:])
    pending = st.ctx["pending"][seat]
    card = next(c for c, b in pending if b == board)
    pending.remove([card, board])
    lay_coalition_tile(st, seat, card, board)
    use_card(st, seat, card, board, action)
    following = next_user(st, seat)
    if following < 0:
        finish(st)
    else:
        st.ctx["seat"] = following


def reveal(st) -> None:
    """Reveal all cards and pay for all of them; then the parties use them, one card
    per party per turn, in turn order, each choosing which of its cards comes next."""
    plans = st.ctx["plan"]
    shown = {}
    for seat in st.order():
        plan = plans[seat]
        for card, _ in plan:
            st.cab_hand[seat].remove(card)
        st.money[seat] -= sum(CABINET[card].cost for card, _ in plan)
        shown[str(seat)] = [[CABINET[c].id, b] for c, b in plan]
    st.emit("cabinet_revealed", RULE, cards=shown)
    st.phase = "cabinet_act"
    st.ctx = {"pending": [[list(p) for p in plans[s]] for s in range(st.n)], "seat": -1}
    first = next_user(st, (st.start - 1) % st.n)
    if first < 0:
        finish(st)
    else:
        st.ctx["seat"] = first


def next_user(st, after: int) -> int:
    """The next party clockwise after `after` with a card still to use, or -1."""
    pending = st.ctx["pending"]
    for step in range(1, st.n + 1):
        seat = (after + step) % st.n
        if pending[seat]:
            return seat
    return -1


def finish(st) -> None:
    st.ctx = {}
    flow.finished(st, "cabinet")


def lay_coalition_tile(st, seat: int, card: int, board: int) -> None:
    """A telephone card puts one of the party's coalition tiles beside the board."""
    if CABINET[card].phone and st.tiles[seat] > 0 and not st.b_phone[board][seat]:
        st.tiles[seat] -= 1
        st.b_phone[board][seat] = 1
        st.emit("coalition_tile_placed", RULE, seat=seat, board=board)


def use_card(st, seat: int, card: int, board: int, action_id: str) -> None:
    amounts = dict(CABINET[card].options)
    verb, _, arg = action_id.partition(":")
    name = CABINET[card].id
    if verb == "votes":
        add_votes(st, board, seat, amounts["votes"])
    elif verb == "trend_up":
        st.b_trend[board][seat] = min(TREND_MAX, st.b_trend[board][seat] + amounts["trend_up"])
    elif verb == "trend_down":
        target = int(arg)
        st.b_trend[board][target] = max(TREND_MIN,
                                        st.b_trend[board][target] - amounts["trend_down"])
    elif verb == "dup_on":
        st.b_dup[board] = int(arg)
    elif verb == "dup_off":
        st.b_dup[board] = -1
    elif verb == "media":
        swap_media(st, seat, int(arg), board)
    st.emit("cabinet_used", RULE, seat=seat, card=name, board=board, action=action_id)


def swap_media(st, seat: int, victim: int, board: int) -> None:
    """Return another party's media marker to it, paying it 4,000, and put one's own in
    its place, paying 4,000 to the bank (5.2.3)."""
    st.b_media[board][victim] -= 1
    st.media_supply[victim] += 1
    st.money[seat] -= SWAP_FEE + MEDIA_PRICE
    st.money[victim] += SWAP_FEE
    st.b_media[board][seat] += 1
    st.media_supply[seat] -= 1
