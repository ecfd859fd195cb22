"""The reduced-negotiation variant (Variante: negociacion reducida): a leftover
committee before the issues in which the players, from most to fewest congress votes,
claim the vacant offices for their own statesmen instead of the president appointing
them; an office emptied by death goes to the player with the fewest votes."""

from __future__ import annotations

from .content import AGE, APPOINTED, PARTY, SID, SLUG
from .flow import step
from .offices import appoint, candidates


def committee_order(st) -> list[int]:
    """Most congress votes first; ties: more votes in the president's party (coalition
    cards count), then the player with the oldest statesman."""
    party = st.president_party()

    def key(seat):
        own = st.statesmen_of(seat)
        in_party = sum(st.votes_of_statesman(s) for s in own if PARTY[s] == party)
        oldest = min((AGE[s] for s in own), default=99)
        return (-st.congress_votes(seat), -in_party, oldest, seat)
    return sorted(range(st.n), key=key)


def start_committee(st) -> None:
    st.stack.append({"kind": "committee", "order": committee_order(st), "i": 0, "misses": 0})
    st.emit("committee_opened", "variante: comite de sobras")


def death_vacancy(st, office: str) -> None:
    order = list(reversed(committee_order(st)))
    st.stack.append({"kind": "committee", "order": order, "i": 0, "misses": 0, "only": office,
                     "single": True})


def claim_ids(st, seat) -> list[str]:
    frame = st.stack[-1]
    offices = [frame["only"]] if frame.get("only") else APPOINTED
    return [f"claim:{o}:{SLUG[s]}" for o in offices if st.office(o) < 0
            for s in candidates(st, o) if st.owner[s] == seat]


def resume_committee(st) -> None:
    frame = st.stack[-1]
    n = len(frame["order"])
    while frame["misses"] < n:
        seat = frame["order"][frame["i"] % n]
        if claim_ids(st, seat):
            frame["seat"] = seat
            st.step = "committee"
            return
        frame["i"] += 1
        frame["misses"] += 1
    st.stack.pop()


def _claim_act(st, seat, action_id) -> None:
    frame = st.stack[-1]
    _, office, slug = action_id.split(":")
    appoint(st, office, SID[slug])
    frame["i"] += 1
    frame["misses"] = 0
    if frame.get("single"):
        st.stack.pop()


step("committee", lambda st: ((st.stack[-1]["seat"],), False), claim_ids, _claim_act)
