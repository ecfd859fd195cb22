"""Special actions (9.5): once per turn each player may use one of the six actions of his
player board, each at most once per game, by spending its AP."""

from __future__ import annotations

from . import content as C
from .board_rules import gain_op, score_vp
from .effects import log_op, spirit_event, vp_event
from .names import CARD_NAMES, FACTION_NAMES, SPECIAL_TITLES, special_name
from .ops import by_first_arg, decided
from .scoring import TRACK_NAMES

LOYAL_SPECIALS = ("strings", "realign", "nonissue", "trouble", "canadien", "media")
PATRIOTE_SPECIALS = ("moment", "support", "cost", "angles", "canadien", "media")
SPECIALS = (PATRIOTE_SPECIALS, LOYAL_SPECIALS)


BITS = tuple({name: 1 << i for i, name in enumerate(names)} for names in SPECIALS)
STRINGS_IDS = tuple(tuple(f"sa:strings:{n}" for n in range(1, left + 1)) for left in range(41))
NONISSUE_IDS = tuple(f"sa:nonissue:{t}" for t in TRACK_NAMES)
ANGLES_IDS = ("sa:angles:1", "sa:angles:2", "sa:angles:3")


def available(state, f: int, name: str) -> bool:
    bit = BITS[f][name]
    if state.sa_turn[f]:
        return False
    if state.sa_used[f] & bit:
        # card 48 lets the Loyal player use Le Canadien / Partisan Media once more
        return f == 1 and name in ("canadien", "media") and state.flags.get(f"charm_{name}", 0) > 0
    return True


def special_names(state, f: int) -> tuple[list[str], list[str]]:
    """f's special actions in words, in the player board's order: (those used this game,
    those f may still use in a later turn or this one; card 48 makes the Loyal's used Le
    Canadien and Partisan Media available once more)."""
    used = state.sa_used[f]
    spent, left = [], []
    for name in SPECIALS[f]:
        if used & BITS[f][name]:
            spent.append(SPECIAL_TITLES[name])
        if not used & BITS[f][name] or (
                f == 1 and name in ("canadien", "media") and state.flags.get(f"charm_{name}", 0) > 0):
            left.append(SPECIAL_TITLES[name])
    return spent, left


def swappable_reserve(state) -> list[int]:
    return [c for c in state.reserve if C.DECK_OF[c] != "key"]


def special_ids(state, f: int, left: int) -> list[str]:
    """The special actions f may start with `left` AP (9.5); `available` spelled out
    with the bits of sa_used, as this runs at every AP step."""
    if state.sa_turn[f] or left < 2 and not (f == 1 and left >= 1):
        return []
    ids = []
    used = state.sa_used[f]
    bits = BITS[f]
    if f == 1:
        if not used & bits["strings"]:
            ids.extend(STRINGS_IDS[left] if left < len(STRINGS_IDS)
                       else (f"sa:strings:{n}" for n in range(1, left + 1)))
        if left >= 2 and not used & bits["realign"]:
            ids.append("sa:realign")
        if left >= 4 and not used & bits["nonissue"]:
            ids.extend(NONISSUE_IDS)
        if left >= 4 and not used & bits["trouble"]:
            ids.append("sa:trouble:1")
            if left >= 6:
                ids.append("sa:trouble:2")
    else:
        if left >= 4:
            for name in ("moment", "support", "cost"):
                if not used & bits[name]:
                    ids.append(f"sa:{name}")
        if not used & bits["angles"]:
            # 1, 2 or 3 exchanges, each for 2 AP, a hand card and a non-key reserve card
            most = min(left // 2, len(state.hands[0]), len(swappable_reserve(state)))
            ids.extend(ANGLES_IDS[:most])
    if left >= 2:
        if not state.lc[f] and (not used & bits["canadien"] or available(state, f, "canadien")):
            ids.append("sa:canadien")
        if not state.pm[f] and (not used & bits["media"] or available(state, f, "media")):
            ids.append("sa:media")
    return ids


_LISTED: tuple[dict[int, tuple[str, ...]], dict[int, tuple[str, ...]]] = ({}, {})
ANGLES_BIT = BITS[0]["angles"]
CANADIEN_MEDIA = BITS[1]["canadien"] | BITS[1]["media"]
KEY_EVENTS = frozenset(C.KEY_EVENT_IDS)


def listed_specials(state, f: int, left: int) -> tuple[str, ...]:
    """special_ids(state, f, left), sorted: its Various Angles ids (Patriote, first in
    sort order) from the hand and the reserve, the rest looked up by everything else it
    reads (the AP, the actions spent, the waiting Canadien and Media, card 48's second
    uses for the Loyal). The rest is worked out once per distinct situation, as this is
    asked at every AP step of random play."""
    if state.sa_turn[f] or left < 2 and not (f == 1 and left >= 1):
        return ()
    used = state.sa_used[f]
    key = (left << 8) | (used << 2) | (state.lc[f] << 1) | state.pm[f]
    if f == 1 and used & CANADIEN_MEDIA:
        flags = state.flags
        key = (key << 2) | ((flags.get("charm_canadien", 0) > 0) << 1) | (
            flags.get("charm_media", 0) > 0) | 1 << 40
    found = _LISTED[f].get(key)
    if found is None:
        found = _LISTED[f][key] = tuple(sorted(
            i for i in special_ids(state, f, left) if not i.startswith("sa:angles:")))
    if f == 0 and not used & ANGLES_BIT:
        reserve = state.reserve
        most = min(left // 2, len(state.hands[0]), len(reserve) - len(KEY_EVENTS.intersection(reserve)))
        if most > 0:
            return ANGLES_IDS[:most] + found
    return found


def start_special(state, f: int, rest: str) -> tuple[int, list[list]]:
    """Carry out the special action `rest` for faction `f`: (AP spent, ops to run)."""
    parts = rest.split(":")
    name = parts[0]
    bit = BITS[f][name]
    if state.sa_used[f] & bit:
        state.flags[f"charm_{name}"] -= 1
    state.sa_used[f] |= bit
    state.sa_turn[f] = 1
    state.emit("special_action", "prelude 9.5", faction=FACTION_NAMES[f], action=special_name(rest))
    if name == "strings":
        n = int(parts[1])
        return n, [["strings", f, n]]
    if name == "realign":
        state.flags["realign"] = 1
        return 2, []
    if name == "nonissue":
        state.smark[TRACK_NAMES.index(parts[1])] = 0
        return 4, []
    if name == "trouble":
        n = int(parts[1])
        before = state.spirit
        state.spirit = min(15, before + n)
        state.log.append(spirit_event(state.spirit - before, state.spirit))
        return 2 + 2 * n, []
    if name == "canadien":
        state.lc[f] = 1
        return 2, []
    if name == "media":
        state.pm[f] = 1
        return 2, []
    if name == "moment":
        log_op(state, 0, 6, gain_op(state, 0, 6))
        return 4, []
    if name == "support":
        full = sum(1 for d in C.RURAL if C.BIAS[d] == 0 and state.mv[0][d] >= C.BOXES[d])
        score_vp(state, 0, full)
        if full:
            state.log.append(vp_event(0, full, "prelude 9.5.2"))
        else:
            state.emit("support_nothing", "prelude 9.5.2")
        return 4, []
    if name == "cost":
        state.flags["nofear"] = 1
        return 4, []
    n = int(parts[1])  # angles
    return 2 * n, [["angles", 0, n]]


STRINGS_DIE_IDS = tuple(sorted(f"sdie:{t}" for t in TRACK_NAMES))


def _strings_legal(state, op):
    return list(STRINGS_DIE_IDS)


@decided("strings", "pulling_strings", by_first_arg, _strings_legal, ordered=True)
def choose_strings(state, op, action_id):
    """9.5.1: roll the chosen scoring dice one at a time, each fully resolved."""
    _, f, n = op
    state.queue.pop(0)
    ops = [["roll_die", TRACK_NAMES.index(action_id.split(":")[1])]]
    if n > 1:
        ops.append(["strings", f, n - 1])
    state.push(ops)


def _angles_legal(state, op):
    moved = op[3] if len(op) > 3 else ()
    return [f"swap:c{h}:c{r}" for h in state.hands[0] if h not in moved
            for r in swappable_reserve(state) if r not in moved]


@decided("angles", "various_angles", by_first_arg, _angles_legal)
def choose_angles(state, op, action_id):
    """9.5.2: exchange a hand card with a non-key card of the reserve, n times; a card
    once exchanged is not exchanged back (`op[3]`, the cards moved so far)."""
    f, n = op[1], op[2]
    moved = op[3] if len(op) > 3 else []
    _, h, r = action_id.split(":")
    h, r = int(h[1:]), int(r[1:])
    state.hands[0].remove(h)
    state.reserve.remove(r)
    state.hands[0].append(r)
    state.exposed.append(r)
    state.reserve.append(h)
    state.emit("angles_swap", "prelude 9.5.2", given=CARD_NAMES[h], taken=CARD_NAMES[r])
    state.queue.pop(0)
    if n > 1:
        state.push([["angles", f, n - 1, [*moved, h, r]]])
