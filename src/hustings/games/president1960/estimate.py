"""A cheap estimate of an unfinished game for search bots (the optional `Game.estimate`
hook used by hustings.bots.ismcts to cut playouts short): each side's chance of winning,
from the electoral votes it would get if the election were held now (election 5-6),
softened by how much campaigning is left."""

from __future__ import annotations

import math

from .content import EV

LAST_TURN = 9
# A momentum marker turns into two cubes on election day (election 1): worth a few EV.
MOMENTUM_EV = 4.0
# A state held by a single cube is easily flipped: only part of its votes count as safe.
SHAKY_SHARE = 0.5


def estimate(g) -> list[float]:
    """[Kennedy, Nixon] prospects in [0, 1], summing to 1."""
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
