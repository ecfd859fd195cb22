"""The bot interface, the random bot and the factory that names bots for the CLI."""

from __future__ import annotations

import random
from typing import Protocol

from hustings.engine import State, load_game


class Bot(Protocol):
    name: str

    def choose(self, state: State, seat: int) -> str: ...


class RandomBot:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.random = random.Random(seed)

    def choose(self, state: State, seat: int) -> str:
        return self.random.choice(state.legal_ids(seat))


class UnknownBot(ValueError):
    pass


def make_bot(spec: str, game_slug: str, seed: int = 0) -> Bot:
    """A bot from its CLI name: `random` or `heuristic`."""
    if spec == "random":
        return RandomBot(seed)
    if spec == "heuristic":
        bot = load_game(game_slug).heuristic_bot(seed)
        if bot is None:
            raise UnknownBot(f"{game_slug} has no heuristic bot")
        return bot
    raise UnknownBot(f"unknown bot {spec!r} (known: random, heuristic)")
