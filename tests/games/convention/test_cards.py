"""The card data: the shipped set and user card files with clear errors."""

import json
from pathlib import Path

import pytest

from hustings.engine import BadOptions
from hustings.games.convention import GAME
from hustings.games.convention.cards import DATA, CardDataError, load_card_set, load_delegates

SHIPPED = (DATA / "delegates.toml").read_text()


def test_shipped_set_has_55_delegates_from_12_states_with_5_planners():
    cards = load_card_set()
    assert len(cards) == 55
    assert len(set(cards.state)) == 12
    assert sorted(cards.planner_card) == ["hamilton", "madison", "paterson", "pinckney", "sherman"]
    assert sum(1 for f in cards.faction if f == 4) == 5
    assert len(cards.articles) == 12 and sum(cards.tiles_per_faction) == 16
    assert cards.tiles_per_faction == (4, 4, 4, 4)
    assert len(set(cards.event)) == 55


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "my-cards.toml"
    path.write_text(text)
    return path


def test_custom_card_file_is_used_and_survives_json(tmp_path):
    text = SHIPPED.replace('name = "John Langdon"', 'name = "J. Langdon of Portsmouth"')
    path = write(tmp_path, text)
    state = GAME.new_state(3, 1, {"cards": str(path)})
    assert "J. Langdon of Portsmouth" in state.cards.names
    copy = GAME.state_from_json(json.loads(json.dumps(state.to_json())))
    assert copy.digest() == state.digest()


@pytest.mark.parametrize(("old", "new", "expected"), [
    ('faction = "large"', 'faction = "huge"', "delegate #4 (id 'd04'), field 'faction'"),
    ('state = "NH"', 'state = "RI"', "delegate #1 (id 'd01'), field 'state'"),
    ('event = "ev_gilman"', 'event = "ev_nobody"', "delegate #2 (id 'd02'), field 'event': unknown event id"),
    ('id = "d03"', 'id = "d02"', "delegate #3 (id 'd02'), field 'id': duplicate"),
    ('planner = "sherman"\n', '', "field 'planner'"),
])
def test_bad_card_files_name_file_entry_and_field(tmp_path, old, new, expected):
    path = write(tmp_path, SHIPPED.replace(old, new, 1))
    with pytest.raises(CardDataError) as err:
        load_delegates(path)
    assert str(path) in str(err.value) and expected in str(err.value)
    with pytest.raises(BadOptions) as bad:
        GAME.new_state(3, 0, {"cards": str(path)})
    assert str(path) in str(bad.value)


def test_unreadable_and_malformed_files(tmp_path):
    with pytest.raises(CardDataError, match="cannot read"):
        load_delegates(tmp_path / "missing.toml")
    with pytest.raises(CardDataError, match="not valid TOML"):
        load_delegates(write(tmp_path, "[[delegate]\nid="))
    with pytest.raises(CardDataError, match="field 'name'"):
        load_delegates(write(tmp_path, SHIPPED.replace('name = "Jacob Broom"\n', "", 1)))
