"""Turns 1-5 and 7-8 up to the momentum phase: new hands and the initiative (rulebook 1),
the five activity phases (rulebook 2): playing a card as an event, for campaign points or
the candidate card, triggering and preempting events, and the three CP actions."""

from __future__ import annotations

from .content import (
    ABBRS,
    ADJACENT_MOVE,
    CANDIDATE_CARDS,
    CANDIDATES,
    CARDS,
    GATHERING,
    ISSUES,
    MOVE_REGION_OF,
    REGIONS,
    STATE_INDEX,
    STATES_IN_MOVE_REGION,
)
from .effects import event_playable, resolve_event
from .support import (
    CARRY,
    SIGN,
    gain,
    initiative_check,
    needs_support_checks,
    state_support_checks,
    support_check,
)

MODES = ("campaign", "media", "issues")
OWN_ICON = ("K", "N")
# Action ids built once: listing them is a search bot's inner loop.
EVENT_ID = {c: f"play:{c}:event" for c in CARDS}
CP_IDS = {c: tuple(f"play:{c}:{m}" for m in MODES) for c in CARDS}
PREEMPT_IDS = {c: tuple(f"preempt:{c}:{m}" for m in MODES) for c in CARDS}
WITH_EVENT_IDS = {c: (EVENT_ID[c], *CP_IDS[c]) for c in CARDS}
WITH_PREEMPT_IDS = {c: (EVENT_ID[c], *PREEMPT_IDS[c], *CP_IDS[c]) for c in CARDS}
# The vice-presidential card played with a card from the hand (optional rule).
VP_CP_IDS = {c: tuple(f"vp:{c}:{m}" for m in MODES) for c in CARDS}
VP_EVENT_IDS = {c: (f"vp:{c}:event", *VP_CP_IDS[c]) for c in CARDS}
VP_PREEMPT_IDS = {c: (*VP_EVENT_IDS[c], *(f"vpreempt:{c}:{m}" for m in MODES)) for c in CARDS}
CANDIDATE_IDS = tuple(f"play:candidate:{mode}" for mode in MODES)
CAMPAIGN_IDS = tuple(tuple(f"campaign:{a}:{k}" for k in range(12)) for a in ABBRS)
TRAVEL_IDS = tuple(
    tuple(f"travel:{ABBRS[s]}" for n in ADJACENT_MOVE[r] for s in STATES_IN_MOVE_REGION[n])
    for r in range(len(STATES_IN_MOVE_REGION))
)
MEDIA_IDS = tuple(f"media:{r}" for r in REGIONS)
ISSUE_IDS = tuple(f"issue:{i}" for i in ISSUES)


def deal_new_hands(g) -> None:
    """1, "Nuevas cartas": six cards before the debates, seven after."""
    size = 6 if g.turn < 6 else 7
    g.emit("turn_begins", "1", turn=g.turn)
    for seat in (0, 1):
        for _ in range(size):
            card = g.draw_card()
            if card is not None:
                g.hands[seat].append(card)


def initiative_phase(g) -> None:
    """1, "Iniciativa": the winner of the check picks the first player."""
    g.initiative = initiative_check(g, "1")
    g.push({"k": "first_player", "s": g.initiative})


def first_player_ids(g, task, seat):
    return ["first:kennedy", "first:nixon"]


def choose_first_player(g, task, seat, action_id):
    g.tasks.pop()
    g.first = CANDIDATES.index(action_id.split(":")[1])
    g.emit("first_chosen", "1", seat=seat, first=g.first)


def activity_slot(index: int):
    """2: in each of five activity phases, the first player plays, then the other."""
    def slot(g) -> None:
        seat = g.first if index % 2 == 0 else 1 - g.first
        if index % 2 == 0:
            g.emit("activity_phase", "2", phase=index // 2 + 1)
        g.push({"k": "play", "s": seat})
    slot.__name__ = f"activity_slot_{index}"
    return slot


def cards_needed_for_strategy(g) -> int:
    return 1 if g.turn < 6 else 2


def playable_hand(g, seat: int) -> list[str]:
    """Cards that may leave the hand now without spoiling the campaign strategy phase:
    a player keeps enough cards other than Gathering Momentum to store (rulebook 4, Nota;
    see the ruling), unless no card satisfies that. The hand itself when every card may
    go: callers must not modify the list."""
    hand = g.hands[seat]
    if GATHERING.isdisjoint(hand):
        return hand
    storable = sum(1 for c in hand if c not in GATHERING)
    if storable - 1 >= cards_needed_for_strategy(g):
        return hand
    return [c for c in hand if c in GATHERING]


def play_ids(g, task, seat):
    momentum = g.momentum[seat]
    allowed = playable_hand(g, seat)
    ids = []
    # One precomputed run of ids per card: CP only, or with the event (and preempting
    # it when the side holds two momentum markers).
    with_event = WITH_PREEMPT_IDS if momentum >= 2 else WITH_EVENT_IDS
    for card in allowed:
        ids.extend(with_event[card] if event_playable(g, card) else CP_IDS[card])
    if g.cand_ready[seat]:
        ids.extend(CANDIDATE_IDS)
    if g.vp_aside[seat]:
        vp = g.vp_aside[seat][0]
        vp_event = event_playable(g, vp)
        vp_ids = (VP_PREEMPT_IDS if momentum >= 2 else VP_EVENT_IDS) if vp_event else VP_CP_IDS
        own = OWN_ICON[seat]
        for card in allowed:
            if CARDS[card].icons == own:
                ids.extend(vp_ids[card])
    return ids or ["play:pass"]


def play_card(g, task, seat, action_id):
    """2 A/B/C: play one card (or the candidate card) and collect its rest cubes first."""
    g.tasks.pop()
    verb, source, mode = action_id.split(":") if action_id != "play:pass" else ("play", "", "")
    if not source:
        g.emit("no_play", "2", seat=seat)
        return
    if verb in ("vp", "vpreempt"):
        g.hands[seat].remove(source)
        g.discard.append(source)
        card = g.vp_aside[seat].pop()
        g.emit("vp_card", "optional VP", seat=seat, discarded=source, card=card)
    elif source == "candidate":
        card = ""
    else:
        card = source
        g.hands[seat].remove(card)
    preempt = verb in ("preempt", "vpreempt")
    if card:
        g.rest[seat] += CARDS[card].rest
    if preempt:
        g.momentum[seat] -= 2
    if mode == "event":
        g.emit("play_event", "2 A", seat=seat, card=card)
        resolve_event(g, card, seat, "2 A")
        return
    if card:
        cp = CARDS[card].cp
        g.in_play.append(card)
    else:
        cp = CANDIDATE_CARDS[seat].cp
        g.cand_ready[seat] = False
    if g.has_turn_mod(seat, "bonus_cp"):
        cp += 1
    g.emit("play_cp", "2 B" if card else "2 C", seat=seat, card=card or "his candidate card",
           cp=cp, action=mode, preempted=preempt)
    g.push({"k": "after_cp", "s": seat, "c": card, "pre": preempt})
    if mode == "campaign":
        g.push({"k": "campaign", "s": seat, "cp": cp, "decl": []})
    elif mode == "media":
        advertise(g, seat, cp)
    else:
        banned = ISSUES.index(CARDS[card].issue) if g.restricted and card and CARDS[card].issue else -1
        g.push({"k": "issues", "s": seat, "cp": cp, "spent": [0, 0, 0], "ban": banned})


# --- B1: campaigning in the states ---------------------------------------------------

def campaign_ids(g, task, seat):
    cp = task["cp"]
    ids = ["done"]
    here = MOVE_REGION_OF[g.token[seat]]
    sign = SIGN[seat]
    support = g.support
    rival = g.token[1 - seat]
    for state in STATES_IN_MOVE_REGION[here]:
        # Only a state the opponent carries or stands in may need checks (B1).
        if ((sign * support[state] <= -CARRY or state == rival)
                and needs_support_checks(g, seat, state)):
            if state not in task["decl"]:
                ids.extend(CAMPAIGN_IDS[state][1:cp + 1])
        else:
            ids.append(CAMPAIGN_IDS[state][1])
    ids.extend(TRAVEL_IDS[here])
    return ids


def campaign(g, task, seat, action_id):
    """B1: add state support in the candidate's region (declaring the CP before drawing
    where support checks apply), or travel across a regional border for 1 CP."""
    parts = action_id.split(":")
    if parts[0] == "done":
        g.tasks.pop()
        return
    state = STATE_INDEX[parts[1]]
    g.token[seat] = state
    if parts[0] == "travel":
        task["cp"] -= 1
        g.emit("travel", "B1", seat=seat, state=parts[1])
    else:
        count = int(parts[2])
        task["cp"] -= count
        if needs_support_checks(g, seat, state):
            task["decl"] = task["decl"] + [state]
            state_support_checks(g, seat, state, count, "B1")
        else:
            gain(g.support, state, seat, count)
            g.emit("campaigned", "B1", seat=seat, state=parts[1], count=count)
    if task["cp"] <= 0:
        g.tasks.pop()


# --- B2: advertising in the regions ---------------------------------------------------

def advertise(g, seat: int, cp: int) -> None:
    """B2: one support check per CP; each success is a media cube placed in a region."""
    won = sum(1 for _ in range(cp) if support_check(g, seat))
    g.emit("advertise", "B2", seat=seat, count=cp, won=won)
    if won:
        g.push({"k": "media_place", "s": seat, "n": won, "where": [0, 1, 2, 3]})


def media_place_ids(g, task, seat):
    return [MEDIA_IDS[r] for r in task["where"]]


def media_place(g, task, seat, action_id):
    region = REGIONS.index(action_id.split(":")[1])
    gain(g.media, region, seat)
    g.emit("media_cube", "B2", seat=seat, region=REGIONS[region])
    task["n"] -= 1
    if task["n"] <= 0:
        g.tasks.pop()


# --- B3: positioning on the issues ------------------------------------------------------

def issue_cost(task, issue: int) -> int:
    """The first cube on an issue in one action costs 1 CP, each further cube there
    2 CP (see the ruling on the cost of extra issue cubes)."""
    return 1 if task["spent"][issue] == 0 else 2


def issues_ids(g, task, seat):
    ids = ["done"]
    for issue in range(3):
        if issue != task["ban"] and issue_cost(task, issue) <= task["cp"]:
            ids.append(ISSUE_IDS[issue])
    return ids


def position_on_issues(g, task, seat, action_id):
    if action_id == "done":
        g.tasks.pop()
        return
    issue = ISSUES.index(action_id.split(":")[1])
    task["cp"] -= issue_cost(task, issue)
    spent = list(task["spent"])
    spent[issue] += 1
    task["spent"] = spent
    gain(g.issues, issue, seat)
    g.emit("issue_cube", "B3", seat=seat, issue=ISSUES[issue])
    if task["cp"] <= 0:
        g.tasks.pop()


# --- after a CP play: triggering the event ----------------------------------------------

def after_cp(g, task) -> bool:
    """2 B, "Desencadenando eventos": once the action is resolved the opponent may spend a
    momentum marker to trigger the card's event, unless it was preempted."""
    card, seat = task["c"], task["s"]
    opponent = 1 - seat
    if card and not task["pre"] and event_playable(g, card) and g.momentum[opponent] >= 1:
        task["k"] = "trigger"
        task["s"] = opponent
        return True
    g.tasks.pop()
    if card:
        g.in_play.remove(card)
        g.discard.append(card)
    return False


def trigger_ids(g, task, seat):
    return ["decline", "trigger"]


def trigger(g, task, seat, action_id):
    g.tasks.pop()
    card = task["c"]
    g.in_play.remove(card)
    if action_id == "decline":
        g.discard.append(card)
        return
    g.momentum[seat] -= 1
    g.emit("triggered", "2 B", seat=seat, card=card)
    resolve_event(g, card, seat, "2 B")
