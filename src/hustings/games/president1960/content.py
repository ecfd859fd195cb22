"""Loading and checking the game's content: states, campaign cards, endorsement cards,
candidate cards. Every file is validated at load; an error names the file, the entry and
the field. The tables built here are static and shared by every game state."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

DATA = Path(__file__).parent / "data"

KENNEDY, NIXON = 0, 1
CANDIDATES = ("kennedy", "nixon")
ICON_SEATS = {"K": (KENNEDY,), "N": (NIXON,), "KN": (KENNEDY, NIXON)}
REGIONS = ("East", "Midwest", "South", "West")
# For movement only, Alaska and Hawaii are regions of their own (rulebook B1).
MOVE_REGIONS = (*REGIONS, "Alaska", "Hawaii")
MOVE_ADJACENT = {
    "East": ("Midwest", "South"),
    "Midwest": ("East", "South", "West"),
    "South": ("East", "Midwest", "West"),
    "West": ("Midwest", "South", "Alaska", "Hawaii"),
    "Alaska": ("West",),
    "Hawaii": ("West",),
}
ISSUES = ("economy", "defense", "civil_rights")
ISSUE_NAMES = {"economy": "Economy", "defense": "Defense", "civil_rights": "Civil Rights"}
# Starting order of the issue track, first place first (see docs/rulings/1960.md).
START_TRACK = ("defense", "economy", "civil_rights")


class ContentError(ValueError):
    """A content file that does not validate."""


class StateEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    abbr: str = Field(pattern=r"^[A-Z]{2}$")
    name: str
    electoral_votes: int = Field(ge=3)
    region: Literal["East", "Midwest", "South", "West"]
    border: Literal["kennedy", "nixon"]
    start: int = Field(ge=-4, le=4)


class CardEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(pattern=r"^c\d\d$")
    name: str
    cp: int = Field(ge=1, le=5)
    rest: int = Field(ge=0, le=3)
    icons: Literal["K", "N", "KN"]
    issue: Literal["", "economy", "defense", "civil_rights"] = ""
    state: str = ""
    kind: Literal["event", "turn", "debate", "election", "prevention"] = "event"
    gathering_momentum: bool = False
    vice_president: Literal["", "kennedy", "nixon"] = ""
    text: str


class EndorsementEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(pattern=r"^e\d\d$")
    name: str
    region: Literal["East", "Midwest", "South", "West"]


class CandidateEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    candidate: Literal["kennedy", "nixon"]
    name: str
    cp: int = Field(ge=1, le=5)
    home: str
    text: str


def _load(name: str, key: str, model: type[BaseModel], path: Path | None = None) -> list:
    path = path or DATA / name
    try:
        raw = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as err:
        raise ContentError(f"{path.name}: cannot read: {err}") from None
    entries = raw.get(key)
    if not isinstance(entries, list):
        raise ContentError(f"{path.name}: expected a list of [[{key}]] entries")
    parsed = []
    for index, entry in enumerate(entries):
        try:
            parsed.append(model.model_validate(entry))
        except ValidationError as err:
            first = err.errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or key
            label = entry.get("id") or entry.get("abbr") or entry.get("candidate") or f"#{index + 1}"
            raise ContentError(f"{path.name}: {key} {label}: {field}: {first['msg']}") from None
    return parsed


def load_states(path: Path | None = None) -> list[StateEntry]:
    states = _load("states.toml", "state", StateEntry, path)
    if len(states) != 50 or len({s.abbr for s in states}) != 50:
        raise ContentError("states.toml: there must be 50 distinct states")
    total = sum(s.electoral_votes for s in states)
    if total != 537:
        raise ContentError(f"states.toml: electoral votes total {total}, not 537")
    return states


def load_cards(path: Path | None = None, states: list[StateEntry] | None = None) -> list[CardEntry]:
    cards = _load("cards.toml", "card", CardEntry, path)
    name = (path or DATA / "cards.toml").name
    abbrs = {s.abbr for s in (states or STATE_ENTRIES)}
    ids = [c.id for c in cards]
    if len(cards) != 97 or len(set(ids)) != 97:
        raise ContentError(f"{name}: there must be 97 distinct campaign cards, found {len(set(ids))}")
    for card in cards:
        if card.state and card.state not in abbrs:
            raise ContentError(f"{name}: card {card.id}: state: unknown state {card.state!r}")
        if not card.gathering_momentum and not card.state:
            raise ContentError(f"{name}: card {card.id}: state: a storable card needs a state")
    if sum(c.gathering_momentum for c in cards) != 4:
        raise ContentError(f"{name}: there must be 4 Gathering Momentum cards")
    if sorted(c.vice_president for c in cards if c.vice_president) != ["kennedy", "nixon"]:
        raise ContentError(f"{name}: there must be one vice-presidential card per candidate")
    return cards


def load_endorsements(path: Path | None = None) -> list[EndorsementEntry]:
    cards = _load("endorsements.toml", "endorsement", EndorsementEntry, path)
    if len(cards) != 16:
        raise ContentError("endorsements.toml: there must be 16 endorsement cards")
    return cards


def load_candidates(path: Path | None = None) -> list[CandidateEntry]:
    cards = _load("candidates.toml", "candidate", CandidateEntry, path)
    if [c.candidate for c in cards] != ["kennedy", "nixon"]:
        raise ContentError("candidates.toml: list Kennedy's card, then Nixon's")
    return cards


STATE_ENTRIES = load_states()
ABBRS = tuple(s.abbr for s in STATE_ENTRIES)
STATE_INDEX = {a: i for i, a in enumerate(ABBRS)}
EV = tuple(s.electoral_votes for s in STATE_ENTRIES)
REGION_OF = tuple(REGIONS.index(s.region) for s in STATE_ENTRIES)
MOVE_REGION_OF = tuple(
    MOVE_REGIONS.index("Alaska" if s.abbr == "AK" else "Hawaii" if s.abbr == "HI" else s.region)
    for s in STATE_ENTRIES
)
STATES_IN_MOVE_REGION = tuple(
    tuple(i for i in range(50) if MOVE_REGION_OF[i] == r) for r in range(len(MOVE_REGIONS))
)
STATES_IN_REGION = tuple(tuple(i for i in range(50) if REGION_OF[i] == r) for r in range(4))
ADJACENT_MOVE = tuple(
    tuple(MOVE_REGIONS.index(n) for n in MOVE_ADJACENT[r]) for r in MOVE_REGIONS
)
BORDER = tuple(KENNEDY if s.border == "kennedy" else NIXON for s in STATE_ENTRIES)

CARD_ENTRIES = load_cards()
CARDS = {c.id: c for c in CARD_ENTRIES}
CARD_IDS = tuple(c.id for c in CARD_ENTRIES)
GATHERING = frozenset(c.id for c in CARD_ENTRIES if c.gathering_momentum)
# The printed values read at every card played, as plain tables: reading a field of a
# pydantic model costs several times a dict lookup.
CARD_CP = {c.id: c.cp for c in CARD_ENTRIES}
CARD_REST = {c.id: c.rest for c in CARD_ENTRIES}
CARD_KIND = {c.id: c.kind for c in CARD_ENTRIES}
VP_CARD = {KENNEDY: next(c.id for c in CARD_ENTRIES if c.vice_president == "kennedy"),
           NIXON: next(c.id for c in CARD_ENTRIES if c.vice_president == "nixon")}
ENDORSEMENTS = load_endorsements()
ENDORSEMENT_REGION = {e.id: REGIONS.index(e.region) for e in ENDORSEMENTS}
CANDIDATE_CARDS = load_candidates()
