"""The game's content (statesmen, states, issue cards, action cards, presidential cards,
offices), loaded from `data/` and validated with pydantic. A bad entry raises
`ContentError` naming the file, the entry and the field. Static lookup tables used by the
rules are built once at import."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

DATA = Path(__file__).parent / "data"
OFFICE_IDS = ("president", "vp", "state", "treasury", "war", "envoy", "general", "justice")
APPOINTED = ("state", "treasury", "war", "envoy", "general", "justice")
CABINET = ("state", "treasury", "war", "envoy")
ERAS = ("A", "B", "C")


class ContentError(ValueError):
    pass


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Statesman(_Model):
    id: str
    num: int
    name: str
    born: int
    home: str
    party: Literal["C", "L", "X"]
    gen: Literal[1, 2, 3]
    ability: int = Field(ge=0, le=6)
    military: bool
    popularity: int
    votes: int = Field(ge=0)
    special: Literal["", "income", "orator", "organizer", "diplomat", "financier", "commander"]
    text: str


class StateCard(_Model):
    code: str
    name: str
    original: bool
    votes: list[int] = Field(min_length=3, max_length=3)
    neighbours: list[str]


class Effects(_Model):
    revenue: int = 0
    reserves: int = 0
    tension: int = 0
    support_party: dict[Literal["C", "L"], int] = {}
    ip_leader: dict[Literal["C", "L"], int] = {}
    flag: str = ""
    discard: str = ""


class IssueOption(_Model):
    key: Literal["a", "b"]
    label: str
    difficulty: int
    handlers: list[list[Literal["president", "state", "treasury", "war", "envoy", "general", "justice"]]]
    congress: bool
    pop: int
    negotiation: bool = False
    effects: Effects


class Failure(_Model):
    pop: int
    effects: Effects


class Issue(_Model):
    id: str
    name: str
    era: Literal["A", "B", "C"]
    text: str
    hot: bool = False
    review: bool = False
    requires: list[str] = []
    admit: str = ""
    options: list[IssueOption] = Field(min_length=1, max_length=2)
    failed: Failure

    @field_validator("requires")
    @classmethod
    def _known_kinds(cls, value):
        for item in value:
            kind = item.split(":")[0]
            if kind not in ("issue", "tax", "tariff", "card", "state"):
                raise ValueError(f"unknown requirement {item!r}")
        return value


class ActionCard(_Model):
    id: str
    name: str
    gen: Literal[1, 2, 3]
    kind: Literal["judicial_review", "spouse", "coalition", "duel", "speech", "sabotage",
                  "dominate", "spy", "divides", "panic", "tension", "texas", "ip"]
    text: str
    persistent: bool = False
    state: str = ""
    amount: int = 0
    ip: int = 0
    support: int = 0


class Office(_Model):
    id: Literal["president", "vp", "state", "treasury", "war", "envoy", "general", "justice"]
    name: str
    pop: int
    text: str


class TaxCard(_Model):
    id: str
    kind: Literal["tax", "tariff", "bonds"]
    name: str
    difficulty: int
    pop: int
    revenue: int
    reserves: int = 0
    outrage: int
    text: str


class Presidential(_Model):
    offices: list[Office]
    taxes: list[TaxCard]


def _load(name: str, model, many: bool = True, key: str = "id"):
    path = DATA / name
    try:
        raw = json.loads(path.read_text())
    except json.JSONDecodeError as err:
        raise ContentError(f"{path.name}: not JSON: {err.msg} at line {err.lineno}") from None
    items = raw if many else [raw]
    out = []
    for index, item in enumerate(items):
        try:
            out.append(model.model_validate(item))
        except ValidationError as err:
            first = err.errors()[0]
            entry = item.get(key, f"#{index}") if isinstance(item, dict) else f"#{index}"
            where = ".".join(str(p) for p in first["loc"])
            raise ContentError(f"{path.name}: entry {entry}: field {where}: {first['msg']}") from None
    return out if many else out[0]


def _check(statesmen, states, issues, actions, presidential):
    codes = {s.code for s in states}
    for s in states:
        for n in s.neighbours:
            if n not in codes:
                raise ContentError(f"states.json: entry {s.code}: field neighbours: unknown state {n}")
    for s in statesmen:
        if s.home not in codes:
            raise ContentError(f"statesmen.json: entry {s.id}: field home: unknown state {s.home}")
    ids = {i.id for i in issues}
    taxes = {t.id for t in presidential.taxes}
    cards = {a.id for a in actions}
    for i in issues:
        for req in i.requires:
            kind, _, arg = req.partition(":")
            known = {"issue": ids, "tax": taxes, "card": cards, "state": codes}.get(kind)
            if known is not None and arg not in known:
                raise ContentError(f"issues.json: entry {i.id}: field requires: unknown {req}")
        if i.admit and i.admit not in codes:
            raise ContentError(f"issues.json: entry {i.id}: field admit: unknown state {i.admit}")
    all_ids = [s.id for s in statesmen] + [a.id for a in actions]
    if len(set(all_ids)) != len(all_ids):
        raise ContentError("actions.json: card ids repeat a statesman or another card")


STATESMEN: list[Statesman] = _load("statesmen.json", Statesman)
STATE_CARDS: list[StateCard] = _load("states.json", StateCard, key="code")
ISSUES_LIST: list[Issue] = _load("issues.json", Issue)
ACTION_LIST: list[ActionCard] = _load("actions.json", ActionCard)
PRESIDENTIAL: Presidential = _load("presidential.json", Presidential, many=False)
_check(STATESMEN, STATE_CARDS, ISSUES_LIST, ACTION_LIST, PRESIDENTIAL)

# --- static tables for the rules (indices, not objects, in the hot path) ----------------
N_STATESMEN = len(STATESMEN)
SID = {s.id: i for i, s in enumerate(STATESMEN)}
NAME = [s.name for s in STATESMEN]
SLUG = [s.id for s in STATESMEN]
PARTY = [s.party for s in STATESMEN]
ABILITY = [s.ability for s in STATESMEN]
MILITARY = [s.military for s in STATESMEN]
PRINTED_POP = [s.popularity for s in STATESMEN]
VOTES = [s.votes for s in STATESMEN]
HOME = [s.home for s in STATESMEN]
GEN = [s.gen for s in STATESMEN]
SPECIAL = [s.special for s in STATESMEN]
# Age value: 1 is the oldest statesman (birth year, then card number).
_by_age = sorted(range(N_STATESMEN), key=lambda i: (STATESMEN[i].born, STATESMEN[i].num))
AGE = [0] * N_STATESMEN
for _rank, _i in enumerate(_by_age, start=1):
    AGE[_i] = _rank

STATE_CODES = [s.code for s in STATE_CARDS]
STATE = {s.code: s for s in STATE_CARDS}
NEIGHBOURS = {s.code: tuple(n for n in s.neighbours) for s in STATE_CARDS}
ORIGINAL_STATES = [s.code for s in STATE_CARDS if s.original]

ISSUES = {i.id: i for i in ISSUES_LIST}
ISSUES_BY_ERA = {era: [i.id for i in ISSUES_LIST if i.era == era] for era in ERAS}

ACTIONS = {a.id: a for a in ACTION_LIST}
CARD_GEN = {**{s.id: s.gen for s in STATESMEN}, **{a.id: a.gen for a in ACTION_LIST}}
OFFICES = {o.id: o for o in PRESIDENTIAL.offices}
TAXES = {t.id: t for t in PRESIDENTIAL.taxes}
TAX_IDS = [t.id for t in PRESIDENTIAL.taxes if t.kind == "tax"]
TARIFF_IDS = [t.id for t in PRESIDENTIAL.taxes if t.kind == "tariff"]
BOND_IDS = [t.id for t in PRESIDENTIAL.taxes if t.kind == "bonds"]


def card_name(card: str) -> str:
    if card in SID:
        return NAME[SID[card]]
    return ACTIONS[card].name


_GENERATION_CARDS = {
    gen: tuple([s.id for s in STATESMEN if s.gen == gen] + [a.id for a in ACTION_LIST if a.gen == gen])
    for gen in {card.gen for card in [*STATESMEN, *ACTION_LIST]}}


def generation_cards(gen: int) -> tuple[str, ...]:
    """Every action card of a generation, statesmen included (made once, above)."""
    return _GENERATION_CARDS.get(gen, ())


class Scenario(_Model):
    title: str
    revenue: int
    reserves: int
    taxes: list[str]
    tension: int
    support: int
    era: int
    last_era: int
    generations: list[int]
    max_gen: int
    resolved: list[str]
    removed: list[str]
    flags: list[str]
    in_play: list[str]
    spouses: dict[str, str]
    states: list[str]
    removed_cards: list[str]
    removed_statesmen: list[str]
    factions: dict[str, list[list[str]]]
    coalition_card: dict[str, int]
    offices: dict[str, str]
    elected: dict[str, int]
    popularity: dict[str, int]
    influence: dict[str, int]


def _load_scenarios() -> dict[str, Scenario]:
    path = DATA / "scenarios.json"
    raw = json.loads(path.read_text())
    out = {}
    for key, item in raw.items():
        try:
            scen = Scenario.model_validate(item)
        except ValidationError as err:
            first = err.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise ContentError(f"scenarios.json: entry {key}: field {where}: {first['msg']}") from None
        names = [s for f in scen.factions.values() for team in f for s in team]
        names += list(scen.offices.values()) + list(scen.popularity) + list(scen.influence)
        names += scen.removed_statesmen + list(scen.spouses)
        for name in names:
            if name not in SID:
                raise ContentError(f"scenarios.json: entry {key}: unknown statesman {name}")
        for card in scen.removed_cards + scen.in_play:
            if card not in ACTIONS:
                raise ContentError(f"scenarios.json: entry {key}: unknown card {card}")
        for issue in scen.resolved + scen.removed:
            if issue not in ISSUES:
                raise ContentError(f"scenarios.json: entry {key}: unknown issue {issue}")
        out[key] = scen
    return out


SCENARIOS = _load_scenarios()


class BoardTables(_Model):
    """The board's tracks and tables (tension index, support, newspapers, crisis and
    outrage tables) and the set-up numbers."""
    tension_boxes: list[str] = Field(min_length=2)
    support_limit: int
    dominance: int
    newspaper_values: list[int] = Field(min_length=1)
    starting_revenue: int
    starting_reserves: int
    starting_faction_ip: int
    starting_hand: int
    starting_statesmen: int
    hand_limit: int
    draft_size: int
    issues_per_turn: int
    speech_target: int
    crisis_table: list[tuple[int, int, int]]
    collapse_popularity: int
    outrage_rows: list[tuple[int, int, int]]
    hand_of_time: list[tuple[int, int]]
    whip_rows: list[tuple[int, int]]


BOARD: BoardTables = _load("board.json", BoardTables, many=False, key="board")
