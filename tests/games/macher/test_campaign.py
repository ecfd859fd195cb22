"""Rulebook 4 (set-up) and 5.1-5.2.7: the preliminary round and the campaign phases."""

import pytest

from hustings.engine import IllegalAction
from hustings.engine.protocol import strings_in
from hustings.games.macher import media, organization, polls, round_end
from hustings.games.macher.content import PLATFORM_FACE, POLLS

from .helpers import fresh, play_until, set_opinions, set_platform


def test_4_1_open_platforms_hold_five_different_topics():
    """The rulebook's example: a second card on the euro (now or later) is dealt again."""
    for seed in range(20):
        st = fresh(5, seed)
        for seat in range(5):
            topics = [PLATFORM_FACE[c] >> 1 for c in st.plat_open[seat]]
            assert len(topics) == 5 and len(set(topics)) == 5
            assert len(st.plat_hand[seat]) == 3


def test_4_2_boards_show_4_3_2_1_opinions_face_up_without_clashes():
    st = fresh(4, 3)
    assert [sum(up) for up in st.b_up] == [4, 3, 2, 1]
    assert st.b_round == [1, 2, 3, 4]
    assert all(st.b_org[b] == [1, 1, 1, 1] for b in range(4))
    assert st.members == [5] * 4 and st.money == [25_000] * 4
    assert len(st.exchange) == 6
    assert st.invariant_errors() == []


def complete_sheet(st, seat, picks):
    for action in picks:
        st.apply(seat, action)


def test_5_1_sheets_are_secret_until_all_are_filled():
    st = fresh(3)
    complete_sheet(st, 0, ["sheet1:a", "at:b0", "at:b0", "at:b1", "sheet2:c", "at:b1"])
    assert st.b_trend[0][0] == 0 and st.b_media[1][0] == 0  # nothing placed yet
    assert st.decision().seats == (1, 2)
    for viewer in (1, 2, None):
        text = str(st.view(viewer))
        assert "black:sheet" not in text
    assert "black:sheet" in str(st.view(0))
    complete_sheet(st, 1, ["sheet1:b", "at:b0", "at:b2", "sheet2:d"])
    complete_sheet(st, 2, ["sheet1:c", "at:b1", "at:b1", "sheet2:b", "at:b3"])
    assert st.b_trend[0][0] == 2 and st.b_org[1][0] == 7 and st.b_media[1][0] == 1
    assert st.b_votes[0][1] == 8 and st.b_org[2][1] == 7 and st.members[1] == 11
    assert st.b_media[1][2] == 1 and st.b_org[1][2] == 9 and st.b_org[3][2] == 5
    assert st.money == [25_000] * 3  # the preliminary round is free
    assert st.phase == "bid"


def test_5_1_organization_spaces_cap_the_sheet():
    st = fresh(3)
    complete_sheet(st, 0, ["sheet1:c", "at:b0", "at:b0", "sheet2:b"])
    assert "at:b0" not in st.legal_ids(0)  # 1 + 8 + 4 would pass the 10 spaces


def test_5_1_media_overflow_closes_the_region_for_good():
    st = fresh(5)
    for seat in range(5):
        complete_sheet(st, seat, ["sheet1:c", "at:b2", "at:b3", "sheet2:c", "at:b2"])
    assert sum(st.b_media[2]) == 10 and st.b_closed[2]
    st = play_until(st, "media")
    seat = st.decision().seats[0]
    assert "buy:b2" not in st.legal_ids(seat)


def test_5_2_1_bids_are_sealed_and_only_the_winner_pays():
    st = play_until(fresh(3, 1), "bid")
    money = list(st.money)
    st.apply(0, "bid:3000")
    assert "bid:3000" not in str(st.view(1)) and "black:bid:3000" in str(st.view(0))
    assert all("bid" not in e.key or e.key == "bid_sealed" for e in st.log[-1:])
    st.apply(1, "bid:1000")
    st.apply(2, "bid:0")
    assert st.phase == "name_start" and st.decision().seats == (0,)
    assert st.money == [money[0] - 3000, money[1], money[2]]
    st.apply(0, "start:2")
    assert st.start == 2


def test_5_2_1_tied_bids_roll_the_special_die():
    st = play_until(fresh(3, 2), "bid")
    money = list(st.money)
    for seat in range(3):
        st.apply(seat, "bid:2000")
    rolls = [e for e in st.log if e.key == "tie_rolled"]
    assert rolls
    before = [e for e in st.log if e.key == "bid_won"][-1]
    assert before.args["amount"] == 2000
    winner = st.decision().seats[0]
    assert winner in rolls[-1].args["parties"]
    assert sum(st.money) == sum(money) - 2000


def test_5_2_2_platform_redraw_then_one_swap_keeping_topics_apart():
    st = play_until(fresh(3, 5), "platform")
    seat = st.decision().seats[0]
    st.apply(seat, "discard:h0")
    st.apply(seat, "discard:h1")
    st.apply(seat, "draw")
    assert len(st.plat_hand[seat]) == 3
    if st.decision().prompt == "platform_swap":
        for action in st.legal_ids(seat):
            if action.startswith("swap:"):
                copy = st.clone()
                copy.apply(seat, action)
                topics = [PLATFORM_FACE[c] >> 1 for c in copy.plat_open[seat]]
                assert len(set(topics)) == 5
                assert len(copy.plat_hand[seat]) == 2


def coalition_position(shared_with_1, shared_with_2):
    st = play_until(fresh(3, 8), "cabinet")
    for seat in st.order():
        st.apply(seat, "done")
    base = ["euro+", "nuclear-", "welfare+", "taxes-", "asylum+"]
    other = ["euro-", "nuclear+", "welfare-", "taxes+", "asylum-"]
    set_platform(st, 0, base)
    set_platform(st, 1, base[:shared_with_1] + other[shared_with_1:])
    set_platform(st, 2, base[:shared_with_2] + other[shared_with_2:])
    st.forget_legal()  # the state was changed by hand, not by an action
    return st


def test_5_2_4_voluntary_coalition_needs_two_shared_cards_and_consent():
    st = coalition_position(2, 1)
    assert st.phase == "media"  # no tiles, no coalitions
    st.phase = "coalition"
    cur = st.current()
    st.b_phone[cur] = [1, 1, 1]
    st.start = 0
    from hustings.games.macher import coalitions
    coalitions.begin(st)
    assert st.legal_ids(0) == ["pass", "propose:1"]
    st.apply(0, "propose:1")
    assert st.decision().seats == (1,)
    st.apply(1, "accept")
    assert st.partner[:2] == [1, 0]
    assert st.phase != "coalition" or st.ctx["seat"] == 2


def test_5_2_4_three_shared_cards_force_a_coalition():
    st = coalition_position(3, 3)
    from hustings.games.macher import coalitions
    cur = st.current()
    st.b_phone[cur] = [1, 1, 1]
    st.start = 0
    coalitions.begin(st)
    assert "force:1" in st.legal_ids(0) and "force:2" in st.legal_ids(0)
    st.apply(0, "force:2")
    assert st.partner == [2, -1, 0]
    # seat 1 may no longer ally with either
    assert st.phase != "coalition" or st.ctx.get("seat") != 1


def test_5_2_5_media_buying_ends_after_a_round_of_passes():
    st = play_until(fresh(3, 9), "media")
    st.money = [40_000] * 3
    first = st.decision().seats[0]
    st.apply(first, "pass")
    second = st.decision().seats[0]
    st.apply(second, "buy:b1")
    assert st.money[second] == 36_000
    third = st.decision().seats[0]
    st.apply(third, "pass")
    st.apply(first, "buy:b1")  # passing is not final
    for seat in (second, third, first):
        assert st.phase == "media"
        st.apply(seat, "pass")
    assert st.phase != "media"


def test_5_2_5_five_media_spaces_per_region():
    st = play_until(fresh(3, 9), "media")
    st.money = [90_000] * 3
    st.b_media[1] = [2, 2, 1]
    st.media_supply = [3, 3, 4]
    st.forget_legal()  # the state was changed by hand, not by an action
    seat = st.decision().seats[0]
    assert "buy:b1" not in st.legal_ids(seat)


def test_5_2_5_media_majority_exchange_and_duplicator_immunity():
    st = play_until(fresh(3, 9), "media")
    st.b_media = [[0, 0, 0] for _ in range(4)]
    st.media_supply = [5, 5, 5]
    set_opinions(st, 1, ["euro+", "nuclear+", "welfare+", "taxes+"])
    st.b_dup[1] = 2
    st.b_media[1] = [2, 1, 0]
    st.b_media[2] = [1, 1, 0]   # a tie is no majority
    st.media_supply = [2, 3, 5]
    media.begin_majorities(st)
    assert st.phase == "media_majority" and st.ctx["seat"] == 0 and st.ctx["board"] == 1
    ids = st.legal_ids(0)
    assert not any(a.startswith("swap:2:") for a in ids)  # the duplicated card is immune
    for action in ids:
        if action.startswith("swap:"):
            _, slot, index = action.split(":")
            new = st.exchange[int(index[1:])] // 3
            others = {st.b_cards[1][k] // 6 for k in range(4) if k != int(slot)}
            assert new >> 1 not in others


def test_5_2_6_four_markers_per_region_per_turn_ten_per_region():
    st = play_until(fresh(3, 10), "organization")
    seat = st.decision().seats[0]
    st.money[seat] = 50_000
    for board in range(4):
        st.b_org[board][seat] = 0
    st.b_org[0][seat] = 9
    st.forget_legal()  # the state was changed by hand, not by an action
    for _ in range(4):
        st.apply(seat, "org:b1")
    assert "org:b1" not in st.legal_ids(seat)
    st.apply(seat, "org:b0")
    assert "org:b0" not in st.legal_ids(seat)
    with pytest.raises(IllegalAction):
        st.apply(seat, "org:b0")


def test_5_2_7_open_auction_passing_is_final_and_winner_pays():
    st = play_until(fresh(3, 11), "poll_bid")
    st.money = [20_000] * 3
    a = st.decision().seats[0]
    st.apply(a, "pass")
    b = st.decision().seats[0]
    st.apply(b, "bid:1000")
    c = st.decision().seats[0]
    assert c != a
    st.apply(c, "bid:2000")
    assert st.decision().seats == (b,)
    st.apply(b, "pass")
    assert st.phase == "poll_use" and st.money[c] == 18_000
    assert POLLS[st.ctx["poll_card"]].id in st.secrets()[c]
    st.apply(c, "bury")
    buried = [e for e in st.log if e.key == "poll_buried"][-1]
    assert len(buried.args["dice"]) == 2


def test_5_2_7_media_majority_protects_from_a_falling_trend():
    st = play_until(fresh(3, 11), "poll_bid")
    st.phase = "poll_shift"
    board = st.ctx["board"]
    card = st.poll_deck[-1]
    st.poll_deck.pop()
    st.ctx.update({"poll_card": card, "high_seat": 0, "shifted": [], "left": 2})
    st.b_trend[board] = [0, 0, 0]
    st.b_media[board] = [0, 2, 0]
    shifts = POLLS[card].shifts
    ids = polls.shift_options(st)
    if shifts[1] < 0:
        assert "shift:1" not in ids
    for s in range(3):
        if s != 1:
            assert f"shift:{s}" in ids


def test_5_4_3_income_from_seats_and_members_in_rounds_1_3_5():
    st = fresh(3)
    st.round = 1
    st.seats_won = [[4, 0, 0, 0, 0, 0, 0], [0] * 7, [0] * 7]
    st.members = [10, 5, 5]
    round_end.pay(st)
    assert st.money == [25_000 + 14_000, 30_000, 30_000]
    st.round = 2
    st.seats_won[0][1] = 2
    round_end.pay(st)
    assert st.money[0] == 39_000 + 2_000


def test_5_4_4_contributions_and_the_sole_highest_decliner_bonus():
    st = play_until(fresh(3, 12), "contribute")
    money = list(st.money)
    members = list(st.members)
    order = st.order()
    st.apply(order[0], "accept:bank")
    st.apply(order[1], "decline:industry")
    assert "blue:declined" not in str(st.view(order[0])) or order[1] != 1
    st.apply(order[2], "decline:craft")
    assert st.money[order[0]] == money[order[0]] + 10_000
    bonus = [e for e in st.log if e.key == "decline_bonus"]
    assert bonus and bonus[-1].args["seat"] == order[1]
    assert st.members[order[1]] > members[order[1]]
    assert all(len(st.contrib_hand[s]) == 4 for s in range(3))


def test_5_4_4_risk_takes_no_more_members_than_the_party_has():
    st = play_until(fresh(3, 12), "contribute")
    order = st.order()
    st.members[order[0]] = 0
    st.apply(order[0], "accept:bank")   # one risk die
    for seat in order[1:]:
        st.apply(seat, "accept:bank")
    risk = next(e for e in st.log if e.key == "contribution_risk" and e.args["seat"] == order[0])
    assert risk.args["dice"][0] >= 1 and risk.args["lost"] == 0
    assert st.members[order[0]] == 0


def test_5_4_4_tied_highest_decliners_get_no_bonus():
    st = play_until(fresh(3, 12), "contribute")
    for seat in st.order():
        st.apply(seat, "decline:bank")
    assert not [e for e in st.log if e.key == "decline_bonus"]


def test_5_4_2_seventh_region_has_two_opinions_face_up_and_no_more_regions_later():
    st = play_until(fresh(3, 13), "contribute")
    while st.round < 4 or st.phase != "bid":
        st = play_until(st, "bid") if st.phase != "bid" else st
        if st.round < 4:
            st = play_until(st, "contribute")
    seventh = [b for b in range(4) if st.b_round[b] == 7]
    assert len(seventh) == 1
    laid = [e for e in st.log if e.key == "region_laid_out"]
    assert [e.args["election"] for e in laid] == [5, 6, 7]
    st = play_until(st, "contribute")
    assert sum(1 for r in st.b_region if r >= 0) == 3


def test_5_4_1_uncovering_keeps_topics_apart():
    for seed in range(6):
        st = play_until(fresh(4, seed), "contribute")
        for b in range(4):
            up = [st.b_cards[b][k] // 6 for k in range(4) if st.b_up[b][k]]
            assert len(up) == len(set(up))


def test_organization_skips_a_party_that_cannot_place():
    st = play_until(fresh(3, 10), "organization")
    seat = st.decision().seats[0]
    st.money[(seat + 1) % 3] = 0
    st.apply(seat, "done")
    assert st.decision().seats[0] == (seat + 2) % 3
    assert organization.RULE == "macher 5.2.6"




def test_hidden_platform_cards_and_money_stay_private():
    st = fresh(3)
    for card in st.plat_hand[0]:
        assert f"pl{card}" in strings_in(st.view(0))
        assert f"pl{card}" not in strings_in(st.view(1))
        assert f"pl{card}" not in strings_in(st.view(None))
    assert st.view(0)["board"]["parties"][0]["money"] == 25_000
    assert "money" not in st.view(1)["board"]["parties"][0]
    assert "money" not in st.view(None)["board"]["parties"][0]
    assert "private" not in st.view(None)["board"]


def test_5_2_4_a_refused_offer_and_one_coalition_per_party():
    st = coalition_position(2, 3)
    from hustings.games.macher import coalitions
    cur = st.current()
    st.b_phone[cur] = [1, 1, 1]
    st.start = 0
    coalitions.begin(st)
    st.apply(0, "propose:1")
    st.apply(1, "refuse")
    assert st.partner == [-1, -1, -1]
    # seat 1 passes; seat 2, sharing three cards with seat 0, forces a coalition with it
    while st.phase in ("coalition", "coalition_answer"):
        seat = st.decision().seats[0]
        ids = st.legal_ids(seat)
        if seat == 2 and "force:0" in ids:
            st.apply(2, "force:0")
        else:
            st.apply(seat, "pass" if "pass" in ids else ids[0])
    assert st.partner[0] == 2 and st.partner[2] == 0 and st.partner[1] == -1


def test_5_2_4_no_coalition_in_the_seventh_election():
    st = coalition_position(3, 3)
    from hustings.games.macher import coalitions
    cur = st.current()
    st.b_phone[cur] = [1, 1, 1]
    st.b_round[cur] = 7
    coalitions.begin(st)
    assert st.partner == [-1, -1, -1] and st.phase != "coalition"


def test_5_2_7_nobody_bids_the_poll_is_not_sold():
    st = play_until(fresh(3, 11), "poll_bid")
    board = st.ctx["board"]
    for _ in range(3):
        st.apply(st.decision().seats[0], "pass")
    assert any(e.key == "poll_unsold" and e.args["board"] == board for e in st.log)


def test_5_2_7_published_poll_applies_at_most_its_results():
    st = play_until(fresh(3, 11), "poll_bid")
    st.money = [20_000] * 3
    seat = st.decision().seats[0]
    st.apply(seat, "bid:1000")
    for _ in range(2):
        st.apply(st.decision().seats[0], "pass")
    card = POLLS[st.ctx["poll_card"]]
    board = st.ctx["board"]
    st.b_media[board] = [0, 0, 0]
    st.apply(seat, "publish")
    applied = 0
    while st.phase == "poll_shift":
        ids = [i for i in st.legal_ids(seat) if i.startswith("shift:")]
        if not ids:
            break
        st.apply(seat, ids[0])
        applied += 1
    assert applied <= card.results


def test_options_standard_dice_roll_one_to_six():
    from hustings.games.macher import GAME
    st = GAME.new_state(3, 1, {"standard_dice": True})
    assert {st.die() for _ in range(200)} == {1, 2, 3, 4, 5, 6}
    st = GAME.new_state(3, 1)
    assert {st.die() for _ in range(200)} == {1, 2, 3}
