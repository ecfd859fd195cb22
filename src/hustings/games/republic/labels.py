"""Human-readable labels for action ids (English)."""

from __future__ import annotations

from .content import ISSUES, OFFICES, SID, STATE, TAXES


def _who(slug: str) -> str:
    from .content import NAME
    return NAME[SID[slug]] if slug in SID else slug


def label(st, action_id: str) -> str:
    p = action_id.split(":")
    verb = p[0]
    if verb == "appoint":
        return f"Appoint {_who(p[2])} as {OFFICES[p[1]].name}"
    if verb == "draw":
        return "Draw the next issue card"
    if verb == "end":
        return "End the issues phase"
    if verb == "tax":
        return f"{'Pass' if p[1] == 'pass' else 'Repeal'} {TAXES[p[2]].name}"
    if verb == "assign":
        card = ISSUES[st.ctx["issue"]["card"]] if st.ctx.get("issue") else None
        option = next((o.label for o in card.options if o.key == p[1]), p[1]) if card else p[1]
        return f"{option}: give the issue to {' + '.join(OFFICES[o].name for o in p[2].split('+'))}"
    if verb == "ignore":
        return "Ignore the issue"
    if verb == "delegate":
        return "Delegate this issue to the vice president"
    if verb in ("yea", "nay"):
        return f"Vote {verb}" + (f", buying {p[1]} influence (x3 votes)" if p[1] != "0" else "")
    if verb == "abstain":
        return "Abstain"
    if verb == "spend":
        return f"Spend {p[1]} influence to resolve"
    if verb == "decline":
        return "Spend nothing (the issue fails)"
    if verb == "transfer":
        return f"Transfer {p[1]} influence to the office holder"
    if verb == "place":
        return f"Place a cube in {STATE[p[1]].name}"
    if verb in ("mate", "tb", "cj", "target", "give"):
        return f"{verb.capitalize()}: {_who(p[1])}"
    if verb in ("speech", "whip", "fund"):
        names = {"speech": "Make a speech with", "whip": "Whip up support with",
                 "fund": "Fund a newspaper cube with"}
        return f"{names[verb]} {_who(p[1])}"
    if verb == "fundmove":
        return f"Move a newspaper cube right from box {p[2]} ({_who(p[1])})"
    if verb == "offer":
        return "Offer: " + " ".join(p[1:])
    return action_id.replace(":", " ")
