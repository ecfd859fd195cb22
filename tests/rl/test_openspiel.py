"""Every game through OpenSpiel: its own random_sim_test judges the adapter and the
game; resampling keeps a seat's information state; OpenSpiel's bots play through it."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

pyspiel = pytest.importorskip("pyspiel")

from hustings.bots import make_bot  # noqa: E402
from hustings.bots.base import UnknownBot  # noqa: E402
from hustings.engine import all_games, load_game  # noqa: E402
from hustings.rl import openspiel as adapter  # noqa: E402


def player_counts():
    for slug, game in all_games().items():
        for players in sorted({game.min_players, game.max_players}):
            yield pytest.param(slug, players, id=f"{slug}-{players}p")


def test_every_registered_game_is_registered_with_pyspiel():
    adapter.register_all()  # other tests may have registered games since the import
    names = set(pyspiel.registered_names())
    for slug in all_games():
        assert adapter.short_name(slug) in names
    assert adapter.short_name("sealed-bids") == "hustings_sealed_bids"


@pytest.mark.parametrize("slug, players", list(player_counts()))
def test_random_sim_test_with_serialization(slug, players):
    game = adapter.load(slug, players)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("slug", list(all_games()))
def test_resampled_states_keep_the_information_state(slug):
    game = adapter.load(slug)
    state = game.new_initial_state()
    state.apply_action(7)  # the seed
    chooser = random.Random(7)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for _ in range(15):
        if state.is_terminal():
            break
        for player in range(game.num_players()):
            other = state.resample_from_infostate(player, sampler)
            assert other.information_state_string(player) == state.information_state_string(player)
            assert other.observation_string(player) == state.observation_string(player)
            assert other.current_player() == state.current_player()
        state.apply_action(chooser.choice(state.legal_actions()))


def test_parameters_reach_the_game():
    game = adapter.load("sealed-bids", 3, rounds=2, seeds=5, first_seed=100)
    assert game.num_players() == 3 and game.max_chance_outcomes() == 5
    state = game.new_initial_state()
    assert state.is_chance_node() and [p for _, p in state.chance_outcomes()] == [0.2] * 5
    state.apply_action(4)
    assert state.inner.rounds == 2
    assert state.inner.digest() == load_game("sealed-bids").new_state(3, 104, {"rounds": 2}).digest()


def test_returns_share_the_win_and_other_seats_have_no_actions():
    game = adapter.load("sealed-bids", 2)
    state = game.new_initial_state()
    state.apply_action(0)
    while not state.is_terminal():
        current = state.current_player()
        assert state.legal_actions(1 - current) == []
        state.apply_action(state.legal_actions()[0])
    result = state.inner.result()
    assert state.returns() == [1 / len(result.winners) if s in result.winners else 0.0
                               for s in range(2)]


def test_adapter_errors_name_game_seat_and_action():
    game = adapter.load("sealed-bids", 2)
    state = game.new_initial_state()
    state.apply_action(0)
    seat = state.current_player()
    with pytest.raises(Exception, match=rf"hustings sealed-bids: seat {seat}: action 99"):
        state.apply_action(99)


@pytest.mark.parametrize("slug", list(all_games()))
@pytest.mark.parametrize("kind", ["openspiel-mcts", "openspiel-ismcts"])
def test_openspiel_bots_play_whole_games_through_the_adapter(slug, kind):
    """OpenSpiel's bots decide every seat's every decision of a whole game (searches
    kept tiny, so that the suite stays fast: their strength is not the point here)."""
    game = load_game(slug)
    state = game.new_state(game.min_players, 1)
    bots = [make_bot(f"{kind}:simulations=2:rollout=3", slug, seat)
            for seat in range(game.min_players)]
    for _ in range(game.max_decisions):
        decision = state.decision()
        if decision is None:
            break
        seat = decision.seats[0]
        action = bots[seat].choose(state, seat)
        assert action in state.legal_ids(seat)
        state.apply(seat, action)
    assert state.result() is not None


def test_openspiel_bot_specs_are_checked():
    with pytest.raises(UnknownBot, match="bad setting 'simulations=none'"):
        make_bot("openspiel-mcts:simulations=none", "sealed-bids")
    with pytest.raises(UnknownBot, match="unknown bot 'openspiel-alphazero'"):
        make_bot("openspiel-alphazero", "sealed-bids")


def test_sim_command_seats_openspiel_bots():
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root), "HUSTINGS_EXTRA_GAMES": "tests.engine.toy_game"}
    out = subprocess.run([sys.executable, "-m", "hustings", "sim", "sealed-bids", "-n", "2",
                          "--bots", "openspiel-ismcts:simulations=5,openspiel-mcts:simulations=5",
                          "--json"], capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["finished"] == 2 and summary["errors"] == 0
