"""Measure the bots' strength for every game and seat, and write `docs/bots.md`.

    python -m hustings.sim.strength [--games 200] [--hard-games N] [--workers N | --ray ADDRESS]
                                    [--hard SPEC] [--game SLUG ...] [--out docs/bots.md]
                                    [--more [--seat NAME ...] [--until N]]
                                    [--merge OTHER.json ...]

For each game (at its smallest player count unless `--players` says otherwise) and each
match-up (heuristic against random; ISMCTS `hard` against heuristic), every seat in
turn gets the challenger while the other seats keep the opponent. The challenger's win
rate in that seat, with its Wilson 95% interval, is compared with the rate the opponent
itself reaches in that seat when it fills every seat (the baseline):
"beats" when the whole interval lies above the baseline. The page is generated from
these runs, never typed by hand; it names the exact bot specs, games and seeds.

The rows are kept in a JSON file beside the page (`docs/bots.json`); a run replaces the
rows of the games and match-ups it measured and keeps the others, so the costly search
match-ups can be measured game by game. `--more` adds games to rows already measured
(from the seed after their last game) instead of measuring afresh, so that a row's sample
can grow over several runs or machines; `--seat` limits it to some seats, and `--until N`
keeps growing the row with the fewest games until every row has N. `--merge` takes
from another checkout's `bots.json` every row that has grown further from the same start
(same match-up, seat, seed and game version), so that rows grown apart on several
machines come together without re-running anything; a row measured on the game's current
version also replaces one left from an earlier version.
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from hustings.bots.ismcts import LEVELS
from hustings.engine import all_games, load_game

from .runner import seat_names, simulate
from .stats import wilson_interval


@dataclass
class SeatRow:
    game: str
    players: int
    seat: str
    challenger: str
    opponent: str
    games: int
    rate: float
    interval: tuple[float, float]
    baseline: float
    seconds: float
    baseline_games: int = 0
    seed: int = 0
    version: str = ""
    python: str = platform.python_version()

    @property
    def verdict(self) -> str:
        low, high = self.interval
        if low > self.baseline:
            return "beats"
        if high < self.baseline:
            return "loses"
        return "not distinguishable"


MATCHUPS = ("heuristic-random", "hard-heuristic")


def matchups(slug: str, hard: str, chosen=MATCHUPS) -> list[tuple[str, str]]:
    if load_game(slug).heuristic_bot(0) is None:
        return [(hard, "random")] if "hard-heuristic" in chosen else []
    pairs = {"heuristic-random": ("heuristic", "random"), "hard-heuristic": (hard, "heuristic")}
    return [pairs[name] for name in MATCHUPS if name in chosen]


def measure_game(slug: str, players: int, games: int, seed: int, hard: str, workers: int,
                 ray_address: str | None, log=print, chosen=MATCHUPS,
                 hard_games: int | None = None) -> list[SeatRow]:
    """`hard_games`: how many games each seat of the match-up with `hard` gets (a search
    bot's games cost a thousand times a heuristic's); the baselines always get `games`."""
    rows = []
    names = seat_names(load_game(slug), players)
    for challenger, opponent in matchups(slug, hard, chosen):
        base = simulate(slug, games, players, seed, [opponent] * players, workers=workers,
                        ray_address=ray_address)
        played = hard_games if challenger == hard and hard_games else games
        for seat in range(players):
            lineup = [opponent] * players
            lineup[seat] = challenger
            started = time.perf_counter()
            summary = simulate(slug, played, players, seed, lineup, workers=workers,
                               ray_address=ray_address)
            finished = max(1, summary.finished)
            row = SeatRow(slug, players, names[seat], challenger, opponent, summary.finished,
                          summary.wins[seat] / finished, tuple(summary.win_intervals[seat]),
                          base.wins[seat] / max(1, base.finished), time.perf_counter() - started,
                          base.finished, seed, load_game(slug).version)
            if summary.errors:
                log(f"{slug}: {summary.errors} games ended in an error: {summary.first_errors[:1]}")
            log(f"{slug} {players}p {row.seat}: {challenger} v {opponent}: {row.rate:.1%} "
                f"({row.interval[0]:.1%}-{row.interval[1]:.1%}), baseline {row.baseline:.1%}: "
                f"{row.verdict}")
            rows.append(row)
    return rows


def extend_row(row: SeatRow, games: int, workers: int, ray_address: str | None,
               log=print) -> SeatRow:
    """`row` with `games` more games, seeded from where its own games stopped."""
    game = load_game(row.game)
    if row.version != game.version:
        raise SystemExit(f"{row.game} {row.seat}: the row was measured on version {row.version}, "
                         f"the game is now {game.version}; measure it afresh (without --more)")
    seat = seat_names(game, row.players).index(row.seat)
    lineup = [row.opponent] * row.players
    lineup[seat] = row.challenger
    started = time.perf_counter()
    summary = simulate(row.game, games, row.players, row.seed + row.games, lineup,
                       workers=workers, ray_address=ray_address)
    total = row.games + summary.finished
    wins = round(row.rate * row.games, 6) + summary.wins[seat]
    grown = replace(row, games=total, rate=wins / max(1, total),
                    interval=wilson_interval(wins, total),
                    seconds=row.seconds + time.perf_counter() - started,
                    python=", ".join(sorted(set(pythons_of(row)) | {platform.python_version()})))
    log(f"{row.game} {row.seat}: {row.challenger} v {row.opponent}: {grown.rate:.1%} over "
        f"{total} games, baseline {row.baseline:.1%}: {grown.verdict}")
    return grown


def render(rows: list[SeatRow], notes: list[str] = ()) -> str:
    levels = "\n".join(
        f"| `ismcts:{name}` | {b.iterations} | {b.seconds} s |" for name, b in LEVELS.items())
    lines = [
        "# Bots",
        "",
        "<!-- Generated by `python -m hustings.sim.strength`; do not edit by hand. -->",
        "",
        "Every game can seat these bots (`hustings sim GAME --bots ...`, `hustings play`):",
        "",
        "- `random`: a uniformly random legal action.",
        "- `heuristic`: the game's own bot, written from its rulebook's strategy.",
        "- `ismcts[:level]`: information-set Monte Carlo tree search over the game's "
        "`determinize` and `clone`, one reward per seat; random playouts cut short by the "
        "game's estimate; the heuristic's own choice stands unless the search finds a better "
        "one with 95% confidence. Settings join with `:`: `iterations=N`, `seconds=S`, "
        "`guided=N` (the heuristic plays the first N moves of each playout), "
        "`rollout=random` (no heuristic at all), `overrule=Z`, "
        "`exploration=C`, `depth=N` (see `hustings.bots.ismcts`).",
        "- `openspiel-mcts`, `openspiel-ismcts`: OpenSpiel's own Python search bots through "
        "`hustings.rl.openspiel` (with the `openspiel` extra).",
        "",
        "| level | iterations | time cap per decision |",
        "|---|---:|---:|",
        levels,
        "",
        "The cap is wall-clock time in play and the searching thread's CPU time in "
        "simulations, so that a level plays the same games however loaded the machine is.",
        "",
        "## Strength",
        "",
        "Each row: the challenger in one seat, the opponent in all others, over the row's "
        "games (seeded from the row's seed up). The baseline is the opponent's own win rate "
        "in that seat when it plays every seat, over the baseline's games. *beats*: the "
        "challenger's whole 95% Wilson interval lies above the baseline. A search bot's game "
        "costs about a thousand heuristic games, so its rows may rest on fewer games: the "
        "games column says how many, and the interval how much that allows to conclude; "
        "`--more` adds games to a row, from the seed after its last game.",
        "",
        "| game | players | seat | challenger | opponent | games | win rate | 95% interval "
        "| baseline (games) | verdict | seed | game version |",
        "|---|---:|---|---|---|---:|---:|---|---:|---|---:|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r.game} | {r.players} | {r.seat} | `{r.challenger}` | `{r.opponent}` | {r.games} "
            f"| {r.rate:.1%} | {r.interval[0]:.1%}-{r.interval[1]:.1%} "
            f"| {r.baseline:.1%} ({r.baseline_games}) | {r.verdict} | {r.seed} | {r.version} |")
    if not rows:
        lines.append("| (no game measured) | | | | | | | | | | | |")
    missing = [f"{name} in {slug}" for slug in all_games() for name in MATCHUPS
               if not any(r.game == slug and matchup_of(r) == name for r in rows)]
    if missing:
        lines += ["", "Not measured yet: " + ", ".join(missing) + "."]
    for note in notes:
        lines += ["", note]
    pythons = sorted({version for r in rows for version in pythons_of(r)})
    lines += ["", f"Measured with Python {', '.join(pythons)} on {platform.machine()}.", ""]
    lines += [
        "## Hooks a game may offer the bots",
        "",
        "None is required; each makes the generic bots and encodings better where present.",
        "",
        "- `Game.estimate(state)` or `State.estimate()`: a value in [0, 1] per seat for an "
        "unfinished game. ISMCTS then stops playouts after a few moves and uses it, which "
        "makes its iterations far cheaper in long games. None declines a state that no "
        "count would judge fairly (1960: between one side's play and the other's); the "
        "playout goes on to one it estimates.",
        "- `Game.seat_names(players)`: names for the seats (sides) in reports.",
        "- `Game.action_vocabulary(players, options)`: every action id the game can list, "
        "giving stable action indices to learning agents and OpenSpiel (otherwise an index "
        "is a slot of the sorted legal ids); `Game.max_legal_actions` bounds the slots.",
        "- `Game.observation_size(players, options)` with `State.observation_vector(seat)`: "
        "the game's own observation encoding (otherwise the seat's view is feature-hashed).",
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--hard", default="ismcts:hard", help="the spec measured as `hard`")
    parser.add_argument("--hard-games", type=int, default=None,
                        help="games per seat for the match-up with `hard` (default: --games)")
    parser.add_argument("--game", action="append", default=None, help="only this game (repeatable); with --merge, only its rows are taken")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--ray", default=None)
    parser.add_argument("--matchups", default=",".join(MATCHUPS),
                        help=f"which match-ups to play (of {', '.join(MATCHUPS)})")
    parser.add_argument("--more", action="store_true",
                        help="add games to the rows already measured instead of measuring afresh")
    parser.add_argument("--seat", action="append", default=None,
                        help="with --more: only this seat's rows (repeatable, by seat name)")
    parser.add_argument("--until", type=int, default=None, metavar="N",
                        help="with --more: grow the row with the fewest games, a batch at a "
                             "time (--hard-games for the search rows, else one game per "
                             "worker), until every selected row has N games")
    parser.add_argument("--merge", action="append", default=[], metavar="OTHER.json",
                        help="take the rows grown further in another bots.json")
    parser.add_argument("--note", action="append", default=[], help="a line added under the table")
    parser.add_argument("--out", default="docs/bots.md")
    args = parser.parse_args(argv)
    chosen = [m.strip() for m in args.matchups.split(",") if m.strip()]
    unknown = [m for m in chosen if m not in MATCHUPS]
    if unknown:
        parser.error(f"unknown match-up {unknown[0]!r} (known: {', '.join(MATCHUPS)})")
    if (args.seat or args.until) and not args.more:
        parser.error("--seat and --until go with --more")
    if args.until is not None and args.until < 1:
        parser.error("--until takes a number of games, at least 1")
    if args.merge and args.more:
        parser.error("--merge takes rows already grown; run --more separately")
    missing = [other for other in args.merge if not Path(other).is_file()]
    if missing:
        parser.error(f"nothing to merge at {missing[0]}")
    slugs = args.game or list(all_games())
    out = Path(args.out)
    store = out.with_suffix(".json")

    def selected(row: SeatRow) -> bool:
        return row.game in slugs and matchup_of(row) in chosen

    order = {slug: index for index, slug in enumerate(all_games())}

    def save(rows: list[SeatRow]) -> None:
        """Write the page and its rows; called after every measurement, so that a long
        run stopped part way keeps what it has measured."""
        rows = sorted(rows, key=lambda r: (order.get(r.game, len(order)), r.game,
                                           MATCHUPS.index(matchup_of(r)), seat_index(r), r.seat))
        out.parent.mkdir(parents=True, exist_ok=True)
        store.write_text(json.dumps([asdict(r) for r in rows], indent=1) + "\n")
        out.write_text(render(rows, args.note))

    if args.merge:
        rows = load_rows(store)
        for other in args.merge:
            rows = merge_rows(rows, [r for r in load_rows(Path(other)) if selected(r)])
    elif args.more:
        rows = load_rows(store)
        seats = {r.seat for r in rows if selected(r)}
        unknown_seats = sorted(set(args.seat or ()) - seats)
        if unknown_seats:
            parser.error(f"no measured row for seat {unknown_seats[0]!r} "
                         f"(seats: {', '.join(sorted(seats)) or 'none'})")
        growing = [i for i, row in enumerate(rows)
                   if selected(row) and (args.seat is None or row.seat in args.seat)]

        def batch(row: SeatRow) -> int | None:
            return args.hard_games if matchup_of(row) == "hard-heuristic" else None

        if args.until is None:
            for index in growing:
                rows[index] = extend_row(rows[index], batch(rows[index]) or args.games,
                                         args.workers, args.ray)
                save(rows)
        else:
            # The shortest row first, so that an interrupted run leaves the seats even.
            while short := [i for i in growing if rows[i].games < args.until]:
                index = min(short, key=lambda i: (rows[i].games, i))
                size = min(batch(rows[index]) or args.workers, args.until - rows[index].games)
                rows[index] = extend_row(rows[index], size, args.workers, args.ray)
                save(rows)
    else:
        rows = [r for r in load_rows(store) if not selected(r)]
        for slug in slugs:
            players = args.players or load_game(slug).min_players
            rows += measure_game(slug, players, args.games, args.seed, args.hard, args.workers,
                                 args.ray, chosen=chosen, hard_games=args.hard_games)
            save(rows)
    save(rows)
    print(f"wrote {out} and {store}")


def seat_index(row: SeatRow) -> int:
    """The row's seat in the game's own order (Patriote before Loyal), for the page."""
    try:
        return seat_names(load_game(row.game), row.players).index(row.seat)
    except (LookupError, ValueError):  # a game or seat this installation does not know
        return -1


def pythons_of(row: SeatRow) -> list[str]:
    """The Python versions a row's games were played on (a grown row may span several)."""
    return row.python.split(", ")


def merge_rows(rows: list[SeatRow], others: list[SeatRow], log=print) -> list[SeatRow]:
    """`rows` with each row replaced by its counterpart in `others` where that one has
    grown further from the same start, or was measured on the game's current version
    where the row was not; rows only `others` has are added. A counterpart from another
    start (seed, version, baseline) is otherwise a different measurement: kept out."""
    def key(r: SeatRow):
        return r.game, r.players, r.seat, r.challenger, r.opponent

    def same_start(a: SeatRow, b: SeatRow) -> bool:
        return (a.seed, a.version, a.baseline, a.baseline_games) == (
            b.seed, b.version, b.baseline, b.baseline_games)

    def current(r: SeatRow) -> bool:
        game = all_games().get(r.game)
        return game is not None and r.version == game.version

    merged = {key(r): r for r in rows}
    for other in others:
        mine = merged.get(key(other))
        if mine is not None and current(other) and not current(mine):
            merged[key(other)] = other
            log(f"{other.game} {other.seat}: {other.challenger} v {other.opponent}: "
                f"{other.games} games on version {other.version} (replacing version "
                f"{mine.version})")
        elif mine is None or (same_start(mine, other) and other.games > mine.games):
            merged[key(other)] = other
            log(f"{other.game} {other.seat}: {other.challenger} v {other.opponent}: "
                f"{other.games} games (was {mine.games if mine else 0})")
        elif not same_start(mine, other):
            log(f"{other.game} {other.seat}: {other.challenger} v {other.opponent}: "
                f"kept out, measured from another start")
    return list(merged.values())


def matchup_of(row: SeatRow) -> str:
    return "heuristic-random" if row.challenger == "heuristic" else "hard-heuristic"


def load_rows(path: Path) -> list[SeatRow]:
    """The rows of earlier runs (none if the file does not exist yet)."""
    if not path.exists():
        return []
    try:
        return [SeatRow(**{**item, "interval": tuple(item["interval"])})
                for item in json.loads(path.read_text())]
    except (ValueError, TypeError, KeyError) as err:
        raise SystemExit(f"{path}: not a strength record ({err})") from None

if __name__ == "__main__":
    main()
