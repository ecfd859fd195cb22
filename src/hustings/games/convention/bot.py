"""A heuristic bot: one step of look-ahead on a determinized copy, scored by a static
evaluation of points, likely points in the rooms, debate standing and resources.

It never looks at hidden cards: every look-ahead runs on `determinize(seat)`, which
re-deals what the seat cannot see.
"""

from __future__ import annotations

import random

from .cards import FACTIONS
from .debate import debate_leader
from .scoring import committee_weights, convention_points, final_bonus
from .state import ACTION, NAY, NAY_TO_FAIL, OVER, REFILL, YEA, YEA_TO_PASS

COMMITTEE_MARKER = 0.8   # a marker moved to the committee room by a lost vote
TILE_LEAD = 2.5          # leading a debate track alone when the round ends
MARKER = 0.4             # a free marker: the means to act
EXTRA_MARKER = 1.2       # a marker beyond the three every player starts with
CARD = 0.35              # a card in hand


def yea_chance(state) -> float:
    """A rough chance that the article passes, from how far each side is from its goal."""
    yea, nay = state.tally()
    need_yea, need_nay = YEA_TO_PASS - yea, NAY_TO_FAIL - nay
    if need_yea <= 0:
        return 1.0
    if need_nay <= 0:
        return 0.0
    return need_nay / (need_yea + need_nay)


def evaluate(state, seat: int) -> float:
    """Points banked plus what the position is likely to bring."""
    n = state.n
    if state.phase == OVER:
        others = max(state.scores[s] for s in range(n) if s != seat)
        return 100.0 * (state.scores[seat] - others)
    value = float(state.scores[seat])
    if state.conv_art >= 0:
        p = yea_chance(state)
        value += p * convention_points(state, YEA)[seat] + (1 - p) * convention_points(state, NAY)[seat]
        losing = sum(1 for st, owner in enumerate(state.room_owner) if owner == seat
                     and ((state.room_side[st] == YEA and p < 0.5) or (state.room_side[st] == NAY and p >= 0.5)))
        value += COMMITTEE_MARKER * losing
    weights = committee_weights(state)
    best_other = max((weights[s] for s in range(n) if s != seat), default=0)
    if weights[seat] > best_other:
        value += 0.9 * weights[seat]
    else:
        value += 0.25 * weights[seat]
    for f in range(len(FACTIONS)):
        mine = state.debate[f][seat]
        if not mine:
            continue
        leader = debate_leader(state, f)
        if leader == seat and state.tiles_left[f]:
            value += TILE_LEAD
        elif state.tiles_left[f]:
            value += 0.4 * mine / max(1, max(state.debate[f]))
    value += final_bonus(state)[seat]
    value += MARKER * state.free[seat] + EXTRA_MARKER * (state.markers[seat] - 3)
    value += CARD * min(len(state.hands[seat]), 4)
    return value


def relative(state, seat: int) -> float:
    if state.phase == OVER:
        return evaluate(state, seat)
    mine = evaluate(state, seat)
    others = [evaluate(state, s) for s in range(state.n) if s != seat]
    return mine - 0.35 * max(others)


class ConventionBot:
    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.random = random.Random(seed)

    def choose(self, state, seat: int) -> str:
        legal = state.legal_ids(seat)
        if len(legal) == 1:
            return legal[0]
        if state.phase == REFILL:
            return self.choose_card_back(state, seat, legal)
        world = state.determinize(seat, self.random)
        best, best_value = legal[0], float("-inf")
        for action in legal:
            copy = world.clone()
            copy.apply(seat, action)
            value = relative(copy, seat) + self.random.random() * 0.01
            if state.phase == ACTION and action.startswith("discard:"):
                value -= 0.5  # discarding throws away tempo; only when nothing better
            if value > best_value:
                best, best_value = action, value
        return best

    def choose_card_back(self, state, seat: int, legal: list[str]) -> str:
        """Choose a face-down card by its back: prefer states already in hand (bigger
        delegations) and factions of tracks where this seat debates."""
        cards = state.cards
        held_states = [cards.state[c] for c in state.hands[seat]]
        def appeal(action):
            card = state.draw[int(action[len("take:slot"):])]
            score = 1.5 * held_states.count(cards.state[card])
            faction = cards.faction[card]
            if faction < len(FACTIONS) and state.debate[faction][seat]:
                score += 1.0
            if state.room_side[cards.state[card]] == 0:
                score += 0.5
            return score + self.random.random() * 0.1
        return max(legal, key=appeal)

