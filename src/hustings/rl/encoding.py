"""Fixed-size encodings of any game's actions and observations, for learning agents and
for OpenSpiel, which both need integer actions and fixed-length vectors.

Actions. A game may declare every action id it can ever list:

    Game.action_vocabulary(players: int, options: dict) -> list[str]

and then action i is always the same id (`VocabularyCodec`). Without that hook the
fallback is `SlotCodec`: action i is the i-th id of the sorted `legal_ids(seat)` of the
current state. Slots cover every game with no work from it (ids are small, sorted and
unique by protocol), at the price that an index means different things in different
states; the game's bound on the number of legal actions is
`Game.max_legal_actions` when declared, else `DEFAULT_SLOTS`.

Observations. A game may declare its own encoder:

    Game.observation_size(players: int, options: dict) -> int
    State.observation_vector(seat: int) -> Sequence[float]   (that many values)

Without it, `HashedViewEncoder` turns the seat's view (board and pending decision) into a
vector by feature hashing: every leaf of the view becomes a feature named by its path
(a string leaf: path=value; a number: its signed log; a string in a list: path[]=value,
so a hand is encoded as a set), hashed with CRC-32 (stable across processes) into
`HASHED_SIZE` buckets. Since the view is exactly what the seat may see, neither the
hook nor the fallback can leak hidden information.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Sequence

import numpy as np

from hustings.engine import Game, State

DEFAULT_SLOTS = 512
HASHED_SIZE = 1024
# Hashed observations are clipped to this bound so that they fit a finite Box.
OBSERVATION_BOUND = 64.0
# Lists longer than this are encoded as sets and a length only.
LIST_INDEX_LIMIT = 24


class ActionCodec:
    """Maps between action ids and integers in [0, size)."""

    kind: str
    size: int

    def legal_indices(self, state: State, seat: int) -> list[int]:
        raise NotImplementedError

    def to_id(self, state: State, seat: int, index: int) -> str:
        raise NotImplementedError

    def to_index(self, state: State, seat: int, action_id: str) -> int:
        raise NotImplementedError

    def mask(self, state: State, seat: int) -> np.ndarray:
        mask = np.zeros(self.size, dtype=np.int8)
        for index in self.legal_indices(state, seat):
            mask[index] = 1
        return mask


class VocabularyCodec(ActionCodec):
    kind = "vocabulary"

    def __init__(self, slug: str, vocabulary: Sequence[str]):
        self.slug = slug
        self.ids = list(vocabulary)
        self.index = {action_id: i for i, action_id in enumerate(self.ids)}
        if len(self.index) != len(self.ids):
            raise ValueError(f"{slug}: action_vocabulary lists an id twice")
        self.size = len(self.ids)

    def legal_indices(self, state, seat):
        return sorted(self.to_index(state, seat, a) for a in state.legal_ids(seat))

    def to_id(self, state, seat, index):
        if not 0 <= index < self.size:
            raise ValueError(f"{self.slug}: seat {seat}: action {index} is outside 0..{self.size - 1}")
        return self.ids[index]

    def to_index(self, state, seat, action_id):
        try:
            return self.index[action_id]
        except KeyError:
            raise ValueError(f"{self.slug}: seat {seat}: action {action_id!r} is missing from "
                             "the game's action_vocabulary") from None


class SlotCodec(ActionCodec):
    kind = "slots"

    def __init__(self, slug: str, size: int = DEFAULT_SLOTS):
        self.slug = slug
        self.size = size

    def _legal(self, state, seat):
        legal = state.legal_ids(seat)
        if len(legal) > self.size:
            raise ValueError(f"{self.slug}: seat {seat} has {len(legal)} legal actions, more than "
                             f"the {self.size} action slots (declare Game.max_legal_actions)")
        return legal

    def legal_indices(self, state, seat):
        return list(range(len(self._legal(state, seat))))

    def to_id(self, state, seat, index):
        legal = self._legal(state, seat)
        if not 0 <= index < len(legal):
            raise ValueError(f"{self.slug}: seat {seat}: action slot {index} is empty "
                             f"({len(legal)} legal actions)")
        return legal[index]

    def to_index(self, state, seat, action_id):
        legal = self._legal(state, seat)
        try:
            return legal.index(action_id)
        except ValueError:
            raise ValueError(f"{self.slug}: seat {seat}: {action_id!r} is not legal now") from None


def action_codec(game: Game, players: int, options: dict | None = None) -> ActionCodec:
    vocabulary = getattr(game, "action_vocabulary", None)
    if vocabulary is not None:
        return VocabularyCodec(game.slug, vocabulary(players, game.parse_options(options).model_dump()))
    return SlotCodec(game.slug, getattr(game, "max_legal_actions", DEFAULT_SLOTS))


class ObservationEncoder:
    size: int
    kind: str

    def encode(self, state: State, seat: int) -> np.ndarray:
        raise NotImplementedError


class GameObservationEncoder(ObservationEncoder):
    kind = "game"

    def __init__(self, game: Game, size: int):
        self.slug = game.slug
        self.size = size

    def encode(self, state, seat):
        vector = np.asarray(state.observation_vector(seat), dtype=np.float32)
        if vector.shape != (self.size,):
            raise ValueError(f"{self.slug}: seat {seat}: observation_vector has shape "
                             f"{vector.shape}, the game declared ({self.size},)")
        return vector


class HashedViewEncoder(ObservationEncoder):
    kind = "hashed"

    def __init__(self, size: int = HASHED_SIZE):
        self.size = size
        self._buckets: dict[str, int] = {}

    def bucket(self, feature: str) -> int:
        index = self._buckets.get(feature)
        if index is None:
            index = self._buckets[feature] = zlib.crc32(feature.encode()) % self.size
        return index

    def features(self, state: State, seat: int) -> list[tuple[str, float]]:
        # The board part of the view and the decision (the log is left out: it grows
        # with the game, and the board already shows its consequences).
        decision = state.decision()
        found: list[tuple[str, float]] = [(f"seat={seat}", 1.0)]
        if decision is not None:
            found.append((f"prompt={decision.prompt}", 1.0))
            found.append(("to_move", 1.0 if seat in decision.seats else 0.0))
            for other in decision.seats:
                found.append((f"deciding[]={other}", 1.0))
        flatten("board", state.board_view(seat), found)
        return found

    def encode(self, state, seat):
        vector = np.zeros(self.size, dtype=np.float32)
        for feature, value in self.features(state, seat):
            vector[self.bucket(feature)] += value
        np.clip(vector, -OBSERVATION_BOUND, OBSERVATION_BOUND, out=vector)
        return vector


def squash(number: float) -> float:
    return math.copysign(math.log1p(abs(number)), number)


def flatten(path: str, value, found: list[tuple[str, float]]) -> None:
    """Append the (feature, value) pairs of a JSON value's leaves."""
    if value is None:
        return
    if isinstance(value, bool):
        found.append((path, 1.0 if value else 0.0))
    elif isinstance(value, int | float):
        found.append((path, squash(float(value))))
    elif isinstance(value, str):
        found.append((f"{path}={value}", 1.0))
    elif isinstance(value, dict):
        for key, item in value.items():
            flatten(f"{path}.{key}", item, found)
    elif isinstance(value, list | tuple):
        found.append((f"{path}#len", squash(len(value))))
        indexed = len(value) <= LIST_INDEX_LIMIT
        for i, item in enumerate(value):
            if isinstance(item, str):
                found.append((f"{path}[]={item}", 1.0))
            if indexed:
                flatten(f"{path}[{i}]", item, found)
            elif not isinstance(item, str):
                flatten(f"{path}[]", item, found)


def observation_encoder(game: Game, players: int, options: dict | None = None) -> ObservationEncoder:
    size = getattr(game, "observation_size", None)
    if size is not None:
        return GameObservationEncoder(game, size(players, game.parse_options(options).model_dump()))
    return HashedViewEncoder()
