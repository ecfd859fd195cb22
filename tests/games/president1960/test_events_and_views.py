"""Every event resolves with a real effect; hidden information stays hidden."""

import json
import random

import pytest

from hustings.games.president1960.content import CARD_IDS, CARDS
from hustings.games.president1960.effects import resolve_event

from .helpers import KENNEDY, NIXON, at_play, new_game


@pytest.mark.parametrize("card", CARD_IDS)
def test_every_event_resolves_and_changes_the_game(card):
    for actor in (KENNEDY, NIXON):
        g = at_play(actor, hand=[card])
        g.support = [(-1) ** i * (i % 3) for i in range(50)]
        g.issues = [1, -1, 1]
        g.media = [1, -1, 1, -1]
        g.endorse = [0, 1, -1, 0]
        before = json.loads(json.dumps(g.to_json()))
        g.tasks.pop()
        g.hands[actor].remove(card)
        resolve_event(g, card, actor, "test")
        chooser = random.Random(card)
        g.tasks.insert(0, {"k": "play", "s": 1 - actor})
        g.settle()
        while g.tasks[-1]["k"] != "play":
            seat = g.decision().seats[0]
            g.apply(seat, chooser.choice(g.legal_ids(seat)))
        after = g.to_json()
        changed = [k for k in before if k not in ("log", "tasks", "rng") and before[k] != after[k]]
        assert changed, f"{card} changed nothing for seat {actor}"
        assert g.invariant_errors() == []


def test_prevention_event_blocks_its_target():
    g = at_play(KENNEDY, hand=["c63", "c62"])
    g.apply(KENNEDY, "play:c63:event")
    while g.tasks[-1]["k"] != "play":
        g.apply(KENNEDY, g.legal_ids(KENNEDY)[0])
    g.hands[NIXON] = []
    g.deck.remove("c07")
    g.hands[NIXON].append("c07")
    # Kennedy's remaining Citizens for Religious Freedom can no longer be an event
    assert "c63" in g.prevention
    g.tasks[-1] = {"k": "play", "s": KENNEDY}
    assert "play:c62:event" not in g.legal_ids(KENNEDY)
    assert "play:c62:campaign" in g.legal_ids(KENNEDY)


def test_debate_events_are_not_offered_after_the_debates():
    g = at_play(KENNEDY, hand=["c67", "c07"])
    assert "play:c67:event" in g.legal_ids(KENNEDY)
    g.turn = 7
    g.forget_legal()  # the state was changed by hand, not by an action
    assert "play:c67:event" not in g.legal_ids(KENNEDY)


def test_persistent_events_go_to_their_spaces():
    g = at_play(KENNEDY, hand=["c67", "c97"])
    g.apply(KENNEDY, "play:c67:event")
    assert g.debate_events == [["c67", KENNEDY]]
    assert CARDS["c97"].kind == "election"


def test_views_hide_hands_and_stored_cards():
    g = new_game(6)
    g.strategy[NIXON] = [g.deck.pop()]
    for card in g.hands[NIXON] + g.strategy[NIXON]:
        assert card not in str(g.view(KENNEDY)) or card in g.discard
    assert [c["id"] for c in g.view(NIXON)["board"]["hand"]] == g.hands[NIXON]
    assert [c["id"] for c in g.view(NIXON)["board"]["strategy"]] == g.strategy[NIXON]
    kennedy_view = str(g.view(KENNEDY))
    for card in g.hands[NIXON] + g.strategy[NIXON]:
        assert CARDS[card].text not in kennedy_view
    assert g.view(None)["board"]["hand"] is None


def test_determinize_resamples_the_opponents_hand_but_not_mine():
    g = new_game(6)
    copy = g.determinize(KENNEDY, random.Random(1))
    assert copy.hands[KENNEDY] == g.hands[KENNEDY]
    assert len(copy.hands[NIXON]) == len(g.hands[NIXON])
    assert copy.view(KENNEDY) == g.view(KENNEDY)
    assert copy.invariant_errors() == []
    assert copy.hands[NIXON] != g.hands[NIXON] or copy.deck != g.deck


def test_json_round_trip_keeps_the_digest():
    from hustings.games.president1960 import GAME
    g = new_game(7)
    assert GAME.state_from_json(g.to_json()).digest() == g.digest()
