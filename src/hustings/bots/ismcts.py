"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and
Whitehouse 2012), generic over the engine protocol.

Each iteration samples one world the deciding seat cannot tell apart from the real one
(`state.determinize(seat, rng)`), walks a single tree keyed by action ids in that world,
adds one node, plays the rest of the game out with the game's heuristic bot (or at
random), and credits every node on the path with the reward of the seat that chose it.
Because different worlds allow different actions, selection uses the "subset-armed"
UCB of the paper: a child's exploration term counts only the iterations in which it
was available.

Multiplayer: the reward is a vector with one entry per seat (a share of the win, plus a
small part for the score), so every seat in the tree maximises its own entry.

Sealed (simultaneous) decisions: the seats of one sealed round each run their own
bandit at the node where the round began (decoupled UCT), so no seat's choice in the
tree depends on another's hidden commitment; the tree then moves on by the joint
choice. At the root the deciding seat commits first; commitments made before the
search are re-sampled by `determinize`.

Out-of-turn actions are ignored: the tree only expands the choices of the seat the
pending decision names (its list may include out-of-turn ids of its own, which are
ordinary choices then).

Playouts: uniformly random, stopped after `rollout_depth` decisions where the game
offers an estimate of an unfinished game (`Game.estimate`, a value in [0, 1] per seat);
every game here has one, so an iteration costs about as much as `rollout_depth` random
decisions. A game may decline to estimate a state (None), part way through a round that
one side has had and another not, say: the playout then goes on to a state it does
estimate. `guided=N` lets the game's heuristic bot play the first N decisions of each
playout instead: a heuristic bot is often a search of its own, so N=10 costs 15 to 30
times the iterations (110-170 iterations/s in 1960, Prelude and Convention against
2,500-5,000 with random playouts), which the levels' 1.8 s cap turns into a far shorter
search; the levels therefore play random playouts.

The heuristic still guides the decision itself: its choice at the root stands unless
the search's choice has a mean reward higher by more than `overrule` standard errors
(1.64 by default: one-sided 95%), so that a search too short to tell the choices apart
(long games, few iterations) plays as the heuristic does rather than on noise.
`rollout=random` leaves the heuristic out altogether.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from hustings.engine import Game, State, load_game

from .search_random import SearchRandom

# Share of the reward that comes from the score rather than the win: enough to rank
# playouts that all lose, too little to prefer a high-scoring loss to a win.
SCORE_WEIGHT = 0.15


@dataclass(frozen=True)
class Budget:
    """How much search one decision gets: at most `iterations` iterations and at most
    `seconds` of the bot's clock (either may be None, not both): wall-clock time in play,
    the searching thread's CPU time in simulations (`hustings.sim.runner`)."""

    iterations: int | None = None
    seconds: float | None = None

    def __post_init__(self):
        if self.iterations is None and self.seconds is None:
            raise ValueError("an ISMCTS budget needs iterations or seconds")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("ISMCTS iterations must be at least 1")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError("ISMCTS seconds must be positive")


# The levels. Each is capped at 1.8 s (and stops early when another iteration would
# overrun it), so that `hard` decides within 2 s on one core even where iterations are
# slow; below that cap a level is reproducible from its seed.
LEVELS = {
    "easy": Budget(iterations=100, seconds=1.8),
    "medium": Budget(iterations=500, seconds=1.8),
    "hard": Budget(iterations=2500, seconds=1.8),
}


# The key in `Node.edges` under which the joint outcomes of a sealed round are kept.
JOINT = -1


class Node:
    __slots__ = ("edges", "visits", "reward", "squares", "available")

    def __init__(self):
        # edges[actor][action_id] -> child: the actor is part of the key because the
        # same action history can lead to different deciders in different worlds.
        self.edges: dict[int, dict[str, Node]] = {}
        self.visits = 0
        self.reward = 0.0
        self.squares = 0.0  # sum of squared rewards, for the confidence of the mean
        self.available = 0

    def mean(self) -> float:
        return self.reward / self.visits if self.visits else 0.0

    def variance_of_mean(self) -> float:
        if self.visits < 2:
            return float("inf")
        mean = self.reward / self.visits
        spread = max(0.0, self.squares / self.visits - mean * mean)
        return spread / (self.visits - 1)


def reward_vector(state: State) -> list[float]:
    """Each seat's reward for a finished game: its share of the win, plus a little for
    its score relative to the best and worst score of that game."""
    result = state.result()
    players = state.players
    rewards = [0.0] * players
    if result.winners:
        share = (1 - SCORE_WEIGHT) / len(result.winners)
        for seat in result.winners:
            rewards[seat] = share
    scores = result.scores
    if len(scores) == players:
        low, high = min(scores), max(scores)
        if high > low:
            for seat in range(players):
                rewards[seat] += SCORE_WEIGHT * (scores[seat] - low) / (high - low)
        else:
            for seat in range(players):
                rewards[seat] += SCORE_WEIGHT / 2
    return rewards


def find_estimate(game):
    """The game's estimate of an unfinished game (`Game.estimate`) if the game overrides
    the protocol's default, which offers none."""
    if type(game).estimate is Game.estimate:
        return None
    return game.estimate


class IsmctsBot:
    """ISMCTS over `determinize` + `clone`; `choose(state, seat)` returns an action id."""

    def __init__(self, game: Game | str, seed: int = 0, budget: Budget = LEVELS["medium"],
                 exploration: float = 0.7, rollout: str = "heuristic",
                 guided: int = 0, rollout_depth: int = 10, overrule: float = 1.64,
                 name: str | None = None,
                 clock: Callable[[], float] = time.perf_counter):
        if rollout not in ("heuristic", "random"):
            raise ValueError(f"unknown rollout policy {rollout!r} (heuristic or random)")
        self.game = load_game(game) if isinstance(game, str) else game
        self.clock = clock
        self.budget = budget
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.guided = guided if rollout == "heuristic" else 0
        self.overrule = overrule
        self.estimate = find_estimate(self.game)
        self.random = SearchRandom(seed)
        self.heuristic = self.game.heuristic_bot(seed) if rollout == "heuristic" else None
        self.name = name or "ismcts"
        # Figures of the last decision, for benchmarks and tests.
        self.last_iterations = 0
        self.last_seconds = 0.0

    # --- the policy used outside the tree ----------------------------------------
    def _playout_action(self, state: State, seat: int) -> str:
        if self.heuristic is not None:
            return self.heuristic.choose(state, seat)
        return self.random.choice(state.legal_ids(seat))

    def _rollout(self, state: State) -> list[float]:
        """Play on from `state`: the first `guided` decisions by the heuristic bot (where
        the game has one), then at random; stop after `rollout_depth` decisions where
        the game can estimate an unfinished game. Returns the reward vector."""
        estimate = self.estimate
        steps = 0
        heuristic = self.heuristic
        guided = self.guided
        choice = self.random.choice
        while (decision := state.decision()) is not None:
            if estimate is not None and steps >= self.rollout_depth:
                # (None: no fair estimate of this very state; play on to one.)
                value = estimate(state)
                if value is not None:
                    return [float(v) for v in value]
            seat = decision.seats[0]
            if heuristic is not None and steps < guided:
                state.apply(seat, heuristic.choose(state, seat))
            else:
                # Listed by this very state, so the base class's legality check can be skipped.
                state._apply(seat, choice(state.legal_ids(seat)))
            steps += 1
        return reward_vector(state)

    # --- the search ---------------------------------------------------------------
    def choose(self, state: State, seat: int) -> str:
        clock = self.clock
        started = clock()
        decision = state.decision()
        legal = state.legal_ids(seat)
        if not legal:
            raise ValueError(f"{self.game.slug}: seat {seat} has no legal action to choose")
        if decision is None or seat not in decision.seats:
            # An out-of-turn opportunity: not searched, left to the playout policy.
            self.last_iterations, self.last_seconds = 0, clock() - started
            return self._playout_action(state, seat)
        if len(legal) == 1:
            self.last_iterations, self.last_seconds = 0, clock() - started
            return legal[0]
        # Asked first, so that its time counts against the budget.
        favourite = None
        if self.heuristic is not None and self.overrule > 0:
            favourite = self.heuristic.choose(state.clone(), seat)
        root = Node()
        limit = self.budget.iterations
        deadline = None if self.budget.seconds is None else started + self.budget.seconds
        iterations = 0
        searching = clock()
        while True:
            self._iterate(root, state, seat)
            iterations += 1
            if limit is not None and iterations >= limit:
                break
            if deadline is not None:
                now = clock()
                # Stop when one more iteration of the average length would overrun:
                # in slow games a single iteration can take a tenth of a second.
                if now + (now - searching) / iterations >= deadline:
                    break
        self.last_iterations = iterations
        self.last_seconds = clock() - started
        children = root.edges.get(seat, {})
        tried = [a for a in legal if a in children]
        if not tried:  # no sampled world let this seat act: fall back on the playout policy
            return favourite if favourite is not None else self._playout_action(state, seat)
        # The most visited choice is the robust one; ties go to the higher mean reward,
        # then to the id (not to dict order).
        best = max(tried, key=lambda a: (children[a].visits, children[a].mean(), a))
        if favourite is None or favourite == best or favourite not in children:
            return best
        return best if self._sure_better(children[best], children[favourite]) else favourite

    def _sure_better(self, best: Node, favourite: Node) -> bool:
        """Whether the search's choice beats the heuristic's by more than `overrule`
        standard errors of the difference of their mean rewards: a search too short
        to tell them apart (long games, few iterations) keeps the heuristic's choice."""
        spread = best.variance_of_mean() + favourite.variance_of_mean()
        if spread == float("inf"):
            return False
        return best.mean() - favourite.mean() > self.overrule * math.sqrt(spread)

    def _select(self, node: Node, actor: int, legal: list[str]) -> tuple[str, Node, bool]:
        """Subset-armed UCB among `legal` at `node` for `actor`; an untried action is
        tried first. Returns the action, its statistics node and whether it is new."""
        edges = node.edges.get(actor)
        if edges is None:
            edges = node.edges[actor] = {}
        untried = []
        best = None
        best_value = -1.0
        explore = self.exploration
        for action in legal:
            child = edges.get(action)
            if child is None:
                untried.append(action)
                continue
            child.available += 1
            if not untried:
                value = (child.reward / child.visits
                         + explore * math.sqrt(math.log(child.available) / child.visits))
                if value > best_value:
                    best, best_value = action, value
        if untried:
            action = untried[self.random.randrange(len(untried))]
            child = edges[action] = Node()
            child.available = 1
            return action, child, True
        return best, edges[best], False

    def _iterate(self, root: Node, state: State, seat: int) -> None:
        world = state.determinize(seat, self.random)
        node = root
        path: list[tuple[Node, int]] = []
        first = True
        expanded = False
        decision = world.decision()
        while decision is not None and not expanded:
            if not decision.simultaneous:
                actor = seat if first else decision.seats[0]
                first = False
                legal = world.legal_ids(actor)
                if not legal:  # a world where this seat has no say (should not happen)
                    break
                action, node, expanded = self._select(node, actor, legal)
                world._apply(actor, action)
                path.append((node, actor))
                decision = world.decision()
                continue
            # A sealed round, searched as decoupled bandits (one per seat) at the node
            # where the round began, so that no seat's choice depends on another's
            # hidden commitment; the tree moves on by the joint choice.
            waiting = set(decision.seats)
            joint = []
            while True:
                actor = seat if first else decision.seats[0]
                first = False
                legal = world.legal_ids(actor)
                if not legal:
                    expanded = True  # leave the tree: the playout takes it from here
                    break
                action, stats, expanded = self._select(node, actor, legal)
                world._apply(actor, action)
                path.append((stats, actor))
                joint.append(f"{actor}={action}")
                decision = world.decision()
                if expanded or decision is None or not decision.simultaneous:
                    break
                seats = set(decision.seats)
                if not seats <= waiting:  # a seat that had committed decides again: a new round
                    break
                waiting = seats
            if expanded:
                break
            rounds = node.edges.get(JOINT)
            if rounds is None:
                rounds = node.edges[JOINT] = {}
            key = "|".join(joint)
            child = rounds.get(key)
            if child is None:
                child = rounds[key] = Node()
                expanded = True
            node = child
        rewards = self._rollout(world)
        for child, actor in path:
            reward = rewards[actor]
            child.visits += 1
            child.reward += reward
            child.squares += reward * reward


# The settings an ISMCTS spec may carry, with their types and IsmctsBot's names for them.
SETTINGS = {"iterations": int, "seconds": float, "exploration": float, "guided": int,
            "overrule": float, "depth": int, "rollout": str}
SETTING_NAMES = {"depth": "rollout_depth"}


def parse_ismcts(spec: str, game_slug: str, seed: int,
                 clock: Callable[[], float] | None = None) -> IsmctsBot:
    """`ismcts`, `ismcts:easy|medium|hard`, `ismcts:iterations=N`, `ismcts:seconds=S`,
    or several settings joined by `:` (e.g. `ismcts:iterations=300:rollout=random`).
    An explicit `iterations` or `seconds` replaces the level's budget."""
    budget = LEVELS["medium"]
    settings: dict = {}
    for part in spec.split(":")[1:]:
        if part in LEVELS:
            budget = LEVELS[part]
            continue
        key, sep, value = part.partition("=")
        if not sep:
            raise ValueError(f"bad ISMCTS setting {part!r} in {spec!r} "
                             f"(levels: {', '.join(LEVELS)}; or key=value)")
        if key not in SETTINGS:
            raise ValueError(f"unknown ISMCTS setting {key!r} in {spec!r} "
                             f"({', '.join(SETTINGS)})")
        try:
            settings[SETTING_NAMES.get(key, key)] = SETTINGS[key](value)
        except ValueError:
            raise ValueError(f"bad value {value!r} for {key} in {spec!r}") from None
    iterations, seconds = settings.pop("iterations", None), settings.pop("seconds", None)
    if iterations is not None or seconds is not None:
        budget = Budget(iterations=iterations, seconds=seconds)
    if settings.get("rollout", "heuristic") == "heuristic":
        # Fall back quietly to random playouts where the game has no heuristic bot.
        if load_game(game_slug).heuristic_bot(seed) is None:
            settings["rollout"] = "random"
    return IsmctsBot(game_slug, seed, budget, name=spec, clock=clock or time.perf_counter,
                     **settings)
