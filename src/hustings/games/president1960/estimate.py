"""A cheap estimate of an unfinished game for search bots (the optional `Game.estimate`
hook used by hustings.bots.ismcts to cut playouts short): each side's chance of winning,
from the electoral votes it would get if the election were held now (election 5-6),
softened by how much campaigning is left.

Only between pairs of plays: part way through an activity phase (rulebook 2) one side has
played its card and the other not yet, and a count taken then favours whoever went first.
A search that cut its playouts there would prefer going first, and play the first card
of each phase, for what is only the timing of the count; so the estimate is None there
and the playout goes on to the next pair."""

from __future__ import annotations

import math

from .content import EV
from .procedure import PROCEDURES

LAST_TURN = 9
# A momentum marker turns into two cubes on election day (election 1): worth a few EV.
MOMENTUM_EV = 4.0
# A state held by a single cube is easily flipped: only part of its votes count as safe.
SHAKY_SHARE = 0.5


# `g.step` is one past the procedure that set the pending task: these are its values
# while a play of the activity phases is pending, and those at the first of each pair.
_SLOTS = [i + 1 for i, procedure in enumerate(PROCEDURES["turn"])
          if procedure.__name__.startswith("activity_slot_")]
ACTIVITY_STEPS = frozenset(_SLOTS)
PAIR_STARTS = frozenset(_SLOTS[::2])


def between_pairs(g) -> bool:
    """Whether both sides have made as many plays as each other in this activity phase
    (always true outside the activity phases)."""
    if g.phase != "turn" or g.step not in ACTIVITY_STEPS:
        return True
    tasks = g.tasks
    return g.step in PAIR_STARTS and len(tasks) == 1 and tasks[0]["k"] == "play"


def estimate(g) -> list[float] | None:
    """[Kennedy, Nixon] prospects in [0, 1], summing to 1; None part way through a pair
    of plays."""
    if not between_pairs(g):
        return None
    margin = projected_margin(g) + MOMENTUM_EV * (g.momentum[0] - g.momentum[1])
    turns_left = LAST_TURN - g.turn if g.turn < LAST_TURN else 0
    # With every turn left a lead is worth less: the spread widens with the time to play.
    spread = 30.0 + 12.0 * turns_left
    kennedy = 1.0 / (1.0 + math.exp(-margin / spread))
    return [kennedy, 1.0 - kennedy]


def projected_margin(g) -> float:
    """Kennedy's electoral votes minus Nixon's in the projected count
    (`projected_electoral_votes`), with states held by one cube counted at a discount."""
    kennedy, nixon = g.projected_electoral_votes()
    shaky = 0
    for index, value in enumerate(g.support):
        if value == 1:
            shaky += EV[index]
        elif value == -1:
            shaky -= EV[index]
    return (kennedy - nixon) - SHAKY_SHARE * shaky
