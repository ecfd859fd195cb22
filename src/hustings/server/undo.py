"""Deciding, generically, whether an action may still be taken back.

A seat may undo its own last action only if that action taught it nothing and drew
nothing: no random draw happened (the state's Rng did not move), no value that was
secret to another seat became visible to it, and its view after the action does not
depend on information hidden from it (checked by replaying the action on
determinized copies of the state before it, which re-sample what the seat cannot see).
"""

from __future__ import annotations

import random

from hustings.engine import Rng, State
from hustings.engine.protocol import canonical, strings_in

DETERMINIZATIONS = 2


def rng_states(state: State) -> list[int]:
    """The positions of every Rng the state holds as an attribute."""
    return [value.state for value in getattr(state, "__dict__", {}).values()
            if isinstance(value, Rng)]




def undo_safe(before: State, after: State, seat: int, action_id: str) -> bool:
    """Whether `seat` may take back `action_id`, which turned `before` into `after`."""
    if after.is_over():
        return False
    if rng_states(before) != rng_states(after):
        return False
    hidden_from_seat = set()
    for other, values in before.secrets().items():
        if other != seat:
            hidden_from_seat |= {str(v) for v in values}
    seen_after = after.view(seat)
    if hidden_from_seat & strings_in(seen_after):
        return False
    expected = canonical(seen_after)
    for k in range(DETERMINIZATIONS):
        try:
            sampled = before.determinize(seat, random.Random(k))
            sampled.apply(seat, action_id)
        except Exception:  # a game that cannot replay the action on a sample: be safe
            return False
        if canonical(sampled.view(seat)) != expected:
            return False
    return True
