"""The platform conference (rulebook 5.2.2): in turn order each party may discard any of
its three hidden platform cards and draw back up to three, then swap at most one open
platform card for a hidden one. The open platform keeps five different topics."""

from __future__ import annotations

from . import flow
from .content import PLATFORM_FACE, face_key
from .setup import OPEN_PLATFORM

PHASES = ("platform",)
RULE = "macher 5.2.2"
HAND = 3
# Action ids built once: listing them is a search bot's inner loop.
DISCARD_IDS = tuple(f"discard:h{i}" for i in range(HAND))
# The public name of every platform card's face, e.g. 'euro+' (content.face_key).
PLATFORM_KEYS = tuple(face_key(face) for face in PLATFORM_FACE)
SWAP_IDS = tuple(tuple(f"swap:o{i}:h{j}" for j in range(HAND)) for i in range(OPEN_PLATFORM))


def begin(st) -> None:
    st.phase = "platform"
    st.ctx = {"turn": 0, "step": "discard", "marked": []}


def _seat(st) -> int:
    return (st.start + st.ctx["turn"]) % st.n


def decision(st):
    prompt = "platform_discard" if st.ctx["step"] == "discard" else "platform_swap"
    return flow.seat_decides(_seat(st), prompt)


def legal(st, seat: int) -> list[str]:
    if seat != _seat(st):
        return []
    hand = st.plat_hand[seat]
    if st.ctx["step"] == "discard":
        marked = st.ctx["marked"]
        return sorted([DISCARD_IDS[i] for i in range(len(hand)) if i not in marked] + ["draw"])
    return sorted(swap_options(st, seat) + ["keep"])


def swap_options(st, seat: int) -> list[str]:
    """`swap:o<i>:h<j>`: open card i replaced by hidden card j, keeping five different
    topics on the open platform and changing something."""
    opened = [PLATFORM_FACE[c] >> 1 for c in st.plat_open[seat]]
    # The hidden cards each open card may give way to. A hidden card whose topic is not
    # open may replace any open card; one whose topic is open once may replace only that
    # card, and only with the other stance; a topic open twice leaves no room.
    takers: list[list[int]] = [[] for _ in opened]
    for j, card in enumerate(st.plat_hand[seat]):
        face = PLATFORM_FACE[card]
        shown = opened.count(face >> 1)
        if shown == 0:
            for hands in takers:
                hands.append(j)
        elif shown == 1:
            i = opened.index(face >> 1)
            if PLATFORM_FACE[st.plat_open[seat][i]] != face:
                takers[i].append(j)
    ids = []
    for i, hands in enumerate(takers):
        row = SWAP_IDS[i]
        ids.extend([row[j] for j in hands])
    return ids


def act(st, seat: int, action_id: str) -> None:
    if action_id.startswith("discard:"):
        st.ctx["marked"].append(int(action_id[9:]))
        return
    if action_id == "draw":
        redraw(st, seat)
        st.ctx["step"] = "swap"
        if not swap_options(st, seat):
            next_turn(st)
        return
    if action_id.startswith("swap:"):
        _, o, h = action_id.split(":")
        swap(st, seat, int(o[1:]), int(h[1:]))
    next_turn(st)


def redraw(st, seat: int) -> None:
    hand = st.plat_hand[seat]
    marked = sorted(st.ctx["marked"], reverse=True)
    for i in marked:
        return_to_deck(st, hand.pop(i))
    while len(hand) < HAND and st.plat_deck:
        hand.append(st.plat_deck.pop())
    st.emit("platform_redrawn", RULE, seat=seat, discarded=len(marked))


def swap(st, seat: int, open_index: int, hand_index: int) -> None:
    old = st.plat_open[seat][open_index]
    new = st.plat_hand[seat].pop(hand_index)
    st.plat_open[seat][open_index] = new
    return_to_deck(st, old)
    st.emit("platform_swapped", RULE, seat=seat, removed=PLATFORM_KEYS[old],
            added=PLATFORM_KEYS[new])


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
