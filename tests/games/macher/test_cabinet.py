"""Rulebook 5.2.3: the shadow cabinet. Cards are laid face down in turn order (the boards
are seen, the cards are not), revealed and paid for together, then used one per party per turn; a card carries out every action printed on
it, in the order votes, duplicator, media, trend up, trend down."""

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


def test_card_ids_list_their_actions_in_the_rulebook_order():
    order = content.CABINET_ACTION_ORDER
    assert order == ("votes", "duplicator", "media", "trend_up", "trend_down")
    for card in CABINET:
        ranks = [order.index(kind) for kind, _ in card.actions]
        assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)
    # cheap cards do less: the dearest card carries the most actions
    by_cost = sorted(CABINET, key=lambda c: c.cost)
    assert len(by_cost[-1].actions) == max(len(c.actions) for c in CABINET)
    assert len(by_cost[0].actions) == min(len(c.actions) for c in CABINET)


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
            st.apply(seat, "skip")
    order = st.order()
    # first turn: choose a card, then its trend-down step (the secretary's media
    # action lapses: nobody has a media marker); second turn: the last card is used
    # without asking which
    assert turns == ([t for s in order for t in ((s, "use_cabinet_card"),
                                                 (s, "cabinet_trend_down"))]
                     + [(s, "cabinet_trend_down") for s in order])


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
    board_2 = lines.index(next(line for line in lines if line.startswith(" b2") or line.startswith("*b2")))
    beside = [line for line in lines if "face-down cabinet card" in line]
    assert len(beside) == 1 and beside[0].split()[0] == color
    assert beside[0] in lines[board_2 + 2:board_2 + 2 + st.n]   # among board 2's parties
    assert "[card]" in GAME.board_svg(view)
    st.apply(second, "done")
    assert st.decision().seats == (third,)
    st.apply(third, "done")
    assert st.phase == "cabinet_act"


def test_5_2_3_a_card_performs_all_its_actions_in_order():
    st = at_cabinet()
    set_opinions(st, 1, ["euro+", "nuclear-", None, None])
    st.b_media[1] = [0, 1, 0]
    st.media_supply = [5, 4, 5]
    st.b_trend[1] = [0, 0, 0]
    votes_before = st.b_votes[1][0]
    mark = len(st.log)
    reveal_plans(st, {0: [("chancellor", 1)]})
    # votes first (and the telephone's tile), then the party is asked about the duplicator
    assert st.b_votes[1][0] == votes_before + 5
    assert st.b_phone[1][0] == 1 and st.tiles[0] == 3
    assert st.decision().prompt == "cabinet_duplicator"
    assert st.legal_ids(0) == ["dup_on:0", "dup_on:1", "skip"]
    assert st.b_trend[1][0] == 0  # the trend comes later
    st.apply(0, "dup_on:1")
    assert st.b_dup[1] == 1
    assert st.decision().prompt == "cabinet_media"
    assert st.legal_ids(0) == ["media:1", "skip"]
    st.apply(0, "media:1")
    # trend up applies by itself, then the trend-down choice
    assert st.b_trend[1][0] == 2
    assert st.decision().prompt == "cabinet_trend_down"
    assert st.legal_ids(0) == ["skip", "trend_down:1", "trend_down:2"]
    st.apply(0, "trend_down:2")
    assert st.b_trend[1] == [2, 0, -1]
    assert st.phase != "cabinet_act"
    keys = [k for k, _ in cabinet_log(st, mark)
            if k not in ("cabinet_sealed", "cabinet_card_laid")]
    assert keys[:keys.index("cabinet_trend", keys.index("media_swapped")) + 2] == [
        "cabinet_revealed", "cabinet_used", "coalition_tile_placed", "cabinet_votes",
        "duplicator_placed", "media_swapped", "cabinet_trend", "cabinet_trend"]


def test_5_2_3_each_optional_action_can_be_declined():
    st = at_cabinet()
    set_opinions(st, 1, ["euro+", "nuclear-", None, None])
    st.b_media[1] = [0, 1, 0]
    votes_before = st.b_votes[1][0]
    money_before = list(st.money)
    mark = len(st.log)
    reveal_plans(st, {0: [("chancellor", 1)]})
    for prompt in ("cabinet_duplicator", "cabinet_media", "cabinet_trend_down"):
        assert st.decision().prompt == prompt
        st.apply(0, "skip")
    assert st.phase != "cabinet_act"
    assert st.b_votes[1][0] == votes_before + 5 and st.b_trend[1] == [2, 0, 0]
    assert st.b_dup[1] == -1 and st.b_media[1] == [0, 1, 0]
    assert st.money == [money_before[0] - 10_000] + money_before[1:]
    declined = [step for key, step in cabinet_log(st, mark) if key == "cabinet_action_declined"]
    assert declined == ["duplicator", "media", "trend_down"]


def test_5_2_3_media_swap_pays_4000_to_the_owner_and_4000_to_the_bank():
    st = at_cabinet()
    st.b_media[2] = [0, 0, 2]
    st.media_supply = [5, 5, 3]
    reveal_plans(st, {1: [("press", 2)]})
    assert st.decision().prompt == "cabinet_media" and st.legal_ids(1) == ["media:2", "skip"]
    total_before = sum(st.money)
    st.apply(1, "media:2")
    assert st.money == [30_000, 30_000 - 3_000 - 8_000, 34_000]
    assert sum(st.money) == total_before - 4_000  # the bank's share
    assert st.b_media[2] == [0, 1, 1] and st.media_supply == [5, 4, 4]
    assert st.b_trend[2][1] == 1  # the press card's trend step follows the swap


def test_5_2_3_media_swap_needs_8000_and_a_marker_in_supply():
    st = at_cabinet()
    st.b_media[2] = [0, 0, 2]
    st.money[1] = 3_000 + 7_999
    mark = len(st.log)
    reveal_plans(st, {1: [("press", 2)]})
    assert st.phase != "cabinet_act"  # nothing to choose: the media action lapses
    lapsed = [step for key, step in cabinet_log(st, mark) if key == "cabinet_action_lapsed"]
    assert lapsed == ["media"] and st.b_media[2] == [0, 0, 2]


def test_5_2_3_trend_stays_between_minus_3_and_plus_3():
    st = at_cabinet()
    st.b_trend[1] = [2, -3, -2]
    reveal_plans(st, {0: [("chancellor", 1)]})
    st.apply(0, "skip")  # duplicator
    assert st.decision().prompt == "cabinet_trend_down"  # no media marker: lapsed
    assert st.b_trend[1][0] == 3  # +2 from +2 stops at +3
    assert st.legal_ids(0) == ["skip", "trend_down:2"]  # blue is already at -3
    with pytest.raises(IllegalAction):
        st.apply(0, "trend_down:1")
    st.apply(0, "trend_down:2")
    assert st.b_trend[1] == [3, -3, -3]
    st2 = at_cabinet()
    st2.b_trend[1] = [0, 0, -2]
    reveal_plans(st2, {0: [("general_secretary", 1)]})
    st2.apply(0, "trend_down:2")  # two steps down from -2 stop at -3
    assert st2.b_trend[1] == [0, 0, -3]


def test_5_2_3_telephone_card_lays_a_coalition_tile():
    st = at_cabinet()
    assert CABINET[CABINET_INDEX["whip"]].phone and not CABINET[CABINET_INDEX["youth"]].phone
    reveal_plans(st, {0: [("whip", 0)], 1: [("youth", 0)], 2: [("whip", 1)]})
    while st.phase == "cabinet_act":
        seat = st.decision().seats[0]
        st.apply(seat, "skip")
    assert st.b_phone[0] == [1, 0, 0] and st.b_phone[1] == [0, 0, 1]
    assert st.tiles == [3, 4, 3]


def test_5_2_3_no_tile_when_all_four_are_out():
    st = at_cabinet()
    st.tiles[0] = 0
    reveal_plans(st, {0: [("whip", 0)]})
    assert st.b_phone[0][0] == 0 and st.tiles[0] == 0


def test_5_2_3_duplicator_on_and_off():
    st = at_cabinet()
    set_opinions(st, 2, ["euro+", "nuclear-", None, None])
    reveal_plans(st, {0: [("finance", 2)], 1: [("chair", 2)]})
    first = st.decision().seats[0]
    second = 1 - first
    assert st.legal_ids(first) == ["dup_on:0", "dup_on:1", "skip"]
    st.apply(first, "dup_on:1")
    assert st.b_dup[2] == 1 and st.duplicators_left() == 3
    assert st.decision().seats == (second,)
    assert st.legal_ids(second) == ["dup_off", "skip"]
    st.apply(second, "dup_off")
    assert st.b_dup[2] == -1 and st.duplicators_left() == 4


def test_5_2_3_views_show_the_card_in_use_and_labels_read_well():
    st = at_cabinet()
    set_opinions(st, 1, ["euro+", None, None, None])
    reveal_plans(st, {0: [("chancellor", 1), ("youth", 0)]})
    seat = st.decision().seats[0]
    assert seat == 0
    labels = {a.id: a.label for a in st.legal_actions(0)}
    assert labels["use:b1"].startswith("Use the candidate for chancellor in ")
    st.apply(0, "use:b1")
    view = str(st.view(2))
    assert "in_use" in view and "chancellor" in view
    labels = {a.id: a.label for a in st.legal_actions(0)}
    assert labels["skip"] == "Skip the card's duplicator action"
    assert labels["dup_on:0"].startswith("Put the duplicator on euro+")
    assert {a.id: a.targets for a in st.legal_actions(0)}["dup_on:0"] == ("opinion:b1:0",)


def test_5_2_3_every_cabinet_prompt_and_log_line_has_a_message():
    from string import Formatter

    from hustings.engine.messages import render
    from hustings.games.macher import GAME
    messages = GAME.messages()
    st = at_cabinet()
    set_opinions(st, 1, ["euro+", None, None, None])
    st.b_media[1] = [0, 1, 0]
    reveal_plans(st, {0: [("chancellor", 1)], 1: [("youth", 0)], 2: [("press", 3)]})
    prompts = set()
    while st.phase == "cabinet_act":
        decision = st.decision()
        prompts.add(decision.prompt)
        st.apply(decision.seats[0], st.legal_ids(decision.seats[0])[0])
    assert set(cabinet.CHOICE_PROMPTS.values()) <= prompts
    for event in st.log:   # every argument the message names is given, and it renders
        named = {name for _, name, _, _ in Formatter().parse(messages[event.key]) if name}
        assert named <= set(event.args) and render(event.key, event.args, messages)
