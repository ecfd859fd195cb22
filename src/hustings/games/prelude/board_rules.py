"""Cubes, control and the advantage markers that follow control (prelude 1.1, 5.1, 5.2,
5.4, 9.1)."""

from __future__ import annotations

from . import content as C
from .mob_costs import refresh_costs

RC, ORG, EI, UC = 0, 1, 2, 3
LIMITS = tuple(t.limit for t in C.TRACK_DATA)
LABELS = tuple(tuple(t.labels) for t in C.TRACK_DATA)
IS_RURAL = tuple(d.kind == "rural" for d in C.DISTRICTS)


def controller(state, d: int) -> int:
    """1.1: the faction with the higher mobilization value, or -1 on a tie."""
    p, lo = state.mv[0][d], state.mv[1][d]
    return 0 if p > lo else (1 if lo > p else -1)


def refresh_control(state, d: int) -> None:
    """Re-derive control of `d` after its cubes changed; the rural and urban advantage
    markers follow (5.1, 5.4), and so do the kept mobilization costs (mob_costs.py)."""
    mv = state.mv
    p, lo = mv[0][d], mv[1][d]
    refresh_costs(state, d, p, lo)
    new = 0 if p > lo else (1 if lo > p else -1)     # controller(), inlined
    old = state.ctrl[d]
    if new == old:
        return
    counts = state.nrc if IS_RURAL[d] else state.nuc
    if old >= 0:
        counts[old] -= 1
    if new >= 0:
        counts[new] += 1
    state.ctrl[d] = new


def supply(state, f: int) -> int:
    """The cubes of f not on the board: the supply less the kept count of cubes out."""
    return C.CUBE_SUPPLY[f] - state.cubes_out[f]


def add_cubes(state, f: int, d: int, n: int) -> int:
    """Add up to `n` cubes of `f` in `d`, bottom up, ignoring extra costs (3.2); limited by
    the free boxes and the cubes left in the supply. Returns how many went in."""
    n = min(n, C.BOXES[d] - state.mv[f][d], C.CUBE_SUPPLY[f] - state.cubes_out[f])
    if n > 0:
        state.mv[f][d] += n
        state.cubes_out[f] += n
        refresh_control(state, d)
    return max(n, 0)


def remove_cubes(state, f: int, d: int, n: int) -> int:
    n = min(n, state.mv[f][d])
    if n > 0:
        state.mv[f][d] -= n
        state.cubes_out[f] -= n
        refresh_control(state, d)
    return max(n, 0)


def advantage(state, track: int) -> int:
    """The advantage marker's box, signed (positive: Loyal), within the track's ends."""
    if track == RC:
        raw = state.nrc[1] - state.nrc[0]
    elif track == UC:
        raw = state.nuc[1] - state.nuc[0]
    elif track == ORG:
        raw = state.orgs[1] - state.orgs[0] + state.flags.get("o_shift", 0)
    else:
        raw = state.ei
    limit = LIMITS[track]
    return limit if raw > limit else (-limit if raw < -limit else raw)


def favoured(state, track: int) -> tuple[int, int]:
    """(faction favoured, VP printed on the marker's box); (-1, 0) on the "0" box."""
    pos = advantage(state, track)
    if pos == 0:
        return -1, 0
    return (1 if pos > 0 else 0), LABELS[track][abs(pos) - 1]


def score_vp(state, f: int, n: int) -> None:
    """2.4: each VP moves the single VP marker one box toward the scorer."""
    state.vp += n if f == 1 else -n


def gain_op(state, f: int, n: int) -> int:
    """Opportunity points, never above 12 (Patriote) or 16 (Loyal) (2.3)."""
    cap = 12 if f == 0 else 16
    before = state.op[f]
    state.op[f] = min(cap, max(0, before + n))
    return state.op[f] - before


def mobilization_cost(state, f: int, d: int) -> int:
    """9.1.1/9.1.2: AP to fill the next box of `f` in `d`, or 0 if it cannot be filled."""
    if supply(state, f) <= 0:
        return 0
    return box_cost(state, f, d)


def box_cost(state, f: int, d: int) -> int:
    """The cost of the next box of `f` in `d` when the supply still holds a cube."""
    mv = state.mv[f][d]
    if mv >= BOXES[d]:
        return 0
    extra = EXTRA[f][d][mv]
    if IS_RURAL[d]:
        flags = state.flags
        if not flags:
            return extra if mv < state.mv[1 - f][d] and extra else 1 + extra
        if f == 0 and mv >= 5 and flags.get("papineau"):
            return 0            # card 56: no AP mobilization above 5 in rural districts
        if f == 0 and (flags.get("family") == 2 or (flags.get("beyond") and BIAS[d] == 0)):
            return 1            # cards 107 and 68
        return extra if mv < state.mv[1 - f][d] and extra else 1 + extra
    return 2 + extra


BOXES = C.BOXES
EXTRA = C.EXTRA
BIAS = C.BIAS
