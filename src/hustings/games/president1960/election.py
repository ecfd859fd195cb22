"""Turn 9, election day: bonus cubes, initiative, the stored cards, election-day events,
endorsements and undecided voters, the final count."""

from __future__ import annotations

from .content import ABBRS, BORDER, CARDS, EV, ICON_SEATS, REGION_OF, STATE_INDEX
from .effects import run_steps, who
from .events import EVENTS, UNPLEDGED_STATES
from .names import CARD_TEXT, SEAT_TEXT, STATE_TEXT, card_names, join_words
from .shared_events import UNDECIDED_STATE
from .support import CARRY, gain, held, initiative_check, state_support_checks


def bonus_cubes(g) -> None:
    """Election 1: media cubes count twice (once from the supply, once the cubes
    themselves), issue cubes go in, and each momentum marker is worth two cubes."""
    g.emit("election_day", "election")
    for seat in (0, 1):
        media = sum(held(v, seat) for v in g.media)
        issues = sum(held(v, seat) for v in g.issues)
        added = 2 * media + issues + 2 * g.momentum[seat]
        g.bag[seat] += added
        g.note("bonus_cubes", "1960 election 1", {"seat": SEAT_TEXT[seat], "cubes": added})
    g.media = [0, 0, 0, 0]
    g.issues = [0, 0, 0]
    g.momentum = [0, 0]


def election_initiative(g) -> None:
    g.initiative = initiative_check(g, "election 2")


def election_strategy(g) -> None:
    """Election 3: three support checks in the state of each stored card, the
    initiative side first; the bag is no longer reseeded."""
    g.no_reseed = True
    for seat in (g.initiative, 1 - g.initiative):
        cards = g.strategy[seat]
        g.strategy[seat] = []
        g.note("strategy_revealed", "1960 election 3",
               {"seat": SEAT_TEXT[seat], "cards": card_names(cards)})
        for card in cards:
            state_support_checks(g, seat, STATE_INDEX[CARDS[card].state], 3, "election 3")
            g.discard.append(card)


def election_events(g) -> None:
    """Election 4: the initiative side orders the election-day events."""
    if g.election_events:
        g.tasks.append({"k": "eday_order", "s": g.initiative})


def eday_order_ids(g, task, seat):
    return [f"eday:{c}" for c, _ in g.election_events]


def eday_order_resolve(g, task) -> bool:
    if len(g.election_events) > 1:
        return True
    g.tasks.pop()
    if g.election_events:
        resolve_election_event(g, 0)
    return False


def eday_order(g, task, seat, action_id):
    card = action_id.split(":")[1]
    index = [c for c, _ in g.election_events].index(card)
    resolve_election_event(g, index)


def event_gainer(card: str, actor: int) -> int:
    """The side an election-day event favours: the side its steps name (each names one
    side, "K" or "N"), or the side of its icon (Unpledged Electors names none)."""
    for step in EVENTS[card]:
        if len(step) > 1 and step[1] in ("me", "opp", "K", "N"):
            return who(step[1], actor)
    return ICON_SEATS[CARDS[card].icons][0]


def resolve_election_event(g, index: int) -> None:
    card, actor = g.election_events.pop(index)
    g.removed.append(card)
    g.note("election_event", "1960 election 4",
           {"seat": SEAT_TEXT[actor], "card": CARD_TEXT[card],
            "gainer": SEAT_TEXT[event_gainer(card, actor)]})
    run_steps(g, EVENTS[card], actor)


def undecided_states(g) -> None:
    """Election 5: a state nobody holds goes to the side with an endorsement in its
    region, otherwise to the colour of its border; that side places one cube there."""
    support = g.support
    for state in [state for state, value in enumerate(support) if not value]:
        marker = g.endorse[REGION_OF[state]]
        seat = 0 if marker > 0 else 1 if marker < 0 else BORDER[state]
        gain(support, state, seat)
        g.log.append(UNDECIDED_STATE[seat][state][marker != 0])


def final_count(g) -> None:
    """Election 6 and "Electores no comprometidos": count the electoral votes; on a tie
    the House picks the side with more states, then the side with more state cubes."""
    support = g.support
    carried = ([state for state, value in enumerate(support) if value > 0],
               [state for state, value in enumerate(support) if value < 0])
    cubes = [sum(support[state] for state in carried[0]),
             -sum(support[state] for state in carried[1])]
    unpledged = []
    if g.unpledged:
        # Kennedy's electors there do not count where he holds fewer than four cubes.
        unpledged = [ABBRS[state] for state in carried[0]
                     if support[state] < CARRY and ABBRS[state] in UNPLEDGED_STATES]
        carried = ([state for state in carried[0] if ABBRS[state] not in unpledged], carried[1])
    ev = [sum(EV[state] for state in carried[0]), sum(EV[state] for state in carried[1])]
    states = [len(carried[0]), len(carried[1])]
    if ev[0] != ev[1]:
        winners, reason = [0 if ev[0] > ev[1] else 1], "electoral votes"
    elif states[0] != states[1]:
        winners, reason = [0 if states[0] > states[1] else 1], "House: most states"
    elif cubes[0] != cubes[1]:
        winners, reason = [0 if cubes[0] > cubes[1] else 1], "House: most state support"
    else:
        winners, reason = [0, 1], "complete tie"
    g.final = {"ev": ev, "winners": winners, "reason": reason, "states": states,
               "cubes": cubes, "unpledged": unpledged}
    if unpledged:
        withheld = join_words([f"{STATE_TEXT[abbr]} ({EV[STATE_INDEX[abbr]]})"
                               for abbr in unpledged])
        g.emit("final_count_unpledged", "election 6", ev=ev, states=states, winners=winners,
               reason=reason, unpledged=unpledged, withheld=withheld)
    else:
        g.emit("final_count", "election 6", ev=ev, states=states, winners=winners,
               reason=reason, unpledged=unpledged)
    g.goto("over")
