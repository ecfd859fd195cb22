"""Region-board mechanics shared by several phases: the vote formula (rulebook 5.2.8),
moving vote markers with the 50 cap and the 'slight margin' order, exchanging an opinion
card (5.2.5, 5.2.8), and preparing, uncovering and clearing boards (4.2, 5.4.1)."""

from __future__ import annotations

from operator import mul
from typing import TYPE_CHECKING

from .constants import BOARDS, EXCHANGE_SIZE, SLOTS, VOTE_CAP
from .content import COLORS, OPINION_FACE, PLATFORM_FACE, face_key
from .wording import card_name

if TYPE_CHECKING:
    from .state import MacherState


def draw_opinion(st: MacherState) -> int:
    """The top opinion card; the discards are shuffled into a new deck when it runs out."""
    if not st.op_deck:
        st.op_deck = st.op_discard
        st.op_discard = []
        st.rng.shuffle(st.op_deck)
    return st.op_deck.pop()


def platform_faces(st: MacherState, seat: int) -> list[int]:
    return list(map(FACE_OF_PLATFORM_CARD, st.plat_open[seat]))


FACE_OF_PLATFORM_CARD = PLATFORM_FACE.__getitem__


def factor(st: MacherState, board: int, seat: int) -> int:
    """Trend plus matching opinions: +1 for each face-up opinion the party's platform
    shares, -1 for each it opposes, doubled on the card under the duplicator (5.2.8).

    Counted on bit masks of faces: face-up opinions never share a topic (4.2) nor do
    the open platform cards (5.2.2), so a mask's bits are the cards themselves, and
    the card under the duplicator is counted a second time."""
    cards = st.b_cards[board]
    up = st.b_up[board]
    shown = 0
    for card, face_up in zip(cards, up, strict=True):
        if face_up:
            shown += OPINION_BIT[card]
    dup = st.b_dup[board]
    doubled = OPINION_BIT[cards[dup]] * up[dup] if dup >= 0 else 0
    shares = opposes = 0
    for card in st.plat_open[seat]:
        shares += PLATFORM_BIT[card]
        opposes += PLATFORM_OPPOSITE_BIT[card]
    return (st.b_trend[board][seat]
            + (shares & shown).bit_count() - (opposes & shown).bit_count()
            + (shares & doubled).bit_count() - (opposes & doubled).bit_count())


# The bit of each opinion card's face (of no card, -1, none); the bit of each platform
# card's face, and of the opposite face (the same topic, the other stance).
OPINION_BIT = (*(1 << face for face in OPINION_FACE), 0)
PLATFORM_BIT = tuple(1 << face for face in PLATFORM_FACE)
PLATFORM_OPPOSITE_BIT = tuple(1 << (face ^ 1) for face in PLATFORM_FACE)


def votes_for(markers: int, factor_value: int) -> int:
    """Votes won by converting `markers`: markers x factor, or one vote for every two
    markers when the factor is zero or less (5.2.8)."""
    if factor_value <= 0:
        return markers // 2
    return markers * factor_value


def add_votes(st: MacherState, board: int, seat: int, votes: int) -> None:
    """Move a vote marker up, stopping at 50. A marker that moves is stamped with the
    order of arrival, so that among equal totals the last to arrive leads (5.2.8, 5.3.2)."""
    if votes <= 0:
        return
    old = st.b_votes[board][seat]
    new = min(VOTE_CAP, old + votes)
    if new != old:
        st.b_votes[board][seat] = new
        st.seq += 1
        st.b_reach[board][seat] = st.seq


def has_absolute_majority(st: MacherState, board: int, seat: int) -> bool:
    votes = st.b_votes[board]
    return votes[seat] > sum(votes) - votes[seat]


def media_majority(st: MacherState, board: int) -> int:
    """The party holding more media markers on the board than any other, or -1."""
    counts = st.b_media[board]
    best = max(counts)
    if best == 0 or counts.count(best) > 1:
        return -1
    return counts.index(best)


# ---- exchanging an opinion card ---------------------------------------------------

# `swap:<slot>:x<i>` for every slot and exchange card, built once.
EXCHANGE_IDS = tuple(tuple(f"swap:{slot}:x{i}" for i in range(EXCHANGE_SIZE))
                     for slot in range(SLOTS))
# (slot, exchange index) of every exchange id.
EXCHANGE_INDEX = {EXCHANGE_IDS[slot][i]: (slot, i)
                  for slot in range(SLOTS) for i in range(EXCHANGE_SIZE)}
# Built slot by slot, the ids come out sorted, after 'decline' (the way to refuse).
assert sorted(EXCHANGE_INDEX) == [i for row in EXCHANGE_IDS for i in row]
assert "decline" < EXCHANGE_IDS[0][0]
# [slot][mask of exchange indices]: their exchange ids for the slot, in index order.
EXCHANGE_LISTINGS = tuple(tuple(tuple(row[i] for i in range(EXCHANGE_SIZE) if mask >> i & 1)
                                for mask in range(1 << EXCHANGE_SIZE))
                          for row in EXCHANGE_IDS)


def exchange_options(st: MacherState, board: int) -> list[str]:
    """`swap:<slot>:x<i>` ids: a face-up card without the duplicator replaced by an exchange
    card that neither repeats nor contradicts the other face-up cards (5.2.5)."""
    ids = []
    cards = st.b_cards[board]
    up = st.b_up[board]
    dup = st.b_dup[board]
    # The topics of the face-up cards, as a bit mask. Face-up cards never share a topic
    # (4.2; invariant_errors checks it), so an exchange card may replace a face-up card
    # exactly when its topic is not shown at all, or when it is the card's own topic
    # with the other stance.
    shown = sum(map(mul, map(TOPIC_BIT_OF_CARD, cards), up))
    # The exchange cards (as a mask of their indices) on topics no face-up card shows,
    # fit for any slot; and those showing each face.
    unshown = 0
    showing = {}
    for i, card in enumerate(st.exchange):
        face = OPINION_FACE[card]
        if not shown >> (face >> 1) & 1:
            unshown |= 1 << i
        showing[face] = showing.get(face, 0) | 1 << i
    for slot in range(SLOTS):
        card = cards[slot]
        if card < 0 or not up[slot] or dup == slot:
            continue
        fits = unshown | showing.get(OPINION_FACE[card] ^ 1, 0)
        ids.extend(EXCHANGE_LISTINGS[slot][fits])
    return ids


# The bit of each opinion card's topic, for masks of the topics a board shows (of no
# card, -1, none: face-up topics never repeat, so the sum of their bits is their mask).
TOPIC_BIT = tuple(1 << (face >> 1) for face in OPINION_FACE)
TOPIC_BIT_OF_CARD = (*TOPIC_BIT, 0).__getitem__


def do_exchange(st: MacherState, board: int, slot: int, index: int, seat: int,
                rule: str) -> None:
    """The removed card is discarded and the exchange display refilled from the deck
    (docs/rulings/macher.md)."""
    old = st.b_cards[board][slot]
    new = st.exchange.pop(index)
    st.b_cards[board][slot] = new
    st.op_discard.append(old)
    st.exchange.append(draw_opinion(st))
    st.emit_event("opinion_exchanged", rule, {
        "seat": seat, "board": board, "removed": OPINION_KEYS[old], "placed": OPINION_KEYS[new],
        "removed_name": OPINION_NAMES[old], "placed_name": OPINION_NAMES[new],
        "party": COLORS[seat], "board_name": st.board_name(board)})


# The public name of every opinion card's face, e.g. 'euro+' (content.face_key).
OPINION_KEYS = tuple(face_key(face) for face in OPINION_FACE)
# Its name for the log: 'Keep the reactors (nuclear+)'.
OPINION_NAMES = tuple(map(card_name, OPINION_KEYS))


def face_of(card: int) -> str:
    return OPINION_KEYS[card]


# ---- preparing and clearing boards -------------------------------------------------

def deal_face_up_without_clash(st: MacherState, board: int, slot: int) -> None:
    """Turn the face-down card in `slot` face up, replacing it from the deck while it
    repeats or contradicts another face-up card of the board (4.2, 5.4.1)."""
    cards = st.b_cards[board]
    up = st.b_up[board]
    # Only the card in `slot` is replaced, so the other cards' topics are gathered once,
    # before it is turned up.
    shown = sum(map(mul, map(TOPIC_BIT_OF_CARD, cards), up))
    up[slot] = 1
    while shown & TOPIC_BIT[cards[slot]]:
        st.op_discard.append(cards[slot])
        cards[slot] = draw_opinion(st)


def set_up_board(st: MacherState, board: int, region: int, election_round: int,
                 face_up: int) -> None:
    st.b_region[board] = region
    st.b_round[board] = election_round
    st.b_cards[board] = [draw_opinion(st) for _ in range(SLOTS)]
    st.b_up[board] = [0] * SLOTS
    for slot in range(face_up):
        deal_face_up_without_clash(st, board, slot)


def uncover_one(st: MacherState, board: int) -> None:
    cards = st.b_cards[board]
    up = st.b_up[board]
    for slot in range(SLOTS):
        if cards[slot] >= 0 and not up[slot]:
            deal_face_up_without_clash(st, board, slot)
            return


def clear_board(st: MacherState, board: int) -> None:
    """Return every marker of the scored region to its owner and discard its cards (5.4.1)."""
    n = st.n
    for seat in range(n):
        st.media_supply[seat] += st.b_media[board][seat]
    for card in st.b_cards[board]:
        if card >= 0:
            st.op_discard.append(card)
    st.b_region[board] = -1
    st.b_round[board] = 0
    st.b_cards[board] = [-1] * SLOTS
    st.b_up[board] = [0] * SLOTS
    st.b_dup[board] = -1
    st.b_trend[board] = [0] * n
    st.b_votes[board] = [0] * n
    st.b_reach[board] = [0] * n
    st.b_org[board] = [0] * n
    st.b_media[board] = [0] * n
    st.b_closed[board] = 0
    st.b_phone[board] = [0] * n


# Every board in order from each board, clockwise (step 1) and counter-clockwise (-1).
BOARD_ORDERS = {step: tuple(tuple((first + step * i) % BOARDS for i in range(BOARDS))
                            for first in range(BOARDS))
                for step in (1, -1)}


def boards_from(st: MacherState, first: int, step: int) -> list[int]:
    """Boards in play starting at `first`, going clockwise (step 1) or counter-clockwise."""
    region = st.b_region
    boards = []
    for board in BOARD_ORDERS[step][first % BOARDS]:
        if region[board] >= 0:
            boards.append(board)
    return boards
