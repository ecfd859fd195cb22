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


def per_call_us(call, samples: list, reps: int, passes: int = 5) -> float:
    """Microseconds per `call(sample)`: the best of `passes` passes of `reps` rounds over
    the samples. Another process can only add time to a pass, so the best one is the
    code's own cost (the convention of `timeit`); a single pass on a shared machine
    varied by a quarter from run to run."""
    best = float("inf")
    for _ in range(passes):
        started = time.perf_counter()
        for _ in range(reps):
            for sample in samples:
                call(sample)
        best = min(best, time.perf_counter() - started)
    return best / (reps * len(samples)) * 1e6


def best_pass(run_pass, seconds: float, passes: int = 3) -> tuple:
    """The best of `passes` calls of `run_pass(seconds / passes)`, each a tuple whose
    first item is a rate: as with `per_call_us`, another process can only slow a pass
    down, so the fastest is the code's own figure. Each pass must play the same games
    from the start (a single timed window moved by a fifth from run to run on a shared
    machine)."""
    return max((run_pass(seconds / passes) for _ in range(passes)), key=lambda row: row[0])


def measure(slug: str, players: int, seconds: float = 2.0) -> dict:
    game = all_games()[slug]

    def random_play(window: float) -> tuple[float, float, int, int]:
        chooser = random.Random(0)
        decisions = games = 0
        started = time.perf_counter()
        while time.perf_counter() - started < window:
            decisions += random_playout(game.new_state(players, games), chooser)
            games += 1
        elapsed = time.perf_counter() - started
        return decisions / elapsed, games / elapsed, games, decisions

    decisions_per_second, games_per_second, games, decisions = best_pass(random_play, seconds)
    chooser = random.Random(0)
    samples = []
    # Sample states along one game for the clone and determinize costs.
    state = game.new_state(players, 12345)
    step = 0
    while (decision := state.decision()) is not None:
        if step % 10 == 0:
            samples.append(state.clone())
        seat = decision.seats[0]
        state.apply(seat, chooser.choice(state.legal_ids(seat)))
        step += 1
    clone_us = per_call_us(lambda sample: sample.clone(), samples, 40)
    rng = random.Random(1)
    determinize_us = per_call_us(lambda sample: sample.determinize(0, rng), samples, 4)
    return {
        "game": slug, "players": players, "games": games,
        "decisions_per_second": decisions_per_second, "games_per_second": games_per_second,
        "mean_decisions": decisions / max(1, games),
        "clone_us": clone_us, "determinize_us": determinize_us,
    }


def measure_all(seconds: float = 2.0) -> list[dict]:
    rows = []
    for slug, game in all_games().items():
        players = min(game.max_players, max(game.min_players, 4))
        rows.append(measure(slug, players, seconds))
    return rows


def sample_states(slug: str, players: int, count: int = 6, seed: int = 7) -> list:
    """States spread along one seeded random game, each with a choice to make."""
    game = all_games()[slug]
    chooser = random.Random(seed)
    state = game.new_state(players, seed)
    trail = []
    while (decision := state.decision()) is not None:
        seat = decision.seats[0]
        if len(state.legal_ids(seat)) > 1:
            trail.append(state.clone())
        state.apply(seat, chooser.choice(state.legal_ids(seat)))
    step = max(1, len(trail) // count)
    return trail[::step][:count]


def measure_ismcts(slug: str, players: int, spec: str = "ismcts:seconds=1",
                   states: int = 4) -> dict:
    """ISMCTS iterations per second (one core) and the longest decision, over states
    spread along a game."""
    from hustings.bots import make_bot

    iterations = 0
    seconds = 0.0
    longest = 0.0
    for index, state in enumerate(sample_states(slug, players, states)):
        bot = make_bot(spec, slug, index)
        seat = state.decision().seats[0]
        started = time.perf_counter()
        bot.choose(state, seat)
        elapsed = time.perf_counter() - started
        longest = max(longest, elapsed)
        iterations += bot.last_iterations
        seconds += bot.last_seconds
    return {"game": slug, "players": players, "bot": spec,
            "iterations_per_second": iterations / seconds if seconds else 0.0,
            "longest_decision_s": longest}
