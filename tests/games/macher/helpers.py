"""Building Die Macher positions for rule tests."""

from __future__ import annotations

from hustings.games.macher import GAME
from hustings.games.macher.content import (
    OPINION_COPIES,
    OPINION_FACE,
    PLATFORM_COPIES,
    TOPICS,
)

TOPIC = {t.id: i for i, t in enumerate(TOPICS)}


def face(name: str) -> int:
    """'euro+' -> the face int of that topic and stance."""
    return 2 * TOPIC[name[:-1]] + (0 if name[-1] == "+" else 1)


def fresh(players: int = 3, seed: int = 0):
    return GAME.new_state(players, seed)


def play_until(st, phase: str, limit: int = 5000):
    """Play with the heuristic bot until the state reaches `phase`."""
    bot = GAME.heuristic_bot(0)
    for _ in range(limit):
        if st.phase == phase:
            return st
        decision = st.decision()
        assert decision is not None, f"game ended before phase {phase}"
        seat = decision.seats[0]
        st.apply(seat, bot.choose(st, seat))
    raise AssertionError(f"phase {phase} not reached")


def take_opinion(st, wanted_face: int) -> int:
    """Pull an opinion card of the given face out of the deck, discard or exchange."""
    for pile in (st.op_deck, st.op_discard, st.exchange):
        for card in pile:
            if OPINION_FACE[card] == wanted_face:
                pile.remove(card)
                return card
    raise AssertionError("no free opinion card of that face")


def set_opinions(st, board: int, names: list[str | None]) -> None:
    """Give `board` these face-up opinions (None: an empty slot)."""
    for card in st.b_cards[board]:
        if card >= 0:
            st.op_discard.append(card)
    st.b_cards[board] = [-1, -1, -1, -1]
    cards = [take_opinion(st, face(n)) if n else -1 for n in names]
    st.b_cards[board] = cards + [-1] * (4 - len(cards))
    st.b_up[board] = [1 if c >= 0 else 0 for c in st.b_cards[board]]
    while len(st.exchange) < 6:
        st.exchange.append(st.op_deck.pop())


def set_platform(st, seat: int, names: list[str]) -> None:
    """Give `seat` this open platform, trading cards with the platform deck."""
    st.plat_deck.extend(st.plat_open[seat])
    st.plat_open[seat] = []
    for name in names:
        f = face(name)
        for hand in st.plat_hand:  # free copies held in hidden hands
            for i, held in enumerate(hand):
                if held // PLATFORM_COPIES == f:
                    spare = next(c for c in st.plat_deck if c // PLATFORM_COPIES != f)
                    st.plat_deck.remove(spare)
                    st.plat_deck.append(held)
                    hand[i] = spare
        card = next(c for c in st.plat_deck if c // PLATFORM_COPIES == f)
        st.plat_deck.remove(card)
        st.plat_open[seat].append(card)


def set_national(st, names: list[tuple[str, bool] | None]) -> None:
    for space in st.nat_cards:
        st.op_discard.extend(space)
    st.nat_cards = [[] for _ in st.nat_cards]
    for i, entry in enumerate(names):
        if entry is None:
            continue
        name, secured = entry
        st.nat_cards[i] = [take_opinion(st, face(name))]
        if secured:
            st.nat_cards[i].append(take_opinion(st, face(name)))


assert OPINION_COPIES == 3
