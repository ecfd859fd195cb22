"""Cubes added or removed by events and by the fear of reprisal (3.2, 6.2): district
filters, and the steps where a player picks districts one cube at a time."""

from __future__ import annotations

from . import content as C
from .board_rules import add_cubes, remove_cubes
from .mob_costs import BIT, MOB_ORDER, MOST, mask_tables
from .names import DISTRICT_NAMES, FACTION_NAMES, count_of
from .ops import automatic, by_first_arg, decided
from .shared_events import CUBE_ADDED, CUBE_REMOVED, cubes_added, shared

BIAS = C.BIAS
BOXES = C.BOXES
# The districts in the order of their keys, which is the order of the ids named after
# them (`place:`, `remove:`, `target:`, `mob:`): listings built from them come sorted.
BY_KEY = MOB_ORDER
RURAL = tuple(d for d in BY_KEY if C.DISTRICTS[d].kind == "rural")
URBAN = tuple(d for d in BY_KEY if C.DISTRICTS[d].kind == "urban")

# The district filters of event steps, read for faction f ("own" is f's, "other" its
# opponent's; for cubes added or removed, f owns the cubes): each gives the fitting
# districts in the order of their keys. "list:a,b" names them; the first five never
# change.
FILTERS = {
    "any": lambda state, f: BY_KEY,
    "rural": lambda state, f: RURAL,
    "urban": lambda state, f: URBAN,
    "rural_own_bias": lambda state, f: tuple([d for d in RURAL if BIAS[d] == f]),
    "rural_other_bias": lambda state, f: tuple([d for d in RURAL if BIAS[d] == 1 - f]),
    "rural_own_org": lambda state, f: tuple([d for d in RURAL if state.org[f][d] > 0]),
    "rural_other_org": lambda state, f: tuple([d for d in RURAL if state.org[1 - f][d] > 0]),
    "rural_own_control": lambda state, f: tuple([d for d in RURAL if state.ctrl[d] == f]),
    "rural_other_control": lambda state, f: tuple([d for d in RURAL if state.ctrl[d] == 1 - f]),
    "rural_uncontrolled": lambda state, f: tuple([d for d in RURAL if state.ctrl[d] == -1]),
    "rural_own_present": lambda state, f: tuple([d for d in RURAL if state.mv[f][d] > 0]),
    "rural_own_present_unorganized": lambda state, f: tuple([
        d for d in RURAL if state.mv[f][d] > 0 and not state.org[f][d]]),
    "rural_own_bias_unorganized": lambda state, f: tuple([
        d for d in RURAL if BIAS[d] == f and not state.org[f][d]]),
}
STATIC_FILTERS = ("any", "rural", "urban", "rural_own_bias", "rural_other_bias")
_STATIC: dict[tuple[str, int], tuple[int, ...]] = {}


def fitting(state, spec: str, f: int) -> tuple[int, ...]:
    """The districts fitting the filter `spec` for f, in the order of their keys; filters
    that never change are cached."""
    key = (spec, f)
    found = _STATIC.get(key)
    if found is not None:
        return found
    if spec.startswith("list:"):
        named = spec[5:].split(",")
        found = _STATIC[key] = tuple(d for d in BY_KEY if C.DISTRICTS[d].key in named)
        return found
    rule = FILTERS.get(spec)
    if rule is None:
        raise ValueError(f"unknown district filter {spec!r}")
    found = rule(state, f)
    if spec in STATIC_FILTERS:
        _STATIC[key] = found
    return found


def _placement_ids(state, op, removing: bool) -> list[str]:
    """The districts of the step's filter where a cube of f can go (or be taken), at
    most `per` each; sorted, as fitting() gives the districts in the order of their ids."""
    _, chooser, f, n, spec, per, done = op
    if not removing and state.cubes_out[f] >= C.CUBE_SUPPLY[f]:
        return []   # the supply is empty: the step lapses (3.1, 7.0 ruling on supply)
    if not removing and spec in STATIC_MASKS:
        return _static_placement_ids(state, f, STATIC_MASKS[spec][f], per, done)
    mv = state.mv[f]
    districts = fitting(state, spec, f)
    if per and done:    # at most `per` cubes of the step in a district
        full = set(done) if per == 1 else {d for d in done if done.count(d) >= per}
        if removing:
            return [REMOVE_IDS[d] for d in districts if mv[d] > 0 and d not in full]
        return [PLACE_IDS[d] for d in districts if mv[d] < BOXES[d] and d not in full]
    if removing:
        return [REMOVE_IDS[d] for d in districts if mv[d] > 0]
    return [PLACE_IDS[d] for d in districts if mv[d] < BOXES[d]]


PLACE_IDS = tuple("place:" + d.key for d in C.DISTRICTS)
REMOVE_IDS = tuple("remove:" + d.key for d in C.DISTRICTS)
DISTRICT_OF = {**{i: d for d, i in enumerate(PLACE_IDS)}, **{i: d for d, i in enumerate(REMOVE_IDS)}}
_PLACE_LOW, _PLACE_HIGH = mask_tables(PLACE_IDS)
# The districts of each filter that never changes, per faction, as a mask (mob_costs.BIT).
STATIC_MASKS = {spec: tuple(sum(BIT[d] for d in FILTERS[spec](None, f)) for f in (0, 1))
                for spec in STATIC_FILTERS}
NOT_FULL = (MOST, 2 * MOST + 1)     # the mask of f's costs up to MOST: boxes left to fill


def _static_placement_ids(state, f: int, fits: int, per: int, done: list[int]) -> list[str]:
    """_placement_ids for a cube added under a filter that never changes: the districts
    of the filter (mask `fits`) where f has a box left, read from the kept costs (a full
    district's cost is FULL, above MOST), less those holding `per` cubes of the step."""
    mask = fits & state.mob_mask[NOT_FULL[f]]
    if per and done:
        for d in done:
            if per == 1 or done.count(d) >= per:
                mask &= ~BIT[d]
    if not mask:
        return []
    return [*_PLACE_LOW[mask & 8191], *_PLACE_HIGH[mask >> 13]]


def _place_legal(state, op):
    return _placement_ids(state, op, False)


def _take_legal(state, op):
    return _placement_ids(state, op, True)


@decided("place", "place_cube", by_first_arg, _place_legal, ordered=True)
def choose_place(state, op, action_id):
    """Add one of the event's cubes to the chosen district (3.2)."""
    _one_cube_of_the_step(state, op, action_id, add_cubes, CUBE_ADDED)


@decided("take", "remove_cube", by_first_arg, _take_legal, ordered=True)
def choose_take(state, op, action_id):
    """Remove one cube of faction op[2] from the chosen district."""
    _one_cube_of_the_step(state, op, action_id, remove_cubes, CUBE_REMOVED)


def _one_cube_of_the_step(state, op, action_id, move_cubes, logged):
    kind, chooser, f, n, spec, per, done = op
    d = DISTRICT_OF[action_id]
    if move_cubes(state, f, d, 1):
        state.log.append(logged[f][d])
    if n > 1:   # the step gives way to the same step for the cubes left
        state.queue[0] = [kind, chooser, f, n - 1, spec, per, done + [d]]
    else:
        del state.queue[0]


@automatic("add")
def run_add(state, op):
    """["add", faction, district, n]"""
    added = add_cubes(state, op[1], op[2], op[3])
    if added:
        state.log.append(cubes_added(op[1], op[2], added))


@automatic("remove")
def run_remove(state, op):
    removed = remove_cubes(state, op[1], op[2], op[3])
    if removed:
        state.log.append(shared("cubes_removed", "prelude 3.2", ("faction", "district", "cubes"),
                                (FACTION_NAMES[op[1]], DISTRICT_NAMES[op[2]],
                                 count_of(removed, "cube"))))
