"""The shadow cabinet (rulebook 5.2.3): each party lays cards face down beside region
boards, at most one per board; all are revealed together and paid for; then, one card per
turn in turn order, each party uses one of its cards, carrying out every action printed
on it in the rulebook's order: votes, duplicator, media, trend up, trend down. Votes and
trend up are simply applied; for the others the party chooses a target or declines. A
card with a telephone also puts a coalition tile beside its board."""

from __future__ import annotations

from . import flow
from .constants import BOARDS, MEDIA_PRICE, SWAP_FEE, TREND_MAX, TREND_MIN
from .content import CABINET, CABINET_INDEX
from .regions import add_votes, boards_from, face_of

PHASES = ("cabinet", "cabinet_act")
RULE = "macher 5.2.3"
# The prompt for each action that asks the party for a choice.
CHOICE_PROMPTS = {"duplicator": "cabinet_duplicator", "media": "cabinet_media",
                  "trend_down": "cabinet_trend_down"}
# Action ids built once: listing them is a search bot's inner loop.
CARD_AT_IDS = tuple(tuple(f"cab:{card.id}:b{b}" for b in range(BOARDS)) for card in CABINET)
COSTS = tuple(card.cost for card in CABINET)
USE_IDS = tuple(f"use:b{b}" for b in range(BOARDS))


def begin(st) -> None:
    st.phase = "cabinet"
    done = [0 if affordable_cards(st, s, 0) else 1 for s in range(st.n)]
    st.ctx = {"plan": [[] for _ in range(st.n)], "done": done}
    if all(done):
        reveal(st)


def affordable_cards(st, seat: int, committed: int) -> list[int]:
    budget = st.money[seat] - committed
    return [c for c in st.cab_hand[seat] if COSTS[c] <= budget]


def planned_cost(st, seat: int) -> int:
    return sum([COSTS[c] for c, _ in st.ctx["plan"][seat]])


def decision(st):
    if st.phase == "cabinet":
        waiting = tuple(s for s in range(st.n) if not st.ctx["done"][s])
        return flow.seats_decide(waiting, "place_cabinet_cards")
    ctx = st.ctx
    if ctx["card"] < 0:
        return flow.seat_decides(ctx["seat"], "use_cabinet_card")
    kind = CABINET[ctx["card"]].actions[ctx["step"]][0]
    return flow.seat_decides(ctx["seat"], CHOICE_PROMPTS[kind])


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
                at = CARD_AT_IDS[card]
                ids.extend([at[b] for b in boards])
        ids.sort()
        return ids
    ctx = st.ctx
    if seat != ctx["seat"]:
        return []
    if ctx["card"] < 0:
        return sorted([USE_IDS[board] for _, board in ctx["pending"][seat]])
    kind = CABINET[ctx["card"]].actions[ctx["step"]][0]
    return sorted(["skip", *choices(st, seat, kind, ctx["board"])])


def choices(st, seat: int, kind: str, board: int) -> list[str]:
    """The targets a party may pick for one of its card's optional actions."""
    if kind == "duplicator":
        if st.b_dup[board] >= 0:
            return ["dup_off"]
        if st.duplicators_left() == 0:
            return []
        return [f"dup_on:{slot}" for slot in range(4)
                if st.b_cards[board][slot] >= 0 and st.b_up[board][slot]]
    if kind == "media":
        if st.media_supply[seat] == 0 or st.money[seat] < SWAP_FEE + MEDIA_PRICE:
            return []
        return [f"media:{s}" for s in range(st.n) if s != seat and st.b_media[board][s] > 0]
    if kind == "trend_down":
        return [f"trend_down:{s}" for s in range(st.n)
                if s != seat and st.b_trend[board][s] > TREND_MIN]
    raise ValueError(f"{kind} needs no choice")


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
    ctx = st.ctx
    if ctx["card"] < 0:
        board = int(action_id[5:])
        card = next(c for c, b in ctx["pending"][seat] if b == board)
        use_card(st, seat, card, board)
    else:
        carry_out_choice(st, seat, action_id)
        ctx["step"] += 1
    proceed(st)


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
    st.ctx = {"pending": [[list(p) for p in plans[s]] for s in range(st.n)],
              "seat": next_user(st.n, plans, (st.start - 1) % st.n),
              "card": -1, "board": -1, "step": 0}
    proceed(st)


def next_user(n: int, pending: list, after: int) -> int:
    """The next party clockwise after `after` with a card still to use, or -1."""
    for step in range(1, n + 1):
        seat = (after + step) % n
        if pending[seat]:
            return seat
    return -1


def proceed(st) -> None:
    """Carry the cards out until a party has a choice to make or all cards are used.
    A party with a single card left uses it without being asked which."""
    ctx = st.ctx
    while True:
        if ctx["card"] < 0:
            seat = ctx["seat"]
            if seat < 0:
                finish(st)
                return
            if len(ctx["pending"][seat]) > 1:
                return
            card, board = ctx["pending"][seat][0]
            use_card(st, seat, card, board)
        seat, card, board = ctx["seat"], ctx["card"], ctx["board"]
        actions = CABINET[card].actions
        while ctx["step"] < len(actions):
            kind, amount = actions[ctx["step"]]
            if kind == "votes":
                take_votes(st, seat, board, amount)
            elif kind == "trend_up":
                raise_trend(st, seat, board, amount)
            elif choices(st, seat, kind, board):
                return
            else:
                st.emit("cabinet_action_lapsed", RULE, seat=seat, board=board, step=kind)
            ctx["step"] += 1
        ctx["card"] = ctx["board"] = -1
        ctx["step"] = 0
        ctx["seat"] = next_user(st.n, ctx["pending"], seat)


def use_card(st, seat: int, card: int, board: int) -> None:
    """Turn the chosen card over to its actions; a telephone card lays its coalition
    tile at once."""
    ctx = st.ctx
    ctx["pending"][seat].remove([card, board])
    ctx["card"], ctx["board"], ctx["step"] = card, board, 0
    st.emit("cabinet_used", RULE, seat=seat, card=CABINET[card].id, board=board)
    lay_coalition_tile(st, seat, card, board)


def finish(st) -> None:
    st.ctx = {}
    flow.finished(st, "cabinet")


def lay_coalition_tile(st, seat: int, card: int, board: int) -> None:
    """A telephone card puts one of the party's coalition tiles beside the board."""
    if CABINET[card].phone and st.tiles[seat] > 0 and not st.b_phone[board][seat]:
        st.tiles[seat] -= 1
        st.b_phone[board][seat] = 1
        st.emit("coalition_tile_placed", RULE, seat=seat, board=board)


def take_votes(st, seat: int, board: int, votes: int) -> None:
    """The vote action: the party's vote marker climbs as many spaces as the card shows."""
    add_votes(st, board, seat, votes)
    st.emit("cabinet_votes", RULE, seat=seat, board=board, votes=votes,
            total=st.b_votes[board][seat])


def raise_trend(st, seat: int, board: int, steps: int) -> None:
    """Thumbs up: the party's own trend rises, never beyond +3."""
    st.b_trend[board][seat] = min(TREND_MAX, st.b_trend[board][seat] + steps)
    st.emit("cabinet_trend", RULE, seat=seat, board=board, target=seat,
            trend=st.b_trend[board][seat])


def carry_out_choice(st, seat: int, action_id: str) -> None:
    """An optional action with the party's chosen target, or declined with `skip`."""
    ctx = st.ctx
    board = ctx["board"]
    kind, amount = CABINET[ctx["card"]].actions[ctx["step"]]
    verb, _, arg = action_id.partition(":")
    if verb == "skip":
        st.emit("cabinet_action_declined", RULE, seat=seat, board=board, step=kind)
    elif verb == "dup_on":
        st.b_dup[board] = int(arg)
        st.emit("duplicator_placed", RULE, seat=seat, board=board,
                opinion=face_of(st.b_cards[board][int(arg)]))
    elif verb == "dup_off":
        st.b_dup[board] = -1
        st.emit("duplicator_removed", RULE, seat=seat, board=board)
    elif verb == "media":
        swap_media(st, seat, int(arg), board)
    elif verb == "trend_down":
        push_trend_down(st, seat, int(arg), board, amount)


def push_trend_down(st, seat: int, target: int, board: int, steps: int) -> None:
    """Thumbs down: another party's trend falls, never below -3 (media are no shield)."""
    st.b_trend[board][target] = max(TREND_MIN, st.b_trend[board][target] - steps)
    st.emit("cabinet_trend", RULE, seat=seat, board=board, target=target,
            trend=st.b_trend[board][target])


def swap_media(st, seat: int, victim: int, board: int) -> None:
    """Return another party's media marker to it, paying it 4,000, and put one's own in
    its place, paying 4,000 to the bank (5.2.3)."""
    st.b_media[board][victim] -= 1
    st.media_supply[victim] += 1
    st.money[seat] -= SWAP_FEE + MEDIA_PRICE
    st.money[victim] += SWAP_FEE
    st.b_media[board][seat] += 1
    st.media_supply[seat] -= 1
    st.emit("media_swapped", RULE, seat=seat, board=board, target=victim,
            paid=SWAP_FEE, bank=MEDIA_PRICE)
