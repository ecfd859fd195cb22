"""Batch simulation of bot games and their statistics."""

from .runner import SimSummary, play_game, simulate

__all__ = ["SimSummary", "play_game", "simulate"]
