"""What the log says, read as players read it: planner names, whole sentences, no internal
codes. Seats 0, 1, 2 of `blank` play Madison, Paterson and Sherman."""

from hustings.engine.messages import render
from hustings.games.convention import GAME
from hustings.games.convention.state import ROUNDS

from .helpers import blank, card, cid, fill_draw_area, give, ids, seat_delegation


def log_lines(state, start: int = 0) -> list[str]:
    """The log from `start` on as a full-information replay shows it: every line, private
    ones included."""
    catalog, sides = GAME.messages(), state.side_names()
    return [render(e.key, e.args, catalog, sides) for e in state.log[start:]]


def seven_yea_with_madison_last(state) -> None:
    """Six uncontrolled yea delegations; Madison casts the seventh with two large-states
    delegates on a large-states article, scoring 4."""
    for code, name in (("NH", "Langdon"), ("MA", "Gorham"), ("CT", "Johnson"), ("NY", "Yates"),
                       ("NJ", "Livingston"), ("DE", "Broom")):
        seat_delegation(state, code, "yea", -1, name)
    seat_delegation(state, "VA", "nay", 2, "Washington")
    give(state, 0, "Wilson", "Mifflin")
    state.apply(0, f"vote:PA:yea:{ids('Wilson', 'Mifflin')}")


def test_convention_room_points_are_logged_by_player():
    state = blank(3, convention="large")
    seven_yea_with_madison_last(state)
    lines = log_lines(state)
    assert "Madison scores 4 points for the convention room" in lines
    assert not any("Sherman scores" in line for line in lines)  # Sherman's VA lost
    assert any(line.startswith("The article is adopted and settles as '") for line in lines)
    assert not any("points [" in line or "[4, 0, 0]" in line for line in lines)


def test_debate_bonus_and_final_scores_name_the_planners():
    state = blank(3, convention="large")
    state.round = ROUNDS
    state.tiles[1] = [1, 0, 0, 0]
    state.tiles_left[0] -= 1
    seven_yea_with_madison_last(state)
    state.apply(2, "flip:no")  # Sherman's marker from the losing VA won the committee room
    assert state.is_over()
    lines = log_lines(state)
    bonus = state.scores[1]
    assert bonus > 0
    assert "Sherman leads the committee room and scores 1 point" in lines
    assert any(line.startswith("Sherman leaves the committee article as '") for line in lines)
    assert f"Paterson scores a debate bonus of {bonus} points" in lines
    assert lines[-1] == f"Final scores: Madison 4, Paterson {bonus}, Sherman 1"
    assert not any("Debate bonus [" in line or "final scores [" in line
                   or "turned over:" in line for line in lines)
    board = GAME.board_text(state.view(None))
    assert f"final scores Madison 4, Paterson {bonus}, Sherman 1" in board
    assert "[4, " not in board


def test_a_card_drawn_into_a_hand_names_who_receives_it():
    state = blank(3)
    give(state, 0, "Wilson", "Mifflin")
    fill_draw_area(state)
    slot_card = state.draw[0]
    state.apply(0, f"discard:{cid('Wilson')}")
    start = len(state.log)
    state.apply(0, "take:slot0")
    private = [e for e in state.log[start:] if e.key == "convention.log.drew_private"]
    assert [e.seats for e in private] == [(0,)]  # still shown to that seat only
    lines = log_lines(state, start)
    assert f"Madison receives {state.card_name(slot_card)}" in lines
    assert not any("You receive" in line for line in lines)


def test_outvoting_a_delegation_nobody_controls_names_no_owner():
    state = blank(3, convention="fed")
    seat_delegation(state, "PA", "yea", -1, "Franklin")
    give(state, 0, "Mifflin", "Clymer")
    state.apply(0, f"vote:PA:nay:{ids('Mifflin', 'Clymer')}")
    lines = log_lines(state)
    assert "Madison outvotes PA's delegation (Benjamin Franklin), which nobody controlled" in lines
    assert not any("Seat 0" in line for line in lines)


def test_outvoting_a_controlled_delegation_names_its_owner():
    state = blank(3, convention="fed")
    seat_delegation(state, "PA", "yea", 2, "Franklin")
    give(state, 0, "Mifflin", "Clymer")
    state.apply(0, f"vote:PA:nay:{ids('Mifflin', 'Clymer')}")
    assert "Madison outvotes PA's delegation (Benjamin Franklin) of Sherman" in log_lines(state)


def test_a_marker_pushed_off_a_debate_track_leaves_it():
    state = blank(3)
    state.debate[2][1] = 1
    state.free[1] = 2
    give(state, 0, "Houston")
    state.apply(0, f"event:{cid('Houston')}:fed:1")
    lines = log_lines(state)
    assert ("Madison pushes Paterson's marker off the Federalist debate track; "
            "it returns to Paterson") in lines
    assert not any("space 0" in line or " fed " in line for line in lines)


def test_a_marker_pushed_back_on_a_debate_track_stays_on_it():
    state = blank(3)
    state.debate[0][2] = 3
    state.free[2] = 2
    give(state, 0, "Houston")
    state.apply(0, f"event:{cid('Houston')}:large:2")
    assert ("Madison pushes Sherman's marker on the Large States debate track back to space 2"
            in log_lines(state))


def test_event_points_give_a_readable_reason():
    state = blank(3)
    seat_delegation(state, "PA", "yea", 0, "Franklin")
    give(state, 0, "Broom")
    state.apply(0, f"event:{cid('Broom')}")
    lines = log_lines(state)
    assert "Madison scores 1 point (one for each delegation controlled)" in lines
    assert not any("point(s)" in line or "(delegations)" in line for line in lines)
    assert card("Broom") in state.discard


def test_drawing_logs_the_cards_drawn():
    state = blank(3)
    give(state, 0, "Rutledge")
    start = len(state.log)
    state.apply(0, f"event:{cid('Rutledge')}")
    lines = log_lines(state, start)
    assert sum(line.startswith("Madison receives ") for line in lines) == 2
    assert lines[-1] == "Madison draws 2 cards from the deck"
    assert not any("card(s)" in line for line in lines)


def test_a_reshuffle_is_logged_before_its_cut():
    state = blank(3)
    give(state, 0, "Langdon")
    state.discard, state.deck = state.deck[:-1], state.deck[-1:]
    state.apply(0, f"event:{cid('Langdon')}")  # draws the last card: a new deck at once
    keys = [e.key for e in state.log]
    shuffled = keys.index("convention.log.reshuffled")
    assert keys[shuffled + 1] == "convention.log.cut"
    assert state.log[shuffled].rule == "convention Mischen des Karten-Decks"
    assert log_lines(state)[shuffled].startswith("Madison shuffles the discard pile into a new deck")


def test_reclaiming_names_the_place_in_words():
    state = blank(3, convention="fed")
    seat_delegation(state, "NC", "yea", 0, "Blount")
    state.debate[2][0] = 1
    state.free[0], state.markers[0] = 0, 2  # both markers in use: a vote must take one back
    give(state, 0, "Mifflin", "Clymer", "Wilson")
    state.apply(0, f"vote:PA:nay:{ids('Mifflin', 'Clymer')}")
    labels = {a.id: a.label for a in state.legal_actions(0)}
    assert labels["reclaim:debate:fed"] == ("Take back your influence marker from the "
                                            "Federalist debate track")
    state.apply(0, "reclaim:room:NC")
    lines = log_lines(state)
    assert ("Madison takes back the influence marker on the NC delegation, which stays "
            "uncontrolled") in lines
    assert not any("room:NC" in line for line in lines)


def test_event_labels_say_what_the_choice_does_and_name_planners():
    state = blank(3, convention="fed")
    seat_delegation(state, "GA", "yea", 1, "Few")
    state.debate[0][1] = 2
    state.committee[2] = 1
    give(state, 0, "Houston", "Strong", "Gerry")
    labels = {a.id: a.label for a in state.legal_actions(0)}
    assert labels[f"event:{cid('Houston')}:large:1"].endswith(
        "(push back Paterson's marker on the Large States debate track)")
    assert labels[f"event:{cid('Strong')}:GA"].endswith("(move GA's delegation to the other side)")
    assert labels[f"event:{cid('Gerry')}:2"].endswith("(send a committee marker of Sherman home)")
    assert not any("seat" in label for label in labels.values())


def test_text_board_names_planners_factions_and_phases():
    state = GAME.new_state(3, 4)
    board = GAME.board_text(state.view(None))
    assert board.splitlines()[0] == ("Set-up: choosing the delegates to discard: "
                                     + ", ".join(state.side_names()))
    for seat in range(3):
        state.apply(seat, state.legal_ids(seat)[0])
    state.debate[1][state.turn] = 2
    state.free[state.turn] -= 1
    board = GAME.board_text(state.view(None))
    first = board.splitlines()[0]
    assert first == f"Round 1 of 4: {state.planner_of(state.turn)} to take a turn"
    assert f"Small States {state.planner_of(state.turn)} 2" in board
    assert "action" not in first and "seat" not in first and "[0, " not in board
    assert not any(f" {code}" in line for line in board.splitlines() if line.startswith("Draw")
                   for code in ("large", "small", "fed", "anti"))
