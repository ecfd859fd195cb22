"""A game's rulings page: how this edition settles what its rulebook leaves open, from
`docs/rulings/<slug>.md`, for players to read beside the game. The rulings live in the
source tree (they are documentation first), so an installation without it has none."""

from __future__ import annotations

from functools import cache
from html import escape
from pathlib import Path

from markdown_it import MarkdownIt

from hustings.engine import Game

RULINGS = Path(__file__).resolve().parents[3] / "docs" / "rulings"

# Raw HTML in the Markdown is shown as text, never run.
_markdown = MarkdownIt("commonmark", {"html": False}).enable("table")

PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{title}: rulings — hustings</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/static/app.css">
</head>
<body class="rulings">
  <header class="top"><a href="/" class="brand">hustings</a>
    <span class="title">{title}: rulings</span></header>
  <main class="rulings-main panel">
{body}
  </main>
</body>
</html>
"""


@cache  # asked at every game update; the files do not come and go while serving
def rulings_file(slug: str) -> Path | None:
    path = RULINGS / f"{slug}.md"
    return path if path.is_file() else None


def rulings_page(game: Game) -> str | None:
    """The page for `game`, or None where it has no rulings here."""
    path = rulings_file(game.slug)
    if path is None:
        return None
    return PAGE.format(title=escape(game.title), body=_markdown.render(path.read_text("utf-8")))
