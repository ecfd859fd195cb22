"""The refill's fast paths against the rules' own steps, on the states of random games:
`turn.take_and_continue_refill` against `take_from_draw_area` then `continue_refill`, and
`deck.refill_draw_area` (which pops the deck itself when nothing else can happen) against
drawing every empty slot with `deck.draw_top`; and the legal list a refill keeps."""

import random

import pytest

from hustings.games.convention import GAME
from hustings.games.convention.deck import draw_top, refill_draw_area
from hustings.games.convention.state import DRAW_SLOTS, REFILL
from hustings.games.convention.turn import (
    TAKE_SLOT,
    continue_refill,
    refill_ids,
    take_and_continue_refill,
    take_from_draw_area,
)

FIELDS = ("hands", "deck", "draw", "discard", "turn", "phase", "actor", "round", "scores",
          "free", "committee", "room_side", "room_cards", "room_owner", "debate", "tiles",
          "conv_art", "conv_side", "comm_art", "comm_side", "done_art", "done_side", "active")


def the_same(one, other) -> bool:
    """Equal states: the fields a refill may change, the random generator and the log."""
    return (all(getattr(one, name) == getattr(other, name) for name in FIELDS)
            and one.rng.state == other.rng.state and one.log == other.log)


def refill_states(players: int, games: int):
    """Every refill decision of `games` seeded random games: (state, seat, slot taken)."""
    for seed in range(games):
        state = GAME.new_state(players, seed)
        chooser = random.Random(seed)
        while (decision := state.decision()) is not None:
            seat = decision.seats[0]
            action = chooser.choice(state.legal_ids(seat))
            if state.phase == REFILL:
                yield state, seat, TAKE_SLOT[action]
            state.apply(seat, action)


def rules_refill_draw_area(state, shuffler: int) -> None:
    """Die Kartenhand wieder auffüllen, step by step: each empty slot takes `draw_top`."""
    for slot in range(DRAW_SLOTS):
        if state.draw[slot] < 0:
            card = draw_top(state, shuffler)
            if card < 0:
                return
            state.draw[slot] = card


@pytest.mark.parametrize("players", [3, 5])
def test_taking_a_card_and_going_on_does_what_the_rules_steps_do(players):
    seen = {"another card to take": 0, "turn ends": 0, "round ends": 0}
    for state, seat, slot in refill_states(players, games=3):
        fast, rules = state.clone(), state.clone()
        take_and_continue_refill(fast, seat, slot)
        take_from_draw_area(rules, seat, slot)
        continue_refill(rules)
        assert the_same(fast, rules)
        if fast.phase == REFILL:
            seen["another card to take"] += 1
        elif fast.round != state.round or fast.phase != "action":
            seen["round ends"] += 1
        else:
            seen["turn ends"] += 1
    assert all(seen.values()), seen


def test_filling_the_draw_area_does_what_drawing_each_slot_does():
    seen = {"reshuffles": 0, "planners surface": 0, "plain draws": 0}
    for state, _seat, slot in refill_states(4, games=6):
        for emptied in ((slot,), tuple(range(DRAW_SLOTS))):
            fast = state.clone()
            for s in emptied:
                fast.draw[s] = -1
            rules = fast.clone()
            refill_draw_area(fast, 1)
            rules_refill_draw_area(rules, 1)
            assert the_same(fast, rules)
            new_events = [e.key for e in fast.log[len(state.log):]]
            if "convention.log.cut" in new_events:
                seen["reshuffles"] += 1
            elif "convention.log.planner_returns" in new_events:
                seen["planners surface"] += 1
            else:
                seen["plain draws"] += 1
    assert all(seen.values()), seen


def test_a_refill_keeps_its_legal_list_and_the_invariants_check_it():
    """As a refill asks, its list is kept as the state's memo (turn.keep_refill_ids): it
    is the rules' own list, and `invariant_errors` reports a kept list that is not."""
    kept = 0
    for seed in range(2):
        state = GAME.new_state(3, seed)
        chooser = random.Random(seed)
        while (decision := state.decision()) is not None:
            if state.phase == REFILL:  # nobody has listed since the last move
                assert state._legal_seat == state.actor
                assert state._legal == refill_ids(state)
                assert not state.invariant_errors()
                kept += 1
            seat = decision.seats[0]
            state.apply(seat, chooser.choice(state.legal_ids(seat)))
    assert kept > 100
    state = next(state for state, _seat, _slot in refill_states(4, 1))
    state._legal = list(reversed(state._legal)) + ["take:slot9"]
    assert "the kept legal list is not the one the rules list now" in state.invariant_errors()
