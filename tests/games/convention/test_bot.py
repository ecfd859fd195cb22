"""The heuristic bot plays legal moves only and beats random players."""

from hustings.bots.base import RandomBot
from hustings.games.convention import GAME

from .measure import wilson


def test_heuristic_bot_finishes_games_with_legal_moves_and_wins():
    wins = 0
    for seed in range(4):
        state = GAME.new_state(4, seed)
        bots = [GAME.heuristic_bot(seed), RandomBot(seed), RandomBot(seed + 1), RandomBot(seed + 2)]
        while (decision := state.decision()) is not None:
            seat = decision.seats[0]
            action = bots[seat].choose(state, seat)
            assert action in state.legal_ids(seat)
            state.apply(seat, action)
        wins += 0 in state.result().winners
    assert wins >= 3
    assert GAME.heuristic_bot(0).name == "heuristic"


def test_wilson_interval():
    low, high = wilson(400, 400)
    assert 0.99 < low < 1.0
    assert abs(high - 1.0) < 1e-9
