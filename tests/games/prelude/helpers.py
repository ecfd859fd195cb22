"""Shared set-ups for the Prelude tests: a fresh game, forced dice, arranged hands."""

from __future__ import annotations

import hustings.games.prelude as prelude
from hustings.games.prelude import content as C

D = C.DISTRICT_INDEX
DECK_INDEX = {d: i for i, d in enumerate(C.DECKS)}


class ForcedDice:
    """Stands in for the state's Rng: every die comes from the given list, in order."""

    def __init__(self, values):
        self.values = list(values)
        self.state = 0

    def die(self, sides: int = 6) -> int:
        assert self.values, "the test ran out of forced dice"
        return self.values.pop(0)

    def below(self, n: int) -> int:
        return self.die() - 1

    def shuffle(self, items) -> None:
        pass


def fresh(seed: int = 0):
    """A new game, waiting for the Patriote to choose the first player."""
    return prelude.GAME.new_state(2, seed)


def arrange(state, patriote=(), loyal=(), reserve=()):
    """Give the players exactly these hands and the reserve exactly these cards; every
    other non-key card goes back to its deck."""
    for f in (0, 1):
        state.hands[f] = []
    state.reserve = []
    for k in range(4):
        state.decks[k] = []
    chosen = set(patriote) | set(loyal) | set(reserve)
    for c in sorted(C.CARDS):
        if C.DECK_OF[c] != "key" and c not in chosen:
            state.decks[DECK_INDEX[C.DECK_OF[c]]].append(c)
    state.hands[0] = list(patriote)
    state.hands[1] = list(loyal)
    state.reserve = list(reserve)


def act(state, seat, *ids, dice=()):
    """Apply actions in order for `seat`, forcing the dice rolled along the way."""
    if dice:
        state.rng = ForcedDice(dice)
    for action_id in ids:
        state.apply(seat, action_id)


def rural_marker(state) -> int:
    from hustings.games.prelude.board_rules import RC, advantage
    return advantage(state, RC)


def at_play(patriote=(), loyal=(), reserve=(), first="patriote", seed=0):
    """A game at the first play of Early 1834 with the given hands and reserve."""
    state = fresh(seed)
    arrange(state, patriote, loyal, reserve)
    state.apply(0, f"first:{first}")
    return state


def set_mv(state, key, patriote=None, loyal=None):
    from hustings.games.prelude.board_rules import refresh_control
    d = D[key]
    for f, cubes in ((0, patriote), (1, loyal)):
        if cubes is not None:
            state.cubes_out[f] += cubes - state.mv[f][d]     # the kept count follows
            state.mv[f][d] = cubes
    refresh_control(state, d)
