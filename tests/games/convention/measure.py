"""Figures for the report, not a test: the heuristic bot's win rate against three random
bots in 4-player games (with a 95% Wilson interval), random-play decisions per second
and the cost of clone().

    .venv/bin/python -m tests.games.convention.measure --games 400
"""

from __future__ import annotations

import argparse
import math
import random
import time

from hustings.bots.base import RandomBot
from hustings.games.convention import GAME


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def win_rate(games: int, first_seed: int = 1000) -> tuple[float, tuple[float, float]]:
    """The heuristic bot takes each seat in turn; a shared win counts as a fraction."""
    wins = 0.0
    for seed in range(first_seed, first_seed + games):
        state = GAME.new_state(4, seed)
        hero = seed % 4
        bots = [RandomBot(seed * 10 + k) for k in range(4)]
        bots[hero] = GAME.heuristic_bot(seed)
        while (decision := state.decision()) is not None:
            seat = decision.seats[0]
            state.apply(seat, bots[seat].choose(state, seat))
        winners = state.result().winners
        if hero in winners:
            wins += 1 / len(winners)
    return wins / games, wilson(wins, games)


def speed(games: int = 30) -> tuple[float, float]:
    """Random-play decisions per CPU second and clone() in CPU microseconds."""
    decisions, snapshots = 0, []
    start = time.process_time()
    for seed in range(games):
        state = GAME.new_state(4, seed)
        chooser = random.Random(seed)
        while (decision := state.decision()) is not None:
            seat = decision.seats[0]
            state.apply(seat, chooser.choice(state.legal_ids(seat)))
            decisions += 1
            if decisions % 97 == 0:
                snapshots.append(state.clone())
    rate = decisions / (time.process_time() - start)
    start = time.process_time()
    for _ in range(20):
        for snapshot in snapshots:
            snapshot.clone()
    clone_us = 1e6 * (time.process_time() - start) / (20 * len(snapshots))
    return rate, clone_us


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    args = parser.parse_args()
    rate, clone_us = speed()
    print(f"random play: {rate:,.0f} decisions per CPU second; clone(): {clone_us:.1f} us")
    if args.games <= 0:
        return
    p, (low, high) = win_rate(args.games)
    print(f"heuristic vs 3 random (4 players, {args.games} games): win rate {p:.3f} "
          f"(95% Wilson interval {low:.3f}-{high:.3f})")


if __name__ == "__main__":
    main()
