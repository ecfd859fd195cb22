"""Benchmark: hustings against OpenSpiel, measured in the same run, printed as ratios.

- random-play decisions per second: each hustings game against OpenSpiel's Python
  `python_liars_poker` (the issue's target: at least as fast), and the fastest of all of
  OpenSpiel's turn-based Python games, named, with its rate counting chance outcomes as
  actions too (OpenSpiel applies a chance outcome as an action; a hustings game draws
  inside `apply`, so the ratio uses player decisions on both sides);
- `clone()` cost against a `python_liars_poker` state's clone;
- ISMCTS iterations per second on one core: hustings' ISMCTS as its levels play in each
  game against OpenSpiel's Python ISMCTS on its C++ `hearts`;
- and each hustings game through the OpenSpiel adapter (random play, decisions/s).

`python bench/openspiel_compare.py [SECONDS]` (needs the openspiel extra). Figures only.
"""

import random
import sys
import time

import numpy as np
import pyspiel
from open_spiel.python import games  # noqa: F401  (registers OpenSpiel's Python games)
from open_spiel.python.algorithms import ismcts, mcts

from hustings.engine import all_games
from hustings.rl import openspiel as adapter
from hustings.sim.speed import best_pass, measure, measure_ismcts, per_call_us


def spiel_random_play(game, seconds: float) -> tuple[float, float]:
    """Uniformly random play: player decisions per second (chance nodes sampled, not
    counted), and all applied actions per second (chance outcomes counted as well); the
    best of the passes `measure` takes for a hustings game."""

    def random_play(window: float) -> tuple[float, float]:
        rng = random.Random(0)
        decisions = chance = 0
        started = time.perf_counter()
        while time.perf_counter() - started < window:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(rng.choice(outcomes)[0])
                    chance += 1
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                    decisions += 1
        elapsed = time.perf_counter() - started
        return decisions / elapsed, (decisions + chance) / elapsed

    return best_pass(random_play, seconds)


def fastest_python_game(seconds: float) -> tuple[str, float, float]:
    """The turn-based OpenSpiel Python game with the most random-play decisions per second,
    with its rate of all applied actions (a hustings game draws its chance inside `apply`,
    so only the first rate is like for like)."""
    rates = {}
    for name in pyspiel.registered_names():
        if name.startswith("python_"):
            game = pyspiel.load_game(name)
            if game.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL:
                rates[name] = spiel_random_play(game, seconds)
    fastest = max(rates, key=lambda name: rates[name][0])
    return fastest, *rates[fastest]


def spiel_clone_us(game) -> float:
    rng = random.Random(1)
    state = game.new_initial_state()
    samples = []
    while not state.is_terminal():
        samples.append(state)
        state = state.clone()
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return per_call_us(lambda sample: sample.clone(), samples, 40)


def spiel_ismcts_rate(seconds: float) -> float:
    """OpenSpiel's Python ISMCTS on its C++ hearts: iterations per second."""
    game = pyspiel.load_game("hearts")
    rng = np.random.RandomState(0)
    state = game.new_initial_state()
    while state.is_chance_node() or state.current_player() < 0 or len(state.legal_actions()) < 2:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randint(len(outcomes))][0])
        else:
            state.apply_action(state.legal_actions()[0])
    simulations = 200
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), 2.0, simulations,
                           random_state=rng, allow_inconsistent_action_sets=True)
    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        bot.step(state)
        done += simulations
    return done / (time.perf_counter() - started)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    liars = pyspiel.load_game("python_liars_poker")
    liars_rate = spiel_random_play(liars, seconds)[0]
    liars_clone = spiel_clone_us(liars)
    hearts_rate = spiel_ismcts_rate(seconds)
    fastest, fastest_rate, fastest_all_actions = fastest_python_game(seconds)
    print(f"OpenSpiel python_liars_poker: {liars_rate:,.0f} decisions/s, clone {liars_clone:.1f} µs")
    print(f"OpenSpiel's fastest turn-based Python game here, {fastest}: {fastest_rate:,.0f} "
          f"decisions/s ({fastest_all_actions:,.0f} actions/s counting chance outcomes)")
    print(f"OpenSpiel Python ISMCTS on C++ hearts: {hearts_rate:,.0f} iterations/s")
    print()
    print(f"{'game':<12}{'players':>8}{'decisions/s':>13}{'x liars':>9}{'x fastest':>10}{'clone µs':>10}"
          f"{'x liars':>9}{'determinize µs':>16}{'ISMCTS it/s':>13}{'x hearts':>10}"
          f"{'via adapter/s':>15}")
    for slug, game in all_games().items():
        players = game.min_players
        try:
            row = measure(slug, players, seconds)
            search = measure_ismcts(slug, players, f"ismcts:seconds={min(seconds, 1.0)}")
            through = spiel_random_play(adapter.load(slug, players), seconds)[0]
        except Exception as err:  # a broken game is reported, the others still measured
            print(f"{slug:<12}{players:>8}  failed: {type(err).__name__}: {err}", flush=True)
            continue
        print(f"{slug:<12}{players:>8}{row['decisions_per_second']:>13,.0f}"
              f"{row['decisions_per_second'] / liars_rate:>9.2f}"
              f"{row['decisions_per_second'] / fastest_rate:>10.2f}{row['clone_us']:>10.1f}"
              f"{row['clone_us'] / liars_clone:>9.2f}{row['determinize_us']:>16.1f}"
              f"{search['iterations_per_second']:>13,.0f}"
              f"{search['iterations_per_second'] / hearts_rate:>10.2f}{through:>15,.0f}",
              flush=True)


if __name__ == "__main__":
    main()
