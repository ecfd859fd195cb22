"""3, the momentum phase: decay, issue shift, awards and endorsements, issue decay."""

from __future__ import annotations

from .content import ENDORSEMENT_REGION
from .effects import place_endorsement
from .names import CARD_TEXT, ISSUE_TEXT_AT, SEAT_TEXT
from .shared_events import AWARDED_MOMENTUM, ISSUE_DECAY


def momentum_decay(g) -> None:
    """3.1: each side discards half its momentum markers, rounded down."""
    for seat in (0, 1):
        lost = g.momentum[seat] // 2
        g.momentum[seat] -= lost
    g.note("momentum_decay", "1960 3.1", {"kennedy": g.momentum[0], "nixon": g.momentum[1]})


def issue_shift(g) -> None:
    """3.2: the side with more media cubes may swap two adjacent issues."""
    kennedy = nixon = 0  # the media cubes each side holds
    for value in g.media:
        if value > 0:
            kennedy += value
        else:
            nixon -= value
    if kennedy != nixon:
        g.tasks.append({"k": "shift", "s": 0 if kennedy > nixon else 1})


def issue_leader(g, position: int) -> int:
    value = g.issues[g.track[position]]
    return 0 if value > 0 else 1 if value < 0 else -1


def draw_and_place_endorsement(g, seat: int, rule: str) -> None:
    card = g.draw_endorsement()
    if card is None:
        return
    g.endorse_discard.append(card)
    g.note("endorsement_card", f"1960 {rule}", {"seat": SEAT_TEXT[seat], "card": CARD_TEXT[card]})
    place_endorsement(g, seat, ENDORSEMENT_REGION[card], rule)


def award_third(g) -> None:
    """3.3: the leader of the third issue gains one momentum marker."""
    seat = issue_leader(g, 2)
    if seat >= 0:
        g.momentum[seat] += 1
        g.log.append(AWARDED_MOMENTUM[seat][g.track[2]])


def award_second(g) -> None:
    """3.3: the leader of the second issue takes a momentum marker or an endorsement."""
    seat = issue_leader(g, 1)
    if seat >= 0:
        g.tasks.append({"k": "award", "s": seat})


def award_ids(g, task, seat):
    return ["award:endorsement", "award:momentum"]


def award(g, task, seat, action_id):
    g.tasks.pop()
    if action_id == "award:momentum":
        g.momentum[seat] += 1
        g.log.append(AWARDED_MOMENTUM[seat][g.track[1]])
    else:
        g.note("award_endorsement", "1960 3.3",
               {"seat": SEAT_TEXT[seat], "issue": ISSUE_TEXT_AT[g.track[1]]})
        draw_and_place_endorsement(g, seat, "3.3")


def award_first(g) -> None:
    """3.3: the leader of the first issue gains a momentum marker and an endorsement."""
    seat = issue_leader(g, 0)
    if seat >= 0:
        g.momentum[seat] += 1
        g.log.append(AWARDED_MOMENTUM[seat][g.track[0]])
        draw_and_place_endorsement(g, seat, "3.3")


def issue_decay(g) -> None:
    """3.4: one issue support cube leaves every issue tile that has any."""
    for index in range(3):
        value = g.issues[index]
        g.issues[index] = value - 1 if value > 0 else value + 1 if value < 0 else 0
    g.log.append(ISSUE_DECAY)
