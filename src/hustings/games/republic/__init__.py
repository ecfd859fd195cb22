"""Founding Fathers (Rick Heli): the early US republic, 1789-1860."""

from hustings.engine import register

# Importing the phase modules registers their decision steps (flow.STEPS).
from . import actions, committee, deaths, election, issues, people, persuasion  # noqa: E402,F401,I001
from .game import Republic, RepublicState

GAME = register(RepublicState.game)

__all__ = ["GAME", "Republic", "RepublicState"]
