"""The bots over every registered game: legal choices only, budgets kept, reproducible
from a seed; and ISMCTS on small games whose right answers are known."""

from __future__ import annotations

import random

import pytest

from hustings.bots import make_bot
from hustings.bots.base import UnknownBot
from hustings.bots.ismcts import LEVELS, Budget, IsmctsBot, reward_vector
from hustings.engine import all_games, load_game

from .nim import Nim, NimState

SLUGS = list(all_games())
# Cheap enough to run over every game; random playouts keep long games fast.
CHEAP = "ismcts:iterations=12:rollout=random"


def opening(slug: str, seed: int, steps: int):
    """A state `steps` random decisions into a game (fewer if it ends first)."""
    game = load_game(slug)
    state = game.new_state(game.min_players, seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        decision = state.decision()
        if decision is None:
            break
        seat = decision.seats[0]
        state.apply(seat, chooser.choice(state.legal_ids(seat)))
    return state


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("spec", ["random", "heuristic", CHEAP])
def test_bots_choose_only_legal_actions(slug, spec):
    if spec == "heuristic" and load_game(slug).heuristic_bot(0) is None:
        pytest.skip(f"{slug} has no heuristic bot")
    for seed in range(2):
        state = opening(slug, seed, 5 + 7 * seed)
        bot = make_bot(spec, slug, seed)
        for _ in range(6):  # the bot plays every seat for a few decisions
            decision = state.decision()
            if decision is None:
                break
            seat = decision.seats[0]
            action = bot.choose(state, seat)
            assert action in state.legal_ids(seat), f"{spec} chose {action!r} in {slug}"
            state.apply(seat, action)


@pytest.mark.parametrize("slug", SLUGS)
def test_ismcts_is_reproducible_from_its_seed(slug):
    state = opening(slug, 3, 4)
    seat = state.decision().seats[0]
    first = [make_bot(CHEAP, slug, 7).choose(state.clone(), seat) for _ in range(2)]
    assert first[0] == first[1]


@pytest.mark.parametrize("slug", SLUGS)
def test_ismcts_spends_exactly_its_iteration_budget(slug):
    state = opening(slug, 1, 3)
    bot = make_bot("ismcts:iterations=9:rollout=random", slug, 0)
    while len(state.legal_ids(seat := state.decision().seats[0])) < 2:
        state.apply(seat, state.legal_ids(seat)[0])
    before = state.digest()
    bot.choose(state, seat)
    assert bot.last_iterations == 9
    assert state.digest() == before  # the search works on copies


def test_a_time_budget_stops_the_search():
    """With a clock that advances 0.1 s per reading, a 1-second budget allows about
    ten iterations: the budget is read from the clock, not from the iteration count."""
    ticks = iter(range(10_000))
    bot = IsmctsBot("sealed-bids", 0, Budget(seconds=1.0), rollout="random",
                    clock=lambda: next(ticks) * 0.1)
    state = load_game("sealed-bids").new_state(3, 4)
    bot.choose(state, 0)
    assert 5 <= bot.last_iterations <= 11
    assert bot.last_seconds == pytest.approx(1.0, abs=0.11)


def test_levels_are_increasing_budgets_capped_under_two_seconds():
    budgets = [LEVELS[name] for name in ("easy", "medium", "hard")]
    assert budgets[0].iterations < budgets[1].iterations < budgets[2].iterations
    assert all(b.seconds is not None and b.seconds < 2.0 for b in budgets)


@pytest.mark.parametrize("pile, move", [(5, "take:1"), (6, "take:2"), (7, "take:3"), (11, "take:3")])
def test_ismcts_finds_the_winning_move_in_nim(pile, move):
    game = Nim()
    bot = IsmctsBot(game, seed=1, budget=Budget(iterations=600), rollout="random")
    assert bot.choose(game.new_state(2, pile), 0) == move


class NimWithEstimate(Nim):
    """Nim whose estimate declines odd piles: a playout must go on to an even one."""

    def __init__(self):
        self.asked = []

    def estimate(self, state):
        self.asked.append(state.pile)
        if state.pile % 2:
            return None
        return [0.5, 0.5]


def test_a_playout_goes_on_past_a_state_the_game_declines_to_estimate():
    game = NimWithEstimate()
    bot = IsmctsBot(game, seed=3, budget=Budget(iterations=1), rollout="random",
                    rollout_depth=1)
    for pile in range(20, 40):
        game.asked.clear()
        state = NimState(pile)
        bot._rollout(state)
        # Asked after every move from the depth on, until a pile it estimates (or none left).
        assert all(asked % 2 for asked in game.asked[:-1])
        assert state.pile == 0 or (game.asked[-1] % 2 == 0 and state.pile == game.asked[-1])


def test_sealed_decision_searched_for_a_seat_that_is_not_first_to_commit():
    game = load_game("sealed-bids")
    state = game.new_state(2, 9)
    assert state.decision().seats == (0, 1) and state.decision().simultaneous
    bot = make_bot("ismcts:iterations=50", "sealed-bids", 2)
    action = bot.choose(state, 1)
    assert action in state.legal_ids(1) and action.startswith(("bid:", "gift:"))


def test_out_of_turn_seat_gets_a_legal_action_without_search():
    game = load_game("sealed-bids")
    state = game.new_state(2, 9)
    state.apply(0, state.legal_ids(0)[0])  # seat 0 commits; only seat 1 decides now
    bot = make_bot("ismcts:iterations=50", "sealed-bids", 2)
    action = bot.choose(state, 0)  # seat 0 may still give a chip out of turn
    assert action in state.legal_ids(0) and bot.last_iterations == 0


def test_reward_vector_shares_the_win_and_ranks_scores():
    game = load_game("sealed-bids")
    state = game.new_state(3, 2)
    chooser = random.Random(0)
    while (decision := state.decision()) is not None:
        seat = decision.seats[0]
        state.apply(seat, chooser.choice(state.legal_ids(seat)))
    result = state.result()
    rewards = reward_vector(state)
    for seat in range(3):
        if seat in result.winners:
            assert rewards[seat] > 0.85 / len(result.winners) - 1e-9
        else:
            assert rewards[seat] <= 0.15
    best = max(range(3), key=lambda s: result.scores[s])
    assert rewards[best] == max(rewards)


@pytest.mark.parametrize("spec, message", [
    ("ismcts:brilliant", "bad ISMCTS setting 'brilliant'"),
    ("ismcts:iterations=lots", "bad value 'lots' for iterations"),
    ("ismcts:iterations=0", "at least 1"),
    ("ismcts:colour=red", "unknown ISMCTS setting 'colour'"),
    ("ismcts:rollout=psychic", "unknown rollout policy"),
])
def test_bad_ismcts_specs_are_named(spec, message):
    with pytest.raises(UnknownBot, match=message):
        make_bot(spec, "sealed-bids", 0)


class TakeOne:
    name = "take-one"

    def choose(self, state, seat):
        return "take:1"


class NimWithHeuristic(Nim):
    def heuristic_bot(self, seed=0):
        return TakeOne()


def test_the_heuristic_choice_stands_unless_the_search_is_sure():
    game = NimWithHeuristic()
    state = game.new_state(2, 7)  # the winning move is take:3; the heuristic takes 1
    sure = IsmctsBot(game, seed=1, budget=Budget(iterations=600), guided=0)
    assert sure.choose(state, 0) == "take:3"
    stubborn = IsmctsBot(game, seed=1, budget=Budget(iterations=600), guided=0,
                         overrule=float("inf"))
    assert stubborn.choose(state, 0) == "take:1"
    too_short = IsmctsBot(game, seed=1, budget=Budget(iterations=4), guided=0)
    assert too_short.choose(state, 0) == "take:1"  # one visit each: nothing is sure
