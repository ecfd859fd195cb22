"""Play many seeded bot games and summarise them.

Game i uses seed `seed + i` and, with seat rotation, the line-up turned by i places (the
bot listed first sits in seat i mod players), so a summary depends only on the seed,
the number of games and the line-up: never on the number of workers or on the backend
(one process, a local process pool, or a Ray cluster)."""

from __future__ import annotations

import statistics
import time
import traceback
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from hustings.bots import make_bot
from hustings.engine import Match

from .stats import wilson_interval


@dataclass
class GameOutcome:
    seed: int
    decisions: int
    seconds: float
    winners: list[int] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    error: str | None = None
    # The bot of each seat in this game (the line-up after rotation).
    bots: list[str] = field(default_factory=list)
    # Position in the line-up of the bot in each seat.
    sides: list[int] = field(default_factory=list)
    # With tracking on: the distinct action ids each seat chose.
    used: list[list[str]] | None = None


@dataclass
class SimSummary:
    game: str
    players: int
    bots: list[str]
    games: int
    finished: int
    errors: int
    rotate: bool
    # Per seat.
    wins: list[float]
    win_intervals: list[tuple[float, float]]
    mean_scores: list[float]
    # Per line-up entry ("side"): the same as per seat unless the seats rotate.
    side_wins: list[float]
    side_games: list[int]
    side_intervals: list[tuple[float, float]]
    side_mean_scores: list[float]
    mean_decisions: float
    length_quantiles: dict[str, float]
    decisions_per_second: float
    first_errors: list[str]
    outcomes: list[GameOutcome] = field(default_factory=list, repr=False)

    def to_json(self) -> dict:
        data = {k: v for k, v in self.__dict__.items() if k != "outcomes"}
        data["win_intervals"] = [list(i) for i in self.win_intervals]
        data["side_intervals"] = [list(i) for i in self.side_intervals]
        return data

    def comparable(self) -> dict:
        """Everything but the timing, which no two runs share."""
        data = self.to_json()
        del data["decisions_per_second"]
        return data


def seat_names(game, players: int) -> list[str]:
    """Names of the seats: the game's own (`Game.seat_names(players)`, an optional
    hook, e.g. the two candidates of 1960) or `seat 0`, `seat 1`, ..."""
    names = list(game.seat_names(players) or ())
    if len(names) != players:
        names = [f"seat {s}" for s in range(players)]
    return names


def lineup_for(bots: list[str], index: int, rotate: bool) -> tuple[list[str], list[int]]:
    """The bot of each seat in game `index`, and each seat's position in the line-up."""
    players = len(bots)
    shift = index % players if rotate else 0
    sides = [(seat - shift) % players for seat in range(players)]
    return [bots[side] for side in sides], sides


def play_game(slug: str, players: int, seed: int, bots: list[str],
              options: dict | None = None, sides: list[int] | None = None,
              track: bool = False) -> GameOutcome:
    """One game between the named bots (one per seat); an exception becomes an error
    outcome naming the seed."""
    started = time.perf_counter()
    decisions = 0
    used: list[set[str]] = [set() for _ in range(players)]
    sides = list(sides) if sides is not None else list(range(players))
    try:
        match = Match(slug, players, seed, options)
        # A search bot's time budget counts this thread's CPU time here, not the wall
        # clock: a level then plays the same game whatever else the machine is running.
        seats = [make_bot(spec, slug, seed * 31 + seat, clock=time.thread_time)
                 for seat, spec in enumerate(bots)]
        state = match.state
        while (decision := state.decision()) is not None:
            seat = decision.seats[0]
            action = seats[seat].choose(state, seat)
            state.apply(seat, action)
            if track:
                used[seat].add(action)
            decisions += 1
            if decisions > match.game.max_decisions:
                raise RuntimeError(f"game exceeded {match.game.max_decisions} decisions")
        result = state.result()
        return GameOutcome(seed, decisions, time.perf_counter() - started,
                           list(result.winners), list(result.scores), bots=list(bots),
                           sides=sides, used=[sorted(u) for u in used] if track else None)
    except Exception as err:  # a simulation reports a broken game instead of stopping
        detail = "".join(traceback.format_exception_only(type(err), err)).strip()
        return GameOutcome(seed, decisions, time.perf_counter() - started,
                           error=f"seed {seed}: {detail}", bots=list(bots), sides=sides)


def _play_packed(args):
    return play_game(*args)


def _play_chunk(jobs):
    return [play_game(*job) for job in jobs]


def make_jobs(slug: str, games: int, players: int, seed: int, bots: list[str],
              options: dict | None, rotate: bool, track: bool) -> list[tuple]:
    jobs = []
    for i in range(games):
        seated, sides = lineup_for(bots, i, rotate)
        jobs.append((slug, players, seed + i, seated, options, sides, track))
    return jobs


def simulate(slug: str, games: int, players: int, seed: int, bots: list[str],
             options: dict | None = None, workers: int = 1,
             progress: Callable[[GameOutcome], None] | None = None,
             rotate: bool = False, ray_address: str | None = None,
             track: bool = False) -> SimSummary:
    """Play `games` games and summarise them. `ray_address` ("local" for a cluster
    started here) sends the games to Ray; otherwise `workers` local processes."""
    if len(bots) != players:
        raise ValueError(f"{len(bots)} bots for {players} seats")
    jobs = make_jobs(slug, games, players, seed, bots, options, rotate, track)
    outcomes: list[GameOutcome] = []

    def collect(outcome):
        outcomes.append(outcome)
        if progress:
            progress(outcome)

    if ray_address is not None:
        from .ray_backend import run_on_ray

        run_on_ray(jobs, ray_address, workers, collect)
    elif workers <= 1:
        for job in jobs:
            collect(_play_packed(job))
    else:
        with ProcessPoolExecutor(workers) as pool:
            for outcome in pool.map(_play_packed, jobs, chunksize=max(1, games // (workers * 8))):
                collect(outcome)
    return summarise(slug, players, bots, outcomes, rotate)


def summarise(slug: str, players: int, bots: list[str], outcomes: list[GameOutcome],
              rotate: bool = False) -> SimSummary:
    finished = [o for o in outcomes if o.error is None]
    wins = [0.0] * players
    scores = [0.0] * players
    side_wins = [0.0] * players
    side_scores = [0.0] * players
    for outcome in finished:
        for winner in outcome.winners:  # a shared win counts as a fraction
            wins[winner] += 1 / len(outcome.winners)
            side_wins[outcome.sides[winner]] += 1 / len(outcome.winners)
        for seat, score in enumerate(outcome.scores):
            scores[seat] += score
            side_scores[outcome.sides[seat]] += score
    decisions = sum(o.decisions for o in outcomes)
    seconds = sum(o.seconds for o in outcomes)
    count = max(1, len(finished))
    lengths = sorted(o.decisions for o in finished) or [0]
    quartiles = statistics.quantiles(lengths, n=4) if len(lengths) > 1 else [lengths[0]] * 3
    return SimSummary(
        game=slug, players=players, bots=list(bots), games=len(outcomes),
        finished=len(finished), errors=len(outcomes) - len(finished), rotate=rotate,
        wins=[round(w, 3) for w in wins],
        win_intervals=[interval(w, len(finished)) for w in wins],
        mean_scores=[round(s / count, 3) for s in scores],
        side_wins=[round(w, 3) for w in side_wins],
        side_games=[len(finished)] * players,
        side_intervals=[interval(w, len(finished)) for w in side_wins],
        side_mean_scores=[round(s / count, 3) for s in side_scores],
        mean_decisions=round(sum(o.decisions for o in finished) / count, 2),
        length_quantiles={"min": lengths[0], "q1": round(quartiles[0], 2),
                          "median": round(quartiles[1], 2), "q3": round(quartiles[2], 2),
                          "max": lengths[-1]},
        decisions_per_second=round(decisions / seconds, 1) if seconds else 0.0,
        first_errors=[o.error for o in outcomes if o.error][:5],
        outcomes=outcomes,
    )


def interval(successes: float, trials: int) -> tuple[float, float]:
    low, high = wilson_interval(successes, trials)
    return (round(low, 4), round(high, 4))
