"""The shadow cabinet (rulebook 5.2.3): in turn order, from the start player, each party
lays cards face down beside region boards, at most one per board (which boards it uses
is seen by all, the cards are not); all are revealed together and paid for; then, one card per
turn in turn order, each party uses one of its cards. A card is a menu: the party picks ONE
of the actions printed on it (among those that can do something now), or none, and only
that one is carried out with the card's number (docs/rulings/macher.md). Votes and trend
up need nothing more; for the duplicator, the media swap and the trend down the party
then picks the target. A card with a telephone puts a coalition tile beside its board
whatever the party picks."""

from __future__ import annotations

from . import flow
from .constants import (
    BOARDS,
    MEDIA_PRICE,
    SLOTS,
    SWAP_FEE,
    TREND_MAX,
    TREND_MIN,
    UNIT,
    VOTE_CAP,
)
from .content import CABINET, COLORS
from .decisions import TURN_ORDERS, seat_decisions
from .events import (
    CABINET_CARD_IDLE,
    CABINET_CARD_LAID,
    CABINET_CARD_UNUSED,
    CABINET_NONE,
    CABINET_SEALED,
    CABINET_TREND,
    CABINET_USED,
    CABINET_VOTES,
    COALITION_TILE_PLACED,
)
from .regions import add_votes, face_of
from .wording import CABINET_TITLES, card_name

PHASES = ("cabinet", "cabinet_act")
RULE = "macher 5.2.3"
# The prompt for each action that, once picked from the card, asks for its target.
CHOICE_PROMPTS = {"duplicator": "cabinet_duplicator", "media": "cabinet_media",
                  "trend_down": "cabinet_trend_down"}
# The prompt of the card's menu: which one of its actions to use, or none.
MENU_PROMPT = "cabinet_choose_action"
# Action ids built once: listing them is a search bot's inner loop.
CARD_AT_IDS = tuple(tuple(f"cab:{card.id}:b{b}" for b in range(BOARDS)) for card in CABINET)
COSTS = tuple(card.cost for card in CABINET)
CARD_IDS = tuple(card.id for card in CABINET)
CABINET_ACTIONS = tuple(tuple((kind, amount) for kind, amount in card.actions) for card in CABINET)
# Each card's number for each of its actions, by kind.
AMOUNTS = tuple(dict(actions) for actions in CABINET_ACTIONS)
# Picking an action from a card's menu: `act:<kind>`, or `skip` to use none. A card's
# kinds in the order of these ids, so that a menu comes out sorted, `skip` last.
ACT_IDS = {kind: f"act:{kind}" for kind in ("votes", "duplicator", "media", "trend_up",
                                             "trend_down")}
MENU_KINDS = tuple(tuple(sorted((kind for kind, _ in actions), key=ACT_IDS.__getitem__))
                   for actions in CABINET_ACTIONS)
assert all(ACT_IDS[kind] < "skip" for kind in ACT_IDS)
USE_IDS = tuple(f"use:b{b}" for b in range(BOARDS))
DUP_ON_IDS = tuple(f"dup_on:{slot}" for slot in range(SLOTS))
MEDIA_IDS = tuple(f"media:{s}" for s in range(len(COLORS)))
TREND_DOWN_IDS = tuple(f"trend_down:{s}" for s in range(len(COLORS)))
# The cards in the order of their ids: listed this way (boards in order within a card),
# the placement ids come out sorted, all before 'done'.
CARDS_BY_ID = tuple(sorted(range(len(CABINET)), key=lambda c: CABINET[c].id))
_PLACEMENTS = [at for c in CARDS_BY_ID for at in CARD_AT_IDS[c]]
assert _PLACEMENTS == sorted(_PLACEMENTS) and _PLACEMENTS[-1] < "done"
# (card, board, the mask that clears both from a placement table index) of every
# placement id.
PLACING = {CARD_AT_IDS[c][b]: (c, b, ~(1 << c << BOARDS | 1 << b))
           for c in range(len(CABINET)) for b in range(BOARDS)}


def begin(st) -> None:
    """Every party that can pay for a card lays its cards face down, one party after
    the other in turn order (5.2.3). Beside the plans,
    the context keeps what `quick_placement_ids` reads: for each party, the placement
    table's index of the cards and boards still free (`free`) and what its laid cards
    cost (`spent`); and the bit mask of the parties still laying cards (`waiting`)."""
    st.phase = "cabinet"
    n = st.n
    done = [0 if can_pay_for_a_card(st, s) else 1 for s in range(n)]
    boards = 0
    for board, region in enumerate(st.b_region):
        if region >= 0:
            boards |= BOARD_BIT[board]
    st.ctx = {"plan": [[] for _ in range(n)], "done": done,
              "free": [hand_index(st, s) | boards for s in range(n)], "spent": [0] * n,
              "waiting": sum(1 << s for s in range(n) if not done[s])}
    if all(done):
        reveal(st)
    else:
        ask_placer(st)


def placer(st) -> int:
    """The party laying cards now: the first in turn order that has not finished (5.2.3
    has the start player lay its cards first, the others after it clockwise), or -1."""
    return FIRST_WAITING[st.n][st.start][st.ctx["waiting"]]


def ask_placer(st) -> None:
    """The party laying cards now: its listing, kept."""
    seat = placer(st)
    st.keep_legal(seat, quick_placement_ids(st, seat), PLACING_DECISIONS[seat])


def hand_index(st, seat: int) -> int:
    """The cards the party holds, as the card part of a placement table index (a hand
    holds a card once, so the sum of their bits is their mask)."""
    return sum(map(CARD_BIT.__getitem__, st.cab_hand[seat])) << BOARDS


def free_index(st, seat: int) -> int:
    """The placement table's index (cards << BOARDS | boards) of the cards the party
    holds and has not laid, and of the boards in play that have none of its cards."""
    index = hand_index(st, seat)
    for board, region in enumerate(st.b_region):
        if region >= 0:
            index |= BOARD_BIT[board]
    for card, board in st.ctx["plan"][seat]:
        index &= PLACING[CARD_AT_IDS[card][board]][2]
    return index


def kept_context_errors(st) -> list[str]:
    """While cards are laid: the kept `free`, `spent` and `waiting` must be what the
    plans, hands, boards in play and seals give when worked out afresh."""
    ctx = st.ctx
    errors = []
    for seat in range(st.n):
        if ctx["free"][seat] != free_index(st, seat):
            errors.append(f"cabinet: kept free cards and boards of seat {seat} are stale")
        if ctx["spent"][seat] != sum(COSTS[card] for card, _ in ctx["plan"][seat]):
            errors.append(f"cabinet: kept spending of seat {seat} is stale")
    if ctx["waiting"] != sum(1 << s for s in range(st.n) if not ctx["done"][s]):
        errors.append("cabinet: kept mask of the parties still laying cards is stale")
    return errors


def restart_plan(st, seat: int) -> None:
    """The party takes back every card it laid and is laying cards again (used when a
    determinized copy re-chooses another party's hidden plan)."""
    ctx = st.ctx
    ctx["plan"][seat] = []
    ctx["done"][seat] = 0
    ctx["free"][seat] = free_index(st, seat)
    ctx["spent"][seat] = 0
    ctx["waiting"] |= 1 << seat


def can_pay_for_a_card(st, seat: int) -> bool:
    """Whether the party holds a card it can pay for: then it lays cards."""
    hand = st.cab_hand[seat]
    return bool(hand) and min(map(COSTS.__getitem__, hand)) <= st.money[seat]


# [parties][start player][mask of the parties still laying cards]: the first of them in
# turn order, or -1 (`placer`).
FIRST_WAITING = tuple(tuple(tuple(next((s for s in order if mask >> s & 1), -1)
                                  for mask in range(1 << len(order)))
                            for order in orders)
                      for orders in TURN_ORDERS)
USE_DECISIONS = seat_decisions("use_cabinet_card")
MENU_DECISIONS = seat_decisions(MENU_PROMPT)
CHOICE_DECISIONS = {kind: seat_decisions(prompt) for kind, prompt in CHOICE_PROMPTS.items()}


def decision(st):
    ctx = st.ctx
    if st.phase == "cabinet":
        return PLACING_DECISIONS[placer(st)]
    if ctx["card"] < 0:
        return USE_DECISIONS[ctx["seat"]]
    if not ctx["kind"]:
        return MENU_DECISIONS[ctx["seat"]]
    return CHOICE_DECISIONS[ctx["kind"]][ctx["seat"]]


def legal(st, seat: int) -> list[str]:
    if st.phase == "cabinet":
        if st.ctx["done"][seat] or seat != placer(st):
            return []
        return quick_placement_ids(st, seat)
    ctx = st.ctx
    if seat != ctx["seat"]:
        return []
    if ctx["card"] < 0:
        return use_ids(ctx["pending"][seat])
    if not ctx["kind"]:
        return menu_ids(st, seat, ctx["card"], ctx["board"])
    return choices(st, seat, ctx["kind"], ctx["board"])


def menu_ids(st, seat: int, card: int, board: int) -> list[str]:
    """The card's menu: `act:<kind>` for each action printed on it that can do something
    now, then `skip` (every action is one the party may use, so it may use none)."""
    ids = [ACT_IDS[kind] for kind in MENU_KINDS[card] if can_act(st, seat, kind, board)]
    ids.append("skip")
    return ids


def can_act(st, seat: int, kind: str, board: int) -> bool:
    """Whether the action would change anything now: votes below the cap of 50, the own
    trend below +3, or at least one target for the others."""
    if kind == "votes":
        return st.b_votes[board][seat] < VOTE_CAP
    if kind == "trend_up":
        return st.b_trend[board][seat] < TREND_MAX
    return bool(choices(st, seat, kind, board))


def use_ids(pending: list) -> list[str]:
    """`use:b<board>` for each card a party still has to use (one card a board, so the
    boards' bits make a mask, whose listing is built at import in board order)."""
    boards = 0
    for _, board in pending:
        boards |= BOARD_BIT[board]
    return list(USE_LISTINGS[boards])


def placement_ids(st, seat: int) -> list[str]:
    """`cab:<card>:b<board>`: a card the party still holds and can pay for, beside a
    region board that has none of its cards yet; and `done`."""
    plan = st.ctx["plan"][seat]
    budget = st.money[seat] - sum(COSTS[card] for card, _ in plan)
    used_cards = [card for card, _ in plan]
    used_boards = [board for _, board in plan]
    ids = [CARD_AT_IDS[card][board]
           for card in CARDS_BY_ID
           if card in st.cab_hand[seat] and card not in used_cards and COSTS[card] <= budget
           for board in range(BOARDS)
           if st.b_region[board] >= 0 and board not in used_boards]
    ids.append("done")
    return ids


def quick_placement_ids(st, seat: int) -> list[str]:
    """What `placement_ids` lists, looked up in a table built at import: the index of
    the cards and boards still free is kept in the context as cards are laid, and the
    cards the party can still pay for are masked in by what is left of its money."""
    ctx = st.ctx
    budget = st.money[seat] - ctx["spent"][seat]
    affordable = AFFORDABLE_INDEX[0 if budget < 0 else min(budget // UNIT, TOP_PRICE)]
    return list(PLACEMENTS_BY_MASK[ctx["free"][seat] & affordable])


CARD_BIT = tuple(1 << card for card in range(len(CABINET)))
BOARD_BIT = tuple(1 << board for board in range(BOARDS))
# The cards costing at most k thousand, as a bit mask, for every k up to the dearest card.
assert all(cost % UNIT == 0 for cost in COSTS)
AFFORDABLE = tuple(sum(CARD_BIT[c] for c in range(len(CABINET)) if COSTS[c] <= k * UNIT)
                   for k in range(max(COSTS) // UNIT + 1))


def placements_by_mask(cards: int, boards: int) -> tuple[str, ...]:
    """The placement ids for the cards and boards whose bits are set, then `done`."""
    return (*(CARD_AT_IDS[card][board] for card in CARDS_BY_ID if cards & CARD_BIT[card]
              for board in range(BOARDS) if boards & BOARD_BIT[board]), "done")


# The `use:b<board>` ids of the boards whose bits are set, for every mask; built in
# board order, they come out sorted.
USE_LISTINGS = tuple(tuple(USE_IDS[b] for b in range(BOARDS) if mask & BOARD_BIT[b])
                     for mask in range(1 << BOARDS))
assert all(list(row) == sorted(row) for row in USE_LISTINGS)
# placements_by_mask for every pair of masks, at index cards << BOARDS | boards.
PLACEMENTS_BY_MASK = tuple(placements_by_mask(index >> BOARDS, index & ((1 << BOARDS) - 1))
                           for index in range(1 << (len(CABINET) + BOARDS)))
# AFFORDABLE as a mask of the table's index (every board bit set), and its last entry.
AFFORDABLE_INDEX = tuple(cards << BOARDS | (1 << BOARDS) - 1 for cards in AFFORDABLE)
TOP_PRICE = len(AFFORDABLE) - 1
# The decision of the party laying cards, by seat: one party at a time (5.2.3).
PLACING_DECISIONS = seat_decisions("place_cabinet_cards")


def choices(st, seat: int, kind: str, board: int) -> list[str]:
    """The targets a party may pick for the duplicator, media or trend-down action
    (sorted; empty when the action could do nothing now)."""
    if kind == "duplicator":
        if st.b_dup[board] >= 0:
            return ["dup_off"]
        if st.duplicators_left() == 0:
            return []
        cards, up = st.b_cards[board], st.b_up[board]
        return [DUP_ON_IDS[slot] for slot in range(SLOTS) if cards[slot] >= 0 and up[slot]]
    if kind == "media":
        if st.media_supply[seat] == 0 or st.money[seat] < SWAP_FEE + MEDIA_PRICE:
            return []
        media = st.b_media[board]
        return [MEDIA_IDS[s] for s in range(st.n) if s != seat and media[s] > 0]
    if kind == "trend_down":
        trend = st.b_trend[board]
        return [TREND_DOWN_IDS[s] for s in range(st.n) if s != seat and trend[s] > TREND_MIN]
    raise ValueError(f"{kind} needs no choice")


def act(st, seat: int, action_id: str) -> None:
    if st.phase == "cabinet":
        ctx = st.ctx
        if action_id == "done":
            ctx["done"][seat] = 1
            ctx["waiting"] &= ~(1 << seat)
            st.log.append(CABINET_SEALED[seat] if ctx["plan"][seat] else CABINET_NONE[seat])
            if not ctx["waiting"]:
                reveal(st)
            else:
                ask_placer(st)
            return
        lay_card(st, seat, action_id)
        # The party goes on laying cards: its next listing, kept now.
        st.keep_legal(seat, quick_placement_ids(st, seat), PLACING_DECISIONS[seat])
        return
    ctx = st.ctx
    if ctx["card"] < 0:
        board = int(action_id[5:])
        cards_left = ctx["pending"][seat]
        for index, (card, at) in enumerate(cards_left):
            if at == board:
                del cards_left[index]
                use_card(st, seat, card, board)
                break
    elif not ctx["kind"]:
        pick_action(st, seat, action_id)
    else:
        carry_out_choice(st, seat, action_id)
        card_done(st, seat)
    proceed(st)


def lay_card(st, seat: int, action_id: str) -> None:
    """Lay a card face down beside a board: everyone sees where, not which (5.2.3)."""
    ctx = st.ctx
    card, board, taken = PLACING[action_id]
    ctx["plan"][seat].append([card, board])
    ctx["free"][seat] &= taken
    ctx["spent"][seat] += COSTS[card]
    st.log.append(CABINET_CARD_LAID[seat, board, st.b_region[board]])


def reveal(st) -> None:
    """Reveal all cards and pay for all of them; then the parties use them, one card
    per party per turn, in turn order, each choosing which of its cards comes next."""
    plans = st.ctx["plan"]
    shown = {}
    for seat in st.order():
        plan = plans[seat]
        hand = st.cab_hand[seat]
        for card, _ in plan:
            hand.remove(card)
            st.money[seat] -= COSTS[card]
        shown[str(seat)] = [[CARD_IDS[c], b] for c, b in plan]
    st.emit_event("cabinet_revealed", RULE, {"cards": shown,
                                             "cards_text": cabinets_words(st, shown)})
    st.phase = "cabinet_act"
    # The plans, dropped with the old context, become the cards still to use.
    # `kind` is the action picked from the card in use ("" while its menu is open).
    st.ctx = {"pending": plans,
              "seat": next_user(st.n, plans, (st.start - 1) % st.n),
              "card": -1, "board": -1, "kind": ""}
    proceed(st)


def cabinets_words(st, shown: dict) -> str:
    """The cards revealed, party by party in turn order: 'black: party chair (Berlin),
    whip (Bavaria); blue: none'."""
    parties = []
    for key, cards in shown.items():
        laid = ", ".join([f"{CABINET_TITLES[card]} ({st.board_name(board)})"
                          for card, board in cards])
        parties.append(f"{COLORS[int(key)]}: {laid or 'none'}")
    return "; ".join(parties)


def next_user(n: int, pending: list, after: int) -> int:
    """The next party clockwise after `after` with a card still to use, or -1."""
    for step in range(1, n + 1):
        seat = (after + step) % n
        if pending[seat]:
            return seat
    return -1


def proceed(st) -> None:
    """Carry the cards out until a party has a choice to make or all cards are used.
    A party with a single card left uses it without being asked which; a card none of
    whose actions can do anything now is used up without a question."""
    ctx = st.ctx
    pending = ctx["pending"]
    while True:
        if ctx["card"] < 0:
            seat = ctx["seat"]
            if seat < 0:
                finish(st)
                return
            cards_left = pending[seat]
            if len(cards_left) > 1:
                # The party's listing, kept now rather than worked out again.
                st.keep_legal(seat, use_ids(cards_left), USE_DECISIONS[seat])
                return
            card, board = cards_left.pop()
            use_card(st, seat, card, board)
        seat, card, board, kind = ctx["seat"], ctx["card"], ctx["board"], ctx["kind"]
        if kind:
            # The action picked needs its target (it was offered, so it has one).
            st.keep_legal(seat, choices(st, seat, kind, board), CHOICE_DECISIONS[kind][seat])
            return
        menu = menu_ids(st, seat, card, board)
        if len(menu) > 1:
            st.keep_legal(seat, menu, MENU_DECISIONS[seat])
            return
        st.log.append(CABINET_CARD_IDLE[seat, board, st.b_region[board]])
        card_done(st, seat)


def use_card(st, seat: int, card: int, board: int) -> None:
    """Turn the chosen card (just taken from the party's pending ones) over: its menu
    comes next; a telephone card lays its coalition tile at once, whatever is picked."""
    ctx = st.ctx
    ctx["card"], ctx["board"], ctx["kind"] = card, board, ""
    st.log.append(CABINET_USED[seat, CARD_IDS[card], board, st.b_region[board]])
    lay_coalition_tile(st, seat, card, board)


def card_done(st, seat: int) -> None:
    """The card in use is spent: the next party clockwise with a card left comes next."""
    ctx = st.ctx
    ctx["card"] = ctx["board"] = -1
    ctx["kind"] = ""
    ctx["seat"] = next_user(st.n, ctx["pending"], seat)


def pick_action(st, seat: int, action_id: str) -> None:
    """The party's pick from the card's menu. Votes and trend up are carried out at
    once with the card's number; the other actions wait for their target; `skip` uses
    none. Either way the card's other actions are not used."""
    ctx = st.ctx
    card, board = ctx["card"], ctx["board"]
    if action_id == "skip":
        st.log.append(CABINET_CARD_UNUSED[seat, board, st.b_region[board]])
        card_done(st, seat)
        return
    kind = action_id[4:]
    if kind == "votes":
        take_votes(st, seat, board, AMOUNTS[card]["votes"])
        card_done(st, seat)
    elif kind == "trend_up":
        raise_trend(st, seat, board, AMOUNTS[card]["trend_up"])
        card_done(st, seat)
    else:
        ctx["kind"] = kind


def finish(st) -> None:
    st.ctx = {}
    flow.finished(st, "cabinet")


def lay_coalition_tile(st, seat: int, card: int, board: int) -> None:
    """A telephone card puts one of the party's coalition tiles beside the board."""
    if CABINET[card].phone and st.tiles[seat] > 0 and not st.b_phone[board][seat]:
        st.tiles[seat] -= 1
        st.b_phone[board][seat] = 1
        st.log.append(COALITION_TILE_PLACED[seat, board, st.b_region[board]])


def take_votes(st, seat: int, board: int, votes: int) -> None:
    """The vote action: the party's vote marker climbs as many spaces as the card shows."""
    add_votes(st, board, seat, votes)
    st.log.append(CABINET_VOTES[seat, board, votes, st.b_votes[board][seat],
                                st.b_region[board]])


def raise_trend(st, seat: int, board: int, steps: int) -> None:
    """Thumbs up: the party's own trend rises, never beyond +3."""
    trend = st.b_trend[board]
    trend[seat] = min(TREND_MAX, trend[seat] + steps)
    st.log.append(CABINET_TREND[seat, board, seat, trend[seat], st.b_region[board]])


def carry_out_choice(st, seat: int, action_id: str) -> None:
    """The action picked from the card, on the target the party has chosen."""
    ctx = st.ctx
    board = ctx["board"]
    verb, _, arg = action_id.partition(":")
    if verb == "dup_on":
        st.b_dup[board] = int(arg)
        opinion = face_of(st.b_cards[board][int(arg)])
        st.emit_event("duplicator_placed", RULE, {
            "seat": seat, "board": board, "opinion": opinion, "opinion_name": card_name(opinion),
            "party": COLORS[seat], "board_name": st.board_name(board)})
    elif verb == "dup_off":
        st.b_dup[board] = -1
        st.emit_event("duplicator_removed", RULE, {"seat": seat, "board": board,
                                                   "party": COLORS[seat],
                                                   "board_name": st.board_name(board)})
    elif verb == "media":
        swap_media(st, seat, int(arg), board)
    elif verb == "trend_down":
        push_trend_down(st, seat, int(arg), board, AMOUNTS[ctx["card"]]["trend_down"])


def push_trend_down(st, seat: int, target: int, board: int, steps: int) -> None:
    """Thumbs down: another party's trend falls, never below -3 (media are no shield)."""
    trend = st.b_trend[board]
    trend[target] = max(TREND_MIN, trend[target] - steps)
    st.log.append(CABINET_TREND[seat, board, target, trend[target], st.b_region[board]])


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
