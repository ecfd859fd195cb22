"""Cubes added or removed by events and by the fear of reprisal (3.2, 6.2): district
filters, and the steps where a player picks districts one cube at a time."""

from __future__ import annotations

from . import content as C
from .board_rules import IS_RURAL, add_cubes, remove_cubes
from .names import DISTRICT_NAMES, FACTION_NAMES, count_of
from .ops import automatic, by_first_arg, decided


def district_fits(state, spec: str, d: int, f: int) -> bool:
    """Whether district `d` fits the filter `spec`, read for faction `f` ("own" is f's,
    "other" its opponent's); for cubes added or removed, f owns the cubes."""
    if spec == "any":
        return True
    if spec == "rural":
        return IS_RURAL[d]
    if spec == "urban":
        return not IS_RURAL[d]
    if spec.startswith("list:"):
        return C.DISTRICTS[d].key in spec[5:].split(",")
    if spec == "rural_own_bias":
        return IS_RURAL[d] and C.BIAS[d] == f
    if spec == "rural_other_bias":
        return IS_RURAL[d] and C.BIAS[d] == 1 - f
    if spec == "rural_own_org":
        return IS_RURAL[d] and state.org[f][d] > 0
    if spec == "rural_other_org":
        return IS_RURAL[d] and state.org[1 - f][d] > 0
    if spec == "rural_own_control":
        return IS_RURAL[d] and state.ctrl[d] == f
    if spec == "rural_other_control":
        return IS_RURAL[d] and state.ctrl[d] == 1 - f
    if spec == "rural_uncontrolled":
        return IS_RURAL[d] and state.ctrl[d] == -1
    if spec == "rural_own_present":
        return IS_RURAL[d] and state.mv[f][d] > 0
    if spec == "rural_own_present_unorganized":
        return IS_RURAL[d] and state.mv[f][d] > 0 and not state.org[f][d]
    if spec == "rural_own_bias_unorganized":
        return IS_RURAL[d] and C.BIAS[d] == f and not state.org[f][d]
    raise ValueError(f"unknown district filter {spec!r}")


_STATIC = {}


def fitting(state, spec: str, f: int) -> tuple[int, ...]:
    """The districts fitting `spec` for f; filters that never change are cached."""
    key = (spec, f)
    found = _STATIC.get(key)
    if found is not None:
        return found
    found = tuple(d for d in range(26) if district_fits(state, spec, d, f))
    if spec in ("any", "rural", "urban", "rural_own_bias", "rural_other_bias") or \
            spec.startswith("list:"):
        _STATIC[key] = found
    return found


def _placement_ids(state, op, removing: bool) -> list[str]:
    _, chooser, f, n, spec, per, done = op
    ids = []
    mv = state.mv[f]
    for d in fitting(state, spec, f):
        if per and done.count(d) >= per:
            continue
        if removing:
            if mv[d] <= 0:
                continue
            ids.append(REMOVE_IDS[d])
        elif mv[d] < C.BOXES[d]:
            ids.append(PLACE_IDS[d])
    return ids


PLACE_IDS = tuple("place:" + d.key for d in C.DISTRICTS)
REMOVE_IDS = tuple("remove:" + d.key for d in C.DISTRICTS)


def _place_legal(state, op):
    return _placement_ids(state, op, False)


def _take_legal(state, op):
    return _placement_ids(state, op, True)


@decided("place", "place_cube", by_first_arg, _place_legal)
def choose_place(state, op, action_id):
    """Add one of the event's cubes to the chosen district (3.2)."""
    _, chooser, f, n, spec, per, done = op
    d = C.DISTRICT_INDEX[action_id.split(":")[1]]
    add_cubes(state, f, d, 1)
    state.emit("cube_added", "prelude 3.2", faction=FACTION_NAMES[f], district=DISTRICT_NAMES[d])
    state.queue.pop(0)
    if n > 1:
        state.push([["place", chooser, f, n - 1, spec, per, done + [d]]])


@decided("take", "remove_cube", by_first_arg, _take_legal)
def choose_take(state, op, action_id):
    """Remove one cube of faction op[2] from the chosen district."""
    _, chooser, f, n, spec, per, done = op
    d = C.DISTRICT_INDEX[action_id.split(":")[1]]
    remove_cubes(state, f, d, 1)
    state.emit("cube_removed", "prelude 6.2", faction=FACTION_NAMES[f], district=DISTRICT_NAMES[d])
    state.queue.pop(0)
    if n > 1:
        state.push([["take", chooser, f, n - 1, spec, per, done + [d]]])


@automatic("add")
def run_add(state, op):
    """["add", faction, district, n]"""
    added = add_cubes(state, op[1], op[2], op[3])
    if added:
        state.emit("cubes_added", "prelude 3.2", faction=FACTION_NAMES[op[1]],
                   district=DISTRICT_NAMES[op[2]], cubes=count_of(added, "cube"))


@automatic("remove")
def run_remove(state, op):
    removed = remove_cubes(state, op[1], op[2], op[3])
    if removed:
        state.emit("cubes_removed", "prelude 3.2", faction=FACTION_NAMES[op[1]],
                   district=DISTRICT_NAMES[op[2]], cubes=count_of(removed, "cube"))
