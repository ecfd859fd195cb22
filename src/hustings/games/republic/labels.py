"""Action labels in plain English. `label(st, id)` alone may be read by anyone after the move,
so it names hand and draft cards only by position; given the acting seat it names them."""

from __future__ import annotations

from .content import ISSUES, OFFICES, SLUG, STATE, TAXES
from .logtext import card_title, person, sentence

TIE = {"tie:pass": "Cast the deciding vote for the measure",
       "tie:fail": "Cast the deciding vote against the measure"}
FIXED = {
    "draw": "Draw the next issue card", "end": "End the issues phase",
    "ignore": "Ignore the issue", "delegate": "Hand this issue to the vice president",
    "abstain": "Abstain from the vote", "run": "Run for president",
    "stand_aside": "Stand aside from the presidential race",
    "defer": "Wait and place this cube later", "done": "Finish your turn",
    "press:done": "Stop raising newspaper cubes", "keep": "Keep your faction leader",
    "ppass": "Stop spending on the persuasion", "pspend:1": "Spend 1 more faction influence on the persuasion",
    "reduced_faction": "Pay 1 influence to ask for a statesman",
    "refuse": "Refuse the offer", "offer:cancel": "Withdraw the offer you are drafting",
    "offer:send": "Send the offer", "offer:give_ip:1": "Add 1 influence to what you give",
    "offer:ask_ip:1": "Ask for 1 more influence", "offer:ask_card": "Ask for one of their cards",
    "boost:0": "Add no influence to the speech",
    "target:none": "Choose no target (none is left)",
    "review:cancel": "Strike down the resolution (it counts as failed; the influence spent is lost)",
    "review:uphold": "Let the resolution stand", **TIE,
}


def _slot_card(st, seat, slot: str, pool=None):
    """The card at `slotN` of the seat's hand (or of a draft pool), None when not known."""
    cards = pool if pool is not None else (st.hands[seat] if seat is not None else None)
    index = int(slot[4:])
    return cards[index] if cards is not None and index < len(cards) else None


def _card_phrase(st, seat, slot: str, pool=None) -> str:
    card = _slot_card(st, seat, slot, pool)
    if card is None:
        return f"card {int(slot[4:]) + 1} of the hand"
    return card_title(card)


def _in_step(st, seat) -> bool:
    """Whether `seat` answers the pending decision (as opposed to trading out of turn)."""
    decision = st.decision()
    return seat is None or (decision is not None and seat in decision.seats)


def _play(st, seat, p: list[str]) -> str:
    text = f"Play {_card_phrase(st, seat, p[1])}"
    if len(p) == 3:
        return f"{text} on {person(p[2])}"
    if len(p) == 4:
        return f"{text}: {person(p[2])} challenges {person(p[3])}"
    return text


def _offer(st, p: list[str], seat) -> str:
    if p[1] == "to":
        return f"Start an offer to Seat {int(p[2]) + 1}"
    if p[1] == "give_card":
        return f"Add {_card_phrase(st, seat, p[2])} to what you give"
    return " ".join(p)


def _assign(st, p: list[str]) -> str:
    iss = st.ctx.get("issue") if isinstance(st.ctx, dict) else None
    card = ISSUES.get(iss["card"]) if iss else None
    option = next((o.label for o in card.options if o.key == p[1]), p[1]) if card else p[1]
    offices = sentence(OFFICES[o].name for o in p[2].split("+"))
    return f"{option}: give the issue to the {offices}"


def _bid(st, amount: str) -> str:
    if st.step == "succession":
        return f"Bid {amount} influence for the presidency (sealed)"
    return f"Bid {amount} influence for the extra initiative"


def label(st, action_id: str, seat=None) -> str:
    if action_id in FIXED:
        return FIXED[action_id]
    p = action_id.split(":")
    verb = p[0]
    step = _in_step(st, seat)
    if verb in ("agree_move", "refuse_move"):
        agree = "Agree" if verb == "agree_move" else "Refuse"
        if "move_offer" not in st.ctx:
            return f"{agree} to move your officer"
        office, s = st.ctx["move_offer"]
        return f"{agree}: {person(SLUG[s])} to become {OFFICES[office].name}"
    if verb == "accept":
        if step and st.step == "mate_accept":
            return "Accept the running-mate nomination"
        return "Accept the offer" + (f", handing over {_card_phrase(st, seat, p[1])}" if len(p) > 1 else "")
    if verb == "decline":
        if step and st.step == "mate_accept":
            return "Decline the running-mate nomination"
        return "Spend nothing (the issue fails)"
    if verb == "pass":
        return "Pass (no bid)"
    if verb == "appoint":
        return f"Appoint {person(p[2])} as {OFFICES[p[1]].name}"
    if verb == "claim":
        return f"Claim the {OFFICES[p[1]].name} office for {person(p[2])}"
    if verb == "tax":
        return f"Propose to {'pass' if p[1] == 'pass' else 'repeal'} the {TAXES[p[2]].name}"
    if verb == "assign":
        return _assign(st, p)
    if verb in ("yea", "nay"):
        side = "for" if verb == "yea" else "against"
        extra = f", buying {p[1]} influence for 3 votes each" if p[1] != "0" else ""
        return f"Vote {side}{extra}"
    if verb == "spend":
        return f"Spend {p[1]} influence to resolve the issue"
    if verb == "transfer":
        return ("Transfer no influence to the office holder" if p[1] == "0"
                else f"Transfer {p[1]} influence to the office holder")
    if verb == "place":
        return f"Place a cube in {STATE[p[1]].name}"
    if verb == "mate":
        return f"Ask {person(p[1])} to be your running mate"
    if verb == "tb":
        return f"Cast the tie-break votes for {person(p[1])}"
    if verb == "tbstate":
        return f"Let {STATE[p[1]].name} vote next"
    if verb == "cj":
        return f"Rule {person(p[1])} the winner of the tie"
    if verb == "target":
        return f"Aim the card at {person(p[1])}"
    if verb == "give":
        return f"Give {person(p[1])} away"
    if verb == "leader":
        return f"Name {person(p[1])} faction leader"
    if verb == "persuade":
        return f"Have {person(p[1])} try to persuade {person(p[2])}"
    if verb == "speech":
        return f"Make a speech with {person(p[1])}"
    if verb == "whip":
        return f"Whip up support with {person(p[1])}"
    if verb == "fund":
        return f"Fund a newspaper cube with {person(p[1])}"
    if verb == "fundmove":
        return f"Move a newspaper cube up from box {int(p[2]) + 1} ({person(p[1])} pays)"
    if verb == "press":
        return f"Raise a newspaper cube from box {int(p[2]) + 1}"
    if verb == "boost":
        return f"Add {p[1]} influence to the speech"
    if verb == "bid":
        return _bid(st, p[1])
    if verb == "name":
        return f"Name Seat {int(p[1]) + 1} to give you a statesman"
    if verb in ("replace", "retain"):
        holder = st.office(p[1])   # vacant once replaced, if read after the move
        who = person(SLUG[holder]) if holder >= 0 else "the holder"
        if verb == "replace":
            return f"Replace {who} as {OFFICES[p[1]].name}"
        return f"Keep {who} as {OFFICES[p[1]].name}"
    if verb == "play":
        return _play(st, seat, p)
    if verb == "discard":
        return f"Discard {_card_phrase(st, seat, p[1])}"
    if verb == "draft":
        pool = st.ctx.get("pool") if seat is not None and isinstance(st.ctx, dict) else None
        if pool is None:
            return f"Draft card {int(p[1][4:]) + 1} of the pool"
        return f"Draft {_card_phrase(st, seat, p[1], pool)}"
    if verb == "offer":
        return _offer(st, p, seat)
    return action_id.replace(":", " ")

