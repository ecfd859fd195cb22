"""A heuristic bot for both sides.

Card plays and event choices are judged by playing the choice out on a determinized copy
(the opponent's hand re-dealt, fresh dice) with the bot's quick policy until the action
round is over, then scoring the position. Spending AP is judged action by action with
fixed heuristics (flip control, found organizations the dice favour, calm the spirit
while it is cheap)."""

from __future__ import annotations

import random

from hustings.engine import Rng

from . import content as C
from .board_rules import IS_RURAL, LABELS, advantage, mobilization_cost

# chance that three dice total at most t (3d6)
_COUNTS = [0] * 19
for _a in range(1, 7):
    for _b in range(1, 7):
        for _c in range(1, 7):
            _COUNTS[_a + _b + _c] += 1
AT_MOST = [sum(_COUNTS[: t + 1]) / 216 for t in range(19)]


def success_chance(target: int, points: int) -> float:
    """Chance to pass a check, counting opportunity points that may buy a miss."""
    return AT_MOST[max(0, min(18, target + points))]


def evaluate(state, f: int) -> float:
    """The position from f's side: VP, tracks (the nearer their scoring the more they
    count), control, organizations, opportunity points and war readiness."""
    sign = 1 if f == 1 else -1
    if state.outcome is not None:
        return 1000.0 if state.outcome[0] == f else -1000.0
    value = float(state.vp)
    for t in range(4):
        pos = advantage(state, t)
        if pos:
            label = LABELS[t][abs(pos) - 1]
            value += (label if pos > 0 else -label) * (0.35 + 0.2 * state.smark[t])
    value += 0.25 * (state.nrc[1] - state.nrc[0]) + 0.6 * (state.nuc[1] - state.nuc[0])
    value += 0.4 * (state.orgs[1] - state.orgs[0])
    value += 0.12 * (state.op[1] - state.op[0])
    war = state.wr[1] - state.wr[0]
    value += war * (state.spirit / 15) ** 2
    value += 0.03 * (sum(state.mv[1][d] for d in C.URBAN) - sum(state.mv[0][d] for d in C.URBAN))
    if state.vp >= 12 or state.vp <= -12:
        value += 0.5 * state.vp
    return sign * value


class PreludeBot:
    def __init__(self, seed: int = 0):
        self.random = random.Random(seed)

    # --- the public hook ---------------------------------------------------------
    def choose(self, state, seat: int) -> str:
        ids = state.legal_ids(seat)
        if len(ids) == 1:
            return ids[0]
        prompt = state.pending_step()[0]
        if prompt == "ap":
            return self.spend_ap(state, seat, ids)
        if prompt in ("place", "take"):
            return self.cube_choice(state, seat, ids)
        if prompt in ("play", "choose", "pick"):
            return self.look_ahead(state, seat, ids)
        return self.quick(state, seat, ids)

    # --- quick choices -------------------------------------------------------------
    def quick(self, state, seat: int, ids: list[str]) -> str:
        prompt = state.pending_step()[0]
        if prompt == "first":
            return "first:patriote" if seat == 0 else ids[0]
        if prompt == "buy":
            buys = [i for i in ids if i.startswith("buy:")]
            if buys and int(buys[0][4:]) <= 4:
                return buys[0]
            return "fail"
        if prompt in ("org_target", "vol_target"):
            return self.best_target(state, seat, prompt[:3], state.pending_step()[2])[0]
        if prompt in ("pick_die", "strings"):
            return self.best_die(state, seat, ids)
        if prompt == "ap":
            return self.spend_ap(state, seat, ids)
        return self.random.choice(ids) if prompt in ("angles",) else ids[0]

    def best_die(self, state, f: int, ids: list[str]) -> str:
        best, best_value = ids[0], -99.0
        for action_id in ids:
            t = C.TRACKS.index(action_id.split(":")[1])
            pos = advantage(state, t)
            mine = (pos > 0) == (f == 1) and pos != 0
            label = LABELS[t][abs(pos) - 1] if pos else 0
            value = (label if mine else -label) * (1 + state.smark[t])
            if value > best_value:
                best, best_value = action_id, value
        return best

    def spend_ap(self, state, f: int, ids: list[str]) -> str:
        op = state.pending_step()
        left = op[2]
        best, best_value = "done", 0.05
        for action_id in ids:
            verb, _, rest = action_id.partition(":")
            value = 0.0
            if verb == "mob":
                d = C.DISTRICT_INDEX[rest]
                cost = max(1, mobilization_cost(state, f, d))
                mine, theirs = state.mv[f][d], state.mv[1 - f][d]
                if IS_RURAL[d]:
                    gain = 1.0 if mine + 1 - theirs in (0, 1) else 0.08
                    if mine >= 7:
                        gain *= 0.5
                else:
                    gain = 1.6 if mine + 1 - theirs in (0, 1) else 0.25
                    if mine < 6 and state.org[f][d] == 0:
                        gain += 0.15
                value = gain / cost
            elif verb in ("org", "vol"):
                n = int(rest)
                if n != left and n < 5:
                    continue
                _, value = self.best_target(state, f, verb, n)
                value = value * 4 / max(n, 2) / 2
            elif verb == "calm":
                value = 0.9 if state.spirit >= 9 or state.wr[0] < state.wr[1] else 0.2
                value = value * 2 / C.TURNS[state.turn].calm_cost
            elif verb == "sa":
                value = self.special_value(state, f, rest, left)
            if value > best_value:
                best, best_value = action_id, value
        return best

    def best_target(self, state, f: int, verb: str, n: int) -> tuple[str, float]:
        """The organization or corps target most likely to pay, and its worth."""
        from .activities import organization_targets, urban_org_bonus, volunteer_targets
        targets = organization_targets(state, f) if verb == "org" else volunteer_targets(state)
        best, best_value = (targets[0] if targets else ""), 0.0
        for action_id in targets:
            parts = action_id.split(":")
            d = C.DISTRICT_INDEX[parts[1]]
            bonus = n
            if len(parts) > 2:
                bonus += urban_org_bonus(state, f, C.DISTRICT_INDEX[parts[2]])
            elif IS_RURAL[d] and verb == "org":
                bonus += max(urban_org_bonus(state, f, u) for u in C.URBAN if state.org[f][u])
            chance = success_chance(state.mv[f][d] + bonus, min(state.op[f], 4))
            worth = (2.6 if not IS_RURAL[d] else 1.3) if verb == "org" else 1.2
            if chance * worth > best_value:
                best, best_value = action_id, chance * worth
        return best, best_value

    def special_value(self, state, f: int, rest: str, left: int) -> float:
        name = rest.split(":")[0]
        if f == 1 and name == "trouble":
            return 0.6 if state.spirit >= 11 and state.wr[1] > state.wr[0] + 2 else 0.0
        if f == 0 and name == "moment" and state.op[0] <= 4:
            return 0.5
        if f == 0 and name == "support":
            full = sum(1 for d in C.RURAL if C.BIAS[d] == 0 and state.mv[0][d] >= 9)
            return 0.4 * full
        return 0.0

    # --- look-ahead ------------------------------------------------------------------
    def look_ahead(self, state, seat: int, ids: list[str]) -> str:
        best, best_value = ids[0], float("-inf")
        root = state.determinize(seat, self.random)
        for action_id in ids:
            total = 0.0
            for _ in range(2 if len(ids) <= 8 else 1):
                copy = root.clone()
                copy.rng = Rng(self.random.getrandbits(64))
                copy.apply(seat, action_id)
                self.finish_round(copy, seat)
                total += evaluate(copy, seat)
            value = total + self.random.random() * 1e-3
            if value > best_value:
                best, best_value = action_id, value
        return best

    def finish_round(self, state, seat: int, limit: int = 60) -> None:
        """Play on with quick choices until the next card play or the end of the game."""
        for _ in range(limit):
            decision = state.decision()
            if decision is None or state.pending_step()[0] in ("play", "first"):
                return
            who = decision.seats[0]
            ids = state.legal_ids(who)
            prompt = state.pending_step()[0]
            if prompt in ("place", "take"):
                action_id = self.cube_choice(state, who, ids)
            elif prompt in ("choose", "pick"):
                action_id = self.greedy(state, who, ids)
            else:
                action_id = self.quick(state, who, ids)
            state.apply(who, action_id)

    def cube_choice(self, state, seat: int, ids: list[str]) -> str:
        """Add where the cube wins or breaks control; remove where it costs the opponent
        control; otherwise where the contest is closest."""
        f = state.pending_step()[2]
        adding = state.pending_step()[0] == "place"
        best, best_value = ids[0], float("-inf")
        for action_id in ids:
            d = C.DISTRICT_INDEX[action_id.split(":")[1]]
            lead = state.mv[f][d] - state.mv[1 - f][d]
            after = lead + (1 if adding else -1)
            flips = (lead <= 0 < after or lead < 0 <= after) if adding else \
                (after <= 0 < lead or after < 0 <= lead)
            weight = 1.0 if IS_RURAL[d] else 2.0
            value = (3.0 * weight if flips else 0.0) - abs(after) * 0.1 * weight
            if (f == seat) != adding:
                value = -value if flips else value
            value += self.random.random() * 1e-3
            if value > best_value:
                best, best_value = action_id, value
        return best

    def greedy(self, state, seat: int, ids: list[str]) -> str:
        """One step deep: the option that leaves the best position right away."""
        best, best_value = ids[0], float("-inf")
        for action_id in ids:
            copy = state.clone()
            copy.apply(seat, action_id)
            value = evaluate(copy, seat)
            if value > best_value:
                best, best_value = action_id, value
        return best
