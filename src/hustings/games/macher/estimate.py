"""A cheap estimate of an unfinished game for search bots (the optional `Game.estimate`
hook of hustings.bots.ismcts): each party's chance of winning, from the score it would
have if the game ended now, softened by how much play is left."""

from __future__ import annotations

import math

from .national_scoring import breakdown

SCORE_WEIGHT = 0.15


def estimate(st) -> list[float]:
    totals = breakdown(st)["total"]
    rounds_left = max(0, 7 - st.round)
    # Later in the game a lead is worth more: the spread narrows as rounds run out.
    spread = 8.0 + 6.0 * rounds_left
    best = max(totals)
    weights = [math.exp((t - best) / spread) for t in totals]
    norm = sum(weights)
    low, high = min(totals), max(totals)
    values = []
    for seat, total in enumerate(totals):
        share = (1 - SCORE_WEIGHT) * weights[seat] / norm
        score = (total - low) / (high - low) if high > low else 0.5
        values.append(share + SCORE_WEIGHT * score)
    return values
