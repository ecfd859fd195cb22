"""SearchRandom draws exactly what random.Random draws, so a seeded search bot plays the
same games with it."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hustings.bots.search_random import SearchRandom


@given(seed=st.integers(0, 2**64), lengths=st.lists(st.integers(0, 300), min_size=1, max_size=8))
def test_shuffle_and_choice_draw_what_random_draws(seed, lengths):
    theirs, ours = random.Random(seed), SearchRandom(seed)
    for n in lengths:
        expected, got = list(range(n)), list(range(n))
        theirs.shuffle(expected)
        ours.shuffle(got)
        assert got == expected
        if n:
            assert ours.choice(got) == theirs.choice(expected)
    # The generators are in the same state afterwards.
    assert ours.getrandbits(64) == theirs.getrandbits(64)


def test_choice_from_nothing_is_an_index_error():
    with pytest.raises(IndexError):
        SearchRandom(0).choice([])
