"""4, the campaign strategy phase, and the end of a turn."""

from __future__ import annotations

from .content import CARDS, GATHERING
from .names import SEAT_TEXT, card_names

STORE_IDS = {card: f"store:{card}" for card in CARDS}


def strategy_need(g) -> int:
    return 1 if g.turn < 6 else 2


def campaign_strategy(g) -> None:
    """4.1: both sides lay cards face down at once (one before the debates, two after);
    Gathering Momentum cards cannot be stored."""
    need = strategy_need(g)
    task = {"k": "store", "need": [need, need], "seats": []}
    _refresh_store_seats(g, task)
    if task["seats"]:
        g.tasks.append(task)
    else:
        discard_leftovers(g)


def _refresh_store_seats(g, task) -> None:
    """The seats still to store a card: those that need one and hold a storable card
    (one `store_ids` would list)."""
    need = task["need"]
    seats = []
    for seat in (0, 1):
        if need[seat] > 0 and not GATHERING.issuperset(g.hands[seat]):
            seats.append(seat)
    task["seats"] = seats


def store_ids(g, task, seat):
    return [STORE_IDS[c] for c in g.hands[seat] if c not in GATHERING]


def sorted_store_ids(g, task, seat):
    """`store_ids` in sorted order (equal to `sorted(store_ids(...))`, tested): the
    cards in id order, each id being "store:" and the card."""
    return [STORE_IDS[c] for c in sorted(g.hands[seat]) if c not in GATHERING]


def store(g, task, seat, action_id):
    card = action_id.split(":")[1]
    g.hands[seat].remove(card)
    g.strategy[seat].append(card)
    need = list(task["need"])
    need[seat] -= 1
    task["need"] = need
    _refresh_store_seats(g, task)
    if not task["seats"]:
        g.tasks.pop()
        g.note("strategy_stored", "1960 4.1",
               {"kennedy": len(g.strategy[0]), "nixon": len(g.strategy[1])})
        discard_leftovers(g)


def discard_leftovers(g) -> None:
    for seat in (0, 1):
        hand = g.hands[seat]
        if hand:
            g.discard.extend(hand)
            g.note("leftovers_discarded", "1960 4.1",
                   {"seat": SEAT_TEXT[seat], "cards": card_names(hand)})
        g.hands[seat] = []


def rest(g) -> None:
    """4.2: the rest cubes go into the political capital bag."""
    g.bag[0] += g.rest[0]
    g.bag[1] += g.rest[1]
    g.note("rest_cubes", "1960 4.2", {"kennedy": g.rest[0], "nixon": g.rest[1]})
    g.rest = [0, 0]


def end_turn(g) -> None:
    g.turn_mods = []
    g.turn += 1
    g.goto("debates" if g.turn == 6 else "election" if g.turn == 9 else "turn")
