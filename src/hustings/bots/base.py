"""The bot interface, the random bot and the factory that names bots for the CLI."""

from __future__ import annotations

import random
from collections.abc import Callable
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


KNOWN = "random, heuristic, ismcts[:easy|medium|hard|iterations=N|seconds=S], openspiel-mcts, openspiel-ismcts"


def make_bot(spec: str, game_slug: str, seed: int = 0, clock: Callable[[], float] | None = None) -> Bot:
    """A bot from its CLI name: `random`, `heuristic`, `ismcts...` (see
    `hustings.bots.ismcts.parse_ismcts`) or `openspiel-mcts` / `openspiel-ismcts`
    (OpenSpiel's own search bots through the adapter, with the `openspiel` extra).
    `clock`: what an ISMCTS time budget is read from (wall-clock time by default)."""
    if spec == "ismcts" or spec.startswith("ismcts:"):
        from .ismcts import parse_ismcts

        load_game(game_slug)  # an unknown game is reported as such, not as a bad bot
        try:
            return parse_ismcts(spec, game_slug, seed, clock)
        except ValueError as err:
            raise UnknownBot(str(err)) from None
    if spec.startswith("openspiel-"):
        try:
            from hustings.rl.openspiel import make_openspiel_bot
        except ImportError as err:
            raise UnknownBot(f"{spec} needs the openspiel extra (pip install 'hustings[openspiel]'): "
                             f"{err}") from None
        return make_openspiel_bot(spec, game_slug, seed)
    if spec == "random":
        return RandomBot(seed)
    if spec == "heuristic":
        bot = load_game(game_slug).heuristic_bot(seed)
        if bot is None:
            raise UnknownBot(f"{game_slug} has no heuristic bot")
        return bot
    raise UnknownBot(f"unknown bot {spec!r} (known: {KNOWN})")
