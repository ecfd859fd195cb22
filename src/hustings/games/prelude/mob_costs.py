"""Kept mobilization costs (9.1.1, 9.1.2), for the AP step's listing.

For each faction and district the state keeps the AP its next box there costs by the plain
rule (box_cost without any card effect; FULL once its boxes are filled), and, for each
amount of AP from 0 to MOST, the districts it can afford as a bitmask in the order of the
`mob:` ids. Cubes only move through refresh_control(), which calls `refresh_costs`, or
through the AP step's plain mobilization, which reads the same changes from the table of
one cube more (ONE_MORE), so the kept values follow every change; `fresh_costs` computes
them from scratch (new states, states read from JSON) and the invariants compare the two.

The AP listing then reads its `mob:` ids from one mask (`add_affordable_ids`, and
`add_patriote_card_ids` under cards 56 and 68) instead of looking at the 26 districts at
every step of random play; the mask of the amount MOST holds the districts with a box left,
which the placement steps read too (placement.py)."""

from __future__ import annotations

from . import content as C

DISTRICTS = len(C.DISTRICTS)
KEYS = tuple(d.key for d in C.DISTRICTS)
MOB_IDS = tuple("mob:" + k for k in KEYS)
# The districts in the order of their `mob:` ids; BIT[d] is d's bit in the masks.
MOB_ORDER = tuple(sorted(range(DISTRICTS), key=MOB_IDS.__getitem__))
BIT = tuple(1 << MOB_ORDER.index(d) for d in range(DISTRICTS))
# No plain cost exceeds 2 + the largest extra cost printed on a box (a city's box).
MOST = 2 + max(max(extra) for side in C.EXTRA for extra in side)
FULL = MOST + 1  # the "cost" of a district whose boxes are all filled: never affordable
IS_RURAL = tuple(d.kind == "rural" for d in C.DISTRICTS)


def plain_cost_table(f: int, d: int) -> tuple[tuple[int, ...], ...]:
    """[cubes of f in d][cubes of the opponent there] -> the AP of f's next box there by
    the plain rule of 9.1.1/9.1.2 (box_cost with no card effect); FULL once f's boxes
    are full."""
    boxes = C.BOXES[d]
    extra = C.EXTRA[f][d]
    rows = []
    for m in range(boxes + 1):
        row = []
        for t in range(boxes + 1):
            if m >= boxes:
                row.append(FULL)
            elif IS_RURAL[d]:
                row.append(extra[m] if extra[m] and m < t else 1 + extra[m])
            else:
                row.append(2 + extra[m])
        rows.append(tuple(row))
    return tuple(rows)


COST_TABLE = tuple(tuple(plain_cost_table(f, d) for d in range(DISTRICTS)) for f in (0, 1))
# The masks a district's bit is toggled in when its cost moves from one value to another.
_SPAN = tuple(tuple(tuple(range(min(old, new), max(old, new))) for new in range(FULL + 1))
              for old in range(FULL + 1))


def fresh_costs(state) -> tuple[list[int], list[int]]:
    """The kept values computed from scratch: (costs, masks). costs[f * 26 + d] is f's
    plain cost in d; masks[f * (MOST + 1) + k] holds the districts where it is at most k."""
    mv = state.mv
    costs = [COST_TABLE[f][d][mv[f][d]][mv[1 - f][d]] for f in (0, 1) for d in range(DISTRICTS)]
    masks = [0] * (2 * (MOST + 1))
    for f in (0, 1):
        for d in range(DISTRICTS):
            cost = costs[f * DISTRICTS + d]
            for k in range(cost, MOST + 1):
                masks[f * (MOST + 1) + k] |= BIT[d]
    return costs, masks


def initial_costs() -> tuple[list[int], list[int]]:
    """The kept values of an empty board (a state just built, before its set-up)."""
    return _EMPTY_COSTS[:], _EMPTY_MASKS[:]


def keep_costs(state) -> None:
    """Work the kept values out afresh (a new state, a state read from JSON), and the
    count of cubes on the board that the supply is read from (board_rules.supply)."""
    state.mob_cost, state.mob_mask = fresh_costs(state)
    state.cubes_out = [sum(state.mv[0]), sum(state.mv[1])]


class _EmptyBoard:
    mv = ([0] * DISTRICTS, [0] * DISTRICTS)


_EMPTY_COSTS, _EMPTY_MASKS = fresh_costs(_EmptyBoard)
_TABLE_P = COST_TABLE[0]
_TABLE_L = COST_TABLE[1]


def refresh_costs(state, d: int, p: int, lo: int) -> None:
    """After the cubes in d changed (now p Patriote, lo Loyal): both factions' costs
    there, and the masks of the amounts between a cost's old and new value (a
    district's bit is in the masks of the amounts at least its cost)."""
    costs = state.mob_cost
    new = _TABLE_P[d][p][lo]
    old = costs[d]
    if new != old:
        costs[d] = new
        masks = state.mob_mask
        bit = BIT[d]
        for k in _SPAN[old][new]:
            masks[k] ^= bit
    new = _TABLE_L[d][lo][p]
    old = costs[DISTRICTS + d]
    if new != old:
        costs[DISTRICTS + d] = new
        masks = state.mob_mask
        bit = BIT[d]
        for k in _SPAN[old][new]:
            masks[MOST + 1 + k] ^= bit


def one_cube_more(f: int, d: int, mine: int, theirs: int) -> tuple:
    """What refresh_control (with refresh_costs) changes when f's cubes in d go from
    `mine` to mine + 1, the opponent holding `theirs` there: (index of f's kept cost, its
    new value, index of the opponent's, its new value, the masks whose bit for d flips,
    the controller before, the controller after)."""
    o = 1 - f
    flips = tuple([f * (MOST + 1) + k
                   for k in _SPAN[COST_TABLE[f][d][mine][theirs]][COST_TABLE[f][d][mine + 1][theirs]]]
                  + [o * (MOST + 1) + k
                     for k in _SPAN[COST_TABLE[o][d][theirs][mine]][COST_TABLE[o][d][theirs][mine + 1]]])

    def control(own: int, other: int) -> int:
        return f if own > other else (o if other > own else -1)

    return (f * DISTRICTS + d, COST_TABLE[f][d][mine + 1][theirs],
            o * DISTRICTS + d, COST_TABLE[o][d][theirs][mine + 1],
            flips, control(mine, theirs), control(mine + 1, theirs))


# ONE_MORE[f][d][mine][theirs]: one_cube_more(f, d, mine, theirs), for the AP step's
# plain mobilization (activities.plain_mobilization), where it stands for refresh_control.
ONE_MORE = tuple(tuple(tuple(tuple(one_cube_more(f, d, mine, theirs)
                                   for theirs in range(C.BOXES[d] + 1))
                             for mine in range(C.BOXES[d]))
                       for d in range(DISTRICTS)) for f in (0, 1))


def _chunk_table(sorted_ids, shift: int, width: int) -> tuple[tuple[str, ...], ...]:
    """For every value of `width` bits of a mask from bit `shift`: its ids, sorted."""
    ids = sorted_ids[shift:shift + width]
    return tuple(tuple(ids[i] for i in range(len(ids)) if value >> i & 1)
                 for value in range(1 << len(ids)))


def mask_tables(ids_by_district) -> tuple[tuple, tuple]:
    """For ids named "<verb>:<district key>" (indexed by district): the sorted ids of each
    value of a mask's low and high 13 bits (BIT order is the order of the keys)."""
    sorted_ids = tuple(ids_by_district[d] for d in MOB_ORDER)
    return _chunk_table(sorted_ids, 0, 13), _chunk_table(sorted_ids, 13, 13)


_LOW, _HIGH = mask_tables(MOB_IDS)


# Rural districts of Patriote bias: card 68 makes their boxes cost the Patriote 1 AP.
BEYOND_MASK = sum(BIT[d] for d in range(DISTRICTS) if IS_RURAL[d] and C.BIAS[d] == 0)
RURAL_DISTRICTS = tuple(d for d in range(DISTRICTS) if IS_RURAL[d])


def add_patriote_card_ids(ids: list[str], state, left: int) -> None:
    """Append to `ids`, sorted, the Patriote's `mob:` ids under card 56 and/or card 68
    without card 107's credit: what asking box_cost in each district in id order lists
    then. A full district stays out; card 56 keeps out rural districts holding 5 cubes or
    more; card 68 makes the other rural districts of Patriote bias cost 1 AP; every
    other district costs its plain cost."""
    if left <= 0:
        return
    flags = state.flags
    mask = state.mob_mask[left if left < MOST else MOST]
    if flags.get("beyond"):
        mask |= BEYOND_MASK & state.mob_mask[MOST]     # not full: a plain cost at most MOST
    if flags.get("papineau"):
        mv = state.mv[0]
        for d in RURAL_DISTRICTS:
            if mv[d] >= 5:
                mask &= ~BIT[d]
    if mask:
        ids += _LOW[mask & 8191]
        ids += _HIGH[mask >> 13]


def add_affordable_ids(ids: list[str], state, f: int, left: int) -> None:
    """Append to `ids`, sorted, the `mob:` ids of the districts where f's plain cost is at
    most `left` AP: what asking box_cost in each district in id order would list (no
    card effect in force, a cube left in the supply)."""
    if left <= 0:
        return
    mask = state.mob_mask[f * (MOST + 1) + (left if left < MOST else MOST)]
    if mask:
        ids += _LOW[mask & 8191]
        ids += _HIGH[mask >> 13]
