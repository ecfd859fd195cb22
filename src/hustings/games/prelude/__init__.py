"""Prelude to Rebellion: Lower Canada 1834-1837 (Marco Poutré), two players:
seat 0 the Patriote, seat 1 the Loyal."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from hustings.engine import Game, register

from . import activities, checks, effects, placement, play, scoring, specials, turn  # noqa: F401
from .estimate import estimate
from .names import FACTION_NAMES
from .setup import new_game
from .state import PreludeState


class PreludeOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    spirit_start: int = Field(0, ge=0, le=14, description=(
        "Starting box of the spirit of rebellion marker (ruling: 0; see docs/rulings)."))


class Prelude(Game):
    slug = "prelude"
    title = "Prelude to Rebellion: Lower Canada 1834-1837"
    min_players = 2
    max_players = 2
    version = "1.5.0"
    Options: ClassVar[type[BaseModel]] = PreludeOptions
    max_decisions = 6000
    conformance_options = ({"spirit_start": 10},)

    def new_state(self, players: int, seed: int, options: dict | None = None) -> PreludeState:
        self.check_players(players)
        parsed = self.parse_options(options)
        return new_game(seed, parsed.model_dump())

    def state_from_json(self, data: dict) -> PreludeState:
        return PreludeState.from_json(data)

    def heuristic_bot(self, seed: int = 0):
        from .bot import PreludeBot
        return PreludeBot(seed)

    def seat_names(self, players: int) -> tuple[str, str]:
        """Reports name the factions: seat 0 plays the Patriote, seat 1 the Loyal."""
        return FACTION_NAMES

    def estimate(self, state: PreludeState) -> list[float]:
        """Each side's prospects in an unfinished game, for search bots (estimate.py)."""
        return estimate(state)

    def messages(self) -> dict[str, str]:
        from .messages import MESSAGES
        return dict(MESSAGES)

    def board_svg(self, view: dict) -> str | None:
        from .board import board_svg
        return board_svg(view)

    def board_text(self, view: dict) -> str:
        from .board import board_text
        return board_text(view)


GAME = register(Prelude())
PreludeState.game = GAME
