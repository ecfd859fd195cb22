"""Readable names for what the rules keep as ids: campaign and endorsement cards, states,
issues, candidates. Used by the log, the action labels, the views and the boards, so a
player reads "Lyndon B. Johnson (4 CP)" where the state holds "c05"."""

from __future__ import annotations

from collections import Counter

from .content import (
    ABBRS,
    CARD_ENTRIES,
    CARDS,
    ENDORSEMENTS,
    ISSUE_NAMES,
    ISSUES,
    STATE_ENTRIES,
    STATE_INDEX,
)

CANDIDATE_NAMES = ("Kennedy", "Nixon")
ICON_NAMES = {"K": "Kennedy", "N": "Nixon", "KN": "Kennedy and Nixon"}
KIND_NAMES = {
    "event": "event",
    "turn": "lasts the turn",
    "debate": "kept for the debates",
    "election": "kept for election day",
    "prevention": "stays in play",
}
ENDORSEMENT_NAMES = {e.id: e.name for e in ENDORSEMENTS}
# What a lasting turn effect does, for the log line that announces it.
TURN_EFFECT_NAMES = {
    "exempt": "no support checks are needed to gain state support",
    "bonus_cp": "one extra campaign point on each card played for CP",
}
MODE_VERBS = {"campaign": "campaign", "media": "advertise", "issues": "position on the issues"}
# Names shared by several cards (the four Gathering Momentum cards) do not identify a
# card, so only the other names count as hidden information (State.secrets).
UNIQUE_NAMES = frozenset(name for name, n in Counter(c.name for c in CARD_ENTRIES).items()
                         if n == 1)


def card_name(card: str) -> str:
    """A campaign or endorsement card by name, in quotes for a log sentence."""
    if card in CARDS:
        return f"“{CARDS[card].name}”"
    if card in ENDORSEMENT_NAMES:
        return f"“{ENDORSEMENT_NAMES[card]}”"
    return card


def card_title(card: str) -> str:
    """A campaign card's name with its campaign points, as on an action button."""
    return f"{CARDS[card].name} ({CARDS[card].cp} CP)"


def card_names(cards) -> str:
    """Several cards as a phrase: “A”, “B” and “C”; "no cards" when there are none."""
    return join_words([card_name(c) for c in cards]) or "no cards"


def join_words(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def state_name(abbr: str) -> str:
    return STATE_ENTRIES[STATE_INDEX[abbr]].name if abbr in STATE_INDEX else abbr


def issue_name(issue: str) -> str:
    return ISSUE_NAMES.get(issue, issue)


def card_details(card: str) -> dict:
    """One campaign card as its owner reads it (hand): name, CP, the other printed values
    in a phrase, and the event text."""
    entry = CARDS[card]
    values = [f"rest {entry.rest}", f"event for {ICON_NAMES[entry.icons]}"]
    if entry.issue:
        values.append(f"debate issue {issue_name(entry.issue)}")
    if entry.state:
        values.append(f"strategy state {state_name(entry.state)}")
    if entry.kind != "event":
        values.append(KIND_NAMES[entry.kind])
    return {"name": entry.name, "cp": entry.cp, "values": ", ".join(values),
            "event": entry.text, "id": card}


def strategy_details(card: str) -> dict:
    """A stored campaign strategy card: in the debates it counts its CP on its issue
    (debates 4); on election day it gives three support checks in its state (election 3)."""
    entry = CARDS[card]
    debate = (f"{issue_name(entry.issue)}, {entry.cp} CP for {ICON_NAMES[entry.icons]}"
              if entry.issue else "no debate issue")
    return {"name": entry.name, "cp": entry.cp, "debate": debate,
            "election_day": f"3 support checks in {state_name(entry.state)}", "id": card}


def seat_or_issue_name(value) -> str:
    """`seat` and `first` hold a seat number; `first` of an issue shift holds an issue."""
    return CANDIDATE_NAMES[value] if isinstance(value, int) else issue_name(value)


# How each log argument is made readable when the event is emitted (State.emit).
READABLE_ARGS = {
    "seat": seat_or_issue_name,
    "first": seat_or_issue_name,
    "opponent": seat_or_issue_name,
    "gainer": seat_or_issue_name,
    "second": issue_name,
    "third": issue_name,
    "issue": issue_name,
    "card": card_name,
    "discarded": card_name,
    "cards": card_names,
    "state": state_name,
    "track": lambda track: ", ".join(issue_name(i) for i in track),
    "winners": lambda winners: join_words([CANDIDATE_NAMES[w] for w in winners]),
    "effect": TURN_EFFECT_NAMES.__getitem__,
    "action": MODE_VERBS.__getitem__,
}

# The same conversions precomputed for every value they usually meet, so that `emit`
# (run on nearly every action) looks a value up instead of formatting it. A value
# missing from its table (or a list, which cannot be looked up) goes through
# READABLE_ARGS as before, with the same result.
_SEAT_OR_ISSUE = {value: seat_or_issue_name(value) for value in (0, 1, *ISSUE_NAMES)}
ISSUE_TEXT = {issue: issue_name(issue) for issue in ISSUE_NAMES}
CARD_TEXT = {card: card_name(card) for card in (*CARDS, *ENDORSEMENT_NAMES)}
STATE_TEXT = {abbr: state_name(abbr) for abbr in STATE_INDEX}
READABLE_TABLES: dict[str, dict] = {
    "seat": _SEAT_OR_ISSUE,
    "first": _SEAT_OR_ISSUE,
    "opponent": _SEAT_OR_ISSUE,
    "gainer": _SEAT_OR_ISSUE,
    "second": ISSUE_TEXT,
    "third": ISSUE_TEXT,
    "issue": ISSUE_TEXT,
    "card": CARD_TEXT,
    "discarded": CARD_TEXT,
    "cards": {},
    "state": STATE_TEXT,
    "track": {},
    "winners": {},
    "effect": dict(TURN_EFFECT_NAMES),
    "action": dict(MODE_VERBS),
}

# The same names by the index the rules keep, for the log lines written on the fast path
# (`PresidentState.note`): a seat, an issue by its index, a state by its index.
SEAT_TEXT = tuple(seat_or_issue_name(seat) for seat in (0, 1))
ISSUE_TEXT_AT = tuple(ISSUE_TEXT[issue] for issue in ISSUES)
STATE_TEXT_AT = tuple(STATE_TEXT[abbr] for abbr in ABBRS)
