"""What players see: the board view, SVG targets, text rendering and messages."""

import random
import re
from pathlib import Path

from hustings.engine.messages import render
from hustings.games.convention import GAME

from .helpers import blank, cid, give, ids, seat_delegation

SOURCE = Path(GAME.__class__.__module__.replace(".", "/"))


def played(seed=3, steps=120, players=4):
    state = GAME.new_state(players, seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        seat = state.decision().seats[0]
        state.apply(seat, chooser.choice(state.legal_ids(seat)))
    return state


def test_view_shows_tally_by_state_previews_and_turn():
    state = blank(3, convention="large")
    seat_delegation(state, "PA", "yea", 0, "Wilson", "Clymer")
    seat_delegation(state, "VA", "nay", 1, "Washington")
    state.tiles[2] = [1, 0, 0, 0]
    state.tiles_left[0] = 3
    board = state.view(0)["board"]
    assert board["tally"]["yea"] == 1 and board["tally"]["nay"] == 1
    assert board["tally"]["by_state"]["PA"] == "yea" and board["tally"]["by_state"]["NY"] == "-"
    assert board["preview"]["if_adopted"] == [4, 0, 0]
    assert board["preview"]["if_rejected"] == [0, 1, 0]
    assert board["preview"]["final_bonus"][2] > 0
    assert board["preview"]["projected"][2] == board["preview"]["final_bonus"][2]
    assert board["turn"] == 0 and state.view(0)["decision"]["seats"] == [0]
    assert board["convention_article"]["faction"] == "large"


def test_hands_show_faces_to_their_owner_and_backs_to_others():
    state = blank(3)
    give(state, 1, "Wilson")
    mine = state.view(1)["board"]
    theirs = state.view(0)["board"]
    assert mine["hand"][0]["id"] == cid("Wilson") and "event" in mine["hand"][0]
    assert theirs["players"][1]["hand_backs"] == [{"state": "PA", "faction": "large"}]
    assert cid("Wilson") not in str(theirs) and cid("Wilson") not in str(state.view(None))


def test_svg_marks_every_target_of_every_legal_action():
    for seed in range(3):
        state = played(seed, 60 + 20 * seed)
        for seat in range(state.players):
            svg = GAME.board_svg(state.view(seat))
            drawn = set(re.findall(r'data-target="([^"]+)"', svg))
            for action in state.legal_actions(seat):
                assert set(action.targets) <= drawn, (action.id, set(action.targets) - drawn)


def test_svg_targets_for_votes_and_debates():
    state = blank(3, convention="anti")
    give(state, 0, "Ingersoll", "Mifflin")
    svg = GAME.board_svg(state.view(0))
    action = next(a for a in state.legal_actions(0)
                  if a.id == f"vote:PA:yea:{ids('Ingersoll', 'Mifflin')}")
    assert action.targets[:2] == ("state:PA", "side:yea")
    assert set(action.targets[2:]) == {f"card:{cid('Ingersoll')}", f"card:{cid('Mifflin')}"}
    assert 'data-target="state:PA"' in svg and 'data-target="track:fed"' in svg
    assert "Vote yea for PA" in action.label


def test_text_board_is_readable():
    state = played()
    text = GAME.board_text(state.view(0))
    assert "Tally: yea" in text and "Your hand:" in text and "Debating hall" in text


def test_every_log_key_and_prompt_has_a_message():
    catalog = GAME.messages()
    package = Path(__file__).parents[3] / "src" / "hustings" / "games" / "convention"
    keys = set()
    for path in package.glob("*.py"):
        keys |= set(re.findall(r'"(convention\.(?:log|prompt)\.[a-z_]+)"', path.read_text()))
    assert keys and keys <= set(catalog)
    state = played(5, 400)
    for event in state.log:
        text = render(event.key, event.args, catalog)
        assert "{" not in text, text


def test_labels_for_every_phase():
    state = played(1, 200)
    for seat in range(state.players):
        for action in state.legal_actions(seat):
            assert action.label and action.label != action.id
