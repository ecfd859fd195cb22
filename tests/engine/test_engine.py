"""Engine pieces on their own: the RNG, records, the message catalog, options."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hustings.engine import (
    BadOptions,
    CorruptRecord,
    IllegalAction,
    Match,
    Rng,
    UnknownGame,
    load_game,
    parse_record,
    replay,
)
from hustings.engine.messages import render


def test_rng_is_deterministic_and_copies_independently():
    a = Rng.from_seed(42)
    b = a.copy()
    assert [a.next() for _ in range(5)] == [b.next() for _ in range(5)]
    c = a.copy()
    a.next()
    assert c.state != a.state


def test_rng_below_and_shuffle_draw_what_next_gives():
    """`below` and `shuffle` write `next` out for speed: they must draw the same values
    as the plain rejection rule over `next` (MASK - (MASK + 1) % n as the limit)."""
    mask = (1 << 64) - 1

    def reference_below(rng, n):
        limit = mask - (mask + 1) % n
        while (value := rng.next()) > limit:
            pass
        return value % n

    for seed in range(20):
        fast, plain = Rng.from_seed(seed), Rng.from_seed(seed)
        for bound in (1, 2, 6, 7, 57, 256, 257, 1 << 40, (1 << 63) + 5):
            assert [fast.below(bound) for _ in range(10)] == \
                [reference_below(plain, bound) for _ in range(10)]
        for size in (0, 1, 2, 7, 90, 300):
            shuffled, expected = list(range(size)), list(range(size))
            fast.shuffle(shuffled)
            for i in range(size - 1, 0, -1):
                j = reference_below(plain, i + 1)
                expected[i], expected[j] = expected[j], expected[i]
            assert shuffled == expected and fast.state == plain.state


def test_rng_below_is_uniform_enough():
    rng = Rng.from_seed(1)
    counts = Counter(rng.below(6) for _ in range(60_000))
    assert set(counts) == set(range(6))
    assert all(abs(n - 10_000) < 500 for n in counts.values())
    with pytest.raises(ValueError):
        rng.below(0)


@given(st.integers(min_value=0, max_value=2**64), st.integers(min_value=1, max_value=50))
def test_rng_shuffle_is_a_permutation(seed, size):
    items = list(range(size))
    Rng.from_seed(seed).shuffle(items)
    assert sorted(items) == list(range(size))


def test_unknown_game_names_the_known_ones():
    with pytest.raises(UnknownGame, match="sealed-bids"):
        load_game("chess")


def test_options_are_validated_with_a_clear_message():
    with pytest.raises(BadOptions, match="rounds"):
        Match("sealed-bids", 2, 0, {"rounds": "many"})


def test_illegal_action_explains_and_changes_nothing():
    match = Match("sealed-bids", 2, 3)
    before = match.state.digest()
    with pytest.raises(IllegalAction, match="not legal for seat 0"):
        match.apply(0, "bid:0x")
    with pytest.raises(IllegalAction, match="no seat 5"):
        match.apply(5, "bid:1a")
    assert match.state.digest() == before and match.actions == []


def test_sealed_bids_stay_hidden_until_the_reveal():
    match = Match("sealed-bids", 2, 3)
    own = match.state.legal_ids(0)[0]
    match.apply(0, own)
    card = own.split(":")[1]
    other_view = json.dumps(match.state.view(1))
    assert card not in other_view
    assert match.state.decision().seats == (1,)
    match.apply(1, match.state.legal_ids(1)[0])
    assert card in json.dumps(match.state.view(1))  # revealed once both have committed


def test_out_of_turn_action_is_listed_and_does_not_block():
    match = Match("sealed-bids", 2, 3)
    assert "gift:0" in match.state.legal_ids(1)
    match.apply(1, "gift:0")
    assert match.state.decision().seats == (0, 1)


def test_record_round_trip_and_corruption():
    match = Match("sealed-bids", 3, 9)
    while (decision := match.state.decision()) is not None:
        match.apply(decision.seats[0], match.state.legal_ids(decision.seats[0])[-1])
    data = json.loads(match.record().model_dump_json())
    assert replay(parse_record(data)).state.digest() == match.state.digest()
    with pytest.raises(CorruptRecord, match="players"):
        parse_record({**data, "players": "three"})
    with pytest.raises(CorruptRecord, match="unknown game"):
        replay(parse_record({**data, "game": "chess"}))
    with pytest.raises(CorruptRecord, match="action 2"):
        replay(parse_record({**data, "actions": data["actions"][:2] + [[0, "bid:none"]]}))
    for seat in (True, "0", 0.0):
        with pytest.raises(CorruptRecord, match="actions.1.0"):
            parse_record({**data, "actions": [data["actions"][0], [seat, data["actions"][1][1]]]})


def test_messages_render_with_missing_keys_visible():
    assert render("won", {"seat": 2}, {"won": "Seat {seat} wins"}) == "Seat 2 wins"
    assert render("won", {"seat": 2}, {}) == "won(seat=2)"
    assert render("x", {}, {"x": "needs {arg}"}) == "needs {arg}"
    assert render("s", {"seat": 0, "n": 3}, {"s": "Seat {seat:one} has {n:one}"}) == "Seat 1 has 4"


def test_messages_name_a_seat_by_its_side_where_the_game_names_one():
    catalog = {"vote": "{seat:side} outvotes {victim:side}"}
    assert render("vote", {"seat": 1, "victim": 0}, catalog, ("Madison", "Sherman")) == (
        "Sherman outvotes Madison")
    assert render("vote", {"seat": 1, "victim": 0}, catalog) == "Seat 2 outvotes Seat 1"
    assert render("won", {"party": "black"}, {"won": "{party:cap} wins"}) == "Black wins"


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=10**6), st.lists(st.integers(0, 10**6), max_size=40))
def test_any_sequence_of_legal_actions_keeps_invariants(seed, picks):
    match = Match("sealed-bids", 3, seed)
    for pick in picks:
        decision = match.state.decision()
        if decision is None:
            break
        seat = pick % 3 if match.state.legal_ids(pick % 3) else decision.seats[0]
        legal = match.state.legal_ids(seat)
        match.apply(seat, legal[pick % len(legal)])
        assert match.state.invariant_errors() == []
