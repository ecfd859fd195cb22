"""The platform conference (rulebook 5.2.2): in turn order each party may discard any of
its three hidden platform cards and draw back up to three, then swap at most one open
platform card for a hidden one. The open platform keeps five different topics."""

from __future__ import annotations

import itertools
from functools import cache

from . import flow
from .content import PLATFORM_FACE, face_key
from .decisions import seat_decisions
from .events import PLATFORM_REDRAWN, PLATFORM_SWAPPED
from .setup import OPEN_PLATFORM

PHASES = ("platform",)
HAND = 3
# Action ids built once: listing them is a search bot's inner loop.
DISCARD_IDS = tuple(f"discard:h{i}" for i in range(HAND))
# The public name of every platform card's face, e.g. 'euro+' (content.face_key).
PLATFORM_KEYS = tuple(face_key(face) for face in PLATFORM_FACE)
SWAP_IDS = tuple(tuple(f"swap:o{i}:h{j}" for j in range(HAND)) for i in range(OPEN_PLATFORM))
DISCARD_INDEX = {action_id: i for i, action_id in enumerate(DISCARD_IDS)}
# The discard step's listing for a hand of h cards of which those at the indices in
# `marked` (in the order they were marked) are already marked: the others, then 'draw'.
DISCARD_LISTINGS = {(h, marked): (*(DISCARD_IDS[i] for i in range(h) if i not in marked), "draw")
                    for h in range(HAND + 1)
                    for marked in itertools.chain.from_iterable(
                        itertools.permutations(range(h), k) for k in range(h + 1))}
# (open index, hand index) of every swap id.
SWAP_INDEX = {SWAP_IDS[i][j]: (i, j) for i in range(OPEN_PLATFORM) for j in range(HAND)}
# The ids sort as built: 'discard:h<i>' before 'draw', 'keep' before 'swap:o<i>:h<j>' in
# index order, so the listings below need no sort.
assert sorted(DISCARD_IDS) == list(DISCARD_IDS) and DISCARD_IDS[-1] < "draw"
assert "keep" < SWAP_IDS[0][0] and sorted(SWAP_INDEX) == [i for row in SWAP_IDS for i in row]


def begin(st) -> None:
    st.phase = "platform"
    st.ctx = {"turn": 0, "step": "discard", "marked": []}
    ask_discard(st)


def ask_discard(st) -> None:
    """The party whose turn it is starts by marking hidden cards to discard: its
    listing (legal's discard step, nothing marked yet), kept now."""
    seat = (st.start + st.ctx["turn"]) % st.n
    st.keep_legal(seat, list(DISCARD_LISTINGS[len(st.plat_hand[seat]), ()]),
                  DISCARD_DECISIONS[seat])


DISCARD_DECISIONS = seat_decisions("platform_discard")
SWAP_DECISIONS = seat_decisions("platform_swap")


def decision(st):
    ctx = st.ctx
    seat = (st.start + ctx["turn"]) % st.n
    return DISCARD_DECISIONS[seat] if ctx["step"] == "discard" else SWAP_DECISIONS[seat]


def legal(st, seat: int) -> list[str]:
    ctx = st.ctx
    if seat != (st.start + ctx["turn"]) % st.n:
        return []
    if ctx["step"] == "discard":
        return list(DISCARD_LISTINGS[len(st.plat_hand[seat]), tuple(ctx["marked"])])
    return ["keep", *swap_options(st, seat)]


def swap_options(st, seat: int) -> list[str]:
    """`swap:o<i>:h<j>`: open card i replaced by hidden card j, keeping five different
    topics on the open platform and changing something."""
    open_cards = st.plat_open[seat]
    opened = list(map(TOPIC_OF_CARD, open_cards))
    # Which open cards each hidden card may replace. A hidden card whose topic is not
    # open may replace any open card (ANY); one whose topic is open once may replace only
    # that card, and only with the other stance; a topic open twice leaves no room (NONE).
    room = []
    for card in st.plat_hand[seat]:
        face = PLATFORM_FACE[card]
        shown = opened.count(face >> 1)
        if shown == 0:
            room.append(ANY)
        elif shown == 1:
            i = opened.index(face >> 1)
            room.append(i if PLATFORM_FACE[open_cards[i]] != face else NONE)
        else:
            room.append(NONE)
    return list(swap_listing(len(open_cards), tuple(room)))


ANY, NONE = -1, -2
TOPIC_OF_CARD = tuple(face >> 1 for face in PLATFORM_FACE).__getitem__


@cache
def swap_listing(opened: int, room: tuple[int, ...]) -> tuple[str, ...]:
    """The swap ids, open card by open card, for hidden cards that may replace any open
    card (ANY), only open card i (i) or none (NONE)."""
    return tuple(SWAP_IDS[i][j] for i in range(opened) for j, where in enumerate(room)
                 if where == ANY or where == i)


def act(st, seat: int, action_id: str) -> None:
    if action_id in DISCARD_INDEX:
        marked = st.ctx["marked"]
        marked.append(DISCARD_INDEX[action_id])
        # The party's next listing (legal's discard step), kept now: its hand and
        # marks are at hand.
        st.keep_legal(seat, list(DISCARD_LISTINGS[len(st.plat_hand[seat]), tuple(marked)]),
                      DISCARD_DECISIONS[seat])
        return
    if action_id == "draw":
        redraw(st, seat)
        st.ctx["step"] = "swap"
        swaps = swap_options(st, seat)
        if swaps:
            # The party's next listing: kept now rather than worked out again.
            st.keep_legal(seat, ["keep", *swaps], SWAP_DECISIONS[seat])
        else:
            next_turn(st)
        return
    if action_id != "keep":
        swap(st, seat, *SWAP_INDEX[action_id])
    next_turn(st)


def redraw(st, seat: int) -> None:
    hand = st.plat_hand[seat]
    marked = sorted(st.ctx["marked"], reverse=True)
    for i in marked:
        return_to_deck(st, hand.pop(i))
    while len(hand) < HAND and st.plat_deck:
        hand.append(st.plat_deck.pop())
    st.log.append(PLATFORM_REDRAWN[seat][len(marked)])


def swap(st, seat: int, open_index: int, hand_index: int) -> None:
    old = st.plat_open[seat][open_index]
    new = st.plat_hand[seat].pop(hand_index)
    st.plat_open[seat][open_index] = new
    return_to_deck(st, old)
    st.log.append(PLATFORM_SWAPPED[seat, PLATFORM_KEYS[old], PLATFORM_KEYS[new]])


def return_to_deck(st, card: int) -> None:
    """A returned card goes into the deck at a random depth, so nobody knows where."""
    st.plat_deck.insert(st.rng.below(len(st.plat_deck) + 1), card)


def next_turn(st) -> None:
    st.ctx["turn"] += 1
    st.ctx["step"] = "discard"
    st.ctx["marked"] = []
    if st.ctx["turn"] >= st.n:
        st.ctx = {}
        flow.finished(st, "platform")
    else:
        ask_discard(st)
