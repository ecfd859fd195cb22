"""Setting up a game (2.1)."""

from __future__ import annotations

from hustings.engine import Rng

from . import content as C
from .board_rules import refresh_control
from .state import PreludeState

DECK_INDEX = {d: i for i, d in enumerate(C.DECKS)}


def new_game(seed: int, options: dict) -> PreludeState:
    """2.1: starting cubes, markers on their starting boxes, 6 and 8 opportunity points,
    key events aside, four decks shuffled apart, the Loyal 4 VP war readiness marker."""
    state = PreludeState()
    state.rng = Rng.from_seed(seed)
    state.options = dict(options)
    for d, district in enumerate(C.DISTRICTS):
        state.mv[0][d] = district.start_patriote
        state.mv[1][d] = district.start_loyal
        refresh_control(state, d)
    tracks = {t.key: t for t in C.TRACK_DATA}
    state.ei = tracks["ei"].start
    state.spirit = options.get("spirit_start", 0)
    state.op = [6, 8]
    state.wr = [0, 4]
    for c in sorted(C.CARDS):
        deck = C.DECK_OF[c]
        if deck != "key":
            state.decks[DECK_INDEX[deck]].append(c)
    for deck in state.decks:
        state.rng.shuffle(deck)
    state.emit("setup", "prelude 2.1")
    state.advance()
    return state
