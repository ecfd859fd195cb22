"""The `hustings` command, run as a user runs it: in a subprocess or a pseudo-terminal."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "HUSTINGS_EXTRA_GAMES": "tests.engine.toy_game",
       "COLUMNS": "120", "TERM": "dumb"}
HUSTINGS = [sys.executable, "-m", "hustings"]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*HUSTINGS, *args], capture_output=True, text=True, env=ENV, timeout=120)


def test_games_lists_every_registered_game():
    out = run("games")
    assert out.returncode == 0
    assert "sealed-bids" in out.stdout


def test_sim_json_summary():
    out = run("sim", "sealed-bids", "-n", "30", "--players", "3", "--seed", "4",
              "--bots", "random,random,random", "--json")
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["game"] == "sealed-bids" and summary["players"] == 3
    assert summary["games"] == summary["finished"] == 30 and summary["errors"] == 0
    assert len(summary["wins"]) == 3 and sum(summary["wins"]) == pytest.approx(30)
    assert summary["mean_decisions"] > 0 and summary["decisions_per_second"] > 0


def test_sim_is_the_same_for_any_number_of_workers():
    one = json.loads(run("sim", "sealed-bids", "-n", "12", "--json").stdout)
    two = json.loads(run("sim", "sealed-bids", "-n", "12", "--json", "--workers", "2").stdout)
    for key in ("wins", "mean_decisions", "mean_scores"):
        assert one[key] == two[key]


@pytest.mark.parametrize("args, message", [
    (["sim", "no-such-game"], "unknown game 'no-such-game'"),
    (["sim", "sealed-bids", "-o", "rounds=99"], "bad options: rounds"),
    (["sim", "sealed-bids", "-o", "colour=red"], "bad options: colour"),
    (["sim", "sealed-bids", "--players", "9"], "for 2-4 players, not 9"),
    (["sim", "sealed-bids", "--bots", "genius"], "unknown bot 'genius'"),
    (["play", "sealed-bids", "--seats", "human"], "names 1 seats for a 2-player game"),
    (["replay", "/no/such/record.json"], "cannot read record"),
])
def test_user_errors_are_one_line_and_status_2(args, message):
    out = run(*args)
    assert out.returncode == 2
    assert message in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_replay_refuses_corrupt_records(tmp_path):
    path = tmp_path / "game.json"
    path.write_text("{not json")
    assert "is not JSON" in run("replay", str(path)).stderr
    record = {"game": "sealed-bids", "version": "1", "players": 2, "options": {}, "seed": 1,
              "actions": [[0, "bid:9z"]]}
    path.write_text(json.dumps(record))
    out = run("replay", str(path))
    assert out.returncode == 2 and "action 0 (0, 'bid:9z')" in out.stderr
    record["version"] = "0"
    path.write_text(json.dumps(record))
    assert "version 0" in run("replay", str(path)).stderr


def play_through_terminal(game: str, seats: str, record: Path, extra=()) -> str:
    """Answer every prompt of `hustings play` like a person: first a wrong entry, then
    an out-of-range number, then the first choice. Returns the whole transcript."""
    child = pexpect.spawn(HUSTINGS[0], [*HUSTINGS[1:], "play", game, "--seats", seats,
                                        "--save", str(record), *extra],
                          env=ENV, encoding="utf-8", timeout=60, dimensions=(50, 160))
    transcript = []
    mistakes = 0
    while True:
        index = child.expect([r"\[1-(\d+)\]", "game over", pexpect.EOF])
        transcript.append(child.before)
        if index != 0:
            break
        if mistakes < 2:
            child.sendline(["maybe", "999"][mistakes])
            child.expect("Please enter a number from 1 to")
            mistakes += 1
            child.expect(r"\[1-(\d+)\]")
        child.sendline("1")
    child.expect(pexpect.EOF)
    transcript.append(child.before)
    child.close()
    assert child.exitstatus == 0, "".join(transcript)[-2000:]
    return "".join(transcript)


def test_play_a_whole_game_in_a_terminal(tmp_path):
    record = tmp_path / "game.json"
    transcript = play_through_terminal("sealed-bids", "human,random", record)
    assert "winner(s)" in transcript
    saved = json.loads(record.read_text())
    assert saved["game"] == "sealed-bids" and saved["actions"]
    replayed = run("replay", str(record))
    assert replayed.returncode == 0 and "result:" in replayed.stdout


def test_play_a_whole_convention_game_against_bots(tmp_path):
    record = tmp_path / "convention.json"
    transcript = play_through_terminal("convention", "human,heuristic,random", record,
                                       ["--players", "3", "--seed", "8"])
    assert "four rounds played" in transcript and "winner(s)" in transcript
    # The scores are named by seat and side, never printed as a list of floats.
    assert re.search(r"scores: Seat 1 \(\w+\) \d+, Seat 2 \(\w+\) \d+, Seat 3 \(\w+\) \d+;",
                     " ".join(transcript.split()))
    saved = json.loads(record.read_text())
    assert saved["game"] == "convention" and saved["players"] == 3
    assert any(seat == 0 for seat, _ in saved["actions"])


def test_replay_shows_one_seats_view_and_refuses_a_bad_seat(tmp_path):
    record = tmp_path / "game.json"
    play_through_terminal("sealed-bids", "human,random", record)
    out = run("replay", str(record), "--seat", "1")
    assert out.returncode == 0 and "Seat 1:" in out.stdout and "winner(s): Seat" in out.stdout
    bad = run("replay", str(record), "--seat", "3")
    assert bad.returncode == 2 and "--seat must be from 1 to 2" in bad.stderr
