"""The log and the labels read as plain English in concrete positions: national spaces
counted from 1 as on the board, trends at their limit, polls and bids by party colour,
no Python lists or flags, counts with the right noun and no message that says what did
not happen. Each test also checks that the old wording is gone."""

from hustings.engine.messages import render
from hustings.games.macher import GAME, national_scoring, region_scoring, round_end
from hustings.games.macher.content import POLLS, REGIONS

from .helpers import fresh, play_until, set_national, set_opinions
from .test_cabinet import at_cabinet
from .test_scoring import scoring_position

MESSAGES = GAME.messages()


def lines(st, since: int = 0) -> list[str]:
    return [render(e.key, e.args, MESSAGES) for e in st.log[since:]]


def labels(st, seat: int) -> dict[str, str]:
    return {action.id: action.label for action in st.legal_actions(seat)}


def test_a_promoted_opinion_names_the_same_national_space_as_its_label_and_the_board():
    """Replacing the unsecured card on the third space: label, log and board all say 3."""
    st = scoring_position()
    set_national(st, [("environment+", True), ("taxes+", False), ("asylum+", False),
                      ("nuclear+", False), ("military-", True)])
    set_opinions(st, 0, ["euro+", "welfare+", None, None])
    st.b_votes[0] = [30, 0, 0]
    region_scoring.begin(st)
    assert labels(st, 0)["promote:0:n2"] == (
        "Send Euro now (euro+) to the national board, replacing Open asylum (asylum+) "
        "in space 3")
    since = len(st.log)
    st.apply(0, "promote:0:n2")
    line = lines(st, since)[0]
    assert line == ("Black carries Euro now (euro+) to national space 3, replacing "
                    "Open asylum (asylum+).")
    assert "national space 2" not in line and "(replaced)" not in line
    assert "3: euro+" in GAME.board_text(st.view(None))


def test_promotions_say_how_the_card_took_its_space_in_words():
    st = scoring_position()
    set_national(st, [("euro+", False), ("nuclear+", False)])
    set_opinions(st, 0, ["euro+", "nuclear-", None, None])
    st.b_votes[0] = [30, 0, 0]
    region_scoring.begin(st)
    assert labels(st, 0)["promote:0"] == (
        "Send Euro now (euro+) to the national board, securing it in space 1")
    since = len(st.log)
    st.apply(0, "promote:0")
    st.apply(0, "promote:1")
    text = lines(st, since)
    assert text[0] == "Black carries Euro now (euro+) to national space 1, securing it."
    assert text[1].startswith("Black carries Phase out nuclear (nuclear-) to national space "
                              "2, replacing the opposite opinion, Keep the reactors (nuclear+)")
    assert not any("replaced_opposite" in line or "(secured)" in line for line in text)


def poll_shift_position(target: int, shift: int):
    """Black holds a published poll for the current board whose shift for `target` is
    `shift`, one result left to apply; no media majority anywhere."""
    st = play_until(fresh(3, 11), "poll_bid")
    card = next(c for c in st.poll_deck if POLLS[c].shifts[target] == shift)
    st.poll_deck.remove(card)
    st.phase = "poll_shift"
    st.ctx.update({"poll_card": card, "high_seat": 0, "shifted": [], "left": 1})
    st.b_media[st.ctx["board"]] = [0, 0, 0]
    st.forget_legal()
    return st


def test_a_poll_shift_stopped_at_minus_3_logs_where_the_trend_ends():
    """Rulebook 5.2.7: no trend goes below -3. A -2 shift on a trend at -2 moves it one
    step, and the log says where it ends, not the card's figure."""
    st = poll_shift_position(target=1, shift=-2)
    board = st.ctx["board"]
    st.b_trend[board][1] = -2
    name = REGIONS[st.b_region[board]].name
    assert labels(st, 0)["shift:1"] == f"Apply the poll's -2 to blue's trend in {name} (-2 to -3)"
    since = len(st.log)
    st.apply(0, "shift:1")
    assert st.b_trend[board][1] == -3
    line = lines(st, since)[0]
    assert line == f"The poll moves blue's trend in {name} to -3."
    assert "by -2" not in line


def test_a_bought_poll_shows_its_shifts_by_party_to_its_buyer_and_when_published():
    st = play_until(fresh(3, 11), "poll_bid")
    st.money = [20_000] * 3
    first = st.decision().seats[0]
    st.apply(first, "pass")
    second = st.decision().seats[0]
    st.apply(second, "bid:1000")
    buyer = st.decision().seats[0]
    st.apply(buyer, "bid:2000")
    since = len(st.log)
    st.apply(second, "pass")
    card = POLLS[st.ctx["poll_card"]]
    shown = ", ".join(f"{color} {shift:+d}"
                      for color, shift in zip(("black", "blue", "red"), card.shifts[:3], strict=True))
    name = REGIONS[st.b_region[st.ctx["board"]]].name
    party = ("Black", "Blue", "Red")[buyer]
    seen = next(e for e in st.log[since:] if e.key == "poll_seen")
    assert seen.seats == (buyer,)   # only the buyer reads it
    line = render(seen.key, seen.args, MESSAGES)
    assert line == f"{party} looks at the poll for {name}: {shown} (may apply {card.results})."
    assert "trend shifts" not in line and "[" not in line
    since = len(st.log)
    st.apply(buyer, "publish")
    published = lines(st, since)[0]
    assert published == (f"{party} publishes '{card.headline}' for {name}: {shown} "
                         f"(may apply {card.results}).")
    assert "shifts [" not in published


def test_sealed_bids_are_revealed_by_party_with_thousands_separators():
    st = play_until(fresh(3, 4), "bid")
    since = len(st.log)
    for seat, bid in enumerate((1000, 0, 3000)):
        st.apply(seat, f"bid:{bid}")
    text = lines(st, since)
    assert "Start-player bids revealed: black 1,000, blue 0, red 3,000." in text
    assert "Red wins the right to name the start player and pays 3,000." in text
    assert not any("[1000, 0, 3000]" in line or "pays 3000" in line for line in text)


def test_final_scores_name_each_party_and_its_breakdown():
    st = scoring_position()
    st.seats_won = [[3, 4, 0, 0, 0, 0, 5], [0] * 7, [1] + [0] * 6]
    st.nat_media = [[] for _ in range(7)]
    st.members = [20, 12, 8]
    set_national(st, [])
    since = len(st.log)
    national_scoring.score(st)
    line = lines(st, since)[0]
    assert line == (
        "Final scores: black 42 (12 seats, 0 for national media, 20 members, 10 membership "
        "bonus, 0 for national opinion, 0 for secured opinions); blue 18 (no seats, 0 for "
        "national media, 12 members, 6 membership bonus, 0 for national opinion, 0 for "
        "secured opinions); red 9 (1 seat, 0 for national media, 8 members, 0 membership "
        "bonus, 0 for national opinion, 0 for secured opinions).")
    assert "[42, 18, 9]" not in line
    st.phase = "over"
    assert "Final scores: black 42, blue 18, red 9" in GAME.board_text(st.view(None))


def test_a_party_that_lays_no_shadow_cabinet_card_is_not_said_to_have_laid_them():
    st = at_cabinet()
    seat = st.decision().seats[0]
    since = len(st.log)
    st.apply(seat, "done")
    line = lines(st, since)[0]
    party = ("Black", "Blue", "Red")[seat]
    assert line == f"{party} lays no shadow-cabinet cards this round."
    assert "has laid its shadow-cabinet cards" not in line


def test_income_names_members_only_in_the_rounds_that_pay_them_with_singular_nouns():
    """Rulebook 5.4.3: members are paid after rounds 1, 3 and 5 only."""
    st = fresh(3)
    st.seats_won = [[1, 2, 0, 0, 0, 0, 0], [0] * 7, [0] * 7]
    st.members = [1, 5, 5]
    st.round = 1
    round_end.pay(st)
    assert lines(st)[-3] == "Black is paid 2,000 for 1 seat and 1 member."
    since = len(st.log)
    st.round = 2
    round_end.pay(st)
    text = lines(st, since)
    assert text[0] == "Black is paid 2,000 for 2 seats."
    assert text[1] == "Blue is paid 0 for no seats."
    assert not any("member" in line for line in text)


def test_a_contribution_without_risk_dice_says_there_is_no_risk():
    st = play_until(fresh(3, 12), "contribute")
    since = len(st.log)
    for seat in st.order():
        st.apply(seat, "accept:craft")   # the chamber of crafts: no risk dice
    text = lines(st, since)
    assert "Black accepts 'Chamber of crafts' (4,000)." in text
    assert "Black's contribution carries no risk." in text
    assert not any("rolls []" in line or "craft'" in line for line in text)


def test_the_media_choice_after_round_5_does_not_promise_later_regions():
    """Round 6's board is never cleared (5.4.2) and round 7 only scores: a marker kept
    on the board is used by no later region."""
    for number, expected in ((5, "Keep the media marker for later regions"),
                             (6, "Leave the media marker on this board (no later region "
                                 "will use it)")):
        st = scoring_position()
        st.b_media[0] = [1, 0, 0]
        st.media_supply = [4, 5, 5]
        st.b_votes[0] = [30, 0, 0]
        region_scoring.begin(st)
        st.round = number   # the same choice, as it comes in a later round
        assert labels(st, 0)["keep_media"] == expected


def test_starting_sheet_placements_name_the_part_they_place():
    st = fresh(3)
    st.apply(0, "sheet1:a")
    assert labels(st, 0)["at:b0"] == f"Place a trend step in {REGIONS[st.b_region[0]].name}"
    st.apply(0, "at:b0")
    assert labels(st, 0)["at:b1"].startswith("Place another trend step in ")
    st.apply(0, "at:b1")
    assert labels(st, 0)["at:b0"].startswith("Place 6 organization markers in ")
    assert not any(label.startswith("Place it in") for label in labels(st, 0).values())


def test_board_text_names_the_phase_and_marks_boards_already_scored():
    st = play_until(fresh(3, 5), "promote")
    text = GAME.board_text(st.view(None))
    assert "round 1: scoring the current region" in text and "(promote)" not in text
    assert "*b" not in text and " b1 " not in text
    st.round, st.phase = 7, "promote"
    current = st.current()
    for board in range(4):
        if board != current and st.b_region[board] >= 0:
            st.b_round[board] = 6
            scored = REGIONS[st.b_region[board]].name
    text = GAME.board_text(st.view(None))
    assert f"{scored} - " in text and "scored in round 6" in text
