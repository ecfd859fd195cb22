"""The fast paths of random play against the rules' own code, on the states of random games:
the action listing (action_listing.quick_action_ids against turn.action_ids), the parsed
action ids, the special votes' choices, the events whose choices never vary, and the shared
log events."""


import pytest

from hustings.engine import LogEvent
from hustings.games.convention import GAME
from hustings.games.convention.action_listing import quick_action_ids, special_vote_choices
from hustings.games.convention.cards import FACTIONS, SIDES, STATE_INDEX, STATES
from hustings.games.convention.events import EVENTS
from hustings.games.convention.shared_events import TOOK_SLOT
from hustings.games.convention.state import DRAW_SLOTS, MAX_PLAYERS
from hustings.games.convention.turn import DEBATE, DISCARD, EVENT, PASS, VOTE, action_ids
from hustings.games.convention.voting import vote_choices

from .helpers import action_states

SPECIAL_VOTES = {"ev_clymer", "ev_davie", "ev_ellsworth", "ev_houstoun"}


def voted_by(state, cards_of_hand) -> bool:
    return any(state.room_side[state.cards.state[c]] for c in cards_of_hand)


@pytest.mark.parametrize("scrambled", [False, True])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_quick_action_ids_list_what_the_rules_list(players, scrambled, scrambled_ids):
    options = {"cards": scrambled_ids} if scrambled else None
    seen = {"pair outvotes": 0, "three of a state": 0, "special vote pairs": 0, "franklin": 0,
            "other hands": 0}
    for state, seat in action_states(options, players, games=3):
        listed = quick_action_ids(state, seat)
        assert listed == action_ids(state, seat)
        hand = state.hands[seat]
        if len(hand) != 3:
            seen["other hands"] += 1
            continue
        states = [state.cards.state[c] for c in hand]
        if len(set(states)) == 1:
            seen["three of a state"] += 1
        if any(a.startswith("vote:") and "+" in a and voted_by(state, hand) for a in listed):
            seen["pair outvotes"] += 1
        if any(a.startswith("event:") and a.count(":") == 4 and "+" in a for a in listed):
            seen["special vote pairs"] += 1
        seen["franklin"] += bool(state.lasting("ev_franklin"))
    assert seen["pair outvotes"] and seen["special vote pairs"] and seen["franklin"], seen
    assert seen["other hands"], seen


@pytest.mark.parametrize("scrambled", [False, True])
def test_special_vote_choices_are_the_rules_vote_choices(scrambled, scrambled_ids):
    """Clymer and Davie ignore faction loyalty, Ellsworth and Houstoun outvote an equal
    delegation: each rule with the other two cards of every three-card hand."""
    options = {"cards": scrambled_ids} if scrambled else None
    equal_outvotes = 0
    for state, seat in action_states(options, 4, games=3):
        hand = state.hands[seat]
        if len(hand) != 3:
            continue
        for card in hand:
            x, y = sorted((c for c in hand if c != card), key=state.cards.id_texts.rank.__getitem__)
            for ignore in (False, True):
                for equal in (False, True):
                    quick = special_vote_choices(state, seat, state.cards, state.cards.id_texts,
                                                 x, y, ignore, equal)
                    rules = vote_choices(state, seat, exclude=card, ignore_factions=ignore,
                                         equal_suffices=equal)
                    assert sorted(quick) == sorted(rules) and len(quick) == len(set(quick))
                    equal_outvotes += equal and any(
                        state.room_side[STATE_INDEX[choice.split(":")[0]]] for choice in quick)
    assert equal_outvotes


@pytest.mark.parametrize("scrambled", [False, True])
def test_event_listers_list_the_sorted_ids_of_the_events_choices(scrambled, scrambled_ids):
    """Each event's fast lister (events.Event.lister) against the ids of its choices: every
    card of the set as if it were in the deciding hand, with the other two cards of the
    hand (the special votes vote with them)."""
    options = {"cards": scrambled_ids} if scrambled else None
    nonempty = set()
    for number, (state, seat) in enumerate(action_states(options, 4, games=3)):
        hand = state.hands[seat]
        if len(hand) != 3 or number % 2:
            continue
        cards = state.cards
        texts = cards.id_texts
        for card in range(len(cards)):
            event = cards.effect[card]
            if event.fixed is not None:
                continue
            if card not in hand and cards.event[card] in SPECIAL_VOTES:
                continue  # its choices are votes of the hand's other cards
            others = [c for c in hand if c != card][:2]
            x, y = sorted(others, key=texts.rank.__getitem__)
            reference = event.choices(state, seat, card)
            expected = sorted(texts.event_choice[card] + choice if choice else texts.event[card]
                              for choice in reference)
            listed = cards.event_listers[card](state, seat, card, x, y)
            assert listed == expected, (cards.event[card], listed, expected)
            if listed:
                nonempty.add(cards.event[card])
    assert len(nonempty) >= 30, nonempty


def test_an_event_offers_either_nothing_to_choose_or_named_choices():
    """quick_action_ids relies on it: a choice list holding "" holds nothing else."""
    for number, (state, seat) in enumerate(action_states(None, 4, games=2)):
        if number % 3:
            continue
        for card in range(len(state.cards)):
            choices = EVENTS[state.cards.event[card]].choices(state, seat, card)
            assert "" not in choices or choices == [""]


def test_events_with_fixed_choices_offer_them_in_every_state():
    fixed = [event for event in EVENTS.values() if event.fixed is not None]
    assert len(fixed) >= 3
    checked = 0
    for number, (state, seat) in enumerate(action_states(None, 4, games=2)):
        if number % 5:
            continue
        for event in fixed:
            for card in state.hands[seat]:
                assert event.choices(state, seat, card) == list(event.fixed)
                checked += 1
    assert checked


@pytest.mark.parametrize("scrambled", [False, True])
def test_parsed_action_ids_spell_the_ids_again(scrambled, scrambled_ids):
    """CardSet.actions (turn.ParsedActions) reads every id the action phase lists into
    parts that write the same id."""
    options = {"cards": scrambled_ids} if scrambled else None
    verbs = set()
    for number, (state, seat) in enumerate(action_states(options, 4, games=2)):
        if number % 3:
            continue
        cards = state.cards
        for action_id in state.legal_ids(seat):
            verb, first, second, group = cards.actions[action_id]
            cards_text = "+".join(cards.ids[c] for c in group)
            if verb == DISCARD:
                spelled = f"discard:{cards_text}"
            elif verb == DEBATE:
                spelled = f"debate:{FACTIONS[first]}:{cards_text}"
            elif verb == VOTE:
                spelled = f"vote:{STATES[first]}:{SIDES[second]}:{cards_text}"
            elif verb == EVENT:
                spelled = f"event:{cards.ids[first]}" + (f":{second}" if second else "")
            else:
                spelled = "pass" if verb == PASS else "?"
            assert spelled == action_id
            verbs.add(verb)
    assert verbs >= {DISCARD, DEBATE, VOTE, EVENT}


def test_groups_of_action_ids_are_read_as_the_rules_read_them():
    """CardSet.group_cards and .group_names, kept by group text and by cards."""
    cards = GAME.new_state(4, 1).cards
    first, second = cards.ids[5], cards.ids[12]
    assert cards.group_cards[f"{first}+{second}"] == (5, 12)
    assert cards.group_cards[second] == (12,)
    assert cards.group_names[(12, 5)] == f"{cards.names[12]}, {cards.names[5]}"


def test_shared_log_events_hold_what_emit_would_write():
    state = GAME.new_state(4, 1)
    cards = state.cards
    for seat in range(MAX_PLAYERS):
        for slot in range(DRAW_SLOTS):
            assert TOOK_SLOT[seat][slot] == LogEvent(
                "convention.log.took_slot", {"seat": seat, "slot": slot},
                "convention Die Kartenhand wieder auffüllen")
        for card in (0, 17, len(cards) - 1):
            assert cards.shared_events.drew_on_refill[seat][card] == LogEvent(
                "convention.log.drew_private", {"seat": seat, "card": cards.names[card]},
                "convention Die Kartenhand wieder auffüllen", (seat,))
            group = (card, 3)
            assert cards.shared_events.discarded[seat][group] == LogEvent(
                "convention.log.discard", {"seat": seat, "cards": f"{cards.names[card]}, {cards.names[3]}"},
                "convention Delegierte abwerfen")
            assert cards.shared_events.played_event[seat][card] == LogEvent(
                "convention.log.event", {"seat": seat, "card": cards.names[card],
                                         "text": cards.event_text[card]},
                "convention Ein Ereignis ausführen")
