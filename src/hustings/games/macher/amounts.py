"""Amount ids (`bid:<money>`) for the auctions, built once per range: listing them is a
search bot's inner loop, and the same few ranges come up again and again."""

from __future__ import annotations

from functools import lru_cache

from .constants import UNIT


@lru_cache(maxsize=4096)
def bid_ids(low: int, high: int, extra: tuple[str, ...] = ()) -> tuple[str, ...]:
    """`bid:<a>` for every multiple of 1,000 from `low` up to `high`, with `extra` ids,
    sorted as legal ids are."""
    return tuple(sorted([f"bid:{a}" for a in range(low, high + 1, UNIT)] + list(extra)))
