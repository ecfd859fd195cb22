"""Simulation at scale: seat rotation, identical results whatever the backend, plots,
balance reports, tournaments and the strength page."""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
from dataclasses import asdict
from pathlib import Path

import pytest

from hustings.engine import all_games, load_game
from hustings.sim import simulate
from hustings.sim.balance import correlations, features_of, run_balance, write_report
from hustings.sim.runner import GameOutcome, lineup_for
from hustings.sim.strength import SeatRow, render
from hustings.sim.tournament import Pairing, elo_ratings, pair_points, run_tournament

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "HUSTINGS_EXTRA_GAMES": "tests.engine.toy_game",
       "COLUMNS": "120", "TERM": "dumb"}
LINEUP = ["ismcts:iterations=6:rollout=random", "random", "random"]
PNG = b"\x89PNG\r\n\x1a\n"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hustings", *args], capture_output=True,
                          text=True, env=ENV, timeout=300)


def test_rotation_turns_the_lineup_one_seat_per_game():
    bots = ["a", "b", "c"]
    assert lineup_for(bots, 0, True) == (["a", "b", "c"], [0, 1, 2])
    assert lineup_for(bots, 1, True) == (["c", "a", "b"], [2, 0, 1])
    assert lineup_for(bots, 4, True) == (["c", "a", "b"], [2, 0, 1])
    assert lineup_for(bots, 1, False) == (["a", "b", "c"], [0, 1, 2])


def test_rotated_summary_counts_wins_per_seat_and_per_bot():
    summary = simulate("sealed-bids", 9, 3, 5, ["random", "random", "random"], rotate=True)
    assert summary.finished == 9
    assert sum(summary.wins) == pytest.approx(9) and sum(summary.side_wins) == pytest.approx(9)
    for outcome in summary.outcomes:  # bot i sits in seat (i + game index) mod 3
        index = outcome.seed - 5
        assert outcome.sides == [(seat - index) % 3 for seat in range(3)]


def test_same_summary_with_one_worker_two_workers_and_ray():
    one = simulate("sealed-bids", 12, 3, 11, LINEUP, rotate=True)
    two = simulate("sealed-bids", 12, 3, 11, LINEUP, rotate=True, workers=2)
    assert one.comparable() == two.comparable()
    pytest.importorskip("ray")
    on_ray = simulate("sealed-bids", 12, 3, 11, LINEUP, rotate=True, workers=2,
                      ray_address="local")
    assert on_ray.comparable() == one.comparable()


@pytest.mark.parametrize("slug", list(all_games()))
def test_every_game_simulates_and_tracks_actions(slug):
    game = load_game(slug)
    players = game.min_players
    summary = simulate(slug, 2, players, 0, ["random"] * players, track=True)
    assert summary.errors == 0, summary.first_errors
    for outcome in summary.outcomes:
        assert len(outcome.used) == players and any(outcome.used)
        assert sum(len(u) for u in outcome.used) <= outcome.decisions


def test_sim_command_rotates_plots_and_prints_json(tmp_path):
    picture = tmp_path / "sim.png"
    out = run("sim", "sealed-bids", "-n", "8", "--players", "3", "--bots",
              ",".join(LINEUP), "--rotate", "--plot", str(picture), "--json")
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["rotate"] is True and summary["bots"] == LINEUP
    assert sum(summary["side_wins"]) == pytest.approx(8)
    assert set(summary["length_quantiles"]) == {"min", "q1", "median", "q3", "max"}
    assert picture.read_bytes().startswith(PNG)


def test_sim_command_table_names_bots_per_side():
    out = run("sim", "sealed-bids", "-n", "6", "--bots", "random,ismcts:iterations=4", "--rotate")
    assert out.returncode == 0, out.stderr
    assert "per bot, seats rotated" in out.stdout and "1: ismcts:iterations=4" in out.stdout


def test_balance_report_has_seats_first_player_and_actions(tmp_path):
    summary = run_balance("sealed-bids", 60, 2, 0, "random")
    path = write_report(summary, "random", 0, tmp_path)
    text = path.read_text()
    assert "| seat 0 |" in text and "| seat 1 |" in text
    assert "First-player advantage (seat 0" in text and "`random`" in text
    assert "## Actions that go with winning" in text and "| `bid:" in text
    for image in ("sealed-bids-2p-balance-wins.png", "sealed-bids-2p-balance-actions.png"):
        assert f"]({image})" in text
        assert (tmp_path / image).read_bytes().startswith(PNG)


def test_correlations_compare_users_with_non_users():
    outcomes = []
    for i in range(40):  # seat 0 always plays "x:1" and wins when i is even; seat 1 "y:2"
        winner = 0 if i % 2 == 0 else 1
        used = [["x:1"] if i % 4 else ["x:1", "z:3"], ["y:2"]]
        outcomes.append(GameOutcome(i, 2, 0.0, [winner], [1.0, 0.0], sides=[0, 1], used=used))
    found = {c.feature: c for c in correlations(outcomes)}
    assert found["x:1"].win_when_used == pytest.approx(0.5)
    assert found["x:*"].used == 40
    z = found["z:3"]  # used in games 0, 4, 8...: all won by seat 0
    assert z.used == 10 and z.win_when_used == 1.0
    assert z.win_when_unused == pytest.approx(30 / 70)
    assert features_of(["play:c1:event", "done"]) == {"play:c1:event", "play:*", "done"}


def test_balance_command_writes_the_report(tmp_path):
    out = run("balance", "sealed-bids", "-n", "30", "--out", str(tmp_path))
    assert out.returncode == 0, out.stderr
    assert "report written to" in out.stdout
    assert (tmp_path / "sealed-bids-2p-balance.md").exists()


def test_elo_orders_by_results_and_stays_finite():
    pairings = [Pairing("a", "b", 100, 80, (0.7, 0.87), 0),
                Pairing("b", "c", 100, 80, (0.7, 0.87), 0),
                Pairing("a", "c", 100, 100, (0.96, 1.0), 0)]
    ratings = elo_ratings(["a", "b", "c"], pairings)
    assert ratings["a"] > ratings["b"] > ratings["c"]
    assert sum(ratings.values()) / 3 == pytest.approx(1500, abs=0.5)
    # 80% is about 240 Elo points
    assert 150 < ratings["a"] - ratings["b"] < 330


def test_pair_points_compare_win_share_then_score():
    won = GameOutcome(0, 1, 0.0, [1], [3, 5, 9], sides=[1, 0, 2])
    assert pair_points(won) == 1.0  # side 0 sits in seat 1, the winner
    third_wins = GameOutcome(0, 1, 0.0, [2], [3, 5, 9], sides=[0, 1, 2])
    assert pair_points(third_wins) == 0.0  # both lost; side 0 scored less
    shared = GameOutcome(0, 1, 0.0, [0, 1], [5, 5], sides=[0, 1])
    assert pair_points(shared) == 0.5


def test_tournament_plays_every_pair():
    result = run_tournament("sealed-bids", ["random", "ismcts:iterations=4:rollout=random"], 6, 3)
    assert [(p.first, p.second, p.games) for p in result.pairings] == [
        ("random", "ismcts:iterations=4:rollout=random", 6)]
    assert set(result.ratings) == {"random", "ismcts:iterations=4:rollout=random"}


def test_tournament_command(tmp_path):
    out = run("tournament", "sealed-bids", "--bots", "random,ismcts:iterations=4", "-n", "4", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert len(data["pairings"]) == 1 and len(data["ratings"]) == 2
    bad = run("tournament", "sealed-bids", "--bots", "random")
    assert bad.returncode == 2 and "at least two different" in bad.stderr


def test_strength_page_is_generated_with_verdicts(tmp_path):
    rows = [SeatRow("g", 2, "seat 0", "heuristic", "random", 200, 0.8, (0.74, 0.85), 0.5, 1.0, 200),
            SeatRow("g", 2, "seat 1", "ismcts:hard", "heuristic", 20, 0.45, (0.38, 0.52), 0.5, 1.0, 200)]
    page = render(rows)
    assert "Generated by `python -m hustings.sim.strength`" in page
    assert "| 80.0% | 74.0%-85.0% | 50.0% (200) | beats |" in page
    assert "| not distinguishable |" in page
    # A row of an earlier run, for a game this run does not measure, is kept.
    earlier = SeatRow("1960", 2, "Kennedy", "heuristic", "random", 7, 1.0, (0.6, 1.0), 0.5, 1.0, 7)
    (tmp_path / "bots.json").write_text(json.dumps([asdict(earlier)]))
    command = [sys.executable, "-m", "hustings.sim.strength", "--games", "4", "--game",
               "sealed-bids", "--hard", "ismcts:iterations=3", "--hard-games", "3",
               "--out", str(tmp_path / "bots.md")]
    out = subprocess.run(command, capture_output=True, text=True, env=ENV, timeout=300)
    assert out.returncode == 0, out.stderr
    text = (tmp_path / "bots.md").read_text()
    assert text.count("| sealed-bids | 2 |") == 2
    # The search bot's match-up plays its own (smaller) number of games per seat.
    assert text.count("| `ismcts:iterations=3` | `random` | 3 |") == 2
    assert "| 1960 | 2 | Kennedy | `heuristic` | `random` | 7 |" in text
    assert len(json.loads((tmp_path / "bots.json").read_text())) == 3
    # --more grows one seat's row from the seed after its last game: 3 + 2 games give what
    # 5 games from the row's seed give at once.
    more = subprocess.run([*command[:-2], "--matchups", "hard-heuristic", "--more",
                           "--hard-games", "2", "--seat", "seat 1", "--out", str(tmp_path / "bots.md")],
                          capture_output=True, text=True, env=ENV, timeout=300)
    assert more.returncode == 0, more.stderr
    grown = {r["seat"]: r for r in json.loads((tmp_path / "bots.json").read_text())
             if r["challenger"] == "ismcts:iterations=3"}
    assert grown["seat 0"]["games"] == 3 and grown["seat 1"]["games"] == 5
    at_once = simulate("sealed-bids", 5, 2, 0, ["random", "ismcts:iterations=3"])
    assert grown["seat 1"]["rate"] == pytest.approx(at_once.wins[1] / 5)
    # A seat without a row is one clear error, and the rows stay as they were.
    stored = (tmp_path / "bots.json").read_text()
    wrong = subprocess.run([*command[:-2], "--more", "--seat", "Nixon",
                            "--out", str(tmp_path / "bots.md")],
                           capture_output=True, text=True, env=ENV, timeout=300)
    assert wrong.returncode == 2 and "no measured row for seat 'Nixon'" in wrong.stderr
    assert "seat 0, seat 1" in wrong.stderr
    assert (tmp_path / "bots.json").read_text() == stored
    (tmp_path / "bots.json").write_text("[{}]")
    broken = subprocess.run(command, capture_output=True, text=True, env=ENV, timeout=300)
    assert broken.returncode != 0 and "not a strength record" in broken.stderr


def test_a_run_stopped_part_way_keeps_the_rows_it_has_grown(tmp_path, monkeypatch):
    from dataclasses import asdict, replace

    from hustings.sim import strength

    rows = [SeatRow("sealed-bids", 2, f"seat {s}", "ismcts:hard", "heuristic", 4, 0.5,
                    (0.15, 0.85), 0.5, 1.0, 200) for s in range(2)]
    (tmp_path / "bots.json").write_text(json.dumps([asdict(r) for r in rows]))
    grown = []

    def grow_one_then_stop(row, games, workers, ray_address):
        if grown:
            raise KeyboardInterrupt
        grown.append(row.seat)
        return replace(row, games=row.games + games)

    monkeypatch.setattr(strength, "extend_row", grow_one_then_stop)
    with pytest.raises(KeyboardInterrupt):
        strength.main(["--more", "--game", "sealed-bids", "--hard-games", "3",
                       "--out", str(tmp_path / "bots.md")])
    kept = {r["seat"]: r["games"] for r in json.loads((tmp_path / "bots.json").read_text())}
    assert grown == ["seat 0"] and kept == {"seat 0": 7, "seat 1": 4}
    assert "| sealed-bids | 2 | seat 0 | `ismcts:hard` | `heuristic` | 7 |" in (
        tmp_path / "bots.md").read_text()


def test_until_grows_the_shortest_row_first_up_to_the_target(tmp_path, monkeypatch):
    from dataclasses import asdict, replace

    from hustings.sim import strength

    rows = [SeatRow("sealed-bids", 2, f"seat {s}", "ismcts:hard", "heuristic", games, 0.5,
                    (0.15, 0.85), 0.5, 1.0, 200) for s, games in enumerate((4, 6))]
    (tmp_path / "bots.json").write_text(json.dumps([asdict(r) for r in rows]))
    batches = []

    def grow(row, games, workers, ray_address):
        batches.append((row.seat, games))
        return replace(row, games=row.games + games)

    monkeypatch.setattr(strength, "extend_row", grow)
    strength.main(["--more", "--until", "8", "--game", "sealed-bids", "--hard-games", "3",
                   "--matchups", "hard-heuristic", "--out", str(tmp_path / "bots.md")])
    assert batches == [("seat 0", 3), ("seat 1", 2), ("seat 0", 1)]
    kept = {r["seat"]: r["games"] for r in json.loads((tmp_path / "bots.json").read_text())}
    assert kept == {"seat 0": 8, "seat 1": 8}
    with pytest.raises(SystemExit):
        strength.main(["--until", "8", "--out", str(tmp_path / "bots.md")])


def test_rows_grown_on_other_machines_merge_into_the_page(tmp_path):
    from dataclasses import replace

    from hustings.sim import strength

    def row(seat, games, seed=0, python="3.11.7"):
        return SeatRow("sealed-bids", 2, seat, "ismcts:hard", "heuristic", games, 0.5,
                       (0.2, 0.8), 0.5, 1.0, 200, seed, load_game("sealed-bids").version, python)

    here = [row("seat 0", 4), row("seat 1", 4)]
    there = [row("seat 0", 9, python="3.11.7, 3.12.3"), row("seat 1", 10, seed=50),
             replace(row("seat 1", 6), challenger="heuristic", opponent="random")]
    store, other = tmp_path / "bots.json", tmp_path / "other.json"
    store.write_text(json.dumps([asdict(r) for r in here]))
    other.write_text(json.dumps([asdict(r) for r in there]))
    strength.main(["--merge", str(other), "--out", str(tmp_path / "bots.md")])
    rows = {(r["seat"], r["challenger"]): r for r in json.loads(store.read_text())}
    # Grown further from the same start: taken. From another seed: a different
    # measurement, kept out. A row only the other file has: added.
    assert rows["seat 0", "ismcts:hard"]["games"] == 9
    assert rows["seat 1", "ismcts:hard"]["games"] == 4
    assert rows["seat 1", "heuristic"]["games"] == 6
    assert "Measured with Python 3.11.7, 3.12.3 on" in (tmp_path / "bots.md").read_text()
    # A row left from an earlier version of the game gives way to one on the current version.
    store.write_text(json.dumps([asdict(replace(r, version="0", games=50)) for r in here]))
    other.write_text(json.dumps([asdict(r) for r in here[:1]]))
    strength.main(["--merge", str(other), "--out", str(tmp_path / "bots.md")])
    rows = {r["seat"]: r for r in json.loads(store.read_text())}
    assert (rows["seat 0"]["games"], rows["seat 0"]["version"]) == (4, here[0].version)
    assert (rows["seat 1"]["games"], rows["seat 1"]["version"]) == (50, "0")
    # With --game, only that game's rows are taken.
    other.write_text(json.dumps([asdict(replace(r, game="elsewhere")) for r in there]))
    strength.main(["--merge", str(other), "--game", "sealed-bids", "--out", str(tmp_path / "bots.md")])
    assert {r["game"] for r in json.loads(store.read_text())} == {"sealed-bids"}
    stored = store.read_text()
    with pytest.raises(SystemExit) as missing:
        strength.main(["--merge", str(tmp_path / "absent.json"), "--out", str(tmp_path / "bots.md")])
    assert missing.value.code == 2 and store.read_text() == stored


def test_a_grown_row_names_every_python_its_games_ran_on():
    from hustings.sim.strength import extend_row, pythons_of

    row = SeatRow("sealed-bids", 2, "seat 0", "random", "random", 2, 0.5, (0.1, 0.9), 0.5,
                  1.0, 2, 0, load_game("sealed-bids").version, "3.0.1")
    grown = extend_row(row, 2, 1, None, log=lambda _: None)
    assert grown.games == 4
    assert pythons_of(grown) == sorted(["3.0.1", platform.python_version()])


def test_simulated_search_bots_budget_cpu_time_not_wall_time(monkeypatch):
    """In simulations a time budget is read from the thread's CPU clock, so a loaded
    machine (more workers than cores, say) does not cut the search short; in play it
    stays the wall clock a player waits on."""
    import time

    from hustings.bots import make_bot
    from hustings.sim import runner

    clocks = []

    def recording(spec, slug, seed, clock=None):
        clocks.append(clock)
        return make_bot(spec, slug, seed, clock=clock)

    monkeypatch.setattr(runner, "make_bot", recording)
    outcome = runner.play_game("sealed-bids", 2, 3, ["ismcts:seconds=0.01", "random"])
    assert outcome.error is None and clocks == [time.thread_time, time.thread_time]
    assert make_bot("ismcts:hard", "sealed-bids").clock is time.perf_counter
    assert make_bot("ismcts:hard", "sealed-bids", clock=time.thread_time).clock is time.thread_time


def test_reports_name_the_sides_of_a_game_that_has_them():
    from hustings.sim.runner import seat_names

    assert seat_names(load_game("1960"), 2) == ["Kennedy", "Nixon"]
    assert seat_names(load_game("prelude"), 2) == ["Patriote", "Loyal"]
    assert seat_names(load_game("macher"), 4) == ["Black", "Blue", "Red", "Yellow"]
    assert seat_names(load_game("sealed-bids"), 3) == ["seat 0", "seat 1", "seat 2"]
