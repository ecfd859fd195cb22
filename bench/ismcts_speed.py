"""Benchmark: ISMCTS iterations per second on one core for every game, as the levels play
(random playouts, the heuristic's choice at the root), with the heuristic guiding the
first ten moves of each playout, and without the heuristic; and the longest
`ismcts:hard` decision.

`python bench/ismcts_speed.py [SECONDS]`. Figures, never pass/fail tests.
"""

import sys

from hustings.engine import all_games
from hustings.sim.speed import measure_ismcts


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    print(f"{'game':<12}{'players':>8}  {'bot':<40}{'iterations/s':>14}{'longest s':>11}")
    for slug, game in all_games().items():
        players = game.min_players
        for spec in (f"ismcts:seconds={seconds}", f"ismcts:seconds={seconds}:guided=10",
                     f"ismcts:seconds={seconds}:rollout=random",
                     "ismcts:hard"):
            try:
                row = measure_ismcts(slug, players, spec)
            except Exception as err:  # a broken game is reported, the others still measured
                print(f"{slug:<12}{players:>8}  {spec:<40}failed: {type(err).__name__}: {err}")
                continue
            print(f"{slug:<12}{players:>8}  {spec:<40}{row['iterations_per_second']:>14,.0f}"
                  f"{row['longest_decision_s']:>11.2f}", flush=True)


if __name__ == "__main__":
    main()
