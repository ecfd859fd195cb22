"""A tiny perfect-information game with one right move, to check that search finds it:
players take 1-3 counters in turn from a pile; whoever takes the last counter wins.
The right move leaves a multiple of 4. Not registered: tests hand the Game to the bot."""

from __future__ import annotations

from hustings.engine import Decision, Game, Result, State


class NimState(State):
    def __init__(self, pile: int):
        self.pile = pile
        self.turn = 0
        self.log = []

    @property
    def players(self) -> int:
        return 2

    def decision(self):
        return None if self.pile == 0 else Decision((self.turn,), "take")

    def legal_ids(self, seat):
        if self.pile == 0 or seat != self.turn:
            return []
        return [f"take:{n}" for n in range(1, min(3, self.pile) + 1)]

    def _apply(self, seat, action_id):
        self.pile -= int(action_id.split(":")[1])
        self.last = seat
        self.turn = 1 - seat

    def result(self):
        if self.pile:
            return None
        return Result((1.0 - self.turn, float(self.turn)), (1 - self.turn,), "last counter taken")

    def clone(self):
        other = NimState(self.pile)
        other.turn = self.turn
        return other

    def board_view(self, seat):
        return {"pile": self.pile}

    def to_json(self):
        return {"pile": self.pile, "turn": self.turn}


class Nim(Game):
    slug = "nim-test"
    title = "Nim (bot test)"
    min_players = 2
    max_players = 2
    version = "1"

    def new_state(self, players, seed, options=None):
        return NimState(seed)


NimState.game = Nim()
