"""What a player reads: log lines, prompts, action labels, the private hand and the drawn
board name statesmen, cards, offices and states in words, never by id, and number seats
from one."""

import random
import re
import xml.etree.ElementTree as ET

import pytest

from hustings.engine import load_game
from hustings.engine.messages import render
from hustings.games.republic import content

GAME = load_game("republic")
CATALOG = GAME.messages()
# Every id a player should never read: statesmen, action cards, issues and taxes.
IDS = sorted(set(content.SID) | set(content.ACTIONS) | set(content.ISSUES) | set(content.TAXES))
RAW_ID = re.compile(r"\b(" + "|".join(map(re.escape, IDS)) + r")\b")
RAW_FORMS = (re.compile(r"^[a-z_]+\("), re.compile(r"[\[\]{}]"), re.compile(r"\bslot\d"),
             re.compile(r"\bSeat 0\b"), re.compile(r"\b[a-z_]+:[a-z0-9_]+"))


def unreadable(text: str) -> list[str]:
    found = [m.group(0) for m in RAW_ID.finditer(text)]
    return found + [p.pattern for p in RAW_FORMS if p.search(text)]


def random_games():
    """A few seeded random games over the options, paused every few decisions."""
    setups = [(3, 1, {}), (4, 2, {"persuasion": True, "bad_reputation": True, "reduced_faction": True}),
              (5, 3, {"scenario": "B"})]
    for players, seed, options in setups:
        st = GAME.new_state(players, seed, options)
        chooser = random.Random(seed)
        steps = 0
        while (decision := st.decision()) is not None and steps < 1500:
            steps += 1
            if steps % 7 == 0:
                yield st
            seat = decision.seats[0]
            st.apply(seat, chooser.choice(st.legal_ids(seat)))
        yield st


@pytest.fixture(scope="module")
def samples():
    return list(_snapshots())


def _snapshots():
    for st in random_games():
        seat = st.decision().seats[0] if st.decision() else 0
        yield {"log": [render(e.key, e.args, CATALOG) for e in st.log],
               "prompt": render(st.decision().prompt, {}, CATALOG) if st.decision() else "",
               "labels": [a.label for k in range(st.players) for a in st.legal_actions(k)]
               + [st.label(a) for a in st.legal_ids(seat)],
               "view": st.view(seat), "seat": seat}


def test_log_lines_and_prompts_read_as_words(samples):
    lines = {line for s in samples for line in s["log"]} | {s["prompt"] for s in samples}
    bad = {line: unreadable(line) for line in lines if unreadable(line)}
    assert bad == {}
    assert any(line.startswith("Statesmen dealt: Seat 1: ") for line in lines)


def test_action_labels_name_things(samples):
    labels = {label for s in samples for label in s["labels"]}
    bad = {label: unreadable(label) for label in labels if unreadable(label)}
    assert bad == {}
    assert any(label.startswith("Appoint ") for label in labels)


def test_hand_shows_names_and_text_in_view_text_and_svg(samples):
    for s in samples[:40]:
        board = s["view"]["board"]
        text, svg = GAME.board_text(s["view"]), GAME.board_svg(s["view"])
        ET.fromstring(svg)  # well-formed
        for card in board["hand"]:
            assert set(card) >= {"id", "name", "kind", "text"}
            assert card["name"] in text and card["text"] in text
            assert card["name"].replace("&", "&amp;") in svg
        assert not unreadable(text.replace("Your hand", ""))


def test_board_shows_offices_states_and_tracks():
    st = GAME.new_state(3, 1)
    view = st.view(0)
    svg, text = GAME.board_svg(view), GAME.board_text(view)
    for words in ("George Washington", "President", "Vice President", "Chief Justice", "Public support",
                  "Tension", "Revenue", "Reserves", "Seat 1", "Seat 3"):
        assert words in svg
    assert "Virginia 27" in text and "President: George Washington (Seat 1)" in text
    assert 'data-target="VA"' in svg and ">27<" in svg


def test_labels_read_by_others_keep_the_hand_secret():
    """`label(id)` alone names only the slot: anyone may read it once the move is made."""
    st = GAME.new_state(3, 1)
    card = content.card_name(st.hands[0][0])
    assert card not in st.label("discard:slot0")
    assert st.label("discard:slot0") == "Discard card 1 of the hand"
