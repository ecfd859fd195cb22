"""The shortcuts that keep random play fast must list exactly what the rules allow:
the kept legal list, the id tables built once, the platform swap test and the shared
Decision objects."""

import random

from hustings.games.macher import platform
from hustings.games.macher.content import OPINION_FACE, PLATFORM_FACE
from hustings.games.macher.regions import boards_from, exchange_options

from .helpers import fresh


def _random_states(players: int, seed: int):
    st = fresh(players, seed)
    chooser = random.Random(seed)
    while (decision := st.decision()) is not None:
        seat = decision.seats[0]
        yield st, seat
        st.apply(seat, chooser.choice(st.legal_ids(seat)))


def _swaps_by_the_rule(st, seat: int) -> list[str]:
    """5.2.2 read literally: open card i may give way to hidden card j if j's topic shows
    on no other open card and j is not the very same face."""
    ids = []
    opened = st.plat_open[seat]
    for i, card in enumerate(opened):
        others = {PLATFORM_FACE[c] >> 1 for k, c in enumerate(opened) if k != i}
        for j, new in enumerate(st.plat_hand[seat]):
            face = PLATFORM_FACE[new]
            if face >> 1 not in others and face != PLATFORM_FACE[card]:
                ids.append(f"swap:o{i}:h{j}")
    return ids


def _exchanges_by_the_rule(st, board: int) -> list[str]:
    """5.2.5 read literally: a face-up card without the duplicator may be replaced by an
    exchange card that neither repeats nor contradicts the other face-up cards."""
    ids = []
    cards, up = st.b_cards[board], st.b_up[board]
    for slot in range(4):
        if cards[slot] < 0 or not up[slot] or st.b_dup[board] == slot:
            continue
        others = {OPINION_FACE[cards[o]] >> 1 for o in range(4)
                  if o != slot and cards[o] >= 0 and up[o]}
        for i, card in enumerate(st.exchange):
            face = OPINION_FACE[card]
            if face >> 1 not in others and face != OPINION_FACE[cards[slot]]:
                ids.append(f"swap:{slot}:x{i}")
    return ids


def _boards_by_the_rule(st, first: int, step: int) -> list[int]:
    return [(first + step * i) % 4 for i in range(4) if st.b_region[(first + step * i) % 4] >= 0]


def test_listing_is_sorted_unique_and_kept_only_while_the_state_stands():
    for st, seat in _random_states(4, 5):
        ids = st.legal_ids(seat)
        assert ids == sorted(set(ids))
        assert st.legal_ids(seat) is ids, "listed once per position"
        copy = st.clone()
        assert copy.legal_ids(seat) == ids and copy.legal_ids(seat) is not ids
        st.forget_legal()
        assert st.legal_ids(seat) == ids and st.legal_ids(seat) is not ids


def test_platform_swaps_exchanges_and_board_orders_follow_the_rule():
    checked = 0
    for players, seed in ((3, 1), (5, 2)):
        for st, _seat in _random_states(players, seed):
            for first in range(-1, 4):
                for step in (1, -1):
                    assert boards_from(st, first, step) == _boards_by_the_rule(st, first, step)
            for board in boards_from(st, 0, 1):
                assert exchange_options(st, board) == _exchanges_by_the_rule(st, board)
            if st.phase == "platform":
                for s in range(st.n):
                    assert platform.swap_options(st, s) == _swaps_by_the_rule(st, s)
                    checked += 1
    assert checked > 50


def test_platform_swap_with_a_topic_open_twice_offers_nothing_for_it():
    """Not reachable in play (the open platform keeps five topics), but the listing must
    still read the rule literally."""
    st = fresh(3, 0)
    seat = 0
    by_face = {}
    for card, face in enumerate(PLATFORM_FACE):
        by_face.setdefault(face, []).append(card)
    st.plat_open[seat] = [by_face[0][0], by_face[1][0], by_face[2][0], by_face[4][0],
                          by_face[6][0]]
    st.plat_hand[seat] = [by_face[0][1], by_face[3][0], by_face[8][0]]
    assert platform.swap_options(st, seat) == _swaps_by_the_rule(st, seat)


def test_a_kept_list_is_dropped_by_the_next_action():
    st = fresh(3, 4)
    seat = st.decision().seats[0]
    before = st.legal_ids(seat)
    st.apply(seat, before[0])
    seat = st.decision().seats[0]
    assert st.legal_ids(seat) is not before
