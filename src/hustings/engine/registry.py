"""Game registry. The engine knows games only by slug: the packages that provide them
are listed in `hustings.games`; games shipped elsewhere come from the `hustings.games`
entry-point group or from modules named in HUSTINGS_EXTRA_GAMES (comma-separated), all
imported on first use."""

from __future__ import annotations

import importlib
import os
from importlib.metadata import entry_points

from .protocol import Game

_GAMES: dict[str, Game] = {}
_loaded = False


class UnknownGame(LookupError):
    pass


def register(game: Game) -> Game:
    _GAMES[game.slug] = game
    return game


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    builtin = importlib.import_module("hustings.games")
    for module in builtin.GAME_MODULES:
        importlib.import_module(module)
    for entry in entry_points(group="hustings.games"):
        entry.load()
    for module in filter(None, os.environ.get("HUSTINGS_EXTRA_GAMES", "").split(",")):
        importlib.import_module(module.strip())


def all_games() -> dict[str, Game]:
    _load_all()
    return dict(sorted(_GAMES.items()))


def load_game(slug: str) -> Game:
    games = all_games()
    if slug not in games:
        known = ", ".join(games) or "none"
        raise UnknownGame(f"unknown game {slug!r} (known: {known})")
    return games[slug]
