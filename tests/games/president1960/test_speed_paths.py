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
