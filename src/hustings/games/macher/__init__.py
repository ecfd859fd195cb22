"""Die Macher (Karl-Heinz Schmiel): seven German regional elections, 3-5 players."""

from hustings.engine import register

from .game import Macher
from .state import MacherState

GAME = register(MacherState.game)

__all__ = ["GAME", "Macher", "MacherState"]
