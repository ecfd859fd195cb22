"""The `hustings` command: list games, play in the terminal, simulate, replay, serve."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn
from rich.table import Table

from hustings.bots import make_bot
from hustings.bots.base import UnknownBot
from hustings.engine import (
    BadOptions,
    CorruptRecord,
    Match,
    UnknownGame,
    all_games,
    load_game,
    load_record,
    replay_steps,
)
from hustings.engine.messages import render

app = typer.Typer(help="Rules-enforcing engine and play platform for political board games.",
                  no_args_is_help=True, add_completion=False,
                  pretty_exceptions_enable=False)
console = Console(highlight=False)
errors = Console(stderr=True, highlight=False)


class UsageError(Exception):
    """A user mistake reported as one line with exit status 2."""


def fail(message: str) -> None:
    errors.print(f"error: {message}", markup=False, soft_wrap=True)
    raise typer.Exit(2)


def parse_options(pairs: list[str]) -> dict:
    """`key=value` pairs; a value is read as JSON when it parses (numbers, true, lists)."""
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"option {pair!r} is not KEY=VALUE")
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    return options


def new_match(game: str, players: int | None, seed: int, option: list[str]) -> Match:
    spec = load_game(game)
    players = players or spec.min_players
    spec.check_players(players)
    return Match(game, players, seed, parse_options(option))


def handled(run):
    """Turn the errors a user can cause into one line and exit status 2."""
    try:
        return run()
    except (UnknownGame, BadOptions, CorruptRecord, UnknownBot, UsageError) as err:
        fail(str(err))


@app.command()
def games() -> None:
    """List the games that ship with hustings."""
    table = Table("slug", "game", "players", "version")
    for slug, game in all_games().items():
        table.add_row(slug, game.title, f"{game.min_players}-{game.max_players}", game.version)
    console.print(table)


def log_lines(state, seat, start: int, catalog: dict) -> tuple[list[str], int]:
    events = state.log
    sides = state.side_names() or ()
    lines = [
        render(e.key, e.args, catalog, sides) + (f"  [{e.rule}]" if e.rule else "")
        for e in events[start:] if e.visible_to(seat)
    ]
    return lines, len(events)


def ask_choice(state, seat: int, prompt_text: str) -> str:
    actions = state.legal_actions(seat)
    for number, action in enumerate(actions, 1):
        console.print(f"  {number:>3}. {action.label}", markup=False)
    while True:
        answer = typer.prompt(f"{prompt_text} [1-{len(actions)}]", default="", show_default=False)
        answer = answer.strip()
        if answer.isdigit() and 1 <= int(answer) <= len(actions):
            return actions[int(answer) - 1].id
        console.print(f"Please enter a number from 1 to {len(actions)}.")


@app.command()
def play(
    game: str,
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    seats: Annotated[str, typer.Option(help="per seat: human, random or heuristic")] = "",
    seed: Annotated[int, typer.Option(help="random seed of the game")] = 1,
    option: Annotated[list[str], typer.Option("--option", "-o", help="KEY=VALUE")] = [],  # noqa: B006
    save: Annotated[Path | None, typer.Option(help="write the game record here")] = None,
) -> None:
    """Play GAME in the terminal against bots or hot-seat."""
    match = handled(lambda: new_match(game, players, seed, option))
    n = match.players
    kinds = [s.strip() for s in seats.split(",")] if seats else ["human"] + ["heuristic"] * (n - 1)
    if len(kinds) != n:
        fail(f"--seats names {len(kinds)} seats for a {n}-player game")
    bots = {
        seat: handled(lambda kind=kind, seat=seat: make_bot(kind, game, seed * 31 + seat))
        for seat, kind in enumerate(kinds) if kind != "human"
    }
    spec = match.game
    catalog = spec.messages()
    humans = [s for s in range(n) if s not in bots]
    seen = {seat: 0 for seat in [None, *range(n)]}
    console.print(f"[bold]{spec.title}[/bold] — {n} players, seed {seed}")
    try:
        while (decision := match.state.decision()) is not None:
            state = match.state
            seat = decision.seats[0]
            if seat in bots:
                action = bots[seat].choose(state, seat)
                console.print(f"{seat_label(state, seat)}, {kinds[seat]}: {state.label(action)}",
                              markup=False)
                match.apply(seat, action)
                continue
            lines, seen[seat] = log_lines(state, seat, seen[seat], catalog)
            for line in lines:
                console.print(f"  · {line}", markup=False)
            console.rule(f"{seat_label(state, seat)} to decide"
                         + (" (sealed)" if decision.simultaneous else ""))
            console.print(spec.board_text(state.view(seat)), markup=False)
            prompt = render(decision.prompt, {}, catalog)
            match.apply(seat, ask_choice(state, seat, f"{seat_label(state, seat)}: {prompt}"))
    except (EOFError, KeyboardInterrupt, typer.Abort):
        console.print("\ngame left unfinished")
    finally:
        if save is not None:
            save.write_text(match.record().model_dump_json(indent=1))
            console.print(f"record saved to {save}")
    result = match.state.result()
    if result is not None:
        viewer = humans[0] if humans else None
        lines, _ = log_lines(match.state, viewer, seen.get(viewer, 0), catalog)
        for line in lines:
            console.print(f"  · {line}", markup=False)
        console.rule("game over")
        console.print(result_text(match.state, result))


def result_text(state, result) -> str:
    """`civil war; scores: Seat 1 (Pinckney) 29, ...; winner(s): Seat 1 (Pinckney)`."""
    scores = ", ".join(f"{seat_label(state, seat)} {score:g}"
                       for seat, score in enumerate(result.scores))
    winners = ", ".join(seat_label(state, w) for w in result.winners) or "nobody"
    return f"{result.reason.replace('_', ' ')}; scores: {scores}; winner(s): {winners}"


def seat_label(state, seat: int) -> str:
    """`Seat 2`, or `Seat 2 (Nixon)` where the game names the side the seat plays."""
    sides = state.side_names() or ()
    return f"Seat {seat + 1}" + (f" ({sides[seat]})" if seat < len(sides) else "")


def bot_lineup(game: str, bots: str, count: int) -> list[str]:
    names = [b.strip() for b in bots.split(",")]
    if len(names) == 1:
        names *= count
    if len(names) != count:
        fail(f"--bots names {len(names)} bots for a {count}-player game")
    for seat, name in enumerate(names):
        handled(lambda name=name, seat=seat: make_bot(name, game, seat))
    return names


@app.command()
def sim(
    game: str,
    n: Annotated[int, typer.Option("-n", help="number of games")] = 100,
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    seed: Annotated[int, typer.Option(help="seed of the first game")] = 0,
    bots: Annotated[str, typer.Option(help="comma-separated bot per seat: random, heuristic, "
                                      "ismcts[:easy|medium|hard|iterations=N|seconds=S], "
                                      "openspiel-mcts, openspiel-ismcts")] = "random",
    option: Annotated[list[str], typer.Option("--option", "-o", help="KEY=VALUE")] = [],  # noqa: B006
    workers: Annotated[int, typer.Option(help="local worker processes (or Ray CPUs with --ray local)")] = 1,
    rotate: Annotated[bool, typer.Option("--rotate", help="game i seats the line-up turned by i places")] = False,
    ray: Annotated[str | None, typer.Option("--ray", help="Ray cluster address, or 'local'")] = None,
    plot: Annotated[Path | None, typer.Option("--plot", help="draw win rates and game lengths to this PNG")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
) -> None:
    """Simulate N games between bots and summarise them."""
    from hustings.sim import simulate
    from hustings.sim.runner import seat_names

    match = handled(lambda: new_match(game, players, seed, option))
    count = match.players
    names = bot_lineup(game, bots, count)
    if n < 1:
        fail("-n must be at least 1")
    with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                  TimeRemainingColumn(), console=errors, disable=as_json) as bar:
        task = bar.add_task(f"{game}", total=n)
        try:
            summary = simulate(game, n, count, seed, names, match.options, workers,
                               progress=lambda _: bar.advance(task), rotate=rotate,
                               ray_address=ray)
        except RuntimeError as err:  # a missing extra or an unreachable cluster
            fail(str(err))
    labels = seat_names(match.game, count)
    if plot is not None:
        from hustings.sim.plots import plot_summary

        try:
            plot_summary(summary, plot, labels)
        except RuntimeError as err:
            fail(str(err))
    if as_json:
        print(json.dumps(summary.to_json()))
        return
    table = Table("seat", "bot", "wins", "win rate (95% CI)", "mean score")
    for seat in range(count):
        low, high = summary.win_intervals[seat]
        rate = summary.wins[seat] / max(1, summary.finished)
        table.add_row(labels[seat], "rotating" if rotate else names[seat], f"{summary.wins[seat]:g}",
                      f"{rate:.1%} ({low:.1%}-{high:.1%})", f"{summary.mean_scores[seat]:.2f}")
    console.print(table)
    if rotate:
        sides = Table("bot", "wins", "win rate (95% CI)", "mean score", title="per bot, seats rotated")
        for side, name in enumerate(names):
            low, high = summary.side_intervals[side]
            rate = summary.side_wins[side] / max(1, summary.finished)
            sides.add_row(f"{side}: {name}", f"{summary.side_wins[side]:g}",
                          f"{rate:.1%} ({low:.1%}-{high:.1%})", f"{summary.side_mean_scores[side]:.2f}")
        console.print(sides)
    q = summary.length_quantiles
    console.print(f"games {summary.games}, finished {summary.finished}, errors {summary.errors}, "
                  f"mean decisions {summary.mean_decisions} (min {q['min']}, median {q['median']:g}, "
                  f"max {q['max']}), decisions/s {summary.decisions_per_second:,.0f}")
    if plot is not None:
        console.print(f"plot written to {plot}")
    for line in summary.first_errors:
        errors.print(line, markup=False)


@app.command()
def balance(
    game: str,
    n: Annotated[int, typer.Option("-n", help="number of games")] = 200,
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    seed: Annotated[int, typer.Option(help="seed of the first game")] = 0,
    bot: Annotated[str, typer.Option(help="the bot in every seat (default: heuristic, "
                                     "or random where the game has none)")] = "",
    option: Annotated[list[str], typer.Option("--option", "-o", help="KEY=VALUE")] = [],  # noqa: B006
    workers: Annotated[int, typer.Option(help="local worker processes")] = 1,
    ray: Annotated[str | None, typer.Option("--ray", help="Ray cluster address, or 'local'")] = None,
    out: Annotated[Path, typer.Option(help="folder for the report and its plots")] = Path("balance"),
) -> None:
    """Report GAME's seat balance and the actions that go with winning (Markdown + plots)."""
    from hustings.sim.balance import run_balance, write_report

    match = handled(lambda: new_match(game, players, seed, option))
    if not bot:
        bot = "heuristic" if match.game.heuristic_bot(0) is not None else "random"
    bot_lineup(game, bot, match.players)
    if n < 1:
        fail("-n must be at least 1")
    with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                  TimeRemainingColumn(), console=errors) as bar:
        task = bar.add_task(f"{game} balance", total=n)
        try:
            summary = run_balance(game, n, match.players, seed, bot, match.options, workers,
                                  ray, progress=lambda _: bar.advance(task))
            path = write_report(summary, bot, seed, out)
        except RuntimeError as err:
            fail(str(err))
    console.print(f"report written to {path}")
    for line in summary.first_errors:
        errors.print(line, markup=False)


@app.command()
def tournament(
    game: str,
    bots: Annotated[str, typer.Option(help="comma-separated bot configurations to rate")] = "random,heuristic",
    n: Annotated[int, typer.Option("-n", help="games per pair of configurations")] = 50,
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    seed: Annotated[int, typer.Option(help="seed of the first game")] = 0,
    filler: Annotated[str, typer.Option(help="bot in the seats a pair leaves free")] = "random",
    option: Annotated[list[str], typer.Option("--option", "-o", help="KEY=VALUE")] = [],  # noqa: B006
    workers: Annotated[int, typer.Option(help="local worker processes")] = 1,
    ray: Annotated[str | None, typer.Option("--ray", help="Ray cluster address, or 'local'")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
) -> None:
    """Round robin between bot configurations, with Elo ratings."""
    from hustings.sim.tournament import run_tournament

    match = handled(lambda: new_match(game, players, seed, option))
    configs = [b.strip() for b in bots.split(",")]
    if len(configs) < 2 or len(set(configs)) != len(configs):
        fail("--bots must name at least two different configurations")
    for name in [*configs, filler]:
        bot_lineup(game, name, match.players)
    if n < 1:
        fail("-n must be at least 1")
    pairs = len(configs) * (len(configs) - 1) // 2
    with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                  TimeRemainingColumn(), console=errors, disable=as_json) as bar:
        task = bar.add_task(f"{game} tournament", total=n * pairs)
        try:
            result = run_tournament(game, configs, n, match.players, seed, match.options, filler,
                                    workers, ray, progress=lambda _: bar.advance(task))
        except RuntimeError as err:
            fail(str(err))
    if as_json:
        print(json.dumps(result.to_json()))
        return
    table = Table("rank", "bot", "Elo", title=f"{game}, {match.players} players, {n} games a pair")
    ranked = sorted(result.ratings.items(), key=lambda item: -item[1])
    for rank, (name, rating) in enumerate(ranked, 1):
        table.add_row(str(rank), name, f"{rating:.0f}")
    console.print(table)
    pairs_table = Table("pair", "games", "points of the first", "95% CI")
    for p in result.pairings:
        low, high = p.interval
        pairs_table.add_row(f"{p.first} v {p.second}", str(p.games),
                            f"{p.first_points:g} ({p.first_points / max(1, p.games):.1%})",
                            f"{low:.1%}-{high:.1%}")
    console.print(pairs_table)


@app.command()
def replay(
    record: Path,
    seat: Annotated[int | None, typer.Option(help="show what seat N (from 1) saw (default: everything)")] = None,
    interactive: Annotated[bool, typer.Option("--interactive", "-i", help="step with Enter, b back, q quit")] = False,
) -> None:
    """Step through a saved game record."""
    data = handled(lambda: load_record(record))
    try:
        steps = [(index, match.state.clone(), (match.actions or [None])[-1])
                 for index, match in replay_steps(data)]
    except CorruptRecord as err:
        fail(str(err))
    spec = load_game(data.game)
    catalog = spec.messages()
    if seat is not None and not 1 <= seat <= data.players:
        fail(f"--seat must be from 1 to {data.players}")
    viewer = None if seat is None else seat - 1
    position = 0

    def show(position):
        index, state, action = steps[position]
        if action is None:
            console.rule(f"{spec.title}: set-up")
        else:
            before = steps[position - 1][1]
            console.rule(f"action {index + 1}/{len(data.actions)}: "
                         f"{seat_label(before, action[0])}: {before.label(action[1])}")
        previous = steps[position - 1][1].log if position else []
        new_events = state.log[len(previous):]
        sides = state.side_names() or ()
        for event in new_events:
            if event.visible_to(viewer) or viewer is None:
                console.print("  · " + render(event.key, event.args, catalog, sides),
                              markup=False)

    if not interactive:
        for position in range(len(steps)):
            show(position)
    else:
        show(0)
        while True:
            answer = typer.prompt("[Enter] next, b back, v board, q quit", default="",
                                  show_default=False).strip().lower()
            if answer == "q":
                return
            if answer == "v":
                console.print(spec.board_text(steps[position][1].view(viewer)), markup=False)
                continue
            position = max(0, position - 1) if answer == "b" else min(len(steps) - 1, position + 1)
            show(position)
    result = steps[-1][1].result()
    if result is not None:
        console.print(f"result: {result_text(steps[-1][1], result)}")


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="port to listen on")] = 8000,
    database_url: Annotated[str | None, typer.Option(help="sqlite:///FILE or postgresql://...")] = None,
) -> None:
    """Run the web app (lobby, games, replays)."""
    from hustings import server

    server.serve(host, port, database_url)


@app.command()
def bench(
    seconds: Annotated[float, typer.Option(help="time per measurement")] = 2.0,
) -> None:
    """Measure random-play speed and clone cost for every game."""
    from hustings.sim.speed import measure_all

    table = Table("game", "players", "decisions/s", "games/s", "clone µs")
    for row in measure_all(seconds):
        table.add_row(row["game"], str(row["players"]), f"{row['decisions_per_second']:,.0f}",
                      f"{row['games_per_second']:.2f}", f"{row['clone_us']:.1f}")
    console.print(table)


def main() -> None:
    app()
