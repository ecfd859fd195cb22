"""What a player reads: log lines, prompts, action labels, the hand in the view, the SVG
and the terminal board name things (cards, districts, tracks, factions), never ids."""

from __future__ import annotations

import json
import random
import re
import xml.dom.minidom

import hustings.games.prelude as prelude
from hustings.engine.messages import render
from hustings.games.prelude import content as C
from hustings.games.prelude.messages import MESSAGES
from hustings.games.prelude.names import CARD_NAMES

# Raw forms that must never reach a player: a catalog fallback `key(arg=...)`, an unfilled
# `{field}`, a Python list, a card token, a lowercase faction id, a track or district key
# (keys that merely lowercase their name, like `chambly`, are caught case-sensitively).
RAW = [re.compile(p) for p in (
    r"^\w+\(", r"\{\w*\}", r"\[\s*\d", r"\bc\d+\b", r"\b(patriote|loyal|none)\b",
    r"\b(rc|ei|uc|o)\b", r"\b[a-z]+-[a-z-]+\b", r"\bcards? #?\d",
)]
DISTRICT_KEYS = re.compile(r"\b(" + "|".join(re.escape(d.key) for d in C.DISTRICTS) + r")\b")


def raw_forms(text: str) -> list[str]:
    found = [p.pattern for p in RAW if p.search(text)]
    if DISTRICT_KEYS.search(text):
        found.append("district key")
    return found


def played(seed: int, on_step=None):
    s = prelude.GAME.new_state(2, seed)
    chooser = random.Random(seed)
    while s.decision() is not None:
        seat = s.decision().seats[0]
        ids = s.legal_ids(seat)
        if on_step:
            on_step(s, seat, ids)
        s.apply(seat, chooser.choice(ids))
    return s


def test_every_rendered_log_line_names_things():
    for seed in range(4):
        s = played(seed)
        for seat in (None, 0, 1):
            for event in s.view(seat)["log"]:
                assert event["key"] in MESSAGES, event["key"]
                line = render(event["key"], event["args"], MESSAGES)
                assert not raw_forms(line), (line, raw_forms(line))


def test_every_prompt_and_action_label_reads_as_plain_english():
    seen_verbs = set()

    def check(s, seat, ids):
        prompt = render(s.decision().prompt, {}, MESSAGES)
        assert not raw_forms(prompt) and prompt != s.decision().prompt, prompt
        for action_id in ids:
            label = s.label(action_id)
            seen_verbs.add(action_id.split(":")[0])
            assert label != action_id and ":" not in label.split("“")[0], label
            assert not raw_forms(label), (action_id, label, raw_forms(label))

    for seed in range(3):
        played(seed, check)
    assert {"ap", "event", "mob", "place", "first", "done"} <= seen_verbs


def test_the_own_hand_is_readable_and_the_other_hand_is_a_count():
    s = prelude.GAME.new_state(2, 4)
    own = s.view(0)["board"]
    cards = own["your_hand"]["cards"]
    assert own["your_hand"]["faction"] == "Patriote"
    assert list(cards) == [CARD_NAMES[c] for c in s.hands[0]]
    first = cards[CARD_NAMES[s.hands[0][0]]]
    card = C.CARDS[s.hands[0][0]]
    assert first["id"] == f"c{card.id}" and first["action_points"] == card.ap
    assert first["event"] == card.event and first["faction"] == card.faction.capitalize()
    assert own["hand_sizes"] == {"Patriote": 7, "Loyal": 7}
    for seat in (None, 1):
        other = s.view(seat)
        assert "your_hand" not in other["board"] or other["board"]["your_hand"]["faction"] == "Loyal"
        text = json.dumps(other, ensure_ascii=False)
        for c in s.hands[0]:
            assert CARD_NAMES[c] not in text and f'"c{c}"' not in text


def test_drawn_cards_are_named_to_their_owner_only():
    """2.2: how many cards each player draws is public; which ones, the owner's alone. An
    omniscient reader (a replay showing everything) reads each draw once, then its names."""
    s = prelude.GAME.new_state(2, 4)
    counts = ["The Patriote player draws 7 cards.", "The Loyal player draws 7 cards."]
    for seat in (0, 1):
        lines = [render(e["key"], e["args"], MESSAGES) for e in s.view(seat)["log"]]
        assert [line for line in lines if " draws " in line] == counts
        named = [line for line in lines if line.startswith("The cards drawn: ")]
        assert len(named) == 1 and all(CARD_NAMES[c] in named[0] for c in s.hands[seat])
        assert not any(CARD_NAMES[c] in line for c in s.hands[1 - seat] for line in lines)
    spectator = [render(e["key"], e["args"], MESSAGES) for e in s.view(None)["log"]]
    assert [line for line in spectator if " draws " in line] == counts
    assert "cards_drawn_named" not in [e["key"] for e in s.view(None)["log"]]
    everything = [e.key for e in s.log if e.key.startswith("cards_drawn")]
    assert everything == ["cards_drawn", "cards_drawn_named"] * 2


def test_the_board_draws_the_hand_the_reserve_and_named_tracks():
    s = prelude.GAME.new_state(2, 4)
    svg = prelude.GAME.board_svg(s.view(0))
    xml.dom.minidom.parseString(svg)
    for c in s.hands[0] + s.reserve:
        assert f'data-target="c{c}"' in svg
    for track in C.TRACK_DATA:
        assert f">{track.name}<" in svg
    assert "Patriote advantage" in svg and "Loyal advantage" in svg
    other = prelude.GAME.board_svg(s.view(1))
    assert not any(f'data-target="c{c}"' in other for c in s.hands[0])
    # an action naming a card or a track lights its panel on the board
    assert s.targets("ap:c30") == ("c30",) and s.targets("die:rc") == ("track-rc",)


def test_the_terminal_board_shows_the_hand_with_its_values():
    s = prelude.GAME.new_state(2, 4)
    text = prelude.GAME.board_text(s.view(0))
    card = C.CARDS[s.hands[0][0]]
    assert f"{CARD_NAMES[card.id]}: {card.faction.capitalize()}, {card.ap} AP" in text
    assert card.event in text
    assert "Loyal hand: 7 cards" in text and "Rural Counties" in text
    assert not raw_forms(text.replace("Early 1834", ""))
