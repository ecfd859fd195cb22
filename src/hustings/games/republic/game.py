"""The Game object for Founding Fathers (Rick Heli): options, bounds, construction."""

from __future__ import annotations

import json
from pathlib import Path
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, model_validator

from hustings.engine import Game

from .state import RepublicState


class RepublicOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    scenario: Literal["A", "B", "C"] = "A"
    era_a_only: bool = False
    reduced_negotiation: bool = False
    bad_reputation: bool = False
    reduced_faction: bool = False
    persuasion: bool = False

    @model_validator(mode="after")
    def _era_a_only_is_for_the_standard_game(self):
        # The rulebook offers stopping after era A as a short form of the standard game
        # only; a scenario sets its own last era, which would silently override it.
        if self.era_a_only and self.scenario != "A":
            raise ValueError(f"era_a_only shortens the standard game (scenario A) only; "
                             f"scenario {self.scenario} sets its own end")
        return self


class Republic(Game):
    slug = "republic"
    title = "Founding Fathers (Rick Heli): the early republic, 1789-1860"
    min_players = 3
    max_players = 6
    version = "12"
    Options: ClassVar = RepublicOptions
    max_decisions = 40_000
    # Mala Reputacion: a civil war bars every holder of a black cube from winning.
    reasons_without_winner = ("civil_war",)
    conformance_options = (
        {"scenario": "B"},
        {"scenario": "C"},
        {"reduced_negotiation": True, "bad_reputation": True, "reduced_faction": True,
         "persuasion": True},
    )

    def new_state(self, players, seed, options=None):
        self.check_players(players)
        opts = self.parse_options(options).model_dump()
        from .setup import new_game
        return new_game(players, seed, opts)

    def state_from_json(self, data):
        return RepublicState.from_json(data)

    def heuristic_bot(self, seed: int = 0):
        from .bot import RepublicBot
        return RepublicBot(seed)

    def estimate(self, state):
        """Each player's prospects in an unfinished game, for search bots (estimate.py)."""
        from .estimate import estimate
        return estimate(state)

    def messages(self):
        return json.loads((Path(__file__).parent / "data" / "messages.json").read_text())

    def board_svg(self, view):
        from .drawing import board_svg
        return board_svg(view)

    def board_text(self, view):
        from .board import board_text
        return board_text(view)


RepublicState.game = Republic()
