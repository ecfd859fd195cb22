"""Display labels for action ids (English; the ids themselves are the stable interface)."""

from __future__ import annotations

from . import content as C
from .activities import family_credit
from .board_rules import IS_RURAL, mobilization_cost
from .effects import FROM_RESERVE
from .names import CARD_NAMES, DISTRICT_NAME_BY_KEY, TRACK_TITLES, option_name, special_name


def district_name(key: str) -> str:
    return DISTRICT_NAME_BY_KEY[key]


def card_name(token: str) -> str:
    return CARD_NAMES[int(token[1:])]


def special_cost(parts: list[str]) -> int:
    """9.5: the AP a special action costs (specials.start_special spends the same)."""
    name = parts[0]
    n = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0
    if name == "strings":
        return n
    if name == "trouble":
        return 2 + 2 * n
    if name == "angles":
        return 2 * n
    return 4 if name in ("nonissue", "moment", "support", "cost") else 2


def action_label(state, action_id: str) -> str:
    verb, _, rest = action_id.partition(":")
    parts = rest.split(":") if rest else []
    if verb in ("ap", "event", "reserve"):
        card = int(parts[0][1:])
        what = {"ap": f"for its {C.CARD_AP[card]} AP", "event": "for its event",
                "reserve": f"from the reserve for {C.CARD_AP[card]} OP"}[verb]
        return f"Play {card_name(parts[0])} {what}"
    if verb == "mob":
        step = state.pending_step()
        f = step[1] if step else 0
        d = C.DISTRICT_INDEX[parts[0]]
        if family_credit(state, f) and IS_RURAL[d]:     # activities.mobilize's free cube
            return f"Mobilize in {district_name(parts[0])} (0 AP, a free cube from {CARD_NAMES[107]})"
        return f"Mobilize in {district_name(parts[0])} ({mobilization_cost(state, f, d)} AP)"
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
        return f"Use the special action {special_name(rest)} ({special_cost(parts)} AP)"
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
        op = state.pending_step() or [""]
        key = rest
        script = op[3][op[2].index(key)] if op[0] == "choose" and key in op[2] else []
        text = option_name(key, script, state.dest == FROM_RESERVE)
        return f"Choose {text}" if key in DISTRICT_NAME_BY_KEY else text[0].upper() + text[1:]
    return {"done": "Stop spending AP", "fail": "Accept the failed check",
            "pass": "Pass (no card in hand)", "calm": "Call to calm"}.get(verb, action_id)
