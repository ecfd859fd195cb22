"""The Die Macher game object: options, set-up and the entry points the engine uses."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import ClassVar

from pydantic import BaseModel, ConfigDict

from hustings.engine import Game, Rng

from . import preliminary
from .content import COLORS
from .setup import set_up
from .state import MacherState


class MacherOptions(BaseModel):
    """standard_dice: roll ordinary six-sided dice instead of the special dice (whose
    faces this edition sets to 1,1,2,2,3,3; docs/rulings/macher.md)."""

    model_config = ConfigDict(extra="forbid")
    standard_dice: bool = False


class Macher(Game):
    slug = "macher"
    title = "Die Macher"
    min_players = 3
    max_players = 5
    version = "5"
    Options: ClassVar = MacherOptions
    max_decisions = 20_000
    conformance_options = ({"standard_dice": True},)

    def new_state(self, players, seed, options=None):
        self.check_players(players)
        opts = self.parse_options(options)
        st = MacherState.blank(players, Rng.from_seed(seed), opts.model_dump())
        set_up(st)
        preliminary.begin(st)
        return st

    def state_from_json(self, data):
        return MacherState.from_json(data)

    def heuristic_bot(self, seed: int = 0):
        from .bot import MacherBot
        return MacherBot(seed)

    def seat_names(self, players: int) -> tuple[str, ...]:
        """Reports name the parties by colour: seat 0 plays black, seat 1 blue, ..."""
        return tuple(color.capitalize() for color in COLORS[:players])

    def estimate(self, state) -> list[float]:
        """Each party's prospects in an unfinished game, for search bots (estimate.py)."""
        from .estimate import estimate
        return estimate(state)

    def messages(self) -> dict[str, str]:
        return dict(_messages())

    def board_svg(self, view: dict) -> str | None:
        from .board import board_svg
        return board_svg(view)

    def board_text(self, view: dict) -> str:
        from .board import board_text
        return board_text(view)


@cache
def _messages() -> dict[str, str]:
    path = Path(__file__).parent / "data" / "messages.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return {str(k): str(v) for k, v in data.items()}


MacherState.game = Macher()
