"""Offices (Las cuestiones: Los departamentos): who may be appointed, the General's
special rules, the one-office limit outside the president's party, and the popularity
gained on appointment."""

from __future__ import annotations

from .content import ABILITY, APPOINTED, MILITARY, N_STATESMEN, OFFICES, PARTY, SLUG


def _same_party(st, s: int) -> bool:
    party = st.president_party()
    return party == "X" or PARTY[s] in (party, "X")


def _cross_party_count(st, except_office: str) -> int:
    party = st.president_party()
    if party == "X":
        return 0
    count = 0
    for office in APPOINTED:
        holder = st.office(office)
        if office != except_office and holder >= 0 and PARTY[holder] not in (party, "X"):
            count += 1
    return count


def free_statesmen(st) -> list[int]:
    """Statesmen in play who are neither president nor vice president and hold no office."""
    taken = st.offices
    status = st.status
    return [i for i in range(N_STATESMEN) if status[i] == 1 and i not in taken]


def _party_filter(st, pool: list[int], office: str) -> list[int]:
    """At most one office may go outside the president's party, unless every member of
    his own party already has an office (Elegibilidad)."""
    if _cross_party_count(st, office) < 1:
        return pool
    own = [s for s in pool if _same_party(st, s)]
    return own if own else pool


def candidates(st, office: str, free: list[int] | None = None) -> list[int]:
    """Statesmen the president may appoint to `office` now."""
    if office != "general" and st.office(office) >= 0:
        return []
    pool = _party_filter(st, free_statesmen(st) if free is None else free, office)
    if office != "general":
        return pool
    sitting = st.office("general")
    soldiers = [s for s in pool if MILITARY[s]]
    if soldiers:
        pool = soldiers
    elif not pool:
        # Everyone free is taken: the president may move an office holder to General.
        pool = [st.office(o) for o in APPOINTED if o != "general" and st.office(o) >= 0]
    if sitting >= 0:
        if st.general_replaced:
            return []
        if _same_party(st, sitting):
            pool = [s for s in pool if ABILITY[s] > ABILITY[sitting]]
        if MILITARY[sitting]:
            pool = [s for s in pool if MILITARY[s]]
    return pool


def appointment_ids(st, offices=APPOINTED) -> list[str]:
    free = free_statesmen(st)
    return [f"appoint:{o}:{SLUG[s]}" for o in offices for s in candidates(st, o, free)]


def vacancies_to_fill(st) -> list[str]:
    """Vacant offices that have a candidate: all must be filled before the issues end."""
    return [o for o in APPOINTED if st.office(o) < 0 and candidates(st, o)]


def appoint(st, office: str, s: int) -> None:
    """Appoint `s`; he gains the office's popularity unless this is a replacement after a
    death (Muerte 1, otro titular)."""
    if office == "general" and st.office("general") >= 0:
        st.general_replaced = True
    old = st.office_of(s)
    if old:
        st.set_office(old, -1)
    st.set_office(office, s)
    if office in st.no_pop:
        st.no_pop.remove(office)
        gain = 0
    else:
        gain = OFFICES[office].pop
    st.pop[s] += gain
    st.emit("appointed", "las cuestiones: los departamentos", office=office,
            statesman=SLUG[s], pop=gain)


def vacate_cabinet(st) -> None:
    """At the start of the issues phase every cabinet officer resigns (General and Chief
    Justice stay: see docs/rulings/republic.md)."""
    for office in ("state", "treasury", "war", "envoy"):
        st.set_office(office, -1)
    st.no_pop = []
    st.general_replaced = False
