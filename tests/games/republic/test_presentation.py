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


def test_text_board_shows_what_elections_and_newspapers_depend_on():
    """The text board carries what the view and the drawn board show: each state's
    election cubes and the running mates, both newspaper rows, black cubes and faction
    leaders on the seats' lines, the lasting cards, and "1 card" in the singular."""
    from .helpers import act, example_turn_one, refresh

    st = example_turn_one()
    st.opts["bad_reputation"] = st.opts["persuasion"] = True
    st.black[1] = 1
    st.faction_leader[2] = content.SID["henry"]
    st.in_play_cards.append("judicial_review")
    st.news_low = [[1, 0, 2], [0, 1, 0]]
    st.news_high = [[0, 1, 0], [0, 0, 3]]
    st.hands[4] = st.hands[4][:1]
    st.ctx, st.phase = {}, "treasury"
    refresh(st)
    while st.step in ("mate", "mate_accept"):
        act(st, st.legal_ids(st.decision().seats[0])[0])
    mates = {int(p): m for p, m in st.ctx["mate_of"].items()}
    for _ in range(3):
        act(st, next(i for i in st.legal_ids(st.decision().seats[0]) if i.startswith("place:")))
    text = GAME.board_text(st.view(None))
    lines = text.splitlines()
    assert "Lasting cards: Theory of Judicial Review" in lines
    assert ("Newspaper cubes in boxes 1/2/3: Conservative lower row 1/0/2, upper row 0/1/0; "
            "Liberal lower row 0/1/0, upper row 0/0/3") in lines
    seat_lines = {int(line[5]): line for line in lines if line.startswith("Seat ")}
    assert "1 black cube (bad reputation)" in seat_lines[2]
    assert "faction leader Patrick Henry" in seat_lines[3]
    assert "1 card in hand" in seat_lines[5]
    assert any(line.strip().startswith("Patrick Henry (") and line.endswith(", faction leader)")
               for line in lines)
    for p, mate in mates.items():
        assert f"  {content.NAME[p]}, running mate {content.NAME[mate]}" in lines
    cubes = next(line for line in lines if line.startswith("  Cubes: "))
    placed = [(code, s) for code, row in st.ctx["cubes"].items() for s, _ in row]
    assert len(placed) == 3
    for code, s in placed:
        assert f"{content.STATE[code].name}: " in cubes and content.NAME[s] in cubes
    assert not unreadable(text)


def test_no_action_is_labelled_by_its_bare_id():
    """Every legal action, in random games with every option, has a label of its own
    rather than its id with the colons turned into spaces."""
    from .helpers import example_turn_one, sedition_act_up_for_review

    st = example_turn_one()
    sedition_act_up_for_review(st)
    labels = {a.id: a.label for a in st.legal_actions(st.decision().seats[0])}
    assert labels["review:cancel"].startswith("Strike down the resolution")
    assert labels["review:uphold"] == "Let the resolution stand"
    options = {"persuasion": True, "bad_reputation": True, "reduced_faction": True,
               "reduced_negotiation": True}
    bare = set()
    for players, seed, opts in ((4, 5, options), (3, 6, {**options, "scenario": "C"}), (5, 7, {})):
        st = GAME.new_state(players, seed, opts)
        chooser = random.Random(seed)
        while (decision := st.decision()) is not None:
            for seat in range(players):
                bare |= {a.id for a in st.legal_actions(seat) if a.label == a.id.replace(":", " ")}
            seat = decision.seats[0]
            st.apply(seat, chooser.choice(st.legal_ids(seat)))
    assert bare == set()
