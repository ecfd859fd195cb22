"""A cheap estimate of an unfinished game for search bots (the optional `Game.estimate`
hook of hustings.bots.ismcts): each seat's chance of winning, from a projected score,
softened by how much of the game is left.

The projected score uses the terms of the heuristic bot's evaluation (bot.py): points
banked, the convention room weighted by the chance the article passes, the committee
room for its leader, debate tracks led while tiles remain, the debate bonus as the tiles
lie, and the means to act (markers, cards). The bot evaluates one seat at a time and so
recomputes the shared parts per seat; here they are computed once for all seats.
"""

from __future__ import annotations

from hustings.engine.prospects import prospects

from .bot import CARD, COMMITTEE_MARKER, EXTRA_MARKER, MARKER, TILE_LEAD, yea_chance
from .cards import FACTIONS
from .scoring import committee_weights, convention_points, final_bonus
from .state import NAY, ROUNDS, START_MARKERS, YEA

# Share of the estimate that is the seat's place between the lowest and the highest
# projection (as in ISMCTS's reward vector), the rest is the softmax share.
N_FACTIONS = len(FACTIONS)


def projected_scores(state) -> list[float]:
    """Each seat's points banked plus what the position is likely to bring."""
    n = state.n
    projected = [float(points) for points in state.scores]
    if state.conv_art >= 0:
        p = yea_chance(state)
        yea_points = convention_points(state, YEA)
        nay_points = convention_points(state, NAY)
        losing_side = NAY if p >= 0.5 else YEA
        for seat in range(n):
            projected[seat] += p * yea_points[seat] + (1 - p) * nay_points[seat]
        # A marker on the side likely to lose moves to the committee room.
        for side, owner in zip(state.room_side, state.room_owner, strict=True):
            if owner >= 0 and side == losing_side:
                projected[owner] += COMMITTEE_MARKER
    weights = committee_weights(state)
    best = max(weights)
    alone = best > 0 and weights.count(best) == 1
    for seat in range(n):
        share = 0.9 if alone and weights[seat] == best else 0.25
        projected[seat] += share * weights[seat]
    tiles_left = state.tiles_left
    for f in range(N_FACTIONS):
        if not tiles_left[f]:
            continue
        track = state.debate[f]
        most = max(track)
        if not most:
            continue
        if track.count(most) == 1:
            leader = track.index(most)
            projected[leader] += TILE_LEAD
        else:
            leader = -1
        for seat in range(n):
            if track[seat] and seat != leader:
                projected[seat] += 0.4 * track[seat] / most
    bonus = final_bonus(state)
    hands, free, markers = state.hands, state.free, state.markers
    for seat in range(n):
        projected[seat] += (bonus[seat] + MARKER * free[seat]
                            + EXTRA_MARKER * (markers[seat] - START_MARKERS)
                            + CARD * min(len(hands[seat]), 4))
    return projected


def estimate(state) -> list[float]:
    """Per seat, a value in [0, 1]: mostly a softmax share of the projected scores whose
    spread narrows as rounds run out (a lead counts for more near the end), plus a
    small part for the seat's place between the lowest and highest projection."""
    projected = projected_scores(state)
    rounds_left = max(0, ROUNDS - state.round)
    spread = 4.0 + 4.0 * rounds_left
    return prospects(projected, spread)
