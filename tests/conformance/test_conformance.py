"""Checks every registered game alike (DESIGN.md, Testing)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hustings.bots.ismcts import find_estimate
from hustings.engine import (
    BadOptions,
    IllegalAction,
    Match,
    State,
    load_game,
    replay_steps,
)
from hustings.engine.protocol import strings_in

SEEDS = range(4)


def random_game(slug, players, seed, on_step=None, options=None):
    """Play a seeded random game through Match, calling on_step(match) after each action."""
    match = Match(slug, players, seed, options)
    chooser = random.Random(seed)
    limit = match.game.max_decisions
    while (decision := match.state.decision()) is not None:
        assert len(match.actions) < limit, f"{slug}: longer than the declared {limit} decisions"
        seat = decision.seats[0]
        legal = match.state.legal_ids(seat)
        assert legal, f"{slug}: seat {seat} must decide '{decision.prompt}' but has no action"
        match.apply(seat, chooser.choice(legal))
        if on_step is not None:
            on_step(match)
    return match




@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_finish_with_a_result(slug, players, seed, options):
    match = random_game(slug, players, seed, options=options)
    result = match.state.result()
    assert result is not None
    assert len(result.scores) == players
    assert all(0 <= w < players for w in result.winners)
    assert result.winners or result.reason in load_game(slug).reasons_without_winner
    assert result.reason
    json.dumps(match.state.view(None))


def test_every_step_keeps_the_protocol(slug, players, options):
    """At every step: ids sorted and unique, labels present, invariants hold. At every
    third step (the digest costs as much as the game so far): clone and JSON round trip
    give the same digest; an earlier clone is not changed by later actions; an unlisted
    action raises and changes nothing."""
    game = load_game(slug)
    snapshots = []

    def check(match):
        state = match.state
        assert state.invariant_errors() == []
        decision = state.decision()
        for seat in range(players):
            ids = state.legal_ids(seat)
            assert ids == sorted(set(ids)), "legal ids are sorted and unique"
            assert all(action.label for action in state.legal_actions(seat))
        if decision is not None:
            assert decision.seats, "a decision names at least one seat"
        if len(match.actions) % 3 and decision is not None:
            return
        digest = state.digest()
        assert state.clone().digest() == digest
        assert game.state_from_json(json.loads(json.dumps(state.to_json()))).digest() == digest
        if decision is not None:
            for bad in ("", "no-such-action", "::", "\x00", "play:" * 50):
                with pytest.raises(IllegalAction) as err:
                    state.apply(decision.seats[0], bad)
                assert str(err.value)
                assert state.digest() == digest
            seat = decision.seats[0]
            legal = state.legal_ids(seat)
            for bad_seat in (-1, players, float(seat), seat == 1):
                for target in (state, state.clone()):  # with a kept listing, and without
                    with pytest.raises(IllegalAction):
                        target.apply(bad_seat, legal[0])
            assert state.digest() == digest
        if len(match.actions) % 21 == 0:
            snapshots.append((state.clone(), digest))

    random_game(slug, players, 11, check, options)
    for copy, digest in snapshots:
        assert copy.digest() == digest, "a clone changed when its original moved on"


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 120),
       lister=st.one_of(st.none(), st.integers(0, 4)),
       seat=st.one_of(st.just("decider"), st.integers(-2, 6), st.booleans(), st.floats(-1, 6)),
       made_up=st.one_of(st.none(), st.text(max_size=12)))
def test_any_seat_and_id_is_applied_or_refused(slug, players, seed, steps, lister, seat, made_up):
    """After any random play, with some seat's listing kept (as a bot leaves it) or
    none (`lister` None: the ids come from a clone), `apply` takes a legal pair exactly as the engine's full checks would, and refuses anything
    else (a seat out of range, a bool or float seat, an unlisted id) with IllegalAction,
    changing nothing: the games' fast paths must not let any of it through."""
    state = load_game(slug).new_state(players, seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        if (decision := state.decision()) is None:
            return
        state.apply(decision.seats[0], chooser.choice(state.legal_ids(decision.seats[0])))
    if (decision := state.decision()) is None:
        return
    if seat == "decider":
        seat = lister = decision.seats[0]
    listed = (state.clone() if lister is None else state).legal_ids((lister or 0) % players)
    action = listed[chooser.randrange(len(listed))] if made_up is None and listed else made_up or ""
    reference, digest = state.clone(), state.digest()
    if (seat.__class__ is int and 0 <= seat < players and action in reference.legal_ids(seat)):
        state.apply(seat, action)
        State.apply(reference, seat, action)
        assert state.digest() == reference.digest()
    else:
        with pytest.raises(IllegalAction):
            state.apply(seat, action)
        assert state.digest() == digest


def test_every_listed_action_applies(slug, players, options):
    """Not only the chosen action: every action listed at each step applies to a clone."""
    def check(match):
        state = match.state
        decision = state.decision()
        if decision is None:
            return
        for seat in range(players):
            for action_id in state.legal_ids(seat):
                copy = state.clone()
                copy.apply(seat, action_id)
                assert copy.invariant_errors() == [], action_id

    random_game(slug, players, 5, check, options)


def test_replay_reproduces_every_digest(slug, players, options):
    digests = []
    match = random_game(slug, players, 3, lambda m: digests.append(m.state.digest()), options)
    record = json.loads(match.record().model_dump_json())
    replayed = [m.state.digest() for index, m in replay_steps(match.record()) if index >= 0]
    assert replayed == digests
    assert record["actions"] and record["game"] == slug


def test_views_hide_other_seats_secrets(slug, players, options):
    """Checked against the real hidden values the game declares, not by field names."""
    def check(match):
        state = match.state
        secrets = state.secrets()
        for viewer in [None, *range(players)]:
            seen = strings_in(state.view(viewer))
            for owner, values in secrets.items():
                if owner != viewer:
                    leaked = seen & values
                    assert not leaked, f"seat {viewer} sees seat {owner}'s {sorted(leaked)}"

    random_game(slug, players, 7, check, options)


def test_determinize_keeps_the_seats_view(slug, players, options):
    def check(match):
        state = match.state
        digest = state.digest()
        for seat in range(players):
            copy = state.determinize(seat, random.Random(len(match.actions)))
            assert copy.view(seat) == state.view(seat)
            assert copy.invariant_errors() == []
        assert state.digest() == digest

    random_game(slug, players, 9, check, options)


def test_determinize_does_not_carry_the_dice_to_come(slug, players, options):
    """The state's own generator decides the dice and reshuffles to come, which no seat
    knows: a determinized copy draws them from a generator seeded by the searcher's
    `rng`, never from the real one (else a search would foresee every roll)."""
    match = Match(slug, players, 3, options)
    chooser = random.Random(3)
    for _ in range(25):
        decision = match.state.decision()
        if decision is None:
            break
        seat = decision.seats[0]
        match.apply(seat, chooser.choice(match.state.legal_ids(seat)))
    state = match.state
    for seat in range(players):
        copies = [state.determinize(seat, random.Random(k)).rng.state for k in (1, 2)]
        assert state.rng.state not in copies and copies[0] != copies[1]


def test_the_estimate_gives_each_seat_a_share_and_changes_nothing(slug, players):
    """`Game.estimate`, where a game offers one: a value in [0, 1] per seat, or None for a
    state it declines; at every fifth step, the state's digest is the same after it."""
    estimate = find_estimate(load_game(slug))
    if estimate is None:
        pytest.skip(f"{slug} offers no estimate")
    estimated = []

    def check(match):
        state = match.state
        if state.decision() is None:
            return
        digest = state.digest() if len(match.actions) % 5 == 0 else None
        values = estimate(state)
        if values is not None:
            assert len(values) == players
            assert all(0.0 <= value <= 1.0 for value in values)
            estimated.append(values)
        if digest is not None:
            assert state.digest() == digest

    random_game(slug, players, 13, check)
    assert estimated, "an estimate that declines every state of a game cuts no playout short"


def test_sides_are_named_for_every_seat_or_not_at_all(slug, players):
    """`Game.seat_names` and `State.side_names`: None, or one distinct name per seat."""
    state = load_game(slug).new_state(players, 5)
    for names in (load_game(slug).seat_names(players), state.side_names()):
        if names is not None:
            assert len(names) == players and len(set(names)) == players
            assert all(isinstance(name, str) and name for name in names)


def test_same_seed_same_game(slug, players):
    first = random_game(slug, players, 21)
    second = random_game(slug, players, 21)
    assert first.state.digest() == second.state.digest()


def test_bad_options_and_player_counts_are_refused(slug):
    game = load_game(slug)
    with pytest.raises(BadOptions):
        game.parse_options({"no_such_option": 1})
    with pytest.raises(BadOptions):
        game.check_players(game.max_players + 1)
    with pytest.raises(BadOptions):
        game.new_state(game.min_players - 1, 0)
