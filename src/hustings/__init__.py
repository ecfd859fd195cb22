"""hustings: a rules-enforcing engine and play platform for political board games."""

from .engine import all_games, load_game

__all__ = ["all_games", "load_game"]
