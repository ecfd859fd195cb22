"""Turning projected scores into each seat's prospects, for `Game.estimate`."""

from __future__ import annotations

import math

# Share of the estimate that is the seat's place between the lowest and highest projection,
# as in the ISMCTS reward, which also gives a little for the score beside the win.
PLACE_WEIGHT = 0.15


def prospects(projected: list[float], spread: float) -> list[float]:
    """Per seat, a value in [0, 1]: mostly a softmax share of the projected scores (a
    smaller `spread` makes a lead count for more, as the game runs out), plus a small part
    for the seat's place between the lowest and highest projection."""
    best = max(projected)
    low = min(projected)
    span = best - low
    weights = [math.exp((p - best) / spread) for p in projected]
    norm = sum(weights)
    return [(1 - PLACE_WEIGHT) * w / norm + PLACE_WEIGHT * ((p - low) / span if span > 0 else 0.5)
            for w, p in zip(weights, projected, strict=True)]
