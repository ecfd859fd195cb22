"""The procedure stack: what a card, a check or a scoring sequence starts is a queue of
small steps ("ops") kept in the state, so that a player may be asked to decide in the
middle of it, and the game may be saved there; the action round's own steps are the turn
machine's stages (stages.py), which go on once the queue is empty. Each op is a JSON
list whose first item names its handler. A handler either runs at once (`run`) or waits
for a decision (`seat`, `legal`, `choose`). Phase modules register their handlers here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hustings.engine import Decision


@dataclass(frozen=True, slots=True)
class Handler:
    run: Callable | None = None          # run(state, op) for an automatic step
    seat: Callable | None = None         # seat(state, op) -> faction deciding
    legal: Callable | None = None        # legal(state, op) -> list of ids
    choose: Callable | None = None       # choose(state, op, action_id)
    prompt: str = ""
    ordered: bool = False                # legal() already lists its ids sorted and unique
    decisions: tuple = ()                # the Decision for each faction deciding, built once
    by_first_arg: bool = False           # seat is by_first_arg: the loop reads op[1] itself


HANDLERS: dict[str, Handler] = {}
AUTOMATIC: dict[str, Callable] = {}      # the `run` of every automatic op, for the loop


def automatic(name: str):
    """Register an op that runs without a decision."""
    def wrap(func):
        HANDLERS[name] = Handler(run=func)
        AUTOMATIC[name] = func
        return func
    return wrap


def decided(name: str, prompt: str, seat: Callable, legal: Callable, ordered: bool = False):
    """Register an op that waits for `seat(state, op)` to choose among `legal(state, op)`;
    `ordered` promises that `legal` returns its ids sorted and unique, so they need no
    sorting (checked by the tests)."""
    def wrap(func):
        HANDLERS[name] = Handler(seat=seat, legal=legal, choose=func, prompt=prompt,
                                 ordered=ordered,
                                 decisions=(Decision((0,), prompt), Decision((1,), prompt)),
                                 by_first_arg=seat is by_first_arg)
        return func
    return wrap


def by_first_arg(state, op) -> int:
    """Most decided ops carry the deciding faction as their first argument."""
    return op[1]


def substitute(template, district: int):
    """A copy of `template` (ops, nested) with the placeholder "$" replaced by `district`."""
    if template == "$":
        return district
    if isinstance(template, list):
        return [substitute(item, district) for item in template]
    return template
