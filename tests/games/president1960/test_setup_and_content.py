"""Set-up ("Preparar") and the content files."""

import pytest

from hustings.games.president1960.content import (
    CARDS,
    EV,
    GATHERING,
    ContentError,
    load_cards,
    load_states,
)
from hustings.games.president1960.events import EVENTS

from .helpers import idx, new_game


def test_fifty_states_with_537_electoral_votes():
    assert len(EV) == 50
    assert sum(EV) == 537
    assert EV[idx("NY")] == 45 and EV[idx("AK")] == 3


def test_setup_places_tokens_momentum_and_starting_support():
    g = new_game(3)
    assert g.token == [idx("MA"), idx("CA")]
    assert g.momentum == [2, 2]
    assert g.support[idx("MA")] == 2 and g.support[idx("CA")] == -2
    # the first initiative check drew cubes from a bag seeded with 12 each
    assert sum(g.bag) < 24 and max(g.bag) <= 12
    assert [len(h) for h in g.hands] == [6, 6]
    assert g.tasks[-1]["k"] == "first_player"


def test_97_cards_four_gathering_momentum_and_an_event_for_each():
    assert len(CARDS) == 97
    assert len(GATHERING) == 4
    assert set(EVENTS) == set(CARDS)
    assert all(EVENTS[c] for c in CARDS), "every card has a real effect"


def test_bad_content_names_file_entry_and_field(tmp_path):
    bad = tmp_path / "cards.toml"
    bad.write_text('[[card]]\nid = "c01"\nname = "X"\ncp = 9\nrest = 0\nicons = "K"\ntext = "t"\n')
    with pytest.raises(ContentError, match=r"cards.toml: card c01: cp"):
        load_cards(bad)
    states = tmp_path / "states.toml"
    states.write_text('[[state]]\nabbr = "XX"\nname = "X"\nelectoral_votes = 3\n'
                      'region = "North"\nborder = "kennedy"\nstart = 0\n')
    with pytest.raises(ContentError, match=r"states.toml: state XX: region"):
        load_states(states)
