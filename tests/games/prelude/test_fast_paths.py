"""The shortcuts taken for speed keep the protocol's promises: steps flagged `ordered`
list their ids sorted and unique without being sorted again, and the legal ids worked
out once per decision are those a fresh look at the state gives."""

from __future__ import annotations

import random

from hustings.games.prelude.ops import HANDLERS

from .helpers import fresh


def test_ordered_steps_list_sorted_unique_ids_and_the_remembered_ids_are_fresh():
    seen_ordered = set()
    for seed in range(12):
        state = fresh(seed)
        chooser = random.Random(seed)
        while (decision := state.decision()) is not None:
            seat = decision.seats[0]
            ids = state.legal_ids(seat)
            op = state.queue[0]
            handler = HANDLERS[op[0]]
            if handler.ordered:
                listed = handler.legal(state, op)
                assert listed == sorted(set(listed)), op[0]
                seen_ordered.add(op[0])
            again = state.clone()      # a clone works everything out afresh
            assert again.decision() == decision
            assert again.legal_ids(seat) == ids
            assert again.legal_ids(1 - seat) == state.legal_ids(1 - seat) == []
            state.apply(seat, chooser.choice(ids))
    assert {"ap", "play", "place", "take"} <= seen_ordered


def test_legal_ids_hands_out_copies():
    state = fresh(3)
    ids = state.legal_ids(0)
    ids.clear()
    assert state.legal_ids(0) == ["first:loyal", "first:patriote"]


def test_9_1_mobilization_fast_path_charges_what_the_cost_rule_says():
    from hustings.games.prelude.activities import MOB_DISTRICT
    from hustings.games.prelude.board_rules import mobilization_cost

    checked = 0
    for seed in range(6):
        state = fresh(seed)
        chooser = random.Random(seed)
        while (decision := state.decision()) is not None:
            seat = decision.seats[0]
            ids = state.legal_ids(seat)
            op = state.queue[0]
            if op[0] == "ap" and not state.flags:
                _, f, left, mode, card = op
                for action_id in ids:
                    d = MOB_DISTRICT.get(action_id)
                    if d is None:
                        continue
                    trial = state.clone()
                    cost = mobilization_cost(trial, f, d)
                    cubes, logged = trial.mv[f][d], len(trial.log)
                    trial.apply(seat, action_id)
                    event = trial.log[logged]
                    assert event.key == "mobilize" and event.args["cost"] == cost
                    assert 0 < cost <= left
                    if left > cost:     # the step goes on; otherwise the card's die follows
                        assert trial.mv[f][d] == cubes + 1
                        assert trial.queue[0] == ["ap", f, left - cost, mode, card]
                    checked += 1
            state.apply(seat, chooser.choice(ids))
    assert checked > 100


def test_9_1_cost_tables_agree_with_box_cost_everywhere():
    from hustings.games.prelude import content as C
    from hustings.games.prelude.activities import MOB_COSTS, MOB_ORDER
    from hustings.games.prelude.board_rules import box_cost

    state = fresh(0)
    state.flags = {}
    for f in (0, 1):
        for rank, d in enumerate(MOB_ORDER):
            for mine in range(C.BOXES[d] + 1):
                for theirs in range(C.BOXES[d] + 1):
                    state.mv[f][d], state.mv[1 - f][d] = mine, theirs
                    cost = box_cost(state, f, d)
                    assert MOB_COSTS[f][rank][mine][theirs] == (cost or 99), (f, d, mine, theirs)
