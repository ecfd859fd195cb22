"""A cheap estimate of an unfinished game for search bots (the optional `Game.estimate`
hook used by hustings.bots.ismcts to cut playouts short): each side's chance of winning,
read from the VP track (2.4) and what the end of the game would add to it.

Every way the game can end but the 20 VP win (2.4, 1 and 3) runs the scoring sequence
of all four tracks, so the VP each advantage marker stands on is counted as if it were
already scored; war readiness (6.1) counts as the spirit of rebellion nears 15. The
"0" box goes to the Loyal player, so the Loyal side needs a margin of 0 and the
Patriote side one of -1. The nearer the end (turns left, or the spirit's distance to
15, whichever is shorter), the sharper the logistic."""

from __future__ import annotations

import math

from . import content as C
from .board_rules import favoured

LAST_TURN = len(C.TURNS) - 1
SPIRIT_END = 15
TWENTY_VP = 20
# Tracks score several times a game, but the advantage now may not hold until then.
TRACK_WEIGHT = 1.0


def estimate(state) -> list[float]:
    """[Patriote, Loyal] prospects in [0, 1], summing to 1."""
    vp = state.vp
    if vp >= TWENTY_VP:
        return [0.0, 1.0]
    if vp <= -TWENTY_VP:
        return [1.0, 0.0]
    tracks = 0
    for track in range(4):
        side, points = favoured(state, track)
        if side == 1:
            tracks += points
        elif side == 0:
            tracks -= points
    spirit = state.spirit
    war = (state.wr[1] - state.wr[0]) * spirit / SPIRIT_END
    # Positive favours the Loyal side; +0.5 splits the "0" box's tie in the Loyal favour.
    margin = vp + TRACK_WEIGHT * tracks + war + 0.5
    turns_left = min(LAST_TURN - state.turn, SPIRIT_END - spirit)
    spread = 2.0 + 2.5 * max(0, turns_left)
    loyal = 1.0 / (1.0 + math.exp(-margin / spread))
    return [1.0 - loyal, loyal]
