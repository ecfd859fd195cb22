"""The most frequent log events of 1960, built once per distinct content and then shared.

Log events are read-only by the protocol's agreement (clones already share theirs), so
every state may append the same event object: `g.log.append(TRAVELLED[seat][state])`
logs exactly the event `g.note("travel", "1960 B1", {...})` would (tested). A random
game writes about 430 events; these tables give about two thirds of them, so playing a
card, campaigning or placing a cube builds no event, no argument dict and no rule text.
"""

from __future__ import annotations

from hustings.engine import LogEvent

from .content import CANDIDATE_CARDS, CARDS, ISSUES, REGIONS
from .names import CARD_TEXT, ISSUE_TEXT_AT, MODE_VERBS, SEAT_TEXT, STATE_TEXT_AT

SEATS = (0, 1)
STATES = range(len(STATE_TEXT_AT))
# Cubes moved by one action: the campaign and placement ids go up to 11 (activity.py,
# effects.py); an advertisement makes one check per CP.
COUNTS = range(12)


def _event(key: str, rule: str, **args) -> LogEvent:
    """The event `note` logs for these readable arguments."""
    return LogEvent(key, args, f"1960 {rule}", None)


# 1: a turn begins, by its number (1-9; the index 0 is unused); the first player is
# chosen, [seat choosing][first player]: the chooser itself, or the opponent.
TURN_BEGINS = tuple(_event("turn_begins", "1", turn=turn) for turn in range(10))
FIRST_CHOSEN = tuple(tuple(_event("first_chosen" if first == seat else "first_ceded", "1",
                                  seat=SEAT_TEXT[seat], first=SEAT_TEXT[first])
                           for first in SEATS) for seat in SEATS)

# 2: the n-th activity phase begins, by n - 1.
ACTIVITY_PHASE_BEGINS = tuple(_event("activity_phase", "2", phase=n) for n in range(1, 6))

# 2 A / 2 B: a card played (or triggered) for its event, [seat][card].
PLAYED_FOR_EVENT = tuple({card: _event("play_event", "2 A", seat=SEAT_TEXT[seat],
                                       card=CARD_TEXT[card]) for card in CARDS}
                         for seat in SEATS)
TRIGGERED = tuple({card: _event("triggered", "2 B", seat=SEAT_TEXT[seat], card=CARD_TEXT[card])
                   for card in CARDS} for seat in SEATS)


def play_cp_key(preempted: bool) -> str:
    """A card played for CP; preempting its event (2 momentum markers) says so."""
    return "play_cp_preempt" if preempted else "play_cp"


def _played_for_cp(seat: int, card: str, mode: str, preempted: bool) -> LogEvent:
    """2 B (a card, "" for none) or 2 C (the candidate card, ""): played for its own CP."""
    if card:
        return _event(play_cp_key(preempted), "2 B", seat=SEAT_TEXT[seat], card=CARD_TEXT[card],
                      cp=CARDS[card].cp, action=MODE_VERBS[mode], preempted=preempted)
    return _event(play_cp_key(preempted), "2 C", seat=SEAT_TEXT[seat], card="his candidate card",
                  cp=CANDIDATE_CARDS[seat].cp, action=MODE_VERBS[mode], preempted=preempted)


# [seat][card, "" for the candidate card][mode][preempted], at the card's printed CP (a
# turn's CP bonus writes its own event).
PLAYED_FOR_CP = tuple({card: {mode: (_played_for_cp(seat, card, mode, False),
                                     _played_for_cp(seat, card, mode, True))
                              for mode in MODE_VERBS}
                       for card in ("", *CARDS)} for seat in SEATS)

# B1: travel, [seat][state]; cubes added without support checks, [seat][state][count].
TRAVELLED = tuple(tuple(_event("travel", "B1", seat=SEAT_TEXT[seat], state=STATE_TEXT_AT[state])
                        for state in STATES) for seat in SEATS)
CAMPAIGNED = tuple(tuple(tuple(
    _event("campaigned", "B1", seat=SEAT_TEXT[seat], state=STATE_TEXT_AT[state], count=count)
    for count in COUNTS) for state in STATES) for seat in SEATS)


def _support_removed(rule: str):
    """Opposing state support cubes removed by cubes gained there (B1 "Recordatorio"),
    [seat gaining][state][count]."""
    return tuple(tuple(tuple(
        _event("support_removed", rule, seat=SEAT_TEXT[seat], opponent=SEAT_TEXT[1 - seat],
               state=STATE_TEXT_AT[state], count=count)
        for count in COUNTS) for state in STATES) for seat in SEATS)


CAMPAIGN_REMOVED = _support_removed("B1")

# B2: checks made to advertise and their successes, [seat][count][won]; a media cube
# placed, [seat][region].
ADVERTISED = tuple(tuple(tuple(
    _event("advertise", "B2", seat=SEAT_TEXT[seat], count=count, won=won)
    for won in range(count + 1)) for count in COUNTS) for seat in SEATS)
MEDIA_CUBE = tuple(tuple(_event("media_cube", "B2", seat=SEAT_TEXT[seat], region=region)
                         for region in REGIONS) for seat in SEATS)
# A media cube placed where the opponent holds media support removes one of theirs instead.
MEDIA_REMOVED = tuple(tuple(_event("media_cube_removed", "B2", seat=SEAT_TEXT[seat],
                                   opponent=SEAT_TEXT[1 - seat], region=region)
                            for region in REGIONS) for seat in SEATS)

# B3: an issue cube, [seat][issue index].
ISSUE_CUBE = tuple(tuple(_event("issue_cube", "B3", seat=SEAT_TEXT[seat],
                                issue=ISSUE_TEXT_AT[issue])
                         for issue in range(len(ISSUES))) for seat in SEATS)
ISSUE_REMOVED = tuple(tuple(_event("issue_cube_removed", "B3", seat=SEAT_TEXT[seat],
                                   opponent=SEAT_TEXT[1 - seat], issue=ISSUE_TEXT_AT[issue])
                            for issue in range(len(ISSUES))) for seat in SEATS)

# A: state support gained from an event without checks, [seat][state][count].
SUPPORT_GAINED = tuple(tuple(tuple(
    _event("support_gain", "A", seat=SEAT_TEXT[seat], state=STATE_TEXT_AT[state], count=count)
    for count in COUNTS) for state in STATES) for seat in SEATS)
SUPPORT_REMOVED = _support_removed("A")

# 3.3: a momentum marker for leading an issue, [seat][issue index].
AWARDED_MOMENTUM = tuple(tuple(_event("award_momentum", "3.3", seat=SEAT_TEXT[seat],
                                      issue=ISSUE_TEXT_AT[issue])
                               for issue in range(len(ISSUES))) for seat in SEATS)

# 3.4: the issue tiles lose a cube each.
ISSUE_DECAY = _event("issue_decay", "3.4")

# Election 5: an undecided state goes to a side, [seat][state][by an endorsement].
UNDECIDED_STATE = tuple(tuple(tuple(
    _event("undecided_state", "election 5", seat=SEAT_TEXT[seat], state=STATE_TEXT_AT[state],
           by="the endorsement in its region" if endorsed else "its border colour")
    for endorsed in (False, True)) for state in STATES) for seat in SEATS)
