"""Die Macher's content, loaded once at import from `data/*.toml` and validated with
pydantic: a bad file names the file, the entry and the field at fault."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

DATA = Path(__file__).parent / "data"
COLORS = ("black", "blue", "red", "yellow", "green")


class ContentError(ValueError):
    pass


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Region(_Strict):
    id: str
    name: str
    capital: str
    population_millions: float = Field(gt=0)
    seats: int = Field(ge=1, le=60)
    steps: list[int]

    @model_validator(mode="after")
    def _steps_climb(self):
        if len(self.steps) != self.seats:
            raise ValueError(f"steps has {len(self.steps)} entries for {self.seats} seats")
        if any(b < a for a, b in zip(self.steps, self.steps[1:], strict=False)):
            raise ValueError("steps must not decrease")
        if self.steps and (self.steps[0] < 1 or self.steps[-1] > 50):
            raise ValueError("steps must lie on the 0-50 vote track")
        return self


class Topic(_Strict):
    id: str
    name: str
    pro: str
    con: str
    pro_opinion: str
    con_opinion: str
    pro_platform: str
    con_platform: str


CABINET_ACTION_ORDER = ("votes", "duplicator", "media", "trend_up", "trend_down")
CabinetAction = Literal["votes", "duplicator", "media", "trend_up", "trend_down"]


class CabinetCard(_Strict):
    """A shadow-cabinet card: a menu of actions, of which the party using it picks one
    (5.2.3, docs/rulings/macher.md). The file lists them in the order the rulebook
    describes the actions, each kind at most once."""

    id: str
    title: str
    text: str
    cost: int = Field(ge=0)
    phone: bool
    actions: list[tuple[CabinetAction, int]] = Field(min_length=1)

    @model_validator(mode="after")
    def _actions_in_rulebook_order(self):
        kinds = [kind for kind, _ in self.actions]
        ranks = [CABINET_ACTION_ORDER.index(kind) for kind in kinds]
        if len(set(kinds)) != len(kinds):
            raise ValueError("each action kind may appear only once")
        if ranks != sorted(ranks):
            raise ValueError(f"actions must follow the order {', '.join(CABINET_ACTION_ORDER)}")
        for kind, amount in self.actions:
            counted = kind in ("votes", "trend_up", "trend_down")
            if counted and not 1 <= amount <= 10:
                raise ValueError(f"{kind} needs an amount from 1 to 10")
            if not counted and amount != 0:
                raise ValueError(f"{kind} takes no amount (write 0)")
        return self


class ContributionCard(_Strict):
    id: str
    donor: str
    text: str
    amount: int = Field(ge=0)
    risk_dice: int = Field(ge=0, le=5)
    decline_dice: int = Field(ge=0, le=5)


class Poll(_Strict):
    id: str
    headline: str
    shifts: list[int] = Field(min_length=5, max_length=5)
    results: int = Field(ge=1, le=2)
    bury_dice: int = Field(ge=0, le=5)


class StartOption(_Strict):
    id: str
    section: int = Field(ge=1, le=2)
    parts: list[tuple[Literal["trend", "votes", "org", "media", "members"], int]]


class National(_Strict):
    media_points: list[int] = Field(min_length=7, max_length=7)
    opinion_members: list[int] = Field(min_length=1)
    opinion_points: list[int] = Field(min_length=1)
    secured_bonus: int
    membership_start: int
    membership_max: int
    special_die: list[int] = Field(min_length=2)

    @model_validator(mode="after")
    def _spaces_agree(self):
        if len(self.opinion_members) != len(self.opinion_points):
            raise ValueError("opinion_members and opinion_points need one entry per space")
        return self


def _load(name: str) -> dict:
    path = DATA / name
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as err:
        raise ContentError(f"{name}: {err}") from None


def _entries(name: str, key: str, model: type[BaseModel]) -> list:
    raw = _load(name).get(key, [])
    items = []
    for index, entry in enumerate(raw):
        try:
            items.append(model.model_validate(entry))
        except ValidationError as err:
            first = err.errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or "entry"
            label = entry.get("id", f"#{index + 1}") if isinstance(entry, dict) else f"#{index + 1}"
            raise ContentError(f"{name}: {key} {label}: {field}: {first['msg']}") from None
    ids = [(getattr(i, "section", 0), i.id) for i in items]
    if len(set(ids)) != len(ids):
        raise ContentError(f"{name}: duplicate {key} ids")
    return items


REGIONS: tuple[Region, ...] = tuple(_entries("regions.toml", "region", Region))
TOPICS: tuple[Topic, ...] = tuple(_entries("topics.toml", "topic", Topic))
CABINET: tuple[CabinetCard, ...] = tuple(_entries("cabinet.toml", "card", CabinetCard))
CONTRIBUTIONS: tuple[ContributionCard, ...] = tuple(
    _entries("contributions.toml", "card", ContributionCard))
POLLS: tuple[Poll, ...] = tuple(_entries("polls.toml", "poll", Poll))
START_OPTIONS: tuple[StartOption, ...] = tuple(_entries("start_sheet.toml", "option", StartOption))
try:
    NATIONAL = National.model_validate(_load("national.toml"))
except ValidationError as err:
    _first = err.errors()[0]
    raise ContentError(
        f"national.toml: {'.'.join(str(p) for p in _first['loc'])}: {_first['msg']}") from None

_counts = _load("topics.toml")
OPINION_COPIES = int(_counts["opinion_copies"])
PLATFORM_COPIES = int(_counts["platform_copies"])


def _check_counts() -> None:
    """The component counts the rulebook lists (section 'Contenido')."""
    expected = {"regions.toml": (len(REGIONS), 16), "cabinet.toml": (len(CABINET), 7),
                "contributions.toml": (len(CONTRIBUTIONS), 5), "polls.toml": (len(POLLS), 20),
                "topics.toml opinion cards": (len(TOPICS) * 2 * OPINION_COPIES, 42),
                "topics.toml platform cards": (len(TOPICS) * 2 * PLATFORM_COPIES, 56)}
    for name, (have, want) in expected.items():
        if have != want:
            raise ContentError(f"{name}: {have} entries, the game needs {want}")
    if sum(o.section == 1 for o in START_OPTIONS) != 3 or sum(
            o.section == 2 for o in START_OPTIONS) != 4:
        raise ContentError("start_sheet.toml: section 1 needs 3 options and section 2 needs 4")


_check_counts()

# Opinion and platform cards are ints. Card c shows topic c // (2 * copies) and stance
# +1 (pro) when (c // copies) is even, else -1 (con).
N_TOPICS = len(TOPICS)
OPINION_CARDS = N_TOPICS * 2 * OPINION_COPIES
PLATFORM_CARDS = N_TOPICS * 2 * PLATFORM_COPIES
OPINION_FACE = tuple((c // OPINION_COPIES) for c in range(OPINION_CARDS))
PLATFORM_FACE = tuple((c // PLATFORM_COPIES) for c in range(PLATFORM_CARDS))


def face_topic(face: int) -> int:
    return face >> 1


def face_stance(face: int) -> int:
    return 1 if face % 2 == 0 else -1


def face_key(face: int) -> str:
    """A public name for a card face, e.g. 'euro+' or 'nuclear-'."""
    return TOPICS[face >> 1].id + ("+" if face % 2 == 0 else "-")


def face_label(face: int) -> str:
    topic = TOPICS[face >> 1]
    return topic.pro if face % 2 == 0 else topic.con


def opposite(face: int) -> int:
    return face ^ 1


CABINET_INDEX = {card.id: i for i, card in enumerate(CABINET)}
CONTRIBUTION_INDEX = {card.id: i for i, card in enumerate(CONTRIBUTIONS)}
SECTION1 = tuple(o for o in START_OPTIONS if o.section == 1)
SECTION2 = tuple(o for o in START_OPTIONS if o.section == 2)
