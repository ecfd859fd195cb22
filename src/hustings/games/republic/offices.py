"""Offices (Las cuestiones: Los departamentos): who may be appointed, the General's
special rules, the one-office limit outside the president's party, and the popularity
gained on appointment."""

from __future__ import annotations

from itertools import filterfalse

from .content import ABILITY, APPOINTED, MILITARY, OFFICE_IDS, OFFICES, PARTY, SLUG
from .logtext import OFFICE_TITLE, PERSON_NAME_OF, SharedEvents

APPOINT_ID = {office: [f"appoint:{office}:{slug}" for slug in SLUG] for office in APPOINTED}
OFFICE_AT = {office: i for i, office in enumerate(OFFICE_IDS)}   # index in st.offices
# (office, statesman index, popularity gained): logtext.SharedEvents.
APPOINTED_EVENT = SharedEvents("appointed", "las cuestiones: los departamentos",
                               lambda i: {"office": OFFICE_TITLE[i[0]], "statesman": PERSON_NAME_OF[i[1]],
                                          "pop": i[2]})
APPOINTED_REPLACEMENT = SharedEvents("appointed_replacement", "las cuestiones: los departamentos",
                                     lambda i: {"office": OFFICE_TITLE[i[0]], "statesman": PERSON_NAME_OF[i[1]]})
# The offices the president fills come last in the offices list, after the president
# and the vice president.
FIRST_APPOINTED = len(OFFICE_IDS) - len(APPOINTED)
assert OFFICE_IDS[FIRST_APPOINTED:] == APPOINTED


def _same_party(st, s: int) -> bool:
    party = st.president_party()
    return party == "X" or PARTY[s] in (party, "X")


def free_statesmen(st) -> list[int]:
    """Statesmen in play who hold no office, less any exposed as a spy this turn (who
    could otherwise be appointed again at once)."""
    taken = {*st.offices, *st.exposed}   # a set: faster to ask than the short list
    return [i for i in st.in_play() if i not in taken]


# Whether a statesman counts as outside each party's ranks (Gerry, of no party, never does).
# The last entry, read for a vacant office (-1), says no.
_OUTSIDE = {party: [PARTY[s] != party and PARTY[s] != "X" for s in range(len(SLUG))] + [False]
            for party in ("C", "L")}


def _party_filter(st, pool: list[int], office: str) -> list[int]:
    """At most one office may go outside the president's party, unless every member of
    his own party already has an office (Elegibilidad). Elbridge Gerry, of no party, is
    never outside it, and as president he may appoint anyone."""
    party = st.president_party()
    if party == "X":
        return pool
    outside = _OUTSIDE[party]
    offices = st.offices
    mine = OFFICE_AT[office]
    for index in range(FIRST_APPOINTED, len(offices)):
        if outside[offices[index]] and index != mine:
            break   # another office is outside the party already (a vacant one reads no)
    else:
        return pool
    own = [s for s in pool if not outside[s]]
    return own if own else pool


def candidates(st, office: str, free: list[int] | None = None) -> list[int]:
    """Statesmen the president may appoint to `office` now."""
    if office != "general" and st.office(office) >= 0:
        return []
    pool = _party_filter(st, free_statesmen(st) if free is None else free, office)
    if office != "general":
        return pool
    return _general_candidates(st, pool)


def movers(st, office: str) -> list[int]:
    """Officers the president may move into `office` when a death or an election emptied
    it (Muerte 1, otro titular; Resignations and Replacements): the holders of the other
    appointed offices, under the usual one-office limit outside his party, each at most
    once a turn (otherwise two officers could trade places without end). After a death
    the office each leaves is filled as a replacement too. The General keeps his own
    rules (an officer is moved there when nobody is free)."""
    at = OFFICE_AT[office]
    holders = st.offices
    if office == "general" or holders[at] >= 0 or not open_to_officers(st, office):
        return []
    return _movers_at(st, at, holders)


def open_to_officers(st, office: str) -> bool:
    """Whether an officer may resign to take `office`: it was emptied by a death or an
    election (Resignations and Replacements)."""
    return office in st.no_pop or office in st.elected_away


def _movers_at(st, at: int, holders: list[int]) -> list[int]:
    """`movers` for the vacant office at `at` in the offices list, by index, in the order
    of the offices list. Another player's officer moves only if that player agrees
    (issues.propose_move)."""
    party = PARTY[holders[0]] if holders[0] >= 0 else "C"   # st.president_party()
    outside = _OUTSIDE[party] if party != "X" else None
    moved = st.moved
    found = []
    for i in APPOINTED_AT:
        h = holders[i]
        if i == at or h < 0 or h in moved:
            continue
        if outside is not None and outside[h] and any(
                outside[holders[j]] for j in APPOINTED_AT if j not in (i, at)):
            continue   # he would be a second officer outside the president's party
        found.append(h)
    return found


def _general_candidates(st, pool: list[int]) -> list[int]:
    """`candidates` for the General from the free statesmen the party rule leaves
    (`pool`): soldiers first, an office holder moved to a vacant post when nobody is
    free, and a sitting General replaced once a turn, only by an abler man of the
    president's party (a soldier by a soldier). A General named without being a soldier
    held the post only until a soldier became available: any soldier may then replace
    him."""
    sitting = st.offices[GENERAL_AT]
    if sitting >= 0 and st.general_replaced:
        return []
    soldiers = list(filter(MILITARY.__getitem__, pool))
    if soldiers:
        pool = soldiers
    elif not pool and sitting < 0:
        # Everyone free is taken: the president may move an office holder to a vacant
        # post. A sitting General is never replaced this way: an officer may resign only
        # for an office emptied by a death or an election (Resignations and Replacements).
        pool = [st.office(o) for o in APPOINTED if o != "general" and st.office(o) >= 0]
    if sitting >= 0:
        if MILITARY[sitting]:
            pool = [s for s in pool if MILITARY[s]]
        elif soldiers:
            return pool
        if _same_party(st, sitting):
            pool = [s for s in pool if ABILITY[s] > ABILITY[sitting]]
    return pool


# The office each appointment id names.
APPOINTMENT_OFFICE = {action_id: office for office, ids in APPOINT_ID.items() for action_id in ids}
# The appointed offices in the order their ids sort, and each statesman's place when the
# statesmen are sorted by slug (so are the ids of one office).
APPOINTED_IN_ID_ORDER = tuple(sorted(APPOINTED))
APPOINTED_AT = range(FIRST_APPOINTED, len(OFFICE_IDS))   # their places in st.offices
GENERAL_AT = OFFICE_AT["general"]
SLUG_RANK = {s: rank for rank, s in enumerate(sorted(range(len(SLUG)), key=SLUG.__getitem__))}
# (place in st.offices, appointment ids by statesman) for each office, in that order.
APPOINTED_BY_ID = tuple((OFFICE_AT[office], APPOINT_ID[office]) for office in APPOINTED_IN_ID_ORDER)


def appointment_ids(st, offices=APPOINTED) -> list[str]:
    """The appointments the president may make now among `offices`, sorted: those of
    `appointments_in_order` that name one of them (an office's candidates do not depend
    on which other offices are asked about)."""
    ids = appointments_in_order(st)[0]
    if offices is APPOINTED:
        return ids
    office_of = APPOINTMENT_OFFICE
    return [i for i in ids if office_of[i] in offices]


def appointments_in_order(st) -> tuple[list[str], bool]:
    """`list_appointments` with the ids sorted (`list_appointments_in_order`), kept until
    what it depends on changes: the statesmen in play (kept with the `roster` it was
    built from, which `set_standing` replaces), the office holders and whether the General
    was replaced (`set_office`, which every appointment calls, drops it), the spies
    exposed this turn (dropped where one is exposed and by `vacate_cabinet`) and the
    vacancies left by deaths with the officers moved into them (`movers`: dropped by
    `appoint`, `deaths.kill` and `vacate_cabinet`, which change them). Clones
    share the kept tuple; the list is read-only. `invariant_errors` compares it with a
    fresh listing."""
    memo = st._appointments
    if memo is not None and memo[0] is st._roster:
        return memo[1]
    roster = st.roster()
    found = list_appointments_in_order(st, roster[2])
    st._appointments = (roster, found)
    return found


def kept_appointments_errors(st) -> list[str]:
    """Kept appointments that disagree with a fresh listing."""
    memo = st._appointments
    if memo is None or memo[0] is not st._roster:
        return []
    if memo[1] != list_appointments_in_order(st, st.count_roster()[2]):
        return ["the kept appointments disagree with the offices and statesmen in play"]
    return []


def list_appointments_in_order(st, in_play_by_slug: list[int]) -> tuple[list[str], bool]:
    """`list_appointments` for every appointed office with the ids built in sorted
    order: the offices taken in the order their names sort, each office's candidates in
    the order of their slugs (the free statesmen are taken in that order, the filters of
    `candidates` keep it, and the General's pool, which may come from the office
    holders, is sorted)."""
    holders = st.offices
    vacant = -1 in holders[FIRST_APPOINTED:]
    if not vacant and st.general_replaced and holders[GENERAL_AT] >= 0:
        return [], False   # every office held, and the sitting General replaced once already
    # (map and filterfalse rather than comprehensions: each comprehension is a call.)
    free = list(filterfalse({*holders, *st.exposed}.__contains__, in_play_by_slug))
    # `_party_filter` once for all: a vacant office is filtered when any appointed
    # office is held outside the party, the General's when another one is.
    vacant_pool = general_pool = free
    party = PARTY[holders[0]] if holders[0] >= 0 else "C"   # st.president_party()
    if party != "X":
        outside = _OUTSIDE[party]
        held_outside = [i for i in APPOINTED_AT if outside[holders[i]]]
        if held_outside:
            vacant_pool = list(filterfalse(outside.__getitem__, free)) or free
            if held_outside != [GENERAL_AT]:
                general_pool = vacant_pool
    ids = []
    vacancy = False
    no_pop, elected_away = st.no_pop, st.elected_away
    for at, names in APPOINTED_BY_ID:
        if at == GENERAL_AT:
            pool = _general_candidates(st, general_pool)
            if len(pool) > 1:
                pool = sorted(pool, key=SLUG_RANK.__getitem__)
            if pool:
                ids += map(names.__getitem__, pool)
                vacancy = vacancy or holders[at] < 0
        elif vacant and holders[at] < 0:
            # A vacancy left by a death or an election may also take an officer moved from
            # another office (`movers`); only the free statesmen make filling it compulsory.
            moved = (_movers_at(st, at, holders)
                     if (no_pop or elected_away) and open_to_officers(st, OFFICE_IDS[at]) else None)
            if moved:
                pool = sorted({*vacant_pool, *moved}, key=SLUG_RANK.__getitem__)
                ids += map(names.__getitem__, pool)
            elif vacant_pool:
                ids += map(names.__getitem__, vacant_pool)
            vacancy = vacancy or bool(vacant_pool)
    return ids, vacancy


def list_appointments(st, offices=APPOINTED) -> tuple[list[str], bool]:
    """The appointments the president may make now among `offices`, and whether one of
    them is a vacancy that can be filled (`vacancies_to_fill`, computed on the way)."""
    free = free_statesmen(st)
    ids = []
    vacancy = False
    shared = None   # every vacant office but the General's has the same candidates
    holders = st.offices
    for office in offices:
        vacant = holders[OFFICE_AT[office]] < 0
        if office == "general":
            pool = candidates(st, office, free)
        elif not vacant:
            continue
        else:
            if shared is None:
                shared = _party_filter(st, free, office)
            pool = shared
        if pool:
            names = APPOINT_ID[office]
            ids += [names[s] for s in pool]
            vacancy = vacancy or vacant
        moved = movers(st, office)
        if moved:
            names = APPOINT_ID[office]
            ids += [names[s] for s in moved]
    return ids, vacancy


def vacancies_to_fill(st) -> list[str]:
    """Vacant offices that have a candidate: all must be filled before the issues end."""
    return [o for o in APPOINTED if st.office(o) < 0 and candidates(st, o)]


def appoint(st, office: str, s: int) -> None:
    """Appoint `s`; he gains the office's popularity unless this is a replacement after a
    death (Muerte 1, otro titular). An officer moved leaves his old office vacant."""
    if office == "general" and st.office("general") >= 0:
        st.general_replaced = True
    old = st.office_of(s)
    if old:
        st.set_office(old, -1)
    st.set_office(office, s)
    if office in st.no_pop:
        st.no_pop.remove(office)
        gain = 0
        if old in APPOINTED and old not in st.no_pop:
            # An officer moved into a death vacancy: the office he leaves is filled as a
            # replacement in turn, without popularity (Muerte 1, otro titular).
            st.no_pop.append(old)
            st.moved.append(s)
        st._appointments = None   # (the listing reads the replacement vacancies)
    else:
        gain = OFFICES[office].pop
        if office in st.elected_away:
            st.elected_away.remove(office)
            if old in APPOINTED:
                st.moved.append(s)
    st.pop[s] += gain
    st.add_event(APPOINTED_EVENT[office, s, gain] if gain else APPOINTED_REPLACEMENT[office, s])


def vacate_cabinet(st) -> None:
    """At the start of the issues phase every cabinet officer resigns (General and Chief
    Justice stay: see docs/rulings/republic.md)."""
    for office in ("state", "treasury", "war", "envoy"):
        st.set_office(office, -1)
    # A General or Chief Justice who died since is still replaced without popularity
    # (Muerte 1, otro titular): those two offices do not resign.
    st.no_pop = [o for o in st.no_pop if o in ("general", "justice") and st.office(o) < 0]
    st.elected_away = [o for o in st.elected_away if o in ("general", "justice")
                       and st.office(o) < 0]
    st.exposed = []
    st.moved = []
    st.general_replaced = False
    st._appointments = None   # (the listing reads the two above)
