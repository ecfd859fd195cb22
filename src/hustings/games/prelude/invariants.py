"""The game's own invariants, checked by the conformance suite: every card in exactly one
place, cubes within the boxes and the supply, markers on their tracks."""

from __future__ import annotations

from . import content as C
from .board_rules import controller
from .mob_costs import fresh_costs


def invariant_errors(state) -> list[str]:
    errors = []
    places = (state.decks[0] + state.decks[1] + state.decks[2] + state.decks[3]
              + state.discards[0] + state.discards[1] + state.discards[2] + state.discards[3]
              + state.removed + state.hands[0] + state.hands[1] + state.reserve)
    if "card" in state.ctx:
        places = places + [state.ctx["card"]]
    future_keys = [c for t in C.TURNS[state.turn + state.started:] for c in t.key_events]
    if sorted(places + future_keys) != sorted(C.CARDS):
        errors.append("cards are lost or duplicated")
    for f in (0, 1):
        if sum(state.mv[f]) > C.CUBE_SUPPLY[f]:
            errors.append(f"{C.FACTIONS[f]} has more cubes out than the supply holds")
        if not 0 <= state.op[f] <= (12 if f == 0 else 16):
            errors.append(f"{C.FACTIONS[f]} opportunity points out of range")
        for d in range(26):
            if not 0 <= state.mv[f][d] <= C.BOXES[d]:
                errors.append(f"{C.DISTRICTS[d].key}: cubes outside the boxes")
    for d in range(26):
        if state.ctrl[d] != controller(state, d):
            errors.append(f"{C.DISTRICTS[d].key}: control out of date")
    if (state.mob_cost, state.mob_mask) != fresh_costs(state):
        errors.append("kept mobilization costs out of date")
    if state.cubes_out != [sum(state.mv[0]), sum(state.mv[1])]:
        errors.append("kept count of cubes on the board out of date")
    if not 0 <= state.spirit <= 15:
        errors.append("spirit of rebellion off its track")
    if not 0 <= state.vols <= 5:
        errors.append("too many volunteer corps")
    for t in range(4):
        if not 0 <= state.smark[t] <= 4:
            errors.append("score marker off its track")
    return errors
