"""Round robin between bot configurations, rated with Elo.

Every pair of configurations meets in `games` seeded games. In a game for more than
two players the pair takes two seats and the other seats go to a filler bot (random by
default); seats rotate from game to game so that no configuration keeps a good seat.
A game counts as a win for whichever of the two did better (a larger share of the win,
then a higher score), half a point each when they did equally well.

Ratings are the maximum-likelihood Bradley-Terry strengths (Hunter's MM iterations) on
the Elo scale (400 points = 10:1 odds), centred on 1500. One virtual draw against every
other configuration keeps a configuration that won or lost every game finite.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass
from itertools import combinations

from .runner import GameOutcome, simulate
from .stats import wilson_interval


@dataclass
class Pairing:
    first: str
    second: str
    games: int
    first_points: float
    interval: tuple[float, float]
    errors: int


@dataclass
class TournamentResult:
    game: str
    players: int
    configs: list[str]
    filler: str
    games_per_pair: int
    pairings: list[Pairing]
    ratings: dict[str, float]

    def to_json(self) -> dict:
        return asdict(self)


def pair_points(outcome: GameOutcome) -> float | None:
    """Points of the line-up's first bot against its second in one game."""
    if outcome.error is not None:
        return None
    seat_of = {side: seat for seat, side in enumerate(outcome.sides)}
    a, b = seat_of[0], seat_of[1]
    share = [1 / len(outcome.winners) if s in outcome.winners else 0.0
             for s in range(len(outcome.sides))]
    key_a = (share[a], outcome.scores[a] if outcome.scores else 0)
    key_b = (share[b], outcome.scores[b] if outcome.scores else 0)
    return 1.0 if key_a > key_b else 0.0 if key_a < key_b else 0.5


def elo_ratings(configs: list[str], pairings: list[Pairing], iterations: int = 2000) -> dict[str, float]:
    index = {c: i for i, c in enumerate(configs)}
    k = len(configs)
    wins = [0.0] * k
    meetings = [[0.0] * k for _ in range(k)]
    for i in range(k):  # one virtual draw with every other configuration
        for j in range(k):
            if i != j:
                meetings[i][j] += 1
                wins[i] += 0.5
    for p in pairings:
        i, j = index[p.first], index[p.second]
        meetings[i][j] += p.games
        meetings[j][i] += p.games
        wins[i] += p.first_points
        wins[j] += p.games - p.first_points
    strength = [1.0] * k
    for _ in range(iterations):
        new = []
        for i in range(k):
            denominator = sum(meetings[i][j] / (strength[i] + strength[j])
                              for j in range(k) if j != i and meetings[i][j])
            new.append(wins[i] / denominator if denominator else strength[i])
        mean_log = sum(math.log(s) for s in new) / k
        new = [s / math.exp(mean_log) for s in new]
        done = max(abs(a - b) for a, b in zip(new, strength, strict=True)) < 1e-12
        strength = new
        if done:
            break
    return {c: round(1500 + 400 * math.log10(strength[index[c]]), 1) for c in configs}


def run_tournament(slug: str, configs: list[str], games: int, players: int, seed: int = 0,
                   options: dict | None = None, filler: str = "random", workers: int = 1,
                   ray_address: str | None = None,
                   progress: Callable[[GameOutcome], None] | None = None) -> TournamentResult:
    if len(configs) < 2:
        raise ValueError("a tournament needs at least two bot configurations")
    if len(set(configs)) != len(configs):
        raise ValueError("a bot configuration is listed twice")
    pairings = []
    for number, (first, second) in enumerate(combinations(configs, 2)):
        lineup = [first, second] + [filler] * (players - 2)
        summary = simulate(slug, games, players, seed + number * games, lineup, options,
                           workers, progress, rotate=True, ray_address=ray_address)
        points = [p for p in map(pair_points, summary.outcomes) if p is not None]
        total = sum(points)
        low, high = wilson_interval(total, len(points))
        pairings.append(Pairing(first, second, len(points), total,
                                (round(low, 4), round(high, 4)), summary.errors))
    return TournamentResult(slug, players, list(configs), filler, games, pairings,
                            elo_ratings(configs, pairings))
