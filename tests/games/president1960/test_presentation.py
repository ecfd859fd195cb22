"""What a player reads: log lines, prompts, action labels, the private part of the view
and the boards name cards, states and issues, never ids or raw Python lists."""

import random
import re
from html import escape

from hustings.engine.messages import render
from hustings.engine.protocol import strings_in
from hustings.games.president1960 import GAME
from hustings.games.president1960.content import ABBRS, CARDS, ISSUES
from hustings.games.president1960.debates import debate_initiative

from .helpers import KENNEDY, NIXON, new_game

CARD_ID = re.compile(r"\b[ce]\d\d\b")
RAW_KEY = re.compile(r"^\w+\(\w+=")
ABBR = re.compile(r"\b(" + "|".join(ABBRS) + r")\b")


def unreadable(text: str) -> list[str]:
    """The reasons `text` is not fit for a player, if any."""
    problems = []
    if CARD_ID.search(text):
        problems.append("card id")
    if RAW_KEY.search(text):
        problems.append("raw log key")
    if "[" in text or "{" in text or "None" in text:
        problems.append("raw Python value")
    if any(issue in text for issue in ISSUES if "_" in issue):
        problems.append("issue id")
    return problems


def play_random_games(seeds, options=None):
    for seed in seeds:
        g = GAME.new_state(2, seed, options)
        chooser = random.Random(seed)
        while (decision := g.decision()) is not None:
            seat = decision.seats[0]
            legal = g.legal_ids(seat)
            yield g, decision.prompt, legal
            g.apply(seat, chooser.choice(legal))
        yield g, None, []


def test_log_prompts_and_labels_read_as_plain_english():
    catalog = GAME.messages()
    checked_labels = 0
    for g, prompt, legal in play_random_games(range(3), {"vice_presidents": True}):
        if prompt is not None:
            assert prompt in catalog
            for action in legal:
                text = g.label(action)
                assert not unreadable(text), (action, text)
                assert not ABBR.search(text), (action, text)
                checked_labels += 1
            continue
        for event in g.log:
            assert event.key in catalog, event.key
            line = render(event.key, event.args, catalog)
            assert not unreadable(line), (event.key, line)
    assert checked_labels > 1000


def test_the_log_names_cards_and_states():
    g = new_game(5)
    card = g.hands[KENNEDY][0]
    g.emit("play_cp", "2 B", seat=KENNEDY, card=card, cp=3, action="campaign",
           preempted=False)
    g.emit("support_checks", "B1", seat=NIXON, state="TX", count=2, won=1)
    catalog = GAME.messages()
    lines = [render(e.key, e.args, catalog) for e in g.log[-2:]]
    assert lines[0] == f"Kennedy plays “{CARDS[card].name}” for 3 CP to campaign"
    assert lines[1] == "Nixon makes 2 support check(s) in Texas: 1 succeed"


def test_own_hand_and_strategy_cards_are_readable_and_hidden_from_the_opponent():
    g = new_game(6)
    g.strategy[NIXON] = [c for c in g.deck if CARDS[c].state][:2]
    for card in g.strategy[NIXON]:
        g.deck.remove(card)
    mine = g.view(NIXON)["board"]
    first = mine["hand"][0]
    entry = CARDS[first["id"]]
    assert (first["name"], first["cp"], first["event"]) == (entry.name, entry.cp, entry.text)
    assert [c["name"] for c in mine["strategy"]] == [CARDS[c].name for c in g.strategy[NIXON]]
    assert all(c["election_day"].startswith("3 support checks in ") for c in mine["strategy"])
    secrets = g.secrets()[NIXON]
    assert entry.text in secrets
    for other in (KENNEDY, None):
        assert not secrets & strings_in(g.view(other))
    svg, text = GAME.board_svg(g.view(NIXON)), GAME.board_text(g.view(NIXON))
    for card in g.hands[NIXON] + g.strategy[NIXON]:
        assert escape(CARDS[card].name) in svg and CARDS[card].name in text
    assert "Your stored strategy cards" in svg and "Your hand" in text
    assert escape(entry.name) not in GAME.board_svg(g.view(KENNEDY))


def test_lasting_events_are_listed_by_name_on_both_boards():
    g = new_game(8)
    debate_card = next(c for c, e in CARDS.items() if e.kind == "debate")
    for place in (g.deck, *g.hands):
        if debate_card in place:
            place.remove(debate_card)
    g.debate_events.append([debate_card, KENNEDY])
    g.turn_mods.append([KENNEDY, "bonus_cp"])
    assert g.invariant_errors() == []
    text = GAME.board_text(g.view(None))
    assert f"{CARDS[debate_card].name} (for the debates)" in text
    assert "Kennedy: one extra campaign point" in text
    assert escape(CARDS[debate_card].name) in GAME.board_svg(g.view(None))


def test_the_debate_board_shows_the_cards_on_each_side_by_name():
    g = new_game(7)
    g.turn = 6
    debate_initiative(g)
    defense = [c for c, e in CARDS.items() if e.issue == "defense"][:2]
    for card in defense:
        for place in (g.deck, g.hands[0], g.hands[1], g.discard):
            if card in place:
                place.remove(card)
    g.debate["sides"][ISSUES.index("defense")] = [[defense[0]], [defense[1]]]
    assert g.invariant_errors() == []
    svg, text = GAME.board_svg(g.view(KENNEDY)), GAME.board_text(g.view(KENNEDY))
    assert "Debate board" in svg and "Debate board" in text
    for card in defense:
        assert escape(f"{CARDS[card].name} ({CARDS[card].cp} CP)") in svg
        assert CARDS[card].name in text
