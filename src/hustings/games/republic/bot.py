"""A heuristic bot: it scores each legal action with simple rules of thumb (keep its
own statesmen in office and popular, resolve issues it is paid for, avoid tension and
debt, place cubes in the biggest states) and breaks ties at random. It declines every
trade offer that asks for something and accepts gifts."""

from __future__ import annotations

import random

from .content import ABILITY, ACTIONS, ISSUES, PARTY, SID, STATE, TAXES
from .flow import STEPS

CARD_VALUE = {"speech": 6, "coalition": 5, "spouse": 5, "ip": 4, "judicial_review": 3,
              "sabotage": 1, "dominate": 3, "spy": 2, "divides": 1, "panic": 1, "texas": 2,
              "duel": 1, "tension": -5}


class RepublicBot:
    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.random = random.Random(seed)

    def choose(self, st, seat: int) -> str:
        ids = st.legal_ids(seat)
        decision = st.decision()
        if decision is None or seat not in decision.seats:
            if "refuse" in ids:
                offer = next(o for o in st.offers if o["to"] == seat)
                gift = offer["ask_ip"] == 0 and not offer.get("ask_card")
                return "accept" if gift and "accept" in ids else "refuse"
            return ids[0]
        best, best_score = [], None
        for action in ids:
            score = self.score(st, seat, action)
            if best_score is None or score > best_score:
                best, best_score = [action], score
            elif score == best_score:
                best.append(action)
        return self.random.choice(best)

    # --- scoring -------------------------------------------------------------------------------
    def score(self, st, seat: int, action: str) -> float:
        parts = action.split(":")
        verb = parts[0]
        mine = set(st.statesmen_of(seat))
        step = st.step
        if verb == "play":
            if not STEPS[step].lists_cards:
                return -100   # it keeps its cards for its own turn, not mid-procedure
            card = st.hands[seat][int(parts[1][4:])]
            return self._card_value(st, card) + 1
        if verb == "appoint":
            s = SID[parts[2]]
            return 10 + (20 if s in mine else 0) + 2 * ABILITY[s]
        if verb == "draw":
            return 8
        if verb == "end":
            return 1
        if verb == "tax":
            card = TAXES[parts[2]]
            if parts[1] == "repeal":
                return -10
            if st.revenue >= 0 and st.reserves > -60:
                return -5
            if card.kind == "bonds":
                return 9 if st.reserves < -80 else 0
            return 9 if card.kind == "tariff" else 7.5
        if step == "issue":
            if verb == "ignore":
                card = ISSUES[st.ctx["issue"]["card"]]
                return 2 if card.failed.pop >= 0 and not card.failed.effects.tension else -10
            if verb == "delegate":
                return -1
            if verb == "assign":
                card = ISSUES[st.ctx["issue"]["card"]]
                opt = next(o for o in card.options if o.key == parts[1])
                holders = [st.president() if o == "president" else st.office(o)
                           for o in parts[2].split("+")]
                from .issues import ability_of
                gap = opt.difficulty - ability_of(st, holders, parts[2].split("+"))
                own = sum(1 for h in holders if h in mine)
                return 6 - gap + 3 * own + opt.pop - opt.effects.tension * 8
        if verb == "transfer":
            iss = st.ctx["issue"]
            need = max(0, iss["difficulty"] - iss["ability"])
            return -abs(int(parts[1]) - need)
        if verb == "spend":
            return 5
        if verb == "decline" and step == "spend":
            iss = st.ctx["issue"]
            return 6 if iss["kind"] == "issue" and ISSUES[iss["card"]].options[0].effects.tension > 0 else 0
        if step == "vote":
            return self._vote(st, seat, action, mine)
        if verb == "tie":
            return 1 if action == "tie:pass" else 0
        if verb == "review":
            return 1 if (action == "review:cancel") == (st.president() not in mine) else 0
        if verb in ("mate", "tb", "cj", "give", "target"):
            if parts[1] == "none":
                return 0
            s = SID[parts[1]]
            own = s in mine
            if verb == "give":
                return -st.popularity(s)
            if step == "card_target" and "play" in st.ctx and ACTIONS[st.ctx["play"]["card"]].kind == "duel" \
                    and st.ctx["play"]["picked"]:
                return st.popularity(s) if not own else -50
            if step == "card_target" and "play" in st.ctx and ACTIONS[st.ctx["play"]["card"]].kind == "spy":
                return -20 if own else st.popularity(s)
            return (30 if own else 0) + st.popularity(s)
        if verb in ("replace", "retain"):
            # replace another faction's officer; keep one of its own
            return int((verb == "retain") == (st.office(parts[1]) in mine))
        if verb in ("run", "accept"):
            return 1
        if verb in ("stand_aside", "decline"):
            return 0
        if verb == "place":
            return STATE[parts[1]].votes[st.era]
        if verb == "defer":
            return -1
        if verb == "bid":
            if step == "succession":
                return 3 - abs(int(parts[1]) - 2)
            return 2 - int(parts[1]) if st.faction_ip[seat] >= 4 else -int(parts[1]) - 5
        if verb == "pass":
            return 0
        if verb == "draft":
            card = st.ctx["pool"][int(parts[1][4:])]
            return self._card_value(st, card)
        if verb == "discard":
            return -self._card_value(st, st.hands[seat][int(parts[1][4:])])
        if verb == "press":
            if parts[1] == "done":
                return 0.5
            return int(parts[2])
        if verb == "speech":
            return 6 + st.popularity(SID[parts[1]]) / 10
        if verb == "whip":
            party = PARTY[SID[parts[1]]]
            behind = st.support <= 0 if party == "L" else st.support >= 0
            return 5 if behind else 2
        if verb in ("fund", "fundmove"):
            return 3
        if verb == "boost":
            return int(parts[1]) > 0
        if verb == "done":
            return 0
        if verb == "name":
            return 0
        return 0

    def _vote(self, st, seat, action, mine) -> float:
        iss = st.ctx["issue"]
        ours = st.president() in mine or any(h in mine for h in iss.get("handlers", []))
        tension = 0
        if iss["kind"] == "issue":
            card = ISSUES[iss["card"]]
            opt = next((o for o in card.options if o.key == iss.get("opt")), card.options[0])
            tension = opt.effects.tension
        if action == "abstain":
            return 0
        side, bought = action.split(":")
        bought = int(bought)
        want = "yea" if (ours or tension <= 0) else "nay"
        value = 5 if side == want else -5
        if ours and side == "yea" and iss.get("nay", 0) >= iss.get("yea", 0):
            value += bought
        else:
            value -= bought * 2
        return value

    def _card_value(self, st, card: str) -> float:
        if card in SID:
            s = SID[card]
            return 8 + (st.home_admitted(s)) * 4
        return CARD_VALUE.get(ACTIONS[card].kind, 0)
