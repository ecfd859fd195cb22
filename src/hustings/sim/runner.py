"""Play many seeded bot games and summarise them. Game i uses seed `seed + i`, so a
summary is the same whatever the number of worker processes."""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field

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


@dataclass
class SimSummary:
    game: str
    players: int
    bots: list[str]
    games: int
    finished: int
    errors: int
    wins: list[float]
    win_intervals: list[tuple[float, float]]
    mean_decisions: float
    decisions_per_second: float
    mean_scores: list[float]
    first_errors: list[str]

    def to_json(self) -> dict:
        return asdict(self)


def play_game(slug: str, players: int, seed: int, bots: list[str],
              options: dict | None = None) -> GameOutcome:
    """One game between the named bots; an exception becomes an error outcome."""
    started = time.perf_counter()
    decisions = 0
    try:
        match = Match(slug, players, seed, options)
        seats = [make_bot(spec, slug, seed * 31 + seat) for seat, spec in enumerate(bots)]
        state = match.state
        while (decision := state.decision()) is not None:
            seat = decision.seats[0]
            state.apply(seat, seats[seat].choose(state, seat))
            decisions += 1
            if decisions > match.game.max_decisions:
                raise RuntimeError(f"game exceeded {match.game.max_decisions} decisions")
        result = state.result()
        return GameOutcome(seed, decisions, time.perf_counter() - started,
                           list(result.winners), list(result.scores))
    except Exception as err:  # a simulation reports a broken game instead of stopping
        detail = "".join(traceback.format_exception_only(type(err), err)).strip()
        return GameOutcome(seed, decisions, time.perf_counter() - started,
                           error=f"seed {seed}: {detail}")


def _play_packed(args):
    return play_game(*args)


def simulate(slug: str, games: int, players: int, seed: int, bots: list[str],
             options: dict | None = None, workers: int = 1,
             progress: Callable[[GameOutcome], None] | None = None) -> SimSummary:
    jobs = [(slug, players, seed + i, bots, options) for i in range(games)]
    outcomes: list[GameOutcome] = []
    if workers <= 1:
        for job in jobs:
            outcomes.append(_play_packed(job))
            if progress:
                progress(outcomes[-1])
    else:
        with ProcessPoolExecutor(workers) as pool:
            for outcome in pool.map(_play_packed, jobs, chunksize=max(1, games // (workers * 8))):
                outcomes.append(outcome)
                if progress:
                    progress(outcome)
    return summarise(slug, players, bots, outcomes)


def summarise(slug: str, players: int, bots: list[str], outcomes: list[GameOutcome]) -> SimSummary:
    finished = [o for o in outcomes if o.error is None]
    wins = [0.0] * players
    scores = [0.0] * players
    for outcome in finished:
        for winner in outcome.winners:  # a shared win counts as a fraction
            wins[winner] += 1 / len(outcome.winners)
        for seat, score in enumerate(outcome.scores):
            scores[seat] += score
    decisions = sum(o.decisions for o in outcomes)
    seconds = sum(o.seconds for o in outcomes)
    count = max(1, len(finished))
    return SimSummary(
        game=slug, players=players, bots=list(bots), games=len(outcomes),
        finished=len(finished), errors=len(outcomes) - len(finished),
        wins=[round(w, 3) for w in wins],
        win_intervals=[tuple(round(x, 4) for x in wilson_interval(w, len(finished))) for w in wins],
        mean_decisions=round(sum(o.decisions for o in finished) / count, 2),
        decisions_per_second=round(decisions / seconds, 1) if seconds else 0.0,
        mean_scores=[round(s / count, 3) for s in scores],
        first_errors=[o.error for o in outcomes if o.error][:5],
    )
