"""A statesman lost in the middle of a procedure (Muerte 7 and its analogues): a death,
or Expose a Spy taking an office holder out, while an issue is being deliberated, an
election is being held or sealed succession bids are open. `statesman_lost` is called
once the loss itself is recorded (office vacated, influence and cubes gone); it puts the
procedure under way back into a state from which its phase can simply resume."""

from __future__ import annotations

from .content import ISSUES, SLUG, TARIFF_IDS
from .effects import return_set_aside
from .offices import candidates

# Issue stages once a holder is named; his own part (transfer, spending) is still to come
# in the first two.
HOLDER_TO_ACT = ("transfer", "spend")
DELIBERATING = ("transfer", "spend", "vote", "tie", "review")


def statesman_lost(st, s: int, office: str, died: bool) -> None:
    """`s` died (`died`) or lost `office` to Expose a Spy."""
    reopen_succession_bids(st)
    if st.phase == "issues":
        iss = st.ctx.get("issue")
        if iss is not None and iss["stage"] in DELIBERATING:
            holder_lost_in_issue(st, iss, s, office, died)
    elif st.phase == "election" and died and st.ctx.get("stage"):
        from .election import candidate_died
        candidate_died(st, s)


# --- issues (Muerte 7) ------------------------------------------------------------------------------
def holder_lost_in_issue(st, iss, s: int, office: str, died: bool) -> None:
    """The three cases of Muerte 7. The president's loss restarts the issue; another
    holder whose part is still to come must be replaced first (by analogy with the
    Chief Justice); a Chief Justice named by the issue's judicial review must be replaced
    before the issue goes on. Congress needs nothing here: a faction still to vote counts
    its votes when it votes."""
    delegated_vp_died = died and office == "vp" and iss["chief"] == "vp"
    if office == "president" or delegated_vp_died:
        restart_issue(st, iss)
        return
    if office and s in iss.get("handlers", ()) and iss["stage"] in HOLDER_TO_ACT:
        iss.setdefault("refill", []).append(office)
        if not died and st.opts.get("reduced_negotiation"):
            # The variant's committee fills offices; a death already called it.
            from .committee import death_vacancy
            death_vacancy(st, office)
        return
    if office == "justice" and judicial_review_pending(st, iss):
        iss.setdefault("refill", []).append("justice")


def judicial_review_pending(st, iss) -> bool:
    return (iss["kind"] == "issue" and ISSUES[iss["card"]].review
            and "judicial_review" in st.in_play_cards and iss["stage"] in DELIBERATING)


def restart_issue(st, iss) -> None:
    """Muerte 7, the President: every step of the deliberation is undone (influence set
    aside or spent on votes comes back, a sabotage waits for the next negotiation) and
    the card is decided afresh as if just drawn. A tax or repeal proposal, which only the
    president makes, lapses instead: the new president may propose it again."""
    spent = iss.get("spent", 0)
    if spent and "payer" in iss:
        return_set_aside(st, iss["handlers"][0], iss["payer"], spent, iss.get("from_card", 0))
    for seat, amount in enumerate(iss.get("bought", ())):
        st.faction_ip[seat] += amount
    st.sabotage += iss.get("sabotaged", 0)
    if iss["chief"] == "vp":
        st.delegated = False
    card = iss["card"]
    if iss["kind"] == "issue":
        st.ctx["issue"] = {"kind": "issue", "card": card, "stage": "decide", "chief": "president"}
    else:
        st.ctx["issue"] = None
        if card in st.tax_tried:
            st.tax_tried.remove(card)
        if card in TARIFF_IDS:
            st.tariff_acted = False
        st._tax_ids = None   # (issues.tax_ids_in_order reads the two above)
    st.emit("issue_restarted", "muerte 7", card=card)


def refill_vacated(st, iss) -> bool:
    """Offices emptied mid-issue (`iss['refill']`) are filled before it goes on: the new
    holder steps into the dead or exposed holder's place. True while the president must
    appoint; an office nobody can fill leaves its holder out of the issue."""
    appointing = not st.opts.get("reduced_negotiation")
    while iss.get("refill"):
        office = iss["refill"][0]
        holder = st.office(office)
        if holder < 0 and appointing and st.president() >= 0 and candidates(st, office):
            st.step = "refill"
            return True
        iss["refill"].pop(0)
        if office not in iss.get("offices", ()):
            continue
        if holder >= 0:
            _step_in(st, iss, office, holder)
        else:
            _leave_out(st, iss, office)
    iss.pop("refill", None)
    return False


def _step_in(st, iss, office: str, holder: int) -> None:
    from .issues import ability_of
    iss["handlers"][iss["offices"].index(office)] = holder
    iss["ability"] = ability_of(st, iss["handlers"], iss["offices"])
    st.emit("holder_steps_in", "muerte 7", statesman=SLUG[holder], office=office, card=iss["card"])


def _leave_out(st, iss, office: str) -> None:
    from .issues import ability_of
    index = iss["offices"].index(office)
    del iss["offices"][index]
    del iss["handlers"][index]
    st.emit("holder_not_replaced", "muerte 7", office=office, card=iss["card"])
    if iss["handlers"]:
        iss["ability"] = ability_of(st, iss["handlers"], iss["offices"])
        return
    iss["outcome"] = "failed"
    iss["stage"] = "apply"


def refill_ids(st, seat) -> list[str]:
    office = st.ctx["issue"]["refill"][0]
    return [f"appoint:{office}:{SLUG[s]}" for s in candidates(st, office)]


# --- sealed succession bids ---------------------------------------------------------------------
def reopen_succession_bids(st) -> None:
    """A death or an exposure while the sealed bids for the presidency are open can change
    who the candidates are (Muerte 1b counts free statesmen's votes): the bids made so far
    are discarded unseen and the succession is worked out again."""
    for frame in st.stack:
        if frame["kind"] == "succession" and frame["cands"]:
            frame["cands"] = []
            frame["bids"] = {}
            st.emit("succession_reopened", "muerte 1b")
