"""Rulebook 5.2.3: the shadow cabinet. Cards are laid face down in turn order (the boards
are seen, the cards are not), revealed and paid for together, then used one per party per
turn. A card is a menu: its party uses ONE of the actions printed on it (among those that
can do something now), or none, and a telephone card lays a coalition tile whatever is
picked (docs/rulings/macher.md)."""

import pytest

from hustings.engine import IllegalAction
from hustings.games.macher import GAME, cabinet, content
from hustings.games.macher.content import CABINET, CABINET_INDEX, ContentError

from .helpers import fresh, play_until, set_opinions


def at_cabinet(players=3, seed=6):
    """A position at the start of the shadow cabinet with money to spare, no media
    markers anywhere and every trend at 0."""
    st = play_until(fresh(players, seed), "cabinet")
    st.money = [30_000] * players
    st.b_media = [[0] * players for _ in st.b_media]
    st.media_supply = [5] * players
    st.b_trend = [[0] * players for _ in st.b_trend]
    st.b_dup = [-1] * len(st.b_dup)
    return st


def reveal_plans(st, plans: dict[int, list[tuple[str, int]]]):
    """Lay these cards (card id, board) for the given seats, each party in its turn,
    seal every party and reveal."""
    while st.phase == "cabinet":
        seat = st.decision().seats[0]
        for card, board in plans.get(seat, []):
            st.apply(seat, f"cab:{card}:b{board}")
        st.apply(seat, "done")
    return st


def cabinet_log(st, since: int) -> list[tuple[str, str]]:
    return [(e.key, e.args.get("step", "")) for e in st.log[since:]]


def test_cards_list_their_actions_in_the_rulebook_order_and_dearer_cards_offer_more():
    order = content.CABINET_ACTION_ORDER
    assert order == ("votes", "duplicator", "media", "trend_up", "trend_down")
    for card in CABINET:
        ranks = [order.index(kind) for kind, _ in card.actions]
        assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)
    # the price follows the width of the choice: no card offers fewer actions than a
    # cheaper one, the cheapest offer one, the dearest all five
    widths = [len(c.actions) for c in sorted(CABINET, key=lambda c: c.cost)]
    assert widths == sorted(widths) and widths[0] == 1 and widths[-1] == len(order)


@pytest.mark.parametrize("actions, message", [
    ('[["trend_up", 1], ["votes", 2]]', "order"),
    ('[["votes", 2], ["votes", 1]]', "only once"),
    ('[["votes", 0]]', "amount"),
    ('[["media", 3]]', "no amount"),
    ('[]', "at least 1"),
])
def test_bad_card_actions_name_the_card(tmp_path, monkeypatch, actions, message):
    (tmp_path / "cabinet.toml").write_text(
        f'[[card]]\nid = "whip"\ntitle = "x"\ntext = "y"\ncost = 2000\nphone = true\n'
        f'actions = {actions}\n')
    monkeypatch.setattr(content, "DATA", tmp_path)
    with pytest.raises(ContentError, match=rf"cabinet.toml: card whip: .*{message}"):
        content._entries("cabinet.toml", "card", content.CabinetCard)


def test_5_2_3_cards_hidden_then_paid_then_used_one_per_party_per_turn():
    st = at_cabinet()
    seats = st.order()
    assert st.decision().seats == (seats[0],)
    st.apply(seats[0], "cab:youth:b0")
    st.apply(seats[0], "cab:general_secretary:b1")
    assert "cab:chair:b0" not in st.legal_ids(seats[0])  # one card per board
    st.apply(seats[0], "done")
    seen_by_other = str(st.view(seats[1]))
    assert "youth" not in str(st.view(seats[1])["log"]) and "@b" not in seen_by_other
    assert "youth@b0" in str(st.view(seats[0]))
    assert st.money == [30_000] * 3  # paid only on the reveal
    reveal_plans(st, {s: [("youth", 0), ("general_secretary", 1)] for s in seats[1:]})
    assert st.phase == "cabinet_act"
    assert st.money == [30_000 - 7_000] * 3
    turns = []
    while st.phase == "cabinet_act":
        decision = st.decision()
        seat = decision.seats[0]
        turns.append((seat, decision.prompt))
        if decision.prompt == "use_cabinet_card":
            # the party picks which card comes next
            assert st.legal_ids(seat) == ["use:b0", "use:b1"]
            st.apply(seat, "use:b1" if seat % 2 else "use:b0")
        else:
            assert decision.prompt == "cabinet_choose_action"
            st.apply(seat, "skip")
    order = st.order()
    # first turn: choose a card, then one of its actions; second turn: the last card is
    # used without asking which, only what for
    assert turns == ([t for s in order for t in ((s, "use_cabinet_card"),
                                                 (s, "cabinet_choose_action"))]
                     + [(s, "cabinet_choose_action") for s in order])


def test_5_2_3_cards_are_laid_in_turn_order_beside_boards_all_can_see():
    """Rulebook 5.2.3: the start player lays its face-down cards first, then the others
    clockwise; later parties see beside which boards the earlier ones laid cards (not
    which cards), and nobody else may act meanwhile."""
    st = at_cabinet()
    st.start = 1
    st.forget_legal()
    first, second, third = st.order()
    decision = st.decision()
    assert decision.seats == (first,) and not decision.simultaneous
    assert st.legal_ids(second) == [] and st.legal_ids(third) == []
    with pytest.raises(IllegalAction):
        st.apply(second, "cab:youth:b0")
    st.apply(first, "cab:chancellor:b2")
    st.apply(first, "done")
    assert st.decision().seats == (second,)
    view = st.view(second)
    assert view["board"]["step"]["face_down_beside"][first] == [2]
    assert "chancellor" not in str(view["log"]) + str(view["board"]["step"])
    assert [e.args["board"] for e in st.log if e.key == "cabinet_card_laid"] == [2]
    color = st.view(None)["board"]["parties"][first]["color"]
    lines = GAME.board_text(view).splitlines()
    name = view["board"]["boards"][2]["name"]
    board_2 = lines.index(next(line for line in lines if line[2:].startswith(name + " - ")))
    beside = [line for line in lines if "face-down cabinet card" in line]
    assert len(beside) == 1 and beside[0].split()[0] == color
    assert beside[0] in lines[board_2 + 2:board_2 + 2 + st.n]   # among board 2's parties
    assert "[card]" in GAME.board_svg(view)
    st.apply(second, "done")
    assert st.decision().seats == (third,)
    st.apply(third, "done")
    assert st.phase == "cabinet_act"


def chancellor_position():
    """Seat 0 uses the candidate for chancellor on board 1, where every one of its five
    actions can do something: two face-up opinions, blue's media marker, trends at 0."""
    st = at_cabinet()
    set_opinions(st, 1, ["euro+", "nuclear-", None, None])
    st.b_media[1] = [0, 1, 0]
    st.media_supply = [5, 4, 5]
    reveal_plans(st, {0: [("chancellor", 1)]})
    return st


def test_5_2_3_a_card_offers_one_of_its_actions_or_none():
    """(a) The card's menu lists exactly the actions printed on it that can act now,
    and a way to use none of them; the party is asked nothing else first."""
    st = chancellor_position()
    assert st.decision().prompt == "cabinet_choose_action"
    assert st.legal_ids(0) == ["act:duplicator", "act:media", "act:trend_down",
                               "act:trend_up", "act:votes", "skip"]
    # a cheaper card offers only what it lists
    st2 = at_cabinet()
    set_opinions(st2, 2, ["euro+", None, None, None])
    reveal_plans(st2, {1: [("finance", 2)]})
    assert st2.legal_ids(1) == ["act:duplicator", "act:votes", "skip"]
    # actions that could do nothing are not offered: own trend at +3, no other media
    # marker on the board, every rival at -3, no opinion card face up
    st3 = at_cabinet()
    set_opinions(st3, 1, [None, None, None, None])
    st3.b_trend[1] = [3, -3, -3]
    reveal_plans(st3, {0: [("chancellor", 1)]})
    assert st3.legal_ids(0) == ["act:votes", "skip"]


def test_5_2_3_a_card_none_of_whose_actions_can_act_asks_nothing():
    st = at_cabinet()
    st.b_trend[2] = [0, 3, 0]  # blue's own trend is at the top; no media markers anywhere
    mark = len(st.log)
    reveal_plans(st, {1: [("press", 2)]})
    assert st.phase != "cabinet_act"
    keys = [e.key for e in st.log[mark:]]
    assert "cabinet_card_idle" in keys and st.b_trend[2] == [0, 3, 0]


def test_5_2_3_choosing_votes_moves_only_the_votes():
    """(b) The chancellor used for its votes: five votes and nothing else (no trend up,
    no duplicator, no media swap, no trend down, and no question about them)."""
    st = chancellor_position()
    votes_before = [list(v) for v in st.b_votes]
    money_before = list(st.money)
    st.apply(0, "act:votes")
    assert st.phase != "cabinet_act"  # the card is spent: nothing more is asked
    assert st.b_votes[1][0] == votes_before[1][0] + 5
    assert [v for b, v in enumerate(st.b_votes) if b != 1] == \
        [v for b, v in enumerate(votes_before) if b != 1]
    assert st.b_votes[1][1:] == votes_before[1][1:]
    assert st.b_trend[1] == [0, 0, 0] and st.b_dup[1] == -1
    assert st.b_media[1] == [0, 1, 0] and st.money == money_before


def test_5_2_3_choosing_trend_up_raises_the_own_trend_to_at_most_plus_3():
    """(c) Trend up, picked from the menu, moves the own trend by the card's number and
    stops at +3; the card's votes are not taken. At +3 the action is not offered."""
    for card, start, expected in (("chancellor", 0, 2), ("chancellor", 2, 3),
                                  ("chair", 0, 1), ("chair", 3, None)):
        st = at_cabinet()
        st.b_trend[1] = [start, 0, 0]
        votes_before = st.b_votes[1][0]
        reveal_plans(st, {0: [(card, 1)]})
        if expected is None:
            assert "act:trend_up" not in st.legal_ids(0) and "act:votes" in st.legal_ids(0)
            continue
        st.apply(0, "act:trend_up")
        assert st.b_trend[1] == [expected, 0, 0], (card, start)
        assert st.b_votes[1][0] == votes_before
        assert st.phase != "cabinet_act"


def test_5_2_3_a_telephone_card_lays_its_coalition_tile_whatever_is_picked():
    """(d) The chair's telephone puts a coalition tile beside its board whichever of the
    card's actions the party uses, or if it uses none; the youth card has no phone."""
    assert CABINET[CABINET_INDEX["chair"]].phone and not CABINET[CABINET_INDEX["youth"]].phone
    for pick in ("act:votes", "act:trend_up", "act:duplicator", "skip"):
        st = at_cabinet()
        set_opinions(st, 0, ["euro+", None, None, None])
        reveal_plans(st, {0: [("chair", 0)], 1: [("youth", 0)]})
        assert st.decision().seats == (0,)
        st.apply(0, pick)
        if pick == "act:duplicator":
            st.apply(0, "dup_on:0")
        while st.phase == "cabinet_act":
            seat = st.decision().seats[0]
            st.apply(seat, "skip")
        assert st.b_phone[0] == [1, 0, 0] and st.tiles == [3, 4, 4], pick


def test_5_2_3_no_tile_when_all_four_are_out():
    st = at_cabinet()
    st.tiles[0] = 0
    reveal_plans(st, {0: [("whip", 0)]})
    st.apply(0, "act:votes")
    assert st.b_phone[0][0] == 0 and st.tiles[0] == 0


def test_5_2_3_a_picked_action_asks_for_its_target_and_uses_only_that_action():
    st = chancellor_position()
    votes_before = st.b_votes[1][0]
    st.apply(0, "act:duplicator")
    assert st.decision().prompt == "cabinet_duplicator"
    assert st.legal_ids(0) == ["dup_on:0", "dup_on:1"]  # no way back once picked
    with pytest.raises(IllegalAction):
        st.apply(0, "skip")
    st.apply(0, "dup_on:1")
    assert st.b_dup[1] == 1 and st.phase != "cabinet_act"
    assert st.b_votes[1][0] == votes_before and st.b_trend[1] == [0, 0, 0]
    assert st.b_media[1] == [0, 1, 0]


def test_5_2_3_duplicator_on_and_off():
    st = at_cabinet()
    set_opinions(st, 2, ["euro+", "nuclear-", None, None])
    reveal_plans(st, {0: [("finance", 2)], 1: [("chair", 2)]})
    first = st.decision().seats[0]
    second = 1 - first
    st.apply(first, "act:duplicator")
    assert st.legal_ids(first) == ["dup_on:0", "dup_on:1"]
    st.apply(first, "dup_on:1")
    assert st.b_dup[2] == 1 and st.duplicators_left() == 3
    assert st.decision().seats == (second,)
    st.apply(second, "act:duplicator")
    assert st.legal_ids(second) == ["dup_off"]
    st.apply(second, "dup_off")
    assert st.b_dup[2] == -1 and st.duplicators_left() == 4


def test_5_2_3_media_swap_pays_4000_to_the_owner_and_4000_to_the_bank():
    st = at_cabinet()
    st.b_media[2] = [0, 0, 2]
    st.media_supply = [5, 5, 3]
    reveal_plans(st, {1: [("press", 2)]})
    assert st.legal_ids(1) == ["act:media", "act:trend_up", "skip"]
    st.apply(1, "act:media")
    assert st.decision().prompt == "cabinet_media" and st.legal_ids(1) == ["media:2"]
    total_before = sum(st.money)
    st.apply(1, "media:2")
    assert st.money == [30_000, 30_000 - 3_000 - 8_000, 34_000]
    assert sum(st.money) == total_before - 4_000  # the bank's share
    assert st.b_media[2] == [0, 1, 1] and st.media_supply == [5, 4, 4]
    assert st.b_trend[2][1] == 0  # the press card's other action is not used


def test_5_2_3_media_swap_needs_8000_and_a_marker_in_supply():
    st = at_cabinet()
    st.b_media[2] = [0, 0, 2]
    st.money[1] = 3_000 + 7_999
    reveal_plans(st, {1: [("press", 2)]})
    assert st.legal_ids(1) == ["act:trend_up", "skip"]
    st2 = at_cabinet()
    st2.b_media[2] = [0, 0, 2]
    st2.media_supply[1] = 0
    reveal_plans(st2, {1: [("press", 2)]})
    assert st2.legal_ids(1) == ["act:trend_up", "skip"]


def test_5_2_3_trend_down_stops_at_minus_3_and_spares_rivals_already_there():
    st = at_cabinet()
    st.b_trend[1] = [0, -3, -2]
    reveal_plans(st, {0: [("general_secretary", 1)]})
    st.apply(0, "act:trend_down")
    assert st.legal_ids(0) == ["trend_down:2"]  # blue is already at -3
    with pytest.raises(IllegalAction):
        st.apply(0, "trend_down:1")
    st.apply(0, "trend_down:2")  # two steps down from -2 stop at -3
    assert st.b_trend[1] == [0, -3, -3]


def test_5_2_3_views_show_the_card_in_use_and_labels_read_well():
    st = at_cabinet()
    set_opinions(st, 1, ["euro+", None, None, None])
    reveal_plans(st, {0: [("chair", 1), ("youth", 0)]})
    assert st.decision().seats == (0,)
    labels = {a.id: a.label for a in st.legal_actions(0)}
    assert labels["use:b1"].startswith("Use the party chair in ")
    assert labels["use:b1"].endswith(" for one of: 4 votes; placing or removing the "
                                     "duplicator; own trend +1 (at most +3)")
    st.apply(0, "use:b1")
    step = st.view(2)["board"]["step"]["in_use"]
    assert step == {"card": "chair", "board": 1, "offers": ["votes", "duplicator", "trend_up"],
                    "action": None}
    labels = {a.id: a.label for a in st.legal_actions(0)}
    assert labels["act:votes"] == "Use the party chair's card for: 4 votes"
    assert labels["act:trend_up"].startswith("Use the party chair's card for: own trend +1")
    assert labels["skip"] == "Use none of the party chair's actions"
    st.apply(0, "act:duplicator")
    assert st.view(2)["board"]["step"]["in_use"]["action"] == "duplicator"
    labels = {a.id: a.label for a in st.legal_actions(0)}
    assert labels["dup_on:0"].startswith("Put the duplicator on Euro now (euro+)")
    assert {a.id: a.targets for a in st.legal_actions(0)}["dup_on:0"] == ("opinion:b1:0",)


def test_5_2_3_every_cabinet_prompt_and_log_line_has_a_message():
    from string import Formatter

    from hustings.engine.messages import render
    messages = GAME.messages()
    base = chancellor_position()
    prompts = {base.decision().prompt}
    finished = []
    for pick in ("act:duplicator", "act:media", "act:trend_down", "act:trend_up",
                 "act:votes", "skip"):
        st = base.clone()
        st.apply(0, pick)
        if st.phase == "cabinet_act":
            prompts.add(st.decision().prompt)
            st.apply(0, st.legal_ids(0)[0])
        finished.append(st)
    idle = at_cabinet()
    idle.b_trend[2] = [0, 3, 0]
    reveal_plans(idle, {1: [("press", 2)]})
    finished.append(idle)
    assert set(cabinet.CHOICE_PROMPTS.values()) | {cabinet.MENU_PROMPT} == prompts
    events = [e for st in finished for e in st.log]
    assert {"cabinet_card_unused", "cabinet_card_idle", "cabinet_votes", "cabinet_trend",
            "duplicator_placed", "media_swapped"} <= {e.key for e in events}
    for prompt in prompts:
        assert messages[prompt]
    for event in events:   # every argument the message names is given, and it renders
        named = {name for _, name, _, _ in Formatter().parse(messages[event.key]) if name}
        assert named <= set(event.args) and render(event.key, event.args, messages)


def test_heuristic_bot_picks_the_card_action_worth_most_votes():
    """The bot's pick from a card's menu: votes where its markers are few, a trend step
    where many markers will convert, the duplicator on an opinion its platform shares
    (and on that card), and a trend down on the rival it fears most."""
    from .helpers import set_platform

    def menu(org, trend, opinions=(None, None, None, None), card="chair"):
        st = at_cabinet()
        board = st.current()
        set_platform(st, 0, ["euro+", "nuclear-", "welfare+", "taxes-", "asylum+"])
        set_platform(st, 1, ["euro-", "nuclear+", "welfare-", "taxes+", "asylum-"])
        set_platform(st, 2, ["euro-", "nuclear+", "welfare-", "taxes+", "asylum-"])
        set_opinions(st, board, list(opinions))
        st.b_org[board] = [org, 2, 2]
        st.b_trend[board] = [trend, 0, 0]
        reveal_plans(st, {0: [(card, board)]})
        return st, board

    bot = GAME.heuristic_bot(0)
    st, _ = menu(org=0, trend=0)
    assert bot.choose(st, 0) == "act:votes"
    st, _ = menu(org=10, trend=1)
    assert bot.choose(st, 0) == "act:trend_up"
    st, board = menu(org=10, trend=3, opinions=["taxes+", "euro+", None, None])
    assert st.legal_ids(0) == ["act:duplicator", "act:votes", "skip"]
    assert bot.choose(st, 0) == "act:duplicator"
    st.apply(0, "act:duplicator")
    assert bot.choose(st, 0) == "dup_on:1"  # euro+, on its own platform
    st, board = menu(org=0, trend=0, card="general_secretary")
    st.b_org[board] = [0, 10, 3]
    st.b_trend[board] = [0, 2, 0]
    st.forget_legal()
    assert bot.choose(st, 0) == "act:trend_down"
    st.apply(0, "act:trend_down")
    assert bot.choose(st, 0) == "trend_down:1"
