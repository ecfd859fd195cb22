"""Helpers to build 1960 positions for the rule tests."""

from __future__ import annotations

import hustings.games.president1960  # noqa: F401  (registers the game)
from hustings.games.president1960 import GAME
from hustings.games.president1960.content import STATE_INDEX

KENNEDY, NIXON = 0, 1


def new_game(seed: int = 1, **options):
    return GAME.new_state(2, seed, options)


def at_play(seat: int = KENNEDY, hand=("c07",), seed: int = 1, **options):
    """A game in turn 1 where `seat` must play a card from `hand` (both seats' other cards
    are put back in the deck so cards stay conserved)."""
    g = new_game(seed, **options)
    g.apply(g.tasks[-1]["s"], "first:kennedy" if seat == KENNEDY else "first:nixon")
    assert g.tasks[-1] == {"k": "play", "s": seat}
    for s in (0, 1):
        g.deck.extend(g.hands[s])
        g.hands[s] = []
    for card in hand:
        g.deck.remove(card)
        g.hands[seat].append(card)
    return g


def idx(abbr: str) -> int:
    return STATE_INDEX[abbr]


def set_support(g, **values):
    for abbr, value in values.items():
        g.support[idx(abbr)] = value


def finish_tasks(g, chooser=None):
    """Resolve pending sub-decisions with the first legal id until the next card play."""
    while g.tasks and g.tasks[-1]["k"] != "play":
        decision = g.decision()
        seat = decision.seats[0]
        legal = g.legal_ids(seat)
        g.apply(seat, chooser(legal) if chooser else legal[0])


def jump_to(g, phase: str, step_name: str):
    """Drop pending work and continue the procedure from the named step."""
    from hustings.games.president1960.procedure import PROCEDURES
    names = [s.__name__ for s in PROCEDURES[phase]]
    g.tasks = []
    g.phase = phase
    g.step = names.index(step_name)
    g.settle()
    return g
