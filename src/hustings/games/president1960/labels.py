"""Readable labels for action ids (the ids stay the stable interface)."""

from __future__ import annotations

from .content import CANDIDATE_CARDS, CARDS, ISSUE_NAMES, STATE_ENTRIES, STATE_INDEX

MODE_NAMES = {"event": "as an event", "campaign": "to campaign", "media": "to advertise",
              "issues": "to position on issues"}


def card_name(card: str) -> str:
    return f"{CARDS[card].name} ({CARDS[card].cp} CP)" if card in CARDS else card


def state_name(abbr: str) -> str:
    return STATE_ENTRIES[STATE_INDEX[abbr]].name


def label(g, action_id: str) -> str:
    parts = action_id.split(":")
    verb = parts[0]
    if verb in ("play", "preempt", "vp", "vpreempt"):
        if parts[1] == "pass":
            return "Play nothing (no card available)"
        mode = MODE_NAMES[parts[2]]
        if parts[1] == "candidate":
            return f"Play {CANDIDATE_CARDS[g.tasks[-1]['s']].name}'s candidate card {mode}"
        text = f"Play {card_name(parts[1])} {mode}"
        if verb.startswith("vp"):
            text = f"Discard {card_name(parts[1])} and play your vice-presidential card {mode}"
        if verb.endswith("preempt"):
            text += ", preempting its event (2 momentum)"
        return text
    if verb == "campaign":
        return f"Campaign in {state_name(parts[1])} with {parts[2]} CP"
    if verb == "travel":
        return f"Travel to {state_name(parts[1])} (1 CP)"
    if verb == "place":
        return f"Add {parts[2]} state support in {state_name(parts[1])}"
    if verb == "remove":
        return f"Remove a state support cube in {state_name(parts[1])}"
    if verb == "media":
        return f"Place a media cube in the {parts[1]}"
    if verb == "unmedia":
        return f"Remove a media cube in the {parts[1]}"
    if verb == "issue":
        return f"Add issue support on {ISSUE_NAMES[parts[1]]}"
    if verb == "endorse":
        return f"Place an endorsement marker in the {parts[1]}"
    if verb == "first":
        return f"{parts[1].capitalize()} goes first"
    if verb == "shift":
        return "Leave the issue track as it is" if parts[1] == "none" else \
            f"Swap the issues in positions {parts[1]}"
    if verb == "award":
        return f"Take a {parts[1]}"
    if verb in ("store", "debate", "eday"):
        what = {"store": "Store", "debate": "Debate with", "eday": "Resolve"}[verb]
        return f"{what} {card_name(parts[1])}"
    if verb == "side":
        return f"Place the card on {parts[1].capitalize()}'s side"
    return {"done": "Done", "trigger": "Spend a momentum marker to trigger the event",
            "decline": "Let the event pass"}.get(action_id, action_id)
