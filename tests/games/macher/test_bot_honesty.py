"""The heuristic bot may look ahead only in a world sampled from what its seat sees
(`determinize`): a clone of the real state keeps the opinion deck's order and the dice,
and an action that runs the game on (a board laid out again) would read them."""

from hustings.engine import Match
from hustings.games.macher import GAME
from hustings.games.macher.state import MacherState


def spy_on_copies(monkeypatch, real: list, clones_outside: list) -> None:
    """Record each copy taken of the state in `real[0]` other than by `determinize`
    (which copies the state first: that copy is fine). Patched on the class: a copy
    takes its original's instance attributes along."""
    inside = []
    clone, determinize = MacherState.clone, MacherState.determinize

    def spied_clone(self):
        if self is real[0] and not inside:
            clones_outside.append(self.phase)
        return clone(self)

    def spied_determinize(self, seat, rng):
        inside.append(seat)
        try:
            return determinize(self, seat, rng)
        finally:
            inside.pop()

    monkeypatch.setattr(MacherState, "clone", spied_clone)
    monkeypatch.setattr(MacherState, "determinize", spied_determinize)


def test_bot_looks_ahead_only_on_determinized_worlds(monkeypatch):
    real: list = [None]
    clones_outside: list = []
    spy_on_copies(monkeypatch, real, clones_outside)
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        match = Match("macher", players, seed)
        bots = [GAME.heuristic_bot(s) for s in range(players)]
        while (decision := match.state.decision()) is not None:
            seat = decision.seats[0]
            real[0] = match.state
            action = bots[seat].choose(match.state, seat)
            real[0] = None
            match.apply(seat, action)
    assert clones_outside == []
