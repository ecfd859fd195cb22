"""The game's content, loaded from data/ and validated at import: districts (1.1), the
turn track (2.0, 10.0), the scoring tracks (5.0) and the 147 cards (3.2).

Errors name the file, the entry and the field. A user may load another card set with
`load_cards(path)`; it is checked against the same schema and the same counts."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

DATA = Path(__file__).parent / "data"

PATRIOTE, LOYAL = 0, 1
FACTIONS = ("patriote", "loyal")
TRACKS = ("rc", "o", "ei", "uc")
DECKS = ("1834", "1835-36", "1837", "generic")
DECK_SIZES = {"key": 8, "1834": 24, "1835-36": 24, "1837": 39, "generic": 52}


class ContentError(ValueError):
    """A data file that does not fit its schema."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class District(_Strict):
    key: str
    name: str
    kind: Literal["rural", "urban"]
    bias: Literal["patriote", "loyal", "none"]
    start_patriote: int = Field(ge=0)
    start_loyal: int = Field(ge=0)
    patriote_extra: list[int]
    loyal_extra: list[int]
    random_rolls: list[str] = Field(min_length=1)

    @model_validator(mode="after")
    def _boxes(self):
        size = 9 if self.kind == "rural" else 15
        for side in ("patriote", "loyal"):
            extra = getattr(self, f"{side}_extra")
            if len(extra) != size or min(extra) < 0:
                raise ValueError(f"{side}_extra needs {size} non-negative costs")
            if getattr(self, f"start_{side}") > size:
                raise ValueError(f"start_{side} exceeds the {size} boxes")
        return self


class Turn(_Strict):
    key: str
    name: str
    deck: Literal["1834", "1835-36", "1837"]
    reserve_cards: int = Field(ge=0, le=2)
    key_events: list[int]
    sessions: list[list[int]]
    st_jean_baptiste: list[int]
    calm_cost: int = Field(ge=1)
    last_of_deck: bool


class Track(_Strict):
    key: Literal["rc", "o", "ei", "uc"]
    name: str
    limit: int = Field(ge=1)
    labels: list[int]
    start: int
    steps_to_score: int = Field(ge=1)


class Card(_Strict):
    id: int = Field(ge=1)
    title: str = Field(min_length=1)
    faction: Literal["patriote", "loyal", "neutral"]
    deck: Literal["key", "1834", "1835-36", "1837", "generic"]
    ap: int = Field(ge=0, le=8)
    die: Literal["rc", "o", "ei", "uc", "choice"]
    requirement: str = ""
    event: str = Field(min_length=1)
    history: str = ""
    turn: str = ""


def _read(name: str | Path) -> dict:
    path = Path(name) if isinstance(name, Path) else DATA / name
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as err:
        raise ContentError(f"{path.name}: {err}") from None


def _entries(path_name: str | Path, table: str, model: type[_Strict]) -> list:
    data = _read(path_name)
    name = Path(path_name).name
    rows = data.get(table)
    if not isinstance(rows, list) or not rows:
        raise ContentError(f"{name}: no [[{table}]] entries")
    out = []
    for index, row in enumerate(rows):
        try:
            out.append(model.model_validate(row))
        except ValidationError as err:
            first = err.errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or table
            label = row.get("key", row.get("id", index + 1)) if isinstance(row, dict) else index + 1
            raise ContentError(f"{name}: {table} {label}: {field}: {first['msg']}") from None
    return out


def load_districts() -> list[District]:
    districts = _entries("districts.toml", "district", District)
    if len(districts) != 26 or sum(d.kind == "urban" for d in districts) != 2:
        raise ContentError("districts.toml: needs 26 districts, 2 of them urban")
    return districts


def random_table(districts: list[District]) -> tuple[tuple[int, ...], ...]:
    """11.0: rows by the green die 1-5, columns by the red die; every cell filled once."""
    table = [[-1] * 6 for _ in range(5)]
    for index, district in enumerate(districts):
        for roll in district.random_rolls:
            green, red = (int(x) for x in roll.split("-"))
            if not (1 <= green <= 5 and 1 <= red <= 6) or table[green - 1][red - 1] != -1:
                raise ContentError(f"districts.toml: district {district.key}: random_rolls: "
                                   f"bad or repeated roll {roll}")
            table[green - 1][red - 1] = index
    if any(-1 in row for row in table):
        raise ContentError("districts.toml: the random district table has empty cells")
    return tuple(tuple(row) for row in table)


def load_turns() -> list[Turn]:
    turns = _entries("turns.toml", "turn", Turn)
    if len(turns) != 7:
        raise ContentError("turns.toml: needs 7 turns")
    return turns


def load_tracks() -> list[Track]:
    tracks = _entries("tracks.toml", "track", Track)
    if [t.key for t in tracks] != list(TRACKS):
        raise ContentError("tracks.toml: tracks must be rc, o, ei, uc in that order")
    for t in tracks:
        if len(t.labels) != t.limit:
            raise ContentError(f"tracks.toml: track {t.key}: labels: needs {t.limit} labels")
    return tracks


def load_cards(path: str | Path = "cards.toml") -> list[Card]:
    cards = _entries(path, "card", Card)
    name = Path(path).name
    ids = [c.id for c in cards]
    if sorted(ids) != list(range(1, 148)):
        raise ContentError(f"{name}: card ids must be 1 to 147, each once")
    for deck, size in DECK_SIZES.items():
        count = sum(c.deck == deck for c in cards)
        if count != size:
            raise ContentError(f"{name}: deck {deck} has {count} cards, needs {size}")
    return sorted(cards, key=lambda c: c.id)


DISTRICTS = load_districts()
TURNS = load_turns()
TRACK_DATA = load_tracks()
CARDS = {c.id: c for c in load_cards()}

DISTRICT_INDEX = {d.key: i for i, d in enumerate(DISTRICTS)}
RANDOM_TABLE = random_table(DISTRICTS)
RURAL = tuple(i for i, d in enumerate(DISTRICTS) if d.kind == "rural")
URBAN = tuple(i for i, d in enumerate(DISTRICTS) if d.kind == "urban")
MONTREAL, QUEBEC = DISTRICT_INDEX["montreal"], DISTRICT_INDEX["quebec"]
BOXES = tuple(9 if d.kind == "rural" else 15 for d in DISTRICTS)
EXTRA = (tuple(tuple(d.patriote_extra) for d in DISTRICTS),
         tuple(tuple(d.loyal_extra) for d in DISTRICTS))
BIAS = tuple(-1 if d.bias == "none" else FACTIONS.index(d.bias) for d in DISTRICTS)
CUBE_SUPPLY = (150, 125)
KEY_EVENT_IDS = tuple(c.id for c in CARDS.values() if c.deck == "key")
DECK_OF = {c.id: c.deck for c in CARDS.values()}
CARD_FACTION = {c.id: (-1 if c.faction == "neutral" else FACTIONS.index(c.faction))
                for c in CARDS.values()}
CARD_AP = {c.id: c.ap for c in CARDS.values()}
CARD_DIE = {c.id: c.die for c in CARDS.values()}
