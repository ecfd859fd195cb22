"""The small steps that card events are made of (3.2): markers moved, points gained,
districts chosen, random districts (11.0), choices between options."""

from __future__ import annotations

from collections.abc import Callable

from hustings.engine import LogEvent

from . import content as C
from .board_rules import IS_RURAL, LIMITS, gain_op, score_vp
from .names import DISTRICT_NAMES, FACTION_NAMES, boxes, option_name, side_standing
from .ops import automatic, by_first_arg, decided, substitute
from .placement import fitting
from .shared_events import shared

# The destination of a card played from the reserve: the discard pile, whatever its event says.
FROM_RESERVE = "discard (played from the reserve)"

KEYS = tuple(d.key for d in C.DISTRICTS)
TARGET_IDS = tuple(f"target:{key}" for key in KEYS)
# Named procedures an event resumes later (["call", name, *args]), filled in by events.py.
CALLS: dict[str, Callable] = {}


def spirit(n):
    return ["spirit", n]


def ei(f, n):
    """+n on the external influence track toward faction f."""
    return ["ei", n if f == 1 else -n]


def vp(f, n):
    return ["vp", f, n]


def op_gain(f, n):
    return ["op", f, n]


def war(f, n):
    return ["wr", f, n]


def add(f, key, n):
    return ["add", f, C.DISTRICT_INDEX[key], n]


def remove(f, key, n):
    return ["remove", f, C.DISTRICT_INDEX[key], n]


def place(f, n, spec, per=1, chooser=None):
    """`chooser` (default f) adds n cubes of f, at most `per` per district (0: no limit)."""
    return ["place", f if chooser is None else chooser, f, n, spec, per, []]


def take(chooser, f, n, spec, per=1):
    """`chooser` removes n cubes of faction f, at most `per` per district."""
    return ["take", chooser, f, n, spec, per, []]


def pick(chooser, f, spec, template, exclude=()):
    """`chooser` picks a district fitting `spec` (read for f); "$" in `template` becomes it."""
    return ["pick", chooser, f, spec, template, list(exclude)]


def check(f, d, bonus, success=(), failure=()):
    return ["check", f, d, bonus, list(success), list(failure)]


def choose(chooser, keys, scripts):
    return ["choose", chooser, list(keys), [list(s) for s in scripts]]


def call(name, *args):
    return ["call", name, *args]


def spirit_event(change: int, spirit: int, rule: str = "prelude 6.0"):
    """The log line of a spirit of rebellion change of `change` boxes, now at `spirit`;
    no change means the marker was held at an end of its track (0 or 15)."""
    if change > 0:
        return shared("spirit_rises", rule, ("by", "spirit"), (change, spirit))
    if change < 0:
        return shared("spirit_falls", rule, ("by", "spirit"), (-change, spirit))
    return shared("spirit_stays", rule, ("spirit",), (spirit,))


def op_event(f: int, asked: int, gained: int, total: int, rule: str = "prelude 7.0"):
    """The log line of `asked` OP gained (or lost, below 0) by f, of which `gained` were
    (the 12/16 cap and 0 bound, 2.3); None when nothing was asked."""
    if gained > 0:
        return shared("op_gained" if gained == asked else "op_gained_to_maximum", rule,
                      ("faction", "points", "total"), (FACTION_NAMES[f], gained, total))
    if gained < 0:
        return shared("op_lost", rule, ("faction", "points", "total"),
                      (FACTION_NAMES[f], -gained, total))
    if asked > 0:
        return shared("op_at_maximum", rule, ("faction", "total"), (FACTION_NAMES[f], total))
    if asked < 0:
        return shared("op_none_to_lose", rule, ("faction",), (FACTION_NAMES[f],))
    return None


def log_op(state, f: int, asked: int, gained: int, rule: str = "prelude 7.0") -> None:
    event = op_event(f, asked, gained, state.op[f], rule)
    if event is not None:
        state.log.append(event)


def vp_event(f: int, vp: int, rule: str = "prelude 2.4"):
    if vp:
        return shared("vp_scored", rule, ("faction", "vp"), (FACTION_NAMES[f], vp))
    return shared("vp_none", rule, ("faction",), (FACTION_NAMES[f],))


@automatic("spirit")
def run_spirit(state, op):
    before = state.spirit
    state.spirit = max(0, min(15, before + op[1]))
    state.log.append(spirit_event(state.spirit - before, state.spirit))


_EI_EVENTS: dict[tuple[bool, int, int], LogEvent] = {}


def ei_event(push: int, moved: int, position: int) -> LogEvent:
    """The log line of an external influence push (+: toward the Loyal) that moved the
    marker `moved` boxes to `position`, read by side; a marker held at the end of the
    track says so."""
    key = (push > 0, moved, position)
    event = _EI_EVENTS.get(key)
    if event is None:
        toward = FACTION_NAMES[push > 0]
        if moved:
            event = LogEvent("ei_moves", {"boxes": boxes(abs(moved)), "toward": toward,
                                          "standing": side_standing(position)}, "prelude 5.3")
        else:
            event = LogEvent("ei_held", {"toward": toward, "standing": side_standing(position)},
                             "prelude 5.3")
        _EI_EVENTS[key] = event
    return event


@automatic("ei")
def run_ei(state, op):
    limit = LIMITS[2]
    before = state.ei
    state.ei = max(-limit, min(limit, before + op[1]))
    if op[1]:
        state.log.append(ei_event(op[1], state.ei - before, state.ei))


@automatic("vp")
def run_vp(state, op):
    score_vp(state, op[1], op[2])
    state.log.append(vp_event(op[1], op[2]))


@automatic("op")
def run_op(state, op):
    log_op(state, op[1], op[2], gain_op(state, op[1], op[2]))


@automatic("spend_op")
def run_spend_op(state, op):
    state.op[op[1]] -= op[2]
    state.emit("op_spent", "prelude 3.2", faction=FACTION_NAMES[op[1]], points=op[2])


@automatic("wr")
def run_wr(state, op):
    state.wr[op[1]] += op[2]
    state.emit("war_readiness", "prelude 6.1", faction=FACTION_NAMES[op[1]], vp=op[2])


@automatic("flag")
def run_flag(state, op):
    if op[2]:
        state.flags[op[1]] = op[2]
    else:
        state.flags.pop(op[1], None)


@automatic("org_place")
def run_org_place(state, op):
    """An organization placed by an event, without a check (unless one is there)."""
    _, f, d = op
    if not state.org[f][d]:
        state.org[f][d] = 1
        state.orgs[f] += 1 if IS_RURAL[d] else 2
        state.emit("org_created", "prelude 5.2", faction=FACTION_NAMES[f], district=DISTRICT_NAMES[d])


@automatic("org_lost")
def run_org_lost(state, op):
    _, f, d = op
    if state.org[f][d]:
        state.org[f][d] = 0
        state.orgs[f] -= 1 if IS_RURAL[d] else 2
        state.emit("org_lost", "prelude 5.2", faction=FACTION_NAMES[f], district=DISTRICT_NAMES[d])


@automatic("call")
def run_call(state, op):
    state.push(CALLS[op[1]](state, *op[2:]))


def _pick_legal(state, op):
    _, chooser, f, spec, template, exclude = op
    return [TARGET_IDS[d] for d in fitting(state, spec, f) if d not in exclude]


@decided("pick", "pick_district", by_first_arg, _pick_legal, ordered=True)
def choose_pick(state, op, action_id):
    d = C.DISTRICT_INDEX[action_id.split(":")[1]]
    state.queue.pop(0)
    state.emit("district_picked", "prelude 3.2", district=DISTRICT_NAMES[d])
    state.push(substitute(op[4], d))


def _choose_legal(state, op):
    return [f"opt:{k}" for k in op[2]]


@decided("choose", "choose_option", by_first_arg, _choose_legal)
def choose_option(state, op, action_id):
    key = action_id.split(":", 1)[1]
    state.queue.pop(0)
    state.emit("option_chosen", "prelude 3.2", option=option_name(
        key, op[3][op[2].index(key)], state.dest == FROM_RESERVE))
    state.push([list(x) for x in op[3][op[2].index(key)]])


def random_district(state) -> int:
    """11.0: a green and a red die read on the table; -1 means the player's choice."""
    green, red = state.rng.die(), state.rng.die()
    if green == 6:
        return -1
    return C.RANDOM_TABLE[green - 1][red - 1]


@automatic("random")
def run_random(state, op):
    """["random", chooser, template, exclude]: the template applied to a random district."""
    _, chooser, template, exclude = op
    d = random_district(state)
    if d == -1:
        state.emit("random_choice", "prelude 11.0")
        state.push([pick(chooser, chooser, "any", template, exclude)])
    elif d in exclude:
        state.push([["random", chooser, template, exclude]])   # rolled again (card 131)
    else:
        state.emit("random_district", "prelude 11.0", district=DISTRICT_NAMES[d])
        state.push(substitute(template, d))


@automatic("dest")
def run_dest(state, op):
    """Where the card being played goes once resolved: discard, reserve or removed. A card
    played from the reserve is discarded (7.0's note), even if its event would put it back
    there; an event that takes it out of play (card 23) still does."""
    if not (op[1] == "reserve" and state.dest == FROM_RESERVE):
        state.dest = op[1]


@automatic("skip")
def run_skip(state, op):
    """Card 108: the faction loses its next action round (maybe in the next turn)."""
    key = f"skip{op[1]}"
    state.flags[key] = state.flags.get(key, 0) + 1


@automatic("end_now")
def run_end_now(state, op):
    """Card 8: the game ends as if the spirit of rebellion had reached 15 (2.4)."""
    state.emit("arrest_warrants_end", "prelude 12.0")
    state.replace_steps([["final", "arrest_warrants", 1]])     # the card's own steps lapse


@automatic("by_election")
def run_by_election(state, op):
    """Cards 42-43: the district's controller at the end of the turn scores 2 VP."""
    key = f"by_election_{KEYS[op[1]]}"
    state.flags[key] = state.flags.get(key, 0) + 1
