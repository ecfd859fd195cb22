"""Readable labels for action ids (the ids stay the stable interface)."""

from __future__ import annotations

from .content import CANDIDATE_CARDS, CANDIDATES, CARDS, ISSUE_NAMES, ISSUES, STATE_INDEX
from .names import ICON_NAMES, state_name, strategy_details
from .support import needs_support_checks

AWARD_LABELS = {"momentum": "Take a momentum marker",
                "endorsement": "Draw an endorsement card"}
MODE_NAMES = {"event": "as an event", "campaign": "to campaign", "media": "to advertise",
              "issues": "to position on issues"}


def card_name(card: str) -> str:
    """A card on a button: its name, CP and whose event it carries (a card played for CP
    may hand its event to the opponent)."""
    entry = CARDS[card]
    return f"{entry.name} ({entry.cp} CP, {ICON_NAMES[entry.icons]} event)"


def _checks(count: int) -> str:
    return f"{count} support check{'' if count == 1 else 's'}"


def _checks_needed(g, abbr: str) -> bool:
    """Whether the deciding side must make support checks to gain state support in the
    state (B1): the CP or cubes it names are then declared before the cubes are drawn."""
    seat = g.tasks[-1].get("s") if g.tasks else None
    return seat is not None and needs_support_checks(g, seat, STATE_INDEX[abbr])


def _first_label(g, name: str) -> str:
    """Who plays first this turn (1), or, in the debates, whose card is placed first when
    both revealed cards show both candidates: worded for the side choosing."""
    task = g.tasks[-1] if g.tasks else {}
    debate = task.get("k") == "debate_order"
    if task.get("s") == CANDIDATES.index(name):
        return "Place your debate card first" if debate else "Play first this turn"
    other = name.capitalize()
    return (f"Let {other} place a debate card first" if debate
            else f"Let {other} play first this turn")


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
        if _checks_needed(g, parts[1]):
            return (f"Campaign in {state_name(parts[1])}: declare {parts[2]} CP for "
                    f"{_checks(int(parts[2]))}")
        return f"Campaign in {state_name(parts[1])} with {parts[2]} CP"
    if verb == "travel":
        return f"Travel to {state_name(parts[1])} (1 CP)"
    if verb == "place":
        if g.tasks and g.tasks[-1].get("chk") and _checks_needed(g, parts[1]):
            return f"Declare {_checks(int(parts[2]))} for state support in {state_name(parts[1])}"
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
        return _first_label(g, parts[1])
    if verb == "shift":
        if parts[1] == "none":
            return "Leave the issue track as it is"
        upper, lower = (int(p) - 1 for p in parts[1].split("-"))
        return (f"Swap {ISSUE_NAMES[ISSUES[g.track[upper]]]} and "
                f"{ISSUE_NAMES[ISSUES[g.track[lower]]]} on the issue track")
    if verb == "award":
        return AWARD_LABELS[parts[1]]
    if verb == "store":
        details = strategy_details(parts[1])
        return (f"Store {details['name']} face down (debates: {details['debate']}; "
                f"election day: {details['election_day']})")
    if verb == "debate":
        details = strategy_details(parts[1])
        return f"Debate with {details['name']} ({details['debate']})"
    if verb == "eday":
        return f"Resolve the election-day event {CARDS[parts[1]].name}"
    if verb == "side":
        return f"Place the card on {parts[1].capitalize()}'s side of the debate board"
    return {"done": "Done", "trigger": "Spend a momentum marker to trigger the event",
            "decline": "Let the event pass"}.get(action_id, action_id)
