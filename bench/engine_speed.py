"""Benchmark: random-play decisions/s, games/s, clone and determinize cost per game.

Run `make bench` (or `python bench/engine_speed.py [SECONDS]`); prints a table and writes
bench/results.json. These are figures to compare, never pass/fail tests.
"""

import json
import os
import platform
import sys
from pathlib import Path

from hustings.sim.speed import measure_all


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    rows = measure_all(seconds)
    # The interpreter's build moves these figures as much as the code does (see the Makefile).
    interpreter = os.path.realpath(sys.executable)
    print(f"Python {platform.python_version()} ({interpreter})")
    print(f"{'game':<12}{'players':>8}{'decisions/s':>14}{'games/s':>10}{'clone µs':>10}{'determinize µs':>16}")
    for r in rows:
        print(f"{r['game']:<12}{r['players']:>8}{r['decisions_per_second']:>14,.0f}"
              f"{r['games_per_second']:>10.2f}{r['clone_us']:>10.1f}{r['determinize_us']:>16.1f}")
    out = Path(__file__).with_name("results.json")
    out.write_text(json.dumps({"python": platform.python_version(), "executable": interpreter,
                               "machine": platform.machine(), "rows": rows}, indent=1))


if __name__ == "__main__":
    main()
