"""Hidden information, determinization, content validation, the bot and the board."""

import random

import pytest

from hustings.engine import Match, load_game
from hustings.games.macher import GAME, cabinet, content, views
from hustings.games.macher.content import ContentError

from .helpers import fresh, play_until


def test_the_game_is_registered():
    assert load_game("macher") is GAME
    assert GAME.min_players == 3 and GAME.max_players == 5


def test_determinize_redeals_other_hands_but_keeps_the_own_view():
    st = play_until(fresh(4, 2), "platform")
    copy = st.determinize(0, random.Random(1))
    assert copy.view(0) == st.view(0)
    assert copy.plat_hand[0] == st.plat_hand[0]
    others = [c for s in (1, 2, 3) for c in st.plat_hand[s]]
    redealt = [c for s in (1, 2, 3) for c in copy.plat_hand[s]]
    assert others != redealt
    assert copy.invariant_errors() == []


def test_determinize_resamples_sealed_bids_of_others():
    st = play_until(fresh(3, 2), "bid")
    st.apply(1, "bid:5000")
    seen = {st.determinize(0, random.Random(k)).ctx["bids"][1] for k in range(12)}
    assert len(seen) > 1
    assert st.determinize(1, random.Random(3)).ctx["bids"][1] == 5000


def test_content_counts_follow_the_rulebook():
    assert len(content.REGIONS) == 16
    assert len(content.CABINET) * 5 == 35
    assert len(content.CONTRIBUTIONS) * 5 == 25
    assert content.OPINION_CARDS == 42 and content.PLATFORM_CARDS == 56
    assert len(content.POLLS) == 20
    assert sum(c.phone for c in content.CABINET) >= 1


def test_bad_content_names_file_entry_and_field(tmp_path, monkeypatch):
    (tmp_path / "cabinet.toml").write_text(
        '[[card]]\nid = "chair"\ntitle = "x"\ntext = "y"\ncost = -5\nphone = true\n'
        'actions = []\n')
    monkeypatch.setattr(content, "DATA", tmp_path)
    with pytest.raises(ContentError, match=r"cabinet.toml: card chair: cost"):
        content._entries("cabinet.toml", "card", content.CabinetCard)


def test_heuristic_bot_beats_random_players():
    for players in (3, 4, 5):
        share = 0.0
        games = 12
        for g in range(games):
            seat = g % players
            match = Match("macher", players, 500 + g)
            bot = GAME.heuristic_bot(g)
            chooser = random.Random(g)
            while (decision := match.state.decision()) is not None:
                s = decision.seats[0]
                legal = match.state.legal_ids(s)
                action = bot.choose(match.state, s) if s == seat else chooser.choice(legal)
                match.apply(s, action)
            winners = match.state.result().winners
            share += (seat in winners) / len(winners)
        assert share / games > 2 / players


def test_board_text_and_svg_render_every_phase():
    st = fresh(4, 7)
    bot = GAME.heuristic_bot(7)
    seen = set()
    while (decision := st.decision()) is not None:
        if st.phase not in seen:
            seen.add(st.phase)
            view = st.view(decision.seats[0])
            text = GAME.board_text(view)
            assert "Die Macher" in text and "National opinion" in text
            svg = GAME.board_svg(view)
            assert svg.startswith("<svg") and 'data-target="board:b0"' in svg
        seat = decision.seats[0]
        st.apply(seat, bot.choose(st, seat))
    final = GAME.board_text(st.view(None))
    assert "Final scores" in final


def test_every_log_key_and_prompt_has_a_message():
    messages = GAME.messages()
    st = fresh(5, 3)
    bot = GAME.heuristic_bot(3)
    prompts = set()
    while (decision := st.decision()) is not None:
        prompts.add(decision.prompt)
        st.apply(decision.seats[0], bot.choose(st, decision.seats[0]))
    keys = {e.key for e in st.log}
    assert not (keys | prompts) - set(messages)


def test_labels_are_readable():
    st = fresh(3)
    labels = [a.label for a in st.legal_actions(0)]
    assert all(label and ":" not in label.split(",")[0][:7] for label in labels)


def test_determinize_rechooses_other_parties_face_down_cabinet_cards():
    """The cards another party laid face down are re-chosen; the boards beside which
    they lie are public (5.2.3) and stay."""
    st = play_until(fresh(3, 6), "cabinet")
    st.money = [30_000] * 3
    st.start = 1
    st.forget_legal()
    st.apply(1, "cab:chancellor:b0")
    st.apply(1, "done")
    plans = {tuple(map(tuple, st.determinize(0, random.Random(k)).ctx["plan"][1]))
             for k in range(10)}
    assert len(plans) > 1
    assert all(len(plan) == 1 and plan[0][1] == 0 for plan in plans)
    copy = st.determinize(0, random.Random(5))
    assert copy.view(0) == st.view(0) and copy.ctx["done"][1] == 1
    assert copy.decision() == st.decision()
    assert st.determinize(1, random.Random(5)).ctx["plan"][1] == st.ctx["plan"][1]


class CostliestFirst(random.Random):
    """Always draws the costliest card offered: a draw bound to run out of money."""

    def choice(self, seq):
        return max(seq, key=lambda a: cabinet.COSTS[cabinet.PLACING[a][0]])


def test_rechosen_cabinet_cards_that_run_out_of_money_fall_back_on_the_cheapest():
    """A re-choice that keeps running out of money lays the cheapest cards in hand beside
    the same boards, never the cards really laid (hidden from the searching seat)."""
    st = play_until(fresh(3, 6), "cabinet")
    st.money = [30_000, 13_000, 30_000]
    st.start = 1
    st.forget_legal()
    assert sum(region >= 0 for region in st.b_region) >= 3
    for action in ("cab:youth:b0", "cab:whip:b1", "cab:chancellor:b2", "done"):
        st.apply(1, action)
    copy = st.clone()
    views.rechoose_cabinet_cards(copy, 1, CostliestFirst())
    costs = sorted(cabinet.COSTS[card] for card, _ in copy.ctx["plan"][1])
    assert costs == sorted(cabinet.COSTS[c] for c in st.cab_hand[1])[:3]
    assert [board for _, board in copy.ctx["plan"][1]] == [0, 1, 2]
    assert copy.ctx["plan"][1] != st.ctx["plan"][1]
    assert copy.ctx["done"][1] == 1 and copy.invariant_errors() == []
