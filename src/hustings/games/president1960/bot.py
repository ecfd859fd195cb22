"""A heuristic bot for either side. It scores a position by the electoral votes each
state is likely to bring (more cubes, likelier; carried states nearly certain; empty
states lean to the endorsement or border colour), plus momentum, issue leads, media,
endorsements, the candidate card and the bag. Card plays are compared by simulating the
event on a determinized copy (the opponent's cards and both decks re-dealt, the bag
draws reseeded) with greedy follow-up choices, against a quick estimate of what the
card's campaign points would buy (and what the opponent could trigger)."""

from __future__ import annotations

import random

from .content import (
    ADJACENT_MOVE,
    BORDER,
    CARDS,
    EV,
    ICON_SEATS,
    ISSUES,
    MOVE_REGION_OF,
    REGION_OF,
    REGIONS,
    STATE_INDEX,
    STATES_IN_MOVE_REGION,
)
from .effects import event_playable, resolve_event, shift
from .events import EVENTS
from .procedure import TASKS
from .support import CARRY, held, needs_support_checks

SIGN = (1, -1)
ISSUE_WEIGHT = (5.0, 3.5, 2.0)
OWN_ICON = ("K", "N")


def win_chance(value: int, seat: int, state: int, endorse) -> float:
    own = value * SIGN[seat]
    if own > 0:
        return min(1.0, 0.6 + 0.1 * own)
    if own < 0:
        return 1.0 - min(1.0, 0.6 + 0.1 * -own)
    marker = endorse[REGION_OF[state]] * SIGN[seat]
    leans = marker > 0 or (marker == 0 and BORDER[state] == seat)
    return 0.55 if leans else 0.45


def evaluate(g, seat: int) -> float:
    """The position's worth to `seat` (electoral votes and their equivalents)."""
    endorse = g.endorse
    total = 0.0
    for state, value in enumerate(g.support):
        total += EV[state] * win_chance(value, seat, state, endorse)
    other = 1 - seat
    total += 2.5 * (g.momentum[seat] - g.momentum[other])
    total += 8.0 * (g.cand_ready[seat] - g.cand_ready[other])
    for place, issue in enumerate(g.track):
        if issue is not None:
            lead = g.issues[issue] * SIGN[seat]
            total += ISSUE_WEIGHT[place] * (1 if lead > 0 else -1 if lead < 0 else 0)
            total += 0.5 * lead
    total += 2.5 * sum(v * SIGN[seat] for v in g.media)
    total += 3.0 * sum(v * SIGN[seat] for v in g.endorse)
    bag = g.bag[0] + g.bag[1]
    if bag:
        total += 25.0 * g.bag[seat] / bag
    return total


def success_rate(g, seat: int) -> float:
    bag = g.bag[0] + g.bag[1]
    return 0.5 if bag == 0 else g.bag[seat] / bag


def cube_value(g, seat: int, state: int, count: int = 1) -> float:
    """Electoral value of `count` more cubes for `seat` in `state`."""
    before = win_chance(g.support[state], seat, state, g.endorse)
    after = win_chance(g.support[state] + SIGN[seat] * count, seat, state, g.endorse)
    return EV[state] * (after - before)


def loss_value(g, victim: int, state: int) -> float:
    before = win_chance(g.support[state], victim, state, g.endorse)
    after = win_chance(g.support[state] - SIGN[victim], victim, state, g.endorse)
    return EV[state] * (before - after)


class HeuristicBot:
    def __init__(self, seed: int = 0):
        self.random = random.Random(seed)

    def choose(self, g, seat: int) -> str:
        legal = g.legal_ids(seat)
        if len(legal) == 1:
            return legal[0]
        kind = g.tasks[-1]["k"]
        if kind == "play":
            return self.choose_play(g, seat, legal)
        return greedy(g, seat, legal)

    # --- playing a card -------------------------------------------------------
    def choose_play(self, g, seat: int, legal: list[str]) -> str:
        best, best_score = legal[0], float("-inf")
        before = evaluate(g, seat)
        cache: dict[tuple, float] = {}
        # Events are played out in one world sampled from what this seat can see: on
        # `g` itself they would read the opponent's hand and the real bag draws to come.
        worlds: list = []
        for action in legal:
            verb, source, mode = (action.split(":") + ["", ""])[:3]
            if source == "pass":
                return action
            card = "" if source == "candidate" else source
            if verb.startswith("vp"):
                card = g.vp_aside[seat][0]
            if mode == "event":
                key = ("event", card, seat)
                if key not in cache:
                    cache[key] = simulate_event(self.world(g, seat, worlds), card, seat) - before
                score = cache[key]
            else:
                cp = CARDS[card].cp if card else 5
                if g.has_turn_mod(seat, "bonus_cp"):
                    cp += 1
                score = cp_value(g, seat, mode, cp)
                if card and verb in ("play", "vp") and self.opponent_may_trigger(g, seat, card):
                    key = ("event", card, 1 - seat)
                    if key not in cache:
                        cache[key] = simulate_event(self.world(g, seat, worlds), card,
                                                    1 - seat, seat) - before
                    score += min(0.0, cache[key])
                if verb.endswith("preempt"):
                    score -= 5.0
            if source == "candidate":
                score -= 9.0 if g.turn < 8 else 0.0
            if verb.startswith("vp"):
                score -= 3.0
            if card and CARDS[card].kind in ("debate", "election") and mode != "event":
                score -= 0.5
            score -= self.keep_value(g, seat, source)
            score += self.random.random() * 0.01
            if score > best_score:
                best, best_score = action, score
        return best

    def world(self, g, seat: int, worlds: list):
        """The one determinized world of this decision, sampled on first need (most
        decisions simulate no event)."""
        if not worlds:
            worlds.append(g.determinize(seat, self.random))
        return worlds[0]

    def opponent_may_trigger(self, g, seat: int, card: str) -> bool:
        return g.momentum[1 - seat] >= 1 and event_playable(g, card)

    def keep_value(self, g, seat: int, source: str) -> float:
        """Cards worth saving for the debates or election day cost a little to play."""
        if source in ("candidate", "pass") or source not in CARDS:
            return 0.0
        card = CARDS[source]
        if g.turn < 6 and OWN_ICON[seat] in card.icons:
            return 0.3 * card.cp
        return 0.0


def simulate_event(g, card: str, actor: int, viewer: int | None = None) -> float:
    """Resolve `card`'s event for `actor` on a copy with greedy choices; the value to
    `viewer` (default: the actor). `g` must be a determinized world, never the real
    state: the copy keeps its hands, decks and RNG."""
    copy = g.clone()
    copy.log = []
    depth = len(copy.tasks)
    resolve_event(copy, card, actor, "sim")
    _finish(copy, depth)
    if CARDS[card].kind == "election":
        bonus = 6.0 * len(EVENTS[card])
        return evaluate(copy, actor if viewer is None else viewer) + (
            bonus if viewer in (None, actor) else -bonus)
    if CARDS[card].kind == "debate":
        bonus = 4.0
        return evaluate(copy, actor if viewer is None else viewer) + (
            bonus if viewer in (None, actor) else -bonus)
    return evaluate(copy, actor if viewer is None else viewer)


def _finish(copy, depth: int) -> None:
    """Resolve the tasks pushed above `depth`, choosing greedily for both sides."""
    guard = 0
    while len(copy.tasks) > depth and guard < 200:
        guard += 1
        task = copy.tasks[-1]
        legal_fn, act_fn, resolve_fn = TASKS[task["k"]]
        if resolve_fn is not None and not resolve_fn(copy, task):
            continue
        if len(copy.tasks) <= depth:
            break
        task = copy.tasks[-1]
        legal_fn, act_fn, _ = TASKS[task["k"]]
        seat = task["s"] if "s" in task else task["seats"][0]
        legal = sorted(set(legal_fn(copy, task, seat)))
        if not legal:
            copy.tasks.pop()
            continue
        act_fn(copy, task, seat, greedy(copy, seat, legal))


def cp_value(g, seat: int, mode: str, cp: int) -> float:
    if mode == "campaign":
        return campaign_estimate(g, seat, cp)
    if mode == "media":
        return cp * success_rate(g, seat) * 3.2
    return issues_estimate(g, seat, cp)


def campaign_estimate(g, seat: int, cp: int) -> float:
    here = MOVE_REGION_OF[g.token[seat]]
    best = _region_plan(g, seat, here, cp)
    for region in ADJACENT_MOVE[here]:
        if cp > 1:
            best = max(best, _region_plan(g, seat, region, cp - 1))
    return best


def _region_plan(g, seat: int, region: int, cp: int) -> float:
    support = g.support
    gains = []
    for state in STATES_IN_MOVE_REGION[region]:
        rate = success_rate(g, seat) if needs_support_checks(g, seat, state) else 1.0
        value = support[state]
        for _ in range(cp):
            chance_before = win_chance(value, seat, state, g.endorse)
            value += SIGN[seat]
            gains.append(EV[state] * (win_chance(value, seat, state, g.endorse) - chance_before)
                         * rate)
    gains.sort(reverse=True)
    return sum(gains[:cp])


def issues_estimate(g, seat: int, cp: int) -> float:
    value = 0.0
    left = cp
    for place, issue in enumerate(g.track):
        if issue is None or left <= 0:
            continue
        lead = g.issues[issue] * SIGN[seat]
        if lead <= 0:
            need = 1 - lead
            cost = 1 + 2 * (need - 1)
            if cost <= left:
                value += ISSUE_WEIGHT[place] * (2 if lead < 0 else 1) + 0.5 * need
                left -= cost
    return value + 0.5 * max(0, left)


# --- greedy choices for every other kind of decision ------------------------------------

def greedy(g, seat: int, legal: list[str]) -> str:
    kind = g.tasks[-1]["k"]
    chooser = CHOOSERS.get(kind)
    if chooser is None:
        return legal[0]
    return max(legal, key=lambda a: chooser(g, seat, a))


def _campaign_score(g, seat, action):
    parts = action.split(":")
    task = g.tasks[-1]
    if parts[0] == "done":
        return 0.01
    state = STATE_INDEX[parts[1]]
    if parts[0] == "travel":
        if task["cp"] < 2:
            return -1.0
        return 0.8 * _region_plan(g, seat, MOVE_REGION_OF[state], task["cp"] - 1) / task["cp"] \
            - (_region_plan(g, seat, MOVE_REGION_OF[g.token[seat]], task["cp"]) / task["cp"])
    count = int(parts[2])
    checks = needs_support_checks(g, seat, state)
    rate = success_rate(g, seat) if checks else 1.0
    return cube_value(g, seat, state, max(1, round(count * rate))) / count * (
        1.0 if count == 1 or checks else 0.0) + (0.001 * count if checks else 0.0)


def _place_score(g, seat, action):
    _, abbr, count = action.split(":")
    state, count = STATE_INDEX[abbr], int(count)
    task = g.tasks[-1]
    checks = task["chk"] and needs_support_checks(g, seat, state)
    rate = success_rate(g, seat) if checks else 1.0
    return cube_value(g, seat, state, max(1, round(count * rate))) + 0.01 * count


def _remove_score(g, seat, action):
    return loss_value(g, g.tasks[-1]["v"], STATE_INDEX[action.split(":")[1]])


def _region_weight(g, seat, region: int) -> float:
    opp = 1 - seat
    weight = sum(EV[s] for s in range(50) if REGION_OF[s] == region
                 and (held(g.support[s], opp) >= CARRY or g.token[opp] == s))
    return weight + 5.0 * held(g.media[region], opp) - 3.0 * held(g.media[region], seat)


def _media_score(g, seat, action):
    return _region_weight(g, seat, REGIONS.index(action.split(":")[1]))


def _unmedia_score(g, seat, action):
    return held(g.media[REGIONS.index(action.split(":")[1])], g.tasks[-1]["v"])


def _issue_score(g, seat, action):
    parts = action.split(":")
    if parts[0] == "done":
        return 0.05
    issue = ISSUES.index(parts[1])
    place = g.track.index(issue) if issue in g.track else 2
    lead = g.issues[issue] * SIGN[seat]
    task = g.tasks[-1]
    cost = 1 if "spent" not in task or task["spent"][issue] == 0 else 2
    return (ISSUE_WEIGHT[place] * (1.5 if lead <= 0 else 0.3) + 0.5) / cost


def _endorse_score(g, seat, action):
    region = REGIONS.index(action.split(":")[1])
    mine = g.endorse[region] * SIGN[seat]
    empty = sum(EV[s] for s in range(50) if REGION_OF[s] == region and g.support[s] == 0)
    return empty + (10 if mine < 0 else 0) - (5 if mine > 0 else 0)


def _shift_score(g, seat, action):
    copy = g.clone()
    shift(copy, copy.tasks[-1], seat, action)
    return evaluate(copy, seat) + (0.01 if action.endswith("none") else 0.0)


def _award_score(g, seat, action):
    return 1.0 if action == "award:endorsement" else 0.5


def _first_score(g, seat, action):
    # Making the opponent open each activity phase is usually the better choice.
    return 1.0 if action.split(":")[1] != ("kennedy", "nixon")[seat] else 0.0


def _trigger_score(g, seat, action):
    card = g.tasks[-1]["c"]
    helps_me = ICON_SEATS[CARDS[card].icons] == (seat,)
    if action == "trigger":
        return 1.0 if helps_me and CARDS[card].kind not in ("debate",) else -1.0
    return 0.0


def _store_score(g, seat, action):
    card = CARDS[action.split(":")[1]]
    if g.turn < 6:
        icon = 2.0 if OWN_ICON[seat] in card.icons else 0.0
        return card.cp + icon
    state = STATE_INDEX[card.state]
    return EV[state] * (1.0 - abs(win_chance(g.support[state], seat, state, g.endorse) - 0.5))


def _debate_score(g, seat, action):
    card = CARDS[action.split(":")[1]]
    if not card.issue or g.debate["won"][ISSUES.index(card.issue)] is not None:
        return -10.0 + 0.1 * (5 - card.cp)
    mine = OWN_ICON[seat] in card.icons
    return card.cp + (5 if mine else -5)


def _side_score(g, seat, action):
    return 1.0 if action.split(":")[1] == ("kennedy", "nixon")[seat] else 0.0


def _eday_score(g, seat, action):
    return 0.0


CHOOSERS = {
    "campaign": _campaign_score, "place": _place_score, "remove": _remove_score,
    "media_place": _media_score, "unmedia": _unmedia_score, "issues": _issue_score,
    "issue_pick": _issue_score, "endorse_pick": _endorse_score, "shift": _shift_score,
    "award": _award_score, "first_player": _first_score, "debate_order": _first_score,
    "trigger": _trigger_score, "store": _store_score, "debate_pick": _debate_score,
    "debate_side": _side_score, "eday_order": _eday_score,
}
