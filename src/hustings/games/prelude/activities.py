"""Spending activity points (9.0): mobilization (9.1), organizations (9.2), the call to
calm (9.3), volunteer corps (9.4) and the special actions (9.5, in specials.py).

The AP step is the turn machine's stage AP (a card played for its AP: the actor, points
left in state.ap_left, mode in state.ap_mode) or, when a card's event gives AP, a queued
step ["ap", faction, points left, mode, card]; both go through ap_listing and spend_ap.
Mode 2 allows mobilization only (card 130). A failed organization check bars the player
who failed it from organizations for the rest of the action round (state.org_barred, the
round's context: bit 1 the Patriote, bit 2 the Loyal)."""

from __future__ import annotations

from operator import itemgetter

from . import content as C
from .board_rules import IS_RURAL, add_cubes, box_cost, mobilization_cost, score_vp
from .effects import spirit_event
from .mob_costs import BIT, MOB_IDS, MOB_ORDER, ONE_MORE, add_affordable_ids, add_patriote_card_ids
from .names import DISTRICT_NAMES, FACTION_NAMES
from .ops import automatic, by_first_arg, decided
from .shared_events import MOBILIZED, mobilized, shared
from .specials import listed_specials, start_special

KEYS = tuple(d.key for d in C.DISTRICTS)
ORG_IDS = tuple(f"org:{n}" for n in range(20))
VOL_IDS = tuple(f"vol:{n}" for n in range(20))
MOB_DISTRICT = {mob_id: d for d, mob_id in enumerate(MOB_IDS)}
rural_values = itemgetter(*C.RURAL)     # a faction's org list, its rural districts only
CALM_COST = tuple(turn.calm_cost for turn in C.TURNS)
# The amounts 2..left of an organization or volunteer step, in id order.
ORG_SORTED = tuple(tuple(sorted(ORG_IDS[2:left + 1])) for left in range(len(ORG_IDS)))
VOL_SORTED = tuple(tuple(sorted(VOL_IDS[2:left + 1])) for left in range(len(VOL_IDS)))


# Card flags changing the Patriote's mobilization costs (cards 56, 68, 107: box_cost), and
# those with the one for card 77's penalty, which the plain mobilization step leaves out.
COST_FLAGS = frozenset(("papineau", "beyond", "family"))
FAST_MOB_FLAGS = COST_FLAGS | {"forbid"}


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
    """9.2.1: a city of urban_org_sites(f) without an organization, or, once the cities
    have theirs (Montréal always among them), a rural district without one."""
    org = state.org[f]
    if not org[C.MONTREAL] or (f == 1 and not org[C.QUEBEC]):
        return True
    # Montréal is organized: a zero elsewhere but in Québec is a rural district without one
    return org.count(0) > (org[C.QUEBEC] == 0)


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
    return f == 0 and state.flags.get("family") == 2 and (state.family_credit or 0) > 0


def ap_ids(state, op) -> list[str]:
    """The ids of a queued AP step: ap_listing."""
    return ap_listing(state, op[1], op[2], op[3])


def ap_listing(state, f: int, left: int, mode: int) -> list[str]:
    """The ids of the AP step of f with `left` AP in `mode`, built in sorted order: calm,
    done, mob:*, org:* (9.2), sa:* (9.5) and vol:* (9.4)."""
    flags = state.flags
    mobilize_only = mode == 2     # card 130: AP for mobilization alone
    if (f == 0 and not mobilize_only and not state.calm and CALM_COST[state.turn] <= left
            and "calm_done" not in flags):      # card flags are only ever set to 1 or 2
        ids = ["calm", "done"]
    else:
        ids = ["done"]
    if C.CUBE_SUPPLY[f] > state.cubes_out[f]:     # a cube left in the supply
        if f == 0 and flags and not COST_FLAGS.isdisjoint(flags):
            if "family" in flags:       # card 107, perhaps with its credit
                free = family_credit(state, f)
                for d in MOB_ORDER:
                    cost = box_cost(state, f, d)
                    if cost and (cost <= left or (free and IS_RURAL[d])):
                        ids.append(MOB_IDS[d])
            else:       # cards 56 and 68: what the loop above would list then
                add_patriote_card_ids(ids, state, left)
        else:   # the common case: no card effect changes these costs
            add_affordable_ids(ids, state, f, left)
    if mobilize_only:
        return ids
    if left >= 2 and not (state.org_barred or 0) >> f & 1 and can_organize(state, f):
        ids += ORG_SORTED[left]
    if not state.sa_turn[f]:    # one special action a turn (9.5)
        ids += listed_specials(state, f, left)
    if (left >= 2 and f == 1 and state.spirit >= 8 and state.vols < 5
            and 1 in rural_values(state.org[1])):     # volunteer_targets(state) is not empty
        ids += VOL_SORTED[left]
    return ids


@decided("ap", "spend_ap", by_first_arg, ap_ids, ordered=True)
def choose_ap(state, op, action_id):
    """A queued AP step: spend_ap, then the step again with the AP left if it goes on,
    behind the steps the choice started."""
    _, f, left, mode, card = op
    state.queue.pop(0)
    goes_on, left, follow = spend_ap(state, f, left, mode, action_id)
    if goes_on:
        state.queue.insert(0, ["ap", f, left, mode, card])
    state.push(follow)


def spend_ap(state, f: int, left: int, mode: int, action_id: str) -> tuple[bool, int, list]:
    """9.0: one choice of f's AP step with `left` AP: a mobilization, an organization or
    volunteer corps (their target and check follow), the call to calm, a special action,
    or done. Returns whether the step goes on, the AP left, and the steps the choice
    starts, which come before the step goes on."""
    d = MOB_DISTRICT.get(action_id)
    if d is not None:
        left = mobilize(state, f, d, left)
        return left > 0 or family_credit(state, f), left, []
    if action_id == "done":
        return False, left, []
    follow: list[list] = []
    verb, _, rest = action_id.partition(":")
    if verb in ("org", "vol"):
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
    return left > 0 or family_credit(state, f), left, follow


def mobilize(state, f: int, d: int, left: int) -> int:
    """9.1: one cube of f in d for its box's cost (free under card 107's credit); returns
    the AP left. (plain_mobilization is its common case.)"""
    if family_credit(state, f) and IS_RURAL[d]:
        state.family_credit -= 1
        cost = 0
    else:
        cost = mobilization_cost(state, f, d)
        if f == 0 and state.flags.get("family") == 2 and IS_RURAL[d]:
            state.family_credit = (state.family_credit or 0) + 1
    add_cubes(state, f, d, 1)
    state.log.append(mobilized(f, d, cost))
    gosford_forbids(state, f, cost)
    return left - cost


def plain_mobilization(state, f: int, action_id: str) -> int:
    """What mobilize() does for a `mob:` id of f when no card changes the costs or
    charges for them (cards 56, 68, 77, 107), with the cost read from the kept costs
    (box_cost's plain rule, mob_costs.py). The id is legal, so a cube is in the supply
    and the box is free and affordable: add_cubes would add exactly this one, and what
    its refresh_control then changes is read from the table of one cube more
    (mob_costs.ONE_MORE). Returns the AP spent, or -1 when it does not apply (nothing
    done); the AP step then goes on exactly when AP are left (no card 107 credit)."""
    d = MOB_DISTRICT.get(action_id)
    if d is None:
        return -1
    if f == 0:
        flags = state.flags
        if flags and not FAST_MOB_FLAGS.isdisjoint(flags):
            return -1
    costs = state.mob_cost
    cost = costs[f * 26 + d]
    mine = state.mv[f]
    own_cost_at, own_cost, other_cost_at, other_cost, flips, before, after = \
        ONE_MORE[f][d][mine[d]][state.mv[1 - f][d]]
    mine[d] += 1
    state.cubes_out[f] += 1
    costs[own_cost_at] = own_cost
    costs[other_cost_at] = other_cost
    if flips:
        masks = state.mob_mask
        bit = BIT[d]
        for k in flips:
            masks[k] ^= bit
    if before != after:     # control changes hands (refresh_control)
        counts = state.nrc if IS_RURAL[d] else state.nuc
        if before >= 0:
            counts[before] -= 1
        if after >= 0:
            counts[after] += 1
        state.ctrl[d] = after
    state.log.append(MOBILIZED[f][d][cost])
    return cost


def gosford_forbids(state, f: int, cost: int) -> None:
    """Card 77: while in force, every 4 AP of Patriote mobilization in one action round
    gives the Loyal player 1 VP."""
    if f != 0 or not state.flags.get("forbid") or not cost:
        return
    spent = state.mob_spent or 0
    state.mob_spent = spent + cost
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
    """["org_barred", faction] 9.2: after a failed organization check, that player makes
    no more attempts this action round; the other player is not barred."""
    f = op[1] if len(op) > 1 else state.actor     # a step saved before it named the faction
    state.org_barred = (state.org_barred or 0) | 1 << f


@automatic("vol_made")
def run_vol_made(state, op):
    """9.4: flip the organization, roll for the spirit, 1 VP to war readiness."""
    d = op[1]
    state.org[1][d] = 2
    state.vols += 1
    roll = state.rng.die()
    state.emit("volunteers", "prelude 9.4", district=DISTRICT_NAMES[d], roll=roll)
    if roll >= 4:
        before = state.spirit
        state.spirit = min(15, before + 1)
        state.log.append(spirit_event(state.spirit - before, state.spirit))
    state.wr[1] += 1
    state.emit("war_readiness", "prelude 6.1", faction=FACTION_NAMES[1], vp=1)


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
    state.log.append(shared("organize", "prelude 9.2", ("faction", "district", "ap"),
                            (FACTION_NAMES[f], DISTRICT_NAMES[d], n)))
    state.push([["check", f, d, bonus, [["org_made", f, d]], [["org_barred", f]]]])


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
