"""Fit the model of `hustings.games.president1960.estimate` and print its constants.

The positions are those a search meets: from a heuristic-vs-heuristic game, some random
decisions (as an ISMCTS playout makes before it asks for the estimate), up to the next
state the estimate accepts; the label is whether Kennedy wins when the heuristic bots
play that position out. The model is a logistic regression on `position_features`,
each divided by 1 + TIME_SCALE * turns left, fitted (weights and TIME_SCALE together)
on three quarters of the positions and judged on the other quarter.

    python scripts/fit_1960_estimate.py --games 1400 --workers 2

(1,400 games give about 10,000 positions in 6 minutes on 2 cores.) Needs numpy
(`pip install -e '.[rl]'`).
"""

from __future__ import annotations

import argparse
import math
import random
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from hustings.bots import make_bot
from hustings.engine import load_game
from hustings.games.president1960 import estimate as model

# Where in a game positions are taken, and how long the random stretch before each is.
EVERY = 11
RANDOM_DECISIONS = 10
SEED_BASE = 20000


def play_out(state, seed: int) -> int:
    bots = [make_bot("heuristic", "1960", 2 * seed + seat) for seat in range(2)]
    while (decision := state.decision()) is not None:
        seat = decision.seats[0]
        state.apply(seat, bots[seat].choose(state, seat))
    return int(0 in state.result().winners)


def positions(seeds: range) -> list[tuple[tuple, int, int]]:
    """(features, turns left, Kennedy won) for the positions met along the games of
    `seeds`."""
    game = load_game("1960")
    rows = []
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_state(2, SEED_BASE + seed)
        bots = [make_bot("heuristic", "1960", 3 * seed + seat) for seat in range(2)]
        made = 0
        while (decision := state.decision()) is not None:
            if made % EVERY == 3 and model.between_pairs(state):
                world = state.clone()
                steps = 0
                while (step := world.decision()) is not None and (
                        steps < RANDOM_DECISIONS or not model.between_pairs(world)):
                    seat = step.seats[0]
                    world.apply(seat, rng.choice(world.legal_ids(seat)))
                    steps += 1
                if world.decision() is not None:
                    turns_left = max(0, model.LAST_TURN - world.turn)
                    rows.append((model.position_features(world), turns_left,
                                 play_out(world, 1000 * seed + made)))
            seat = decision.seats[0]
            state.apply(seat, bots[seat].choose(state, seat))
            made += 1
    return rows


def fit_logistic(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Weights (the last one the bias) of a logistic regression, by Newton's method."""
    x = np.hstack([x, np.ones((len(x), 1))])
    w = np.zeros(x.shape[1])
    for _ in range(100):
        p = 1.0 / (1.0 + np.exp(-x @ w))
        step = np.linalg.solve((x * (p * (1 - p))[:, None]).T @ x, x.T @ (p - y))
        w -= step
        if np.abs(step).max() < 1e-12:
            break
    return w


def log_loss(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    z = x @ w[:-1] + w[-1]
    return float(np.mean(np.logaddexp(0.0, z) - y * z))


def arrays(rows: list[tuple[tuple, int, int]]):
    """Features, turns left and outcomes as arrays, and the rows' split: three quarters
    (drawn at random) to fit on, the other quarter to judge by."""
    order = np.random.default_rng(0).permutation(len(rows))
    cut = int(0.75 * len(rows))
    return (np.array([r[0] for r in rows], float), np.array([r[1] for r in rows], float),
            np.array([r[2] for r in rows], float), order[:cut], order[cut:])


def fit(rows: list[tuple[tuple, int, int]]) -> dict:
    """The model (TIME_SCALE and weights together) with its log-loss on the held-out
    quarter, and that of a constant for comparison."""
    features, turns_left, won, train, test = arrays(rows)
    # Standardised while fitting, which keeps Newton's steps well conditioned.
    spread = features[train].std(axis=0) + 1e-9

    def fitted(time_scale: float):
        x = features / spread / (1.0 + time_scale * turns_left)[:, None]
        w = fit_logistic(x[train], won[train])
        return w, log_loss(w, x[train], won[train]), log_loss(w, x[test], won[test])

    # The loss is smooth and single-dipped in TIME_SCALE: a golden-section search.
    low, high = 0.05, 1.5
    golden = (math.sqrt(5) - 1) / 2
    for _ in range(60):
        a, b = high - golden * (high - low), low + golden * (high - low)
        if fitted(a)[1] < fitted(b)[1]:
            high = b
        else:
            low = a
    time_scale = (low + high) / 2
    w, _, held_out = fitted(time_scale)
    rate = won[train].mean()
    return {
        "weights": tuple(round(float(v), 4) for v in w[:-1] / spread),
        "bias": round(float(w[-1]), 4),
        "time_scale": round(time_scale, 4),
        "held_out": held_out,
        "constant": -(rate * math.log(rate) + (1 - rate) * math.log(1 - rate)),
    }


def held_out_loss_of_estimate_py(rows: list[tuple[tuple, int, int]]) -> float:
    """The log-loss of the model now in estimate.py on the same held-out quarter."""
    features, turns_left, won, _, test = arrays(rows)
    x = features / (1.0 + model.TIME_SCALE * turns_left)[:, None]
    return log_loss(np.array([*model.WEIGHTS, model.BIAS]), x[test], won[test])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1400)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    chunks = [range(start, min(args.games, start + 25)) for start in range(0, args.games, 25)]
    with ProcessPoolExecutor(args.workers) as pool:
        rows = [row for part in pool.map(positions, chunks) for row in part]
    model_fit = fit(rows)
    print(f"{len(rows)} positions from {args.games} games; held-out log-loss: "
          f"fitted {model_fit['held_out']:.4f}, the model in estimate.py "
          f"{held_out_loss_of_estimate_py(rows):.4f}, a constant {model_fit['constant']:.4f}")
    print(f"WEIGHTS = {model_fit['weights']}")
    print(f"BIAS = {model_fit['bias']}")
    print(f"TIME_SCALE = {model_fit['time_scale']}")


if __name__ == "__main__":
    main()
