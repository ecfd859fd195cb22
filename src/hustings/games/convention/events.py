"""Event effects, keyed by event id (rulebook: "Ein Ereignis ausführen").

Each card names an event id in the card file; the catalog below holds the code. An
event lists its choices for the current state (an empty list means it cannot apply now
and is not offered); a choice is the tail of the action id, e.g. `event:d08:PA:yea:d21+d24`,
or the list is `[""]` for an event with nothing to choose (the id is then `event:d08`).
Lasting events (the rising sun) stay in front of their player until the round ends and
are consulted by the rules through `state.lasting(event_id)`.

Besides its choices (the rules' reference), an event has a fast lister `ids(state, seat,
card, x, y)` for the action listing (`x`, `y`: the other two cards of a three-card hand,
in text order): the finished action ids of `choices(state, seat, card)`, sorted, read
from the tables of `cards.IdTexts` instead of joined. Events without their own lister
take `listed_choices`. tests/games/convention/test_action_listing.py compares them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .action_listing import special_vote_choices
from .cards import FACTION_INDEX, FACTION_NAMES, FACTIONS, SIDE_INDEX, STATE_INDEX, STATES
from .debate import advance_debate, debate_leader, set_back_debate
from .deck import draw_top
from .state import DRAW_SLOTS, MAX_MARKERS, MAX_PLAYERS, NAY, YEA
from .voting import cast_vote, remove_from_delegation, vote_choices

Choices = Callable[..., list[str]]
Resolve = Callable[..., None]
Lister = Callable[..., list[str]]
RULE = "convention Ein Ereignis ausführen"
# choice texts, made once
SEAT_CHOICES = tuple(str(seat) for seat in range(MAX_PLAYERS))
SETBACK_CHOICES = tuple(tuple(f"{faction}:{seat}" for seat in range(MAX_PLAYERS))
                        for faction in FACTIONS)
SLOT_CHOICES = tuple(f"slot{slot}" for slot in range(DRAW_SLOTS))
HOW_MANY = ("one", "two")
SIDE_WORDS = ("", "yea ", "nay ")  # a delegation of a side, in a reason for points
# the states and factions in the order of their codes' texts (the order of sorted ids)
STATES_IN_TEXT_ORDER = tuple(sorted(range(len(STATES)), key=STATES.__getitem__))
FACTIONS_IN_TEXT_ORDER = tuple(sorted(range(len(FACTIONS)), key=FACTIONS.__getitem__))


@dataclass(frozen=True)
class Event:
    choices: Choices                       # (state, seat, card) -> choice strings
    resolve: Resolve                       # (state, seat, card, choice)
    needs_marker: Callable[..., bool] = lambda state, seat, choice: False
    lasting: bool = False
    fixed: tuple[str, ...] | None = None   # what `choices` returns in every state, if it never varies
    ids: Lister | None = None              # the fast lister (module docstring), if its own
    lists_with_hand: bool = False          # whether it votes with the hand's other two cards
    to_committee: bool = False             # whether the marker it needs goes to the committee room
    kind: str = ""                         # what a choice naming a state or card does, for
                                           # labels: "switch", "unseat", "remove", "salvage"

    def lister(self) -> Lister:
        """The event's fast lister: its own, or `listed_choices` of its choices."""
        return self.ids or listed_choices(self.choices)


def listed_choices(choices: Choices) -> Lister:
    """The generic fast lister: the action ids of `choices(state, seat, card)`, sorted."""
    def ids(state, seat, card, x, y):
        chosen = choices(state, seat, card)
        if not chosen:
            return []
        texts = state.cards.id_texts
        if chosen[0] == "":  # the only choice: play it
            return [texts.event[card]]
        listed = list(map(texts.event_with_choice[card].__getitem__, chosen))
        if len(listed) > 1:
            listed.sort()
        return listed
    return ids


def _score(state, seat: int, points: int, why: str) -> None:
    """Score `points` (at least one) for an event; `why` says what they are for."""
    state.scores[seat] += points
    state.emit("convention.log.event_points", RULE, seat=seat, points=points, why=why)


def _blocked(state) -> bool:
    """Washington's lasting event shields every delegation from event meddling. (Events
    listing their choices ask only while some lasting event is in play.)"""
    return bool(state.active) and bool(state.lasting("ev_washington"))


# --- families of effects --------------------------------------------------------------
def draw_cards(count: int) -> Event:
    def choices(state, seat, card):
        return [""] if state.deck or state.discard else []

    def resolve(state, seat, card, choice):
        drawn_count = 0
        for _ in range(count):
            drawn = draw_top(state, seat)
            if drawn < 0:
                break
            drawn_count += 1
            state.hands[seat].append(drawn)
            state.emit("convention.log.drew_private", RULE, seats=(seat,), seat=seat,
                       card=state.card_name(drawn))
        if drawn_count:
            state.emit("convention.log.drew", RULE, seat=seat, count=drawn_count)
    return Event(choices, resolve)


def committee_place(most: int) -> Event:
    """Up to `most` markers for the committee, from the free ones: how many is the
    player's choice (`one`, `two`) while he has more than one free; with none free, one
    used marker may be taken back for it, as for any action that places a marker."""
    def choices(state, seat, card):
        if most > 1 and state.free[seat] > 1:
            return list(HOW_MANY[:min(most, state.free[seat])])
        return [""] if state.free[seat] > 0 or state.markers[seat] > state.committee[seat] else []

    def resolve(state, seat, card, choice):
        count = HOW_MANY.index(choice) + 1 if choice else most
        placed = min(count, state.free[seat])
        state.free[seat] -= placed
        state.committee[seat] += placed
        state.emit("convention.log.committee_place", RULE, seat=seat, count=placed)
    return Event(choices, resolve, lambda state, seat, choice: True, to_committee=True)


def committee_expel() -> Event:
    def choices(state, seat, card):
        return [SEAT_CHOICES[s] for s, placed in enumerate(state.committee)
                if placed > 0 and s != seat]

    def ids(state, seat, card, x, y):
        by_seat = state.cards.id_texts.event_seat[card]  # seats ascending: ids in text order
        return [by_seat[s] for s, placed in enumerate(state.committee) if placed > 0 and s != seat]

    def resolve(state, seat, card, choice):
        victim = int(choice)
        state.committee[victim] -= 1
        state.free[victim] += 1
        state.emit("convention.log.committee_expel", RULE, seat=seat, victim=victim)
    return Event(choices, resolve, ids=ids)


def flip_committee() -> Event:
    def choices(state, seat, card):
        return [""]

    def resolve(state, seat, card, choice):
        state.comm_side ^= 1
        state.emit("convention.log.committee_flipped", RULE, seat=seat,
                   article=state.cards.article_title(state.comm_art, state.comm_side))
    return Event(choices, resolve, fixed=("",))


def _controlled(state, seat, side=0):
    return [st for st in range(len(STATES)) if state.room_owner[st] == seat
            and (side == 0 or state.room_side[st] == side)]


def _controls_any(state, seat, side=0) -> bool:
    """Whether `_controlled` is not empty, without listing it (events list their choices
    in a search bot's inner loop)."""
    if side == 0:
        return seat in state.room_owner
    for owner, voted in zip(state.room_owner, state.room_side, strict=False):  # equal lengths
        if owner == seat and voted == side:
            return True
    return False


def points_per_delegation(side: int = 0) -> Event:
    why = f"one for each {SIDE_WORDS[side]}delegation controlled"

    def choices(state, seat, card):
        return [""] if _controls_any(state, seat, side) else []

    def resolve(state, seat, card, choice):
        _score(state, seat, len(_controlled(state, seat, side)), why)
    return Event(choices, resolve)


def points_per_faction_delegate(faction: str) -> Event:
    f = FACTION_INDEX[faction]
    why = f"one for each {FACTION_NAMES[faction]} delegate in the delegations controlled"

    def count(state, seat):
        factions = state.cards.faction
        return sum(1 for st in _controlled(state, seat) for c in state.room_cards[st]
                   if factions[c] == f)

    def choices(state, seat, card):
        return [""] if seat in state.room_owner and count(state, seat) else []

    def resolve(state, seat, card, choice):
        _score(state, seat, count(state, seat), why)
    return Event(choices, resolve)


def points_if_article(faction: str, points: int) -> Event:
    f = FACTION_INDEX[faction]
    why = f"the convention room's article shows the {FACTION_NAMES[faction]} symbol"

    def choices(state, seat, card):
        return [""] if state.convention_faction() == f else []

    def resolve(state, seat, card, choice):
        _score(state, seat, points, why)
    return Event(choices, resolve)


def points_per_tile() -> Event:
    def choices(state, seat, card):
        return [""] if sum(state.tiles[seat]) else []

    def resolve(state, seat, card, choice):
        _score(state, seat, sum(state.tiles[seat]), "one for each debate tile held")
    return Event(choices, resolve)


def points_per_lead() -> Event:
    def leads(state, seat):
        return sum(1 for f, track in enumerate(state.debate)
                   if track[seat] and debate_leader(state, f) == seat)

    def leads_any(state, seat) -> bool:
        for f, track in enumerate(state.debate):
            if track[seat] and debate_leader(state, f) == seat:
                return True
        return False

    def choices(state, seat, card):
        return [""] if leads_any(state, seat) else []

    def resolve(state, seat, card, choice):
        _score(state, seat, leads(state, seat), "one for each debate track led alone")
    return Event(choices, resolve)


def switch_side(max_size: int) -> Event:
    def choices(state, seat, card):
        if (state.active and _blocked(state)) or not any(state.room_side):
            return []
        return [code for code, side, held in zip(STATES, state.room_side, state.room_cards,
                                                  strict=False)  # twelve each
                if side and len(held) <= max_size]

    def ids(state, seat, card, x, y):
        if (state.active and _blocked(state)) or not any(state.room_side):
            return []
        by_state = state.cards.id_texts.event_state[card]
        room_side, room_cards = state.room_side, state.room_cards
        return [by_state[st] for st in STATES_IN_TEXT_ORDER
                if room_side[st] and len(room_cards[st]) <= max_size]

    def resolve(state, seat, card, choice):
        st = STATE_INDEX[choice]
        state.room_side[st] = NAY if state.room_side[st] == YEA else YEA
        state.emit("convention.log.switched", RULE, seat=seat, state=choice,
                   side="yea" if state.room_side[st] == YEA else "nay")
    return Event(choices, resolve, ids=ids, kind="switch")


def remove_delegate(side: int = 0, faction: str | None = None) -> Event:
    """Any delegate of a delegation that has voted (only a table that has voted holds
    delegates), or one of the given side or faction."""
    f = FACTION_INDEX[faction] if faction else -1

    def choices(state, seat, card):
        if state.active and _blocked(state):
            return []
        ids, factions = state.cards.ids, state.cards.faction
        if side:
            return [ids[c] for voted, held in zip(state.room_side, state.room_cards, strict=False)
                    if voted == side for c in held if f < 0 or factions[c] == f]
        if f >= 0:
            return [ids[c] for held in state.room_cards for c in held if factions[c] == f]
        return [ids[c] for held in state.room_cards for c in held]

    def listed(state, seat, card, x, y):
        if state.active and _blocked(state):
            return []
        by_card, factions = state.cards.id_texts.event_card[card], state.cards.faction
        if side:
            found = [by_card[c] for voted, held in zip(state.room_side, state.room_cards,
                                                       strict=False)  # twelve each
                     if voted == side for c in held if f < 0 or factions[c] == f]
        elif f >= 0:
            found = [by_card[c] for held in state.room_cards for c in held if factions[c] == f]
        else:
            found = [by_card[c] for held in state.room_cards for c in held]
        if len(found) > 1:
            found.sort()
        return found

    def resolve(state, seat, card, choice):
        target = state.cards.index[choice]
        remove_from_delegation(state, target)
        state.emit("convention.log.removed", RULE, seat=seat, card=state.card_name(target),
                   state=STATES[state.cards.state[target]])
    return Event(choices, resolve, ids=listed, kind="remove")


def unseat_controller() -> Event:
    def choices(state, seat, card):
        if state.active and _blocked(state):
            return []
        return [code for code, owner in zip(STATES, state.room_owner, strict=False)
                if owner != -1 and owner != seat]

    def ids(state, seat, card, x, y):
        if state.active and _blocked(state):
            return []
        by_state, room_owner = state.cards.id_texts.event_state[card], state.room_owner
        return [by_state[st] for st in STATES_IN_TEXT_ORDER
                if room_owner[st] != -1 and room_owner[st] != seat]

    def resolve(state, seat, card, choice):
        st = STATE_INDEX[choice]
        victim = state.room_owner[st]
        state.free[victim] += 1
        state.room_owner[st] = -1
        state.emit("convention.log.unseated", RULE, seat=seat, victim=victim, state=choice)
    return Event(choices, resolve, ids=ids, kind="unseat")


def debate_push(spaces: int, faction: str | None = None) -> Event:
    allowed = [FACTION_INDEX[faction]] if faction else list(range(len(FACTIONS)))
    tracks = tuple(FACTIONS[f] for f in allowed)

    def choices(state, seat, card):
        return list(tracks)

    def needs_marker(state, seat, choice):
        return state.debate[FACTION_INDEX[choice]][seat] == 0

    def resolve(state, seat, card, choice):
        f = FACTION_INDEX[choice]
        advance_debate(state, seat, f, spaces)
        state.emit("convention.log.debate_event", RULE, seat=seat, faction=FACTION_NAMES[choice],
                   space=state.debate[f][seat])
    return Event(choices, resolve, needs_marker, fixed=tracks)


def debate_setback(spaces: int) -> Event:
    def choices(state, seat, card):
        return [SETBACK_CHOICES[f][s] for f, track in enumerate(state.debate)
                for s, space in enumerate(track) if space > 0 and s != seat]

    def ids(state, seat, card, x, y):
        by_track, debate = state.cards.id_texts.event_setback[card], state.debate
        return [by_track[f][s] for f in FACTIONS_IN_TEXT_ORDER
                for s, space in enumerate(debate[f]) if space > 0 and s != seat]

    def resolve(state, seat, card, choice):
        faction, victim = choice.split(":")
        set_back_debate(state, int(victim), FACTION_INDEX[faction], spaces)
        space = state.debate[FACTION_INDEX[faction]][int(victim)]
        if space:
            state.emit("convention.log.debate_setback", RULE, seat=seat, victim=int(victim),
                       faction=FACTION_NAMES[faction], space=space)
        else:  # off the track: the marker returns to its owner
            state.emit("convention.log.debate_pushed_off", RULE, seat=seat, victim=int(victim),
                       faction=FACTION_NAMES[faction])
    return Event(choices, resolve, ids=ids)


def salvage(faction: str | None = None) -> Event:
    f = FACTION_INDEX[faction] if faction else -1

    def choices(state, seat, card):
        ids, factions = state.cards.ids, state.cards.faction
        # a card lies in one place only: the discard pile holds no id twice
        return sorted([ids[c] for c in state.discard if f < 0 or factions[c] == f])

    def listed(state, seat, card, x, y):
        by_card = state.cards.id_texts.event_card[card]
        if f < 0:
            return sorted(map(by_card.__getitem__, state.discard))
        factions = state.cards.faction
        return sorted([by_card[c] for c in state.discard if factions[c] == f])

    def resolve(state, seat, card, choice):
        target = state.cards.index[choice]
        state.discard.remove(target)
        state.hands[seat].append(target)
        state.known[seat].append(target)
        state.emit("convention.log.salvaged", RULE, seat=seat, card=state.card_name(target))
    return Event(choices, resolve, ids=listed, kind="salvage")


def take_from_draw_area() -> Event:
    def choices(state, seat, card):
        return [SLOT_CHOICES[i] for i, c in enumerate(state.draw) if c >= 0]

    def ids(state, seat, card, x, y):
        by_slot = state.cards.id_texts.event_slot[card]
        return [by_slot[i] for i, c in enumerate(state.draw) if c >= 0]

    def resolve(state, seat, card, choice):
        slot = int(choice[4:])
        taken = state.draw[slot]
        state.draw[slot] = -1
        state.hands[seat].append(taken)
        state.emit("convention.log.took_slot", RULE, seat=seat, slot=slot)
        state.emit("convention.log.drew_private", RULE, seats=(seat,), seat=seat,
                   card=state.card_name(taken))
    return Event(choices, resolve, ids=ids)


def _parse_vote(state, choice):
    code, side, ids = choice.split(":")
    return STATE_INDEX[code], SIDE_INDEX[side], [state.cards.index[i] for i in ids.split("+")]


def special_vote(ignore_factions: bool = False, equal_suffices: bool = False) -> Event:
    """A vote cast by an event, as the action casts it; while Washington's event stands it
    may not outvote a delegation (outvoting discards it)."""
    def choices(state, seat, card):
        return vote_choices(state, seat, exclude=card, ignore_factions=ignore_factions,
                            equal_suffices=equal_suffices, shielded=_blocked(state))

    def ids(state, seat, card, x, y):
        cards = state.cards
        texts = cards.id_texts
        listed = list(map(texts.event_with_choice[card].__getitem__, special_vote_choices(
            state, seat, cards, texts, x, y, ignore_factions, equal_suffices,
            _blocked(state))))
        if len(listed) > 1:
            listed.sort()
        return listed

    def resolve(state, seat, card, choice):
        st, side, group = _parse_vote(state, choice)
        cast_vote(state, seat, st, side, group, RULE)
    return Event(choices, resolve, lambda state, seat, choice: True, ids=ids,
                 lists_with_hand=True)


def lasting() -> Event:
    def choices(state, seat, card):
        return [""]

    def resolve(state, seat, card, choice):
        state.emit("convention.log.lasting", RULE, seat=seat, card=state.card_name(card))
    return Event(choices, resolve, lasting=True, fixed=("",))


# --- planners: one more influence marker, plus their own twist ------------------------
def _gain_marker(state, seat) -> None:
    if state.markers[seat] < MAX_MARKERS:
        state.markers[seat] += 1
        state.free[seat] += 1
        state.emit("convention.log.marker_gained", RULE, seat=seat, total=state.markers[seat])


def _can_gain(state, seat) -> bool:
    return state.markers[seat] < MAX_MARKERS


def planner_madison() -> Event:
    def choices(state, seat, card):
        return [""] if _can_gain(state, seat) or state.deck or state.discard else []

    def resolve(state, seat, card, choice):
        _gain_marker(state, seat)
        draw_cards(1).resolve(state, seat, card, "")
    return Event(choices, resolve)


def planner_paterson() -> Event:
    def choices(state, seat, card):
        options = ["keep"] if _can_gain(state, seat) else []
        if _can_gain(state, seat) or state.free[seat] > 0:
            options.append("committee")
        return options

    def resolve(state, seat, card, choice):
        _gain_marker(state, seat)
        if choice == "committee":
            committee_place(1).resolve(state, seat, card, "")
    return Event(choices, resolve)


def planner_sherman() -> Event:
    def choices(state, seat, card):
        return (["keep"] if _can_gain(state, seat) else []) + ["flip"]

    def resolve(state, seat, card, choice):
        _gain_marker(state, seat)
        if choice == "flip":
            flip_committee().resolve(state, seat, card, "")
    return Event(choices, resolve)


def planner_pinckney() -> Event:
    def choices(state, seat, card):
        return [""]

    def resolve(state, seat, card, choice):
        _gain_marker(state, seat)
        _score(state, seat, 1, f"{state.card_name(card)}'s event")
    return Event(choices, resolve, fixed=("",))


def planner_hamilton() -> Event:
    def choices(state, seat, card):
        options = ["keep"] if _can_gain(state, seat) else []
        return options + [FACTIONS[f] for f in range(len(FACTIONS)) if state.debate[f][seat] > 0]

    def resolve(state, seat, card, choice):
        _gain_marker(state, seat)
        if choice != "keep":
            advance_debate(state, seat, FACTION_INDEX[choice], 1)
            state.emit("convention.log.debate_event", RULE, seat=seat,
                       faction=FACTION_NAMES[choice],
                       space=state.debate[FACTION_INDEX[choice]][seat])
    return Event(choices, resolve)


EVENTS: dict[str, Event] = {
    "ev_langdon": draw_cards(1),
    "ev_gilman": committee_place(1),
    "ev_gerry": committee_expel(),
    "ev_gorham": flip_committee(),
    "ev_king": points_per_faction_delegate("large"),
    "ev_strong": switch_side(1),
    "ev_johnson": lasting(),
    "ev_ellsworth": special_vote(equal_suffices=True),
    "ev_sherman": planner_sherman(),
    "ev_hamilton": planner_hamilton(),
    "ev_yates": salvage("anti"),
    "ev_lansing": unseat_controller(),
    "ev_livingston": points_if_article("fed", 2),
    "ev_brearley": committee_place(2),
    "ev_paterson": planner_paterson(),
    "ev_dayton": debate_push(1, "small"),
    "ev_houston": debate_setback(1),
    "ev_franklin": lasting(),
    "ev_mifflin": take_from_draw_area(),
    "ev_rmorris": points_per_tile(),
    "ev_clymer": special_vote(ignore_factions=True),
    "ev_fitzsimons": debate_push(1, "fed"),
    "ev_ingersoll": remove_delegate(side=YEA),
    "ev_wilson": debate_push(2, "large"),
    "ev_gmorris": lasting(),
    "ev_read": salvage(),
    "ev_bedford": remove_delegate(faction="large"),
    "ev_dickinson": debate_push(1, "anti"),
    "ev_bassett": committee_place(1),
    "ev_broom": points_per_delegation(),
    "ev_mchenry": draw_cards(1),
    "ev_jenifer": switch_side(1),
    "ev_carroll": committee_place(1),
    "ev_lmartin": debate_push(2),
    "ev_mercer": debate_setback(1),
    "ev_washington": lasting(),
    "ev_madison": planner_madison(),
    "ev_blair": points_if_article("large", 2),
    "ev_randolph": switch_side(2),
    "ev_mason": points_if_article("anti", 2),
    "ev_wythe": flip_committee(),
    "ev_mcclurg": remove_delegate(side=NAY),
    "ev_blount": points_per_delegation(YEA),
    "ev_spaight": debate_setback(2),
    "ev_williamson": lasting(),
    "ev_davie": special_vote(ignore_factions=True),
    "ev_amartin": take_from_draw_area(),
    "ev_rutledge": draw_cards(2),
    "ev_ccpinckney": remove_delegate(),
    "ev_pinckney": planner_pinckney(),
    "ev_butler": debate_push(1, "large"),
    "ev_few": unseat_controller(),
    "ev_baldwin": switch_side(1),
    "ev_pierce": points_per_lead(),
    "ev_houstoun": special_vote(equal_suffices=True),
}


def play_event(state, seat: int, card: int, choice: str) -> None:
    """Play a card for its event: a lasting event stays face up in front of its player
    until the round ends, any other goes to the discard pile; then the effect."""
    event = state.cards.effect[card]
    state.hands[seat].remove(card)
    if event.lasting:
        state.active.append([card, seat])
    else:
        state.discard.append(card)
    state.record(state.cards.shared_events.played_event[seat][card])
    event.resolve(state, seat, card, choice)
