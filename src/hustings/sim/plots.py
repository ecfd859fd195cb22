"""Pictures of simulation results (the `plot` extra: matplotlib, drawn off-screen)."""

from __future__ import annotations

from pathlib import Path

from .runner import SimSummary


def _pyplot():
    try:
        import matplotlib
    except ImportError:
        raise RuntimeError("plots need the plot extra: pip install 'hustings[plot]'") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _rate_bars(axis, labels: list[str], wins: list[float], intervals, games: int,
               title: str, fair: float) -> None:
    rates = [w / max(1, games) for w in wins]
    below = [max(0.0, r - low) for r, (low, _) in zip(rates, intervals, strict=True)]
    above = [max(0.0, high - r) for r, (_, high) in zip(rates, intervals, strict=True)]
    axis.bar(range(len(rates)), rates, yerr=[below, above], capsize=6, color="#4c72b0")
    axis.axhline(fair, color="#999999", linestyle="--", linewidth=1, label=f"even share {fair:.0%}")
    axis.set_xticks(range(len(rates)), labels, rotation=15, fontsize=8)
    axis.set_ylim(0, 1)
    axis.set_ylabel("win rate (95% Wilson interval)")
    axis.set_title(title)
    axis.legend(fontsize=8)


def plot_summary(summary: SimSummary, path: str | Path, seat_names: list[str] | None = None) -> Path:
    """Win rates per seat (and per line-up entry when seats rotate) with their
    intervals, and the distribution of game lengths, in one PNG."""
    plt = _pyplot()
    panels = 3 if summary.rotate else 2
    figure, axes = plt.subplots(1, panels, figsize=(5 * panels, 4))
    names = seat_names or [f"seat {s}" for s in range(summary.players)]
    if not summary.rotate:
        names = [f"{n}\n{b}" for n, b in zip(names, summary.bots, strict=True)]
    fair = 1 / summary.players
    _rate_bars(axes[0], names, summary.wins, summary.win_intervals, summary.finished,
               f"{summary.game}: wins per seat ({summary.finished} games)", fair)
    if summary.rotate:
        _rate_bars(axes[1], [f"{i}: {b}" for i, b in enumerate(summary.bots)], summary.side_wins,
                   summary.side_intervals, summary.finished, "wins per bot (seats rotated)", fair)
    lengths = [o.decisions for o in summary.outcomes if o.error is None]
    axis = axes[-1]
    axis.hist(lengths, bins=min(30, max(1, len(set(lengths)))), color="#55a868")
    axis.set_xlabel("decisions per game")
    axis.set_ylabel("games")
    axis.set_title(f"game length (median {summary.length_quantiles['median']:g})")
    figure.tight_layout()
    path = Path(path)
    figure.savefig(path, dpi=100)
    plt.close(figure)
    return path
