"""A golden playthrough: a seeded random game must replay to the same end. A deliberate
rule change regenerates these figures (run the game below and copy them); an accidental
one fails here."""

import random

from hustings.engine import Match, replay

GOLDEN_ACTIONS = 579
GOLDEN_SCORES = (9.0, 18.0, 22.0, 22.0)
GOLDEN_DIGEST = "d40081d206989283f25c527baf69615a"  # the log is part of the digest


def test_golden_random_game_seed_7():
    match = Match("convention", 4, 7)
    chooser = random.Random(7)
    while (decision := match.state.decision()) is not None:
        seat = decision.seats[0]
        match.apply(seat, chooser.choice(match.state.legal_ids(seat)))
    assert len(match.actions) == GOLDEN_ACTIONS
    assert match.state.result().scores == GOLDEN_SCORES
    assert match.state.digest() == GOLDEN_DIGEST
    assert replay(match.record()).state.digest() == GOLDEN_DIGEST
