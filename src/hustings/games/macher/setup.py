"""Preparing the game (rulebook 4): platforms, region boards, decks and the exchange."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .constants import BOARDS, EXCHANGE_SIZE
from .content import OPINION_CARDS, PLATFORM_CARDS, PLATFORM_FACE, POLLS, REGIONS
from .regions import draw_opinion, set_up_board

if TYPE_CHECKING:
    from .state import MacherState

OPEN_PLATFORM = 5
HIDDEN_PLATFORM = 3


def deal_platforms(st: MacherState) -> None:
    """Five open platform cards on five different topics, the clashing ones redealt;
    three hidden cards whatever they show (4.1)."""
    st.plat_deck = list(range(PLATFORM_CARDS))
    st.rng.shuffle(st.plat_deck)
    for seat in range(st.n):
        returned = []
        topics = set()  # the topics of the party's open cards so far
        while len(st.plat_open[seat]) < OPEN_PLATFORM:
            card = st.plat_deck.pop()
            topic = PLATFORM_FACE[card] >> 1
            if topic in topics:
                returned.append(card)
            else:
                st.plat_open[seat].append(card)
                topics.add(topic)
        st.plat_deck.extend(returned)
        st.rng.shuffle(st.plat_deck)
        st.plat_hand[seat] = [st.plat_deck.pop() for _ in range(HIDDEN_PLATFORM)]


def set_up_regions(st: MacherState) -> None:
    """Four regions in election order; their boards show 4, 3, 2 and 1 opinions face up,
    and every party starts with one organization marker on each board (4.2)."""
    st.region_deck = list(range(len(REGIONS)))
    st.rng.shuffle(st.region_deck)
    st.op_deck = list(range(OPINION_CARDS))
    st.rng.shuffle(st.op_deck)
    for board in range(BOARDS):
        set_up_board(st, board, st.region_deck.pop(), board + 1, BOARDS - board)
        for seat in range(st.n):
            st.b_org[board][seat] = 1
    st.exchange = [draw_opinion(st) for _ in range(EXCHANGE_SIZE)]
    st.poll_deck = list(range(len(POLLS)))
    st.rng.shuffle(st.poll_deck)


def set_up(st: MacherState) -> None:
    deal_platforms(st)
    set_up_regions(st)
