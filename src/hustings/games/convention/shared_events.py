"""The most frequent log events, built once per distinct content and then shared.

Log events are read-only by the protocol's agreement (clones already share theirs), so
states may append the same event object. Random play and search bots write millions of
these lines: a card drawn into a hand, a draw-area slot taken, a card played for its
event, cards discarded. `state.record(event)` appends one; its content is what
`state.emit` would write.
"""

from __future__ import annotations

from hustings.engine import LogEvent

from .state import DRAW_SLOTS, MAX_PLAYERS

REFILL_RULE = "convention Die Kartenhand wieder auffüllen"
EVENT_RULE = "convention Ein Ereignis ausführen"
DISCARD_RULE = "convention Delegierte abwerfen"

# `seat` took the card in draw-area `slot` (everyone sees which slot): [seat][slot]
TOOK_SLOT = tuple(tuple(LogEvent("convention.log.took_slot", {"seat": seat, "slot": slot},
                                 REFILL_RULE) for slot in range(DRAW_SLOTS))
                  for seat in range(MAX_PLAYERS))


class GroupEvents(dict):
    """The log event of `seat` discarding a group of cards, by the group (a tuple of cards
    in the order of the action id), made as groups turn up: what `discard_delegates`
    would emit."""

    def __init__(self, seat: int, group_names: dict):
        super().__init__()
        self.seat = seat
        self.group_names = group_names

    def __missing__(self, group: tuple[int, ...]) -> LogEvent:
        event = self[group] = LogEvent("convention.log.discard", {
            "seat": self.seat, "cards": self.group_names[group]}, DISCARD_RULE)
        return event


class CardEvents:
    """The shared events that name a card of one card set, by seat and card."""

    def __init__(self, names: tuple[str, ...], event_texts: tuple[str, ...], group_names: dict):
        # `seat` discarded a group of cards (Delegierte abwerfen): [seat][group]
        self.discarded = tuple(GroupEvents(seat, group_names) for seat in range(MAX_PLAYERS))
        # what `seat` alone sees of a card drawn into their hand, refilling
        self.drew_on_refill = tuple(tuple(
            LogEvent("convention.log.drew_private", {"seat": seat, "card": name}, REFILL_RULE,
                     (seat,)) for name in names) for seat in range(MAX_PLAYERS))
        # `seat` played a card for its event
        self.played_event = tuple(tuple(
            LogEvent("convention.log.event", {"seat": seat, "card": name, "text": text},
                     EVENT_RULE) for name, text in zip(names, event_texts, strict=True))
            for seat in range(MAX_PLAYERS))
