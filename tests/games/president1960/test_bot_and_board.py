"""The heuristic bot and the board renderings."""

import random

from hustings.games.president1960 import GAME

from .helpers import KENNEDY, NIXON


def play(seed, bots):
    g = GAME.new_state(2, seed)
    chooser = random.Random(seed)
    while (decision := g.decision()) is not None:
        seat = decision.seats[0]
        if seat in bots:
            action = bots[seat].choose(g, seat)
        else:
            action = chooser.choice(g.legal_ids(seat))
        g.apply(seat, action)
    return g.result()


def test_heuristic_bot_beats_random_play_on_both_sides():
    for seat in (KENNEDY, NIXON):
        results = [play(seed, {seat: GAME.heuristic_bot(seed)}) for seed in range(4)]
        assert all(r.winners == (seat,) for r in results)


def test_board_svg_marks_every_state_as_a_target():
    g = GAME.new_state(2, 3)
    svg = GAME.board_svg(g.view(None))
    assert svg.startswith("<svg") and svg.count('data-target="') >= 50 + 4
    assert 'data-target="NY"' in svg and 'data-target="East"' in svg


def test_board_text_lists_the_states_and_the_hand():
    g = GAME.new_state(2, 3)
    text = GAME.board_text(g.view(KENNEDY))
    assert "NY" in text and "Your hand" in text
    assert "Your hand" not in GAME.board_text(g.view(None))


def test_messages_cover_every_log_key_and_prompt():
    g = GAME.new_state(2, 4)
    chooser = random.Random(4)
    prompts = set()
    while (decision := g.decision()) is not None:
        prompts.add(decision.prompt)
        g.apply(decision.seats[0], chooser.choice(g.legal_ids(decision.seats[0])))
    catalog = GAME.messages()
    assert {e.key for e in g.log} <= set(catalog)
    assert prompts <= set(catalog)


def test_random_games_with_both_optional_rules_finish_and_keep_invariants():
    for seed in range(3):
        g = GAME.new_state(2, seed, {"vice_presidents": True, "restricted_positioning": True})
        chooser = random.Random(seed)
        used_vp = False
        while (decision := g.decision()) is not None:
            seat = decision.seats[0]
            legal = g.legal_ids(seat)
            vp = [a for a in legal if a.startswith("vp:")]
            action = chooser.choice(vp) if vp and chooser.random() < 0.5 else chooser.choice(legal)
            used_vp |= action.startswith("vp:")
            for other in legal:
                assert g.label(other) and g.label(other) != other or other == "done"
            g.apply(seat, action)
            assert g.invariant_errors() == []
        assert g.result() is not None
        assert used_vp or seed > 0
