"""Research interfaces: a PettingZoo AEC environment over any game (`env`), fixed-size
encodings (`hustings.rl.encoding`) and OpenSpiel registration (`hustings.rl.openspiel`).
Needs the `rl` extra (numpy, gymnasium, pettingzoo)."""

from __future__ import annotations


def env(slug: str, players: int | None = None, options: dict | None = None, seed: int = 0,
        render_mode: str | None = None):
    """The PettingZoo AEC environment of game `slug` (see `hustings.rl.aec`)."""
    from .aec import env as make_env

    return make_env(slug, players, options, seed, render_mode)


__all__ = ["env"]
