"""The shortcuts that keep random play fast must not change what the rules list or log:
the kept legal list, the in-place sort of the listers' output, the precomputed log names."""

import random

from hustings.games.president1960.names import READABLE_ARGS, READABLE_TABLES
from hustings.games.president1960.procedure import TASKS

from .helpers import KENNEDY, at_play, new_game


def _random_states(seed: int, **options):
    """Every state along one random game, with the seat to decide."""
    g = new_game(seed, **options)
    chooser = random.Random(seed)
    while (decision := g.decision()) is not None:
        seat = decision.seats[0]
        yield g, seat
        g.apply(seat, chooser.choice(g.legal_ids(seat)))


def test_listers_return_fresh_lists_without_repeats():
    """legal_ids sorts each lister's list in place: that is only right if the list has no
    repeated id and belongs to nobody else."""
    for seed, options in ((3, {}), (4, {"vice_presidents": True, "restricted_positioning": True})):
        for g, seat in _random_states(seed, **options):
            task = g.tasks[-1]
            first = TASKS[task["k"]][0](g, task, seat)
            second = TASKS[task["k"]][0](g, task, seat)
            assert first is not second
            assert len(first) == len(set(first)), (task["k"], first)
            assert g.legal_ids(seat) == sorted(set(first))


def test_kept_legal_list_follows_the_state():
    g = at_play(KENNEDY, hand=["c07", "c12"])
    before = g.legal_ids(KENNEDY)
    assert g.legal_ids(KENNEDY) is before
    assert g.legal_ids(1 - KENNEDY) == []
    assert g.legal_ids(KENNEDY) == before
    copy = g.clone()
    g.apply(KENNEDY, "play:c07:campaign")
    assert g.legal_ids(KENNEDY) != before
    assert copy.legal_ids(KENNEDY) == before, "a clone lists its own position"
    copy.deck.remove("c13")
    copy.hands[KENNEDY].append("c13")
    assert "play:c13:campaign" not in copy.legal_ids(KENNEDY), "kept until told"
    copy.forget_legal()
    assert "play:c13:campaign" in copy.legal_ids(KENNEDY)


def test_precomputed_log_names_match_the_converters():
    assert READABLE_TABLES.keys() == READABLE_ARGS.keys()
    for name, table in READABLE_TABLES.items():
        for value, readable in table.items():
            assert readable == READABLE_ARGS[name](value), (name, value)


def test_log_arguments_read_the_same_for_lists_and_unlisted_values():
    g = new_game(2)
    g.emit("strategy_revealed", "election 3", seat=KENNEDY, cards=["c07", "c12"])
    g.emit("issue_gain", "event", seat=1, issue="not_an_issue", count=1)
    first, second = g.log[-2].args, g.log[-1].args
    assert first["seat"] == "Kennedy" and first["cards"] == READABLE_ARGS["cards"](["c07", "c12"])
    assert second["seat"] == "Nixon" and second["issue"] == "not_an_issue"


def test_can_place_agrees_with_the_listed_placements():
    """place_resolve asks only whether any placement is left; it must agree with the
    full list in every case: checks or none, states declared or not."""
    from hustings.games.president1960.effects import can_place, place_ids
    from hustings.games.president1960.support import needs_support_checks

    rng = random.Random(9)
    seen = set()
    for g, seat in _random_states(6):
        if rng.random() > 0.2:
            continue
        needing = [s for s in range(50) if needs_support_checks(g, seat, s)]
        for _ in range(4):
            pool = needing if needing and rng.random() < 0.5 else range(50)
            where = rng.sample(pool, rng.randint(0, min(4, len(pool))))
            declared = [s for s in where if rng.random() < 0.6]
            task = {"k": "place", "s": seat, "n": rng.randint(1, 3), "where": where,
                    "chk": rng.randint(0, 1), "decl": declared}
            listed = bool(place_ids(g, task, seat))
            assert can_place(g, task, seat) == listed, task
            seen.add((listed, bool(where)))
    assert seen == {(True, True), (False, True), (False, False)}, "every case met"


def test_sorted_listers_equal_the_sorted_reference_lists():
    """Each kind in SORTED_LISTERS lists the ids already sorted: the same list as its
    lister in TASKS, sorted, in every branch (a region with or without a state where
    campaigning needs checks; debate bonus cubes or other placements)."""
    from hustings.games.president1960.activity import MOVE_REGION_OF, STATES_IN_MOVE_REGION
    from hustings.games.president1960.effects import EVERY_STATE
    from hustings.games.president1960.procedure import SORTED_LISTERS
    from hustings.games.president1960.support import CARRY, SIGN

    seen = set()
    for seed, options in ((11, {}), (12, {"vice_presidents": True}),
                          (13, {"vice_presidents": True, "restricted_positioning": True}),
                          (14, {}), (15, {"vice_presidents": True})):
        for g, seat in _random_states(seed, **options):
            task = g.tasks[-1]
            kind = task["k"]
            if kind not in SORTED_LISTERS:
                continue
            fast = SORTED_LISTERS[kind](g, task, seat)
            assert fast == sorted(TASKS[kind][0](g, task, seat)), (kind, task)
            assert fast is not SORTED_LISTERS[kind](g, task, seat), "a fresh list each time"
            if kind == "campaign":
                states = STATES_IN_MOVE_REGION[MOVE_REGION_OF[g.token[seat]]]
                carries = any(SIGN[seat] * g.support[s] <= -CARRY for s in states)
                seen.add(("campaign", carries, g.token[1 - seat] in states))
            elif kind == "issues":
                seen.add(("issues", min(task["cp"], 2), task["ban"] >= 0))
            elif kind == "media_place":
                seen.add(("media_place", len(task["where"])))
            elif kind == "place":
                seen.add(("place", bool(task["chk"]), task["where"] == EVERY_STATE))
            elif kind == "play":
                seen.add(("play", bool(g.prevention) or g.turn > 6, bool(g.vp_aside[seat])))
            else:
                seen.add((kind,))
    for case in (("campaign", True, True), ("campaign", True, False), ("campaign", False, True),
                 ("campaign", False, False), ("place", True, False), ("place", False, True),
                 ("place", False, False),
                 ("play", True, False), ("play", False, False), ("play", False, True),
                 ("issues", 1, False), ("issues", 2, False), ("issues", 1, True),
                 ("issues", 2, True), ("media_place", 4), ("media_place", 1),
                 ("trigger",), ("award",), ("shift",), ("first_player",), ("store",),
                 ("debate_pick",)):
        assert case in seen, case


def test_unplayable_events_agree_with_event_playable():
    from hustings.games.president1960.content import CARDS
    from hustings.games.president1960.effects import event_playable, unplayable_events

    seen = set()
    for seed in (21, 22, 23):
        for g, _seat in _random_states(seed):
            expected = {c for c in CARDS if not event_playable(g, c)}
            assert unplayable_events(g) == expected
            seen.add((bool(g.prevention), g.turn > 6))
    assert {(True, True), (True, False), (False, True), (False, False)} <= seen


def test_draw_cards_is_repeated_draw_card():
    """Dealing a hand at once moves the same cards, in the same order, as drawing them
    one by one, also when the deck runs out and the discards are reshuffled."""
    g = new_game(5)
    for deck_size in (20, 7, 3, 0):
        one_by_one = g.clone()
        at_once = g.clone()
        for copy in (one_by_one, at_once):
            copy.discard.extend(copy.deck[deck_size:])
            del copy.deck[deck_size:]
        hand = []
        for _ in range(7):
            card = one_by_one.draw_card()
            if card is not None:
                hand.append(card)
        dealt = []
        at_once.draw_cards(dealt, 7)
        assert dealt == hand
        assert at_once.digest() == one_by_one.digest()


def test_action_parts_read_back_every_id():
    from hustings.games.president1960 import activity, effects
    from hustings.games.president1960.content import ABBRS

    for action, (verb, source, mode) in activity.PLAY_PARTS.items():
        expected = ("play", "", "") if action == "play:pass" else tuple(action.split(":"))
        assert (verb, source, mode) == expected
    for action, (verb, state, count) in activity.CAMPAIGN_PARTS.items():
        parts = action.split(":")
        assert parts[0] == verb and parts[1] == ABBRS[state]
        assert count == (int(parts[2]) if verb == "campaign" else 1)
    for action, (state, count) in effects.PLACE_PARTS.items():
        assert action == f"place:{ABBRS[state]}:{count}"
    for seed in (31, 32):
        for g, seat in _random_states(seed, vice_presidents=True):
            kind = g.tasks[-1]["k"]
            table = {"play": activity.PLAY_PARTS, "campaign": activity.CAMPAIGN_PARTS,
                     "place": effects.PLACE_PARTS}.get(kind)
            if table is not None:
                assert all(a in table for a in g.legal_ids(seat) if a != "done"), kind


def test_log_lines_written_on_the_fast_path_read_like_emit():
    """`note` takes its arguments already readable: no event of a whole game may hold
    a seat number, a card id, a state abbreviation or an issue id where `emit` would
    have written a name."""
    readable = {name: set(table.values()) for name, table in READABLE_TABLES.items() if table}
    readable["card"] = readable["card"] | {"his candidate card"}
    for seed, options in ((41, {}), (42, {"vice_presidents": True, "restricted_positioning": True})):
        g = new_game(seed, **options)
        chooser = random.Random(seed)
        while (decision := g.decision()) is not None:
            seat = decision.seats[0]
            g.apply(seat, chooser.choice(g.legal_ids(seat)))
        keys = set()
        for event in g.log:
            keys.add(event.key)
            assert event.rule.startswith("1960 "), event
            for name, value in event.args.items():
                if name in readable:
                    assert value in readable[name], (event.key, name, value)
        assert {"play_cp", "travel", "support_gain", "issue_cube", "media_cube",
                "undecided_state", "initiative"} <= keys


def test_prevented_reads_the_prevention_table():
    """`prevented` looks the card up in a table built from PREVENTS the other way round:
    a card is blocked exactly when a prevention card in play names it."""
    from hustings.games.president1960.content import CARDS
    from hustings.games.president1960.effects import prevented
    from hustings.games.president1960.events import PREVENTS

    g = new_game(3)
    assert PREVENTS
    for blocker in PREVENTS:
        g.prevention = [blocker]
        for card in CARDS:
            assert prevented(g, card) == (card in PREVENTS[blocker]), (blocker, card)
    g.prevention = []
    assert not any(prevented(g, card) for card in CARDS)


def _emitted(key, rule, **args):
    """The event `emit` logs for these raw arguments (seat numbers, card ids, abbreviations)."""
    g = new_game(1)
    g.emit(key, rule, **args)
    return g.log[-1]


def test_shared_log_events_are_the_events_emit_logs():
    """Every prebuilt event of shared_events.py equals the event `emit` writes for the same
    raw arguments, so appending it logs the same line."""
    from hustings.engine import LogEvent
    from hustings.games.president1960 import shared_events as shared
    from hustings.games.president1960.content import (
        ABBRS,
        CANDIDATE_CARDS,
        CARDS,
        ISSUES,
        REGIONS,
    )

    for phase, event in enumerate(shared.ACTIVITY_PHASE_BEGINS, start=1):
        assert event == _emitted("activity_phase", "2", phase=phase)
    for turn in range(1, 10):
        assert shared.TURN_BEGINS[turn] == _emitted("turn_begins", "1", turn=turn)
    assert shared.ISSUE_DECAY == _emitted("issue_decay", "3.4")
    for seat in (0, 1):
        for card in CARDS:
            assert shared.PLAYED_FOR_EVENT[seat][card] == _emitted("play_event", "2 A", seat=seat,
                                                                   card=card)
            assert shared.TRIGGERED[seat][card] == _emitted("triggered", "2 B", seat=seat, card=card)
            for mode, action in (("campaign", "campaign"), ("media", "advertise"),
                                 ("issues", "position on the issues")):
                for preempted in (False, True):
                    key = "play_cp_preempt" if preempted else "play_cp"
                    assert shared.PLAYED_FOR_CP[seat][card][mode][preempted] == _emitted(
                        key, "2 B", seat=seat, card=card, cp=CARDS[card].cp,
                        action=mode, preempted=preempted)
                    candidate = shared.PLAYED_FOR_CP[seat][""][mode][preempted]
                    assert candidate == LogEvent(key, {
                        "seat": ("Kennedy", "Nixon")[seat], "card": "his candidate card",
                        "cp": CANDIDATE_CARDS[seat].cp, "action": action,
                        "preempted": preempted}, "1960 2 C")
        for first in (0, 1):
            key = "first_chosen" if first == seat else "first_ceded"
            assert shared.FIRST_CHOSEN[seat][first] == _emitted(key, "1", seat=seat, first=first)
        for state, abbr in enumerate(ABBRS):
            assert shared.TRAVELLED[seat][state] == _emitted("travel", "B1", seat=seat, state=abbr)
            for endorsed, by in ((False, "its border colour"),
                                 (True, "the endorsement in its region")):
                assert shared.UNDECIDED_STATE[seat][state][endorsed] == _emitted(
                    "undecided_state", "election 5", seat=seat, state=abbr, by=by)
            for count in range(12):
                assert shared.CAMPAIGNED[seat][state][count] == _emitted(
                    "campaigned", "B1", seat=seat, state=abbr, count=count)
                assert shared.SUPPORT_GAINED[seat][state][count] == _emitted(
                    "support_gain", "A", seat=seat, state=abbr, count=count)
                for table, rule in ((shared.CAMPAIGN_REMOVED, "B1"), (shared.SUPPORT_REMOVED, "A")):
                    assert table[seat][state][count] == _emitted(
                        "support_removed", rule, seat=seat, opponent=1 - seat, state=abbr,
                        count=count)
        for count in range(12):
            for won in range(count + 1):
                assert shared.ADVERTISED[seat][count][won] == _emitted(
                    "advertise", "B2", seat=seat, count=count, won=won)
        for index, region in enumerate(REGIONS):
            assert shared.MEDIA_CUBE[seat][index] == _emitted("media_cube", "B2", seat=seat,
                                                              region=region)
            assert shared.MEDIA_REMOVED[seat][index] == _emitted(
                "media_cube_removed", "B2", seat=seat, opponent=1 - seat, region=region)
        for index, issue in enumerate(ISSUES):
            assert shared.ISSUE_CUBE[seat][index] == _emitted("issue_cube", "B3", seat=seat,
                                                              issue=issue)
            assert shared.ISSUE_REMOVED[seat][index] == _emitted(
                "issue_cube_removed", "B3", seat=seat, opponent=1 - seat, issue=issue)
            assert shared.AWARDED_MOMENTUM[seat][index] == _emitted("award_momentum", "3.3",
                                                                    seat=seat, issue=issue)


def test_a_turn_cp_bonus_logs_the_raised_cp_rather_than_the_shared_event():
    from hustings.games.president1960 import shared_events as shared

    plain = at_play(KENNEDY, hand=["c07"])
    plain.apply(KENNEDY, "play:c07:media")
    assert shared.PLAYED_FOR_CP[KENNEDY]["c07"]["media"][False] in plain.log
    boosted = at_play(KENNEDY, hand=["c07"])
    boosted.turn_mods.append([KENNEDY, "bonus_cp"])
    boosted.apply(KENNEDY, "play:c07:media")
    event = next(e for e in boosted.log if e.key == "play_cp")
    assert event.args["cp"] == 4 and event == _emitted(
        "play_cp", "2 B", seat=KENNEDY, card="c07", cp=4, action="media", preempted=False)


def test_support_checks_is_repeated_support_check():
    """Drawing a run of checks in one loop gives the same successes, bag, generator and
    log as one `support_check` after another: with a full bag, a bag that runs out and is
    reseeded midway, and an empty bag on election day (no reseeding)."""
    from hustings.games.president1960.support import support_check, support_checks

    for bag, no_reseed in (([12, 12], False), ([1, 2], False), ([0, 1], False),
                           ([1, 1], True), ([0, 0], True), ([3, 0], False)):
        for seat in (0, 1):
            for count in (1, 3, 5):
                g = new_game(8)
                g.bag = list(bag)
                g.no_reseed = no_reseed
                one_by_one = g.clone()
                at_once = g.clone()
                expected = sum(support_check(one_by_one, seat) for _ in range(count))
                assert support_checks(at_once, seat, count) == expected
                assert at_once.digest() == one_by_one.digest(), (bag, no_reseed, seat, count)


def test_run_steps_runs_the_first_step_as_settle_would():
    """An event's first step runs at once rather than waiting as an "fx" task: the same
    position as queueing every step and letting `settle` run them, for every event card
    from positions along random games."""
    from hustings.games.president1960.content import CARDS
    from hustings.games.president1960.effects import run_steps
    from hustings.games.president1960.events import EVENTS

    checked = 0
    plays = [(g.clone(), seat) for g, seat in _random_states(17) if g.tasks[-1]["k"] == "play"]
    for g, seat in plays[::10]:
        for card in CARDS:
            steps = EVENTS[card]
            at_once = g.clone()
            queued = g.clone()
            for copy in (at_once, queued):
                copy.tasks.pop()
            run_steps(at_once, steps, seat)
            at_once.settle()
            for step in reversed(steps):
                queued.tasks.append({"k": "fx", "s": seat, "x": step})
            queued.settle()
            assert at_once.digest() == queued.digest(), card
            checked += 1
    assert checked > 500


def _raw(name, value):
    """The raw argument `emit` turns into this readable value (any one, where several
    read the same)."""
    for raw, readable in READABLE_TABLES[name].items():
        if readable == value:
            return raw
    raise AssertionError((name, value))


def test_events_noted_readably_are_the_events_emit_logs():
    """The debate, issue shift, support loss and gain, endorsement and election-day lines
    are written with `note` and readable arguments: each equals the event `emit` logs for
    the raw ones."""
    keys = {"debate_reveal", "debate_card_discarded", "debate_card_no_icon",
            "debate_card_placed", "debate_won", "debate_won_tie", "support_loss",
            "support_removed", "issue_gain", "issue_gain_removed", "endorsement",
            "endorsement_removed", "award_endorsement", "no_issue_shift", "issue_shift",
            "bonus_cubes", "election_event"}
    seen = set()
    for seed in range(50, 56):
        g = new_game(seed)
        chooser = random.Random(seed)
        while (decision := g.decision()) is not None:
            seat = decision.seats[0]
            g.apply(seat, chooser.choice(g.legal_ids(seat)))
        for event in g.log:
            if event.key not in keys:
                continue
            raw = {name: _raw(name, value) if READABLE_TABLES.get(name) else value
                   for name, value in event.args.items()}
            assert event == _emitted(event.key, event.rule.removeprefix("1960 "), **raw), event
            seen.add(event.key)
    assert seen == keys


def test_sorted_campaign_ids_drop_declared_states_like_the_reference():
    """B1: a state declared this action takes no more CP, whether or not it still needs
    checks; the sorted fast path must drop it just as `campaign_ids` does."""
    from hustings.games.president1960.activity import campaign_ids, sorted_campaign_ids

    from .helpers import NIXON, idx, set_support

    g = at_play(KENNEDY, hand=["c06"])
    set_support(g, NY=-3, NJ=-5, PA=-4, CT=2)  # NY no longer carried, NJ and PA still
    g.token[NIXON] = idx("CT")
    for declared in ([], ["NY"], ["NJ"], ["NY", "NJ", "CT"], ["NY", "OH"]):
        task = {"k": "campaign", "s": KENNEDY, "cp": 3, "decl": [idx(a) for a in declared]}
        fast = sorted_campaign_ids(g, task, KENNEDY)
        assert fast == sorted(campaign_ids(g, task, KENNEDY)), declared
        for abbr in declared:
            assert not any(a.startswith(f"campaign:{abbr}:") for a in fast), declared
