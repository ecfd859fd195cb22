"""The script that fits the 1960 estimate (`scripts/fit_1960_estimate.py`)."""

import importlib.util
import math
from pathlib import Path

import numpy as np

from hustings.games.president1960 import estimate

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "fit_1960_estimate.py"
spec = importlib.util.spec_from_file_location("fit_1960_estimate", SCRIPT)
fitting = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fitting)


def test_positions_are_the_ones_the_estimate_accepts_labelled_with_the_outcome():
    rows = fitting.positions(range(1))
    assert rows
    for features, turns_left, kennedy_won in rows:
        assert len(features) == len(estimate.WEIGHTS)
        assert 0 <= turns_left <= estimate.LAST_TURN - 1
        assert kennedy_won in (0, 1)


def test_the_fit_recovers_a_model_it_drew_the_outcomes_from():
    rng = np.random.default_rng(3)
    count = 20000
    features = rng.normal(size=(count, 3)) * [20.0, 1.0, 0.5]
    turns_left = rng.integers(0, 9, size=count)
    weights, bias, time_scale = np.array([0.05, 0.8, -1.0]), 0.3, 0.5
    logit = (features @ weights + bias) / (1 + time_scale * turns_left)
    won = (rng.random(count) < 1 / (1 + np.exp(-logit))).astype(int)
    rows = [(tuple(f), int(t), int(w)) for f, t, w in zip(features, turns_left, won,
                                                            strict=True)]
    fitted = fitting.fit(rows)
    assert math.isclose(fitted["time_scale"], time_scale, rel_tol=0.25)
    assert np.allclose(fitted["weights"], weights, rtol=0.25, atol=0.02)
    assert fitted["held_out"] < fitted["constant"]
