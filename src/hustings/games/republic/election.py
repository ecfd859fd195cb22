"""The election (La elección): the four regimes (two-party or single-party dominance,
before or after the 12th Amendment), nominations, running mates and their acceptance,
cube placement from home states outward, counting by the era's electoral votes, the
tie-break by the states' statesmen and the chief justice, taking office and retired
presidents."""

from __future__ import annotations

from .content import (
    AGE,
    APPOINTED,
    BOARD,
    HOME,
    NEIGHBOURS,
    OFFICES,
    PARTY,
    SID,
    SLUG,
    STATE,
    VOTES,
)
from .flow import STEPS, one, step
from .logtext import PERSON_NAME_OF, PHASE_BEGINS, STATE_TITLE, SharedEvents

DOMINANCE = BOARD.dominance
PLACE_ID = {code: f"place:{code}" for code in STATE}
PLACE_CODE = {action_id: code for code, action_id in PLACE_ID.items()}   # "place:<state>" -> state
# The frequent events of the election (logtext.SharedEvents), by statesman index.
CUBE_PLACED = SharedEvents("cube_placed", "colocacion de cubos",   # (statesman, state)
                           lambda i: {"statesman": PERSON_NAME_OF[i[0]], "state": STATE_TITLE[i[1]]})
CANNOT_PLACE = SharedEvents("cannot_place", "colocacion de cubos",
                            lambda s: {"statesman": PERSON_NAME_OF[s]})
RUNNING_MATE = SharedEvents("running_mate", "los companeros de candidatura",   # (candidate, mate)
                            lambda i: {"candidate": PERSON_NAME_OF[i[0]], "mate": PERSON_NAME_OF[i[1]]})
MATE_DECLINED = SharedEvents("mate_declined", "los companeros de candidatura",
                             lambda i: {"candidate": PERSON_NAME_OF[i[0]], "mate": PERSON_NAME_OF[i[1]]})
DEFERRED = SharedEvents.of_ids("deferred", "colocacion de cubos", "statesman")
RETIRED = SharedEvents.of_ids("retired", "presidentes jubilados", "statesman", "vp")
TIEBREAK_VOTE = SharedEvents("tiebreak_vote", "desempate",   # (voter, candidate, votes)
                             lambda i: {"statesman": PERSON_NAME_OF[i[0]], "candidate": PERSON_NAME_OF[i[1]],
                                        "votes": i[2]})


# --- regime and nominations --------------------------------------------------------------------
def regime(st) -> tuple[str, str]:
    """('single', party) when a party's public support is 9 or more, else ('two', '')."""
    if abs(st.support) >= DOMINANCE:
        return "single", ("L" if st.support > 0 else "C")
    return "two", ""


def twelfth(st) -> bool:
    return "twelfth" in st.flags


def eligible(st, s: int, single: bool) -> bool:
    """Everyone in play except a twice-elected president; Gerry only when one party
    dominates (Elbridge Gerry)."""
    if st.status[s] != 1 or st.elected[s] >= 2:
        return False
    return single or PARTY[s] != "X"


def _by_popularity(st, pool):
    return sorted(pool, key=lambda s: (-st.popularity(s), AGE[s]))


def nominee(st, party: str) -> int:
    pool = [s for s in st.in_play() if PARTY[s] == party and eligible(st, s, False)]
    return _by_popularity(st, pool)[0] if pool else -1


def _party_of_candidate(st, s: int) -> str:
    return st.ctx["party"] if st.ctx["regime"] == "single" else PARTY[s]


def start_election(st) -> None:
    kind, party = regime(st)
    st.add_event(PHASE_BEGINS["election", st.turn])
    st.ctx = {"regime": kind, "party": party, "twelfth": twelfth(st), "stage": "nominate",
              "pres": [], "mate_of": {}, "declined": {}, "asked": [], "cubes": {},
              "run_queue": []}
    if kind == "two":
        for p in ("C", "L"):
            s = nominee(st, p)
            if s >= 0:
                st.ctx["pres"].append(s)
        st.ctx["stage"] = "mates"
    else:
        pool = _by_popularity(st, [s for s in st.in_play() if eligible(st, s, True)
                                   and PARTY[s] in (party, "X")])
        if pool:
            st.ctx["pres"].append(pool[0])
            st.ctx["run_queue"] = pool[1:4]
        st.ctx["stage"] = "run"
    st.emit("nominees", "la eleccion: los nominados", regime=kind,
            candidates=[SLUG[s] for s in st.ctx["pres"]])


def announce_order(st) -> list[int]:
    """Running mates are announced first by the party without public support; at 0 the
    less popular nominee, then the younger, goes first; Gerry always first."""
    pres = st.ctx["pres"]

    def key(s):
        if PARTY[s] == "X":
            return (-1, 0, 0)
        behind = 0 if st.support == 0 else (1 if (st.support > 0) == (PARTY[s] == "L") else 0)
        return (behind, st.popularity(s), -AGE[s])
    return sorted(pres, key=key)


def mate_pool(st, p: int) -> list[int]:
    """Who `p` may ask to be his running mate: an eligible statesman of his party (or
    Gerry, who belongs to either, where he may run: when one party dominates, or after
    the 12th Amendment, when a running mate can no longer take the presidency), not
    running for president, not the sitting president, not one who declined him, and in
    a two-party election not another's running mate. One party's election has at most
    four candidates; but after the 12th Amendment the vice president is elected from the
    running mates alone, so four presidential candidates still name one between them."""
    ctx = st.ctx
    single = ctx["regime"] == "single"
    party = _party_of_candidate(st, p)
    taken = set(ctx["mate_of"].values())
    excluded = set(ctx["pres"])
    excluded.add(st.president())
    excluded.update(ctx["declined"].get(str(p), ()))
    if not single:
        excluded |= taken
    elected = st.elected
    pool = []
    for s in st.in_play():
        if s in excluded or elected[s] >= 2:
            continue
        member = PARTY[s]
        if member == party or (member == "X" and (single or ctx["twelfth"])):
            pool.append(s)
    if single and (taken or not ctx["twelfth"]):
        distinct = set(ctx["pres"]) | taken
        if len(distinct) >= 4:
            pool = [s for s in pool if s in taken]
    return pool


def _next_without_mate(st) -> int:
    """The next candidate, in the order of announcing, who still names a running mate
    (-1: none). Kept with his pool until the state changes: asked several times a step."""
    memo = st._step_memo
    if memo is not None and memo[0] == "mate":
        return memo[1]
    found, pool = -1, []
    for p in announce_order(st):
        if str(p) not in st.ctx["mate_of"] and str(p) not in st.ctx["asked"]:
            pool = mate_pool(st, p)
            if pool:
                found = p
                break
    st._step_memo = ("mate", found, pool)
    return found


# --- resume ---------------------------------------------------------------------------------------
def resume(st) -> None:
    ctx = st.ctx
    for _ in range(1000):
        stage = ctx["stage"]
        if stage == "run":
            if ctx["run_queue"]:
                st.step = "run"
                return
            ctx["stage"] = "mates"
            continue
        if stage == "mates":
            if ctx.get("pending_mate") is not None:
                st.step = "mate_accept"
                return
            if _next_without_mate(st) >= 0:
                st.step = "mate"
                return
            _start_placement(st)
            continue
        if stage == "place":
            if _next_placer(st):
                st.step = "place"
                return
            _count(st)
            continue
        if stage == "tiebreak":
            if _next_tiebreak_voter(st):
                st.step = "tiebreak"
                return
            states = _states_still_to_vote(st)
            if len(states) > 1 and st.president_seat() >= 0:
                st.step = "tb_state"
                return
            if states:
                _open_state_vote(st, states[0])
            else:
                _finish_tiebreak(st)
            continue
        if stage == "cj":
            if st.office("justice") < 0:
                # The chief justice died before choosing: popularity and age decide.
                ctx["stage"] = "rank"
                continue
            st.step = "cj_pick"
            return
        if stage == "rank":
            _rank_contest(st)
            continue
        if stage == "done":
            _take_office(st)
            return
    raise RuntimeError("election did not settle")  # pragma: no cover


# --- a candidate dies during the election (rulings: Muerte 7 in elections) --------------------------
def candidate_died(st, s: int) -> None:
    """Before the cubes are placed a dead candidate leaves the race (a presidential
    nominee is replaced as the nomination rules give; a running mate's candidate names
    another). During placement his cubes stay but count for nobody. Once the votes are
    counted, a death that touches the result or a pending tie-break means a recount."""
    ctx = st.ctx
    stage = ctx["stage"]
    if stage in ("run", "mates"):
        _leave_race(st, s)
    elif stage in ("tiebreak", "cj", "rank"):
        if s in ctx["results"].values() or any(s in c["cands"] for c in ctx["contests"]):
            st.emit("recount", "muerte 7", statesman=SLUG[s])
            _count(st)


def _leave_race(st, s: int) -> None:
    ctx = st.ctx
    if s in ctx["run_queue"]:
        ctx["run_queue"].remove(s)
    pending = ctx.get("pending_mate")
    if pending is not None and s in pending:
        ctx.pop("pending_mate")
    for p, mate in list(ctx["mate_of"].items()):
        if mate == s:
            del ctx["mate_of"][p]   # his candidate names another running mate
    ctx["mate_of"].pop(str(s), None)
    if s not in ctx["pres"]:
        return
    ctx["pres"].remove(s)
    if ctx["regime"] == "two":
        new = nominee(st, PARTY[s])
    elif ctx["pres"]:
        new = -1
    elif ctx["run_queue"]:
        new = ctx["run_queue"].pop(0)   # the next most popular now runs without asking
    else:
        taken = set(ctx["mate_of"].values())
        pool = _by_popularity(st, [c for c in st.in_play() if eligible(st, c, True)
                                   and PARTY[c] in (ctx["party"], "X") and c not in taken])
        new = pool[0] if pool else -1
    if new >= 0 and new not in ctx["pres"]:
        ctx["pres"].append(new)
        ctx["mate_of"].pop(str(new), None)
        for p, mate in list(ctx["mate_of"].items()):
            if mate == new:
                del ctx["mate_of"][p]
        st.emit("nominee_replaced", "muerte 7", statesman=SLUG[s], candidate=SLUG[new])


# --- running for president in a single-party election ---------------------------------------------
def _run_seat(st) -> int:
    return st.owner[st.ctx["run_queue"][0]]


def _run_act(st, seat, action_id):
    s = st.ctx["run_queue"].pop(0)
    if action_id == "run":
        st.ctx["pres"].append(s)
        st.emit("runs", "eleccion de partido unico: los nominados", statesman=SLUG[s])


# --- running mates -----------------------------------------------------------------------------------
def _mate_seat(st) -> int:
    return st.owner[_next_without_mate(st)]


MATE_ID = [f"mate:{slug}" for slug in SLUG]


def _mate_ids(st, seat):
    _next_without_mate(st)
    return [MATE_ID[s] for s in st._step_memo[2]]


def _mate_act(st, seat, action_id):
    p = _next_without_mate(st)
    pool = st._step_memo[2]
    s = SID[action_id.split(":")[1]]
    already = s in st.ctx["mate_of"].values()
    if st.owner[s] == seat or len(pool) == 1 or already:
        _accept(st, p, s)
    else:
        st.ctx["pending_mate"] = [p, s]


def _accept(st, p: int, s: int) -> None:
    st.ctx["mate_of"][str(p)] = s
    st.add_event(RUNNING_MATE[p, s])


def _accept_seat(st) -> int:
    return st.owner[st.ctx["pending_mate"][1]]


def _accept_act(st, seat, action_id):
    p, s = st.ctx.pop("pending_mate")
    if action_id == "accept":
        _accept(st, p, s)
    else:
        st.ctx["declined"].setdefault(str(p), []).append(s)
        st.add_event(MATE_DECLINED[p, s])
        if not mate_pool(st, p):
            st.ctx["asked"].append(str(p))


# --- placement ---------------------------------------------------------------------------------------
def placement_order(st) -> list[list]:
    """[statesman, 'P' or 'V'] in the order the candidates place."""
    ctx = st.ctx
    pres = ctx["pres"]
    mates = ctx["mate_of"]
    if ctx["regime"] == "single":
        everyone = [[p, "P"] for p in pres]
        for v in dict.fromkeys(mates.values()):
            everyone.append([v, "V"])
        return gerry_last(st, sorted(everyone, key=lambda c: (-st.popularity(c[0]), AGE[c[0]])))
    if len(pres) == 2:
        a, b = pres
        if st.support != 0:
            lead = "L" if st.support > 0 else "C"
            first, second = (a, b) if PARTY[a] == lead else (b, a)
        else:
            first, second = sorted(pres, key=lambda s: (-st.popularity(s), AGE[s]))
        ordered = [first, second]
    else:
        ordered = list(pres)
    out = []
    for p in ordered:
        out.append([p, "P"])
        if str(p) in mates:
            out.append([mates[str(p)], "V"])
    return gerry_last(st, out)


def gerry_last(st, order: list[list]) -> list[list]:
    """Elbridge Gerry always places last, or first when public support is at 0."""
    gerry = [c for c in order if PARTY[c[0]] == "X"]
    rest = [c for c in order if PARTY[c[0]] != "X"]
    return gerry + rest if st.support == 0 else rest + gerry


def _start_placement(st) -> None:
    ctx = st.ctx
    ctx["stage"] = "place"
    ctx["order"] = placement_order(st)
    ctx["queue"] = [list(c) for c in ctx["order"]]
    ctx["qi"] = 0
    ctx["round"] = 1
    ctx["placed"] = False
    ctx["deferred"] = []
    ctx["cubes"] = {}
    ctx["stuck"] = []      # [statesman, role] of candidates left without a place
    st.emit("placement_order", "colocacion de cubos", order=[SLUG[c[0]] for c in ctx["order"]])


def _vacancy_test(st, s: int, role: str):
    """Whether `s` may put a cube in a state now: admitted, a place left for his role (two
    per state before the 12th Amendment; after it one, or in a single-party election one
    presidential and one vice-presidential), and none of his cubes there yet. Built once
    per question, as the map is searched state by state."""
    ctx = st.ctx
    cubes = ctx["cubes"]
    admitted = set(st.admitted)
    per_role = ctx["twelfth"] and ctx["regime"] == "single"
    slots = 1 if ctx["twelfth"] else 2

    def vacant(code: str) -> bool:
        if code not in admitted:
            return False
        placed = cubes.get(code)
        if not placed:
            return True
        taken = 0
        for cube in placed:
            if cube[0] == s:
                return False
            if not per_role or cube[1] == role:
                taken += 1
        return taken < slots
    return vacant


_MAINLAND: dict[frozenset, frozenset] = {}   # admitted states -> those joined to the originals


def mainland(st) -> frozenset[str]:
    """Admitted states joined by borders to the original states."""
    key = frozenset(st.admitted)
    found = _MAINLAND.get(key)
    if found is None:
        seen = set()
        stack = [c for c in key if STATE[c].original]
        while stack:
            code = stack.pop()
            if code in seen:
                continue
            seen.add(code)
            stack.extend(n for n in NEIGHBOURS[code] if n in key)
        found = _MAINLAND[key] = frozenset(seen)
    return found


def _detached_vacancies(st, vacant) -> list[str]:
    main = mainland(st)
    return [c for c in st.admitted if c not in main and vacant(c)]


def _nearest_to(st, home: str, vacant) -> list[str]:
    """Vacant states at the smallest distance from `home` over the map's borders. When
    no border leads to one (a home detached from the mainland, or the mainland full),
    every vacant state is as near as the next."""
    frontier, seen = [home], {home}
    while frontier:
        hits = [c for c in frontier if vacant(c)]
        if hits:
            return hits
        nxt = []
        for code in frontier:
            for n in NEIGHBOURS[code]:
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    return [c for c in st.admitted if vacant(c)]


def _cubes_of(cubes: dict, s: int) -> list[str]:
    """The states where `s` has a cube (at most one each)."""
    return [code for code, placed in cubes.items() for cube in placed if cube[0] == s]


def _blocked_by_opponents(st, s: int, home: str) -> bool:
    """Whether a running mate `s` whose home state is full was shut out of it by the
    other ticket in a two-party election after the 12th Amendment: there he may not
    fall back on his own candidate's cubes (Eleccion entre dos partidos post-12a,
    colocacion de cubos), only on the states detached from the mainland."""
    ctx = st.ctx
    if not ctx["twelfth"] or ctx["regime"] != "two":
        return False
    team = {int(p) for p, v in ctx["mate_of"].items() if v == s}
    team.add(s)
    return any(cube[0] not in team for cube in ctx["cubes"].get(home, ()))


def legal_placements(st, s: int, role: str) -> list[str]:
    cubes = st.ctx["cubes"]
    vacant = _vacancy_test(st, s, role)
    own = _cubes_of(cubes, s)
    if not own:
        home = HOME[s]
        if vacant(home):
            return [home]
        if role == "P":
            return _nearest_to(st, home, vacant)
        mates = [int(p) for p, v in st.ctx["mate_of"].items() if v == s]
        if _blocked_by_opponents(st, s, home):
            return _detached_vacancies(st, vacant)
        own = [code for p in mates for code in _cubes_of(cubes, p)]
        if not own:
            return _detached_vacancies(st, vacant)
    near = set()
    for code in own:
        near.update(n for n in NEIGHBOURS[code] if vacant(n))
    return sorted(near) if near else _detached_vacancies(st, vacant)


_NONE: list[str] = []   # no cubes (read-only)


def cube_index(st) -> tuple:
    """(the cubes map, states with a cube by statesman, states with at least 1 and 2 cubes,
    the same for each role, the states bordering a statesman's cubes by statesman, and
    the open states: the admitted states with no cube yet and with fewer than two, the
    same for each role): what `_vacancy_test` and `legal_placements` read off the map
    and the admitted states, kept through the placement (no state is admitted during an
    election). It is rebuilt when the map is a new one (a new election, a map set by hand)
    and brought up to date by `note_cube` as `_place_act`, the one procedure that puts
    cubes on the map, adds one. Not serialized; a clone shares it until either adds a
    cube (`note_cube` copies it first). `invariant_errors` compares it with a fresh
    `build_cube_index`."""
    cubes = st.ctx["cubes"]
    index = st._cube_index
    if index is None or index[0] is not cubes:
        index = st._cube_index = build_cube_index(cubes, st.admitted)
        st._cube_index_shared = False
    return index


def _empty_counts() -> dict:
    return {1: set(), 2: set()}


def _open_counts(admitted: list[str]) -> dict:
    return {1: set(admitted), 2: set(admitted)}


def build_cube_index(cubes: dict, admitted: list[str]) -> tuple:
    """`cube_index` computed from the map and the admitted states."""
    index = (cubes, {}, _empty_counts(), {"P": _empty_counts(), "V": _empty_counts()}, {},
             _open_counts(admitted), {"P": _open_counts(admitted), "V": _open_counts(admitted)})
    for code, placed in cubes.items():
        for k in range(len(placed)):
            _count_cube(index, code, placed, k)
    return index


def _count_cube(index: tuple, code: str, placed: list, k: int) -> None:
    """Count the k-th cube of a state in the index (a state that reaches 1 or 2 cubes, in
    all or of the cube's role, is no longer open for that count)."""
    s, role = placed[k]
    own = index[1].get(s)
    if own is None:
        index[1][s] = [code]
        index[4][s] = set(NEIGHBOURS[code])
    else:
        own.append(code)
        index[4][s].update(NEIGHBOURS[code])
    same = 1            # cubes of the role in the state, this one included
    if k:
        if k == 1:
            index[2][2].add(code)
            index[5][2].discard(code)
        for i in range(k):
            if placed[i][1] == role:
                same += 1
    else:
        index[2][1].add(code)
        index[5][1].discard(code)
    if same <= 2:
        index[3][role][same].add(code)
        index[6][role][same].discard(code)


def note_cube(st, code: str) -> None:
    """Count the cube just put last in `code` in a kept `cube_index` (copied first when a
    clone shares it)."""
    index = st._cube_index
    cubes = st.ctx["cubes"]
    if index is None or index[0] is not cubes:
        return
    if st._cube_index_shared:
        index = st._cube_index = (
            cubes, {s: codes[:] for s, codes in index[1].items()},
            {k: set(codes) for k, codes in index[2].items()},
            {role: {k: set(codes) for k, codes in counts.items()} for role, counts in index[3].items()},
            {s: set(codes) for s, codes in index[4].items()},
            {k: set(codes) for k, codes in index[5].items()},
            {role: {k: set(codes) for k, codes in counts.items()} for role, counts in index[6].items()})
        st._cube_index_shared = False
    placed = cubes[code]
    _count_cube(index, code, placed, len(placed) - 1)


def cube_index_errors(st) -> list[str]:
    """A kept `cube_index` that disagrees with the map."""
    index = st._cube_index
    if index is None or st.ctx.get("cubes") is not index[0]:
        return []
    fresh = build_cube_index(index[0], st.admitted)
    own = {s: sorted(codes) for s, codes in index[1].items()}
    if own != {s: sorted(codes) for s, codes in fresh[1].items()} or index[2:] != fresh[2:]:
        return ["the kept cube index disagrees with the map"]
    return []


def placements_now(st, s: int, role: str) -> tuple[list[str], list[str]]:
    """`legal_placements` (the same list) worked out from the `cube_index`, and the
    states where `s` has a cube (read-only): the placement loop asks both for every
    candidate in turn. The states where `s` may put a cube (those `_vacancy_test` finds
    vacant) are the open states of the election's rule less his own."""
    ctx = st.ctx
    index = cube_index(st)
    if not ctx["twelfth"]:
        opened = index[5][2]              # two places in each state
    elif ctx["regime"] == "single":
        opened = index[6][role][1]        # one place for each role
    else:
        opened = index[5][1]              # one place
    own = index[1].get(s, _NONE)
    bordering = index[4]
    if own:
        near = bordering[s] & opened      # the open states bordering his cubes...
        near.difference_update(own)       # ...but his own
        if near:
            return sorted(near), own
        return _detached_vacancies(st, opened.difference(own).__contains__), own
    vacant = opened.__contains__          # (he has no cube to leave out)
    home = HOME[s]
    if home in opened:
        return [home], own
    if role == "P":
        return _nearest_to(st, home, vacant), own
    if _blocked_by_opponents(st, s, home):
        return _detached_vacancies(st, vacant), own
    # A running mate without cubes spreads from his candidates' cubes.
    placed = [bordering[int(p)] for p, v in ctx["mate_of"].items() if v == s
              and int(p) in bordering]
    near = opened & set().union(*placed) if placed else None
    return (sorted(near) if near else _detached_vacancies(st, vacant)), own


def _next_placer(st) -> bool:
    """Go round the placement order to the next candidate who can place a cube (True),
    passing those who cannot; False when a whole round placed none."""
    ctx = st.ctx
    status, stuck = st.status, ctx["stuck"]
    while True:
        queue, qi = ctx["queue"], ctx["qi"]
        if qi >= len(queue):
            if not ctx["placed"]:
                return False
            ctx["round"] += 1
            queue = ctx["queue"] = [list(c) for c in ctx["order"]]
            qi = ctx["qi"] = 0
            ctx["placed"] = False
        entry = queue[qi]
        s, role = entry
        if status[s] == 1:   # a candidate who died places no more cubes
            if entry not in stuck:
                found, own = placements_now(st, s, role)
                if found:
                    st._step_memo = ("place", s, role, found)   # asked again for the legal ids
                    return True
                if role == "P" or own:
                    # Places only fill up, so he can place no more in this election (a
                    # running mate without cubes may, once his candidate spreads further).
                    stuck.append(entry)
            st.add_event(CANNOT_PLACE[s])
        ctx["qi"] = qi + 1


def _can_defer(st, s, role) -> bool:
    """La eleccion (colocacion inicial), in every kind of election: the first placer of
    a role may put his first cube after every other initial cube of that role."""
    ctx = st.ctx
    # (The cheapest questions first: only the first round.)
    if ctx["round"] != 1 or [s, role] in ctx["deferred"]:
        return False
    same = [c for c in ctx["order"] if c[1] == role]
    if len(same) < 2 or same[0] != [s, role]:
        return False
    return ctx["qi"] < max(i for i, c in enumerate(ctx["queue"]) if c[1] == role)


def _place_seat(st) -> int:
    return st.owner[st.ctx["queue"][st.ctx["qi"]][0]]


def _place_ids(st, seat):
    s, role = st.ctx["queue"][st.ctx["qi"]]
    memo = st._step_memo
    if memo is not None and memo[0] == "place" and memo[1] == s and memo[2] == role:
        found = memo[3]
    else:
        found = placements_now(st, s, role)[0]
    # Sorted as the step promises ("defer" sorts before every "place:..."; the ids of
    # the states sort as their codes do).
    ids = list(map(PLACE_ID.__getitem__, sorted(found)))
    if _can_defer(st, s, role):
        ids.insert(0, "defer")
    return ids


def _place_act(st, seat, action_id):
    ctx = st.ctx
    s, role = ctx["queue"][ctx["qi"]]
    if action_id == "defer":
        # The first placer of a kind may wait until the other initial cube of that kind.
        entry = ctx["queue"].pop(ctx["qi"])
        last = max(i for i, c in enumerate(ctx["queue"]) if c[1] == role)
        ctx["queue"].insert(last + 1, entry)
        ctx["deferred"].append(entry)
        st.add_event(DEFERRED[SLUG[s]])
        return next_placer_at_once(st)
    code = PLACE_CODE[action_id]
    ctx["cubes"].setdefault(code, []).append([s, role])
    note_cube(st, code)
    ctx["placed"] = True
    ctx["qi"] += 1
    st.add_event(CUBE_PLACED[s, code])
    return next_placer_at_once(st)


def next_placer_at_once(st) -> bool:
    """After a cube (or a deferral), ask the next candidate who can place one, as
    `advance` would through `resume` (no card interruption pending): the fast path of
    the placement. False when the placement is over (or the game is): then `advance`
    runs, and `_next_placer`, asked again, changes nothing more."""
    if st.over or st.stack:
        return False
    st._step_memo = None
    if _next_placer(st):
        st.step = "place"
        seat = st.owner[st._step_memo[1]]   # _place_seat: the placer _next_placer found
        if seat >= 0:
            st._decision = STEPS["place"].decisions[seat]   # what `decision` would build
        return True
    return False


# --- counting --------------------------------------------------------------------------------------
def state_votes(st, code: str) -> int:
    value = STATE[code].votes[st.era]
    return value // 2 if code in st.divides else value


def tally(st) -> dict[int, int]:
    totals: dict[int, int] = {c[0]: 0 for c in st.ctx["order"]}
    for code, cubes in st.ctx["cubes"].items():
        for s, _role in cubes:
            totals[s] = totals.get(s, 0) + state_votes(st, code)
    return totals


def available_votes(st) -> int:
    return sum(state_votes(st, c) for c in st.admitted)


def _ranked(totals: dict[int, int], pool) -> list[int]:
    return sorted(pool, key=lambda s: -totals[s])


def _first_three(totals: dict[int, int], ranked: list[int]) -> list[int]:
    """The candidates a tie-break keeps (Desempate): from fourth place on they drop out,
    and candidates tied for a place share it, so a tie for third keeps them all."""
    return [s for s in ranked if sum(totals[o] > totals[s] for o in ranked) < 3]


def _count(st) -> None:
    """Count the electoral votes; only living candidates can be elected (the cubes of a
    candidate who died stay where they are but count for nobody)."""
    ctx = st.ctx
    totals = tally(st)
    ctx["totals"] = {str(k): v for k, v in totals.items()}
    ctx["counted_divides"] = list(st.divides)
    living = [c for c in ctx["order"] if st.status[c[0]] == 1]
    st.emit("election_totals", "determinar al ganador",
            totals={SLUG[k]: v for k, v in totals.items()})
    majority = available_votes(st) / 2
    ctx["results"] = {}
    ctx["contests"] = []
    if not living:
        ctx["stage"] = "done"
        return
    if ctx["twelfth"] and ctx["regime"] == "two":
        teams, tickets = {}, []
        for p in ctx["pres"]:
            if st.status[p] != 1:
                continue
            mate = ctx["mate_of"].get(str(p))
            alive = mate is not None and st.status[mate] == 1
            teams[p] = totals.get(p, 0) + (totals.get(mate, 0) if alive else 0)
            tickets.append([SLUG[p], SLUG[mate] if alive else "", teams[p]])
        if not teams:
            ctx["stage"] = "done"
            return
        # Running mates are elected as a team: the totals that decide are the tickets'.
        st.emit("ticket_totals", "determinar al ganador", tickets=tickets)
        ranked = sorted(teams, key=lambda p: -teams[p])
        if len(ranked) > 1 and teams[ranked[0]] == teams[ranked[1]]:
            ctx["contests"].append({"office": "team", "cands": ranked[:2], "places": 1})
        else:
            ctx["results"]["president"] = ranked[0]
    elif ctx["twelfth"]:
        for office, role in (("president", "P"), ("vp", "V")):
            pool = _ranked(totals, [c[0] for c in living if c[1] == role])
            if not pool:
                continue
            top = pool[0]
            clear = (len(pool) == 1 or totals[top] > totals[pool[1]]) and totals[top] > majority
            if clear:
                ctx["results"][office] = top
            else:
                ctx["contests"].append({"office": office, "cands": _first_three(totals, pool),
                                        "places": 1})
    else:
        pool = _ranked(totals, list(dict.fromkeys(c[0] for c in living)))
        top = pool[0]
        need_majority = ctx["regime"] == "single"
        clear = (len(pool) == 1 or totals[top] > totals[pool[1]]) and (
            not need_majority or totals[top] > majority)
        if not clear:
            ctx["contests"].append({"office": "both", "cands": _first_three(totals, pool),
                                    "places": 2})
        else:
            ctx["results"]["president"] = top
            rest = pool[1:]
            if rest:
                if len(rest) > 1 and totals[rest[0]] == totals[rest[1]]:
                    tied = [s for s in rest if totals[s] == totals[rest[0]]]
                    ctx["contests"].append({"office": "vp", "cands": tied, "places": 1})
                else:
                    ctx["results"]["vp"] = rest[0]
    _next_contest(st)


def _next_contest(st) -> None:
    ctx = st.ctx
    if not ctx["contests"]:
        ctx["stage"] = "done"
        return
    contest = ctx["contests"][0]
    contest["states_left"] = sorted({HOME[s] for s in st.in_play() if HOME[s] in st.admitted})
    contest["voters"] = []
    contest["vi"] = 0
    contest["state_votes"] = {}
    ctx["stage"] = "tiebreak"
    st.emit("tiebreak_started", "desempate", candidates=[SLUG[c] for c in contest["cands"]])


def _state_voters(st, code: str) -> list[int]:
    """The statesmen from `code` still in play, in the usual voting order: clockwise from
    the president's left, each faction's oldest first."""
    president = st.president_seat()
    seats = st.clockwise_from(president) if president >= 0 else range(st.n)
    return [s for seat in seats for s in sorted(st.statesmen_of(seat), key=AGE.__getitem__)
            if HOME[s] == code]


def _states_still_to_vote(st) -> list[str]:
    """The states not yet polled in the tie-break that still have a statesman in play (a
    state without one is not counted: Desempate)."""
    contest = st.ctx["contests"][0]
    contest["states_left"] = [c for c in contest["states_left"] if _state_voters(st, c)]
    return contest["states_left"]


def _open_state_vote(st, code: str) -> None:
    contest = st.ctx["contests"][0]
    contest["states_left"].remove(code)
    contest["voters"] = _state_voters(st, code)
    contest["vi"] = 0
    st.emit("tiebreak_state", "desempate", state=STATE[code].name)


def _tb_state_ids(st, seat):
    return [f"tbstate:{code}" for code in st.ctx["contests"][0]["states_left"]]


def _tb_state_act(st, seat, action_id):
    """The president decides the order in which the states vote (Desempate)."""
    _open_state_vote(st, action_id.split(":")[1])


def _next_tiebreak_voter(st) -> bool:
    """The next statesman to cast his tie-break votes; one who died before his turn casts
    none (votes already cast stand, as in Congress under Muerte 7)."""
    contest = st.ctx["contests"][0]
    while contest["vi"] < len(contest["voters"]) and st.status[contest["voters"][contest["vi"]]] != 1:
        contest["vi"] += 1
    return contest["vi"] < len(contest["voters"])


def _tb_seat(st) -> int:
    contest = st.ctx["contests"][0]
    return st.owner[contest["voters"][contest["vi"]]]


def _tb_ids(st, seat):
    return [f"tb:{SLUG[c]}" for c in st.ctx["contests"][0]["cands"]]


def _tb_act(st, seat, action_id):
    """Each statesman casts his congress votes in his home state for any nominee in the
    tie-break (Desempate)."""
    contest = st.ctx["contests"][0]
    s = contest["voters"][contest["vi"]]
    choice = SID[action_id.split(":")[1]]
    per_state = contest["state_votes"].setdefault(HOME[s], {})
    votes = VOTES[s] + st.bonus_votes[s]
    per_state[str(choice)] = per_state.get(str(choice), 0) + votes
    contest["vi"] += 1
    st.add_event(TIEBREAK_VOTE[s, choice, votes])


def states_won(contest) -> dict[int, int]:
    won = {c: 0 for c in contest["cands"]}
    for votes in contest["state_votes"].values():
        best = max(votes.values())
        leaders = [int(c) for c, v in votes.items() if v == best]
        if len(leaders) == 1:
            won[leaders[0]] += 1
    return won


def _finish_tiebreak(st) -> None:
    contest = st.ctx["contests"][0]
    won = states_won(contest)
    contest["won"] = {str(k): v for k, v in won.items()}
    contest["ranking"] = []
    for code, votes in contest["state_votes"].items():
        best = max(votes.values())
        leaders = [int(c) for c, v in votes.items() if v == best]
        tally = ", ".join(f"{PERSON_NAME_OF[int(c)]} {v}" for c, v in votes.items())
        if len(leaders) == 1:
            st.emit("tiebreak_state_won", "desempate", state=code, candidate=SLUG[leaders[0]],
                    tally=tally)
        else:
            st.emit("tiebreak_state_tied", "desempate", state=code, tally=tally)
    st.emit("tiebreak_states", "desempate", won={SLUG[k]: v for k, v in won.items()})
    _rank_contest(st)


def _rank_contest(st) -> None:
    """Fill the contest's places by states won; ties go to the chief justice's choice,
    then popularity, then age."""
    ctx = st.ctx
    contest = ctx["contests"][0]
    won = {int(k): v for k, v in contest["won"].items()}
    while len(contest["ranking"]) < min(contest["places"], len(contest["cands"])):
        rest = [c for c in contest["cands"] if c not in contest["ranking"]]
        best = max(won[c] for c in rest)
        tied = [c for c in rest if won[c] == best]
        if len(tied) > 1 and st.office("justice") >= 0:
            contest["cj_pool"] = tied
            ctx["stage"] = "cj"
            return
        tied.sort(key=lambda c: (-st.popularity(c), AGE[c]))
        contest["ranking"].append(tied[0])
    _settle_contest(st)


def _settle_contest(st) -> None:
    ctx = st.ctx
    contest = ctx["contests"].pop(0)
    ranking = contest["ranking"]
    if contest["office"] == "team":
        ctx["results"]["president"] = ranking[0]
    elif contest["office"] == "both":
        ctx["results"]["president"] = ranking[0]
        if len(ranking) > 1:
            ctx["results"]["vp"] = ranking[1]
    else:
        ctx["results"][contest["office"]] = ranking[0]
    _next_contest(st)


def _cj_ids(st, seat):
    return [f"cj:{SLUG[c]}" for c in st.ctx["contests"][0]["cj_pool"]]


def _cj_act(st, seat, action_id):
    contest = st.ctx["contests"][0]
    contest["ranking"].append(SID[action_id.split(":")[1]])
    contest.pop("cj_pool")
    st.ctx["stage"] = "rank"


# --- taking office -------------------------------------------------------------------------------
def _take_office(st) -> None:
    ctx = st.ctx
    results = ctx["results"]
    if ctx["twelfth"] and ctx["regime"] == "two" and "president" in results:
        mate = ctx["mate_of"].get(str(results["president"]))
        if mate is not None and st.status[mate] == 1:
            results["vp"] = mate
    old = st.president()
    new_p = results.get("president", -1)
    new_v = results.get("vp", -1)
    if new_p >= 0:
        for s, office in ((new_p, "president"), (new_v, "vp")):
            if s < 0:
                continue
            held = st.office_of(s)
            if held and held != office:
                st.set_office(held, -1)
                if held in APPOINTED and held not in st.elected_away:
                    st.elected_away.append(held)
        st.set_office("president", new_p)
        st.set_office("vp", new_v if new_v != new_p else -1)
        st.elected[new_p] += 1
        st.pop[new_p] += OFFICES["president"].pop
        # A defeated president elected vice president retires at once and leaves the
        # office vacant (Presidentes jubilados), so he never takes its popularity.
        retiring = old if old >= 0 and old != new_p and st.status[old] == 1 else -1
        if new_v >= 0 and new_v not in (new_p, retiring):
            st.pop[new_v] += OFFICES["vp"].pop
        st.emit("elected", "implementacion del resultado", president=SLUG[new_p],
                vp=SLUG[new_v] if new_v >= 0 else "")
        if retiring >= 0:
            retire(st, retiring)
    # A state divided after the count waits for the next election.
    counted = ctx.get("counted_divides", [])
    st.divides = [code for code in st.divides if code not in counted]
    st.ctx = {}
    from .issues import deck_exhausted
    if st.final_turn or deck_exhausted(st):
        st.end_game("issues_exhausted")
    else:
        st.phase = "people"
        from .people import start_people_phase
        start_people_phase(st)


def retire(st, s: int) -> None:
    """A defeated or term-limited president scores his popularity cubes and leaves play
    (Presidentes jubilados); an office he won falls vacant."""
    seat = st.owner[s]
    office = st.office_of(s)
    if office:
        st.set_office(office, -1)
    st.vp[seat] += st.pop[s]
    st.add_event(RETIRED[SLUG[s], st.pop[s]])
    st.pop[s] = 0
    st.ip_on[s] = 0
    st.bonus_votes[s] = 0
    st.set_standing(s, 2, -1)
    if st.faction_leader[seat] == s:
        st.faction_leader[seat] = -1


step("run", one(_run_seat), lambda st, s: ["run", "stand_aside"], _run_act)
step("mate", one(_mate_seat), _mate_ids, _mate_act)
step("mate_accept", one(_accept_seat), lambda st, s: ["accept", "decline"], _accept_act)
step("place", one(_place_seat), _place_ids, _place_act, ordered=True)
step("tb_state", one(lambda st: st.president_seat()), _tb_state_ids, _tb_state_act)
step("tiebreak", one(_tb_seat), _tb_ids, _tb_act)
step("cj_pick", one(lambda st: st.owner[st.office("justice")]), _cj_ids, _cj_act)
