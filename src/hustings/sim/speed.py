"""Speed figures for every registered game: random-play decisions per second, random
games per second, and the cost of `clone()` and `determinize()`. Figures, never tests."""

from __future__ import annotations

import random
import time

from hustings.engine import all_games


def random_playout(state, chooser: random.Random) -> int:
    decisions = 0
    while (decision := state.decision()) is not None:
        seat = decision.seats[0]
        state.apply(seat, chooser.choice(state.legal_ids(seat)))
        decisions += 1
    return decisions


def measure(slug: str, players: int, seconds: float = 2.0) -> dict:
    game = all_games()[slug]
    chooser = random.Random(0)
    decisions = games = 0
    seed = 0
    samples = []
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_state(players, seed)
        decisions += random_playout(state, chooser)
        games += 1
        seed += 1
    elapsed = time.perf_counter() - started
    # Sample states along one game for the clone and determinize costs.
    state = game.new_state(players, 12345)
    step = 0
    while (decision := state.decision()) is not None:
        if step % 10 == 0:
            samples.append(state.clone())
        seat = decision.seats[0]
        state.apply(seat, chooser.choice(state.legal_ids(seat)))
        step += 1
    reps = 200
    t0 = time.perf_counter()
    for _ in range(reps):
        for sample in samples:
            sample.clone()
    clone_us = (time.perf_counter() - t0) / (reps * len(samples)) * 1e6
    rng = random.Random(1)
    t0 = time.perf_counter()
    for _ in range(20):
        for sample in samples:
            sample.determinize(0, rng)
    determinize_us = (time.perf_counter() - t0) / (20 * len(samples)) * 1e6
    return {
        "game": slug, "players": players, "games": games,
        "decisions_per_second": decisions / elapsed, "games_per_second": games / elapsed,
        "mean_decisions": decisions / max(1, games),
        "clone_us": clone_us, "determinize_us": determinize_us,
    }


def measure_all(seconds: float = 2.0) -> list[dict]:
    rows = []
    for slug, game in all_games().items():
        players = min(game.max_players, max(game.min_players, 4))
        rows.append(measure(slug, players, seconds))
    return rows
