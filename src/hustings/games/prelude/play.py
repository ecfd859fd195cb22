"""Playing a card (3.1) from the hand or from the opportunity reserve (7.0), and what
happens to it afterwards: the scoring die (4.0) and its discard, reserve or removal."""

from __future__ import annotations

from . import content as C
from .board_rules import gain_op
from .effects import FROM_RESERVE, run_op
from .events import REQUIREMENTS, event_ops, requirement_met
from .names import CARD_NAMES, FACTION_NAMES
from .ops import automatic, decided
from .scoring import TRACK_NAMES, roll_die
from .shared_events import card_played, event_carried_out
from .stages import AP, BONUS, DIE, END_HALF, ENEMY_EVENT, FOLLOW, NO_FOLLOW, PARTISAN_EVENT, SETTLE

DECK_INDEX = {d: i for i, d in enumerate(C.DECKS)}
TRACK_INDEX = {t: i for i, t in enumerate(TRACK_NAMES)}
# Each card's scoring die as a track index; -1: the player picks it ("choice").
DIE_TRACK = {c: -1 if die == "choice" else TRACK_INDEX[die] for c, die in C.CARD_DIE.items()}


AP_IDS = {c: f"ap:c{c}" for c in C.CARDS}
EVENT_IDS = {c: f"event:c{c}" for c in C.CARDS}
RESERVE_IDS = {c: f"reserve:c{c}" for c in C.CARDS}
PLAYS = {f"{how}:c{c}": (how, c) for c in C.CARDS for how in ("ap", "event", "reserve")}
# The log events of the play step and of an event carried out, built at import.
PLAYED = tuple({action_id: card_played(f, c, how) for action_id, (how, c) in PLAYS.items()}
               for f in (0, 1))
CARRIED_OUT = tuple(tuple(event_carried_out(f, c) if c in C.CARDS else None
                          for c in range(max(C.CARDS) + 1)) for f in (0, 1))


# Per card id: the discard pile it goes to (a deck's index), -1 for a key event.
DISCARD_PILE = tuple(DECK_INDEX[C.DECK_OF[c]] if c in C.CARDS and C.DECK_OF[c] != "key" else -1
                     for c in range(max(C.CARDS) + 1))


def _event_rules(f: int, media: bool) -> tuple:
    """Per card id, whether f may carry out its event now: False (an enemy card, or one of
    f's own cards while f's Partisan Media waits, 9.5.1), True, or the requirement's
    test to ask (events.REQUIREMENTS)."""
    rules = [False] * (max(C.CARDS) + 1)
    for c, owner in C.CARD_FACTION.items():
        if owner != 1 - f and not (owner == f and media):
            rules[c] = REQUIREMENTS.get(c, True)
    return tuple(rules)


# EVENT_RULES[f][media]: the rules above; the reserve's ignore the media (7.0).
EVENT_RULES = tuple((_event_rules(f, False), _event_rules(f, True)) for f in (0, 1))
AP_BY_ID = tuple(AP_IDS.get(c, "") for c in range(max(C.CARDS) + 1))
EVENT_BY_ID = tuple(EVENT_IDS.get(c, "") for c in range(max(C.CARDS) + 1))
CARD_AP = tuple(C.CARD_AP.get(c, 0) for c in range(max(C.CARDS) + 1))


# HAND_IDS[f][media][card]: the ids a hand card gives f by EVENT_RULES (its AP, and its
# event if allowed), or None when its event's requirement must be asked.
HAND_IDS = tuple(tuple(tuple(None if callable(rule) else
                             (AP_BY_ID[c], EVENT_BY_ID[c]) if rule else (AP_BY_ID[c],)
                             for c, rule in enumerate(rules))
                       for rules in by_media) for by_media in EVENT_RULES)


def play_ids(state, f: int) -> list[str]:
    """The ids of the play step (stage PLAY) of faction f, sorted (ap:*, event:*, pass,
    reserve:*): every hand card for its AP, its event where allowed, reserve cards f can
    pay for (3.1, 7.0)."""
    hand = state.hands[f]
    media = state.pm[f]
    listed = HAND_IDS[f][media]
    ids = []
    for c in hand:
        fixed = listed[c]
        if fixed is None:       # the event has a requirement to ask
            ids.append(AP_BY_ID[c])
            if EVENT_RULES[f][media][c](state, f):
                ids.append(EVENT_BY_ID[c])
        else:
            ids += fixed
    if state.reserve:
        points = state.op[f]
        rules = EVENT_RULES[f][0]
        for c in state.reserve:
            if CARD_AP[c] <= points:
                rule = rules[c]
                if rule is True or (rule and rule(state, f)):
                    ids.append(RESERVE_IDS[c])
    if not hand:
        ids.append("pass")
    ids.sort()      # unique: a card is in one place only
    return ids


def choose_play(state, f: int, action_id: str) -> None:
    """3.1: one card from the hand or the reserve; the round is lost only with an empty
    hand. An event is queued at once; a card played for its AP goes on to stage AP, with
    what follows its AP (enemy_event, partisan_event, card 49's bonus) in the fields the
    stages after it read. Partisan Media and Le Canadien (9.5.1) act on the next card of
    the kind played after they were taken, so both are read here, at the play."""
    if action_id == "pass":
        state.stage = END_HALF
        state.emit("pass", "prelude 3.1", faction=FACTION_NAMES[f])
        return
    how, c = PLAYS[action_id]
    owner = C.CARD_FACTION[c]
    state.card = c
    state.dest = "discard"
    state.log.append(PLAYED[f][action_id])
    if how != "ap":
        if how == "reserve":
            state.reserve.remove(c)
            state.op[f] -= C.CARD_AP[c]
            state.dest = FROM_RESERVE
        else:
            state.hands[f].remove(c)
        state.stage = DIE
        run_event(state, ["event", f, c])
        return
    state.hands[f].remove(c)
    state.stage = AP
    state.ap_left = C.CARD_AP[c]
    state.ap_mode = 0
    follow = NO_FOLLOW
    if owner == f and state.pm[f]:
        state.pm[f] = 0
        follow = PARTISAN_EVENT
    elif owner == 1 - f:
        if state.lc[f]:
            # 9.5.1 Le Canadien, taken before this card was played: its event is ignored
            # (no event, no OP, not to the reserve); the marker is spent by this play
            state.lc[f] = 0
            state.emit("canadien_spent", "prelude 9.5.1", faction=FACTION_NAMES[f])
        else:
            follow = ENEMY_EVENT
    elif owner == -1:
        state.dest = "reserve"
    state.follow = follow
    # card 49: the Patriote gains 2 OP whenever the Loyal plays it
    state.bonus = 1 if c == 49 and f == 1 else 0


def after_ap(state) -> None:
    """The stage after the AP step of a card played for its AP (FOLLOW, BONUS or DIE)."""
    state.stage = FOLLOW if state.follow else BONUS if state.bonus else DIE


@automatic("event")
def run_event(state, op):
    """["event", faction carrying it out, card]"""
    _, f, c = op
    state.log.append(CARRIED_OUT[f][c])
    state.queue[0:0] = event_ops(state, c, f)


def follow_card(state) -> None:
    """Stage FOLLOW: after the AP of the actor's card, its event by partisan_event or
    enemy_event; then card 49's bonus or the die."""
    f, c, kind = state.actor, state.card, state.follow
    state.follow = NO_FOLLOW
    state.stage = BONUS if state.bonus else DIE
    if kind == PARTISAN_EVENT:
        partisan_event(state, f, c)
    else:
        enemy_event(state, f, c)


def card_49_bonus(state) -> None:
    """Stage BONUS: card 49 played by the Loyal gives the Patriote 2 OP (what an
    ["op", 0, 2] step does)."""
    state.bonus = 0
    state.stage = DIE
    run_op(state, ["op", 0, 2])


def partisan_event(state, f: int, c: int) -> None:
    """9.5.1 Partisan Media: after the AP, the event too, if its requirement holds."""
    if requirement_met(state, c, f):
        state.push([["event", f, c]])
    else:
        state.emit("media_wasted", "prelude 9.5.1", faction=FACTION_NAMES[f])


def enemy_event(state, f: int, c: int) -> None:
    """3.1: after an enemy card's AP, its owner carries out the event if its requirement
    holds; otherwise the card goes to the reserve and the owner gains half its AP as OP
    (rounded down: ruling). A Le Canadien waiting when the card was played has already
    cancelled this step (choose_play); one taken with this card's AP waits for the next."""
    other = 1 - f
    if requirement_met(state, c, other):
        state.push([["event", other, c]])
        return
    state.dest = "reserve"
    gained = gain_op(state, other, C.CARD_AP[c] // 2)
    if gained:
        state.emit("event_unmet", "prelude 3.1", faction=FACTION_NAMES[other], card=CARD_NAMES[c],
                   points=gained, total=state.op[other])
    else:   # the owner's OP are at their maximum (2.3)
        state.emit("event_unmet_at_maximum", "prelude 3.1", faction=FACTION_NAMES[other],
                   card=CARD_NAMES[c], total=state.op[other])


DIE_IDS = tuple(sorted(f"die:{t}" for t in TRACK_NAMES))


def _die_legal(state, op):
    return list(DIE_IDS)


def _die_seat(state, op):
    owner = C.CARD_FACTION[op[2]]
    return op[1] if owner < 0 else owner


def card_die(state) -> None:
    """Stage DIE, 4.0: the card's scoring die; the Activities cards let their faction
    pick it."""
    f, c = state.actor, state.card
    state.stage = SETTLE
    track = DIE_TRACK[c]
    if track < 0:
        state.queue.insert(0, ["pick_die", f, c])
    else:
        roll_die(state, track)


@decided("pick_die", "pick_die", _die_seat, _die_legal, ordered=True)
def choose_die(state, op, action_id):
    state.queue.pop(0)
    state.push([["roll_die", TRACK_NAMES.index(action_id.split(":")[1])]])


def settle(state) -> None:
    """Stage SETTLE: the card leaves play: discard pile, reserve, or out of the game."""
    c = state.card
    state.stage = END_HALF
    dest = state.dest or "discard"
    if dest in ("discard", FROM_RESERVE) and DISCARD_PILE[c] >= 0:
        state.discards[DISCARD_PILE[c]].append(c)
    elif dest == "reserve":
        state.reserve.append(c)
    elif dest != "kept":
        state.removed.append(c)
    state.card = None
