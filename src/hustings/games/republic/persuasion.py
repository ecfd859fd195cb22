"""Optional rule: Persuasion (the back cover). Each player names a faction leader who
cannot be persuaded; in the round a player may try, once per initiative, to win another
player's statesman: 2d6 plus modifiers against 12, then the two sides alternately spend
influence to raise or lower the total until both pass. Every point comes from the faction's
influence: influence on a statesman's card pays only for issues and the three activities
of the round (see docs/rulings/republic.md)."""

from __future__ import annotations

from .content import HOME, SID, SLUG, STATESMEN
from .flow import step

TARGET = 12
BORN = [s.born for s in STATESMEN]


def modifiers(st, persuader: int, target: int) -> int:
    mod = 0
    if persuader == st.president() or persuader in (st.party_leader("C"), st.party_leader("L")):
        mod += 1
    if st.popularity(target) < 5:
        mod += 1
    if BORN[target] - BORN[persuader] >= 5:
        mod += 1
    if HOME[persuader] == HOME[target]:
        mod += 1
    if st.popularity(persuader) < st.popularity(target):
        mod -= 2
    if BORN[persuader] > BORN[target]:
        mod -= 1
    leader = st.faction_leader[st.owner[target]]
    if leader >= 0:
        if abs(BORN[leader] - BORN[target]) < 5:
            mod += 1
        if HOME[leader] == HOME[target]:
            mod += 1
    return mod


def persuade_ids(st, seat) -> list[str]:
    """An attempt costs 1 faction influence: any of the seat's statesmen on any other
    player's statesman but a faction leader."""
    if st.faction_ip[seat] < 1:
        return []
    targets = [s for s in st.in_play() if st.owner[s] != seat and s not in st.faction_leader]
    return [f"persuade:{SLUG[p]}:{SLUG[t]}" for p in st.statesmen_of(seat) for t in targets]


def begin(st, seat, action_id) -> None:
    _, p_slug, t_slug = action_id.split(":")
    persuader, target = SID[p_slug], SID[t_slug]
    st.faction_ip[seat] -= 1
    dice = st.rng.die() + st.rng.die()
    total = dice + modifiers(st, persuader, target)
    st.emit("persuasion_attempt", "persuasion", persuader=p_slug, target=t_slug, dice=dice, total=total)
    if dice == 2:
        st.emit("persuasion_failed", "persuasion", target=t_slug)
        return
    st.ctx["persuasion"] = {"persuader": persuader, "target": target, "total": total,
                            "side": 0 if total < TARGET else 1, "passes": 0,
                            "back": st.ctx.get("stage")}
    st.ctx["stage"] = "persuasion"


def _spender(st) -> int:
    frame = st.ctx["persuasion"]
    return frame["persuader"] if frame["side"] == 0 else frame["target"]


def _seat(st):
    return (st.owner[_spender(st)],), False


def _ids(st, seat):
    return (["pspend:1"] if st.faction_ip[seat] >= 1 else []) + ["ppass"]


def _act(st, seat, action_id):
    frame = st.ctx["persuasion"]
    if action_id == "pspend:1":
        st.faction_ip[seat] -= 1
        frame["total"] += 1 if frame["side"] == 0 else -1
        frame["passes"] = 0
    else:
        frame["passes"] += 1
    frame["side"] = 1 - frame["side"]
    if frame["passes"] >= 2:
        _finish(st)


def _finish(st) -> None:
    frame = st.ctx.pop("persuasion")
    st.ctx["stage"] = frame["back"]
    target = frame["target"]
    if frame["total"] >= TARGET:
        st.set_standing(target, st.status[target], st.owner[frame["persuader"]])
        st.emit("persuaded", "persuasion", target=SLUG[target], to=st.owner[target])
    else:
        st.emit("persuasion_failed", "persuasion", target=SLUG[target])


def abandon_if_gone(st) -> bool:
    """A persuasion whose persuader or target died to a card played meanwhile ends
    without effect. True when it ended."""
    frame = st.ctx["persuasion"]
    if st.status[frame["persuader"]] == 1 and st.status[frame["target"]] == 1:
        return False
    st.ctx.pop("persuasion")
    st.ctx["stage"] = frame["back"]
    st.emit("persuasion_abandoned", "persuasion")
    return True


def leader_ids(st, seat) -> list[str]:
    return [f"leader:{SLUG[s]}" for s in st.statesmen_of(seat)] + (
        ["keep"] if st.faction_leader[seat] >= 0 else [])


def leader_act(st, seat, action_id) -> None:
    frame = st.stack[-1] if st.stack and st.stack[-1]["kind"] == "leaders" else None
    if action_id != "keep":
        st.faction_leader[seat] = SID[action_id.split(":")[1]]
        st.emit("faction_leader_named", "persuasion", seat=seat, statesman=action_id.split(":")[1])
    if frame is not None:
        frame["queue"].pop(0)


def start_leaders(st, order) -> None:
    st.stack.append({"kind": "leaders", "queue": list(order)})


def resume_leaders(st) -> None:
    frame = st.stack[-1]
    while frame["queue"] and not st.statesmen_of(frame["queue"][0]):
        frame["queue"].pop(0)
    if frame["queue"]:
        st.step = "faction_leader"
        return
    st.stack.pop()


step("persuasion", _seat, _ids, _act)
step("faction_leader", lambda st: ((st.stack[-1]["queue"][0],), False), leader_ids, leader_act)
