"""Loading and validating the card data: delegates, articles and debate tiles.

Every static fact the rules need is turned into flat tuples indexed by card number, so
the rules never look anything up by name in their inner loop.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

DATA = Path(__file__).parent / "data"

STATES = ("NH", "MA", "CT", "NY", "NJ", "PA", "DE", "MD", "VA", "NC", "SC", "GA")
STATE_INDEX = {code: i for i, code in enumerate(STATES)}
FACTIONS = ("large", "small", "fed", "anti")
FACTION_INDEX = {code: i for i, code in enumerate(FACTIONS)}
PLANNER = 4  # the faction number of a planner card: no faction symbol at all
OPPOSITE = (1, 0, 3, 2)
PLANNERS = ("madison", "paterson", "sherman", "pinckney", "hamilton")
YEA, NAY = 1, 2  # the sides of a vote (0: no delegation on the table)
SIDES = ("", "yea", "nay")
MAX_PLAYERS = 5
DRAW_SLOTS = 3  # the slots of the draw area
SIDE_INDEX = {"yea": YEA, "nay": NAY}
FACTION_NAMES = {"large": "Large States", "small": "Small States", "fed": "Federalist",
                 "anti": "Anti-Federalist", "planner": "Planner"}


class CardDataError(ValueError):
    """A card file that cannot be used; the message names the file, entry and field."""


class DelegateEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(min_length=1, max_length=16, pattern=r"^[A-Za-z][A-Za-z0-9_-]*$")
    name: str = Field(min_length=1)
    state: Literal["NH", "MA", "CT", "NY", "NJ", "PA", "DE", "MD", "VA", "NC", "SC", "GA"]
    faction: Literal["large", "small", "fed", "anti", "planner"]
    planner: Literal["madison", "paterson", "sherman", "pinckney", "hamilton"] | None = None
    event: str = Field(min_length=1)
    event_text: str = Field(min_length=1)


class DelegateFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    delegate: list[DelegateEntry]


class ArticleEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    faction: Literal["large", "small", "fed", "anti"]
    title: str
    flipped_title: str


class ArticleFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    article: list[ArticleEntry] = Field(min_length=12, max_length=12)


class TileEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    faction: Literal["large", "small", "fed", "anti"]
    topic: str


class TileFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tile: list[TileEntry]


def _read_toml(path: Path) -> dict:
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except OSError as err:
        raise CardDataError(f"{path}: cannot read the file: {err.strerror}") from None
    except tomllib.TOMLDecodeError as err:
        raise CardDataError(f"{path}: not valid TOML: {err}") from None


def _validate(model: type[BaseModel], data: dict, path: Path, entry_key: str):
    try:
        return model.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        loc = list(first["loc"])
        where = "file"
        if len(loc) >= 2 and loc[0] == entry_key and isinstance(loc[1], int):
            entries = data.get(entry_key) or []
            ident = entries[loc[1]].get("id", "?") if isinstance(entries[loc[1]], dict) else "?"
            field = ".".join(str(p) for p in loc[2:]) or "entry"
            where = f"{entry_key} #{loc[1] + 1} (id {ident!r}), field {field!r}"
        elif loc:
            where = f"field {'.'.join(str(p) for p in loc)!r}"
        raise CardDataError(f"{path}: {where}: {first['msg']}") from None


class CardSet:
    """The delegates of one card file plus the fixed articles and debate tiles."""

    def __init__(self, path: Path, delegates: list[DelegateEntry], articles: list[ArticleEntry],
                 tiles: list[TileEntry]):
        # these modules import this one: their tables are bound when a card set is made
        from .action_listing import GroupVoteTables
        from .events import EVENTS, listed_choices  # the effects, keyed by event id
        from .shared_events import CardEvents
        from .turn import ParsedActions

        self.path = path
        self.ids = tuple(d.id for d in delegates)
        self.index = {cid: i for i, cid in enumerate(self.ids)}
        self.names = tuple(d.name for d in delegates)
        self.state = tuple(STATE_INDEX[d.state] for d in delegates)
        self.faction = tuple(PLANNER if d.faction == "planner" else FACTION_INDEX[d.faction]
                             for d in delegates)
        self.event = tuple(d.event for d in delegates)
        self.event_text = tuple(d.event_text for d in delegates)
        self.effect = tuple(EVENTS[event] for event in self.event)
        self.event_listers = tuple(effect.lister() for effect in self.effect)
        # the same for a hand of other than three cards (a special vote's own lister votes
        # with the other two cards of a hand of three)
        self.any_hand_event_listers = tuple(
            listed_choices(effect.choices) if effect.lists_with_hand else lister
            for effect, lister in zip(self.effect, self.event_listers, strict=True))
        self.group_cards = GroupCards(self.index)
        self.actions = ParsedActions(self)  # the action phase's ids, read once (turn.py)
        self.group_names = GroupNames(self.names)
        self.shared_events = CardEvents(self.names, self.event_text, self.group_names)
        self.planner_card = {d.planner: i for i, d in enumerate(delegates) if d.planner}
        self.articles = articles
        self.article_faction = tuple(FACTION_INDEX[a.faction] for a in articles)
        self.tiles = tiles
        self.tiles_per_faction = tuple(sum(1 for t in tiles if t.faction == f) for f in FACTIONS)
        self.id_texts = texts = IdTexts(self.ids, self.state, self.faction)
        # the event ids of a card whose event offers the same choices in every state
        self.fixed_event_ids = tuple(
            None if effect.fixed is None else
            tuple(sorted(texts.event_choice[card] + choice if choice else texts.event[card]
                         for choice in effect.fixed))
            for card, effect in enumerate(self.effect))
        # the votes of each group of delegates of one state, made as groups turn up
        self.group_votes = GroupVoteTables(self)

    def __len__(self) -> int:
        return len(self.ids)

    def back(self, card: int) -> dict:
        """What the back of a card shows: its state and faction symbol (public)."""
        faction = self.faction[card]
        return {"state": STATES[self.state[card]],
                "faction": "planner" if faction == PLANNER else FACTIONS[faction]}

    def face(self, card: int) -> dict:
        return {"id": self.ids[card], "name": self.names[card], **self.back(card),
                "event": self.event_text[card]}

    def article_face(self, article: int, side: int) -> int:
        """The faction symbol an article shows: side 0 historical, side 1 turned over."""
        faction = self.article_faction[article]
        return faction if side == 0 else OPPOSITE[faction]

    def article_title(self, article: int, side: int) -> str:
        entry = self.articles[article]
        return entry.title if side == 0 else entry.flipped_title


class GroupCards(dict):
    """The cards of a group by its text in an action id: `d07+d12` -> (7, 12), made as
    groups turn up (the rules read the groups of the actions they carry out)."""

    def __init__(self, index: dict[str, int]):
        super().__init__()
        self.index = index

    def __missing__(self, text: str) -> tuple[int, ...]:
        group = self[text] = tuple(map(self.index.__getitem__, text.split("+")))
        return group


class GroupNames(dict):
    """The names of a group of cards for the log, by the cards in their order:
    (7, 12) -> `Roger Sherman, Oliver Ellsworth`, made as groups turn up."""

    def __init__(self, names: tuple[str, ...]):
        super().__init__()
        self.names = names

    def __missing__(self, group: tuple[int, ...]) -> str:
        text = self[group] = ", ".join(map(self.names.__getitem__, group))
        return text


class EventIds(dict):
    """One card's event ids by choice: `ids[choice]` is `before + choice`, made once. The
    choices of events are a few fixed texts (state codes, card ids, tracks, seats), so
    the action listing looks ids up (`map(ids.__getitem__, choices)`) instead of joining
    strings for every action listed."""

    def __init__(self, before: str):
        super().__init__()
        self.before = before

    def __missing__(self, choice: str) -> str:
        text = self[choice] = self.before + choice
        return text


class IdTexts:
    """Each card's pieces of action ids, built once: the rules list every legal action in
    a search bot's inner loop and assemble ids from these instead of formatting them.
    A group of cards is written with its ids in text order (`d07+d12`), so groups are
    built from cards taken in `rank` order, appending `plus[card]` (`+d12`). The `pair_`
    tables hold the group of two cards `[a][b]` in either order (action_listing.py)."""

    def __init__(self, ids: tuple[str, ...], states: tuple[int, ...], factions: tuple[int, ...]):
        from .voting import VOTE_SIDES  # faction loyalty (the voting module imports this one)

        rank = [0] * len(ids)
        for place, card in enumerate(sorted(range(len(ids)), key=ids.__getitem__)):
            rank[card] = place
        self.rank = tuple(rank)
        self.plus = tuple("+" + cid for cid in ids)
        self.discard = tuple("discard:" + cid for cid in ids)
        self.debate = tuple("" if f == PLANNER else f"debate:{FACTIONS[f]}:{cid}"
                            for cid, f in zip(ids, factions, strict=True))
        self.event = tuple("event:" + cid for cid in ids)
        self.event_choice = tuple("event:" + cid + ":" for cid in ids)
        # each card's event ids by choice (`PA` -> `event:d13:PA`), made as choices turn up
        self.event_with_choice = tuple(EventIds(before) for before in self.event_choice)
        # and the same by the number of the state, card, seat, (faction, seat) or slot chosen
        self.event_state = tuple(tuple(before + code for code in STATES)
                                 for before in self.event_choice)
        self.event_card = tuple(tuple(before + cid for cid in ids) for before in self.event_choice)
        self.event_seat = tuple(tuple(f"{before}{seat}" for seat in range(MAX_PLAYERS))
                                for before in self.event_choice)
        self.event_setback = tuple(tuple(tuple(f"{before}{faction}:{seat}"
                                               for seat in range(MAX_PLAYERS))
                                         for faction in FACTIONS) for before in self.event_choice)
        self.event_slot = tuple(tuple(f"{before}slot{slot}" for slot in range(DRAW_SLOTS))
                                for before in self.event_choice)
        # the debate and discard ids of three-card hands, by hand, made as hands turn up
        # (action_listing.hand_ids): at most one entry per hand of the card set
        self.hand_ids: dict[tuple[int, int, int], tuple[str, ...]] = {}
        # whether no card id begins another: then ids of different cards compare as the
        # card ids do, whatever follows them (action_listing.quick_action_ids)
        self.prefix_free = not any(x != y and y.startswith(x) for x in ids for y in ids)
        # `STATE:side:card` by side (a vote for an event) and the same after `vote:`
        self.delegation = tuple(tuple(f"{STATES[st]}:{side}:{cid}" if side else ""
                                      for cid, st in zip(ids, states, strict=True))
                                for side in SIDES)
        self.vote = tuple(tuple("vote:" + text if text else "" for text in by_side)
                          for by_side in self.delegation)
        # two cards as a group in text order, whatever order they are given in: `[a][b]`
        in_order = [[(a, b) if rank[a] < rank[b] else (b, a) for b in range(len(ids))]
                    for a in range(len(ids))]
        self.pair_discard = tuple(tuple(f"discard:{ids[x]}+{ids[y]}" for x, y in row)
                                  for row in in_order)
        self.pair_debate = tuple(tuple(f"{self.debate[x]}+{ids[y]}"
                                       if factions[x] == factions[y] != PLANNER else ""
                                       for x, y in row) for row in in_order)
        self.pair_delegation = tuple(tuple(tuple(f"{self.delegation[side][x]}+{ids[y]}"
                                                 if side and states[x] == states[y] else ""
                                                 for x, y in row) for row in in_order)
                                     for side in range(len(SIDES)))
        # the votes one delegate may cast on an empty table, sorted, by the article's faction
        self.empty_table_votes = tuple(
            tuple(tuple(sorted(self.vote[side][card] for side in VOTE_SIDES[article][faction]))
                  for card, faction in enumerate(factions))
            for article in range(len(FACTIONS)))

    def groups(self, firsts: tuple[str, ...], cards: list[int]) -> list[str]:
        """Every non-empty group of `cards` (given in rank order) as its id text, opening
        with `firsts[card]` of its first card: `discard:d07+d12`. The i-th text holds the
        cards at the set bits of i + 1."""
        plus = self.plus
        if len(cards) == 3:  # a full hand, spelled out: this runs for every action listed
            a, b, c = cards
            first_a, first_b, tail_c = firsts[a], firsts[b], plus[c]
            ab = first_a + plus[b]
            return [first_a, first_b, ab, firsts[c], first_a + tail_c, first_b + tail_c,
                    ab + tail_c]
        texts: list[str] = []
        for card in cards:
            tail = plus[card]
            grown = [text + tail for text in texts]
            texts.append(firsts[card])
            texts += grown
        return texts


def load_delegates(path: Path) -> list[DelegateEntry]:
    from .events import EVENTS  # the catalog of event effects, keyed by event id

    data = _read_toml(path)
    parsed = _validate(DelegateFile, data, path, "delegate").delegate
    seen: dict[str, int] = {}
    for number, entry in enumerate(parsed, start=1):
        where = f"{path}: delegate #{number} (id {entry.id!r})"
        if entry.id in seen:
            raise CardDataError(f"{where}, field 'id': duplicate of delegate #{seen[entry.id]}")
        seen[entry.id] = number
        if entry.event not in EVENTS:
            raise CardDataError(f"{where}, field 'event': unknown event id {entry.event!r} "
                                f"(known ids are listed in docs/cards/convention.md)")
        if (entry.faction == "planner") != (entry.planner is not None):
            raise CardDataError(f"{where}, field 'planner': a card has a planner name exactly "
                                f"when its faction is 'planner'")
    planners = [e.planner for e in parsed if e.planner]
    for name in PLANNERS:
        if planners.count(name) != 1:
            raise CardDataError(f"{path}: field 'planner': the set needs exactly one "
                                f"{name!r} card, found {planners.count(name)}")
    if len(parsed) < 40:
        raise CardDataError(f"{path}: field 'delegate': at least 40 delegates are needed "
                            f"for five players, found {len(parsed)}")
    return parsed


@lru_cache(maxsize=8)
def load_card_set(path: str | None = None) -> CardSet:
    """The card set from `path` (a delegates TOML file) or the shipped one."""
    delegates_path = Path(path) if path else DATA / "delegates.toml"
    delegates = load_delegates(delegates_path)
    articles_path = DATA / "articles.toml"
    articles = _validate(ArticleFile, _read_toml(articles_path), articles_path, "article").article
    tiles_path = DATA / "debate_tiles.toml"
    tiles = _validate(TileFile, _read_toml(tiles_path), tiles_path, "tile").tile
    return CardSet(delegates_path, delegates, articles, tiles)
