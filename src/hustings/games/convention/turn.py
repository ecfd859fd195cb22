"""A player's turn and the flow between phases (rulebook: "Spielverlauf", "Einfluss-
marker einsetzen", "Delegierte abwerfen", "Die Kartenhand wieder auffüllen").

`legal_ids` and `apply_action` are the single source of truth: every id the first
lists, the second carries out, and they parse ids the same way.
"""

from __future__ import annotations

from itertools import combinations

from .action_listing import quick_action_ids
from .cards import FACTION_INDEX, FACTION_NAMES, FACTIONS, SIDE_INDEX, STATE_INDEX, STATES
from .debate import debate, debate_choices, debate_needs_marker
from .deck import refill_draw_area
from .events import EVENTS, play_event
from .scoring import (
    end_game,
    round_outcome,
    score_committee_room,
    score_convention_room,
    score_debating_hall,
    settle_committee_article,
)
from .setup import draw_round_articles, finish_setup
from .shared_events import TOOK_SLOT
from .state import (
    ACTION,
    DRAW_SLOTS,
    FLIP,
    HAND_SIZE,
    NAY,
    RECLAIM,
    REFILL,
    ROUNDS,
    SETUP,
)
from .voting import cast_vote, vote_choices

# the ids of taking a card from the draw area, by the mask of its slots that hold a card
TAKE_IDS = tuple(tuple(f"take:slot{i}" for i in range(DRAW_SLOTS) if mask >> i & 1)
                 for mask in range(1 << DRAW_SLOTS))
TAKE_SLOT = {f"take:slot{i}": i for i in range(DRAW_SLOTS)}
# the verbs of the action phase (ParsedActions)
DISCARD, EVENT, DEBATE, VOTE, PASS = range(5)
RECLAIM_ROOM = tuple(f"reclaim:room:{code}" for code in STATES)
RECLAIM_DEBATE = tuple(f"reclaim:debate:{faction}" for faction in FACTIONS)


# --- what may be chosen ------------------------------------------------------------------
def legal_ids(state, seat: int) -> list[str]:
    phase = state.phase
    if phase == ACTION:
        return quick_action_ids(state, seat) if seat == state.turn else []
    if phase == REFILL:
        return refill_ids(state) if seat == state.actor else []
    if phase == RECLAIM:
        return reclaim_ids(state, seat) if seat == state.turn else []
    if phase == FLIP:
        return ["flip:no", "flip:yes"] if seat == state.actor else []
    if phase == SETUP:
        return setup_ids(state, seat)
    return []


def refill_ids(state) -> list[str]:
    """Which draw-area slot to take a card from: each slot holding one."""
    draw = state.draw  # three slots
    return list(TAKE_IDS[(draw[0] >= 0) | (draw[1] >= 0) << 1 | (draw[2] >= 0) << 2])


def keep_refill_ids(state, seat: int) -> None:
    """As a refill asks `seat` (again), keep its legal list as the state's memo (see
    `ConventionState.legal_ids`): random play lists it next, and `apply` again."""
    state._legal = refill_ids(state)
    state._legal_seat = seat


def setup_ids(state, seat: int) -> list[str]:
    """Set-up D: discard two of the four dealt cards (the planner stays in hand)."""
    if state.pending_discards[seat] is not None:
        return []
    pair_discard = state.cards.id_texts.pair_discard  # `discard:d07+d12`, in text order
    dealt = [c for c in state.hands[seat] if c != state.planner_cards[seat]]
    return sorted("setup:" + pair_discard[x][y] for x, y in combinations(dealt, 2))


def action_ids(state, seat: int) -> list[str]:
    """The four actions: vote, debate, event, discard (a player without cards passes).
    The rules' own listing; play lists them with `action_listing.quick_action_ids`."""
    hand = state.hands[seat]
    if not hand:
        return ["pass"]
    cards = state.cards
    texts = cards.id_texts
    ordered = sorted(hand, key=texts.rank.__getitem__)
    ids = texts.groups(texts.discard, ordered)
    ids += debate_choices(cards, ordered)
    event_of, bare, before_choice = cards.event, texts.event, texts.event_choice
    for card in hand:
        for choice in EVENTS[event_of[card]].choices(state, seat, card):
            ids.append(before_choice[card] + choice if choice else bare[card])
    ids += vote_choices(state, seat, as_action=True)
    ids.sort()
    return ids


def reclaim_ids(state, seat: int) -> list[str]:
    """Where a player without a free marker may take one back from: not from the
    committee room for an event that puts the marker back there, which would change
    nothing but spend the card."""
    ids = [RECLAIM_ROOM[st] for st, owner in enumerate(state.room_owner) if owner == seat]
    ids += [RECLAIM_DEBATE[f] for f, track in enumerate(state.debate) if track[seat]]
    if state.committee[seat] and not places_in_committee(state, state.pending):
        ids.append("reclaim:committee")
    ids.sort()
    return ids


# --- carrying it out --------------------------------------------------------------------
def apply_action(state, seat: int, action_id: str) -> None:
    phase = state.phase
    if phase == REFILL:  # the phases in the order of how often random play meets them
        take_and_continue_refill(state, seat, TAKE_SLOT[action_id])
    elif phase == ACTION:
        if state.free[seat] == 0 and needs_marker(state, seat, action_id):
            state.pending = action_id
            state.phase = RECLAIM
            return
        perform(state, seat, action_id)
    elif phase == RECLAIM:
        reclaim_marker(state, seat, action_id)
        pending, state.pending = state.pending, ""
        state.phase = ACTION
        perform(state, seat, pending)
    elif phase == FLIP:
        flip_committee_article(state, seat, action_id == "flip:yes")
    elif phase == SETUP:
        index = state.cards.index
        state.pending_discards[seat] = [index[i] for i in action_id.split(":")[2].split("+")]
        state.emit("convention.log.setup_committed", "convention Spielvorbereitung D", seat=seat)
        if all(p is not None for p in state.pending_discards):
            finish_setup(state)


class ParsedActions(dict):
    """The action ids of the action phase, read once: `(verb, first, second, group)` by
    id, made as ids turn up (`CardSet.actions`). `discard:G` is (DISCARD, 0, 0, cards of
    G); `debate:faction:G` (DEBATE, faction, 0, cards); `vote:STATE:side:G` (VOTE, state,
    side, cards); `event:CARD[:choice]` (EVENT, card, choice or "", ()); `pass` (PASS,
    0, 0, ()). The store starts afresh when it holds `LIMIT` ids."""

    LIMIT = 50_000   # about 12 MB; a long simulation meets some 20,000 ids in 1,200 games

    def __init__(self, cards):
        super().__init__()
        self.cards = cards

    def __missing__(self, action_id: str) -> tuple:
        if len(self) >= self.LIMIT:
            self.clear()
        verb, _, rest = action_id.partition(":")
        group_cards = self.cards.group_cards
        if verb == "discard":
            parsed = (DISCARD, 0, 0, group_cards[rest])
        elif verb == "event":
            card_id, _, choice = rest.partition(":")
            parsed = (EVENT, self.cards.index[card_id], choice, ())
        elif verb == "debate":
            faction, ids = rest.split(":")
            parsed = (DEBATE, FACTION_INDEX[faction], 0, group_cards[ids])
        elif verb == "vote":
            code, side, ids = rest.split(":")
            parsed = (VOTE, STATE_INDEX[code], SIDE_INDEX[side], group_cards[ids])
        else:
            parsed = (PASS, 0, 0, ())
        self[action_id] = parsed
        return parsed


def needs_marker(state, seat: int, action_id: str) -> bool:
    verb, first, second, _ = state.cards.actions[action_id]
    if verb == VOTE:
        return True
    if verb == DEBATE:
        return debate_needs_marker(state, seat, first)
    if verb == EVENT:
        return state.cards.effect[first].needs_marker(state, seat, second)
    return False


def places_in_committee(state, action_id: str) -> bool:
    verb, first, _, _ = state.cards.actions[action_id]
    return verb == EVENT and state.cards.effect[first].to_committee


def reclaim_marker(state, seat: int, action_id: str) -> None:
    """Take back a used marker. Taken from a delegation, the delegation stays and still
    votes, but nobody controls it any more (Einflussmarker einsetzen)."""
    parts = action_id.split(":")
    rule = "convention Einflussmarker einsetzen"
    if parts[1] == "room":
        state.room_owner[STATE_INDEX[parts[2]]] = -1
        state.emit("convention.log.reclaimed_room", rule, seat=seat, state=parts[2])
    elif parts[1] == "debate":
        state.debate[FACTION_INDEX[parts[2]]][seat] = 0
        state.emit("convention.log.reclaimed_debate", rule, seat=seat,
                   faction=FACTION_NAMES[parts[2]])
    else:
        state.committee[seat] -= 1
        state.emit("convention.log.reclaimed_committee", rule, seat=seat)
    state.free[seat] += 1


def perform(state, seat: int, action_id: str) -> None:
    verb, first, second, group = state.cards.actions[action_id]
    if verb == DISCARD:  # the actions in the order of how often random play picks them
        discard_delegates(state, seat, group)
    elif verb == EVENT:
        play_event(state, seat, first, second)
    elif verb == DEBATE:
        debate(state, seat, first, group)
    elif verb == VOTE:
        cast_vote(state, seat, first, second, group)
    else:
        pass_turn(state, seat)
        return
    state.passes = 0
    begin_refill(state, seat)


def discard_delegates(state, seat: int, group: tuple[int, ...]) -> None:
    """Any number of cards to the discard pile, without effect (Delegierte abwerfen).
    The log event, `convention.log.discard` with the seat and the cards' names, is the
    shared one of the group (shared_events.GroupEvents)."""
    hand = state.hands[seat]
    for card in group:
        hand.remove(card)
    state.discard += group
    state.record(state.cards.shared_events.discarded[seat][group])


def pass_turn(state, seat: int) -> None:
    """A player without a single card can do nothing but pass (see the rulings). When
    every player has passed in a row with nothing to take from the draw area, the article
    cannot reach a majority: it fails. A passer who takes cards there starts the count
    again, since he can act at his next turn."""
    state.passes += 1
    state.emit("convention.log.pass", "convention Spielverlauf", seat=seat)
    if state.passes >= state.n:
        state.passes = 0
        end_round(state, NAY)
        return
    if any(card >= 0 for card in state.draw):
        state.passes = 0
    begin_refill(state, seat)


def begin_refill(state, seat: int) -> None:
    state.actor = seat
    continue_refill(state)


def continue_refill(state) -> None:
    """Take cards of your choice from the draw area up to three in hand; when taking every
    card left there is the only way, it happens without asking."""
    seat = state.actor
    need = HAND_SIZE - len(state.hands[seat])
    if need > 0:
        draw = state.draw
        if need < DRAW_SLOTS - draw.count(-1):
            state.phase = REFILL
            keep_refill_ids(state, seat)
            return
        for slot in range(DRAW_SLOTS):
            if draw[slot] >= 0:
                take_from_draw_area(state, seat, slot)
    end_turn(state)


def take_from_draw_area(state, seat: int, slot: int) -> None:
    card = state.draw[slot]
    state.draw[slot] = -1
    state.hands[seat].append(card)
    state.record(TOOK_SLOT[seat][slot])
    state.record(state.cards.shared_events.drew_on_refill[seat][card])


def take_and_continue_refill(state, seat: int, slot: int) -> None:
    """A refill decision's fast path, every second decision of random play: the same as
    `take_from_draw_area(state, seat, slot)` then `continue_refill(state)` (`seat` is the
    one refilling). A refill asks only while the hand lacks fewer cards than the draw area
    holds, and one card taken lowers both by one: so the hand is full, or another choice
    follows, never the taking of every card left."""
    draw = state.draw
    card = draw[slot]
    draw[slot] = -1
    hand = state.hands[seat]
    hand.append(card)
    state.record_pair(TOOK_SLOT[seat][slot], state.cards.shared_events.drew_on_refill[seat][card])
    if len(hand) < HAND_SIZE:  # another card to choose: the phase stays REFILL
        keep_refill_ids(state, seat)
        return
    end_turn(state)


def end_turn(state) -> None:
    """Refill the draw area face down; then the round ends if the vote is decided,
    otherwise the next player clockwise takes a turn."""
    refill_draw_area(state, state.turn)
    known = state.known
    for seat, cards in enumerate(known):
        if cards:
            known[seat] = [c for c in cards if c in state.hands[seat]]
    outcome = round_outcome(state)
    if outcome:
        end_round(state, outcome)
        return
    state.turn = (state.turn + 1) % state.n
    state.phase = ACTION


def end_round(state, outcome: int) -> None:
    state.ender = state.turn
    score_convention_room(state, outcome)
    score_committee_room(state)
    if state.phase != FLIP:
        finish_round(state)


def flip_committee_article(state, seat: int, flip: bool) -> None:
    """The committee's winner may turn its article over before it is settled."""
    if flip:
        state.comm_side ^= 1
    state.emit("convention.log.committee_flipped" if flip else "convention.log.committee_kept",
               "convention Das Komitee-Zimmer werten", seat=seat,
               article=state.cards.article_title(state.comm_art, state.comm_side))
    settle_committee_article(state)
    finish_round(state)


def finish_round(state) -> None:
    """Debating hall, then the next round's set-up (Das Spiel fortführen), or the end."""
    score_debating_hall(state)
    for card, _seat in state.active:
        state.discard.append(card)
    state.active = []
    state.actor = -1
    if state.round >= ROUNDS:
        end_game(state)
        return
    draw_round_articles(state)
    state.round += 1
    state.turn = (state.ender + 1) % state.n
    state.phase = ACTION
    state.passes = 0
    state.emit("convention.log.round_start", "convention Das Spiel fortführen", round=state.round,
               seat=state.turn, article=state.cards.article_title(state.conv_art, 0),
               committee=state.cards.article_title(state.comm_art, 0))

