"""The content files: counts from the components list, validation errors, messages."""

import json
import re
from pathlib import Path

import pytest

from hustings.games.republic import GAME, content
from hustings.games.republic.flow import STEPS

PACKAGE = Path(content.__file__).parent


def test_card_counts_follow_the_components_list():
    eras = [i.era for i in content.ISSUES_LIST]
    assert (eras.count("A"), eras.count("B"), eras.count("C")) == (20, 26, 21)
    gens = [content.CARD_GEN[c] for c in content.CARD_GEN]
    assert (gens.count(1), gens.count(2), gens.count(3)) == (47, 24, 20)
    statesmen = [s.gen for s in content.STATESMEN]
    assert (statesmen.count(1), statesmen.count(2), statesmen.count(3)) == (24, 16, 10)
    kinds = [t.kind for t in content.PRESIDENTIAL.taxes]
    assert (kinds.count("tax"), kinds.count("tariff"), kinds.count("bonds")) == (5, 5, 2)
    assert len(content.OFFICES) == 8 and len(content.ORIGINAL_STATES) == 9


def test_every_state_border_is_mutual():
    for code, neighbours in content.NEIGHBOURS.items():
        for other in neighbours:
            assert code in content.NEIGHBOURS[other], (code, other)


def test_bad_content_names_file_entry_and_field(tmp_path, monkeypatch):
    bad = json.loads((PACKAGE / "data" / "statesmen.json").read_text())
    bad[3]["ability"] = "lots"
    (tmp_path / "statesmen.json").write_text(json.dumps(bad))
    monkeypatch.setattr(content, "DATA", tmp_path)
    with pytest.raises(content.ContentError, match=r"statesmen.json: entry jay: field ability"):
        content._load("statesmen.json", content.Statesman)


def test_every_log_key_and_prompt_has_a_message():
    catalog = GAME.messages()
    keys = set()
    for path in PACKAGE.glob("*.py"):
        keys |= set(re.findall(r'emit\("([a-z_]+)"', path.read_text()))
    missing = sorted((keys | set(STEPS)) - set(catalog))
    assert missing == []


def test_board_renders_from_a_view():
    st = GAME.new_state(4, 2)
    view = st.view(0)
    svg = GAME.board_svg(view)
    assert svg.startswith("<svg") and 'data-target="VA"' in svg
    assert "Turn 1" in GAME.board_text(view)


def test_no_log_key_or_prompt_is_also_a_card_id():
    """Hands are secret; a card id used as a log key would look like a leak."""
    catalog = GAME.messages()
    assert not set(catalog) & set(content.CARD_GEN)
