"""1960: The Making of the President, two players (Kennedy, Nixon)."""

from hustings.engine import register

from .game import GAME, President1960
from .state import PresidentState

register(GAME)

__all__ = ["GAME", "President1960", "PresidentState"]
