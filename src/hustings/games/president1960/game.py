"""The Game object for 1960: The Making of the President."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict

from hustings.engine import Game

from .estimate import estimate
from .names import CANDIDATE_NAMES
from .state import PresidentState


class PresidentOptions(BaseModel):
    """Optional rules ("Reglas opcionales")."""
    model_config = ConfigDict(extra="forbid")
    vice_presidents: bool = False
    restricted_positioning: bool = False


class President1960(Game):
    slug = "1960"
    title = "1960: The Making of the President"
    min_players = 2
    max_players = 2
    version = "2"
    Options: ClassVar = PresidentOptions
    max_decisions = 4000
    conformance_options = ({"vice_presidents": True, "restricted_positioning": True},)

    def new_state(self, players, seed, options=None):
        self.check_players(players)
        opts = self.parse_options(options)
        state = PresidentState(seed, opts.vice_presidents, opts.restricted_positioning)
        state.settle()
        return state

    def state_from_json(self, data):
        return PresidentState.from_json(data)

    def heuristic_bot(self, seed: int = 0):
        from .bot import HeuristicBot
        return HeuristicBot(seed)

    def seat_names(self, players):
        """Reports name the sides: seat 0 plays Kennedy, seat 1 Nixon."""
        return CANDIDATE_NAMES

    def estimate(self, state):
        """Each side's prospects in an unfinished game, for search bots (estimate.py)."""
        return estimate(state)

    def messages(self):
        from .messages import MESSAGES
        return MESSAGES

    def board_svg(self, view):
        from .board import board_svg
        return board_svg(view)

    def board_text(self, view):
        from .board import board_text
        return board_text(view)


GAME = President1960()
PresidentState.game = GAME
