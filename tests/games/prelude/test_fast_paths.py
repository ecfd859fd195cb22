"""The shortcuts taken for speed keep the protocol's promises: steps flagged `ordered`
list their ids sorted and unique without being sorted again, and the legal ids worked
out once per decision are those a fresh look at the state gives."""

from __future__ import annotations

import random

from hustings.games.prelude.cycle import stage_listing
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
            op = state.pending_step()
            if not state.queue:      # a deciding stage of the turn machine: always ordered
                listed = stage_listing(state)[1]
                assert listed == sorted(set(listed)), op[0]
                seen_ordered.add(op[0])
            elif HANDLERS[op[0]].ordered:
                listed = HANDLERS[op[0]].legal(state, op)
                assert listed == sorted(set(listed)), op[0]
                seen_ordered.add(op[0])
            again = state.clone()      # a clone works everything out afresh
            assert again.decision() == decision
            assert again.legal_ids(seat) == ids
            assert again.legal_ids(1 - seat) == state.legal_ids(1 - seat) == []
            state.apply(seat, chooser.choice(ids))
    assert {"ap", "play", "place", "take"} <= seen_ordered


def test_legal_ids_hands_out_lists_the_state_never_changes_afterwards():
    """legal_ids returns the kept list (the protocol: read it, never modify it); the
    state builds a new list for every decision, so a list handed out keeps its ids
    whatever happens next, and a clone works its own out."""
    handed_out = []
    for seed in range(4):
        state = fresh(seed)
        chooser = random.Random(seed)
        while (decision := state.decision()) is not None:
            seat = decision.seats[0]
            ids = state.legal_ids(seat)
            assert state.legal_ids(seat) is ids
            assert state.clone().legal_ids(seat) is not ids
            handed_out.append((ids, list(ids)))
            state.apply(seat, chooser.choice(ids))
    assert all(ids == copy for ids, copy in handed_out)


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
            op = state.pending_step()
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
                        assert trial.pending_step() == ["ap", f, left - cost, mode, card]
                    checked += 1
            state.apply(seat, chooser.choice(ids))
    assert checked > 100


def test_9_1_cost_tables_agree_with_box_cost_everywhere():
    from hustings.games.prelude import content as C
    from hustings.games.prelude.board_rules import box_cost
    from hustings.games.prelude.mob_costs import COST_TABLE, FULL

    state = fresh(0)
    state.flags = {}
    for f in (0, 1):
        for d in range(26):
            for mine in range(C.BOXES[d] + 1):
                for theirs in range(C.BOXES[d] + 1):
                    state.mv[f][d], state.mv[1 - f][d] = mine, theirs
                    cost = box_cost(state, f, d)
                    assert COST_TABLE[f][d][mine][theirs] == (cost or FULL), (f, d, mine, theirs)


# --- round 2: each fast path against its reference, on the states of real games ----------

def _states_along_games(seeds, options=None):
    """Every state with a pending decision along seeded random games (the same objects,
    so use each before the next is yielded)."""
    import hustings.games.prelude as prelude

    for seed in seeds:
        state = prelude.GAME.new_state(2, seed, options)
        chooser = random.Random(seed)
        while (decision := state.decision()) is not None:
            yield state
            seat = decision.seats[0]
            state.apply(seat, chooser.choice(state.legal_ids(seat)))


def test_9_1_kept_costs_follow_the_board_and_list_what_box_cost_allows():
    from hustings.games.prelude.board_rules import box_cost
    from hustings.games.prelude.mob_costs import (
        MOB_IDS,
        MOB_ORDER,
        add_affordable_ids,
        fresh_costs,
    )

    listed = 0
    for state in _states_along_games(range(8), {"spirit_start": 6}):
        assert (state.mob_cost, state.mob_mask) == fresh_costs(state)
        again = state.game.state_from_json(state.to_json())   # worked out afresh
        assert (again.mob_cost, again.mob_mask) == (state.mob_cost, state.mob_mask)
        plain = state.clone()
        plain.flags = {}        # box_cost's plain rule: no card effect in force
        for f in (0, 1):
            for left in range(0, 9):
                ids: list[str] = []
                add_affordable_ids(ids, state, f, left)
                reference = [MOB_IDS[d] for d in MOB_ORDER if 0 < box_cost(plain, f, d) <= left]
                assert ids == reference, (f, left)
                listed += 1
    assert listed > 10_000


def test_9_5_listed_specials_are_special_ids_sorted():
    from hustings.games.prelude.specials import listed_specials, special_ids

    checked = set()
    for state in _states_along_games(range(30)):
        op = state.pending_step()
        if op[0] != "ap":
            continue
        f, left = op[1], op[2]
        for amount in {left, 1, 2, 4, 6}:
            assert list(listed_specials(state, f, amount)) == sorted(special_ids(state, f, amount))
        checked.add((f, state.sa_used[f]))
    assert len(checked) > 20      # many combinations of spent actions, both sides


def _play_ids_reference(state, f):
    """3.1 and 7.0 read plainly: each hand card for its AP, its event if it is not the
    enemy's, not f's own while Partisan Media waits, and its requirement holds; reserve
    cards not the enemy's, affordable in OP, requirement met; pass with an empty hand."""
    from hustings.games.prelude import content as C
    from hustings.games.prelude.events import requirement_met

    ids = []
    for c in state.hands[f]:
        ids.append(f"ap:c{c}")
        owner = C.CARD_FACTION[c]
        if owner != 1 - f and not (owner == f and state.pm[f]) and requirement_met(state, c, f):
            ids.append(f"event:c{c}")
    for c in state.reserve:
        if (C.CARD_FACTION[c] != 1 - f and C.CARD_AP[c] <= state.op[f]
                and requirement_met(state, c, f)):
            ids.append(f"reserve:c{c}")
    if not state.hands[f]:
        ids.append("pass")
    return sorted(ids)


def test_3_1_play_ids_list_what_the_rules_read_plainly_allow():
    from hustings.games.prelude.play import play_ids

    checked = 0
    for state in _states_along_games(range(20), {"spirit_start": 9}):
        for f in (0, 1):        # either player's hand, whoever is to play
            assert play_ids(state, f) == _play_ids_reference(state, f)
            checked += 1
    assert checked > 5000


def test_3_2_event_steps_equal_the_bound_card_functions():
    """Fixed events are bound once at import; the others must fill in the faction
    themselves (no placeholder left for _bind)."""
    from hustings.games.prelude import content as C
    from hustings.games.prelude.events import EVENTS, _bind, event_ops

    compared = 0
    for index, state in enumerate(_states_along_games(range(6), {"spirit_start": 10})):
        if index % 25:
            continue
        for card in C.CARDS:
            for f in (0, 1):
                trial = state.clone()
                reference = [_bind(op, f) for op in EVENTS[card](trial.clone(), f)]
                assert event_ops(trial, card, f) == reference, card
                compared += 1
    assert compared > 3000


def test_10_0_session_tables_agree_with_the_turn_track():
    from hustings.games.prelude import content as C
    from hustings.games.prelude.turn import is_parliamentary, session_ends_now, session_of

    state = fresh(0)
    for turn, track in enumerate(C.TURNS):
        for rnd in range(8):
            for flags in ({}, {"prorogued": turn * 8 + 1}, {"prorogued": turn * 8 + 2},
                          {"extra_session": turn * 8 + rnd},
                          {"extra_session": turn * 8 + rnd + 1}, {"sjb": 1}):
                state.turn, state.rnd, state.flags = turn, rnd, dict(flags)

                def holding(r, flags=flags, track=track, turn=turn):
                    return [i for i, rounds in enumerate(track.sessions)
                            if r + 1 in rounds and flags.get("prorogued") != turn * 8 + i + 1]

                def parliamentary(r, flags=flags, turn=turn, holding=holding):
                    return bool(holding(r)) or flags.get("extra_session") == turn * 8 + r

                expected = holding(rnd)[0] if holding(rnd) else -1
                assert session_of(state) == expected
                assert is_parliamentary(state) == parliamentary(rnd)
                # 10.0: a run of consecutive parliamentary rounds of the turn is one session
                closes = parliamentary(rnd) and (rnd == 7 or not parliamentary(rnd + 1))
                assert session_ends_now(state) == closes


def test_12_0_requirement_counts_agree_with_the_board():
    from hustings.games.prelude import content as C
    from hustings.games.prelude.events import REQUIREMENTS, has_urban_org, rural_orgs

    for state in _states_along_games(range(10), {"spirit_start": 8}):
        for f in (0, 1):
            assert rural_orgs(state, f) == sum(1 for d in C.RURAL if state.org[f][d])
            assert has_urban_org(state, f) == any(state.org[f][u] for u in C.URBAN)
        assert REQUIREMENTS[129](state, 1) == any(state.ctrl[d] == 0 for d in C.RURAL)
        assert REQUIREMENTS[134](state, 1) == any(state.org[0][d] for d in C.RURAL)


def test_3_2_cube_steps_list_the_districts_the_filter_and_the_limit_allow():
    from hustings.games.prelude import content as C
    from hustings.games.prelude.placement import FILTERS, _placement_ids

    checked = 0
    for state in _states_along_games(range(40)):
        for spec in FILTERS:
            for f in (0, 1):
                for per, done in ((1, []), (1, [3, 7]), (2, [3, 3, 9]), (0, [5])):
                    op = ["take", 1 - f, f, 2, spec, per, done]
                    rule = FILTERS[spec](state, f)
                    allowed = [d for d in range(26) if d in rule
                               and (not per or done.count(d) < per)]
                    taken = sorted(f"remove:{C.DISTRICTS[d].key}" for d in allowed
                                   if state.mv[f][d] > 0)
                    placed = sorted(f"place:{C.DISTRICTS[d].key}" for d in allowed
                                    if state.mv[f][d] < C.BOXES[d])
                    assert _placement_ids(state, op, True) == taken
                    assert _placement_ids(state, op, False) == placed
                    checked += 1
        if checked > 20_000:
            break
    assert checked > 20_000


# --- round 3 --------------------------------------------------------------------------

def test_2_1_new_game_copies_the_board_the_set_up_rule_places():
    """new_game copies a starting board worked out once; the set-up's own steps, run on
    a blank state with the same seed, give the very same game."""
    from hustings.engine import Rng
    from hustings.games.prelude import content as C
    from hustings.games.prelude.setup import new_game, place_starting_cubes, sorted_decks
    from hustings.games.prelude.state import PreludeState

    for seed in range(5):
        for options in ({"spirit_start": 0}, {"spirit_start": 10}):
            reference = PreludeState()
            reference.rng = Rng.from_seed(seed)
            reference.options = dict(options)
            place_starting_cubes(reference)
            reference.ei = next(t.start for t in C.TRACK_DATA if t.key == "ei")
            reference.spirit = options["spirit_start"]
            reference.op = [6, 8]
            reference.wr = [0, 4]
            reference.decks = sorted_decks()
            for deck in reference.decks:
                reference.rng.shuffle(deck)
            reference.emit("setup", "prelude 2.1")
            reference.advance()
            state = new_game(seed, options)
            assert state.to_json() == reference.to_json()
            for name in ("ctrl", "nrc", "nuc", "mob_cost", "mob_mask", "cubes_out"):
                assert getattr(state, name) == getattr(reference, name), name
            assert state.invariant_errors() == []


def test_9_1_plain_mobilization_does_what_choose_ap_does():
    """The AP step's mobilization fast path (state._apply with plain_mobilization) against
    the rule (spend_ap's mobilize, through choose_on_stage or choose_ap), on every `mob:`
    id of real AP steps, staged (a card played for its AP) or queued (AP from an event)."""
    from hustings.games.prelude.activities import MOB_DISTRICT, plain_mobilization
    from hustings.games.prelude.cycle import choose_on_stage

    compared = {"skipped": 0, "goes_on": 0, "ends": 0, "queued": 0}
    for index, state in enumerate(_states_along_games(range(10), {"spirit_start": 7})):
        op = state.pending_step()
        if op[0] != "ap" or index % 2:
            continue
        seat, left = op[1], op[2]
        for action_id in state.legal_ids(seat):
            if action_id not in MOB_DISTRICT:
                continue
            cost = plain_mobilization(state.clone(), seat, action_id)
            if cost < 0:
                compared["skipped"] += 1
                continue
            compared["goes_on" if left > cost else "ends"] += 1
            reference = state.clone()
            if reference.queue:
                compared["queued"] += 1
                HANDLERS["ap"].choose(reference, reference.queue[0], action_id)
            else:
                choose_on_stage(reference, action_id)
            reference.advance()
            applied = state.clone()        # through the protocol: the fast path
            applied.apply(seat, action_id)
            assert applied.to_json() == reference.to_json(), action_id
            assert (applied.mob_cost, applied.mob_mask) == (reference.mob_cost, reference.mob_mask)
            assert applied.legal_ids(seat) == reference.legal_ids(seat)
            assert applied.decision() == reference.decision()
    assert compared["goes_on"] > 500 and compared["ends"] > 100
    assert compared["skipped"] > 0 and compared["queued"] > 0


def test_9_1_cards_56_and_68_listing_agrees_with_box_cost():
    """add_patriote_card_ids against box_cost in every district, under card 56, card 68
    and both, on the boards of real games."""
    from hustings.games.prelude.board_rules import box_cost
    from hustings.games.prelude.mob_costs import MOB_IDS, MOB_ORDER, add_patriote_card_ids

    checked = 0
    for index, state in enumerate(_states_along_games(range(10), {"spirit_start": 5})):
        if index % 5:
            continue
        trial = state.clone()
        for flags in ({"papineau": 1}, {"beyond": 1}, {"papineau": 1, "beyond": 1, "sjb": 1}):
            trial.flags = dict(flags)
            for left in range(0, 9):
                ids: list[str] = []
                add_patriote_card_ids(ids, trial, left)
                reference = [MOB_IDS[d] for d in MOB_ORDER
                             if 0 < box_cost(trial, 0, d) <= left]
                assert ids == reference, (flags, left)
                checked += 1
    assert checked > 3000


# --- round 4 --------------------------------------------------------------------------

def test_9_1_one_cube_more_table_changes_what_refresh_control_changes():
    """Every entry of mob_costs.ONE_MORE (plain_mobilization's stand-in for
    refresh_control) against refresh_control itself, on every count of cubes a
    district can hold, starting from kept values worked out afresh."""
    from hustings.games.prelude import content as C
    from hustings.games.prelude.board_rules import refresh_control
    from hustings.games.prelude.mob_costs import BIT, ONE_MORE, keep_costs

    state = fresh(0)
    checked = 0
    for f in (0, 1):
        for d in range(26):
            for mine in range(C.BOXES[d]):
                for theirs in range(C.BOXES[d] + 1):
                    state.mv[f][d], state.mv[1 - f][d] = mine, theirs
                    keep_costs(state)
                    for e in range(26):
                        refresh_control(state, e)
                    before = (state.mob_cost[:], state.mob_mask[:], state.ctrl[:],
                              state.nrc[:], state.nuc[:])
                    state.mv[f][d] += 1
                    refresh_control(state, d)
                    own_at, own, other_at, other, flips, was, now = ONE_MORE[f][d][mine][theirs]
                    costs, masks = before[0][:], before[1][:]
                    costs[own_at], costs[other_at] = own, other
                    for k in flips:
                        masks[k] ^= BIT[d]
                    assert (costs, masks) == (state.mob_cost, state.mob_mask), (f, d, mine, theirs)
                    assert (before[2][d], state.ctrl[d]) == (was, now)
                    checked += 1
    assert checked > 1000


# --- round 5: the turn machine ------------------------------------------------------------

def test_2_0_turn_machine_saves_as_queued_steps_and_reads_them_back():
    """A state is saved with its stage written out as the queued steps it stands for
    (cycle.stage_ops); one read back from them (cycle.split_stage) holds the same stage
    and fields, saves the same, and plays on the same, on states of real games."""
    from hustings.games.prelude.cycle import stage_ops
    from hustings.games.prelude.state import CONTEXT_FIELDS

    fields = ("follow", "bonus") + CONTEXT_FIELDS
    seen, replayed = set(), 0
    for index, state in enumerate(_states_along_games(range(12), {"spirit_start": 9})):
        seen.add((state.stage, bool(state.queue)))
        saved = state.to_json()
        assert saved["queue"] == state.queue + stage_ops(state)
        again = state.game.state_from_json(saved)
        assert again.to_json() == saved
        if again.stage == state.stage:     # the fields the stage reads: the same
            assert stage_ops(again) == stage_ops(state)
            assert [getattr(again, n) for n in fields] == [getattr(state, n) for n in fields]
        if index % 7 == 0:
            trial, chooser = state.clone(), random.Random(index)
            for _ in range(12):
                decision = trial.decision()
                if decision is None:
                    break
                seat = decision.seats[0]
                assert again.legal_ids(seat) == trial.legal_ids(seat)
                action_id = chooser.choice(trial.legal_ids(seat))
                trial.apply(seat, action_id)
                again.apply(seat, action_id)
                assert again.to_json() == trial.to_json()
            replayed += 1
    assert replayed > 100
    # the deciding stages, and stages waiting behind queued steps (an event, a check...)
    assert {(7, False), (8, False), (7, True), (8, True), (0, True), (1, True), (3, True),
            (4, True)} <= seen


def test_2_0_split_stage_reads_every_stage_of_the_card_cycle():
    """The steps of every stage, as a saved game lists them, read into that stage; steps
    of events or checks ahead of them stay queued."""
    from hustings.games.prelude.cycle import split_stage, stage_ops
    from hustings.games.prelude.stages import (
        AP,
        BONUS,
        DIE,
        END_HALF,
        END_TURN,
        ENEMY_EVENT,
        FOLLOW,
        IDLE,
        PLAY,
        SETTLE,
    )

    state = fresh(0)
    tail = [["die", 1, 49], ["settle", 49], ["end_half", 1]]
    cases = [
        ([["end_turn"]], END_TURN),
        ([["end_half", 1]], END_HALF),
        ([["play", 1], ["end_half", 1]], PLAY),
        (tail[1:], SETTLE),
        (tail, DIE),
        ([["op", 0, 2]] + tail, BONUS),
        ([["enemy_event", 1, 49], ["op", 0, 2]] + tail, FOLLOW),
        ([["ap", 1, 3, 0, 49], ["enemy_event", 1, 49], ["op", 0, 2]] + tail, AP),
        ([["first", 0]], IDLE),
    ]
    for steps, stage in cases:
        for ahead in ([], [["vp", 0, 1], ["pick_die", 1, 49]]):
            state.card = 49 if len(steps) > 1 or steps[0][0] == "settle" else None
            queue = split_stage(state, ahead + steps)
            assert (state.stage, queue) == (stage, ahead + ([] if stage != IDLE else steps))
            assert queue + stage_ops(state) == ahead + steps
    state.card = 49
    split_stage(state, [["ap", 1, 3, 0, 49], ["enemy_event", 1, 49], ["op", 0, 2]] + tail)
    assert (state.ap_left, state.ap_mode, state.follow, state.bonus) == (3, 0, ENEMY_EVENT, 1)
