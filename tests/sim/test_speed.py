"""The speed figures (`hustings.sim.speed`): what they count, never how fast it is."""

from __future__ import annotations

from hustings.sim import speed
from hustings.sim.speed import measure, per_call_us


def test_per_call_cost_is_the_best_pass(monkeypatch):
    """Five passes of 3 rounds over 2 samples: the slow pass (54 µs on the fake clock)
    does not count, and the cost is per call."""
    ticks = iter([0.0, 6e-6, 6e-6, 60e-6, 60e-6, 66e-6, 66e-6, 72e-6, 72e-6, 78e-6])
    calls = []
    monkeypatch.setattr(speed.time, "perf_counter", lambda: next(ticks))
    cost = per_call_us(calls.append, ["a", "b"], 3)
    assert len(calls) == 5 * 3 * 2
    assert abs(cost - 1.0) < 1e-9   # 6 µs for the 6 calls of the fastest pass


def test_measure_reports_a_game_s_figures():
    row = measure("sealed-bids", 2, seconds=0.05)
    assert row["games"] >= 1 and row["mean_decisions"] > 0
    assert row["decisions_per_second"] > 0 and row["clone_us"] > 0 and row["determinize_us"] > 0


def test_best_pass_takes_the_fastest_of_equal_windows():
    windows = []
    rates = iter([(5.0, "slowed"), (9.0, "own"), (7.0, "slowed")])

    def run_pass(window):
        windows.append(window)
        return next(rates)

    assert speed.best_pass(run_pass, 3.0) == (9.0, "own")
    assert windows == [1.0, 1.0, 1.0]
