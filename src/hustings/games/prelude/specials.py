"""Special actions (9.5): once per turn each player may use one of the six actions of his
player board, each at most once per game, by spending its AP."""

from __future__ import annotations

from . import content as C
from .board_rules import gain_op, score_vp
from .names import CARD_NAMES, FACTION_NAMES, special_name
from .ops import by_first_arg, decided
from .scoring import TRACK_NAMES

LOYAL_SPECIALS = ("strings", "realign", "nonissue", "trouble", "canadien", "media")
PATRIOTE_SPECIALS = ("moment", "support", "cost", "angles", "canadien", "media")
SPECIALS = (PATRIOTE_SPECIALS, LOYAL_SPECIALS)


def available(state, f: int, name: str) -> bool:
    bit = 1 << SPECIALS[f].index(name)
    if state.sa_turn[f]:
        return False
    if state.sa_used[f] & bit:
        # card 48 lets the Loyal player use Le Canadien / Partisan Media once more
        return f == 1 and name in ("canadien", "media") and state.flags.get(f"charm_{name}", 0) > 0
    return True


def swappable_reserve(state) -> list[int]:
    return [c for c in state.reserve if C.DECK_OF[c] != "key"]


def special_ids(state, f: int, left: int) -> list[str]:
    if state.sa_turn[f] or left < 2 and not (f == 1 and left >= 1):
        return []
    ids = []
    if f == 1:
        if available(state, 1, "strings"):
            ids.extend(f"sa:strings:{n}" for n in range(1, left + 1))
        if left >= 2 and available(state, 1, "realign"):
            ids.append("sa:realign")
        if left >= 4 and available(state, 1, "nonissue"):
            ids.extend(f"sa:nonissue:{t}" for t in TRACK_NAMES)
        if left >= 4 and available(state, 1, "trouble"):
            ids.append("sa:trouble:1")
            if left >= 6:
                ids.append("sa:trouble:2")
    else:
        if left >= 4:
            for name in ("moment", "support", "cost"):
                if available(state, 0, name):
                    ids.append(f"sa:{name}")
        if available(state, 0, "angles"):
            hand, pool = len(state.hands[0]), len(swappable_reserve(state))
            ids.extend(f"sa:angles:{n}" for n in (1, 2, 3)
                       if 2 * n <= left and hand >= n and pool >= n)
    if left >= 2:
        for name in ("canadien", "media"):
            if available(state, f, name) and not (state.lc if name == "canadien" else state.pm)[f]:
                ids.append(f"sa:{name}")
    return ids


def start_special(state, f: int, rest: str) -> tuple[int, list[list]]:
    """Carry out the special action `rest` for faction `f`: (AP spent, ops to run)."""
    parts = rest.split(":")
    name = parts[0]
    bit = 1 << SPECIALS[f].index(name)
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
        state.spirit = min(15, state.spirit + n)
        return 2 + 2 * n, []
    if name == "canadien":
        state.lc[f] = 1
        return 2, []
    if name == "media":
        state.pm[f] = 1
        return 2, []
    if name == "moment":
        gain_op(state, 0, 6)
        return 4, []
    if name == "support":
        full = sum(1 for d in C.RURAL if C.BIAS[d] == 0 and state.mv[0][d] >= C.BOXES[d])
        score_vp(state, 0, full)
        return 4, []
    if name == "cost":
        state.flags["nofear"] = 1
        return 4, []
    n = int(parts[1])  # angles
    return 2 * n, [["angles", 0, n]]


def _strings_legal(state, op):
    return [f"sdie:{t}" for t in TRACK_NAMES]


@decided("strings", "pulling_strings", by_first_arg, _strings_legal)
def choose_strings(state, op, action_id):
    """9.5.1: roll the chosen scoring dice one at a time, each fully resolved."""
    _, f, n = op
    state.queue.pop(0)
    ops = [["roll_die", TRACK_NAMES.index(action_id.split(":")[1])]]
    if n > 1:
        ops.append(["strings", f, n - 1])
    state.push(ops)


def _angles_legal(state, op):
    return [f"swap:c{h}:c{r}" for h in state.hands[0] for r in swappable_reserve(state)]


@decided("angles", "various_angles", by_first_arg, _angles_legal)
def choose_angles(state, op, action_id):
    """9.5.2: exchange a hand card with a non-key card of the reserve, n times."""
    _, f, n = op
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
        state.push([["angles", f, n - 1]])
