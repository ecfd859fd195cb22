"""The game's own invariants, checked by the conformance suite: every card in exactly one
place, cubes within the boxes and the supply, markers on their tracks."""

from __future__ import annotations

from . import content as C
from .board_rules import controller
from .cycle import split_stage, stage_ops
from .mob_costs import fresh_costs
from .stages import AP, BONUS, CARD_STAGES, FOLLOW, IDLE, OVER


def invariant_errors(state) -> list[str]:
    errors = []
    places = (state.decks[0] + state.decks[1] + state.decks[2] + state.decks[3]
              + state.discards[0] + state.discards[1] + state.discards[2] + state.discards[3]
              + state.removed + state.hands[0] + state.hands[1] + state.reserve)
    if state.card is not None:
        places = places + [state.card]
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
    errors += machine_errors(state)
    if not 0 <= state.spirit <= 15:
        errors.append("spirit of rebellion off its track")
    if not 0 <= state.vols <= 5:
        errors.append("too many volunteer corps")
    for t in range(4):
        if not 0 <= state.smark[t] <= 4:
            errors.append("score marker off its track")
    return errors


def machine_errors(state) -> list[str]:
    """The turn machine's fields (stages.py) against what its stages allow, and against a
    fresh reading of the steps they stand for (cycle.split_stage)."""
    stage = state.stage
    if (stage == OVER) != (state.outcome is not None):
        return ["the turn machine's stage OVER and the game's outcome disagree"]
    if stage == OVER:
        return []
    errors = []
    if not IDLE <= stage <= AP:
        return [f"unknown stage {stage}"]
    if stage in CARD_STAGES and state.card is None:
        errors.append("a card's stage without the card in play")
    if state.follow and stage not in (AP, FOLLOW) or state.bonus and stage not in (AP, FOLLOW, BONUS):
        errors.append("what follows the AP is still pending past its stage")
    fresh = state.clone()
    saved = state.queue + stage_ops(state)
    queue = split_stage(fresh, saved)
    if queue + stage_ops(fresh) != saved:
        errors.append("the turn machine does not read back from its saved steps")
    elif fresh.stage == stage and (fresh.follow, fresh.bonus) != (state.follow, state.bonus):
        errors.append("the turn machine's fields differ from a fresh reading of its steps")
    return errors
