"""Resolving events: a card's event is a list of effect steps (written in events.py,
keyed by card id). Steps without choices run at once; steps that need a choice become
tasks on the state's stack. "who" in a step is "me" (the player resolving the event),
"opp", "K" or "N"; a gain is placed by the gainer, a loss is chosen by the other side."""

from __future__ import annotations

from .content import (
    ABBRS,
    CARD_KIND,
    CARDS,
    ISSUES,
    REGIONS,
    STATE_INDEX,
    STATES_IN_REGION,
)
from .events import EVENTS, PREVENTS
from .names import ISSUE_TEXT_AT, SEAT_TEXT, STATE_TEXT
from .shared_events import SUPPORT_GAINED, SUPPORT_REMOVED
from .support import (
    CARRY,
    SIGN,
    gain,
    gain_state_support,
    held,
    lose,
    needs_support_checks,
    state_support_checks,
)

FIXED_SIDES = {"K": 0, "N": 1}


def who(step_who: str, actor: int) -> int:
    """The seat a step names: "me" (the actor), "opp", "K" or "N"."""
    if step_who == "me":
        return actor
    if step_who == "opp":
        return 1 - actor
    return FIXED_SIDES[step_who]


# The states of each `where` met so far, read once (the event texts are fixed).
_STATES_OF_WHERE: dict[str, tuple[int, ...]] = {}


def where_states(where: str) -> list[int]:
    """The states a step's `where` names: "any", a region, or abbreviations."""
    states = _STATES_OF_WHERE.get(where)
    if states is None:
        if where == "any":
            states = tuple(range(50))
        elif where in REGIONS:
            states = STATES_IN_REGION[REGIONS.index(where)]
        else:
            states = tuple(STATE_INDEX[a] for a in where.split(","))
        _STATES_OF_WHERE[where] = states
    return list(states)


def where_regions(where: str) -> list[int]:
    return [0, 1, 2, 3] if where == "any" else [REGIONS.index(where)]


DEBATE_CARDS = frozenset(card for card, entry in CARDS.items() if entry.kind == "debate")


# card -> the prevention cards that block its event (PREVENTS read the other way).
BLOCKED_BY = {card: frozenset(p for p, blocked in PREVENTS.items() if card in blocked)
              for card in CARDS}


def prevented(g, card: str) -> bool:
    """Whether a prevention card in play blocks the event of `card`."""
    return not BLOCKED_BY[card].isdisjoint(g.prevention)


def event_playable(g, card: str) -> bool:
    """Events that cannot apply now are not offered: prevented events, and debate
    events once the debates are over (A, "Eventos persistentes")."""
    if g.prevention and prevented(g, card):
        return False
    return not (g.turn > 6 and card in DEBATE_CARDS)


# prevention card -> the cards it blocks, as a set; and no card at all.
BLOCKS = {card: frozenset(PREVENTS.get(card, ())) for card in CARDS}
NO_CARDS: frozenset[str] = frozenset()


def unplayable_events(g) -> frozenset[str]:
    """The cards whose events `event_playable` refuses now, worked out once for a whole
    hand: equal to {c for c in CARDS if not event_playable(g, c)} (tested)."""
    blocked = DEBATE_CARDS if g.turn > 6 else NO_CARDS
    for card in g.prevention:
        blocked = blocked | BLOCKS[card]
    return blocked


def resolve_event(g, card: str, actor: int, rule: str) -> None:
    """A: the event resolves for `actor`; the card leaves the game, or goes to its
    persistent space (debate, election day, prevention)."""
    kind = CARD_KIND[card]
    if kind == "debate":
        g.debate_events.append([card, actor])
        return
    if kind == "election":
        g.election_events.append([card, actor])
        return
    if kind == "prevention":
        g.prevention.append(card)
    else:
        g.removed.append(card)
    run_steps(g, EVENTS[card], actor)


def run_steps(g, steps, actor: int) -> None:
    """The steps in order: each waits as an "fx" task until `settle` reaches it, so a
    step that asks for a choice holds back the steps after it. The first step runs at
    once, as `settle` would run it next: every caller queues the steps last, with
    nothing left to do before `settle` (tested against queueing them all)."""
    if not steps:
        return
    tasks = g.tasks
    for step in reversed(steps[1:]):
        tasks.append({"k": "fx", "s": actor, "x": step})
    first = steps[0]
    STEP_RUNNERS[first[0]](g, actor, *first[1:])


def run_fx(g, task) -> bool:
    g.tasks.pop()
    step = task["x"]
    STEP_RUNNERS[step[0]](g, task["s"], *step[1:])
    return False


# --- the effect steps -------------------------------------------------------------

def step_support(g, actor, w, n, where):
    g.tasks.append({"k": "place", "s": who(w, actor), "n": n, "where": where_states(where),
                    "chk": 1, "decl": []})


def step_free(g, actor, w, n, where):
    g.tasks.append({"k": "place", "s": who(w, actor), "n": n, "where": where_states(where),
                    "chk": 0, "decl": []})


def step_lose(g, actor, w, n, where):
    victim = who(w, actor)
    g.tasks.append({"k": "remove", "s": 1 - victim, "v": victim, "n": n,
                    "where": where_states(where)})


def step_checks(g, actor, w, n, state):
    state_support_checks(g, who(w, actor), STATE_INDEX[state], n, "event")


def step_media(g, actor, w, n, where):
    g.tasks.append({"k": "media_place", "s": who(w, actor), "n": n,
                    "where": where_regions(where)})


def step_lose_media(g, actor, w, n):
    victim = who(w, actor)
    g.tasks.append({"k": "unmedia", "s": 1 - victim, "v": victim, "n": n})


def step_issue(g, actor, w, n, issue):
    seat = who(w, actor)
    if issue == "any":
        g.tasks.append({"k": "issue_pick", "s": seat, "n": n})
        return
    gain_issue_support(g, seat, ISSUES.index(issue), n)


def gain_issue_support(g, seat: int, index: int, count: int) -> None:
    """An event's issue support cubes: each first removes an opposing cube there (B1,
    "Recordatorio"); the log says how many were removed and how many added."""
    removed = min(count, held(g.issues[index], 1 - seat))
    gain(g.issues, index, seat, count)
    if removed:
        g.note("issue_gain_removed", "1960 event",
               {"seat": SEAT_TEXT[seat], "opponent": SEAT_TEXT[1 - seat],
                "issue": ISSUE_TEXT_AT[index], "count": removed})
    if count > removed:
        g.note("issue_gain", "1960 event",
               {"seat": SEAT_TEXT[seat], "issue": ISSUE_TEXT_AT[index], "count": count - removed})


def step_lose_issue(g, actor, w, n, issue):
    seat = who(w, actor)
    for index in range(3) if issue == "all" else (ISSUES.index(issue),):
        lost = lose(g.issues, index, seat, n)
        if lost:
            g.emit("issue_loss", "event", seat=seat, issue=ISSUES[index], count=lost)


def step_momentum(g, actor, w, n):
    seat = who(w, actor)
    g.momentum[seat] += n
    g.note("momentum_gain", "1960 event", {"seat": SEAT_TEXT[seat], "count": n})


def step_lose_momentum(g, actor, w, n):
    seat = who(w, actor)
    lost = min(n, g.momentum[seat])
    g.momentum[seat] -= lost
    if lost:
        g.emit("momentum_loss", "event", seat=seat, count=lost)


def place_endorsement(g, seat: int, region: int, rule: str) -> None:
    """3, "Endosos": a marker removes an opposing marker in the region first."""
    removed = held(g.endorse[region], 1 - seat) > 0
    gain(g.endorse, region, seat)
    if removed:
        g.note("endorsement_removed", f"1960 {rule}",
               {"seat": SEAT_TEXT[seat], "opponent": SEAT_TEXT[1 - seat],
                "region": REGIONS[region], "removed": removed})
    else:
        g.note("endorsement", f"1960 {rule}",
               {"seat": SEAT_TEXT[seat], "region": REGIONS[region], "removed": removed})


def step_endorse(g, actor, w, region):
    seat = who(w, actor)
    if region == "draw":
        card = g.draw_endorsement()
        if card is not None:
            from .content import ENDORSEMENT_REGION
            g.endorse_discard.append(card)
            place_endorsement(g, seat, ENDORSEMENT_REGION[card], "event")
    elif region == "any":
        g.tasks.append({"k": "endorse_pick", "s": seat})
    else:
        place_endorsement(g, seat, REGIONS.index(region), "event")


def step_restore(g, actor, w):
    seat = who(w, actor)
    g.cand_ready[seat] = True
    g.emit("candidate_restored", "C", seat=seat)


def step_exhaust(g, actor, w):
    seat = who(w, actor)
    if g.cand_ready[seat]:
        g.cand_ready[seat] = False
        g.emit("candidate_exhausted", "C", seat=seat)


def step_move(g, actor, w, state):
    seat = who(w, actor)
    g.token[seat] = STATE_INDEX[state]
    g.emit("candidate_moved", "event", seat=seat, state=state)


def step_promote(g, actor, issue):
    index = ISSUES.index(issue)
    if index in g.track:
        g.track.remove(index)
        g.track.insert(0, index)
        g.emit("issue_promoted", "event", issue=issue)


def step_shift(g, actor, w):
    g.tasks.append({"k": "shift", "s": who(w, actor)})


def step_turn(g, actor, w, mod):
    seat = who(w, actor)
    if [seat, mod] not in g.turn_mods:
        g.turn_mods.append([seat, mod])
    g.emit("turn_effect", "A", seat=seat, effect=mod)


def step_debate(g, actor, *args):
    """Debate bonuses are read by the debates themselves (turn 6)."""


def step_prevent(g, actor, card):
    """The prevention card's presence on the board is the effect (A)."""


def step_unpledged(g, actor):
    g.unpledged = True
    g.emit("unpledged_electors", "6")


def step_draw(g, actor, w, n):
    seat = who(w, actor)
    drawn = 0
    for _ in range(n):
        card = g.draw_card()
        if card is not None:
            g.hands[seat].append(card)
            drawn += 1
    g.emit("cards_drawn", "event", seat=seat, count=drawn)


def step_discard(g, actor, w, n):
    seat = who(w, actor)
    for _ in range(min(n, len(g.hands[seat]))):
        card = g.hands[seat].pop(g.rng.below(len(g.hands[seat])))
        g.discard.append(card)
        g.emit("card_discarded", "event", seat=seat, card=card)


def step_if_leads_issue(g, actor, w, issue, steps):
    if held(g.issues[ISSUES.index(issue)], who(w, actor)) > 0:
        run_steps(g, steps, actor)


def step_if_leads_state(g, actor, w, state, steps):
    if held(g.support[STATE_INDEX[state]], who(w, actor)) > 0:
        run_steps(g, steps, actor)


def step_if_more_media(g, actor, w, steps):
    seat = who(w, actor)
    mine = sum(held(v, seat) for v in g.media)
    theirs = sum(held(v, 1 - seat) for v in g.media)
    if mine > theirs:
        run_steps(g, steps, actor)


STEP_RUNNERS = {
    "support": step_support, "free": step_free, "lose": step_lose, "checks": step_checks,
    "media": step_media, "lose_media": step_lose_media, "issue": step_issue,
    "lose_issue": step_lose_issue, "momentum": step_momentum,
    "lose_momentum": step_lose_momentum, "endorse": step_endorse, "restore": step_restore,
    "exhaust": step_exhaust, "move": step_move, "promote": step_promote, "shift": step_shift,
    "turn": step_turn, "debate": step_debate, "prevent": step_prevent,
    "unpledged": step_unpledged, "draw": step_draw, "discard": step_discard,
    "if_leads_issue": step_if_leads_issue, "if_leads_state": step_if_leads_state,
    "if_more_media": step_if_more_media,
}


# --- tasks that ask for a choice ------------------------------------------------------

PLACE_IDS = tuple(tuple(f"place:{a}:{k}" for k in range(12)) for a in ABBRS)
REMOVE_IDS = tuple(f"remove:{a}" for a in ABBRS)
UNMEDIA_IDS = tuple(f"unmedia:{r}" for r in REGIONS)
ISSUE_PICK_IDS = tuple(f"issue:{i}" for i in ISSUES)
ENDORSE_PICK_IDS = tuple(f"endorse:{r}" for r in REGIONS)
# A placement id read back as (state index, cubes), split once here.
PLACE_PARTS = {action: (state, count) for state, ids in enumerate(PLACE_IDS)
               for count, action in enumerate(ids)}


def place_ids(g, task, seat):
    ids = []
    n = task["n"]
    checks = task["chk"]
    sign = SIGN[seat]
    support = g.support
    rival = g.token[1 - seat]
    declared = task["decl"] if checks else ()
    for state in task["where"]:
        # A declared state takes no more cubes from this event (A, as in B1).
        if declared and state in declared:
            continue
        # Only a state the opponent carries or stands in may need checks (B1).
        if (checks and (sign * support[state] <= -CARRY or state == rival)
                and needs_support_checks(g, seat, state)):
            ids.extend(PLACE_IDS[state][1:n + 1])
        else:
            ids.append(PLACE_IDS[state][1])
    return ids


EVERY_STATE = list(range(len(ABBRS)))
ONE_CUBE_PLACE_IDS = tuple(ids[1] for ids in PLACE_IDS)
# One cube in any state, sorted: the placements of debate bonus cubes.
ONE_CUBE_ANYWHERE_IDS = tuple(sorted(PLACE_IDS[state][1] for state in EVERY_STATE))


def sorted_place_ids(g, task, seat):
    """`place_ids` in sorted order (equal to `sorted(place_ids(...))`, tested): without
    support checks the list is one cube per state (built once for the whole country,
    where debate bonus cubes go); otherwise the placements are listed and sorted."""
    if task["chk"]:
        ids = place_ids(g, task, seat)
    elif task["where"] == EVERY_STATE:
        return list(ONE_CUBE_ANYWHERE_IDS)
    else:
        ids = [ONE_CUBE_PLACE_IDS[state] for state in task["where"]]
    ids.sort()
    return ids


def can_place(g, task, seat) -> bool:
    """Whether `place_ids` lists anything (with cubes left to place), without listing:
    every state offers an id except one already declared (when checks apply)."""
    declared = task["decl"]
    if not task["chk"] or not declared:
        return bool(task["where"])
    return any(state not in declared for state in task["where"])


def place_resolve(g, task) -> bool:
    if task["n"] > 0 and can_place(g, task, task["s"]):
        return True
    g.tasks.pop()
    return False


def place(g, task, seat, action_id):
    """Gaining state support from an event or a debate: support checks, declared first,
    where campaigning would need them (A, "Obtener el apoyo del estado"), the declared
    number being all the cubes that state takes from the event; none for debate bonus
    cubes."""
    state, count = PLACE_PARTS[action_id]
    task["n"] -= count
    if task["chk"] and needs_support_checks(g, seat, state):
        task["decl"] = task["decl"] + [state]
        state_support_checks(g, seat, state, count, "A")
    else:
        gain_state_support(g, seat, state, count, SUPPORT_REMOVED, SUPPORT_GAINED)


def remove_ids(g, task, seat):
    victim = task["v"]
    return [REMOVE_IDS[s] for s in task["where"] if held(g.support[s], victim) > 0]


def remove_resolve(g, task) -> bool:
    if task["n"] > 0 and remove_ids(g, task, task["s"]):
        return True
    g.tasks.pop()
    return False


def remove(g, task, seat, action_id):
    abbr = action_id.split(":")[1]
    lose(g.support, STATE_INDEX[abbr], task["v"])
    task["n"] -= 1
    g.note("support_loss", "1960 A",
           {"seat": SEAT_TEXT[task["v"]], "state": STATE_TEXT[abbr], "count": 1})


def unmedia_ids(g, task, seat):
    return [UNMEDIA_IDS[r] for r in range(4) if held(g.media[r], task["v"]) > 0]


def unmedia_resolve(g, task) -> bool:
    if task["n"] > 0 and unmedia_ids(g, task, task["s"]):
        return True
    g.tasks.pop()
    return False


def unmedia(g, task, seat, action_id):
    region = action_id.split(":")[1]
    lose(g.media, REGIONS.index(region), task["v"])
    task["n"] -= 1
    g.emit("media_loss", "A", seat=task["v"], region=region)


def issue_pick_ids(g, task, seat):
    return list(ISSUE_PICK_IDS)


def issue_pick(g, task, seat, action_id):
    issue = action_id.split(":")[1]
    gain_issue_support(g, seat, ISSUES.index(issue), 1)
    task["n"] -= 1
    if task["n"] <= 0:
        g.tasks.pop()


def endorse_pick_ids(g, task, seat):
    return list(ENDORSE_PICK_IDS)


def endorse_pick(g, task, seat, action_id):
    g.tasks.pop()
    place_endorsement(g, seat, REGIONS.index(action_id.split(":")[1]), "event")


def shift_ids(g, task, seat):
    return ["shift:1-2", "shift:2-3", "shift:none"]


def shift(g, task, seat, action_id):
    """3, step 2 (and events that shift issues): swap two adjacent issue tiles, or not."""
    g.tasks.pop()
    choice = action_id.split(":")[1]
    if choice == "none":
        g.note("no_issue_shift", "1960 3.2", {"seat": SEAT_TEXT[seat]})
        return
    a = 0 if choice == "1-2" else 1
    g.track[a], g.track[a + 1] = g.track[a + 1], g.track[a]
    track = g.track
    g.note("issue_shift", "1960 3.2", {"seat": SEAT_TEXT[seat], "first": ISSUE_TEXT_AT[track[0]],
                                       "second": ISSUE_TEXT_AT[track[1]],
                                       "third": ISSUE_TEXT_AT[track[2]]})


