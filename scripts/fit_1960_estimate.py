"""Fit the model of `hustings.games.president1960.estimate` and print its constants.

The positions are those a search meets: from a heuristic-vs-heuristic game, some random
decisions (as an ISMCTS playout makes before it asks for the estimate), up to the next
state the estimate accepts; the label is whether Kennedy wins when the heuristic bots
play that position out. The model is a logistic regression on `position_features`,
each divided by 1 + TIME_SCALE * turns left; TIME_SCALE is the one on a grid that
predicts a held-out quarter of the positions best, and the weights are then refitted
on all of them.

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


def fit_logistic(x: np.ndarray, y: np.ndarray, ridge: float = 1e-3) -> np.ndarray:
    """Weights (last one the bias) of a logistic regression, by Newton's method."""
    x = np.hstack([x, np.ones((len(x), 1))])
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-x @ w))
        gradient = x.T @ (p - y) + ridge * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + ridge * np.eye(len(w))
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def scaled(features: np.ndarray, turns_left: np.ndarray, time_scale: float) -> np.ndarray:
    return features / (1.0 + time_scale * turns_left)[:, None]


def log_loss(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    z = x @ w[:-1] + w[-1]
    return float(np.mean(np.logaddexp(0.0, z) - y * z))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1400)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    chunks = [range(start, min(args.games, start + 25)) for start in range(0, args.games, 25)]
    with ProcessPoolExecutor(args.workers) as pool:
        rows = [row for part in pool.map(positions, chunks) for row in part]
    features = np.array([r[0] for r in rows], float)
    turns_left = np.array([r[1] for r in rows], float)
    won = np.array([r[2] for r in rows], float)
    held_out = np.random.default_rng(0).random(len(rows)) < 0.25
    train, test = ~held_out, held_out
    # Standardised for the fit, so that the ridge treats every feature alike.
    spread = features.std(axis=0) + 1e-9
    best = None
    for time_scale in np.arange(0.0, 1.01, 0.05):
        x = scaled(features / spread, turns_left, time_scale)
        w = fit_logistic(x[train], won[train])
        loss = log_loss(w, x[test], won[test])
        if best is None or loss < best[0]:
            best = (loss, time_scale)
    loss, time_scale = best
    w = fit_logistic(scaled(features / spread, turns_left, time_scale), won)
    current = np.array([model.BIAS, *model.WEIGHTS])
    x_now = scaled(features, turns_left, model.TIME_SCALE)
    now = log_loss(np.append(current[1:], current[0]), x_now[test], won[test])
    rate = won[train].mean()
    constant = -(rate * math.log(rate) + (1 - rate) * math.log(1 - rate))
    print(f"{len(rows)} positions from {args.games} games; held-out log-loss: "
          f"fitted {loss:.4f}, the model in estimate.py {now:.4f}, a constant {constant:.4f}")
    print(f"WEIGHTS = {tuple(round(float(v), 4) for v in w[:-1] / spread)}")
    print(f"BIAS = {round(float(w[-1]), 4)}")
    print(f"TIME_SCALE = {round(float(time_scale), 2)}")


if __name__ == "__main__":
    main()
