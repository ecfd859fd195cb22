"""Card events, keyed by card id (3.1, 12.0). `EVENTS[id](state, f)` returns the steps
of the event carried out by faction `f` ("you" on the card: its own faction, or the
player of a neutral card). `REQUIREMENTS[id](state, f)` says whether the event may be
played now; cards without an entry have no requirement. The card texts are in
data/cards.toml; each function here does what its card says."""

from __future__ import annotations

from operator import itemgetter

from . import content as C
from .board_rules import EI, favoured
from .effects import (
    CALLS,
    add,
    call,
    check,
    choose,
    ei,
    op_gain,
    pick,
    place,
    remove,
    spirit,
    take,
    vp,
    war,
)
from .names import CARD_NAMES
from .turn import absolute_round, is_parliamentary, session_mark, session_of

P, L = 0, 1
D = C.DISTRICT_INDEX
SIX_COUNTIES = ("richelieu", "st-hyacinthe", "rouville", "chambly", "vercheres", "lacadie")


def parliamentary(state, f=None) -> bool:
    return is_parliamentary(state)


def spirit_at_least(n):
    return lambda state, f: state.spirit >= n


def ei_label_for(state, f: int) -> int:
    """The VP printed on the external influence box, if it favours f (cards 4, 94)."""
    side, label = favoured(state, EI)
    return label if side == f else 0


def has_urban_org(state, f):
    org = state.org[f]
    return bool(org[C.MONTREAL] or org[C.QUEBEC])


rural_values = itemgetter(*C.RURAL)     # a board list (org, ctrl) read at the rural districts


def rural_orgs(state, f):
    """How many rural districts hold an organization of f."""
    return len(C.RURAL) - rural_values(state.org[f]).count(0)


# --- procedures that need the state when they run ----------------------------------

def _activities(state, f):
    """Cards 9-18, 33-36, 57-60: 3 AP of activities, or 3 OP and the card to the reserve."""
    return [choose(f, ["activities", "reserve"], [
        [["ap", f, 3, 0, state.card or 0]],
        [op_gain(f, 3), ["dest", "reserve"]],
    ])]


def _st_jean_baptiste(state):
    """Card 23, set aside: at the start of each Patriote St-Jean-Baptiste round."""
    state.emit("st_jean_baptiste", "prelude 12.0")
    return [vp(P, 1), place(P, 2, "rural_own_bias")]


def _russell(state):
    """Card 4 (12.0): n = the external influence box's VP if it favours the Loyal."""
    n = ei_label_for(state, L)
    if not n:   # its steps would change nothing: 0 OP, 0 VP
        state.emit("russell_nothing", "prelude 12.0", card=CARD_NAMES[4])
        return []
    return [place(P, n, "rural_own_org"), op_gain(P, n), vp(L, n)]


def _ragtag(state, d):
    """Card 129: Loyal cubes in d until the Loyal leads there by one."""
    need = state.mv[P][d] + 1 - state.mv[L][d]
    return [["add", L, d, need]] if need > 0 else []


def _you_go_we_go(state, d):
    """Card 134: the Loyal value rises to the Patriote value, never above 7."""
    need = min(state.mv[P][d], 7) - state.mv[L][d]
    return [["add", L, d, need]] if need > 0 else []


def _victoria(state):
    """Card 94: a die plus the external influence box's VP if it favours the Loyal."""
    roll = state.rng.die()
    total = roll + ei_label_for(state, L)
    state.emit("event_roll", "prelude 12.0", card=CARD_NAMES[94], roll=roll, total=total)
    if total >= 5:
        return [vp(L, 2), ei(L, 1)]
    return [ei(L, 1)]


def _arrest_warrants(state):
    """Card 8: a die plus the external influence bonus; 5+ lets the Loyal end the game."""
    roll = state.rng.die()
    total = roll + ei_label_for(state, L)
    state.emit("event_roll", "prelude 12.0", card=CARD_NAMES[8], roll=roll, total=total)
    if total >= 5:
        return [choose(L, ["end_game", "carry_on"], [[["end_now"]], [spirit(2)]])]
    return [spirit(2)]


def _spontaneous(state, n, done):
    """Card 131: random districts one at a time, each at most once."""
    if n <= 0:
        return []
    template = [["add", P, "$", 1], ["call", "spontaneous_next", n - 1, done + ["$"]]]
    return [["random", P, template, done]]


def _magistrates(state):
    return [vp(P, min(3, rural_orgs(state, P)))]


def _lafontaine(state):
    """Card 85: the next action round is a parliamentary round in every respect."""
    return [["flag", "extra_session", absolute_round(state) + 1]]


def _prorogued(state):
    """Card 138: the session ends now: its reward at once, its other rounds lapse. Card
    85's extra round, this one or the next of this turn, belongs to this session (10.0)
    and lapses with it."""
    i = session_of(state)
    ops = [["add", P, C.QUEBEC, 1], vp(P, 2)]
    if i >= 0:
        ops.append(["flag", "prorogued", session_mark(state.turn, i)])
    now = absolute_round(state)
    extra = state.flags.get("extra_session")
    if extra == now or (extra == now + 1 and state.rnd < 7):
        ops.append(["flag", "extra_session", 0])
    return ops


def _loyalty_oaths(state):
    return [place(L, max(0, state.spirit - 5), "rural")]


def _spend_for(state, f, most, per_point):
    """Cards 28 and 70: points spent for this event only (12.0)."""
    options = [k for k in range(0, most + 1) if k <= state.op[f]]
    return [choose(f, [str(k) for k in options],
                   [[["spend_op", f, k]] + per_point(k) for k in options])]


def _92_resolutions(state):
    return _spend_for(state, P, 4, lambda k: [ei(P, k // 2)] if k >= 2 else [])


def _tumult(state):
    return _spend_for(state, P, 4, lambda k: [add(P, "montreal", k)] if k else [])


def _six_counties(state):
    """Card 7 (12.0): the Patriote names the leaders presiding (1-6), then checks the six
    counties in the order he likes."""
    scripts = [[["call", "six_counties_checks", n, []]] for n in range(1, 7)]
    return [choose(P, [str(n) for n in range(1, 7)], scripts)]


def _six_counties_checks(state, n, done):
    left = [D[k] for k in SIX_COUNTIES if D[k] not in done]
    if not left:
        return [spirit((n + 1) // 2)]
    spec = "list:" + ",".join(C.DISTRICTS[d].key for d in left)
    template = [["check", P, "$", n, [["add", P, "$", 2]], []],
                ["call", "six_counties_checks", n, done + ["$"]]]
    return [pick(P, P, spec, template)]


def _select_committee(state):
    """Card 3 (12.0): the Loyal picks a city to check first; a success allows the other."""
    def city(first, second):
        second_check = check(L, second, 3, [["add", L, second, 2], ["remove", P, second, 1]])
        return [check(L, first, 3, [["add", L, first, 2], ["remove", P, first, 1],
                                    second_check])]
    return [choose(L, ["montreal", "quebec"], [city(C.MONTREAL, C.QUEBEC),
                                               city(C.QUEBEC, C.MONTREAL)])]


def _st_ours(state):
    return [spirit(1), choose(P, list(C.TRACKS), [[["score_seq", t]] for t in range(4)])]


CHECK_SERIES = {
    # card: (districts, filter, bonus, on success, on failure) -- "$" is the district
    84: (3, "rural_own_present", 2, [], [["remove", P, "$", 2]]),
    88: (2, "rural_own_org", 3, [], [["org_lost", P, "$"]]),
    147: (2, "rural_own_org", 4, [["add", P, "$", 2]], []),
}


def _check_series(state, card, left, done):
    """Cards 84, 88, 147: Patriote checks in different districts he picks one by one;
    on the Loyal cards 84 and 88 the Patriote alone decides on buying (12.0)."""
    count, spec, bonus, success, failure = CHECK_SERIES[card]
    if left <= 0:
        return []
    template = [["check", P, "$", bonus, success, failure],
                ["call", "check_series", card, left - 1, done + ["$"]]]
    return [pick(P, P, spec, template, done)]


def _loyal_answer(state):
    ops = [add(L, "montreal", 2), add(L, "quebec", 2)]
    if not has_urban_org(state, L):
        ops.append(choose(L, ["montreal", "quebec"], [[["org_place", L, C.MONTREAL]],
                                                      [["org_place", L, C.QUEBEC]]]))
    return ops


def _central_committee(state):
    if not state.org[P][C.MONTREAL]:
        return [["org_place", P, C.MONTREAL]]
    return [add(P, "montreal", 2)]


def _new_org(f, spec, bonus):
    """A check to found a rural organization where f has none (cards 51, 81)."""
    template = [["check", f, "$", bonus, [["org_place", f, "$"]], []]]
    return lambda state, _f: [pick(f, f, spec, template)]


def _general_elections(state, f):
    if f == P:
        return [place(P, 4, "rural_own_bias"), vp(P, 1)]
    return [place(L, 3, "rural_own_bias")]


def _morning_courier(state, f):
    return [add(f, "montreal", 1 if f == P else 2)]


def _petite_famille(state, f):
    ops = [add(L, "quebec", 1)]
    if parliamentary(state):
        ops += [add(L, "quebec", 1), remove(P, "quebec", 1)]
    return ops


CALLS.update({
    "st_jean_baptiste": _st_jean_baptiste,
    "russell": _russell,
    "ragtag": _ragtag,
    "you_go_we_go": _you_go_we_go,
    "victoria": _victoria,
    "arrest_warrants": _arrest_warrants,
    "spontaneous_next": _spontaneous,
    "six_counties_checks": _six_counties_checks,
    "check_series": _check_series,
})


class _Fixed:
    """An event whose steps never depend on the state: EVENTS[id](state, f) gives them."""

    def __init__(self, *ops):
        self.ops = ops

    def __call__(self, state, f):
        return [list(o) for o in self.ops]


_fixed = _Fixed


EVENTS = {
    # key events
    1: _general_elections,
    2: lambda s, f: _loyal_answer(s),
    3: lambda s, f: _select_committee(s),
    4: lambda s, f: [call("russell")],
    5: lambda s, f: _st_ours(s),
    6: _fixed(add(P, "montreal", 3), spirit(1)),
    7: lambda s, f: _six_counties(s),
    8: lambda s, f: [call("arrest_warrants")],
    # 1834
    19: _fixed(remove(P, "montreal", 1), remove(L, "montreal", 1),
               remove(P, "quebec", 1), remove(L, "quebec", 1)),
    20: _fixed(ei(P, 1), op_gain(P, 1)),
    21: _fixed(add(L, "stanstead", 1), add(L, "sherbrooke", 1), add(L, "shefford", 1), spirit(1)),
    22: _fixed(ei(P, 1)),
    23: lambda s, f: [["dest", "removed"], ["flag", "sjb", 1]],
    24: _fixed(vp(L, 3)),
    25: lambda s, f: _central_committee(s),
    26: _fixed(add(L, "quebec", 2)),
    27: _fixed(add(P, "richelieu", 3), add(P, "st-hyacinthe", 1), add(P, "yamaska", 1)),
    28: lambda s, f: _92_resolutions(s),
    29: _fixed(remove(P, "montreal", 2), spirit(1)),
    30: _fixed(vp(P, 2), spirit(1)),
    31: lambda s, f: [ei(f, 1)],
    32: lambda s, f: [add(L, "quebec", 2)] + ([vp(L, 1)] if s.org[L][C.QUEBEC] else []),
    # 1835-36
    37: _fixed(["flag", "caron", 1]),
    38: _fixed(ei(L, 1), op_gain(P, -2)),
    39: _fixed(spirit(1), add(L, "montreal", 2)),
    40: _fixed(check(P, D["richelieu"], 2, [add(P, "richelieu", 2), spirit(2)],
                     [remove(P, "richelieu", 2), vp(L, 1)])),
    41: _fixed(add(L, "montreal", 3), spirit(1)),
    42: _fixed(["random", -1, [["add", "F", "$", 2], ["by_election", "$"]], []]),
    43: _fixed(["random", -1, [["add", "F", "$", 2], ["by_election", "$"]], []]),
    44: _fixed(ei(P, 2)),
    45: _fixed(add(L, "montreal", 2), spirit(2)),
    46: _fixed(vp(P, 2), spirit(1)),
    47: _fixed(take(L, P, 3, "rural")),
    48: _fixed(["flag", "charm_canadien", 1], ["flag", "charm_media", 1], ei(L, 1)),
    49: _fixed(op_gain(P, 3)),
    50: _fixed(add(P, "st-maurice", 2), vp(P, 1)),
    51: _new_org(P, "rural_own_present_unorganized", 3),
    52: lambda s, f: [ei(f, 1), op_gain(f, 1)],
    53: _fixed(place(L, 4, "rural_own_bias")),
    54: _fixed(add(P, "montreal", 2), spirit(1)),
    55: _fixed(place(P, 4, "rural_own_bias")),
    56: _fixed(["flag", "papineau", 1]),
    # 1837
    61: _fixed(spirit(1), place(P, 3, "rural_own_org")),
    62: _fixed(add(P, "montreal", 2), vp(P, 1)),
    63: _fixed(op_gain(P, 2), ei(P, 1)),
    64: _fixed(place(P, 3, "rural_own_control")),
    65: _fixed(add(P, "yamaska", 3), spirit(1)),
    66: _fixed(take(L, P, 3, "rural_own_org")),      # read for the Patriote cubes
    67: _fixed(check(P, C.MONTREAL, 4, [vp(P, 2), add(P, "montreal", 2)])),
    68: _fixed(["flag", "beyond", 1]),
    69: _fixed(add(P, "quebec", 2), vp(P, 1)),
    70: lambda s, f: _tumult(s),
    71: _fixed(take(P, L, 2, "rural_other_org")),    # read for the Loyal cubes
    72: _fixed(add(P, "richelieu", 2), add(P, "st-hyacinthe", 2), spirit(1)),
    73: _fixed(war(L, 2)),
    74: _fixed(add(L, "missisquoi", 2), add(L, "shefford", 2)),
    75: _fixed(["org_place", P, C.QUEBEC]),
    76: _fixed(check(P, C.MONTREAL, 2, [remove(L, "montreal", 1), spirit(1)],
                     [remove(P, "montreal", 3), spirit(1)])),
    77: _fixed(["flag", "forbid", 1]),
    78: _fixed(add(L, "montreal", 2)),
    79: _fixed(add(P, "montreal", 2), spirit(1)),
    80: lambda s, f: _magistrates(s),
    81: _new_org(L, "rural_own_bias_unorganized", 3),
    82: _fixed(add(P, "chambly", 2), spirit(1)),
    83: _fixed(remove(P, "richelieu", 2), remove(P, "st-hyacinthe", 2), spirit(1)),
    84: lambda s, f: _check_series(s, 84, 3, []),
    85: lambda s, f: _lafontaine(s),
    86: _fixed(remove(P, "montreal", 2), spirit(1)),
    87: _fixed(add(P, "richelieu", 3), war(P, 2)),
    88: lambda s, f: _check_series(s, 88, 2, []),
    89: _fixed(ei(L, 1), spirit(1)),
    90: _fixed(ei(P, 2)),
    91: _fixed(add(P, "deux-montagnes", 3), war(P, 1)),
    92: lambda s, f: _loyalty_oaths(s),
    93: lambda s, f: _loyalty_oaths(s),
    94: lambda s, f: [call("victoria")],
    95: _fixed(ei(L, 1), op_gain(P, -2)),
    # generic
    96: _fixed(add(P, "montreal", 2), place(P, 1, "rural")),
    97: _fixed(add(L, "montreal", 2), place(L, 1, "rural")),
    98: lambda s, f: [add(f, "quebec", 2)],
    99: _fixed(spirit(1), place(L, 2, "rural_own_bias")),
    100: _fixed(place(P, 3, "rural_other_control")),
    101: _fixed(place(L, 3, "rural_other_control")),
    102: _fixed(take(P, L, 2, "rural")),
    103: _fixed(take(L, P, 2, "rural")),
    104: _fixed(op_gain(P, 3)),
    105: _fixed(op_gain(L, 3)),
    106: lambda s, f: [["random", f, [["add", f, "$", 2]], []]],
    107: _fixed(["flag", "family", 1]),
    108: _fixed(["skip", L]),
    109: _fixed(spirit(-1)),
    110: _fixed(spirit(2)),
    111: _fixed(ei(P, 1), place(P, 1, "rural")),
    112: _fixed(ei(L, 1), place(L, 1, "rural")),
    113: _fixed(place(P, 2, "rural_uncontrolled")),
    114: _fixed(place(L, 2, "rural_uncontrolled")),
    115: lambda s, f: [pick(f, f, "rural_own_org", [["add", f, "$", 2]])],
    116: _fixed(add(L, "sherbrooke", 2), add(L, "megantic", 1)),
    117: _fixed(add(P, "lassomption", 2), add(P, "berthier", 1)),
    118: _fixed(remove(P, "quebec", 1), add(L, "quebec", 1)),
    119: _fixed(remove(L, "montreal", 1), add(P, "montreal", 1)),
    120: _petite_famille,
    121: _fixed(vp(P, 1), op_gain(P, 1)),
    122: _fixed(vp(L, 1), op_gain(L, 1)),
    123: _fixed(add(P, "montreal", 2), place(P, 2, "rural")),
    124: _fixed(take(P, L, 1, "urban"), ei(P, 1)),
    125: _fixed(take(L, P, 1, "urban"), ei(L, 1)),
    126: _fixed(place(P, 2, "rural_own_bias"), spirit(1)),
    127: _fixed(war(L, 1), spirit(1)),
    128: _fixed(war(P, 1), op_gain(P, 2)),
    129: lambda s, f: [pick(L, L, "rural_other_control", [["call", "ragtag", "$"]])],
    130: lambda s, f: [["ap", f, 2, 2, s.card or 0]],
    131: lambda s, f: _spontaneous(s, 3, []),
    132: _fixed(add(L, "beauce", 2), add(L, "drummond", 1)),
    133: _fixed(add(P, "nicolet", 2), add(P, "st-maurice", 1)),
    134: lambda s, f: [pick(L, L, "rural_other_control", [["call", "you_go_we_go", "$"]]),
                       pick(L, L, "rural_other_control", [["call", "you_go_we_go", "$"]])],
    135: _fixed(op_gain(L, 2), ei(L, 1)),
    136: lambda s, f: [op_gain(f, 2)],
    137: _fixed(remove(L, "quebec", 1), vp(P, 1)),
    138: lambda s, f: _prorogued(s),
    139: _fixed(add(L, "montreal", 1), add(L, "quebec", 1), op_gain(L, 1)),
    140: _fixed(add(P, "montreal", 1), add(P, "quebec", 1), op_gain(P, 1)),
    141: _fixed(spirit(2)),
    142: _morning_courier,
    143: _fixed(take(L, P, 2, "rural_own_bias")),
    144: _fixed(place(P, 2, "rural_other_bias")),
    145: lambda s, f: [vp(f, 1)],
    146: _fixed(["pick", P, P, "list:st-hyacinthe,nicolet", [["add", P, "$", 3]], []]),
    147: lambda s, f: _check_series(s, 147, 2, []),
}
for _cid in (9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 33, 34, 35, 36, 57, 58, 59, 60):
    EVENTS[_cid] = _activities


REQUIREMENTS = {
    3: parliamentary,
    8: spirit_at_least(10),
    30: parliamentary,
    41: spirit_at_least(5),
    46: parliamentary,
    49: lambda s, f: s.ctrl[C.MONTREAL] == P,
    51: lambda s, f: has_urban_org(s, P),
    56: spirit_at_least(8),
    61: lambda s, f: rural_orgs(s, P) >= 1,
    66: lambda s, f: rural_orgs(s, P) >= 1,
    67: lambda s, f: s.mv[P][C.MONTREAL] >= 4,
    69: parliamentary,
    71: lambda s, f: rural_orgs(s, P) >= 1,
    72: spirit_at_least(8),
    75: lambda s, f: s.mv[P][C.QUEBEC] >= 4 and not s.org[P][C.QUEBEC],
    80: lambda s, f: rural_orgs(s, P) >= 1,
    81: lambda s, f: has_urban_org(s, L),
    82: spirit_at_least(10),
    83: spirit_at_least(10),
    87: spirit_at_least(12),
    88: lambda s, f: rural_orgs(s, P) >= 1,
    90: spirit_at_least(8),
    91: spirit_at_least(11),
    92: spirit_at_least(10),
    93: spirit_at_least(10),
    110: spirit_at_least(4),
    115: lambda s, f: rural_orgs(s, f) >= 1,
    129: lambda s, f: P in rural_values(s.ctrl),
    134: lambda s, f: rural_orgs(s, P) >= 1,
    138: parliamentary,
    147: lambda s, f: rural_orgs(s, P) >= 2,
}


def requirement_met(state, card: int, f: int) -> bool:
    check_req = REQUIREMENTS.get(card)
    return True if check_req is None else bool(check_req(state, f))


def event_ops(state, card: int, f: int) -> list[list]:
    """The steps of card's event carried out by f. Only the fixed events (_fixed) hold
    the placeholders of _bind, filled once per faction at import; the other functions
    are given f and fill it in themselves."""
    bound = FIXED_BOUND.get(card)
    if bound is not None:
        return list(bound[f])
    return EVENTS[card](state, f)


def _bind(op, f):
    """Fill the "F" placeholder (the faction carrying the event out) and the chooser -1."""
    if isinstance(op, list):
        out = [_bind(x, f) if isinstance(x, list) else (f if x == "F" else x) for x in op]
        if out and out[0] == "random" and out[1] == -1:
            out[1] = f
        return out
    return f if op == "F" else op



# The steps of the events that never depend on the state, bound once per faction: ops
# are never changed in place (a state replaces them), so states may share them.
FIXED_BOUND = {card: tuple(tuple(_bind(op, f) for op in event.ops) for f in (0, 1))
               for card, event in EVENTS.items() if isinstance(event, _Fixed)}
