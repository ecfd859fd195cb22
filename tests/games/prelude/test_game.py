"""The game as a whole: content files, options, messages, board views, the bot."""

from __future__ import annotations

import random
import xml.dom.minidom

import pytest

import hustings.games.prelude as prelude
from hustings.engine import BadOptions
from hustings.games.prelude import content as C
from hustings.games.prelude.messages import MESSAGES
from hustings.games.prelude.ops import HANDLERS


def random_game(seed):
    s = prelude.GAME.new_state(2, seed)
    chooser = random.Random(seed)
    while s.decision() is not None:
        seat = s.decision().seats[0]
        s.apply(seat, chooser.choice(s.legal_ids(seat)))
    return s


def test_content_counts():
    assert len(C.DISTRICTS) == 26 and len(C.RURAL) == 24
    decks = [C.DECK_OF[c] for c in C.CARDS]
    assert [decks.count(d) for d in ("key", "1834", "1835-36", "1837", "generic")] == [8, 24, 24, 39, 52]
    assert sorted(C.KEY_EVENT_IDS) == list(range(1, 9))
    assert sorted(c for t in C.TURNS for c in t.key_events) == list(range(1, 9))
    activities = [c for c in C.CARDS if C.CARD_DIE[c] == "choice"]
    assert activities == [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 33, 34, 35, 36, 57, 58, 59, 60]


def test_a_bad_card_file_names_the_entry_and_field(tmp_path):
    path = tmp_path / "cards.toml"
    path.write_text('[[card]]\nid = 1\ntitle = "X"\nfaction = "whig"\ndeck = "key"\nap = 2\n'
                    'die = "rc"\nevent = "Y"\n')
    with pytest.raises(C.ContentError, match=r"cards.toml: card 1: faction"):
        C.load_cards(path)


def test_options_are_checked():
    with pytest.raises(BadOptions):
        prelude.GAME.new_state(2, 0, {"spirit_start": 20})
    assert prelude.GAME.new_state(2, 0, {"spirit_start": 3}).spirit == 3


def test_every_prompt_and_log_key_has_a_message():
    from hustings.games.prelude.cycle import AP_DECISIONS, PLAY_DECISIONS

    prompts = {h.prompt for h in HANDLERS.values() if h.prompt}
    prompts |= {d.prompt for d in PLAY_DECISIONS + AP_DECISIONS}   # the turn machine's
    assert {"play_card", "spend_ap"} <= prompts
    assert prompts <= set(MESSAGES)
    keys = set()
    for seed in range(6):
        keys |= {e.key for e in random_game(seed).log}
    assert keys <= set(MESSAGES), keys - set(MESSAGES)


def test_board_renders_for_every_seat():
    s = random_game(2)
    for seat in (None, 0, 1):
        view = s.view(seat)
        svg = prelude.GAME.board_svg(view)
        xml.dom.minidom.parseString(svg)
        assert 'data-target="richelieu"' in svg
        text = prelude.GAME.board_text(view)
        assert "Saint-Hyacinthe" in text


def test_hidden_hands_stay_hidden_in_the_text_board():
    s = prelude.GAME.new_state(2, 4)
    text = prelude.GAME.board_text(s.view(0))
    assert "Loyal hand: 7 cards" in text
    title = C.CARDS[s.hands[0][0]].title
    assert title in text


def test_the_heuristic_bot_beats_random_play_on_each_side():
    for bot_seat in (0, 1):
        s = prelude.GAME.new_state(2, 40 + bot_seat)
        bot = prelude.GAME.heuristic_bot(1)
        chooser = random.Random(7)
        while s.decision() is not None:
            seat = s.decision().seats[0]
            action = bot.choose(s, seat) if seat == bot_seat else chooser.choice(s.legal_ids(seat))
            s.apply(seat, action)
        assert s.result().winners == (bot_seat,)


def test_golden_playthrough_reproduces_its_log_and_digest():
    """A recorded game (seed 2024) must replay to the same log and final digest. When a
    rule changes on purpose, regenerate the file deliberately, never silently."""
    import json
    from pathlib import Path
    golden = json.loads((Path(__file__).parent / "golden_seed2024.json").read_text())
    s = prelude.GAME.new_state(2, golden["seed"])
    for seat, action_id in golden["actions"]:
        s.apply(seat, action_id)
    assert [e.key for e in s.log] == golden["log_keys"]
    assert s.result().to_json() == golden["result"]
    assert s.digest() == golden["digest"]
