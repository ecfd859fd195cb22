"""Turns 1-5 and 7-8 up to the momentum phase: new hands and the initiative (rulebook 1),
the five activity phases (rulebook 2): playing a card as an event, for campaign points or
the candidate card, triggering and preempting events, and the three CP actions."""

from __future__ import annotations

from operator import itemgetter

from .content import (
    ABBRS,
    ADJACENT_MOVE,
    CANDIDATE_CARDS,
    CANDIDATES,
    CARD_CP,
    CARD_REST,
    CARDS,
    GATHERING,
    ISSUES,
    MOVE_REGION_OF,
    REGIONS,
    STATES_IN_MOVE_REGION,
)
from .effects import NO_CARDS, event_playable, resolve_event, unplayable_events
from .names import CARD_TEXT, MODE_VERBS, SEAT_TEXT
from .shared_events import (
    ACTIVITY_PHASE_BEGINS,
    ADVERTISED,
    CAMPAIGN_REMOVED,
    CAMPAIGNED,
    FIRST_CHOSEN,
    ISSUE_CUBE,
    ISSUE_REMOVED,
    MEDIA_CUBE,
    MEDIA_REMOVED,
    PLAYED_FOR_CP,
    PLAYED_FOR_EVENT,
    TRAVELLED,
    TRIGGERED,
    TURN_BEGINS,
    play_cp_key,
)
from .support import (
    CARRY,
    SIGN,
    gain,
    gain_state_support,
    held,
    initiative_check,
    needs_support_checks,
    state_support_checks,
    support_checks,
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
# The same runs in sorted order, for the listers that build the legal list already sorted.
SORTED_CP_IDS = {c: tuple(sorted(ids)) for c, ids in CP_IDS.items()}
SORTED_WITH_EVENT_IDS = {c: tuple(sorted(ids)) for c, ids in WITH_EVENT_IDS.items()}
SORTED_PREEMPT_IDS = {c: tuple(sorted(ids)) for c, ids in PREEMPT_IDS.items()}
SORTED_VP_CP_IDS = {c: tuple(sorted(ids)) for c, ids in VP_CP_IDS.items()}
SORTED_VP_EVENT_IDS = {c: tuple(sorted(ids)) for c, ids in VP_EVENT_IDS.items()}
VPREEMPT_IDS = {c: tuple(sorted(f"vpreempt:{c}:{m}" for m in MODES)) for c in CARDS}
SORTED_CANDIDATE_IDS = tuple(sorted(CANDIDATE_IDS))
# Per state, the campaign ids for 1..cp support checks in sorted order, per cp.
SORTED_CAMPAIGN_RUNS = tuple(tuple(tuple(sorted(ids[1:cp + 1])) for cp in range(len(ids)))
                             for ids in CAMPAIGN_IDS)
# The states of each movement region by abbreviation, the order of their ids.
STATES_IN_MOVE_REGION_BY_ABBR = tuple(tuple(sorted(states, key=ABBRS.__getitem__))
                                      for states in STATES_IN_MOVE_REGION)
SORTED_TRAVEL_IDS = tuple(tuple(sorted(ids)) for ids in TRAVEL_IDS)
# Per movement region: the campaign list where no state needs support checks (one cube
# in each of its states, sorted, "done" and the travel ids), and a reader of the support
# in its states (the first state is read twice so that a one-state region gives a tuple
# too).
ONE_CUBE_CAMPAIGN_LISTS = tuple((*(CAMPAIGN_IDS[s][1] for s in states), "done",
                                 *SORTED_TRAVEL_IDS[region])
                                for region, states in enumerate(STATES_IN_MOVE_REGION_BY_ABBR))
# A state's place among the states of its movement region, by abbreviation.
POSITION_IN_MOVE_REGION = tuple(STATES_IN_MOVE_REGION_BY_ABBR[MOVE_REGION_OF[s]].index(s)
                                for s in range(len(ABBRS)))
SUPPORT_IN_MOVE_REGION = tuple(itemgetter(*states, states[0]) for states in STATES_IN_MOVE_REGION)
# Action ids read back into their parts, split once here rather than at every action:
# a play as (verb, source, mode); a campaign step as (verb, state index, cubes).
PLAY_PARTS = {action: tuple(action.split(":")) for table in (
    WITH_PREEMPT_IDS, VP_PREEMPT_IDS, VPREEMPT_IDS) for ids in table.values() for action in ids}
PLAY_PARTS.update({action: tuple(action.split(":")) for action in CANDIDATE_IDS})
PLAY_PARTS["play:pass"] = ("play", "", "")
CAMPAIGN_PARTS = {action: ("campaign", state, count) for state, ids in enumerate(CAMPAIGN_IDS)
                  for count, action in enumerate(ids)}
CAMPAIGN_PARTS.update({f"travel:{abbr}": ("travel", state, 1) for state, abbr in enumerate(ABBRS)})
REGION_OF_MEDIA_ID = {action: region for region, action in enumerate(MEDIA_IDS)}
ISSUE_OF_ID = {action: issue for issue, action in enumerate(ISSUE_IDS)}


def deal_new_hands(g) -> None:
    """1, "Nuevas cartas": six cards before the debates, seven after."""
    size = 6 if g.turn < 6 else 7
    g.log.append(TURN_BEGINS[g.turn])
    for seat in (0, 1):
        g.draw_cards(g.hands[seat], size)


def initiative_phase(g) -> None:
    """1, "Iniciativa": the winner of the check picks the first player."""
    g.initiative = initiative_check(g, "1")
    g.tasks.append({"k": "first_player", "s": g.initiative})


FIRST_PLAYER_OF_ID = {f"first:{name}": seat for seat, name in enumerate(CANDIDATES)}


def first_player_ids(g, task, seat):
    return ["first:kennedy", "first:nixon"]


def choose_first_player(g, task, seat, action_id):
    g.tasks.pop()
    g.first = FIRST_PLAYER_OF_ID[action_id]
    g.log.append(FIRST_CHOSEN[seat][g.first])


def activity_slot(index: int):
    """2: in each of five activity phases, the first player plays, then the other."""
    if index % 2 == 0:
        begins = ACTIVITY_PHASE_BEGINS[index // 2]

        def slot(g) -> None:
            g.log.append(begins)
            g.tasks.append({"k": "play", "s": g.first})
    else:
        def slot(g) -> None:
            g.tasks.append({"k": "play", "s": 1 - g.first})
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
    storable = len(hand) - len(GATHERING.intersection(hand))  # a hand holds no card twice
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


def sorted_play_ids(g, task, seat):
    """`play_ids` in sorted order, without sorting the ids (equal to
    `sorted(play_ids(...))`, tested): the cards are taken in id order and every run of
    ids falls in its place: "play:<card>:..." before "play:candidate:...", then
    "preempt:...", "vp:..." and "vpreempt:...". The events that cannot be played are
    worked out once for the hand rather than asked card by card."""
    momentum = g.momentum[seat]
    hand = g.hands[seat]
    cards = sorted(hand if GATHERING.isdisjoint(hand) else playable_hand(g, seat))
    # Events are unplayable only after the debates or with a prevention card in play.
    unplayable = unplayable_events(g) if g.prevention or g.turn > 6 else NO_CARDS
    plays = []
    preempts = []
    if momentum < 2 and not unplayable:
        # The usual case: every event may be played, none preempted.
        for card in cards:
            plays += SORTED_WITH_EVENT_IDS[card]
    else:
        for card in cards:
            if card in unplayable:
                plays += SORTED_CP_IDS[card]
            else:
                plays += SORTED_WITH_EVENT_IDS[card]
                if momentum >= 2:
                    preempts += SORTED_PREEMPT_IDS[card]
    if g.cand_ready[seat]:
        plays += SORTED_CANDIDATE_IDS
    if preempts:
        plays += preempts
    if g.vp_aside[seat]:
        vp_event = event_playable(g, g.vp_aside[seat][0])
        own = OWN_ICON[seat]
        vpreempts = []
        for card in cards:
            if CARDS[card].icons == own:
                if vp_event:
                    plays.extend(SORTED_VP_EVENT_IDS[card])
                    if momentum >= 2:
                        vpreempts.extend(VPREEMPT_IDS[card])
                else:
                    plays.extend(SORTED_VP_CP_IDS[card])
        plays.extend(vpreempts)
    return plays or ["play:pass"]


def play_card(g, task, seat, action_id):
    """2 A/B/C: play one card (or the candidate card) and collect its rest cubes first."""
    g.tasks.pop()
    verb, source, mode = PLAY_PARTS[action_id]
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
        g.rest[seat] += CARD_REST[card]
    if preempt:
        g.momentum[seat] -= 2
    if mode == "event":
        g.log.append(PLAYED_FOR_EVENT[seat][card])
        resolve_event(g, card, seat, "2 A")
        return
    if card:
        cp = CARD_CP[card]
        g.in_play.append(card)
    else:
        cp = CANDIDATE_CARDS[seat].cp
        g.cand_ready[seat] = False
    if g.turn_mods and g.has_turn_mod(seat, "bonus_cp"):
        cp += 1  # the shared events hold the printed CP: this one is written out
        g.note(play_cp_key(preempt), "1960 2 B" if card else "1960 2 C",
               {"seat": SEAT_TEXT[seat], "card": CARD_TEXT[card] if card else "his candidate card",
                "cp": cp, "action": MODE_VERBS[mode], "preempted": preempt})
    else:
        g.log.append(PLAYED_FOR_CP[seat][card][mode][preempt])
    g.tasks.append({"k": "after_cp", "s": seat, "c": card, "pre": preempt})
    if mode == "campaign":
        g.tasks.append({"k": "campaign", "s": seat, "cp": cp, "decl": []})
    elif mode == "media":
        advertise(g, seat, cp)
    else:
        banned = ISSUES.index(CARDS[card].issue) if g.restricted and card and CARDS[card].issue else -1
        g.tasks.append({"k": "issues", "s": seat, "cp": cp, "spent": [0, 0, 0],
                        "ban": banned})


# --- B1: campaigning in the states ---------------------------------------------------

def campaign_ids(g, task, seat):
    cp = task["cp"]
    ids = ["done"]
    here = MOVE_REGION_OF[g.token[seat]]
    sign = SIGN[seat]
    support = g.support
    rival = g.token[1 - seat]
    declared = task["decl"]
    for state in STATES_IN_MOVE_REGION[here]:
        # A declared state takes no more CP this action (B1): its declaration was all
        # the CP spent there.
        if declared and state in declared:
            continue
        # Only a state the opponent carries or stands in may need checks (B1).
        if ((sign * support[state] <= -CARRY or state == rival)
                and needs_support_checks(g, seat, state)):
            ids.extend(CAMPAIGN_IDS[state][1:cp + 1])
        else:
            ids.append(CAMPAIGN_IDS[state][1])
    ids.extend(TRAVEL_IDS[here])
    return ids


def sorted_campaign_ids(g, task, seat):
    """`campaign_ids` in sorted order, without sorting the ids (equal to
    `sorted(campaign_ids(...))`, tested): the states of the region in the order of their
    abbreviations, then "done", then the travel ids, which sort after both. The list
    starts as one cube in every state of the region (prebuilt); a state declared this
    action loses its entry; only a state the opponent carries or stands in may need
    support checks, and where it does, its entry becomes its run of 1..CP cubes, which
    sorts in its place."""
    cp = task["cp"]
    here = MOVE_REGION_OF[g.token[seat]]
    ids = list(ONE_CUBE_CAMPAIGN_LISTS[here])
    sign = SIGN[seat]
    support = g.support
    rival = g.token[1 - seat]
    states = STATES_IN_MOVE_REGION_BY_ABBR[here]
    values = SUPPORT_IN_MOVE_REGION[here](support)
    if min(values) <= -CARRY if sign > 0 else max(values) >= CARRY:
        risky = [position for position, state in enumerate(states)
                 if sign * support[state] <= -CARRY or state == rival]
    elif MOVE_REGION_OF[rival] == here:
        risky = [POSITION_IN_MOVE_REGION[rival]]
    else:
        risky = []
    declared = task["decl"]
    if declared:
        risky = sorted({*risky, *(POSITION_IN_MOVE_REGION[state] for state in declared
                                  if MOVE_REGION_OF[state] == here)})
    for position in reversed(risky):  # from the last, so earlier positions hold
        state = states[position]
        if declared and state in declared:
            ids[position:position + 1] = ()
        elif needs_support_checks(g, seat, state):
            ids[position:position + 1] = SORTED_CAMPAIGN_RUNS[state][cp]
    return ids


def campaign(g, task, seat, action_id):
    """B1: add state support in the candidate's region (declaring the CP before drawing
    where support checks apply; the declared CP are all the CP that state takes this
    action), or travel across a regional border for 1 CP."""
    if action_id == "done":
        g.tasks.pop()
        return
    verb, state, count = CAMPAIGN_PARTS[action_id]
    g.token[seat] = state
    if verb == "travel":
        task["cp"] -= 1
        g.log.append(TRAVELLED[seat][state])
    else:
        task["cp"] -= count
        if needs_support_checks(g, seat, state):
            task["decl"] = task["decl"] + [state]
            state_support_checks(g, seat, state, count, "B1")
        else:
            gain_state_support(g, seat, state, count, CAMPAIGN_REMOVED, CAMPAIGNED)
    if task["cp"] <= 0:
        g.tasks.pop()


# --- B2: advertising in the regions ---------------------------------------------------

def advertise(g, seat: int, cp: int) -> None:
    """B2: one support check per CP; each success is a media cube placed in a region."""
    won = support_checks(g, seat, cp)
    g.log.append(ADVERTISED[seat][cp][won])
    if won:
        g.tasks.append({"k": "media_place", "s": seat, "n": won, "where": [0, 1, 2, 3]})


def media_place_ids(g, task, seat):
    """In region order, which is the order of the ids (the regions of a task ascend)."""
    where = task["where"]
    if len(where) == len(REGIONS):
        return list(MEDIA_IDS)
    return [MEDIA_IDS[r] for r in where]


def media_place(g, task, seat, action_id):
    region = REGION_OF_MEDIA_ID[action_id]
    # A cube gained where the opponent holds media support removes one of theirs
    # (B1, "Recordatorio").
    opposed = held(g.media[region], 1 - seat) > 0
    gain(g.media, region, seat)
    g.log.append((MEDIA_REMOVED if opposed else MEDIA_CUBE)[seat][region])
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


ISSUES_BY_NAME = tuple(sorted(range(len(ISSUES)), key=ISSUES.__getitem__))


# "done" and every issue but the banned one (-1: none), by name.
ALL_ISSUES_IDS = {ban: ("done", *(ISSUE_IDS[i] for i in ISSUES_BY_NAME if i != ban))
                  for ban in (-1, *range(len(ISSUES)))}


def sorted_issues_ids(g, task, seat):
    """`issues_ids` in sorted order (equal to `sorted(issues_ids(...))`, tested): "done",
    then the issues by name. With 2 CP or more every issue but the banned one is
    affordable (`issue_cost` is 1 or 2); with 1 CP, those without a cube yet."""
    cp = task["cp"]
    if cp >= 2:
        return list(ALL_ISSUES_IDS[task["ban"]])
    ids = ["done"]
    if cp == 1:
        spent = task["spent"]
        ban = task["ban"]
        for issue in ISSUES_BY_NAME:
            if issue != ban and not spent[issue]:
                ids.append(ISSUE_IDS[issue])
    return ids


def position_on_issues(g, task, seat, action_id):
    if action_id == "done":
        g.tasks.pop()
        return
    issue = ISSUE_OF_ID[action_id]
    task["cp"] -= issue_cost(task, issue)
    spent = list(task["spent"])
    spent[issue] += 1
    task["spent"] = spent
    opposed = held(g.issues[issue], 1 - seat) > 0
    gain(g.issues, issue, seat)
    g.log.append((ISSUE_REMOVED if opposed else ISSUE_CUBE)[seat][issue])
    if task["cp"] <= 0:
        g.tasks.pop()


# --- after a CP play: triggering the event ----------------------------------------------

def after_cp(g, task) -> bool:
    """2 B, "Desencadenando eventos": once the action is resolved the opponent may spend a
    momentum marker to trigger the card's event, unless it was preempted."""
    card, seat = task["c"], task["s"]
    opponent = 1 - seat
    if card and g.momentum[opponent] >= 1 and not task["pre"] and event_playable(g, card):
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
    g.log.append(TRIGGERED[seat][card])
    resolve_event(g, card, seat, "2 B")
