"""Records: a game as its set-up plus every action taken. Saved games, replays, bug
reports and the server's storage are all records; replaying one rebuilds the game."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

from pydantic import BaseModel, ConfigDict, StrictInt, StrictStr, ValidationError

from .protocol import BadOptions, IllegalAction, State
from .registry import UnknownGame, load_game


class CorruptRecord(ValueError):
    pass


class Record(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    version: str
    players: int
    options: dict = {}
    seed: int
    # strict: a record whose seat is `true` or `"1"` was not written by a game
    actions: list[tuple[StrictInt, StrictStr]] = []


class Match:
    """A state together with the actions that produced it."""

    def __init__(self, game_slug: str, players: int, seed: int, options: dict | None = None):
        self.game = load_game(game_slug)
        self.players = players
        self.seed = seed
        self.options = self.game.parse_options(options).model_dump()
        self.state: State = self.game.new_state(players, seed, self.options)
        self.actions: list[tuple[int, str]] = []

    def apply(self, seat: int, action_id: str) -> None:
        self.state.apply(seat, action_id)
        self.actions.append((seat, action_id))

    def record(self) -> Record:
        return Record(game=self.game.slug, version=self.game.version, players=self.players,
                      options=self.options, seed=self.seed, actions=list(self.actions))


def parse_record(data: object) -> Record:
    try:
        return Record.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "record"
        raise CorruptRecord(f"corrupt record: {where}: {first['msg']}") from None


def load_record(path: str | Path) -> Record:
    try:
        text = Path(path).read_text()
    except OSError as err:
        raise CorruptRecord(f"cannot read record {path}: {err.strerror}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise CorruptRecord(f"record {path} is not JSON: {err.msg} at line {err.lineno}") from None
    return parse_record(data)


def replay_steps(record: Record) -> Iterator[tuple[int, Match]]:
    """Yield (index, match) after set-up (index -1) and after every action.
    Raises CorruptRecord naming the first action that does not apply."""
    try:
        match = Match(record.game, record.players, record.seed, record.options)
    except (UnknownGame, BadOptions) as err:
        raise CorruptRecord(f"corrupt record: {err}") from None
    if record.version != match.game.version:
        raise CorruptRecord(
            f"record is for {record.game} version {record.version}, "
            f"this is version {match.game.version}"
        )
    yield -1, match
    for index, (seat, action_id) in enumerate(record.actions):
        try:
            match.apply(seat, action_id)
        except IllegalAction as err:
            raise CorruptRecord(f"corrupt record: action {index} ({seat}, {action_id!r}): {err}") from None
        yield index, match


def replay(record: Record, on_step: Callable[[int, Match], None] | None = None) -> Match:
    match = None
    for index, match in replay_steps(record):
        if on_step is not None:
            on_step(index, match)
    return match
