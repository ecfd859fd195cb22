"""Playing a card (3.1) from the hand or from the opportunity reserve (7.0), and what
happens to it afterwards: the scoring die (4.0) and its discard, reserve or removal."""

from __future__ import annotations

from . import content as C
from .board_rules import gain_op
from .events import REQUIREMENTS, event_ops, requirement_met
from .names import CARD_NAMES, FACTION_NAMES
from .ops import automatic, by_first_arg, decided
from .scoring import TRACK_NAMES, roll_die
from .shared_events import card_played, event_carried_out

DECK_INDEX = {d: i for i, d in enumerate(C.DECKS)}
TRACK_INDEX = {t: i for i, t in enumerate(TRACK_NAMES)}
# Each card's scoring die as a track index; -1: the player picks it ("choice").
DIE_TRACK = {c: -1 if die == "choice" else TRACK_INDEX[die] for c, die in C.CARD_DIE.items()}


AP_IDS = {c: f"ap:c{c}" for c in C.CARDS}
EVENT_IDS = {c: f"event:c{c}" for c in C.CARDS}
RESERVE_IDS = {c: f"reserve:c{c}" for c in C.CARDS}
# Per card, for the play step: owner, its three ids, AP, and its event's requirement
# (requirement_met's test, None when there is none).
PLAY_INFO = {c: (C.CARD_FACTION[c], AP_IDS[c], EVENT_IDS[c], RESERVE_IDS[c], C.CARD_AP[c],
                 REQUIREMENTS.get(c)) for c in C.CARDS}
PLAYS = {f"{how}:c{c}": (how, c) for c in C.CARDS for how in ("ap", "event", "reserve")}


def play_ids(state, op) -> list[str]:
    """The ids of the play step, sorted (ap:*, event:*, pass, reserve:*)."""
    f = op[1]
    enemy = 1 - f
    ids = []
    hand = state.hands[f]
    own_media = state.pm[f]
    for c in hand:
        owner, ap_id, event_id, _, _, met = PLAY_INFO[c]
        ids.append(ap_id)
        if owner != enemy and not (owner == f and own_media) and (met is None or met(state, f)):
            ids.append(event_id)
    points = state.op[f]
    for c in state.reserve:
        owner, _, _, reserve_id, ap, met = PLAY_INFO[c]
        if owner != enemy and ap <= points and (met is None or met(state, f)):
            ids.append(reserve_id)
    if not hand:
        ids.append("pass")
    ids.sort()      # unique: a card is in one place only
    return ids


@decided("play", "play_card", by_first_arg, play_ids, ordered=True)
def choose_play(state, op, action_id):
    """3.1: one card from the hand or the reserve; the round is lost only with an empty hand."""
    f = op[1]
    state.queue.pop(0)
    if action_id == "pass":
        state.emit("pass", "prelude 3.1", faction=FACTION_NAMES[f])
        return
    how, c = PLAYS[action_id]
    owner = C.CARD_FACTION[c]
    ctx = state.ctx
    ctx["card"] = c
    ctx["dest"] = "discard"
    state.log.append(card_played(f, c, how))
    if how == "reserve":
        state.reserve.remove(c)
        state.op[f] -= C.CARD_AP[c]
        state.push([["event", f, c], ["die", f, c], ["settle", c]])
        return
    state.hands[f].remove(c)
    if how == "event":
        state.push([["event", f, c], ["die", f, c], ["settle", c]])
        return
    ops = [["ap", f, C.CARD_AP[c], 0, c]]
    if owner == f and state.pm[f]:
        state.pm[f] = 0
        ops.append(["partisan_event", f, c])
    elif owner == 1 - f:
        ops.append(["enemy_event", f, c])
    elif owner == -1:
        state.ctx["dest"] = "reserve"
    if c == 49 and f == 1:
        ops.append(["op", 0, 2])   # card 49: the Patriote gains 2 OP whenever the Loyal plays it
    ops += [["die", f, c], ["settle", c]]
    state.push(ops)


@automatic("event")
def run_event(state, op):
    """["event", faction carrying it out, card]"""
    _, f, c = op
    state.log.append(event_carried_out(f, c))
    state.push(event_ops(state, c, f))


@automatic("partisan_event")
def run_partisan_event(state, op):
    """9.5.1 Partisan Media: after the AP, the event too, if its requirement holds."""
    _, f, c = op
    if requirement_met(state, c, f):
        state.push([["event", f, c]])
    else:
        state.emit("media_wasted", "prelude 9.5.1", faction=FACTION_NAMES[f])


@automatic("enemy_event")
def run_enemy_event(state, op):
    """3.1: after an enemy card's AP, its owner carries out the event if its requirement
    holds; otherwise the card goes to the reserve and the owner gains half its AP as OP."""
    _, f, c = op
    other = 1 - f
    if state.lc[f]:
        state.lc[f] = 0
        state.emit("canadien_spent", "prelude 9.5.1", faction=FACTION_NAMES[f])
        return
    if requirement_met(state, c, other):
        state.push([["event", other, c]])
        return
    state.ctx["dest"] = "reserve"
    gained = gain_op(state, other, C.CARD_AP[c] // 2)
    state.emit("event_unmet", "prelude 3.1", faction=FACTION_NAMES[other], card=CARD_NAMES[c], points=gained)


def _die_legal(state, op):
    return [f"die:{t}" for t in TRACK_NAMES]


def _die_seat(state, op):
    owner = C.CARD_FACTION[op[2]]
    return op[1] if owner < 0 else owner


@automatic("die")
def run_die(state, op):
    """4.0: the card's scoring die; the Activities cards let their faction pick it."""
    _, f, c = op
    track = DIE_TRACK[c]
    if track < 0:
        state.push([["pick_die", f, c]])
    else:
        roll_die(state, track)


@decided("pick_die", "pick_die", _die_seat, _die_legal)
def choose_die(state, op, action_id):
    state.queue.pop(0)
    state.push([["roll_die", TRACK_NAMES.index(action_id.split(":")[1])]])


@automatic("settle")
def run_settle(state, op):
    """The card leaves play: discard pile, reserve, or out of the game."""
    c = op[1]
    dest = state.ctx.get("dest", "discard")
    if dest == "reserve":
        state.reserve.append(c)
    elif dest == "discard" and C.DECK_OF[c] != "key":
        state.discards[DECK_INDEX[C.DECK_OF[c]]].append(c)
    elif dest != "kept":
        state.removed.append(c)
    state.ctx.pop("card", None)
