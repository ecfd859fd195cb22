"""The action round's turn machine (stages.py): the step each stage runs, and the
translation between the stages and the queued steps a saved game holds.

A saved game (to_json) keeps the layout of a plain queue of steps: the queue, then the
steps the stage stands for (stage_ops). Loading it (split_stage) reads those trailing
steps back into the stage and its fields."""

from __future__ import annotations

from hustings.engine import Decision

from .activities import ap_listing, spend_ap
from .play import after_ap, card_49_bonus, card_die, choose_play, follow_card, play_ids, settle
from .stages import (
    AP,
    BONUS,
    DIE,
    END_HALF,
    END_TURN,
    ENEMY_EVENT,
    FOLLOW,
    IDLE,
    NO_FOLLOW,
    OVER,
    PARTISAN_EVENT,
    PLAY,
    SETTLE,
)
from .turn import end_half, end_turn, schedule

PLAY_DECISIONS = (Decision((0,), "play_card"), Decision((1,), "play_card"))
AP_DECISIONS = (Decision((0,), "spend_ap"), Decision((1,), "spend_ap"))

# The step each stage below PLAY runs (they need no decision), by code.
STAGE_STEPS = (schedule, follow_card, card_49_bonus, card_die, settle, end_half, end_turn)
FOLLOW_STEP_NAMES = {PARTISAN_EVENT: "partisan_event", ENEMY_EVENT: "enemy_event"}
FOLLOW_BY_STEP_NAME = {name: kind for kind, name in FOLLOW_STEP_NAMES.items()}


def stage_listing(state) -> tuple | None:
    """(seat, sorted legal ids, Decision) of a deciding stage (PLAY or AP), else None."""
    stage = state.stage
    f = state.actor
    if stage == PLAY:
        return (f, play_ids(state, f), PLAY_DECISIONS[f])
    if stage == AP:
        return (f, ap_listing(state, f, state.ap_left, state.ap_mode), AP_DECISIONS[f])
    return None


def choose_on_stage(state, action_id: str) -> None:
    """The decision of stage PLAY (choose_play) or AP (spend_ap: the stage goes on with
    the AP left, or passes to what follows the AP, after the steps the choice started)."""
    if state.stage == PLAY:
        choose_play(state, state.actor, action_id)
        return
    goes_on, left, follow = spend_ap(state, state.actor, state.ap_left, state.ap_mode, action_id)
    if goes_on:
        state.ap_left = left
    else:
        after_ap(state)
    if follow:
        state.queue[0:0] = follow


def stage_ops(state) -> list[list]:
    """The queued steps the stage stands for, in the order they run."""
    stage = state.stage
    if stage == IDLE or stage == OVER:
        return []
    if stage == END_TURN:
        return [["end_turn"]]
    f, c = state.actor, state.card
    ops = [["end_half", f]]
    if stage == PLAY:
        return [["play", f]] + ops
    if stage == END_HALF:
        return ops
    ops.insert(0, ["settle", c])
    if stage == SETTLE:
        return ops
    ops.insert(0, ["die", f, c])
    if stage == DIE:
        return ops
    if state.bonus:
        ops.insert(0, ["op", 0, 2])
    if stage == BONUS:
        return ops
    if state.follow:
        ops.insert(0, [FOLLOW_STEP_NAMES[state.follow], f, c])
    if stage == FOLLOW:
        return ops
    ops.insert(0, ["ap", f, state.ap_left, state.ap_mode, c])
    return ops


def split_stage(state, ops: list[list]) -> list[list]:
    """Read the steps a stage stands for off the end of `ops` (a saved queue) into the
    stage and its fields; returns the steps left for the queue. The inverse of
    stage_ops (the card is the round context's, state.card)."""
    state.stage, state.follow, state.bonus = IDLE, NO_FOLLOW, 0
    if ops and ops[-1] == ["end_turn"]:
        state.stage = END_TURN
        return ops[:-1]
    if not ops or ops[-1][0] != "end_half":
        return ops
    f = state.actor = ops[-1][1]
    c = state.card
    n = len(ops) - 1
    state.stage = END_HALF
    if n and ops[n - 1] == ["play", f]:
        state.stage = PLAY
        return ops[:n - 1]
    if not (n and ops[n - 1] == ["settle", c]):
        return ops[:n]
    n -= 1
    state.stage = SETTLE
    if not (n and ops[n - 1] == ["die", f, c]):
        return ops[:n]
    n -= 1
    state.stage = DIE
    if n and ops[n - 1] == ["op", 0, 2] and c == 49 and f == 1:
        n -= 1
        state.stage, state.bonus = BONUS, 1
    if n and ops[n - 1][0] in FOLLOW_BY_STEP_NAME and ops[n - 1][1:] == [f, c]:
        n -= 1
        state.stage, state.follow = FOLLOW, FOLLOW_BY_STEP_NAME[ops[n][0]]
    if n and ops[n - 1][0] == "ap" and ops[n - 1][1] == f and ops[n - 1][4] == c:
        n -= 1
        state.stage = AP
        state.ap_left, state.ap_mode = ops[n][2], ops[n][3]
    return ops[:n]
