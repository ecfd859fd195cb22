"""`hustings balance GAME`: a Markdown report on a game's balance, with its plots.

It plays seeded games between copies of one bot (the strongest the game affords at a
cost the user chooses, named in the report) and reports:
- the win rate of every seat (for two-sided games, every side), with Wilson intervals,
  and whether the first player's advantage is distinguishable from an even share;
- the actions (full ids, and their verbs such as `play` in `play:c23:event`) whose use
  goes with winning or losing most: the mean win share of the seats that used one,
  minus that of the seats that did not. A correlation, not a cause: a card a player
  only plays when already ahead looks strong.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from hustings.engine import load_game

from .runner import GameOutcome, SimSummary, seat_names, simulate

# A feature must be used, and left unused, in at least this share of the seat-games
# (and at least MIN_SUPPORT of them) before its correlation is reported.
MIN_SHARE = 0.05
MIN_SUPPORT = 10


@dataclass
class Correlation:
    feature: str
    used: int
    unused: int
    win_when_used: float
    win_when_unused: float

    @property
    def lift(self) -> float:
        return self.win_when_used - self.win_when_unused


def features_of(action_ids: list[str]) -> set[str]:
    """The action ids themselves and their verbs (`verb:*`)."""
    found = set(action_ids)
    for action_id in action_ids:
        verb, sep, _ = action_id.partition(":")
        if sep:
            found.add(f"{verb}:*")
    return found


def correlations(outcomes: list[GameOutcome]) -> list[Correlation]:
    samples = []  # (features used by a seat in a game, that seat's win share)
    for outcome in outcomes:
        if outcome.error is not None or outcome.used is None:
            continue
        for seat, used in enumerate(outcome.used):
            share = 1 / len(outcome.winners) if seat in outcome.winners else 0.0
            samples.append((features_of(used), share))
    if not samples:
        return []
    total_share = sum(share for _, share in samples)
    count: dict[str, int] = defaultdict(int)
    share_used: dict[str, float] = defaultdict(float)
    for features, share in samples:
        for feature in features:
            count[feature] += 1
            share_used[feature] += share
    least = max(MIN_SUPPORT, int(MIN_SHARE * len(samples)))
    found = []
    for feature, used in count.items():
        unused = len(samples) - used
        if used < least or unused < least:
            continue
        found.append(Correlation(feature, used, unused, share_used[feature] / used,
                                 (total_share - share_used[feature]) / unused))
    return sorted(found, key=lambda c: (-abs(c.lift), c.feature))


def run_balance(slug: str, games: int, players: int, seed: int, bot: str,
                options: dict | None = None, workers: int = 1, ray_address: str | None = None,
                progress: Callable[[GameOutcome], None] | None = None) -> SimSummary:
    return simulate(slug, games, players, seed, [bot] * players, options, workers, progress,
                    ray_address=ray_address, track=True)


def write_report(summary: SimSummary, bot: str, seed: int, out_dir: str | Path,
                 top: int = 10) -> Path:
    """Write `<slug>-balance.md` and its plots into `out_dir`; returns the Markdown path."""
    from .plots import _pyplot, plot_summary

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    game = load_game(summary.game)
    names = seat_names(game, summary.players)
    stem = f"{summary.game}-{summary.players}p-balance"
    wins_png = plot_summary(summary, out / f"{stem}-wins.png", names)
    found = correlations(summary.outcomes)
    chosen = found[:top]
    n = summary.finished
    fair = 1 / summary.players
    lines = [
        f"# Balance of {game.title} ({summary.players} players)",
        "",
        f"{n} games (seeds {seed}-{seed + summary.games - 1}), every seat played by `{bot}`; "
        f"game version {game.version}. {summary.errors} games ended in an error.",
        "Produced by `hustings balance`; the figures say how this bot plays the game, so a "
        "stronger bot may find a different balance.",
        "",
        "## Seats",
        "",
        "| seat | wins | win rate | 95% interval | mean score |",
        "|---|---:|---:|---|---:|",
    ]
    for seat in range(summary.players):
        low, high = summary.win_intervals[seat]
        lines.append(f"| {names[seat]} | {summary.wins[seat]:g} | {summary.wins[seat] / max(1, n):.1%} "
                     f"| {low:.1%}-{high:.1%} | {summary.mean_scores[seat]:.2f} |")
    low, high = summary.win_intervals[0]
    if low > fair:
        verdict = f"the first seat wins more than an even share ({fair:.0%}): its interval lies above it"
    elif high < fair:
        verdict = f"the first seat wins less than an even share ({fair:.0%}): its interval lies below it"
    else:
        verdict = (f"no first-player advantage can be told from an even share ({fair:.0%}) "
                   f"at this sample size")
    lines += ["", f"First-player advantage (seat 0, the seat the engine lists first): {verdict}.", "",
              f"![win rates and game lengths]({wins_png.name})", "",
              f"Game length: median {summary.length_quantiles['median']:g} decisions "
              f"(quartiles {summary.length_quantiles['q1']:g}-{summary.length_quantiles['q3']:g}, "
              f"range {summary.length_quantiles['min']}-{summary.length_quantiles['max']}).", ""]
    lines += ["## Actions that go with winning", ""]
    if not chosen:
        lines.append("Too few games to tell (every action was used by nearly all or nearly no seats).")
    else:
        lines += [
            "Mean win share of the seats that used an action, against the seats that did not "
            "(`verb:*` groups every action of a verb). Correlation, not cause.",
            "",
            "| action | seat-games used | win share when used | when not | difference |",
            "|---|---:|---:|---:|---:|",
        ]
        for c in chosen:
            lines.append(f"| `{c.feature}` | {c.used} | {c.win_when_used:.1%} | "
                         f"{c.win_when_unused:.1%} | {c.lift:+.1%} |")
        plt = _pyplot()
        figure, axis = plt.subplots(figsize=(8, 0.35 * len(chosen) + 1.2))
        ordered = list(reversed(chosen))
        axis.barh([c.feature for c in ordered], [c.lift for c in ordered],
                  color=["#55a868" if c.lift > 0 else "#c44e52" for c in ordered])
        axis.axvline(0, color="#333333", linewidth=0.8)
        axis.set_xlabel("win share when used minus when not used")
        axis.set_title(f"{summary.game}: actions that go with winning ({bot})")
        figure.tight_layout()
        actions_png = out / f"{stem}-actions.png"
        figure.savefig(actions_png, dpi=100)
        plt.close(figure)
        lines += ["", f"![actions and winning]({actions_png.name})"]
    lines.append("")
    path = out / f"{stem}.md"
    path.write_text("\n".join(lines))
    return path


__all__ = ["Correlation", "correlations", "run_balance", "write_report"]
