"""Setting up a game (2.1)."""

from __future__ import annotations

from hustings.engine import Rng

from . import content as C
from .board_rules import refresh_control
from .state import PreludeState

DECK_INDEX = {d: i for i, d in enumerate(C.DECKS)}
EI_START = next(t.start for t in C.TRACK_DATA if t.key == "ei")


def place_starting_cubes(state) -> None:
    """2.1: each district's printed starting cubes, and the control they give."""
    for d, district in enumerate(C.DISTRICTS):
        state.mv[0][d] = district.start_patriote
        state.mv[1][d] = district.start_loyal
        refresh_control(state, d)
    state.cubes_out = [sum(state.mv[0]), sum(state.mv[1])]


def sorted_decks() -> list[list[int]]:
    """2.1: the four decks before shuffling, each in card order; key events aside."""
    decks: list[list[int]] = [[], [], [], []]
    for c in sorted(C.CARDS):
        deck = C.DECK_OF[c]
        if deck != "key":
            decks[DECK_INDEX[deck]].append(c)
    return decks


# The starting board and the unshuffled decks are the same in every game: worked out
# once here by the functions above and copied into each new game.
_START = PreludeState()
place_starting_cubes(_START)
_BOARD_FIELDS = ("ctrl", "nrc", "nuc", "mob_cost", "mob_mask", "cubes_out")
_DECKS = sorted_decks()


def new_game(seed: int, options: dict) -> PreludeState:
    """2.1: starting cubes, markers on their starting boxes, 6 and 8 opportunity points,
    key events aside, four decks shuffled apart, the Loyal 4 VP war readiness marker."""
    state = PreludeState()
    state.rng = Rng.from_seed(seed)
    state.options = dict(options)
    state.mv = [_START.mv[0][:], _START.mv[1][:]]       # place_starting_cubes(state)
    for name in _BOARD_FIELDS:
        setattr(state, name, getattr(_START, name)[:])
    state.ei = EI_START
    state.spirit = options.get("spirit_start", 0)
    state.op = [6, 8]
    state.wr = [0, 4]
    state.decks = [deck[:] for deck in _DECKS]
    for deck in state.decks:
        state.rng.shuffle(deck)
    state.emit("setup", "prelude 2.1")
    state.advance()
    return state
