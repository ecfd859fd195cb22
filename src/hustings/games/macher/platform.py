"""The platform conference (rulebook 5.2.2): in turn order each party may discard any of
its three hidden platform cards and draw back up to three, then swap at most one open
platform card for a hidden one. The open platform keeps five different topics."""

from __future__ import annotations

from hustings.engine import Decision

from . import flow
from .content import PLATFORM_FACE, face_key

PHASES = ("platform",)
RULE = "macher 5.2.2"
HAND = 3


def begin(st) -> None:
    st.phase = "platform"
    st.ctx = {"turn": 0, "step": "discard", "marked": []}


def _seat(st) -> int:
    return (st.start + st.ctx["turn"]) % st.n


def decision(st):
    prompt = "platform_discard" if st.ctx["step"] == "discard" else "platform_swap"
    return Decision((_seat(st),), prompt)


def legal(st, seat: int) -> list[str]:
    if seat != _seat(st):
        return []
    hand = st.plat_hand[seat]
    if st.ctx["step"] == "discard":
        marked = st.ctx["marked"]
        return sorted([f"discard:h{i}" for i in range(len(hand)) if i not in marked] + ["draw"])
    return sorted(swap_options(st, seat) + ["keep"])


def swap_options(st, seat: int) -> list[str]:
    ids = []
    opened = st.plat_open[seat]
    hand = st.plat_hand[seat]
    for i, card in enumerate(opened):
        others = {PLATFORM_FACE[c] >> 1 for k, c in enumerate(opened) if k != i}
        for j, new in enumerate(hand):
            face = PLATFORM_FACE[new]
            if face >> 1 not in others and face != PLATFORM_FACE[card]:
                ids.append(f"swap:o{i}:h{j}")
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
    st.emit("platform_swapped", RULE, seat=seat, removed=face_key(PLATFORM_FACE[old]),
            added=face_key(PLATFORM_FACE[new]))


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
