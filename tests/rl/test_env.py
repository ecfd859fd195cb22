"""The PettingZoo environment and the fixed-size encodings, over every registered game."""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

from hustings import rl  # noqa: E402
from hustings.engine import all_games, load_game  # noqa: E402
from hustings.rl.encoding import (  # noqa: E402
    HashedViewEncoder,
    SlotCodec,
    VocabularyCodec,
    action_codec,
    observation_encoder,
)


def player_counts():
    for slug, game in all_games().items():
        for players in sorted({game.min_players, game.max_players}):
            yield pytest.param(slug, players, id=f"{slug}-{players}p")


@pytest.mark.parametrize("slug, players", list(player_counts()))
def test_pettingzoo_api_test(slug, players):
    api_test(rl.env(slug, players=players, seed=3), num_cycles=300)


@pytest.mark.parametrize("slug", list(all_games()))
def test_a_masked_random_agent_plays_a_whole_game(slug):
    env = rl.env(slug, seed=5)
    env.reset(seed=5)
    chooser = random.Random(5)
    steps = 0
    totals = {agent: 0.0 for agent in env.possible_agents}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        mask = observation["action_mask"]
        assert observation["observation"].shape == env.observation_space(agent)["observation"].shape
        seat = env.agent_seat[agent]
        assert int(mask.sum()) == len(env.state.legal_ids(seat))
        env.step(chooser.choice(np.flatnonzero(mask)))
        steps += 1
    result = env.state.result()
    assert result is not None and steps <= load_game(slug).max_decisions
    assert totals == {f"seat_{s}": pytest.approx(1 / len(result.winners) if s in result.winners else 0)
                      for s in range(len(result.scores))}


@pytest.mark.parametrize("slug", list(all_games()))
def test_observation_depends_only_on_what_the_seat_sees(slug):
    """A re-dealt copy that the seat cannot tell apart encodes identically."""
    game = load_game(slug)
    state = game.new_state(game.min_players, 2)
    chooser = random.Random(2)
    encoder = observation_encoder(game, game.min_players)
    for _ in range(12):
        decision = state.decision()
        if decision is None:
            break
        for seat in range(game.min_players):
            world = state.determinize(seat, random.Random(seat))
            assert np.array_equal(encoder.encode(state, seat), encoder.encode(world, seat))
        seat = decision.seats[0]
        state.apply(seat, chooser.choice(state.legal_ids(seat)))


def test_hashed_encoding_is_stable_and_names_board_leaves():
    game = load_game("sealed-bids")
    state = game.new_state(2, 1)
    encoder = HashedViewEncoder()
    features = dict(encoder.features(state, 0))
    assert features["board.round"] == 0.0 and features["to_move"] == 1.0
    assert all(f"board.hand[]={card}" in features for card in state.hands[0])
    assert not any(f"board.hand[]={card}" in features for card in state.hands[1])
    assert np.array_equal(encoder.encode(state, 0), HashedViewEncoder().encode(state, 0))


def test_slot_codec_maps_indices_to_sorted_legal_ids_and_names_errors():
    state = load_game("sealed-bids").new_state(2, 1)
    codec = SlotCodec("sealed-bids", 8)
    legal = state.legal_ids(0)
    assert codec.legal_indices(state, 0) == list(range(len(legal)))
    assert [codec.to_id(state, 0, i) for i in range(len(legal))] == legal
    with pytest.raises(ValueError, match="sealed-bids: seat 0: action slot 7 is empty"):
        codec.to_id(state, 0, 7)
    with pytest.raises(ValueError, match="more than the 2 action slots"):
        SlotCodec("sealed-bids", 2).legal_indices(state, 0)


def test_a_declared_vocabulary_gives_stable_indices():
    game = load_game("sealed-bids")
    state = game.new_state(2, 1)
    vocabulary = sorted({f"bid:{v}{s}" for v in range(1, 10) for s in "ab"} | {"gift:0", "gift:1"})
    codec = VocabularyCodec("sealed-bids", vocabulary)
    indices = codec.legal_indices(state, 0)
    assert [codec.to_id(state, 0, i) for i in indices] == state.legal_ids(0)
    assert codec.mask(state, 0).sum() == len(indices)

    class WithVocabulary(type(game)):
        def action_vocabulary(self, players, options):
            return vocabulary

    assert isinstance(action_codec(WithVocabulary(), 2), VocabularyCodec)
    with pytest.raises(ValueError, match="missing from the game's action_vocabulary"):
        VocabularyCodec("sealed-bids", ["gift:1"]).to_index(state, 0, "bid:1a")
