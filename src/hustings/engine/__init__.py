"""Game-agnostic core. Knows no game."""

from .protocol import (
    Action,
    BadOptions,
    Decision,
    Game,
    IllegalAction,
    LogEvent,
    NoOptions,
    Result,
    State,
)
from .record import CorruptRecord, Match, Record, load_record, parse_record, replay, replay_steps
from .registry import UnknownGame, all_games, load_game, register
from .rng import Rng

__all__ = [
    "Action", "BadOptions", "CorruptRecord", "Decision", "Game", "IllegalAction", "LogEvent",
    "Match", "NoOptions", "Record", "Result", "Rng", "State", "UnknownGame", "all_games",
    "load_game", "load_record", "parse_record", "register", "replay", "replay_steps",
]
