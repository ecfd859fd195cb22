"""Bots generic over the engine protocol. A bot is any object with
`choose(state, seat) -> action_id`; a game supplies its own through `Game.heuristic_bot`."""

from .base import Bot, RandomBot, make_bot

__all__ = ["Bot", "RandomBot", "make_bot"]
