"""Display labels for action ids (English; the ids themselves are the stable interface)."""

from __future__ import annotations

from . import content as C
from .board_rules import mobilization_cost

TRACK_TITLES = {t.key: t.name for t in C.TRACK_DATA}
SPECIAL_TITLES = {
    "strings": "Pulling the Strings", "realign": "Strategic Realignment",
    "nonissue": "Non-Issue", "trouble": "Looking for Trouble", "canadien": "Le Canadien",
    "media": "Partisan Media", "moment": "Our Moment", "support": "Overwhelming Support",
    "cost": "No Matter the Cost", "angles": "Various Angles",
}


def district_name(key: str) -> str:
    return C.DISTRICTS[C.DISTRICT_INDEX[key]].name


def card_name(token: str) -> str:
    c = int(token[1:])
    return f"#{c} {C.CARDS[c].title}"


def action_label(state, action_id: str) -> str:
    verb, _, rest = action_id.partition(":")
    parts = rest.split(":") if rest else []
    if verb in ("ap", "event", "reserve"):
        card = int(parts[0][1:])
        what = {"ap": f"for its {C.CARD_AP[card]} AP", "event": "for its event",
                "reserve": f"from the reserve for {C.CARD_AP[card]} OP"}[verb]
        return f"Play {card_name(parts[0])} {what}"
    if verb == "mob":
        f = state.queue[0][1] if state.queue else 0
        return f"Mobilize in {district_name(parts[0])} ({mobilization_cost(state, f, C.DISTRICT_INDEX[parts[0]])} AP)"
    if verb == "org":
        return f"Commit {parts[0]} AP to founding an organization"
    if verb == "vol":
        return f"Commit {parts[0]} AP to raising a volunteer corps"
    if verb == "orgat":
        extra = f", affiliated to {district_name(parts[1])}" if len(parts) > 1 else ""
        return f"Found the organization in {district_name(parts[0])}{extra}"
    if verb == "volat":
        return f"Raise the volunteer corps in {district_name(parts[0])}"
    if verb == "sa":
        title = SPECIAL_TITLES[parts[0]]
        return f"Special action: {title}" + (f" ({parts[1]})" if len(parts) > 1 else "")
    if verb in ("place", "remove", "target"):
        return {"place": "Add a cube in ", "remove": "Remove a cube from ",
                "target": "Choose "}[verb] + district_name(parts[0])
    if verb in ("die", "sdie"):
        return f"Roll the {TRACK_TITLES[parts[0]]} scoring die"
    if verb == "buy":
        return f"Spend {parts[0]} OP to pass the check"
    if verb == "swap":
        return f"Exchange {card_name(parts[0])} for {card_name(parts[1])}"
    if verb == "first":
        return f"The {parts[0].capitalize()} player goes first"
    if verb == "opt":
        return f"Choose: {parts[0].replace('_', ' ')}"
    return {"done": "Stop spending AP", "fail": "Accept the failed check",
            "pass": "Pass (no card in hand)", "calm": "Call to calm"}.get(verb, action_id)
