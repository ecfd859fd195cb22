"""A tiny game that exercises every part of the engine protocol the real games use:
hidden hands, a sealed simultaneous choice, a random deal, an out-of-turn action and
options. Registered only by the test suite (slug `sealed-bids`)."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from hustings.engine import Decision, Game, Result, Rng, State, register
from hustings.engine.protocol import LogEvent


class SealedBidsOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rounds: int = Field(3, ge=1, le=5)


class SealedBidsState(State):
    def __init__(self, players: int, rounds: int, rng: Rng):
        self._players = players
        self.rounds = rounds
        self.round = 0
        self.rng = rng
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.bids: list[str | None] = [None] * players
        self.chips = [2] * players
        self.scores = [0] * players
        self.log: list[LogEvent] = []

    @property
    def players(self) -> int:
        return self._players

    def deal(self) -> None:
        deck = [f"{v}{suit}" for v in range(1, 10) for suit in "abcd"[: self._players]]
        self.rng.shuffle(deck)
        for seat in range(self._players):
            self.hands[seat] = sorted(deck[seat * self.rounds:(seat + 1) * self.rounds])

    def decision(self):
        if self.round >= self.rounds:
            return None
        waiting = tuple(s for s in range(self._players) if self.bids[s] is None)
        return Decision(waiting, "bid", simultaneous=True)

    def legal_ids(self, seat):
        if self.round >= self.rounds:
            return []
        ids = []
        if self.bids[seat] is None:
            ids = [f"bid:{card}" for card in sorted(set(self.hands[seat]))]
        if self.chips[seat] > 0:  # out of turn: a gift may be made at any time
            ids += [f"gift:{other}" for other in range(self._players) if other != seat]
        return sorted(ids)

    def _apply(self, seat, action_id):
        verb, arg = action_id.split(":")
        if verb == "gift":
            self.chips[seat] -= 1
            self.chips[int(arg)] += 1
            self.emit("gift", "toy 2", giver=seat, to=int(arg))
            return
        self.hands[seat].remove(arg)
        self.bids[seat] = arg
        self.emit("bid_committed", "toy 1", seat=seat)
        if all(b is not None for b in self.bids):
            values = [int(b[0]) for b in self.bids]
            best = max(values)
            winners = [s for s, v in enumerate(values) if v == best]
            self.emit("reveal", "toy 1", bids=list(self.bids))
            if len(winners) == 1:
                self.scores[winners[0]] += sum(values)
            self.bids = [None] * self._players
            self.round += 1

    def board_view(self, seat):
        return {
            "round": self.round,
            "scores": list(self.scores),
            "chips": list(self.chips),
            "committed": [b is not None for b in self.bids],
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
        }

    def result(self):
        if self.round < self.rounds:
            return None
        totals = [s + c for s, c in zip(self.scores, self.chips, strict=True)]
        best = max(totals)
        return Result(tuple(totals), tuple(s for s, t in enumerate(totals) if t == best), "rounds played")

    def clone(self):
        other = object.__new__(SealedBidsState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.copy()
        other.hands = [list(h) for h in self.hands]
        other.bids = list(self.bids)
        other.chips = list(self.chips)
        other.scores = list(self.scores)
        other.log = list(self.log)
        return other

    def determinize(self, seat, rng):
        other = self.clone()
        unseen = [c for s in range(self._players) if s != seat for c in self.hands[s]]
        unseen += [b for s, b in enumerate(self.bids) if s != seat and b is not None]
        rng.shuffle(unseen)
        for s in range(self._players):
            if s == seat:
                continue
            for i in range(len(other.hands[s])):
                other.hands[s][i] = unseen.pop()
            other.hands[s].sort()
            if other.bids[s] is not None:
                other.bids[s] = unseen.pop()
        other.rng = Rng(rng.getrandbits(64))   # what it would draw next is no one's to know
        return other

    def secrets(self):
        hidden = {}
        for seat in range(self._players):
            values = set(self.hands[seat])
            if self.bids[seat] is not None:
                values.add(self.bids[seat])
            hidden[seat] = values
        return hidden

    def invariant_errors(self):
        errors = []
        if sum(self.chips) != 2 * self._players:
            errors.append("chips not conserved")
        if any(len(h) != self.rounds - self.round - (b is not None)
               for h, b in zip(self.hands, self.bids, strict=True)):
            errors.append("hand sizes wrong")
        return errors

    def to_json(self):
        return {
            "players": self._players, "rounds": self.rounds, "round": self.round,
            "rng": self.rng.state, "hands": self.hands, "bids": self.bids,
            "chips": self.chips, "scores": self.scores, "log": [e.to_json() for e in self.log],
        }


class SealedBids(Game):
    slug = "sealed-bids"
    title = "Sealed Bids (engine test game)"
    min_players = 2
    max_players = 4
    version = "1"
    Options: ClassVar = SealedBidsOptions
    max_decisions = 200

    def new_state(self, players, seed, options=None):
        self.check_players(players)
        opts = self.parse_options(options)
        state = SealedBidsState(players, opts.rounds, Rng.from_seed(seed))
        state.deal()
        return state

    def state_from_json(self, data):
        state = SealedBidsState(data["players"], data["rounds"], Rng(data["rng"]))
        state.round = data["round"]
        state.hands = [list(h) for h in data["hands"]]
        state.bids = list(data["bids"])
        state.chips = list(data["chips"])
        state.scores = list(data["scores"])
        state.log = [LogEvent.from_json(e) for e in data["log"]]
        return state


SealedBidsState.game = register(SealedBids())
