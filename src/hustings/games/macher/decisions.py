"""The Decision objects of Die Macher's phases. A Decision never changes, so every state
shares one per seat and prompt (and per set of seats for a sealed choice)."""

from __future__ import annotations

from functools import cache

from hustings.engine import Decision

from .content import COLORS

MAX_PARTIES = len(COLORS)
# [parties][start player]: the seats in turn order, the start player first, then
# clockwise (`MacherState.order`).
TURN_ORDERS = tuple(tuple(tuple((start + i) % n for i in range(n)) for start in range(n))
                    for n in range(MAX_PARTIES + 1))


@cache
def seat_decides(seat: int, prompt: str) -> Decision:
    """One party's decision; a Decision never changes, so every state shares one per
    seat and prompt."""
    return Decision((seat,), prompt)


def seat_decisions(prompt: str) -> tuple[Decision, ...]:
    """`seat_decides(seat, prompt)` for every seat, indexed by seat: a phase picks its
    decision from this table rather than calling the cached function."""
    return tuple(seat_decides(seat, prompt) for seat in range(MAX_PARTIES))


@cache
def seats_decide(seats: tuple[int, ...], prompt: str) -> Decision:
    """A sealed choice of the parties in `seats`, shared like `seat_decides`."""
    return Decision(seats, prompt, simultaneous=True)


@cache
def seats_waiting(done: tuple[int, ...], prompt: str) -> Decision:
    """The sealed choice of every seat whose flag in `done` is still 0, shared like
    `seats_decide` (one per set of flags)."""
    return seats_decide(tuple(s for s, flag in enumerate(done) if not flag), prompt)
