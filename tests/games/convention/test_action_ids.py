"""The legal action ids, assembled from prebuilt pieces for speed (cards.IdTexts), against
a plain listing written straight from the rulebook: every subset, every id formatted.

Run over random games with the shipped cards and with a card file whose ids sort as
text in another order than the cards are numbered (`x10` before `x2`, `x1+x10` before
`x10`), where a group's id must still list its cards in text order."""

import random
from itertools import combinations

import pytest

from hustings.games.convention import GAME
from hustings.games.convention.cards import (
    FACTIONS,
    NAY,
    SIDES,
    STATES,
    YEA,
    load_card_set,
)
from hustings.games.convention.events import EVENTS
from hustings.games.convention.voting import may_vote, vote_choices

from .helpers import action_states


def group_text(cards, group) -> str:
    return "+".join(sorted(cards.ids[c] for c in group))


def every_group(held):
    for size in range(1, len(held) + 1):
        yield from combinations(held, size)


def plain_votes(state, seat, exclude=-1, ignore_factions=False, equal_suffices=False,
                verb="") -> list[str]:
    """Eine Stimme abgeben, Faktionszugehörigkeit, Regeln für das Überstimmen."""
    cards = state.cards
    article = state.convention_faction()
    shielded = {s for c, s in state.active if cards.event[c] == "ev_franklin"}
    held = [c for c in state.hands[seat] if c != exclude]
    found = []
    for st in range(len(STATES)):
        current, owner = state.room_side[st], state.room_owner[st]
        existing = len(state.room_cards[st])
        for side in (YEA, NAY):
            allowed = [c for c in held if cards.state[c] == st and
                       (ignore_factions or may_vote(cards.faction[c], article, side))]
            for group in every_group(allowed):
                if current == side:
                    continue
                if current and (owner == seat or owner in shielded and owner >= 0):
                    continue
                if current and not (len(group) >= existing if equal_suffices
                                    else len(group) > existing):
                    continue
                found.append(f"{verb}{STATES[st]}:{SIDES[side]}:{group_text(cards, group)}")
    return sorted(found)


def plain_action_ids(state, seat) -> list[str]:
    """Spielverlauf: vote, debate, event or discard; a player without cards passes."""
    cards = state.cards
    hand = state.hands[seat]
    if not hand:
        return ["pass"]
    found = plain_votes(state, seat, verb="vote:")
    for f, faction in enumerate(FACTIONS):
        mine = [c for c in hand if cards.faction[c] == f]
        found += [f"debate:{faction}:{group_text(cards, g)}" for g in every_group(mine)]
    found += [f"discard:{group_text(cards, g)}" for g in every_group(hand)]
    for card in hand:
        for choice in EVENTS[cards.event[card]].choices(state, seat, card):
            found.append(f"event:{cards.ids[card]}" + (f":{choice}" if choice else ""))
    return sorted(found)


@pytest.mark.parametrize("scrambled", [False, True])
def test_action_ids_match_the_plain_listing(scrambled, scrambled_ids):
    options = {"cards": scrambled_ids} if scrambled else None
    if scrambled:
        assert sorted(load_card_set(scrambled_ids).ids) != list(load_card_set(scrambled_ids).ids)
    groups_seen = outvotes_seen = 0
    for state, seat in action_states(options):
        listed = state.legal_ids(seat)
        assert listed == plain_action_ids(state, seat)
        assert len(set(listed)) == len(listed)
        groups_seen += any(a.startswith("vote:") and "+" in a for a in listed)
        outvotes_seen += any(a.startswith("vote:") and state.room_side[
            STATES.index(a.split(":")[1])] for a in listed)
    assert groups_seen and outvotes_seen  # the games reached both harder cases


@pytest.mark.parametrize("scrambled", [False, True])
@pytest.mark.parametrize("players", [3, 5])
def test_setup_discards_match_the_plain_listing(players, scrambled, scrambled_ids):
    """Spielvorbereitung D: any two of the four dealt cards, never the planner."""
    options = {"cards": scrambled_ids} if scrambled else None
    for seed in range(4):
        state = GAME.new_state(players, seed, options)
        cards = state.cards
        for seat in range(players):
            dealt = [c for c in state.hands[seat] if c != state.planner_cards[seat]]
            plain = sorted(f"setup:discard:{group_text(cards, pair)}"
                           for pair in combinations(dealt, 2))
            assert len(dealt) == 4 and len(set(plain)) == 6
            assert state.legal_ids(seat) == plain


def test_event_ids_by_choice_are_made_once():
    """IdTexts.event_with_choice: the action listing looks up `event:CARD:CHOICE`."""
    cards = load_card_set()
    by_choice = cards.id_texts.event_with_choice[7]
    first = by_choice["PA"]
    assert first == f"event:{cards.ids[7]}:PA" and by_choice["PA"] is first
    assert by_choice[cards.ids[3]] == f"event:{cards.ids[7]}:{cards.ids[3]}"


@pytest.mark.parametrize("scrambled", [False, True])
def test_event_votes_match_the_plain_listing(scrambled, scrambled_ids):
    """Clymer and Davie ignore faction loyalty; Ellsworth and Houstoun outvote an equal
    delegation; all of them vote with the other cards in hand."""
    options = {"cards": scrambled_ids} if scrambled else None
    for number, (state, seat) in enumerate(action_states(options, games=2)):
        if number % 3:
            continue
        for card in state.hands[seat]:
            for ignore in (False, True):
                for equal in (False, True):
                    listed = vote_choices(state, seat, exclude=card, ignore_factions=ignore,
                                          equal_suffices=equal)
                    assert sorted(listed) == plain_votes(state, seat, card, ignore, equal)


def test_groups_list_every_subset_in_mask_order():
    """IdTexts.groups: the i-th text holds the cards at the set bits of i + 1."""
    cards = load_card_set()
    texts = cards.id_texts
    for size in range(1, 6):
        held = sorted(random.Random(size).sample(range(len(cards)), size),
                      key=texts.rank.__getitem__)
        listed = texts.groups(texts.discard, held)
        assert len(listed) == 2 ** size - 1
        for i, text in enumerate(listed):
            members = [held[bit] for bit in range(size) if (i + 1) >> bit & 1]
            assert text == "discard:" + group_text(cards, members)


def test_a_clone_lists_its_own_legal_ids():
    state = GAME.new_state(4, 3)
    chooser = random.Random(3)
    for _ in range(40):
        seat = state.decision().seats[0]
        state.apply(seat, chooser.choice(state.legal_ids(seat)))
    seat = state.decision().seats[0]
    listed = state.legal_ids(seat)
    copy = state.clone()
    assert copy.legal_ids(seat) == listed and copy.legal_ids(seat) is not listed
    copy.apply(seat, listed[0])
    assert state.legal_ids(seat) == listed
