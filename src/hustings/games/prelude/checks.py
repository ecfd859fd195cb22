"""Mobilization checks (8.0): the target is the mobilization value plus the bonus; three
dice at most the target succeed; a failure may be bought off with opportunity points.

The check is declared by an action (an event's step, or AP committed to an organization
or a volunteer corps) and rolled right after it; the deciding player then answers with
`buy:<points>` or `fail`."""

from __future__ import annotations

from .names import DISTRICT_NAMES, FACTION_NAMES
from .ops import automatic, by_first_arg, decided
from .shared_events import shared

CHECK_ROLL = ("faction", "district", "target", "roll", "success")


def check_target(state, f: int, d: int, bonus: int) -> int:
    return state.mv[f][d] + bonus


def roll_three(state) -> int:
    return state.rng.die() + state.rng.die() + state.rng.die()


@automatic("check")
def run_check(state, op):
    """["check", faction, district, bonus, on_success, on_failure]"""
    _, f, d, bonus, success, failure = op
    target = check_target(state, f, d, bonus)
    total = roll_three(state)
    ok = total <= target
    state.log.append(shared("check_roll", "prelude 8.0", CHECK_ROLL,
                            (FACTION_NAMES[f], DISTRICT_NAMES[d], target, total, ok)))
    if ok:
        state.push(list(success))
    else:
        state.push([["buy", f, total - target, success, failure]])


def _buy_legal(state, op):
    if state.op[op[1]] >= op[2]:
        return [f"buy:{op[2]}", "fail"]
    return ["fail"]


@decided("buy", "buy_or_fail", by_first_arg, _buy_legal, ordered=True)
def choose_buy(state, op, action_id):
    """8.0: accept the failure, or spend OP to raise the target up to the roll."""
    _, f, diff, success, failure = op
    state.queue.pop(0)
    if action_id == "fail":
        state.log.append(shared("check_failed", "prelude 8.0", ("faction",), (FACTION_NAMES[f],)))
        state.push(list(failure))
    else:
        state.op[f] -= diff
        state.emit("check_bought", "prelude 8.0", faction=FACTION_NAMES[f], points=diff)
        state.push(list(success))
