"""Founding Fathers (Leonhard & Matthews): the 1787 Constitutional Convention."""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path
from typing import ClassVar

from pydantic import BaseModel, ConfigDict

from hustings.engine import BadOptions, Game, register

from . import state as _state_module
from . import turn as _turn
from .cards import DATA, CardDataError, load_card_set
from .setup import new_game
from .state import MAX_PLAYERS, ConventionState


class ConventionOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    # A delegates TOML file replacing the shipped card set (docs/cards/convention.md).
    cards: str | None = None


@lru_cache(maxsize=1)
def _messages() -> dict[str, str]:
    with open(DATA / "messages.toml", "rb") as handle:
        return tomllib.load(handle)


class Convention(Game):
    slug = "convention"
    title = "Founding Fathers: the 1787 Constitutional Convention"
    min_players = 3
    max_players = MAX_PLAYERS
    version = "3"
    Options: ClassVar = ConventionOptions
    max_decisions = 3000

    def new_state(self, players: int, seed: int, options: dict | None = None) -> ConventionState:
        self.check_players(players)
        opts = self.parse_options(options)
        path = str(Path(opts.cards)) if opts.cards else None
        try:
            cards = load_card_set(path)
        except CardDataError as err:
            raise BadOptions(f"convention: bad card file: {err}") from None
        return new_game(cards, path, players, seed)

    def state_from_json(self, data: dict) -> ConventionState:
        return ConventionState.from_json(data)

    def heuristic_bot(self, seed: int = 0):
        from .bot import ConventionBot
        return ConventionBot(seed)

    def estimate(self, state: ConventionState) -> list[float]:
        """Each seat's prospects in an unfinished game, for search bots (estimate.py)."""
        from .estimate import estimate
        return estimate(state)

    def messages(self) -> dict[str, str]:
        return dict(_messages())

    def board_svg(self, view: dict) -> str:
        from .board import board_svg
        return board_svg(view)

    def board_text(self, view: dict) -> str:
        from .board import board_text
        return board_text(view)


GAME = register(Convention())
ConventionState.game = GAME
_state_module._rules = _turn
