"""A cheap estimate of an unfinished game for search bots (the optional `Game.estimate`
hook used by hustings.bots.ismcts to cut playouts short): each side's chance of winning,
by a logistic model of the position fitted to how games went on from such positions.

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

# The model, fitted by `scripts/fit_1960_estimate.py`: each feature is Kennedy's figure
# minus Nixon's, and the weighted sum is divided by 1 + TIME_SCALE * turns left (a lead
# is worth less with more campaigning to come).
FEATURES = ("margin", "shaky", "firm", "momentum", "candidate", "issue_1", "issue_2",
            "issue_3", "media", "endorsements", "bag", "hand", "strategy", "rest")
WEIGHTS = (0.0193, 0.0053, 0.0173, 0.3062, 0.411, 0.5368, 0.5958,
           0.505, -0.0131, 0.2276, 0.4225, -0.1075, 0.1201, -0.046)
BIAS = -0.0221
TIME_SCALE = 0.4011


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
    logit = BIAS + sum(w * f for w, f in zip(WEIGHTS, position_features(g), strict=True))
    turns_left = LAST_TURN - g.turn if g.turn < LAST_TURN else 0
    kennedy = 1.0 / (1.0 + math.exp(-logit / (1.0 + TIME_SCALE * turns_left)))
    return [kennedy, 1.0 - kennedy]


def position_features(g) -> tuple:
    """The model's FEATURES, in order: the projected electoral-vote margin
    (`projected_electoral_votes`), the votes of states held by one cube and by two or
    more, momentum, the candidate card ready, the lead on each issue of the track (in
    its order), media and endorsement markers, the share of the bag, and the cards in
    hand, in the strategy store and resting."""
    kennedy, nixon = g.projected_electoral_votes()
    shaky = firm = 0
    for index, value in enumerate(g.support):
        if value == 1:
            shaky += EV[index]
        elif value == -1:
            shaky -= EV[index]
        elif value > 1:
            firm += EV[index]
        elif value < -1:
            firm -= EV[index]
    leads = [0, 0, 0]
    for place, issue in enumerate(g.track):
        if issue is not None:
            lead = g.issues[issue]
            leads[place] = (lead > 0) - (lead < 0)
    bag = g.bag[0] + g.bag[1]
    return (kennedy - nixon, shaky, firm, g.momentum[0] - g.momentum[1],
            int(g.cand_ready[0]) - int(g.cand_ready[1]), leads[0], leads[1], leads[2],
            sum(g.media), sum(g.endorse), g.bag[0] / bag - 0.5 if bag else 0.0,
            len(g.hands[0]) - len(g.hands[1]), len(g.strategy[0]) - len(g.strategy[1]),
            g.rest[0] - g.rest[1])
