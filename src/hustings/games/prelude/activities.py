"""Spending activity points (9.0): mobilization (9.1), organizations (9.2), the call to
calm (9.3), volunteer corps (9.4) and the special actions (9.5, in specials.py).

The pending step is ["ap", faction, points left, mode, card]; mode 2 allows mobilization
only (card 130). A failed organization check bars organizations for the rest of the action
round (kept in the round's context)."""

from __future__ import annotations

from . import content as C
from .board_rules import IS_RURAL, add_cubes, box_cost, mobilization_cost, score_vp, supply
from .names import DISTRICT_NAMES, FACTION_NAMES
from .ops import automatic, by_first_arg, decided
from .specials import special_ids, start_special

KEYS = tuple(d.key for d in C.DISTRICTS)
MOB_IDS = tuple("mob:" + k for k in KEYS)
BOXES = C.BOXES
ORG_IDS = tuple(f"org:{n}" for n in range(20))
VOL_IDS = tuple(f"vol:{n}" for n in range(20))


def organization_targets(state, f: int) -> list[str]:
    """9.2: cities first (the Patriote Montréal only); rural districts once an urban
    organization exists, affiliated to one of them (named when there are two)."""
    org = state.org[f]
    ids = [f"orgat:{KEYS[u]}" for u in urban_org_sites(f) if not org[u]]
    urban_orgs = [u for u in C.URBAN if org[u]]
    if urban_orgs:
        for d in C.RURAL:
            if org[d]:
                continue
            if len(urban_orgs) == 1:
                ids.append(f"orgat:{KEYS[d]}")
            else:
                ids.extend(f"orgat:{KEYS[d]}:{KEYS[u]}" for u in urban_orgs)
    return ids


def can_organize(state, f: int) -> bool:
    org = state.org[f]
    if any(not org[u] for u in urban_org_sites(f)):
        return True
    return any(org[u] for u in C.URBAN) and not all(org[d] for d in C.RURAL)


def volunteer_targets(state) -> list[str]:
    """9.4: Loyal rural organizations where no corps was raised yet."""
    return [f"volat:{KEYS[d]}" for d in C.RURAL if state.org[1][d] == 1]


def urban_org_bonus(state, f: int, urban: int) -> int:
    """9.2.2 step 4: +1 for MV 6-10 in the affiliated city, +2 for 11 or more."""
    mv = state.mv[f][urban]
    return 2 if mv >= 11 else (1 if mv >= 6 else 0)


def urban_org_sites(f: int) -> tuple[int, ...]:
    """9.2.1: the Patriote may organize only Montréal; the Loyal both cities."""
    return (C.MONTREAL,) if f == 0 else (C.MONTREAL, C.QUEBEC)


def family_credit(state, f: int) -> bool:
    return f == 0 and state.flags.get("family") == 2 and state.ctx.get("family_credit", 0) > 0


def ap_ids(state, op) -> list[str]:
    _, f, left, mode, _card = op
    ids = ["done"]
    free = family_credit(state, f)
    mobilize_only = mode == 2     # card 130: AP for mobilization alone
    if supply(state, f) > 0:
        flags = state.flags
        if f == 0 and (flags.get("papineau") or flags.get("beyond") or flags.get("family")):
            for d in range(26):
                cost = box_cost(state, f, d)
                if cost and (cost <= left or (free and IS_RURAL[d])):
                    ids.append(MOB_IDS[d])
        else:   # the common case, inlined: no card effect changes these costs
            mine, theirs, extra = state.mv[f], state.mv[1 - f], C.EXTRA[f]
            for d in range(26):
                m = mine[d]
                if m >= BOXES[d]:
                    continue
                e = extra[d][m]
                if IS_RURAL[d]:
                    cost = e if (e and m < theirs[d]) else 1 + e
                else:
                    cost = 2 + e
                if cost <= left:
                    ids.append(MOB_IDS[d])
    if mobilize_only:
        return ids
    if left >= 2:
        amounts = range(2, left + 1)
        if not state.ctx.get("org_barred") and can_organize(state, f):
            ids.extend(ORG_IDS[n] for n in amounts)
        if f == 1 and state.spirit >= 8 and state.vols < 5 and volunteer_targets(state):
            ids.extend(VOL_IDS[n] for n in amounts)
    if f == 0 and not state.calm and not state.flags.get("calm_done"):
        if C.TURNS[state.turn].calm_cost <= left:
            ids.append("calm")
    ids.extend(special_ids(state, f, left))
    return ids


@decided("ap", "spend_ap", by_first_arg, ap_ids)
def choose_ap(state, op, action_id):
    _, f, left, mode, card = op
    state.queue.pop(0)
    if action_id == "done":
        return
    follow: list[list] = []
    verb, _, rest = action_id.partition(":")
    if verb == "mob":
        d = C.DISTRICT_INDEX[rest]
        if family_credit(state, f) and IS_RURAL[d]:
            state.ctx["family_credit"] -= 1
            cost = 0
        else:
            cost = mobilization_cost(state, f, d)
            if f == 0 and state.flags.get("family") == 2 and IS_RURAL[d]:
                state.ctx["family_credit"] = state.ctx.get("family_credit", 0) + 1
        add_cubes(state, f, d, 1)
        state.emit("mobilize", "prelude 9.1", faction=FACTION_NAMES[f], district=DISTRICT_NAMES[d], cost=cost)
        gosford_forbids(state, f, cost)
        left -= cost
    elif verb in ("org", "vol"):
        n = int(rest)
        left -= n
        follow.append([verb + "_target", f, n])
    elif verb == "calm":
        left -= C.TURNS[state.turn].calm_cost
        state.calm = 1
        state.flags["calm_done"] = 1
        state.emit("call_to_calm", "prelude 9.3")
    elif verb == "sa":
        cost, ops = start_special(state, f, rest)
        left -= cost
        follow.extend(ops)
    if left > 0 or family_credit(state, f):
        state.push([["ap", f, left, mode, card]])
    state.push(follow)


def gosford_forbids(state, f: int, cost: int) -> None:
    """Card 77: while in force, every 4 AP of Patriote mobilization in one action round
    gives the Loyal player 1 VP."""
    if f != 0 or not state.flags.get("forbid") or not cost:
        return
    spent = state.ctx.get("mob_spent", 0)
    state.ctx["mob_spent"] = spent + cost
    gained = (spent + cost) // 4 - spent // 4
    if gained:
        score_vp(state, 1, gained)
        state.emit("forbidden_meetings", "prelude 12.0", vp=gained)


@automatic("org_made")
def run_org_made(state, op):
    """9.2: a successful check places the organization and moves the O marker."""
    _, f, d = op
    state.org[f][d] = 1
    state.orgs[f] += 1 if IS_RURAL[d] else 2
    state.emit("org_created", "prelude 9.2", faction=FACTION_NAMES[f], district=DISTRICT_NAMES[d])


@automatic("org_barred")
def run_org_barred(state, op):
    """9.2: after a failed organization check, no more attempts this action round."""
    state.ctx["org_barred"] = 1


@automatic("vol_made")
def run_vol_made(state, op):
    """9.4: flip the organization, roll for the spirit, 1 VP to war readiness."""
    d = op[1]
    state.org[1][d] = 2
    state.vols += 1
    roll = state.rng.die()
    if roll >= 4:
        state.spirit = min(15, state.spirit + 1)
    state.wr[1] += 1
    state.emit("volunteers", "prelude 9.4", district=DISTRICT_NAMES[d], roll=roll)


def _org_targets(state, op):
    return organization_targets(state, op[1])


@decided("org_target", "organization_target", by_first_arg, _org_targets)
def choose_org_target(state, op, action_id):
    """9.2.2 steps 2-4: the target (and its urban affiliation), then the check."""
    _, f, n = op
    parts = action_id.split(":")
    d = C.DISTRICT_INDEX[parts[1]]
    bonus = n
    if IS_RURAL[d]:
        urban = C.DISTRICT_INDEX[parts[2]] if len(parts) > 2 else next(
            u for u in C.URBAN if state.org[f][u])
        bonus += urban_org_bonus(state, f, urban)
    state.queue.pop(0)
    state.emit("organize", "prelude 9.2", faction=FACTION_NAMES[f], district=DISTRICT_NAMES[d], ap=n)
    state.push([["check", f, d, bonus, [["org_made", f, d]], [["org_barred"]]]])


def _vol_targets(state, op):
    return volunteer_targets(state)


@decided("vol_target", "volunteer_target", by_first_arg, _vol_targets)
def choose_vol_target(state, op, action_id):
    """9.4: the check in the chosen district, with the AP committed as its bonus."""
    _, f, n = op
    d = C.DISTRICT_INDEX[action_id.split(":")[1]]
    state.queue.pop(0)
    state.emit("recruit", "prelude 9.4", district=DISTRICT_NAMES[d], ap=n)
    state.push([["check", f, d, n, [["vol_made", d]], []]])
